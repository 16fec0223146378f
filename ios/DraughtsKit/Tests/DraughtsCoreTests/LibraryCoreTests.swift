// The library against the real core, through files: the old autosave is
// imported into games.json and deleted, a game played through the app is
// filed with its id and reopened as it was on the next launch, a finished
// game moves to archive.json, and the archive exports it as PDN.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Real core: the library through files")
@MainActor
struct LibraryCoreTests {
    func square(_ rules: RuleSet, _ name: String) throws -> UInt32 {
        try parseSquare(rules: rules, text: name)
    }

    @Test("the old autosave is imported once; games are filed, reopened exactly, archived when finished")
    func throughTheApp() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = FileDocumentStore(folder: dir)
        let old = try GameHandle(rules: english, white: .human, black: .human, language: .en)
        _ = try old.playText(text: "11-15")
        try store.write(Data(try old.save().utf8), name: LibraryFiles.legacy)
        let defaults = try #require(UserDefaults(suiteName: "draughts-core-tests-\(UUID().uuidString)"))
        let settings = SettingsModel(defaults: defaults, preferredLanguages: ["en"])
        let legacyStorage = FileGameStorage(url: dir.appendingPathComponent(LibraryFiles.legacy))

        let app = AppModel(storage: legacyStorage, settings: settings, library: LibraryHandle(store: store, language: .en))
        #expect(store.read(LibraryFiles.legacy) == nil, "imported, then deleted")
        #expect(store.read(LibraryFiles.shelf) != nil)
        let library = try #require(app.library)
        #expect(library.cards.count == 1)
        #expect(library.cards.first?.toMove.isEmpty == false)
        #expect(app.continueCard == nil, "no single save any more")

        app.home.send(.setMode(mode: .twoPlayers))
        let game = try #require(app.newGame(rules: english))
        game.send(.tap(square: try square(english, "11")))
        game.send(.tap(square: try square(english, "15")))
        game.send(.tap(square: try square(english, "22")))
        game.send(.tap(square: try square(english, "18")))
        let id = try #require(app.currentGameID)
        library.refresh()
        #expect(library.cards.count == 2 && library.cards.first?.id == id, "most recent first")

        // The next launch: the same two games; the new one opens as it was.
        let again = AppModel(storage: legacyStorage, settings: settings, library: LibraryHandle(store: store, language: .en))
        #expect(try #require(again.library).cards.map(\.id).contains(id))
        let reopened = try #require(again.openFromLibrary(id: id)?.view)
        #expect(reopened.moves.map(\.text) == ["11-15", "22-18"])

        // Resigning finishes it: it moves to the archive, which shares it as PDN.
        let model = try #require(again.game)
        model.send(.resign)
        #expect(model.view?.result != nil)
        let shelfCards = try #require(again.library)
        shelfCards.refresh()
        #expect(!shelfCards.cards.map(\.id).contains(id))
        let archive = shelfCards.makeArchive()
        #expect(archive.page.rows.map(\.id) == [id])
        #expect(archive.pdn(of: archive.page.rows).contains("11-15"))
        #expect(store.read(LibraryFiles.archive) != nil)
    }
}
