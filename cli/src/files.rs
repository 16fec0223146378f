//! Reading and writing files for the commands. Saves are written whole or
//! not at all.
//!
//! The protocol, the same on every platform (the apps' `AtomicFileStore.kt`
//! and `Storage.swift` follow it too):
//! 1. write the new content to a temporary file in the same folder,
//!    `.NAME.tmp<PID>`, then flush it and fsync it;
//! 2. rename it over the old file (atomic within one file system);
//! 3. fsync the folder, so the rename itself is on disk.
//!
//! A crash or a kill at any moment leaves the old complete file or the new
//! one. It may also leave a temporary file: the next save to the same name
//! removes those whose writer is gone. A symbolic link is written through:
//! its target is replaced and the link stays.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// A temporary file of a writer that is not running, or older than this,
/// is left over from a crash.
const STALE_AFTER: Duration = Duration::from_secs(3600);

/// Writes a file so that a crash leaves either the old or the new content,
/// never a mix (see the module documentation).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let path = resolve_links(path)?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name =
        path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "save".into());
    remove_stale_temporaries(&dir, &name);
    let tmp = dir.join(format!(".{name}.tmp{}", std::process::id()));
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        // The new file keeps the old one's permissions.
        if let Ok(meta) = fs::metadata(&path) {
            let _ = f.set_permissions(meta.permissions());
        }
        f.write_all(bytes)?;
        f.flush()?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, &path)?;
        sync_dir(&dir);
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// The file a path names once symbolic links are followed (the file itself
/// need not exist: a dangling link names the file it will create).
fn resolve_links(path: &Path) -> std::io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => return Ok(p),
        }
    }
    Err(std::io::Error::other(format!("{}: too many levels of symbolic links", path.display())))
}

/// Removes `.NAME.tmp<PID>` files of earlier saves to `name` in `dir` whose
/// writer is no longer running (or that are older than [`STALE_AFTER`]).
/// Another process saving the same file at this moment keeps its own.
fn remove_stale_temporaries(dir: &Path, name: &str) {
    let prefix = format!(".{name}.tmp");
    let Ok(entries) = fs::read_dir(dir) else { return };
    let me = std::process::id();
    for e in entries.flatten() {
        let file = e.file_name();
        let Some(pid) = file.to_str().and_then(|f| f.strip_prefix(&prefix)) else { continue };
        let Ok(pid) = pid.parse::<u32>() else { continue };
        if pid == me {
            continue;
        }
        let old = e
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| SystemTime::now().duration_since(t).ok())
            .is_some_and(|age| age > STALE_AFTER);
        if old || !is_running(pid) {
            let _ = fs::remove_file(e.path());
        }
    }
}

/// Whether a process is running, where the system says so (`/proc`);
/// elsewhere every process is taken as running and only age counts.
fn is_running(pid: u32) -> bool {
    let proc = Path::new("/proc");
    if !proc.join("self").exists() {
        return true;
    }
    proc.join(pid.to_string()).exists()
}

/// Makes a rename in `dir` durable (where the system can open a folder).
fn sync_dir(dir: &Path) {
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("draughts-atomic-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn write_atomic_replaces_the_file() {
        let dir = scratch("replace");
        let p = dir.join("game.json");
        write_atomic(&p, b"one").unwrap();
        write_atomic(&p, b"two").unwrap();
        assert_eq!(fs::read(&p).unwrap(), b"two");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1, "no temporary file left behind");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_symbolic_link_is_written_through() {
        use std::os::unix::fs::symlink;
        let dir = scratch("link");
        fs::create_dir(dir.join("real")).unwrap();
        let target = dir.join("real/game.json");
        fs::write(&target, b"old").unwrap();
        // A relative link, and a link to that link.
        symlink("real/game.json", dir.join("link.json")).unwrap();
        symlink(dir.join("link.json"), dir.join("link2.json")).unwrap();
        write_atomic(&dir.join("link.json"), b"new").unwrap();
        assert!(fs::symlink_metadata(dir.join("link.json")).unwrap().file_type().is_symlink());
        assert_eq!(fs::read(&target).unwrap(), b"new");
        write_atomic(&dir.join("link2.json"), b"newer").unwrap();
        assert!(fs::symlink_metadata(dir.join("link2.json")).unwrap().file_type().is_symlink());
        assert_eq!(fs::read(&target).unwrap(), b"newer");
        // The temporary file goes beside the target, and none is left.
        assert_eq!(fs::read_dir(dir.join("real")).unwrap().count(), 1);
        // A dangling link creates its target.
        symlink("real/new.json", dir.join("dangling.json")).unwrap();
        write_atomic(&dir.join("dangling.json"), b"first").unwrap();
        assert_eq!(fs::read(dir.join("real/new.json")).unwrap(), b"first");
        // A loop of links is an error, not a hang.
        symlink("loop2", dir.join("loop1")).unwrap();
        symlink("loop1", dir.join("loop2")).unwrap();
        let e = write_atomic(&dir.join("loop1"), b"x").unwrap_err();
        assert!(e.to_string().contains("too many levels"), "{e}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn the_old_permissions_are_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("mode");
        let p = dir.join("game.json");
        fs::write(&p, b"old").unwrap();
        fs::set_permissions(&p, fs::Permissions::from_mode(0o600)).unwrap();
        write_atomic(&p, b"new").unwrap();
        assert_eq!(fs::metadata(&p).unwrap().permissions().mode() & 0o777, 0o600);
        fs::remove_dir_all(&dir).unwrap();
    }

    /// Linux: whether a writer runs is read from `/proc`.
    #[cfg(target_os = "linux")]
    #[test]
    fn stale_temporary_files_are_removed_by_the_next_save() {
        let dir = scratch("stale");
        let p = dir.join("game.json");
        // Left by killed writers: process ids that are not running (the
        // largest ids are never handed out).
        for pid in [u32::MAX - 1, u32::MAX - 2] {
            fs::write(dir.join(format!(".game.json.tmp{pid}")), b"half").unwrap();
        }
        // A writer that is running (process 1 always is) keeps its own; other
        // files' temporaries and names that only look alike stay.
        for other in [".game.json.tmp1", ".other.json.tmp12", ".game.json.tmpx", "game.json.tmp12"]
        {
            fs::write(dir.join(other), b"keep").unwrap();
        }
        write_atomic(&p, b"saved").unwrap();
        let mut left: Vec<String> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(
            left,
            [
                ".game.json.tmp1",
                ".game.json.tmpx",
                ".other.json.tmp12",
                "game.json",
                "game.json.tmp12"
            ]
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
