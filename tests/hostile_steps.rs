//! A hostile class whose attacks go through the grader's own steps, not
//! only through a port's run: compiling, finding the class, the adapters,
//! what a port leaves behind, the host's sockets, the interpreter on
//! `PATH`, and a results folder anywhere.
//!
//! The Java attacker hands in the starter's stub `War.java` and a
//! `System.java` of its own in the default package (a class of that name
//! once stood in for the adapter's `System` when both were compiled
//! together, and ran as root in the class finder), and a
//! `warkata/adapter/WarAdapter.java` forging the adapter. Its `System`
//! runs when the stub prints: it writes a marker where only an unconfined
//! process could, rewrites a classmate's `War.java`, reads a secret, starts
//! a process that leaves its session to rewrite the results once the port
//! is killed, and connects to a Unix socket of the host under `/tmp`. The
//! Python attacker hands in a stub `war.py` and modules named as the
//! standard library's the adapter imports (`json`, `typing`, `random`,
//! `importlib`, `contextlib`, `inspect`, `traceback`), each announcing
//! itself when imported, and leaves a process behind too.
//!
//! Checked, in `war grade-all` and in the autograder: no marker, the class
//! folder byte for byte, no leftover process and results unchanged after
//! the leftovers' time, no connection to the socket, no standard-library
//! module of the student's imported by the adapter, the faithful
//! classmates every case and the attackers 0. As root, also: a `python3`
//! first on `PATH` that the confined user cannot read (a virtual
//! environment in a folder of root's) is passed over for one it can, and
//! named; when it is the only one, the Python rows say so and the Java
//! ones are graded; and `--out` inside a folder only root may enter works.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{path_for_grading, run_command_within, text};

/// The repository's root.
fn root_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A secret of the teacher's, in a file beside the class.
const SECRET: &str = "SECRET-0b9e-the-teacher-s-notes";

/// The argument that marks the attackers' leftover processes (`sleep`).
const LEFTOVER: &str = "4711.0815";

/// What the attack aims at: the marker only an unconfined process could
/// write, a classmate's file, the secret, the results folder, the socket.
struct Targets {
    marker: PathBuf,
    classmate: PathBuf,
    secret: PathBuf,
    results: PathBuf,
    socket: PathBuf,
}

/// The Java attacker's `System`: the attack in its static initialiser,
/// and what a caller of `System` uses, so that it compiles with any code.
fn shadow_system(targets: &Targets) -> String {
    format!(
        r#"import java.nio.file.Files;
import java.nio.file.Path;

public final class System {{
    public static final java.io.PrintStream out = java.lang.System.out;
    public static final java.io.PrintStream err = java.lang.System.err;
    public static final java.io.InputStream in = java.lang.System.in;

    static {{
        attempt("write the marker", () -> Files.writeString(Path.of({marker:?}), "pwned"));
        attempt("rewrite a classmate", () -> Files.writeString(Path.of({classmate:?}),
                "class War {{ static int findWinner(java.util.List<Integer> d) {{ return 1; }} }}"));
        attempt("read the secret", () -> {{
            java.lang.System.err.println(Files.readString(Path.of({secret:?})));
            return null;
        }});
        attempt("leave a process", () -> new ProcessBuilder("setsid", "sh", "-c",
                "sleep 2; for f in {results}/summary.csv {results}/summary.json {results}/index.html; do echo forged > $f; done; exec sleep {LEFTOVER}").start());
        attempt("connect to the host's socket", () -> {{
            java.nio.channels.SocketChannel channel = java.nio.channels.SocketChannel.open(
                    java.net.UnixDomainSocketAddress.of({socket:?}));
            channel.write(java.nio.ByteBuffer.wrap("pwned".getBytes()));
            return channel;
        }});
        java.lang.System.err.println("shadow System: done");
    }}

    interface Attack {{ Object run() throws Exception; }}

    static void attempt(String name, Attack attack) {{
        try {{
            attack.run();
            java.lang.System.err.println("shadow System: " + name + " did");
        }} catch (Throwable e) {{
            java.lang.System.err.println("shadow System: " + name + " failed: " + e.getClass().getName());
        }}
    }}

    public static void setOut(java.io.PrintStream stream) {{ java.lang.System.setOut(stream); }}
    public static void setErr(java.io.PrintStream stream) {{ java.lang.System.setErr(stream); }}
    public static void setIn(java.io.InputStream stream) {{ java.lang.System.setIn(stream); }}
    public static void exit(int status) {{ java.lang.System.exit(status); }}
    public static long nanoTime() {{ return java.lang.System.nanoTime(); }}
    public static long currentTimeMillis() {{ return java.lang.System.currentTimeMillis(); }}
    public static String getProperty(String key) {{ return java.lang.System.getProperty(key); }}
    public static String lineSeparator() {{ return java.lang.System.lineSeparator(); }}
    public static void arraycopy(Object a, int b, Object c, int d, int e) {{ java.lang.System.arraycopy(a, b, c, d, e); }}
}}
"#,
        marker = targets.marker.display().to_string(),
        classmate = targets.classmate.display().to_string(),
        secret = targets.secret.display().to_string(),
        results = targets.results.display(),
        socket = targets.socket.display().to_string(),
    )
}

