//! `war confine`, the launcher of a student's program, one mechanism at a
//! time: what each keeps a program from, measured by a Python program that
//! tries (`tests/data/confine/attempts.py`), on this machine.
//!
//! Each test first asks the launcher's probe whether its mechanism holds
//! here; when it does not, the test says why and passes, unless
//! `WAR_KATA_REQUIRE_TOOLS` is set (as CI sets it). Running as another
//! user needs root: that test passes without it when not root.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use common::{run_command_within, text};
use war_kata::kit::confine::{Account, Held, Limits, Plan};

/// Generous limits, so that only the mechanism under test stops anything.
fn roomy() -> Limits {
    Limits {
        memory: 4 << 30,
        processes: 10_000,
        file_size: 1 << 30,
        open_files: 1024,
        cpu_seconds: 60,
        scratch: 8 << 20,
    }
}

/// A plan with nothing but `limits`, reading `dir/build`, writing
/// `dir/scratch`.
fn plan(dir: &Path, limits: Limits) -> Plan {
    for folder in ["build", "scratch", "secret"] {
        fs::create_dir_all(dir.join(folder)).expect("made");
    }
    fs::write(dir.join("secret/key"), "a secret").expect("written");
    fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/confine/attempts.py"),
        dir.join("build/attempts.py"),
    )
    .expect("copied");
    Plan {
        limits,
        limit_processes: false,
        user: None,
        namespaces: false,
        landlock: false,
        read: vec![dir.join("build")],
        write: Vec::new(),
        scratch: dir.join("scratch"),
    }
}

/// What the probe says holds of `plan` here.
fn probe(plan: &Plan) -> Held {
    let output = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_war"))
            .args(plan.arguments())
            .arg("--probe"),
        Duration::from_secs(30),
    );
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("what held, as JSON")
}

/// Whether `held` (a mechanism's probe) holds, or the test is skipped.
fn holds(what: &str, held: Result<(), String>) -> bool {
    match held {
        Ok(()) => true,
        Err(why) => {
            assert!(
                std::env::var_os("WAR_KATA_REQUIRE_TOOLS").is_none(),
                "{what} does not hold here: {why}"
            );
            eprintln!("skipped: {what} does not hold here: {why}");
            false
        }
    }
}

/// The attempts of `attempts.py` under `plan`, each `name: outcome`
/// (`allowed`, or the error's name), the folder `dir` given to it.
fn attempts(plan: &Plan, dir: &Path) -> BTreeMap<String, String> {
    let output = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_war"))
            .args(plan.arguments())
            .args(["--", "python3", "-B"])
            .arg(dir.join("build/attempts.py"))
            .arg(dir),
        Duration::from_secs(60),
    );
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    text(&output.stdout)
        .lines()
        .filter_map(|line| line.split_once(": "))
        .map(|(name, outcome)| (name.to_string(), outcome.to_string()))
        .collect()
}

/// The outcome of `name` in `seen`.
fn outcome<'a>(seen: &'a BTreeMap<String, String>, name: &str) -> &'a str {
    seen.get(name)
        .unwrap_or_else(|| panic!("no attempt {name}: {seen:?}"))
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn without_confinement_every_attempt_is_allowed() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let seen = attempts(&plan(dir.path(), roomy()), dir.path());
    for name in ["read a secret", "write the build"] {
        assert_eq!(outcome(&seen, name), "allowed", "{name}: {seen:?}");
    }
    assert!(
        outcome(&seen, "list /run").starts_with("allowed"),
        "{seen:?}"
    );
    assert_eq!(
        outcome(&seen, "fork 100 processes"),
        "allowed: 100",
        "{seen:?}"
    );
}

