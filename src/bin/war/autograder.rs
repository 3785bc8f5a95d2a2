//! `war autograder`: the zip Gradescope's "Upload autograder" takes.

use std::process::ExitCode;

use clap::Args;
use war_kata::grade::autograder::AutograderOptions;
use war_kata::grade::cli::{write_autograder, ZipArgs};
use war_kata::kit::error::Error;
use war_kata::war::grade::class::ENTRY;
use war_kata::war::grade::load_cases;

use crate::grade_all::ClassGrading;

#[derive(Debug, Args)]
#[command(
    after_help = "Example (a statically linked war for Gradescope's image, built in the repository):\n  RUSTFLAGS='-C target-feature=+crt-static' cargo build --release --target x86_64-unknown-linux-gnu\n  war autograder --binary target/x86_64-unknown-linux-gnu/release/war --out autograder.zip"
)]
pub(crate) struct AutograderArgs {
    #[command(flatten)]
    pub(crate) zip: ZipArgs,
    /// How each submission is graded (fixture files given are put in the
    /// zip).
    #[command(flatten)]
    pub(crate) grading: ClassGrading,
}

/// `war autograder`: writes the zip and says what is in it.
pub(crate) fn run(args: AutograderArgs) -> Result<ExitCode, Error> {
    // The fixtures are checked now, not on Gradescope.
    let (cases, _) = load_cases(&args.grading.fixtures, args.grading.preset)?;
    let options = AutograderOptions {
        program: ENTRY.program,
        assignment: "the War assignment".to_string(),
        method: ENTRY.java_method,
        example: format!("{}.java", ENTRY.java_class),
        rules: args.grading.preset.name().to_string(),
        timeout: args.grading.timeout,
        submission_timeout: args.grading.submission_timeout,
        strict: args.grading.strict,
        visibility: args.grading.visibility.clone(),
        fixtures: !args.grading.fixtures.is_empty(),
        require_confinement: args.grading.require_confinement,
        fixtures_url: args.grading.fixtures_url.clone(),
        // Only a language asked for is written into the autograder: the
        // machine it is made on does not choose the students' language.
        locale: args.grading.locale.locale,
    };
    write_autograder(
        &args.zip,
        &options,
        &ENTRY,
        &args.grading.fixtures,
        cases.len(),
    )
}
