// Crash-safe file writes, the same protocol on every platform (the terminal's
// cli/src/files.rs, Android's and the desktop's AtomicFileStore.kt):
//
//   1. write the new content to a temporary file in the same folder,
//      `.NAME.tmp<PID>`, and fsync it (F_FULLFSYNC on Apple systems, where
//      fsync does not flush the drive's cache);
//   2. rename it over the old file (atomic within one file system);
//   3. fsync the folder, so that the rename itself is on disk.
//
// A crash or a kill at any moment leaves the old complete file or the new
// one. A symbolic link is written through (its target is replaced, the link
// stays). Temporary files that killed writers left behind are removed by the
// next write of the same name: those whose process is gone, or older than an
// hour. Foundation's `Data.write(options: .atomic)` renames but does not
// fsync the file or the folder, hence plain POSIX calls here.
// Compiles on Apple systems and on Linux (Glibc); no DraughtsCore needed, so
// ios/tools/storage-kill-test.sh builds it alone.
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

public enum AtomicFile {
    /// A temporary file older than this is left over from a crash.
    public static let staleAfter: TimeInterval = 3600

    /// Writes `data` to `url` by the protocol above; creates the folder.
    public static func write(_ data: Data, to url: URL) throws {
        let target = try resolveLinks(url)
        let folder = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = target.lastPathComponent
        removeStaleTemporaries(in: folder, name: name)
        let tmp = folder.appendingPathComponent(".\(name).tmp\(getpid())")
        let fd = open(tmp.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd < 0 {
            throw posixError("open \(tmp.path)")
        }
        var renamed = false
        defer {
            if !renamed {
                unlink(tmp.path)
            }
        }
        do {
            try writeAll(fd, data)
            try syncFile(fd)
        } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 {
            throw posixError("close \(tmp.path)")
        }
        if rename(tmp.path, target.path) != 0 {
            throw posixError("rename \(tmp.path)")
        }
        renamed = true
        syncFolder(folder)
    }

    /// The file a URL names once symbolic links are followed (it need not exist).
    public static func resolveLinks(_ url: URL) throws -> URL {
        var current = url
        for _ in 0..<40 {
            guard let dest = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                return current
            }
            if dest.hasPrefix("/") {
                current = URL(fileURLWithPath: dest)
            } else {
                current = current.deletingLastPathComponent().appendingPathComponent(dest)
            }
        }
        throw CocoaError(.fileReadUnknown, userInfo: [
            NSLocalizedDescriptionKey: "\(url.path): too many levels of symbolic links",
        ])
    }

    /// Removes `.NAME.tmp<PID>` files in `folder` whose writer is gone (or
    /// that are older than `staleAfter`); a running writer keeps its own.
    public static func removeStaleTemporaries(in folder: URL, name: String) {
        let prefix = ".\(name).tmp"
        let fm = FileManager.default
        guard let files = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
        let me = getpid()
        for file in files where file.hasPrefix(prefix) {
            guard let pid = Int32(file.dropFirst(prefix.count)), pid != me else { continue }
            let path = folder.appendingPathComponent(file).path
            let modified = (try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            let old = modified.map { Date().timeIntervalSince($0) > staleAfter } ?? false
            if old || !isRunning(pid) {
                unlink(path)
            }
        }
    }

    /// Whether a process exists (a process we may not signal exists too).
    static func isRunning(_ pid: Int32) -> Bool {
        if pid <= 0 {
            return false
        }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    private static func writeAll(_ fd: Int32, _ data: Data) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var done = 0
            while done < buffer.count {
                #if canImport(Darwin)
                let n = Darwin.write(fd, base + done, buffer.count - done)
                #else
                let n = Glibc.write(fd, base + done, buffer.count - done)
                #endif
                if n < 0 {
                    if errno == EINTR {
                        continue
                    }
                    throw posixError("write")
                }
                done += n
            }
        }
    }

    private static func syncFile(_ fd: Int32) throws {
        #if canImport(Darwin)
        if fcntl(fd, F_FULLFSYNC) == 0 {
            return
        }
        #endif
        if fsync(fd) != 0 {
            throw posixError("fsync")
        }
    }

    /// Makes the rename durable where a folder can be opened and synced.
    private static func syncFolder(_ folder: URL) {
        let fd = open(folder.path, O_RDONLY)
        if fd >= 0 {
            _ = fsync(fd)
            close(fd)
        }
    }

    private static func posixError(_ what: String) -> Error {
        let code = errno
        return NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [
            NSLocalizedDescriptionKey: "\(what): \(String(cString: strerror(code)))",
        ])
    }
}
