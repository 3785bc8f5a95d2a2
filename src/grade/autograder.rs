//! A Gradescope autograder for a game's assignment: the two scripts of
//! Gradescope's autograder specification
//! (<https://gradescope-autograders.readthedocs.io/en/latest/specs/>),
//! around the game's `grade-all --one` (for War, `war grade-all --one`;
//! below, `war` stands for the game's program).
//!
//! `setup.sh` runs once, as root, when Gradescope builds its image: it
//! installs a JDK and Python 3. `run_autograder` runs for every submission:
//! it grades `/autograder/submission` with the `war` binary beside it
//! (`/autograder/source/war`) and always writes
//! `/autograder/results/results.json`: the report of `war grade-all`, in
//! which a submission that does not build still has every case, failed, and
//! the compiler's errors; or, when `war` itself cannot grade, a
//! `results.json` of its own that says why. The root `/autograder` can be
//! moved with `WAR_AUTOGRADER_ROOT`, so the scripts can be tried anywhere.

use std::time::Duration;

use super::game::Entry;
use crate::kit::archive::ZipEntry;
use crate::kit::escape::shell_word;
use crate::kit::locale::Locale;

/// How the autograder grades.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AutograderOptions {
    /// The game's program (`war`), its binary's name in the zip.
    pub program: &'static str,
    /// The assignment, as the README names it: `the War assignment`.
    pub assignment: String,
    /// The entry point's method (`findWinner`) and the file a student hands
    /// in (`War.java`), for the README.
    pub method: &'static str,
    /// The file a student hands in, for the README's example: `War.java`.
    pub example: String,
    /// The rules the submissions play.
    pub rules: String,
    /// The time one answer may take.
    pub timeout: Duration,
    /// The time one submission may take for all its cases.
    pub submission_timeout: Duration,
    /// Whether an answer of an accepted alternative reading fails.
    pub strict: bool,
    /// Who sees the tests on Gradescope.
    pub visibility: String,
    /// Whether the zip holds fixtures of the teacher's (`fixtures/`), graded
    /// instead of the ones built into the program.
    pub fixtures: bool,
    /// Whether to refuse to grade when the student's code cannot be
    /// confined.
    pub require_confinement: bool,
    /// Where the teacher publishes the fixtures, linked in the reports.
    pub fixtures_url: Option<String>,
    /// The language of what the students read, when the teacher chose one
    /// (`--locale`); else grade-all's own default, from Gradescope's
    /// environment.
    pub locale: Option<Locale>,
}

impl AutograderOptions {
    /// The account the student's code runs as on Gradescope, which
    /// `setup.sh` creates: `war-student`.
    pub fn student(&self) -> String {
        format!("{}-student", self.program)
    }

    /// The program's name in capitals, for its environment variables:
    /// `WAR`.
    fn upper(&self) -> String {
        self.program.to_ascii_uppercase()
    }
}

/// `setup.sh`: installs what grading needs on Gradescope's Ubuntu image,
/// and creates the unprivileged account the student's code runs as.
pub fn setup_script(options: &AutograderOptions) -> String {
    let (program, student) = (options.program, options.student());
    format!(
        "#!/usr/bin/env bash
# setup.sh, written by `{program} autograder`. Gradescope runs it once, as root,
# when it builds the autograder's image: it installs a JDK for Java
# submissions and Python 3 for Python ones, and creates {student}, the
# account the student's code runs as ({program} runs as root and drops to it).
# The {program} binary beside it is statically linked and needs nothing more.
set -euo pipefail
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \\
    openjdk-17-jdk-headless python3
id -u {student} >/dev/null 2>&1 ||
    useradd --system --no-create-home --shell /usr/sbin/nologin {student}
chmod +x /autograder/source/{program} /autograder/source/run_autograder
"
    )
}

/// The arguments `run_autograder` gives `grade-all` for `options`, each
/// a word of `sh`.
fn grading_arguments(options: &AutograderOptions) -> String {
    let mut words = vec![
        "--rules".to_string(),
        shell_word(&options.rules).into_owned(),
        "--timeout".to_string(),
        options.timeout.as_secs_f64().to_string(),
        "--submission-timeout".to_string(),
        options.submission_timeout.as_secs_f64().to_string(),
        "--visibility".to_string(),
        shell_word(&options.visibility).into_owned(),
    ];
    if options.strict {
        words.push("--strict".to_string());
    }
    if options.fixtures {
        words.push("--fixtures \"$SOURCE/fixtures\"".to_string());
    }
    if options.require_confinement {
        words.push("--require-confinement".to_string());
    }
    if let Some(url) = &options.fixtures_url {
        words.push("--fixtures-url".to_string());
        words.push(shell_word(url).into_owned());
    }
    if let Some(locale) = options.locale {
        words.push("--locale".to_string());
        words.push(locale.code().to_string());
    }
    words.join(" ")
}

