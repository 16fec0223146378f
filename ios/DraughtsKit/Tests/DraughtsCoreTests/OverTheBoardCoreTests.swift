// The states the new previews draw, reached through the real core as the
// previews reach them: a clock running, short of time and fallen; face to
// face with the far pieces turned; a takeback asked between two people;
// a damaged archive line said once. The models' parts are read off the
// core's snapshots, so the views' assumptions are checked here.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Real core: clock, face to face, takeback")
@MainActor
struct OverTheBoardCoreTests {
    func session(taps: [String], black: Player = .human) throws -> GameHandle {
        let s = try GameHandle(rules: international, white: .human, black: black, language: .en)
        for name in taps { _ = try s.tapName(name: name) }
        return s
    }

    /// A 2-move game on `setting`, each move at 4 s, seen at `nowMs`.
    func clocked(_ setting: String, nowMs: UInt64) throws -> GameModel {
        let s = try GameHandle(rules: international, white: .human, black: .human, language: .en)
        _ = try s.setClock(setting: try parseClock(text: setting))
        for (i, name) in ["32", "28", "19", "23"].enumerated() {
            _ = try s.tick(nowMs: UInt64(i) * 4000)
            _ = try s.tapName(name: name)
        }
        _ = try s.tick(nowMs: nowMs)
        return GameModel(port: LiveSession(session: s), storage: nil, language: .en, autoFlip: false, monotonic: { nowMs })
    }

    @Test("a running clock: both strips have one, White's runs, the timer wakes before the next second")
    func running() throws {
        let model = try clocked("3+2", nowMs: 20_000)
        let bottom = try #require(model.clocks.bottom)
        let top = try #require(model.clocks.top)
        #expect(bottom.side == .white && bottom.role == .running && top.role == .idle)
        let wake = try #require(model.nextClockTick())
        #expect(wake >= 1 && wake <= 1000)
        #expect(model.bottomBar?.buttons.last == BarItem(command: .pauseClock, enabled: true))
        model.pauseClock()
        #expect(model.clocks.bottom?.role == .paused)
        #expect(model.bottomBar?.buttons.last?.command == .resumeClock)
        #expect(model.nextClockTick() == nil, "no timer while paused")
        model.perform(.resumeClock)
        #expect(model.clockRunning && model.clocks.bottom?.role == .running)
    }

    @Test("the home screen's clock reaches the new game: a preset of the core, or a custom one it reads")
    func homeClock() throws {
        let defaults = try #require(UserDefaults(suiteName: "draughts-core-tests-\(UUID().uuidString)"))
        let app = AppModel(storage: MemoryGameStorage(), settings: SettingsModel(defaults: defaults, preferredLanguages: ["en"]))
        let presets = try #require(app.home.form?.clockPresets)
        let index = try #require(presets.firstIndex { $0.id == "3+2" })
        app.home.send(.setClock(pick: .preset(index: UInt32(index))))
        #expect(try #require(app.startChosenGame()).view?.clock?.label == "3+2")
        app.home.send(.setClock(pick: .custom))
        app.home.send(.setCustomClock(text: "1:30+5"))
        #expect(app.home.form?.customClock?.refusal == nil)
        app.home.send(.setCustomClock(text: "3+x"))
        #expect(app.home.form?.customClock?.refusal?.isEmpty == false)
        #expect(!app.home.canStart && app.home.start == nil)
    }

    @Test("short of time the label shows tenths and the strip warns; past the flag the game is lost on time")
    func lowAndFlag() throws {
        let low = try clocked("0:30", nowMs: 36_000)
        let clock = try #require(low.clocks.bottom)
        #expect(clock.role == .low)
        #expect(clock.label.contains("."), "tenths under ten seconds: \(clock.label)")
        let fallen = try clocked("0:30", nowMs: 36_000)
        // The monotonic time stands still in the model; a tick far later flags.
        let late = try GameModel(port: LiveSession(session: { () throws -> GameHandle in
            let s = try GameHandle(rules: international, white: .human, black: .human, language: .en)
            _ = try s.setClock(setting: try parseClock(text: "0:30"))
            _ = try s.tick(nowMs: 0)
            _ = try s.playText(text: "32-28")
            return s
        }()), storage: nil, language: .en, autoFlip: false, monotonic: { 60_000 })
        late.tickClock()
        #expect(late.view?.result?.reason == .outOfTime)
        #expect(late.clocks.top?.role == .flagged, "Black's flag fell: Black's strip is on top")
        #expect(fallen.view?.result == nil)
    }