#[test]
fn landlock_keeps_a_program_to_its_build_and_its_scratch() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let plan = Plan {
        landlock: true,
        ..plan(dir.path(), roomy())
    };
    let held = probe(&plan);
    let abi = match held.landlock {
        Some(Ok(abi)) => abi,
        other => {
            if !holds("landlock", Err(format!("{other:?}"))) {
                return;
            }
            0
        }
    };
    let seen = attempts(&plan, dir.path());
    assert_eq!(outcome(&seen, "read the build"), "allowed", "{seen:?}");
    assert_eq!(outcome(&seen, "write the scratch"), "allowed", "{seen:?}");
    for name in ["read a secret", "write the build", "list /run"] {
        assert_eq!(outcome(&seen, name), "PermissionError", "{name}: {seen:?}");
    }
    if abi >= 4 {
        assert_eq!(outcome(&seen, "connect to 127.0.0.1"), "PermissionError");
    }
    if abi >= 6 {
        assert_eq!(
            outcome(&seen, "signal the launcher's parent"),
            "PermissionError"
        );
    }
}

#[test]
fn namespaces_take_the_network_away_and_bound_the_scratch() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let plan = Plan {
        namespaces: true,
        limit_processes: true,
        limits: Limits {
            processes: 8,
            ..roomy()
        },
        ..plan(dir.path(), roomy())
    };
    // Root's processes are never counted: as root, the program becomes
    // nobody first.
    let plan = if nix::unistd::Uid::effective().is_root() {
        as_nobody(plan)
    } else {
        plan
    };
    let held = probe(&plan);
    if !holds(
        "namespaces",
        held.namespaces.clone().unwrap_or(Err("not tried".into())),
    ) {
        return;
    }
    assert!(held.processes_limited, "{held:?}");
    let seen = attempts(&plan, dir.path());
    // No interface is up: 127.0.0.1 cannot be reached.
    assert_eq!(
        outcome(&seen, "connect to 127.0.0.1"),
        "OSError",
        "{seen:?}"
    );
    // The scratch is a tmpfs of 8 MiB, /run an empty one.
    assert_eq!(
        outcome(&seen, "write 16 MiB in the scratch"),
        "OSError",
        "{seen:?}"
    );
    assert_eq!(outcome(&seen, "list /run"), "allowed: 0", "{seen:?}");
    // Processes are counted in the namespace: 8 in all, the first one's
    // included.
    let forked: usize = outcome(&seen, "fork 100 processes")
        .strip_prefix("allowed: stopped after ")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{seen:?}"));
    assert!(forked < 8, "{forked} forked: {seen:?}");
}

#[test]
fn limits_bound_memory_files_and_descriptors() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let plan = plan(
        dir.path(),
        Limits {
            memory: 512 << 20,
            file_size: 4 << 20,
            open_files: 32,
            ..roomy()
        },
    );
    let seen = attempts(&plan, dir.path());
    assert_eq!(outcome(&seen, "allocate 1 GiB"), "OSError", "{seen:?}");
    assert_eq!(
        outcome(&seen, "write 16 MiB in the scratch"),
        "OSError",
        "{seen:?}"
    );
    assert_eq!(outcome(&seen, "open 100 files"), "OSError", "{seen:?}");
}

/// `plan` run as nobody, its scratch given to nobody.
fn as_nobody(plan: Plan) -> Plan {
    let user = Account::named("nobody").expect("nobody is an account here");
    let uid = nix::unistd::Uid::from_raw(user.uid);
    nix::unistd::chown(&plan.scratch, Some(uid), None).expect("the scratch given to nobody");
    Plan {
        user: Some(user),
        ..plan
    }
}

#[test]
fn as_root_the_program_runs_as_an_unprivileged_user() {
    if !nix::unistd::Uid::effective().is_root() {
        eprintln!("skipped: becoming another user needs root");
        return;
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let plan = plan(dir.path(), roomy());
    fs::set_permissions(
        dir.path().join("secret"),
        std::os::unix::fs::PermissionsExt::from_mode(0o700),
    )
    .expect("closed");
    let plan = as_nobody(plan);
    let uid = plan.user.as_ref().map(|user| user.uid).expect("a user");
    let seen = attempts(&plan, dir.path());
    assert_eq!(
        outcome(&seen, "user id"),
        format!("allowed: {uid}"),
        "{seen:?}"
    );
    assert_eq!(
        outcome(&seen, "read a secret"),
        "PermissionError",
        "{seen:?}"
    );
    assert_eq!(
        outcome(&seen, "write the build"),
        "PermissionError",
        "{seen:?}"
    );
    assert_eq!(outcome(&seen, "write the scratch"), "allowed", "{seen:?}");
}
