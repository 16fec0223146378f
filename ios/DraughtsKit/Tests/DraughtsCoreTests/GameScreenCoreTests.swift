// The game screen's parts against the real core: the rematch, the saved
// game's snapshot for the Continue card, the PDN for a share button (no
// announcement), the end-of-game sheet, the move animation along the
// core's capture path, the board labels and the strips in board order.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Real core: game screen")
@MainActor
struct GameScreenCoreTests {
    func model(_ session: GameHandle, storage: GameStorage? = nil) -> GameModel {
        GameModel(port: LiveSession(session: session), storage: storage, language: .en, autoFlip: false)
    }

    func settings() throws -> SettingsModel {
        let defaults = try #require(UserDefaults(suiteName: "draughts-core-tests-\(UUID().uuidString)"))
        return SettingsModel(defaults: defaults, preferredLanguages: ["en"])
    }

    @Test("rematch: the same rules from the start, colours swapped against the bot; not between two people")
    func rematch() throws {
        let s = try GameHandle(rules: international, white: .human, black: .bot(level: 2), language: .en)
        _ = try s.playText(text: "32-28")
        let r = try s.rematch()
        let v = try r.view()
        #expect(try r.rules() == international)
        #expect(v.players.map(\.player) == [.bot(level: 2), .human])
        #expect(v.moves.isEmpty && v.result == nil)
        let people = try GameHandle(rules: english, white: .human, black: .human, language: .en)
        #expect(try people.rematch().view().players.map(\.player) == [.human, .human])
    }

