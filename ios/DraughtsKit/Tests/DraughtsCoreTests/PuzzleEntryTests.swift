// Home's way into the puzzles, against the real core: the trainer opens over
// the record in the app's document store and writes it back; a record this
// version cannot read is renamed aside, and a new one is started.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Real core: the way into the puzzles")
@MainActor
struct PuzzleEntryTests {
    private func app() throws -> AppModel {
        let defaults = try #require(UserDefaults(suiteName: "draughts-core-tests-\(UUID().uuidString)"))
        let settings = SettingsModel(defaults: defaults, preferredLanguages: ["en"])
        return AppModel(storage: MemoryGameStorage(), settings: settings)
    }

    @Test("the first puzzle is set and the record written under the core's name")
    func opensAndWrites() throws {
        let store = MemoryDocumentStore()
        let model = try app().makePuzzleModel(store: store)
        model.start()
        #expect(model.screen?.status == .solving)
        let name = try storedFileName(file: .puzzleRecord)
        #expect(store.read(name) != nil, "the record is written once a puzzle is set")
    }

    @Test("an unreadable record is kept aside, the player told, and a new record started")
    func unreadableKeptAside() throws {
        let name = try storedFileName(file: .puzzleRecord)
        let store = MemoryDocumentStore([name: "{\"format\":\"draughts-puzzles\",\"version\":99}"])
        let model = try app().makePuzzleModel(store: store)
        #expect(model.notice != nil)
        model.start()
        #expect(store.text(name)?.contains("\"version\":99") == false, "the newer record is not written over")
    }
}
