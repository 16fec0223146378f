// The game session through the generated bindings and the host library:
// saves (at the bindings and through the app's storage), PDN out and in,
// and every DraughtsError a bad input raises.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Real core: save and restore")
struct SaveTests {
    @Test("a save restores the line, the undone moves, the orientation and the language")
    func roundTrip() throws {
        let russian = try presetRules(variant: .russian)
        let s = try GameHandle(rules: russian, white: .human, black: .human, language: .fr)
        _ = try s.playText(text: "c3-d4")
        _ = try s.playText(text: "f6-g5")
        _ = try s.undo()
        let flipped = try s.flip()
        #expect(flipped.board.flipped)
        let document = try s.save()

        let r = try GameHandle.restore(save: document)
        let v = try r.view()
        #expect(v.moves.map(\.text) == ["c3-d4", "f6-g5"])
        #expect(v.moves.map(\.undone) == [false, true])
        #expect(v.currentPly == 1)
        #expect(v.board.flipped, "orientation kept")
        #expect(v.status == "Trait aux Noirs", "language kept")
        let before = try s.view()
        #expect(v.board.fen == before.board.fen)
        #expect(try r.save() == document)
        #expect(try r.redo().currentPly == 2, "the undone move can be redone")
    }

    @Test("the app saves through its storage and the next launch restores the game")
    @MainActor
    func throughTheApp() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: dir) }
        let storage = FileGameStorage(url: dir.appendingPathComponent("current-game.json"))
        let defaults = try #require(UserDefaults(suiteName: "draughts-core-tests-\(UUID().uuidString)"))
        let settings = SettingsModel(defaults: defaults, preferredLanguages: ["fr-FR"])
        settings.autoFlip = false

        let app = AppModel(storage: storage, settings: settings)
        #expect(app.game == nil)
        app.home.send(.setMode(mode: .twoPlayers))
        let game = try #require(app.newGame(rules: english))
        game.send(.tap(square: try square(english, "11")))
        game.send(.tap(square: try square(english, "15")))
        game.send(.flip)
        let saved = try #require(storage.read())

        let again = AppModel(storage: storage, settings: settings)
        #expect(again.game == nil, "only described until the player continues it")
        #expect(again.continueCard?.inProgress == true)
        let v = try #require(again.continueGame()?.view)
        #expect(v.moves.map(\.text) == ["11-15"])
        #expect(v.board.flipped)
        #expect(v.status == "Trait aux Blancs")
        #expect(v.inProgress)
        #expect(storage.read() == saved, "restoring writes nothing new")
        // A game in progress: the next new game asks first.
        #expect(again.newGame(rules: english) == nil)
        #expect(again.pendingNewGame != nil)
    }

    @Test("a damaged or tampered save throws InvalidSave with the core's reason")
    func invalidSave() throws {
        guard case let .InvalidSave(reason)? = draughtsError({ try GameHandle.restore(save: "garbage") })
        else { Issue.record("garbage must throw InvalidSave"); return }
        #expect(!reason.isEmpty)
        let s = try GameHandle(rules: international, white: .human, black: .human, language: .en)
        _ = try s.playText(text: "32-28")
        let document = try s.save()
        let tampered = document.replacingOccurrences(of: "32-28", with: "33-28")
        #expect(tampered != document)
        guard case .InvalidSave? = draughtsError({ try GameHandle.restore(save: tampered) })
        else { Issue.record("a changed byte must throw InvalidSave"); return }
        guard case .InvalidSave? = draughtsError({ try GameHandle.restore(save: String(document.prefix(document.count / 2))) })
        else { Issue.record("half a save must throw InvalidSave"); return }
    }
}

@Suite("Real core: PDN out and in")
struct PdnSessionTests {
    @Test("the export carries the core's tags, the platform's date and site, and reads back")
    func export() throws {
        let russian = try presetRules(variant: .russian)
        let s = try GameHandle(rules: russian, white: .human, black: .bot(level: 4), language: .fr)
        _ = try s.playText(text: "c3-d4")
        let day = try #require(ISO8601DateFormatter().date(from: "2026-12-01T09:00:00Z"))
        let pdn = try s.exportPdn(context: .iOS(on: day, timeZone: TimeZone(identifier: "UTC")!))
        for tag in ["[Event \"Partie amicale\"]", "[Site \"iOS\"]", "[Date \"2026.12.01\"]", "[White \"Joueur\"]",
                    "[Black \"Robot niveau 4\"]", "[GameType \"25\"]"] {
            #expect(pdn.contains(tag), "\(tag) in\n\(pdn)")
        }
        let v = try s.view()
        #expect(v.event?.kind == .exported)
        #expect(v.event?.text.contains("PDN") == true)
        let games = try readPdn(text: pdn).games
        try #require(games.count == 1)
        #expect(games[0].moves == ["c3-d4"])
        #expect(games[0].rules == russian)
        #expect(games[0].tags.first { $0.name == "Site" }?.value == "iOS")
    }

