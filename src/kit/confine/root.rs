//! A root of its own for a confined program, made by the init of its PID
//! namespace in its mount namespace, as bubblewrap makes one
//! (<https://github.com/containers/bubblewrap>, `setup_newroot`):
//!
//! 1. every mount of the namespace made private, so nothing done here is
//!    seen outside;
//! 2. a `tmpfs` mounted on the program's scratch folder serves as a
//!    staging root holding the new root (`newroot/`, a `tmpfs` too), and
//!    the old root is moved under it (`oldroot/`), so that every path of
//!    the old root stays reachable while the new one is filled;
//! 3. into the new root: the system's folders ([`SYSTEM`]: symbolic links
//!    kept as links), the plan's folders to read, each bound read-only at
//!    its own path, those to write bound read-write; `/dev` with the
//!    devices of [`DEVICES`] alone; a `/proc` of the PID namespace; the
//!    scratch a fresh `tmpfs` of bounded size; `/tmp`, `/var/tmp`,
//!    `/dev/shm` and `/run` empty;
//! 4. the new root made the root, the old one and the staging root
//!    detached, the new root's own `tmpfs` made read-only, and the working
//!    folder entered again at its path in the new root.
//!
//! A path the init cannot read (a runtime in root's home, when the program
//! runs as another user) is left out and named, unless the plan must hold
//! whole.

use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use nix::mount::{mount, umount2, MntFlags, MsFlags};

use super::{Plan, DEVICES, SYSTEM};

/// Where the new root is made, inside the staging root.
const NEW_ROOT: &str = "/newroot";

/// Where the old root is, inside the staging root.
const OLD_ROOT: &str = "/oldroot";

/// The folders of the new root that are made empty (and, with the root,
/// read-only): nothing of the host's temporary folders, shared memory or
/// runtime sockets.
const EMPTY: [&str; 4] = ["/tmp", "/var/tmp", "/dev/shm", "/run"];

/// The size of the new root's own `tmpfs` and of the staging root: folders
/// and empty files only.
const SMALL: &str = "size=1m,mode=755";

/// Makes and enters the root of its own for `plan`; the paths to read that
/// were left out, each with why (only when not `strict`: otherwise the
/// first is the error).
pub fn enter(plan: &Plan, strict: bool) -> Result<Vec<(PathBuf, String)>, String> {
    let working = std::env::current_dir().map_err(|e| format!("the working folder: {e}"))?;
    privatise()?;
    stage(&plan.scratch)?;
    let mut left_out = Vec::new();
    for bind in binds(plan) {
        if let Err(why) = bind.make() {
            if strict || bind.system {
                return Err(why);
            }
            left_out.push((bind.path.clone(), why));
        }
    }
    devices()?;
    proc()?;
    scratch(plan)?;
    for empty in EMPTY {
        ensure_folder(&new(Path::new(empty)))?;
    }
    switch()?;
    if std::env::set_current_dir(&working).is_err() {
        std::env::set_current_dir("/").map_err(|e| format!("/: {e}"))?;
    }
    Ok(left_out)
}

/// Makes every mount of this mount namespace private (recursively), so
/// that no mount made here propagates out, and `pivot_root` may be used.
fn privatise() -> Result<(), String> {
    let flags = MsFlags::MS_REC | MsFlags::MS_PRIVATE;
    mount(None::<&str>, "/", None::<&str>, flags, None::<&str>)
        .map_err(|e| format!("making the mounts private: {e}"))
}

/// Mounts the staging root on `at` (an empty folder of the grader's), the
/// new root's `tmpfs` inside it, and moves the old root under it: after
/// this, `/` is the staging root, the old root is at [`OLD_ROOT`] and the
/// new one at [`NEW_ROOT`].
fn stage(at: &Path) -> Result<(), String> {
    tmpfs(at, SMALL, MsFlags::empty())?;
    std::env::set_current_dir(at).map_err(|e| format!("{}: {e}", at.display()))?;
    for folder in ["newroot", "oldroot"] {
        fs::create_dir(folder).map_err(|e| format!("the staging root's {folder}: {e}"))?;
    }
    tmpfs(Path::new("newroot"), SMALL, MsFlags::empty())?;
    nix::unistd::pivot_root(".", "oldroot").map_err(|e| format!("pivot_root: {e}"))?;
    std::env::set_current_dir("/").map_err(|e| format!("/: {e}"))
}

/// Mounts a `tmpfs` with `options` on `at`, never with set-user-id
/// programs or devices.
fn tmpfs(at: &Path, options: &str, flags: MsFlags) -> Result<(), String> {
    let flags = flags | MsFlags::MS_NOSUID | MsFlags::MS_NODEV;
    mount(Some("tmpfs"), at, Some("tmpfs"), flags, Some(options))
        .map_err(|e| format!("a tmpfs on {}: {e}", at.display()))
}

