// Several games at once: the core's GameLibrary decides where each game
// belongs (the shelf of unfinished games, the archive of finished ones),
// writes the two documents and every word about them; the app stores the
// documents as bytes, atomically (under the core's names), and never
// parses them. What the core cannot read it renames as the core says; the
// old single autosave is handed to the library and removed when a write
// says its game is safely stored.
import DraughtsCore
import Foundation

/// The core's GameLibrary behind a protocol (the tests use a fake). A
/// fault of the core throws: never a default answer.
public protocol LibraryPort: AnyObject, Sendable {
    func keepAside() throws -> [KeepAside]
    func keptAside(file: StoredFile) throws
    func notices() throws -> [String]
    func dismissNotices() throws
    func setLanguage(language: Language) throws
    func put(id: UInt64?, save: String, date: String) throws -> LibraryWrite
    func flush() throws -> LibraryWrite
    func unfinished() throws -> [GameCard]
    func saveOf(id: UInt64) throws -> String?
    func remove(id: UInt64) throws -> LibraryWrite
    func archive(filter: ArchiveFilter) throws -> ArchivePage
    func exportPdn(ids: [UInt64]) throws -> String
    func exportArchive(filter: ArchiveFilter) throws -> String
    func statsSections() throws -> [StatsSection]
    func statsEmptyText() throws -> String
}

extension GameLibrary: LibraryPort {}

/// Opens the library from its documents on `today` (`GameLibrary.open`:
/// what cannot be read becomes a notice and a document to keep aside).
public typealias LibraryOpener = @Sendable (_ shelf: String?, _ archive: String?, _ legacy: String?, _ language: Language, _ today: String) throws -> LibraryPort

public enum LiveLibrary {
    public static let open: LibraryOpener = { shelf, archive, legacy, language, today in
        try GameLibrary.open(shelf: shelf, archive: archive, legacySave: legacy, language: language, today: today)
    }
}

/// Named documents stored as bytes.
public protocol DocumentStore: Sendable {
    func read(_ name: String) -> Data?
    func write(_ data: Data, name: String) throws
    func remove(_ name: String)
    /// Renames `from` to `to`, never over an existing `to`; false if it did not.
    func rename(_ from: String, to: String) -> Bool
}

/// The documents' names: the core's, one for both apps.
public enum LibraryFiles {
    public static let shelf = (try? storedFileName(file: .shelf)) ?? "games.json"
    public static let archive = (try? storedFileName(file: .archive)) ?? "archive.json"
    /// The single autosave of earlier versions, and the names it had.
    public static let legacy = (try? storedFileName(file: .legacySave)) ?? "current-game.json"
    public static let legacyNames = [legacy] + ((try? storedFileFormerNames(file: .legacySave)) ?? [])
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

    /// One atomic rename in the folder (moveItem refuses an existing target).
    public func rename(_ from: String, to: String) -> Bool {
        (try? FileManager.default.moveItem(at: folder.appendingPathComponent(from), to: folder.appendingPathComponent(to))) != nil
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

    public func rename(_ from: String, to: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let data = files[from], files[to] == nil else { return false }
        files[to] = data
        files[from] = nil
        return true
    }

    /// Every name stored.
    public var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Array(files.keys)
    }
}

/// A library that could not be opened (a fault of the core): every call
/// throws its error, so nothing is shown as empty and nothing is written.
final class UnopenedLibrary: LibraryPort, @unchecked Sendable {
    let error: Error
    init(_ error: Error) { self.error = error }
    func keepAside() throws -> [KeepAside] { throw error }
    func keptAside(file: StoredFile) throws { throw error }
    func notices() throws -> [String] { throw error }
    func dismissNotices() throws { throw error }
    func setLanguage(language: Language) throws { throw error }
    func put(id: UInt64?, save: String, date: String) throws -> LibraryWrite { throw error }
    func flush() throws -> LibraryWrite { throw error }
    func unfinished() throws -> [GameCard] { throw error }
    func saveOf(id: UInt64) throws -> String? { throw error }
    func remove(id: UInt64) throws -> LibraryWrite { throw error }
    func archive(filter: ArchiveFilter) throws -> ArchivePage { throw error }
    func exportPdn(ids: [UInt64]) throws -> String { throw error }
    func exportArchive(filter: ArchiveFilter) throws -> String { throw error }
    func statsSections() throws -> [StatsSection] { throw error }
    func statsEmptyText() throws -> String { throw error }
}

/// The open library and its documents, shared by the home screen and the
/// game being played (any thread: the core's library has its own lock).
public final class LibraryHandle: @unchecked Sendable {
    private let lock = NSLock()
    private let port: LibraryPort
    private let store: DocumentStore

    /// Opens the library from the stored documents and the old autosave,
    /// renames what the core says to keep aside (never written over),
    /// writes what opening changed, and removes the old autosave when the
    /// core says its game is written. A failure is a notice.
    public init(store: DocumentStore, language: Language, today: String = PdnContext.iOS().date ?? "",
                opener: @escaping LibraryOpener = LiveLibrary.open) {
        self.store = store
        func text(_ name: String) -> String? { store.read(name).map { String(decoding: $0, as: UTF8.self) } }
        let legacy = LibraryFiles.legacyNames.lazy.compactMap(text).first
        do {
            port = try opener(text(LibraryFiles.shelf), text(LibraryFiles.archive), legacy, language, today)
        } catch {
            port = UnopenedLibrary(error)
        }
        do {
            for a in try port.keepAside() where store.rename(a.name, to: a.aside) {
                try port.keptAside(file: a.file)
            }
            try write(port.flush())
        } catch {
            pendingNotices.append(GameModel.describe(error))
        }
    }

    /// Problems of the app's own (a document that could not be written), until dismissed.
    private var pendingNotices: [String] = []

    /// The library's texts, the notices not dismissed included, in another language.
    public func setLanguage(_ language: Language) {
        do {
            try port.setLanguage(language: language)
        } catch {
            lock.lock()
            pendingNotices.append(GameModel.describe(error))
            lock.unlock()
        }
    }

    /// The messages to show, until dismissed.
    public func notices() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        do {
            return pendingNotices + (try port.notices())
        } catch {
            return pendingNotices + [GameModel.describe(error)]
        }
    }

    /// The notices were seen.
    public func dismissNotices() {
        lock.lock()
        defer { lock.unlock() }
        pendingNotices = []
        try? port.dismissNotices()
    }

    /// A game's save changed: the core files it, and the documents it
    /// changed are written (the archive first: a game moving between the
    /// two is then in both for a moment, never in neither). Returns its id.
    @discardableResult
    public func put(id: UInt64?, save: String, date: String) throws -> UInt64 {
        let w = try port.put(id: id, save: save, date: date)
        try write(w)
        return w.id
    }

    /// Deletes a game, unfinished or archived.
    public func remove(id: UInt64) throws {
        try write(try port.remove(id: id))
    }

    public var current: LibraryPort { port }

    private func write(_ w: LibraryWrite) throws {
        if let archive = w.archive { try store.write(Data(archive.utf8), name: LibraryFiles.archive) }
        if let shelf = w.shelf { try store.write(Data(shelf.utf8), name: LibraryFiles.shelf) }
        if w.removeLegacy { LibraryFiles.legacyNames.forEach(store.remove) }
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
        return (try? library.current.saveOf(id: id))?.map { Data($0.utf8) }
    }

    public func remove() {
        guard let id else { return }
        try? library.remove(id: id)
    }
}