    @Test("face to face: the top strip is turned, the far status is there, the far pieces are the top side's")
    func faceToFace() throws {
        let model = GameModel(port: LiveSession(session: try session(taps: ["32", "28"])), storage: nil, language: .en, autoFlip: true)
        #expect(model.tableToggles?.faceToFace == MenuToggle(on: false, enabled: true))
        model.setFaceToFace(true)
        let strips = try #require(model.strips)
        #expect(strips.topTurned && !strips.bottomTurned)
        guard case .status(let far)? = model.farLine else {
            Issue.record("no far status")
            return
        }
        #expect(!far.isEmpty)
        #expect(model.tableToggles?.turnFarPieces?.enabled == true)
        model.setTurnFarPieces(true)
        #expect(model.view?.board.turnedPieces == strips.top.side)
        let vsBot = GameModel(port: LiveSession(session: try session(taps: [], black: .bot(level: 1))), storage: nil,
                              language: .en, autoFlip: false)
        #expect(vsBot.tableToggles == nil, "not offered against the bot")
    }

    @Test("undo asks the other player: the request's row with the core's words, answered with its buttons")
    func takeback() throws {
        let model = GameModel(port: LiveSession(session: try session(taps: ["32", "28", "19", "23"])), storage: nil,
                              language: .en, autoFlip: false, takebackAsks: true)
        model.send(.undo)
        guard case let .takeback(text, accept, decline, canAnswer, _)? = model.infoLine else {
            Issue.record("no request: \(String(describing: model.infoLine))")
            return
        }
        #expect(!text.isEmpty && !accept.isEmpty && !decline.isEmpty && canAnswer)
        #expect(model.view?.moves.count == 2, "nothing taken back yet")
        model.answerTakeback(accept: true)
        #expect(model.infoLine == nil)
        #expect(model.view?.moves.filter { !$0.undone }.count == 1)
    }

    @Test("move confirmation: the move made waits with the core's two buttons; Cancel keeps the piece, Confirm plays")
    func confirmMove() throws {
        let model = GameModel(port: LiveSession(session: try session(taps: [])), storage: nil,
                              language: .en, autoFlip: false, confirmMoves: true)
        let from = try square(international, "32"), to = try square(international, "28")
        model.send(.tap(square: from))
        model.send(.tap(square: to))
        let held = try #require(model.view?.pendingMove, "the core holds the move")
        #expect(held.text == "Play 32-28?" && held.confirm.label == "Confirm move" && held.cancel.enabled)
        #expect(model.view?.moves.isEmpty == true, "not played yet")
        model.cancelMove()
        #expect(model.view?.pendingMove == nil)
        #expect(model.view?.board.selected == from, "the piece is still in hand")
        model.send(.tap(square: to))
        model.confirmMove()
        #expect(model.view?.pendingMove == nil)
        #expect(model.view?.moves.map(\.text) == ["32-28"])
    }

    @Test("a damaged archive is kept aside and said until dismissed, in the core's words")
    func damagedArchive() throws {
        let damaged = "{\"format\":\"draughts-archive\",\"version\":1}\nnot a game\n"
        let store = MemoryDocumentStore(["archive.json": damaged])
        let library = LibraryModel(handle: LibraryHandle(store: store, language: .en, today: "2026-12-05"))
        #expect(library.notices.count >= 1, "\(library.notices)")
        #expect(library.notice?.isEmpty == false)
        let kept = store.names.filter { $0.hasPrefix("archive.damaged") }
        #expect(kept.count == 1 && store.text(kept[0]) == damaged, "\(store.names)")
        library.dismissNotice()
        library.refresh()
        #expect(library.notices.isEmpty, "dismissed: not again on the next refresh")
    }
}