/// `path` of the old root, seen from the staging root.
fn old(path: &Path) -> PathBuf {
    Path::new(OLD_ROOT).join(path.strip_prefix("/").unwrap_or(path))
}

/// `path` of the new root, seen from the staging root.
fn new(path: &Path) -> PathBuf {
    Path::new(NEW_ROOT).join(path.strip_prefix("/").unwrap_or(path))
}

/// A folder or file of the old root bound into the new one at its path.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Bind {
    /// Its path (absolute, the same in both roots).
    path: PathBuf,
    /// Whether the program may write it.
    writable: bool,
    /// Whether it is one of [`SYSTEM`]: a symbolic link is then made a
    /// link again, and one that is missing is left out without a word.
    system: bool,
}

/// What `plan` binds into the new root, parents before what they hold: the
/// system's folders and the folders to read read-only, those to write
/// read-write. A folder to read inside another bound read-only is bound
/// already.
fn binds(plan: &Plan) -> Vec<Bind> {
    let bind = |path: &Path, writable, system| Bind {
        path: path.to_path_buf(),
        writable,
        system,
    };
    let mut all: Vec<Bind> = SYSTEM
        .iter()
        .filter(|path| **path != "/proc")
        .map(|path| bind(Path::new(path), false, true))
        .collect();
    all.extend(plan.read.iter().map(|path| bind(path, false, false)));
    all.extend(plan.write.iter().map(|path| bind(path, true, false)));
    all.sort_by(|a, b| a.path.cmp(&b.path));
    let mut kept: Vec<Bind> = Vec::new();
    for bind in all {
        let covered = kept
            .iter()
            .any(|k| !k.writable && !bind.writable && bind.path.starts_with(&k.path));
        if !covered && bind.path.is_absolute() {
            kept.push(bind);
        }
    }
    kept
}

impl Bind {
    /// Binds this path of the old root at its place in the new one,
    /// read-only unless writable; a system link is made again as a link.
    fn make(&self) -> Result<(), String> {
        let (from, to) = (old(&self.path), new(&self.path));
        let shown = self.path.display();
        if self.system {
            match fs::symlink_metadata(&from) {
                Err(_) => return Ok(()),
                Ok(meta) if meta.file_type().is_symlink() => {
                    let target = fs::read_link(&from).map_err(|e| format!("{shown}: {e}"))?;
                    ensure_parent(&to)?;
                    return symlink(target, &to).map_err(|e| format!("{shown}: {e}"));
                }
                Ok(_) => {}
            }
        }
        let meta = fs::metadata(&from).map_err(|e| format!("{shown}: {e}"))?;
        if meta.is_dir() {
            // A folder that cannot be read cannot be bound usefully either.
            fs::read_dir(&from).map_err(|e| format!("{shown}: {e}"))?;
            ensure_folder(&to)?;
        } else {
            fs::File::open(&from).map_err(|e| format!("{shown}: {e}"))?;
            ensure_file(&to)?;
        }
        let flags = MsFlags::MS_BIND | MsFlags::MS_REC;
        mount(Some(&from), &to, None::<&str>, flags, None::<&str>)
            .map_err(|e| format!("binding {shown}: {e}"))?;
        if self.writable {
            Ok(())
        } else {
            read_only(&to).map_err(|e| format!("{shown} read-only: {e}"))
        }
    }
}

/// Remounts the bind mount at `at` read-only, without set-user-id programs
/// or devices, keeping the flags it has (those a user namespace may not
/// drop: `noexec`, the access times).
fn read_only(at: &Path) -> nix::Result<()> {
    use nix::sys::statvfs::{statvfs, FsFlags};
    let had = statvfs(at)?.flags();
    let mut flags = MsFlags::MS_BIND
        | MsFlags::MS_REMOUNT
        | MsFlags::MS_RDONLY
        | MsFlags::MS_NOSUID
        | MsFlags::MS_NODEV;
    for (kept, flag) in [
        (FsFlags::ST_NOEXEC, MsFlags::MS_NOEXEC),
        (FsFlags::ST_NOATIME, MsFlags::MS_NOATIME),
        (FsFlags::ST_NODIRATIME, MsFlags::MS_NODIRATIME),
        (FsFlags::ST_RELATIME, MsFlags::MS_RELATIME),
    ] {
        if had.contains(kept) {
            flags |= flag;
        }
    }
    mount(None::<&str>, at, None::<&str>, flags, None::<&str>)
}

/// Makes `/dev` in the new root: the devices of [`DEVICES`] bound, and the
/// links a shell expects (`/dev/fd`, `/dev/stdin`, ...) into `/proc`.
fn devices() -> Result<(), String> {
    ensure_folder(&new(Path::new("/dev")))?;
    for device in DEVICES {
        let (from, to) = (old(Path::new(device)), new(Path::new(device)));
        ensure_file(&to)?;
        mount(
            Some(&from),
            &to,
            None::<&str>,
            MsFlags::MS_BIND,
            None::<&str>,
        )
        .map_err(|e| format!("binding {device}: {e}"))?;
    }
    for (link, target) in [
        ("fd", "/proc/self/fd"),
        ("stdin", "/proc/self/fd/0"),
        ("stdout", "/proc/self/fd/1"),
        ("stderr", "/proc/self/fd/2"),
    ] {
        symlink(target, new(Path::new("/dev")).join(link))
            .map_err(|e| format!("/dev/{link}: {e}"))?;
    }
    Ok(())
}

