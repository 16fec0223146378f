// The ways into the analysis board through the app, against the real core
// and a library in files: "Analysis board" on home, "Analyse" at the end of
// the game on screen, and "Analyse" on an archived game.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Real core: the ways into the analysis board")
@MainActor
struct AnalysisEntryTests {
    @Test("home opens the chosen variant's start; a finished game and its archived copy open with their moves")
    func entries() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = FileDocumentStore(folder: dir)
        let defaults = try #require(UserDefaults(suiteName: "draughts-core-tests-\(UUID().uuidString)"))
        let settings = SettingsModel(defaults: defaults, preferredLanguages: ["en"])
        let app = AppModel(storage: MemoryGameStorage(), settings: settings, library: LibraryHandle(store: store, language: .en))

        app.home.send(.useRules(rules: english))
        let board = try #require(app.openAnalysisBoard())
        #expect(board.view?.moves.isEmpty == true)
        let start = try startPosition(rules: english).fen
        #expect(board.view?.fen == start)
        #expect(app.review?.analysis === board)

        app.home.send(.setMode(mode: .twoPlayers))
        let game = try #require(app.newGame(rules: english))
        for name in ["11", "15", "22", "18"] { game.send(.tap(square: try square(english, name))) }
        game.send(.resign)
        #expect(game.endOfGame != nil)
        let analysed = try #require(app.analyseGame())
        #expect(analysed !== board, "the analysis on screen is replaced")
        #expect(analysed.view?.moves.map(\.text) == ["11-15", "22-18"])

        let id = try #require(app.currentGameID)
        let archived = try #require(app.analyseFromLibrary(id: id))
        #expect(archived.view?.moves.map(\.text) == ["11-15", "22-18"])
        #expect(app.analysis === archived)

        #expect(app.analyseFromLibrary(id: 9_999) == nil, "no such game: nothing opens")
        #expect(app.analysis === archived)
        app.closeAnalysis()
        #expect(app.analysis == nil && app.review == nil)
    }
}
