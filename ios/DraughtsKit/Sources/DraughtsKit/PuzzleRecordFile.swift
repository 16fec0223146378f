// The player's puzzle record as the review writes into it: the core adds
// the puzzles proved among a game's mistakes to the stored bytes, and they
// are written back atomically by the document store.
import DraughtsCore
import Foundation

public struct PuzzleRecordFile: Sendable {
    /// The game the review is of, as the record names its source.
    public let game: String
    /// The day the puzzles are found (ISO 8601).
    public let today: String
    private let load: @Sendable () -> Data
    private let store: @Sendable (Data) -> Void

    public init(game: String, today: String, read: @escaping @Sendable () -> Data, write: @escaping @Sendable (Data) -> Void) {
        self.game = game
        self.today = today
        self.load = read
        self.store = write
    }

    /// The record in a document store, under the core's name.
    public static func stored(in documents: DocumentStore, game: String, today: String) -> PuzzleRecordFile {
        let name = (try? storedFileName(file: .puzzleRecord)) ?? "puzzles.json"
        return PuzzleRecordFile(
            game: game, today: today,
            read: { documents.read(name) ?? Data() },
            write: { try? documents.write($0, name: name) }
        )
    }

    public func read() -> Data { load() }
    public func write(_ record: Data) { store(record) }
}

extension LiveAnalysis {
    public func addPersonalPuzzles(record: Data, game: String, today: String) throws -> AddedPuzzles? {
        try handle.addPersonalPuzzles(record: record, game: game, today: today)
    }
}
