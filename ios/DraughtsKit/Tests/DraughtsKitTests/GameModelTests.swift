// The game model against a fake session: it forwards input, shows what the
// core says, runs the bot through the listener without blocking, and saves
// after every move.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Game model")
@MainActor
struct GameModelTests {
    @Test("reads the snapshot and passes language and auto-flip to the core")
    func setup() {
        let fake = FakeSession(Fixture.snapshot())
        let model = GameModel(port: fake, storage: nil, language: .fr, autoFlip: true)
        #expect(model.snapshot == fake.snap)
        #expect(fake.calls.contains("language fr"))
        #expect(fake.calls.contains("autoFlip true"))
        #expect(model.isPassAndPlay)
        #expect(model.rules == Fixture.rules)
    }

    @Test("a tap is forwarded; a refusal shows the core's sentence")
    func refusal() {
        let fake = FakeSession(Fixture.snapshot())
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        model.tap(square: 15)
        #expect(fake.calls.last == "tap 15")
        #expect(model.message == "Square 16 is empty.")
    }

    @Test("a selection clears the message and refreshes")
    func selection() {
        let fake = FakeSession(Fixture.snapshot())
        fake.tapResults[8] = .selected(square: 8, targets: [12, 13], finals: [12, 13])
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        model.tap(square: 15)
        model.tap(square: 8)
        #expect(model.message == nil)
    }

    @Test("a played move is announced with the core's words and saved")
    func playedMove() {
        let storage = MemoryGameStorage()
        let fake = FakeSession(Fixture.snapshot())
        fake.tapResults[12] = .played(text: "9-13", spoken: "9 to 13")
        fake.afterPlay = Fixture.snapshot(turn: .white, moves: [Fixture.move(0, "9-13")])
        let model = GameModel(port: fake, storage: storage, language: .en, autoFlip: false)
        model.tap(square: 12)
        #expect(model.announcement?.kind == .spoken("9 to 13"))
        #expect(storage.writes == 1)
        #expect(storage.read() == fake.saved)
        #expect(model.snapshot?.moves.count == 1)
        model.announced()
        #expect(model.announcement == nil)
    }

    @Test("keys go to the core: arrows move the cursor, Return plays")
    func keys() {
        let storage = MemoryGameStorage()
        let fake = FakeSession(Fixture.snapshot())
        fake.keyResults[.enter] = .tap(result: .played(text: "9-13", spoken: "9 to 13"))
        fake.afterPlay = Fixture.snapshot(turn: .white, moves: [Fixture.move(0, "9-13")])
        let model = GameModel(port: fake, storage: storage, language: .en, autoFlip: false)
        model.press(.up)
        model.press(.enter)
        model.press(.escape)
        #expect(fake.calls.filter { $0.hasPrefix("key") } == ["key up", "key enter", "key escape"])
        #expect(storage.writes == 1)
    }

    @Test("the bot starts on its turn, off the main actor, and its move is announced and saved")
    func botMove() async {
        let storage = MemoryGameStorage()
        let fake = FakeSession(Fixture.snapshot(turn: .black, black: .bot(level: 4), botToMove: true))
        let model = GameModel(port: fake, storage: storage, language: .en, autoFlip: false)
        #expect(fake.botLevels == [4])
        #expect(model.botThinking)

        // Progress and the report arrive on another thread, as from the core.
        let listener = fake.listeners[0]
        fake.snap = Fixture.snapshot(turn: .white, black: .bot(level: 4), moves: [Fixture.move(0, "11-15")])
        Thread.detachNewThread {
            listener.onProgress(progress: SearchProgress(depth: 6, seldepth: 9, score: 20, nodes: 5000, timeMs: 40, pv: ["11-15"]))
        }
        #expect(await eventually { model.progress?.depth == 6 })
        Thread.detachNewThread {
            listener.onFinished(report: Fixture.report(.completed))
        }
        #expect(await eventually { !model.botThinking })
        #expect(model.announcement?.kind == .spoken("11 to 15"), "the bot's move in the core's words, not its notation")
        #expect(storage.writes == 1)
        #expect(model.snapshot?.moves.count == 1)
        #expect(fake.botLevels == [4], "no second search once it is the person's turn")
    }

    @Test("stopping the bot cancels the search and ignores its late report")
    func stopBot() async {
        let fake = FakeSession(Fixture.snapshot(turn: .black, black: .bot(level: 2), botToMove: true))
        let model = GameModel(port: fake, storage: MemoryGameStorage(), language: .en, autoFlip: false)
        model.stopBot()
        #expect(fake.tasks[0].cancelled)
        #expect(!model.botThinking)
        model.botFinished(Fixture.report(.completed), generation: 0)
        #expect(model.announcement == nil)
    }

    @Test("a cancelled or stale search plays nothing and announces nothing")
    func staleReport() async {
        let fake = FakeSession(Fixture.snapshot(turn: .black, black: .bot(level: 2), botToMove: true))
        let storage = MemoryGameStorage()
        let model = GameModel(port: fake, storage: storage, language: .en, autoFlip: false)
        fake.snap = Fixture.snapshot(turn: .black, black: .bot(level: 2), botToMove: false)
        fake.listeners[0].onFinished(report: Fixture.report(.stale))
        #expect(await eventually { !model.botThinking })
        #expect(model.announcement == nil)
        #expect(storage.writes == 0)
    }