/// A forged adapter in the adapter's own package: were it loaded, it would
/// say so.
const FORGED_ADAPTER: &str = r#"package warkata.adapter;

public class WarAdapter {
    public static void main(String[] args) {
        java.lang.System.err.println("forged adapter ran");
        java.lang.System.out.println("1");
    }
}
"#;

/// The starter's stub, printing first, so that its `System` runs.
fn java_stub() -> String {
    let stub = fs::read_to_string(root_dir().join("kata/war/java/War.java")).expect("the stub");
    stub.replace(
        "    public static int findWinner(ArrayList<Integer> deck) {\n",
        "    public static int findWinner(ArrayList<Integer> deck) {\n        System.err.println(\"stub: findWinner\");\n",
    )
}

/// The standard library's modules the Python attacker shadows.
const SHADOWED: [&str; 7] = [
    "json",
    "typing",
    "random",
    "importlib",
    "contextlib",
    "inspect",
    "traceback",
];

/// A shadowing module `name`: it announces itself, and writes the marker.
fn shadow_module(name: &str, targets: &Targets) -> String {
    format!(
        "import sys\nprint('shadow module {name} ran', file=sys.stderr)\ntry:\n    open({marker:?}, 'w').write('pwned')\nexcept OSError:\n    pass\n",
        marker = targets.marker.display().to_string()
    )
}

/// The Python attacker's stub: at import it leaves a process behind (out of
/// its session, its environment emptied) and tries the host's socket; its
/// `find_winner` is the starter's, unwritten.
fn python_stub(targets: &Targets) -> String {
    format!(
        r#"import os, socket, sys

def leave():
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.execve("/bin/sh", ["sh", "-c", "sleep 2; echo forged > {results}/summary.csv; exec sleep {LEFTOVER}"], {{}})
        os._exit(0)

def attempt(name, action):
    try:
        action()
        print("python stub:", name, "did", file=sys.stderr)
    except BaseException as error:
        print("python stub:", name, "failed:", type(error).__name__, file=sys.stderr)

def connect():
    s = socket.socket(socket.AF_UNIX)
    s.connect({socket:?})
    s.sendall(b"pwned")

attempt("leave a process", leave)
attempt("connect to the host's socket", connect)

def find_winner(deck):
    raise NotImplementedError("play the game of the deck")
"#,
        results = targets.results.display(),
        socket = targets.socket.display().to_string(),
    )
}

/// Every file under `dir` with its bytes.
fn checksums(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.insert(path.clone(), fs::read(&path).expect("read"));
            }
        }
    }
    files
}

/// The live processes whose command line holds `needle`.
fn processes_with(needle: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").expect("/proc").flatten() {
        let name = entry.file_name();
        if !name.to_string_lossy().bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(line) = fs::read(entry.path().join("cmdline")) else {
            continue;
        };
        let line = String::from_utf8_lossy(&line).replace('\0', " ");
        if line.contains(needle) {
            found.push(format!("{}: {line}", name.to_string_lossy()));
        }
    }
    found
}

/// A Unix socket listening under `/tmp` (not in the test's own folder, so
/// that only the confinement keeps a student's code from it), open to all.
struct HostSocket {
    folder: PathBuf,
    path: PathBuf,
    listener: UnixListener,
}

impl HostSocket {
    fn new(tag: &str) -> HostSocket {
        let folder = PathBuf::from(format!("/tmp/war-kata-host-{}-{tag}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).expect("made");
        fs::set_permissions(&folder, fs::Permissions::from_mode(0o755)).expect("opened");
        let path = folder.join("session.sock");
        let listener = UnixListener::bind(&path).expect("a socket");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o777)).expect("opened");
        listener.set_nonblocking(true).expect("non-blocking");
        HostSocket {
            folder,
            path,
            listener,
        }
    }