/// `run_autograder`: grades the submission and always writes
/// `results.json`.
pub fn run_script(options: &AutograderOptions) -> String {
    format!(
        r#"#!/usr/bin/env bash
# run_autograder, written by `{program} autograder`. Gradescope runs it for every
# submission: it grades $ROOT/submission with {program} grade-all and always
# writes $ROOT/results/results.json, whatever happens. ROOT is /autograder,
# or {upper}_AUTOGRADER_ROOT to try it elsewhere.
set -u
ROOT=${{{upper}_AUTOGRADER_ROOT:-/autograder}}
SOURCE="$ROOT/source"
RESULTS="$ROOT/results"
WORK="$ROOT/work"
# The account the student's code runs as (setup.sh creates it).
STUDENT=${{{upper}_AUTOGRADER_USER:-{student}}}
mkdir -p "$RESULTS"
rm -rf "$WORK"
# As root (Gradescope), {program} runs the student's code as $STUDENT: the
# autograder's files are made root's, written by no one else, and the
# teacher's fixtures read by no one else.
if [ "$(id -u)" = 0 ]; then
    chown -R root:root "$SOURCE" "$RESULTS"
    chmod -R go-w "$SOURCE" "$RESULTS"
    [ -d "$SOURCE/fixtures" ] && chmod -R go-rwx "$SOURCE/fixtures"
    [ -f "$ROOT/run_autograder" ] && chown root:root "$ROOT/run_autograder" &&
        chmod go-w "$ROOT/run_autograder"
fi

# Writes a results.json that says why {program} could not grade: $1, and the last
# lines {program} wrote on standard error, made safe for a JSON string.
could_not_grade() {{
    local detail
    detail=$(tail -n 20 "$RESULTS/{program}-stderr.txt" 2>/dev/null |
        tr -d '\000-\011\013-\037' | sed 's/\\/\\\\/g; s/"/\\"/g' |
        awk '{{ printf "%s\\n", $0 }}')
    printf '{{"score": 0, "output": "%s\\n%s", "tests": []}}\n' "$1" "$detail" \
        > "$RESULTS/results.json"
}}

"$SOURCE/{program}" grade-all --one "$ROOT/submission" --out "$WORK" --format gradescope \
    --audience student --user "$STUDENT" {arguments} 2> "$RESULTS/{program}-stderr.txt"
status=$?
cat "$RESULTS/{program}-stderr.txt" >&2
if [ -f "$WORK/submission.json" ]; then
    cp "$WORK/submission.json" "$RESULTS/results.json"
else
    could_not_grade "The autograder could not grade this submission ({program} exited with status $status). Please tell your teacher."
fi
exit 0
"#,
        arguments = grading_arguments(options),
        program = options.program,
        upper = options.upper(),
        student = options.student(),
    )
}

/// `README.txt` of the zip: what it is, and how to try it.
pub fn readme(options: &AutograderOptions) -> String {
    let (program, upper, student) = (options.program, options.upper(), options.student());
    format!(
        "A Gradescope autograder for {assignment}, written by `{program} autograder`.

Upload this zip as the autograder of a programming assignment (Ubuntu base
image). setup.sh installs a JDK and Python 3 and creates {student}, the
account the student's code runs as; run_autograder grades the
student's submission (Java or Python, files or folders, {method} in any
class and package) with the {program} binary beside it, on the fixtures {fixtures}, under
the rules {rules}, and writes /autograder/results/results.json: one test per
fixture, one point each.

To try it before uploading, lay a folder out as Gradescope does and run it:

    mkdir -p ag/source ag/submission ag/results
    (cd ag/source && unzip ../../autograder.zip)
    cp {example} ag/submission/
    {upper}_AUTOGRADER_ROOT=$PWD/ag ag/source/run_autograder
    cat ag/results/results.json
",
        assignment = options.assignment,
        method = options.method,
        example = options.example,
        fixtures = if options.fixtures {
            "in fixtures/".to_string()
        } else {
            format!("built into {program}")
        },
        rules = options.rules,
    )
}

/// The files of the autograder's zip but the fixtures: the two scripts,
/// the README, the program's `binary` and the game's adapters (`entry`'s).
pub fn files(options: &AutograderOptions, binary: Vec<u8>, entry: &Entry) -> Vec<ZipEntry> {
    let file = |name: String, bytes: Vec<u8>, executable: bool| ZipEntry {
        name,
        bytes,
        executable,
    };
    vec![
        file("setup.sh".into(), setup_script(options).into_bytes(), true),
        file(
            "run_autograder".into(),
            run_script(options).into_bytes(),
            true,
        ),
        file("README.txt".into(), readme(options).into_bytes(), false),
        file(options.program.to_string(), binary, true),
        file(
            format!("adapters/java/{}", entry.java_adapter_file()),
            entry.java_adapter.into(),
            false,
        ),
        file(
            format!("adapters/python/{}", entry.python_adapter_file),
            entry.python_adapter.into(),
            false,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options() -> AutograderOptions {
        AutograderOptions {
            program: "war",
            assignment: "the War assignment".to_string(),
            method: "findWinner",
            example: "War.java".to_string(),
            rules: "umass".to_string(),
            timeout: Duration::from_secs(5),
            submission_timeout: Duration::from_secs(600),
            strict: true,
            visibility: "after_published".into(),
            fixtures: true,
            require_confinement: true,
            fixtures_url: Some("https://example.edu/war fixtures/".to_string()),
            locale: Some(Locale::Nl),
        }
    }

    #[test]
    fn run_autograder_passes_the_options_to_war() {
        let script = run_script(&options());
        assert!(script.starts_with("#!/usr/bin/env bash\n"));
        assert!(script.contains(
            "--audience student --user \"$STUDENT\" --rules umass --timeout 5 --submission-timeout 600 --visibility after_published --strict --fixtures \"$SOURCE/fixtures\" --require-confinement --fixtures-url 'https://example.edu/war fixtures/' --locale nl 2>"
        ), "{script}");
        assert!(script.contains("ROOT=${WAR_AUTOGRADER_ROOT:-/autograder}"));
    }
}
