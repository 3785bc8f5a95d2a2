//! `war confine`: the launcher of a student's program (hidden; the grading
//! runs it). It applies the plan the grading gives it to itself, then
//! becomes the program; `--probe` applies what it can and prints what held
//! as one line of JSON instead.

use std::ffi::OsString;
use std::os::unix::process::CommandExt;
use std::process::{Command, ExitCode};

use clap::Args;
use war_kata::kit::confine::{enter, unreadable, Plan};
use war_kata::kit::error::{Error, ErrorKind};
use war_kata::kit::process::TREE_VARIABLE;

#[derive(Debug, Args)]
pub(crate) struct ConfineArgs {
    /// The plan, as the grading writes it (JSON).
    #[arg(long, value_name = "JSON")]
    plan: String,
    /// Apply what can be applied, check that the folders to read can be,
    /// and print what held instead of running a program.
    #[arg(long, conflicts_with = "program")]
    probe: bool,
    /// The program and its arguments.
    #[arg(last = true, value_name = "PROGRAM")]
    program: Vec<OsString>,
}

/// `war confine`: never returns when the program starts.
pub(crate) fn run(args: ConfineArgs) -> Result<ExitCode, Error> {
    let plan = Plan::from_json(&args.plan)?;
    let mut held = enter(&plan, !args.probe)?;
    if args.probe {
        held.unreadable = unreadable(&plan);
        println!("{}", serde_json::to_string(&held).unwrap_or_default());
        return Ok(ExitCode::SUCCESS);
    }
    let Some((program, arguments)) = args.program.split_first() else {
        return Err(
            Error::new(ErrorKind::Setup, "war confine", "no program to run")
                .with_fix("give the program after --"),
        );
    };
    let scratch = &plan.scratch;
    let tree = std::env::var_os(TREE_VARIABLE);
    let mut command = Command::new(program);
    command
        .args(arguments)
        .env_clear()
        .env("PATH", "/usr/local/bin:/usr/bin:/bin")
        .env("HOME", scratch)
        .env("TMPDIR", scratch)
        .env("LANG", "C.UTF-8")
        // Two malloc arenas, not eight a core: a JVM's address space stays
        // well within its limit.
        .env("MALLOC_ARENA_MAX", "2");
    if let Some(tree) = tree {
        command.env(TREE_VARIABLE, tree);
    }
    let error = command.exec();
    Err(Error::new(
        ErrorKind::Setup,
        program.to_string_lossy(),
        format!("cannot be run confined: {error}"),
    ))
}
