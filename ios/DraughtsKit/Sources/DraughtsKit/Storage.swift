// The current game, saved atomically (AtomicFile.swift) in Application Support
// whenever its save document changes, and read back on launch.
import Foundation

public struct FileGameStorage: GameStorage {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// Application Support/Draughts/current-game.json (the directory is made
    /// on first use and excluded from nothing: the save is small).
    public static func standard() -> FileGameStorage {
        let base = (try? FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true
        )) ?? FileManager.default.temporaryDirectory
        return FileGameStorage(url: base.appendingPathComponent("Draughts", isDirectory: true)
            .appendingPathComponent("current-game.json"))
    }

    /// Writes by the crash-safe protocol of `AtomicFile` (temporary file in
    /// the same folder, fsync, rename, fsync of the folder), so a crash or a
    /// kill mid-write leaves the old save or the new one, never half a file.
    public func write(_ data: Data) throws {
        try AtomicFile.write(data, to: url)
    }

    public func read() -> Data? {
        try? Data(contentsOf: url)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Keeps the save in memory (previews and tests).
public final class MemoryGameStorage: GameStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    public private(set) var writes = 0

    public init(data: Data? = nil) {
        self.data = data
    }

    public func write(_ data: Data) throws {
        lock.lock()
        defer { lock.unlock() }
        self.data = data
        writes += 1
    }

    public func read() -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return data
    }

    public func remove() {
        lock.lock()
        defer { lock.unlock() }
        data = nil
    }
}
