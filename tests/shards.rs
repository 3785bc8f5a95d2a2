//! Runs across machines as the manual shows them: a run cut into shards by
//! GNU `parallel` (the manual's command, read from its page, with 4
//! shards of a smaller run on this machine), or
//! by the Slurm array script `examples/slurm/war_stats.sbatch` (each task
//! run as Slurm would, with its SLURM_ARRAY_TASK_ID), then `war stats
//! merge`: the merged figures are byte for byte those of the run played as
//! one shard.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{run_command_within, text};

/// The run: small, but more games than one chunk of a thread.
const GAMES: &str = "6000";
const SEED: &str = "7";
const SHARDS: u32 = 4;

/// `PATH` with the `war` under test first, as `cargo install` would put it.
fn path_with_war() -> String {
    let war = PathBuf::from(env!("CARGO_BIN_EXE_war"));
    let bin = war.parent().expect("war's folder").display().to_string();
    format!("{bin}:{}", std::env::var("PATH").unwrap_or_default())
}

/// Runs `program` with `args` in `dir`, `war` on its PATH, and returns its
/// standard output; the command must succeed.
fn run(dir: &Path, program: &str, args: &[&str], env: &[(&str, String)]) -> String {
    let mut command = Command::new(program);
    command
        .args(args)
        .current_dir(dir)
        .env("PATH", path_with_war());
    for (name, value) in env {
        command.env(name, value);
    }
    let output = run_command_within(&mut command, Duration::from_secs(300));
    assert!(
        output.status.success(),
        "{program} {args:?}: {}",
        text(&output.stderr)
    );
    text(&output.stdout)
}

/// The figures of the run played as one shard, as `--json` prints them.
fn whole_run(dir: &Path) -> String {
    run(
        dir,
        "war",
        &["stats", "--games", GAMES, "--seed", SEED, "--json"],
        &[],
    )
}

/// `war stats merge` of the part files in `dir`, found as the shell's
/// glob `part-*.json` finds them.
fn merge(dir: &Path) -> String {
    let mut parts: Vec<String> = std::fs::read_dir(dir)
        .expect("the folder of the parts")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.starts_with("part-") && name.ends_with(".json"))
        .collect();
    parts.sort();
    assert_eq!(parts.len(), SHARDS as usize, "one part a shard: {parts:?}");
    let mut args = vec!["stats", "merge"];
    args.extend(parts.iter().map(String::as_str));
    args.push("--json");
    run(dir, "war", &args, &[])
}

#[test]
#[cfg_attr(
    tool_missing = "parallel",
    ignore = "GNU parallel is not installed: apt-get install parallel"
)]
fn shards_run_by_gnu_parallel_merge_into_the_whole_run() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // The manual's command, as written there, for 4 shards of a smaller run.
    let manual = include_str!("../book/src/statistics/war-stats.md");
    let command = manual
        .lines()
        .find(|line| line.starts_with("seq 0 999 | parallel 'war stats"))
        .expect("the manual's parallel command");
    let small = command
        .replace("seq 0 999", &format!("seq 0 {}", SHARDS - 1))
        .replace("--games 1000000000", &format!("--games {GAMES}"))
        .replace("--seed 1 ", &format!("--seed {SEED} "))
        .replace("{}/1000", &format!("{{}}/{SHARDS}"));
    assert_ne!(small, command);
    run(dir.path(), "bash", &["-c", &small], &[]);
    let merged = merge(dir.path());
    assert!(merged.contains("\"games\":6000"), "{merged}");
    assert_eq!(merged, whole_run(dir.path()));
}

#[test]
fn shards_run_by_the_slurm_array_script_merge_into_the_whole_run() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/slurm/war_stats.sbatch");
    let dir = tempfile::tempdir().expect("a temporary folder");
    for shard in 0..SHARDS {
        let env = [
            ("SLURM_ARRAY_TASK_ID", shard.to_string()),
            ("SLURM_CPUS_PER_TASK", "2".to_string()),
            ("SHARDS", SHARDS.to_string()),
            ("GAMES", GAMES.to_string()),
            ("SEED", SEED.to_string()),
            ("OUT", ".".to_string()),
        ];
        run(
            dir.path(),
            "bash",
            &[script.to_str().expect("a path")],
            &env,
        );
    }
    assert_eq!(merge(dir.path()), whole_run(dir.path()));
}