    @Test("through the app: resigning opens the end sheet with the core's result and PDN; Rematch replaces the game and saves it")
    func endSheetAndRematch() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: dir) }
        let storage = FileGameStorage(url: dir.appendingPathComponent("current-game.json"))
        let app = AppModel(storage: storage, settings: try settings())
        app.home.send(.setMode(mode: .twoPlayers))
        let game = try #require(app.newGame(rules: international))
        game.send(.tap(square: try square(international, "32")))
        game.send(.tap(square: try square(international, "28")))
        #expect(game.endOfGame == nil)
        game.perform(.resign)
        #expect(game.resignRequested)
        game.confirmResign()
        let view = try #require(game.view)
        let result = try #require(view.result)
        let end = try #require(game.endOfGame)
        #expect(end.text == result.text)
        #expect(end.outcome == result.outcome)
        #expect(end.reason == .resignation)
        let pdn = try #require(end.pdn)
        #expect(pdn.contains("32-28"))
        #expect(pdn.contains("[Site \"iOS\"]"))
        #expect(game.view?.event?.kind != .exported, "the sheet's PDN announced nothing")
        #expect(StatusLine(view: view, message: nil).tone == .result)

        let again = try #require(app.rematch())
        #expect(again !== game)
        let v = try #require(again.view)
        #expect(v.moves.isEmpty && v.result == nil && again.endOfGame == nil)
        #expect(again.rules == international)
        let saved = try #require(storage.read())
        #expect(String(decoding: saved, as: UTF8.self).contains("32-28") == false, "the rematch is the saved game")
    }

    @Test("pdn(context:) writes what exportPdn writes, without announcing the export")
    func quietPdn() throws {
        let s = try GameHandle(rules: international, white: .human, black: .human, language: .en)
        _ = try s.playText(text: "32-28")
        let before = try s.view().event
        let context = PdnContext(date: "2026-12-01", site: "iOS")
        let quiet = try s.pdn(context: context)
        #expect(try s.view().event == before)
        let loud = try s.exportPdn(context: context)
        #expect(loud == quiet)
        #expect(try s.view().event?.kind == .exported)
        let m = model(s)
        #expect(m.pdnForSharing(context: context) == quiet)
        let seq = try s.view().event?.seq
        #expect(m.view?.event?.seq == seq)
    }

    @Test("savedGameView describes a save in the asked language without opening it: the Continue card")
    func savedView() throws {
        let russian = try presetRules(variant: .russian)
        let s = try GameHandle(rules: russian, white: .human, black: .bot(level: 3), language: .fr)
        _ = try s.playText(text: "c3-d4")
        let document = try s.save()
        let card = ContinueCard(view: try savedGameView(save: document, language: .en))
        let english = try s.setLanguage(language: .en)
        #expect(card.title == english.title)
        #expect(card.status == english.status)
        #expect(card.moveNumber == 1)
        #expect(card.inProgress)
        #expect(card.board.fen == english.board.fen)
        #expect(card.summary.contains(card.title))
        guard case .InvalidSave? = draughtsError({ try savedGameView(save: "{}", language: .en) })
        else { Issue.record("a damaged save must throw InvalidSave"); return }

        let storage = MemoryGameStorage(data: Data(document.utf8))
        let app = AppModel(storage: storage, settings: try settings())
        #expect(app.game == nil)
        #expect(app.continueCard?.board.fen == card.board.fen)
        #expect(app.gameInProgress)
        let game = try #require(app.continueGame())
        // The bot may already have answered (from its opening book) when this reads.
        #expect(game.view?.moves.first?.text == "c3-d4")
    }

    @Test("a capture animates along the core's path, jump by jump; tapped square by square, only the last jump")
    func captureAnimation() throws {
        // White 32 must take 28, then 19, then 10 (the core lists the path).
        let fen = "W:W32:B28,19,10"
        let s = try GameHandle.fromFen(rules: international, fen: fen, white: .human, black: .human, language: .en)
        let move = try #require(try s.view().board.legalMoves.max { $0.captured.count < $1.captured.count })
        try #require(move.captured.count >= 2)
        let m = model(s)
        m.send(.tap(square: move.from))
        m.send(.tap(square: move.to))
        let a = try #require(m.animation)
        #expect(a.squares == [move.from] + move.path)
        #expect(a.captured.map(\.square) == move.captured)
        #expect(a.piece == PieceInfo(side: .white, kind: .man))
        #expect(m.cue?.kind == .capture || m.cue?.kind == .gameOver)

        let s2 = try GameHandle.fromFen(rules: international, fen: fen, white: .human, black: .human, language: .en)
        let m2 = model(s2)
        m2.send(.tap(square: move.from))
        for step in move.path { m2.send(.tap(square: step)) }
        let b = try #require(m2.animation)
        #expect(b.squares == Array(move.path.suffix(2)))
        #expect(b.captured.map(\.square) == move.captured)

        m2.reduceMotion = true
        m2.send(.undo)
        #expect(m2.animation == nil)
    }

    @Test("labels: corner numbers for International, edge coordinates for Russian, turned with the board")
    func labels() throws {
        let intl = try GameHandle(rules: international, white: .human, black: .human, language: .en).view().board
        #expect(BoardLabelStyle(setting: .inside, board: intl) == .cornerNumbers)
        let outside = OutsideLabels(board: intl)
        #expect(outside.bottom.compactMap { $0 } == ["46", "47", "48", "49", "50"])
        #expect(outside.side.compactMap { $0 } == ["5", "15", "25", "35", "45"] && outside.sideOnRight)
        let russian = try GameHandle(rules: try presetRules(variant: .russian), white: .human, black: .human, language: .en)
        let board = try russian.view().board
        #expect(BoardLabelStyle(setting: .inside, board: board) == .edgeCoordinates)
        let e = EdgeLabels(board: board)
        #expect(e.files.compactMap { $0 } == ["a", "b", "c", "d", "e", "f", "g", "h"])
        #expect(e.ranks.compactMap { $0 } == ["8", "7", "6", "5", "4", "3", "2", "1"])
        #expect(e.filesOnDark == [true, false, true, false, true, false, true, false], "a1 is dark")
        #expect(e.ranksOnDark.last == true && e.ranksOnDark.first == false)
        let turned = EdgeLabels(board: try russian.flip().board)
        #expect(turned.files.compactMap { $0 } == ["h", "g", "f", "e", "d", "c", "b", "a"])
        #expect(turned.ranks.first == "1")
        let ten = EdgeLabels(board: intl)
        #expect(ten.files.count == 10 && ten.ranks.compactMap { $0 }.first == "10")
    }

    @Test("the core's looks: seven themes and three sets, unknown ids falling back to the defaults")
    func looks() throws {
        let look = try #require(BoardLook(themeId: "blue", setId: "flat", language: .fr))
        #expect(look.theme.id == "blue" && look.theme.name == "Bleu" && look.pieces.id == "flat")
        let fallback = try #require(BoardLook(themeId: "nope", setId: "nope"))
        #expect(fallback.theme.id == "wood" && fallback.pieces.id == "relief")
        #expect(try boardThemes(language: .en).count >= 6 && pieceSets(language: .en).count >= 3)
        #expect(look.colours(.white).fill != look.colours(.black).fill)
    }

    @Test("the strip of the side at the top of the board goes above it, also once the board is turned")
    func strips() throws {
        let s = try GameHandle(rules: english, white: .human, black: .bot(level: 1), language: .en)
        let up = try #require(PlayerStrips(view: try s.view()))
        #expect(up.top.side == .black && up.bottom.side == .white)
        #expect(up.bottom.name == "You")
        let down = try #require(PlayerStrips(view: try s.flip()))
        #expect(down.top.side == .white)
    }
}
