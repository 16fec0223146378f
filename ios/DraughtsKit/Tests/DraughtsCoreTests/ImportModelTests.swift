// The PDN import screen's model against the real core: a text of several
// games becomes rows, the search appears above 5 games and keeps the rows
// that match, warnings and a refusal come in words with game and line, and
// a row opens on the analysis board at its start, through the app.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

/// Six International games by six players, then one that does not read.
private let games: String = {
    let players = ["Anna", "Bram", "Carla", "Dirk", "Ed", "Fay"]
    var text = players.enumerated().map { i, name in
        "[Event \"Club night\"]\n[White \"\(name)\"]\n[Black \"Zoe\"]\n[Result \"*\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 *\n"
    }.joined(separator: "\n")
    text += "\n[White \"Gus\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 2. 28-22 *\n"
    return text
}()

@MainActor
@Suite("Real core: the PDN import screen's model")
struct ImportModelTests {
    @Test("six games that read are six rows, with the search; a query keeps the rows that match")
    func listAndSearch() throws {
        let m = try ImportModel(language: .en)
        #expect(m.view.title == "Import PDN")
        #expect(m.view.rows.isEmpty && m.view.refusal == nil)
        m.read(text: games)
        #expect(m.view.title == "6 games")
        #expect(m.view.searchShown)
        #expect(m.view.rows.map(\.index) == [0, 1, 2, 3, 4, 5])
        #expect(m.view.rows[0].players == "Anna – Zoe")
        #expect(m.view.rows[0].variant == "International")
        #expect(m.view.warnings.count == 1)
        #expect(m.view.warnings[0].hasPrefix("game 7, line "))
        m.search("carla")
        #expect(m.view.rows.map(\.players) == ["Carla – Zoe"])
        m.search("nobody")
        #expect(m.view.rows.isEmpty && m.view.noMatch == "No game matches “nobody”")
    }

    @Test("a file none of whose games reads is refused in the player's language, with its game and line")
    func refusal() throws {
        let m = try ImportModel(language: .fr)
        m.read(file: Data("[GameType \"3\"]\n1. 11-15 *\n".utf8))
        let refusal = try #require(m.view.refusal)
        #expect(refusal.hasPrefix("Ce texte ne peut pas être ouvert"))
        #expect(refusal.contains("1") && refusal.contains("GameType"))
        #expect(m.text.isEmpty, "a file's bytes are not shown in the text field")
    }

    @Test("a row opens on the analysis board at its start, through the app, and the list stays")
    func openThroughTheApp() throws {
        let defaults = try #require(UserDefaults(suiteName: "draughts-import-tests-\(UUID().uuidString)"))
        let settings = SettingsModel(defaults: defaults, preferredLanguages: ["en"])
        let app = AppModel(storage: MemoryGameStorage(), settings: settings)
        let screen = try #require(app.openImport(text: games))
        #expect(app.pdnImport === screen)
        let board = try #require(app.analyseImported(index: 2))
        let start = try startPosition(rules: international).fen
        #expect(board.view?.fen == start)
        #expect(board.view?.moves.map(\.text) == ["32-28", "19-23"])
        #expect(app.analyseImported(index: 6) == nil, "game 7 does not read: no row, no board")
        #expect(app.openImport() === screen, "back on the screen, the same list")
        #expect(screen.view.rows.count == 6)
    }

    @Test("a pasted text or a file of one game opens on the analysis board at once; typed, it stays a list")
    func oneGameAtOnce() throws {
        let one = "[White \"Ann\"]\n[Black \"Bo\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 *\n"
        let m = try ImportModel(language: .en)
        m.read(text: one)
        #expect(m.rowToOpen == nil, "a text being typed reads as one game before it is finished")
        m.paste(text: one)
        #expect(m.rowToOpen?.players == "Ann – Bo")
        m.read(file: Data(games.utf8))
        #expect(m.rowToOpen == nil, "several games: the list")
        let defaults = try #require(UserDefaults(suiteName: "draughts-import-tests-\(UUID().uuidString)"))
        let settings = SettingsModel(defaults: defaults, preferredLanguages: ["en"])
        let app = AppModel(storage: MemoryGameStorage(), settings: settings)
        app.openImport(file: Data(one.utf8))
        let board = try #require(app.analyseImportedAtOnce())
        #expect(board.view?.moves.map(\.text) == ["32-28", "19-23"])
    }
}