    @Test("a PDN game opens as a session at its last position, with its moves undoable")
    func importGame() throws {
        let text = """
            [Event "first"]
            [GameType "21"]

            1. 11-15 23-19 *

            [Event "second"]
            [GameType "20"]

            1. 32-28 19-23 2. 28x19 14x23 *
            """
        let s = try GameHandle.fromPdn(text: text, index: 1, white: .human, black: .human, language: .en)
        let v = try s.view()
        #expect(try s.rules() == international)
        #expect(v.moves.map(\.text) == ["32-28", "19-23", "28x19", "14x23"])
        #expect(v.currentPly == 4)
        #expect(v.status == "White to move")
        #expect(v.enabled.undo)
        #expect(try s.undo().currentPly == 3)
        let first = try GameHandle.fromPdn(text: text, index: 0, white: .human, black: .human, language: .en)
        #expect(try first.rules() == english)
        guard case let .Other(reason)? = draughtsError({
            try GameHandle.fromPdn(text: text, index: 2, white: .human, black: .human, language: .en)
        }) else { Issue.record("a third game must throw Other"); return }
        #expect(reason.contains("2"), "\(reason)")
    }
}

@Suite("Real core: every DraughtsError from bad input")
struct SessionErrorTests {
    func game() throws -> GameHandle {
        try GameHandle(rules: international, white: .human, black: .human, language: .en)
    }

    @Test("IllegalMove: a move the rules forbid, or text that is no move")
    func illegalMove() throws {
        let s = try game()
        for text in ["46-41", "32-27x"] {
            guard case let .IllegalMove(reason)? = draughtsError({ try s.playText(text: text) })
            else { Issue.record("\(text) must throw IllegalMove"); continue }
            #expect(!reason.isEmpty)
        }
        #expect(try s.view().currentPly == 0)
    }

    @Test("AmbiguousMove: two captures end on the same square; the sentence and the candidates name both")
    func ambiguousMove() throws {
        let s = try GameHandle.fromFen(rules: english, fen: "W:W26:B14,15,22,23", white: .human, black: .human, language: .en)
        guard case let .AmbiguousMove(message, candidates)? = draughtsError({ try s.playText(text: "26x10") })
        else { Issue.record("26x10 must throw AmbiguousMove"); return }
        #expect(message.contains("26x17x10") && message.contains("26x19x10"), "\(message)")
        #expect(candidates == ["26x17x10", "26x19x10"])
        #expect(try s.playText(text: "26x19x10").moves.map(\.text) == ["26x19x10"])
    }

    @Test("InvalidFen: a set-up position that cannot be read")
    func invalidFen() {
        for fen in ["W:W51", "W:W31:B31", "hello"] {
            guard case .InvalidFen? = draughtsError({
                try GameHandle.fromFen(rules: international, fen: fen, white: .human, black: .human, language: .en)
            }) else { Issue.record("\(fen) must throw InvalidFen"); continue }
        }
    }

    @Test("InvalidPdn: a broken PDN, with its line")
    func invalidPdn() {
        let text = "[GameType \"20\"]\n\n1. 32-28 19-23\n2. 28x19 99-98 *\n"
        guard case let .InvalidPdn(reason, line)? = draughtsError({
            try GameHandle.fromPdn(text: text, index: 0, white: .human, black: .human, language: .en)
        }) else { Issue.record("expected InvalidPdn"); return }
        #expect(reason.contains("line 4"), "\(reason)")
        #expect(line == 4)
    }

    @Test("InvalidSave: text that is not a save")
    func invalidSave() {
        guard case .InvalidSave? = draughtsError({ try GameHandle.restore(save: "{\"version\":99}") })
        else { Issue.record("expected InvalidSave"); return }
    }

    @Test("Other: a square off the board, a replay past the end, a bad date, no offer to answer, a bot for other rules")
    func other() throws {
        let s = try game()
        let calls: [(String, () throws -> Any)] = [
            ("tap 50", { try s.tap(squareIndex: 50) }),
            ("tapName z9", { try s.tapName(name: "z9") }),
            ("replay 3", { try s.replay(plies: 3) }),
            ("viewAt 3", { try s.viewAt(plies: 3) }),
            ("exportPdn", { try s.exportPdn(context: PdnContext(date: "1st of May", site: nil)) }),
            ("answerDraw", { try s.answerDraw(accept: true) }),
            ("bot level 9", { try GameHandle(rules: international, white: .human, black: .bot(level: 9), language: .en) }),
            ("Bot for English", { try Bot(rules: english).sync(session: s, listener: BotListener { _ in }) as Any }),
        ]
        for (name, call) in calls {
            guard case let .Other(reason)? = draughtsError(call)
            else { Issue.record("\(name) must throw Other"); continue }
            #expect(!reason.isEmpty, "\(name)")
        }
        #expect(try s.playText(text: "32-28").currentPly == 1, "the session goes on")
    }
}