    /// Fails the test if anything connected.
    fn assert_untouched(&self) {
        assert!(
            self.listener.accept().is_err(),
            "a student's code connected to {}",
            self.path.display()
        );
    }
}

impl Drop for HostSocket {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.folder);
    }
}

/// Whether the machine confines the students' code; when it does not, the
/// test says so and passes, unless `WAR_KATA_REQUIRE_TOOLS` is set (CI).
fn confined(stderr: &str) -> bool {
    if !stderr.contains("cannot be confined here") {
        return true;
    }
    assert!(
        std::env::var_os("WAR_KATA_REQUIRE_TOOLS").is_none(),
        "the students' code cannot be confined here: {stderr}"
    );
    eprintln!("skipped: {stderr}");
    false
}

/// The number of cases of the built-in fixtures of the rules `umass`.
fn all_cases() -> usize {
    let (cases, _) = war_kata::war::grade::load_cases(&[], war_kata::war::rules::Preset::Umass)
        .expect("the fixtures load");
    cases.len()
}

/// The class: the two attackers and two faithful classmates (Java, Python),
/// the teacher's secret beside it. The targets name `out` as the results.
fn lay_out(dir: &Path, socket: &Path, out: &Path) -> (PathBuf, Targets) {
    let class = dir.join("class");
    let classmate = class.join("bob/War.java");
    fs::create_dir_all(class.join("bob")).expect("made");
    fs::copy(
        root_dir().join("tests/class/alice/src/simulation/War.java"),
        &classmate,
    )
    .expect("copied");
    fs::copy(
        root_dir().join("tests/ports/python/faithful.py"),
        class.join("carol.py"),
    )
    .expect("copied");
    fs::write(dir.join("secret.txt"), SECRET).expect("written");
    let targets = Targets {
        marker: dir.join("pwned"),
        classmate,
        secret: dir.join("secret.txt"),
        results: out.to_path_buf(),
        socket: socket.to_path_buf(),
    };
    let java = class.join("aaa_java");
    fs::create_dir_all(java.join("warkata/adapter")).expect("made");
    fs::write(java.join("War.java"), java_stub()).expect("written");
    fs::write(java.join("System.java"), shadow_system(&targets)).expect("written");
    fs::write(java.join("warkata/adapter/WarAdapter.java"), FORGED_ADAPTER).expect("written");
    let python = class.join("aaa_python");
    fs::create_dir_all(&python).expect("made");
    fs::write(python.join("war.py"), python_stub(&targets)).expect("written");
    for name in SHADOWED {
        fs::write(
            python.join(format!("{name}.py")),
            shadow_module(name, &targets),
        )
        .expect("written");
    }
    (class, targets)
}

/// What the results folder holds, byte for byte.
fn results_of(out: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    checksums(out)
}

/// Asserts what every grading of the hostile class must give: no code of
/// the attackers ran unconfined, nothing is left of them, and their
/// reports show their attacks failed or never ran.
fn assert_nothing_got_out(targets: &Targets, socket: &HostSocket) {
    assert!(
        !targets.marker.exists(),
        "a student's code ran outside the confinement: {} was written",
        targets.marker.display()
    );
    socket.assert_untouched();
    // Only this grading's leftovers: another test of this file may be
    // grading its own hostile class at the same time, its attackers alive
    // inside their confinement until that grading ends.
    let results = targets.results.display().to_string();
    let left: Vec<String> = processes_with(LEFTOVER)
        .into_iter()
        .filter(|line| line.contains(&results))
        .collect();
    assert!(
        left.is_empty(),
        "the attackers' processes outlived war: {left:?}"
    );
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn no_step_of_a_hostile_class_runs_its_code_unconfined() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = dir.path().join("out");
    let socket = HostSocket::new("grade-all");
    let (class, targets) = lay_out(dir.path(), &socket.path, &out);
    let before = checksums(&class);
    let output = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_war"))
            .args(["grade-all", "class", "--out", "out", "--jobs", "2"])
            .args(["--require-confinement", "--timeout", "10"])
            .env("PATH", path_for_grading())
            .current_dir(dir.path()),
        Duration::from_secs(300),
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    if !confined(&stderr) {
        return;
    }
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
    assert_nothing_got_out(&targets, &socket);
    assert_eq!(checksums(&class), before, "the class folder was changed");
    // The leftovers' time: a process left behind would rewrite the results
    // now.
    let written = results_of(&out);
    std::thread::sleep(Duration::from_secs(3));
    assert_eq!(
        results_of(&out),
        written,
        "the results were changed after war"
    );
    assert_nothing_got_out(&targets, &socket);
    let all = all_cases();
    let summary = fs::read_to_string(out.join("summary.csv")).expect("the summary");
    for row in [
        format!("bob,,,{all},{all},graded"),
        format!("carol,,,{all},{all},graded"),
        format!("aaa_java,,,0,{all},graded"),
        format!("aaa_python,,,0,{all},graded"),
    ] {
        assert!(summary.contains(&row), "{row}: {summary}");
    }
    let java = fs::read_to_string(out.join("aaa_java.json")).expect("its report");
    assert!(!java.contains(SECRET), "the secret is in a report");
    assert!(!java.contains("forged adapter ran"), "{java}");
    // Its System ran when the stub printed, confined: every attack failed.
    for attack in [
        "write the marker failed",
        "rewrite a classmate failed",
        "read the secret failed",
        "connect to the host's socket failed",
    ] {
        assert!(
            java.contains(&format!("shadow System: {attack}")),
            "{attack}: {java}"
        );
    }
    let python = fs::read_to_string(out.join("aaa_python.json")).expect("its report");
    for name in SHADOWED {
        assert!(
            !python.contains(&format!("shadow module {name} ran")),
            "the adapter imported the student's {name}.py: {python}"
        );
    }
    assert!(
        python.contains("python stub: connect to the host's socket failed"),
        "{python}"
    );
}

