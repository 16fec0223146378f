// Several games at once: the core's GameLibrary decides where each game
// belongs (the shelf of unfinished games, the archive of finished ones),
// writes the two documents and every word about them; the app stores the
// documents as bytes, atomically (`games.json`, `archive.json`), and never
// parses them. The old single autosave (`current-game.json`) is handed to
// the library once, and deleted after the shelf that holds it is written.
import DraughtsCore
import Foundation

/// The core's GameLibrary behind a protocol (the tests use a fake).
public protocol LibraryPort: AnyObject, Sendable {
    func notices() -> [String]
    func put(id: UInt64?, save: String, date: String) -> LibraryWrite
    func flush() -> LibraryWrite
    func unfinished() -> [GameCard]
    func saveOf(id: UInt64) -> String?
    func remove(id: UInt64) -> LibraryWrite
    func archive(filter: ArchiveFilter) -> ArchivePage
    func exportPdn(ids: [UInt64]) -> String
    func stats() -> [StatsRow]
    func statsEmptyText() -> String
}

extension GameLibrary: LibraryPort {}

/// Opens the library from its documents (`GameLibrary.open`: never fails,
/// what cannot be read becomes a notice).
public typealias LibraryOpener = @Sendable (_ shelf: String?, _ archive: String?, _ legacy: String?, _ language: Language) -> LibraryPort

public enum LiveLibrary {
    public static let open: LibraryOpener = { shelf, archive, legacy, language in
        GameLibrary.open(shelf: shelf, archive: archive, legacySave: legacy, language: language)
    }
}

/// Named documents stored as bytes.
public protocol DocumentStore: Sendable {
    func read(_ name: String) -> Data?
    func write(_ data: Data, name: String) throws
    func remove(_ name: String)
}

/// The documents' names.
public enum LibraryFiles {
    public static let shelf = "games.json"
    public static let archive = "archive.json"
    /// The single autosave of earlier versions.
    public static let legacy = "current-game.json"
}

/// Files in one folder, each written by the crash-safe protocol of `AtomicFile`.
public struct FileDocumentStore: DocumentStore {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// Application Support/Draughts (where `current-game.json` has always been).
    public static func standard() -> FileDocumentStore {
        FileDocumentStore(folder: FileGameStorage.standard().url.deletingLastPathComponent())
    }

    public func read(_ name: String) -> Data? {
        try? Data(contentsOf: folder.appendingPathComponent(name))
    }

    public func write(_ data: Data, name: String) throws {
        try AtomicFile.write(data, to: folder.appendingPathComponent(name))
    }

    public func remove(_ name: String) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
}

/// Documents in memory (previews and tests); counts the writes of each name.
public final class MemoryDocumentStore: DocumentStore, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data]
    /// Every write, in order, by name.
    public private(set) var written: [String] = []

    public init(_ files: [String: String] = [:]) {
        self.files = files.mapValues { Data($0.utf8) }
    }

    public func read(_ name: String) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return files[name]
    }

    public func text(_ name: String) -> String? {
        read(name).map { String(decoding: $0, as: UTF8.self) }
    }

    public func write(_ data: Data, name: String) throws {
        lock.lock()
        defer { lock.unlock() }
        files[name] = data
        written.append(name)
    }

    public func remove(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        files[name] = nil
    }
}

/// The open library and its documents, shared by the home screen and the
/// game being played (any thread: the core's library has its own lock).
public final class LibraryHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var port: LibraryPort
    private let store: DocumentStore
    private let opener: LibraryOpener

    /// Opens the library from the stored documents and the old autosave,
    /// writes what opening changed, and deletes the old autosave once the
    /// shelf holding it is written. A failed write is a notice.
    public init(store: DocumentStore, language: Language, opener: @escaping LibraryOpener = LiveLibrary.open) {
        self.store = store
        self.opener = opener
        port = Self.open(store: store, language: language, opener: opener, legacy: true)
        do {
            try write(port.flush())
            // The library has taken the old autosave (imported, or reported
            // as unreadable): it is not read again.
            store.remove(LibraryFiles.legacy)
        } catch {
            pendingNotices.append(GameModel.describe(error))
        }
    }

    /// Problems of the app's own (a document that could not be written), not yet taken.
    private var pendingNotices: [String] = []

    private static func open(store: DocumentStore, language: Language, opener: LibraryOpener, legacy: Bool) -> LibraryPort {
        func text(_ name: String) -> String? { store.read(name).map { String(decoding: $0, as: UTF8.self) } }
        return opener(text(LibraryFiles.shelf), text(LibraryFiles.archive), legacy ? text(LibraryFiles.legacy) : nil, language)
    }

    /// The library's texts in another language: opened again from the documents.
    public func reopen(language: Language) {
        lock.lock()
        defer { lock.unlock() }
        port = Self.open(store: store, language: language, opener: opener, legacy: false)
        // Reading the same documents again: their notices were given once already.
        _ = port.notices()
    }

    /// The messages to show once (then forgotten).
    public func takeNotices() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let out = pendingNotices + port.notices()
        pendingNotices = []
        return out
    }

    /// A game's save changed: the core files it, and the documents it
    /// changed are written (the archive first: a game moving between the
    /// two is then in both for a moment, never in neither). Returns its id.
    @discardableResult
    public func put(id: UInt64?, save: String, date: String) throws -> UInt64 {
        let w = current.put(id: id, save: save, date: date)
        try write(w)
        return w.id
    }

    /// Deletes a game, unfinished or archived.
    public func remove(id: UInt64) throws {
        try write(current.remove(id: id))
    }

    public var current: LibraryPort {
        lock.lock()
        defer { lock.unlock() }
        return port
    }

    private func write(_ w: LibraryWrite) throws {
        if let archive = w.archive { try store.write(Data(archive.utf8), name: LibraryFiles.archive) }
        if let shelf = w.shelf { try store.write(Data(shelf.utf8), name: LibraryFiles.shelf) }
    }
}

/// Where one game's save goes: the library, under the game's id (new
/// until its first save). GameModel writes to it as to any GameStorage.
public final class LibrarySlot: GameStorage, @unchecked Sendable {
    private let lock = NSLock()
    private let library: LibraryHandle
    private let today: @Sendable () -> String
    private var _id: UInt64?

    public init(library: LibraryHandle, id: UInt64? = nil, today: @escaping @Sendable () -> String = { PdnContext.iOS().date ?? "" }) {
        self.library = library
        self._id = id
        self.today = today
    }

    /// The game's id in the library, once it has been saved (or opened from it).
    public var id: UInt64? {
        lock.lock()
        defer { lock.unlock() }
        return _id
    }

    public func write(_ data: Data) throws {
        lock.lock()
        defer { lock.unlock() }
        _id = try library.put(id: _id, save: String(decoding: data, as: UTF8.self), date: today())
    }

    public func read() -> Data? {
        guard let id else { return nil }
        return library.current.saveOf(id: id).map { Data($0.utf8) }
    }

    public func remove() {
        guard let id else { return }
        try? library.remove(id: id)
    }
}