/// Mounts a `/proc` of this PID namespace in the new root: the program
/// sees its own processes and no other.
fn proc() -> Result<(), String> {
    let at = new(Path::new("/proc"));
    ensure_folder(&at)?;
    let flags = MsFlags::MS_NOSUID | MsFlags::MS_NODEV | MsFlags::MS_NOEXEC;
    mount(Some("proc"), &at, Some("proc"), flags, None::<&str>)
        .map_err(|e| format!("a /proc of its own: {e}"))
}

/// Mounts the program's scratch, a fresh `tmpfs` of the plan's size, at its
/// path in the new root.
fn scratch(plan: &Plan) -> Result<(), String> {
    let at = new(&plan.scratch);
    ensure_folder(&at)?;
    let options = format!("size={},mode=700", plan.limits.scratch);
    tmpfs(&at, &options, MsFlags::MS_NOEXEC)
}

/// Makes the new root the root: the old root detached, then the staging
/// root (stacked on the new one by `pivot_root(".", ".")`), and the new
/// root's own `tmpfs` made read-only.
fn switch() -> Result<(), String> {
    umount2(OLD_ROOT, MntFlags::MNT_DETACH).map_err(|e| format!("detaching the old root: {e}"))?;
    std::env::set_current_dir(NEW_ROOT).map_err(|e| format!("{NEW_ROOT}: {e}"))?;
    nix::unistd::pivot_root(".", ".").map_err(|e| format!("pivot_root: {e}"))?;
    umount2(".", MntFlags::MNT_DETACH).map_err(|e| format!("detaching the staging root: {e}"))?;
    std::env::set_current_dir("/").map_err(|e| format!("/: {e}"))?;
    let flags = MsFlags::MS_REMOUNT | MsFlags::MS_RDONLY | MsFlags::MS_NOSUID | MsFlags::MS_NODEV;
    mount(None::<&str>, "/", None::<&str>, flags, None::<&str>)
        .map_err(|e| format!("the new root read-only: {e}"))
}

/// Makes the folder `at` of the new root, and its parents, when missing.
fn ensure_folder(at: &Path) -> Result<(), String> {
    fs::create_dir_all(at).map_err(|e| format!("{}: {e}", at.display()))
}

/// Makes the parent folders of `at` when missing.
fn ensure_parent(at: &Path) -> Result<(), String> {
    at.parent().map_or(Ok(()), ensure_folder)
}

/// Makes an empty file at `at` (a mount point for a file), when missing.
fn ensure_file(at: &Path) -> Result<(), String> {
    ensure_parent(at)?;
    if at.exists() {
        return Ok(());
    }
    fs::File::create(at)
        .map(drop)
        .map_err(|e| format!("{}: {e}", at.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::confine::Limits;

    #[test]
    fn binds_come_parents_first_and_nothing_is_bound_twice() {
        let plan = Plan {
            limits: Limits {
                memory: 1,
                processes: 1,
                file_size: 1,
                open_files: 1,
                cpu_seconds: 1,
                scratch: 1,
            },
            limit_processes: false,
            user: None,
            namespaces: true,
            landlock: true,
            read: vec![
                PathBuf::from("/work/build/alice"),
                PathBuf::from("/usr/lib/jvm/java-17"),
                PathBuf::from("relative/is/never/bound"),
            ],
            write: vec![PathBuf::from("/work/build/alice/classes")],
            scratch: PathBuf::from("/work/build/alice/scratch"),
        };
        let binds = binds(&plan);
        let paths: Vec<&Path> = binds.iter().map(|b| b.path.as_path()).collect();
        assert!(!paths.contains(&Path::new("/proc")));
        assert!(!paths.contains(&Path::new("/usr/lib/jvm/java-17")));
        let alice = paths
            .iter()
            .position(|p| *p == Path::new("/work/build/alice"));
        let classes = paths
            .iter()
            .position(|p| *p == Path::new("/work/build/alice/classes"));
        assert!(alice < classes && classes.is_some(), "{paths:?}");
        assert!(binds
            .iter()
            .all(|b| b.writable == (b.path == Path::new("/work/build/alice/classes"))));
        assert!(paths.iter().all(|p| p.is_absolute()));
        assert_eq!(
            new(Path::new("/usr/bin")),
            PathBuf::from("/newroot/usr/bin")
        );
        assert_eq!(old(Path::new("/tmp/x")), PathBuf::from("/oldroot/tmp/x"));
    }
}