/// Unpacks `zip` into `into`, keeping each file's mode.
fn unzip(zip: &Path, into: &Path) {
    let mut archive = zip::ZipArchive::new(fs::File::open(zip).expect("the zip")).expect("a zip");
    for index in 0..archive.len() {
        let mut entry = archive.by_index(index).expect("an entry");
        let target = into.join(entry.enclosed_name().expect("a safe name"));
        fs::create_dir_all(target.parent().expect("a folder")).expect("made");
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut entry, &mut bytes).expect("read");
        fs::write(&target, bytes).expect("written");
        let mode = entry.unix_mode().unwrap_or(0o644) & 0o777;
        fs::set_permissions(&target, fs::Permissions::from_mode(mode)).expect("mode");
    }
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn in_the_autograder_no_step_runs_the_attacker_unconfined() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = dir.path();
    let socket = HostSocket::new("autograder");
    let results = root.join("results");
    let (class, targets) = lay_out(root, &socket.path, &results);
    let made = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_war"))
            .args(["autograder", "--out", "ag.zip", "--visibility", "hidden"])
            .arg("--require-confinement")
            .current_dir(root),
        Duration::from_secs(120),
    );
    assert_eq!(made.status.code(), Some(0), "{}", text(&made.stderr));
    unzip(&root.join("ag.zip"), &root.join("source"));
    fs::copy(
        root.join("source/run_autograder"),
        root.join("run_autograder"),
    )
    .expect("copied");
    fs::create_dir_all(&results).expect("made");
    fs::rename(class.join("aaa_java"), root.join("submission")).expect("moved");
    let output = run_command_within(
        Command::new(root.join("run_autograder"))
            .env("WAR_AUTOGRADER_ROOT", root)
            .env("WAR_AUTOGRADER_USER", "nobody")
            .env("PATH", path_for_grading())
            .current_dir(root),
        Duration::from_secs(300),
    );
    let stderr = text(&output.stderr);
    if !confined(&stderr) {
        return;
    }
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert_nothing_got_out(&targets, &socket);
    let written = fs::read(results.join("results.json")).expect("results.json");
    std::thread::sleep(Duration::from_secs(3));
    assert_eq!(
        fs::read(results.join("results.json")).expect("results.json"),
        written,
        "results.json was changed after war"
    );
    assert_nothing_got_out(&targets, &socket);
    let json: serde_json::Value = serde_json::from_slice(&written).expect("JSON");
    assert_eq!(json["score"], 0.0, "{json:#}");
    let seen = json["output"].as_str().expect("output");
    assert!(!seen.contains(SECRET), "{seen}");
    assert!(
        !text(&written).contains(SECRET),
        "the secret is in results.json"
    );
}