    @Test("a failed search shows its reason")
    func failedSearch() async {
        let fake = FakeSession(Fixture.snapshot(turn: .black, black: .bot(level: 2), botToMove: true))
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        fake.snap = Fixture.snapshot(turn: .black, black: .bot(level: 2))
        fake.listeners[0].onFinished(report: Fixture.report(.failed(reason: "internal error: boom"), notation: nil))
        #expect(await eventually { model.message == "internal error: boom" })
    }

    @Test("undo stops a running search, undoes in the core and saves")
    func undo() {
        let storage = MemoryGameStorage()
        let fake = FakeSession(Fixture.snapshot(turn: .black, black: .bot(level: 3), moves: [Fixture.move(0, "9-13"), Fixture.move(1, "22-18")], botToMove: true))
        fake.afterUndo = [Fixture.snapshot(turn: .black, black: .bot(level: 3))]
        let model = GameModel(port: fake, storage: storage, language: .en, autoFlip: false)
        model.undo()
        #expect(fake.tasks[0].cancelled)
        #expect(fake.calls.contains("undo"))
        #expect(storage.writes == 1)
        #expect(model.snapshot?.moves.isEmpty == true)
    }

    @Test("tapping a move in the list shows the core's position there, without undoing")
    func review() {
        let moves = [Fixture.move(0, "9-13"), Fixture.move(1, "22-18"), Fixture.move(2, "13x22")]
        let fake = FakeSession(Fixture.snapshot(moves: moves))
        let model = GameModel(port: fake, storage: MemoryGameStorage(), language: .en, autoFlip: false)
        model.review(ply: 0)
        #expect(fake.calls.contains("snapshotAfter 1"))
        #expect(!fake.calls.contains("undo") && !fake.calls.contains("redo"))
        #expect(model.reviewPlies == 1)
        #expect(model.reviewBoard?.moves.count == 1)
        #expect(model.snapshot?.currentPly == 3, "the game itself is unchanged")
        model.review(ply: 2)
        #expect(model.reviewBoard == nil, "the current move returns to the live board")
        #expect(model.reviewPlies == nil)
    }

    @Test("resigning against the bot resigns the person's side")
    func resign() {
        let fake = FakeSession(Fixture.snapshot(turn: .white, white: .bot(level: 1), black: .human))
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        model.stopBot()
        model.resign()
        #expect(fake.calls.contains("resign black"))
    }

    @Test("a draw offered to the bot: the core accepts, and the result is announced")
    func drawAccepted() {
        let fake = FakeSession(Fixture.snapshot(turn: .black, white: .bot(level: 1), black: .human))
        let drawn = GameResultInfo(outcome: .draw, reason: .agreement, text: "Draw by agreement")
        fake.drawAnswer = .accepted
        fake.afterDrawAccepted = Fixture.snapshot(turn: .black, white: .bot(level: 1), black: .human, result: drawn)
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        #expect(model.canOfferDraw)
        model.offerDraw()
        #expect(fake.calls.contains("offerDraw black"))
        #expect(model.announcement?.kind == .result("Draw by agreement"))
        #expect(model.snapshot?.status == "Draw by agreement")
        #expect(!model.canOfferDraw)
    }

    @Test("a draw offered to the bot: the core declines, and that is announced")
    func drawDeclined() {
        let fake = FakeSession(Fixture.snapshot(turn: .black, white: .bot(level: 1), black: .human))
        fake.drawAnswer = .declined
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        model.offerDraw()
        #expect(model.announcement?.kind == .drawDeclined)
        #expect(model.snapshot?.result == nil)
    }

    @Test("no draw offer while the bot is to move")
    func noOfferOnBotTurn() {
        let fake = FakeSession(Fixture.snapshot(turn: .white, white: .bot(level: 1), black: .human))
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        #expect(!model.canOfferDraw)
        model.offerDraw()
        #expect(!fake.calls.contains("offerDraw black"))
    }

    @Test("an error from the core shows its reason")
    func coreError() {
        let fake = FakeSession(Fixture.snapshot(drawOffer: nil))
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        model.answerDraw(accept: true)
        #expect(model.message == "no draw offer is pending")
    }

    @Test("a hint runs a search and clears when done")
    func hint() async {
        let fake = FakeSession(Fixture.snapshot())
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        model.hintBudgetMs = 800
        model.hint()
        #expect(fake.calls.contains("hint 800"))
        #expect(model.hintRunning)
        fake.listeners[0].onFinished(report: Fixture.report(.completed))
        #expect(await eventually { !model.hintRunning })
    }

    @Test("the PDN comes from the core")
    func pdn() {
        let model = GameModel(port: FakeSession(Fixture.snapshot()), storage: nil, language: .en, autoFlip: false)
        #expect(model.pdn()?.contains("GameType") == true)
    }
}