/// A virtual environment of Python made in `folder` (closed to others),
/// without pip: its `python3` runs, and a user who cannot enter `folder`
/// cannot run it.
fn private_python(folder: &Path) -> PathBuf {
    fs::create_dir_all(folder).expect("made");
    let venv = folder.join("venv");
    let made = run_command_within(
        Command::new("/usr/bin/python3")
            .args(["-m", "venv", "--without-pip"])
            .arg(&venv),
        Duration::from_secs(120),
    );
    assert_eq!(made.status.code(), Some(0), "{}", text(&made.stderr));
    fs::set_permissions(folder, fs::Permissions::from_mode(0o700)).expect("closed");
    venv.join("bin")
}

/// A folder holding links to this machine's `java`, `javac` and `sh` alone
/// (and nothing else of `/usr/bin`), for a `PATH` without the system's
/// Python.
fn java_only(folder: &Path) -> PathBuf {
    fs::create_dir_all(folder).expect("made");
    for tool in ["java", "javac", "sh"] {
        let found = which(tool).expect("the tool is on PATH");
        std::os::unix::fs::symlink(found, folder.join(tool)).expect("linked");
    }
    folder.to_path_buf()
}

/// `tool` as `PATH` finds it.
fn which(tool: &str) -> Option<PathBuf> {
    std::env::split_paths(&path_for_grading())
        .map(|folder| folder.join(tool))
        .find(|path| path.is_file())
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn a_python_the_students_code_cannot_read_stops_no_one() {
    if !nix::unistd::Uid::effective().is_root() {
        eprintln!("skipped: a Python closed to the students' code's user needs root");
        return;
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    fs::create_dir_all(class.join("bob")).expect("made");
    fs::copy(
        root_dir().join("tests/class/alice/src/simulation/War.java"),
        class.join("bob/War.java"),
    )
    .expect("copied");
    fs::copy(
        root_dir().join("tests/ports/python/faithful.py"),
        class.join("carol.py"),
    )
    .expect("copied");
    let closed = private_python(&dir.path().join("roots-home"));
    let all = all_cases();
    // First on PATH, it is passed over for the system's, and named.
    let mut path = closed.clone().into_os_string();
    path.push(":");
    path.push(path_for_grading());
    let output = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_war"))
            .args(["grade-all", "class", "--out", "first"])
            .env("PATH", &path)
            .current_dir(dir.path()),
        Duration::from_secs(300),
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    if !confined(&stderr) {
        return;
    }
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
    assert!(
        stdout.contains("note: the students' code ran with ")
            && stdout.contains("venv/bin/python3 on PATH cannot be read by the students' code"),
        "{stdout}"
    );
    let summary = fs::read_to_string(dir.path().join("first/summary.csv")).expect("a summary");
    assert!(
        summary.contains(&format!("carol,,,{all},{all},graded")),
        "{summary}"
    );
    // The only one: the Python row says why, the Java one is graded.
    let mut path = closed.into_os_string();
    path.push(":");
    path.push(java_only(&dir.path().join("java-only")));
    let output = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_war"))
            .args(["grade-all", "class", "--out", "only"])
            .env("PATH", &path)
            .current_dir(dir.path()),
        Duration::from_secs(300),
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
    let summary = fs::read_to_string(dir.path().join("only/summary.csv")).expect("a summary");
    assert!(
        summary.contains(&format!("bob,,,{all},{all},graded")),
        "{summary}"
    );
    assert!(
        summary.contains(&format!("carol,,,0,{all},no_runtime,")),
        "{summary}"
    );
    assert!(
        stdout.contains("no python3 the students' code may run"),
        "{stdout}"
    );
}

#[test]
fn results_may_go_into_a_folder_only_the_teacher_may_enter() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o700)).expect("closed");
    let class = dir.path().join("class");
    fs::create_dir_all(&class).expect("made");
    fs::copy(
        root_dir().join("tests/ports/python/faithful.py"),
        class.join("carol.py"),
    )
    .expect("copied");
    let output = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_war"))
            .args(["grade-all", "class", "--out", "private/results"])
            .env("PATH", path_for_grading())
            .current_dir(dir.path()),
        Duration::from_secs(300),
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    if !confined(&stderr) {
        return;
    }
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
    let all = all_cases();
    let results = dir.path().join("private/results");
    let summary = fs::read_to_string(results.join("summary.csv")).expect("a summary");
    assert!(
        summary.contains(&format!("carol,,,{all},{all},graded")),
        "{summary}"
    );
    // The build is published for the teacher, the workspace gone.
    assert!(results.join("build/carol/src/carol.py").is_file());
    assert!(results
        .join("build/adapter/python/war_adapter.py")
        .is_file());
    assert!(!results.join("build/carol/scratch").exists());
}
