// The game screen's parts, read off hand-made GameViews: the strips in board
// order, the one status line, the info line, the move strip, the bottom bar
// and its commands and shortcuts, the end-of-game sheet, the sound and
// haptic cues, the move animation.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

let whiteMan = PieceInfo(side: .white, kind: .man)
let blackMan = PieceInfo(side: .black, kind: .man)

@MainActor
func model(_ fake: FakeSession, feedback: FeedbackSettings = .all, clock: TestClock = TestClock()) -> GameModel {
    GameModel(port: fake, storage: nil, language: .en, autoFlip: false, feedback: feedback, clock: { clock.now })
}

/// Square 22 (index 21) moving: to 18 (index 17), or taking 18 and 11 (indices 17 and 10) to land on 8 (index 7).
let quietMove = MoveInfo(from: 21, to: 17, path: [17], captured: [], promotes: false, notation: "22-18")
let doubleMove = MoveInfo(from: 21, to: 7, path: [14, 7], captured: [17, 10], promotes: false, notation: "22x15x8")

/// The core's animation plans of the moves above (seq set by `played`).
func plan(_ text: String, seq: UInt64) -> DraughtsCore.MoveAnimation? {
    switch text {
    case "22-18": return DraughtsCore.MoveAnimation(seq: seq, piece: whiteMan, squares: [21, 17], fades: [], crownsAt: nil)
    case "22x15x8":
        return DraughtsCore.MoveAnimation(
            seq: seq, piece: whiteMan, squares: [21, 14, 7],
            fades: [Fade(square: 17, piece: blackMan, step: 1), Fade(square: 10, piece: blackMan, step: 2)], crownsAt: nil
        )
    default: return nil
    }
}

/// The view after the first move `text`, with the core's `.moved` event,
/// its animation plan, whether the game just ended, and, for the moves
/// above, the board's last move as the core names it.
func played(_ text: String, seq: UInt64, capture: Bool = false, gameOver: Bool = false,
            result: ResultView? = nil) -> GameView {
    let last = [quietMove, doubleMove].first { $0.notation == text }
        .map { LastMove(played: $0, piece: PieceInfo(side: .white, kind: .man)) }
    return Fixture.view(plies: 1, result: result).with(
        board: Fixture.board.with(lastMove: .some(last)),
        moves: [Fixture.move(0, text)],
        events: [Event(seq: seq, kind: .moved(capture: capture, byBot: false, gameOver: gameOver), text: "\(text).",
                       sound: gameOver ? .gameEnd : capture ? .capture : .move)],
        justEnded: gameOver, animation: .some(plan(text, seq: seq))
    )
}

@Suite("Game screen: strips, status, moves, bar, shortcuts")
@MainActor
struct GameScreenPartsTests {
    @Test("the strips in the core's order: the side drawn at the top of the board first")
    func strips() throws {
        let up = try #require(PlayerStrips(view: Fixture.view()))
        #expect(up.top.side == .black && up.bottom.side == .white)
        let flipped = Fixture.view().with(stripOrder: [.white, .black])
        let down = try #require(PlayerStrips(view: flipped))
        #expect(down.top.side == .white && down.bottom.side == .black)
    }

    @Test("one status line: the core's, exactly (its text and tone), or a failed call in its place")
    func statusLine() {
        let v = Fixture.view(status: "Black to move")
        #expect(StatusLine(view: v, message: nil) == StatusLine(text: "Black to move", tone: .plain))
        // The core chose the refusal over the status: the model does not choose again.
        let refused = v.with(statusLine: StatusLineView(text: "Square 16 is empty.", tone: .refusal))
        #expect(StatusLine(view: refused, message: nil) == StatusLine(text: "Square 16 is empty.", tone: .refusal))
        let replaying = v.with(statusLine: StatusLineView(text: "Replaying move 1. 11-15", tone: .replay),
                               enabled: Fixture.allowed.with(endReplay: true))
        #expect(StatusLine(view: replaying, message: nil)
            == StatusLine(text: "Replaying move 1. 11-15", tone: .replay, backToGame: true))
        #expect(StatusLine(view: replaying, message: "internal error") == StatusLine(text: "internal error", tone: .problem))
        let over = Fixture.view(status: "Draw by agreement", result: ResultView(outcome: .draw, reason: .agreement, text: "Draw by agreement"))
        #expect(StatusLine(view: over, message: nil) == StatusLine(text: "Draw by agreement", tone: .result))
    }

    @Test("the info line: a pending offer (answerable when the core says so) before the draw counter")
    func infoLine() {
        let counter = DrawCounterView(rule: .kingsOnly, movesLeft: 9, limit: 25, pliesLeft: 18, countedSide: nil,
                                      text: "25-move rule: 9 moves left")
        let offer = DrawOfferView(by: .white, text: "White offers a draw: Black may accept or decline.",
                                  acceptLabel: "Accept the draw", declineLabel: "Decline")
        #expect(InfoLine(view: Fixture.view()) == nil)
        #expect(InfoLine(view: Fixture.view().with(drawCounter: counter)) == .drawCounter(text: "25-move rule: 9 moves left"))
        let both = Fixture.view().with(drawCounter: counter, drawOffer: offer, enabled: Fixture.allowed.with(answerDraw: true))
        #expect(InfoLine(view: both) == .drawOffer(text: offer.text, accept: "Accept the draw", decline: "Decline",
                                                   canAnswer: true, turned: false), "the core's answers")
        #expect(InfoLine(view: both)?.text == offer.text)
    }

    @Test("the move strip keeps the move on screen in view; a tap replays that position")
    func moveStrip() {
        var entries = (0..<4).map { Fixture.move(UInt32($0), "m\($0)") }
        #expect(MoveStrip(view: Fixture.view()).focus == nil)
        #expect(MoveStrip(view: Fixture.view().with(moves: entries)).focus == 3, "no current flag: the last move")
        entries[1] = MoveEntry(ply: 1, replayPlies: 2, number: 1, label: nil, side: .white, text: "m1", spoken: "m one", undone: false, current: true)
        entries[3] = MoveEntry(ply: 3, replayPlies: 4, number: 2, label: nil, side: .white, text: "m3", spoken: "m3", undone: true, current: false)
        let strip = MoveStrip(view: Fixture.view().with(moves: entries))
        #expect(strip.focus == 1)
        #expect(strip.chips.map(\.replayPlies) == [1, 2, 3, 4])
        #expect(strip.chips[0].spoken == "1. m0")
        #expect(strip.chips[3].undone)
        let fake = FakeSession()
        let m = model(fake)
        m.select(strip.chips[2])
        #expect(fake.inputs.last == .replay(plies: 3))
    }

    @Test("the bottom bar: Hint only where the core offers hints, Pause only for two bots; the rest in the menu")
    func bottomBar() {
        let plain = BottomBar(view: Fixture.view())
        #expect(plain.buttons.map(\.command) == [.undo, .redo, .flip])
        #expect(plain.buttons.map(\.enabled) == [true, false, true])
        #expect(plain.menu.map(\.command) == [.offerDraw, .resign, .exportPdn, .newGame, .shortcuts])
        let vsBot = BottomBar(view: Fixture.view(offered: Fixture.offered.with(hint: true)))
        #expect(vsBot.buttons.map(\.command) == [.undo, .redo, .hint, .flip])
        #expect(!vsBot.isEnabled(.hint), "offered, not available now (the bot's turn)")
        let nobody = BottomBar(view: Fixture.view(enabled: Fixture.allowed.with(offerDraw: false, resign: false)))
        #expect(!nobody.isEnabled(.offerDraw) && !nobody.isEnabled(.resign))
        #expect(nobody.isEnabled(.newGame) && nobody.isEnabled(.shortcuts))
        #expect(!plain.isEnabled(.hint), "a command not in the bar does nothing")
    }

    @Test("commands run only when enabled; resign asks first when the core says so; export goes through exportPdn")
    func commands() {
        let fake = FakeSession(Fixture.view(enabled: Fixture.allowed.with(redo: false, hint: true),
                                                offered: Fixture.offered.with(hint: true)))
        let m = model(fake)
        let opening = fake.inputs.count
        m.perform(.redo)
        #expect(fake.inputs.count == opening, "redo is disabled: nothing is sent")
        for (command, input) in [(GameCommand.undo, GameInput.undo), (.hint, .requestHint), (.flip, .flip),
                                 (.offerDraw, .offerDraw)] {
            m.perform(command)
            #expect(fake.inputs.last == input, "\(command)")
        }
        m.perform(.resign)
        #expect(fake.inputs.last == .offerDraw, "resign only asks")
        #expect(m.resignRequested)
        m.cancelResign()
        #expect(!m.resignRequested)
        m.perform(.resign)
        m.confirmResign()
        #expect(fake.inputs.last == .resign)
        #expect(!m.resignRequested)
        fake.current = fake.current.with(confirmResign: false)
        m.refresh()
        m.perform(.resign)
        #expect(fake.inputs.last == .resign && !m.resignRequested, "the core does not ask: resigned at once")
        m.perform(.exportPdn)
        #expect(fake.contexts.count == 1)
        #expect(m.exported != nil)
        let count = fake.inputs.count
        m.perform(.newGame)
        m.perform(.shortcuts)
        #expect(fake.inputs.count == count, "the app and the view handle these")
    }

    @Test("a pending resign question goes when the core no longer allows resigning")
    func resignQuestionGoes() {
        let fake = FakeSession()
        let m = model(fake)
        m.perform(.resign)
        fake.script = [Fixture.view(enabled: Fixture.allowed.with(resign: false))]
        m.send(.key(key: .up))
        #expect(!m.resignRequested)
    }

    @Test("the shortcuts: ⌘Z, ⇧⌘Z, F, H, N, P, each a command of the bar; the help lists every board key")
    func shortcuts() {
        #expect(GameShortcut.allCases.map(\.display) == ["⌘Z", "⇧⌘Z", "F", "H", "N", "P"])
        #expect(GameShortcut.allCases.map(\.command) == [.undo, .redo, .flip, .hint, .newGame, .pauseClock])
        #expect(HomeShortcut.allCases.map(\.display) == ["⇧⌘A", "⇧⌘S"], "the archive and the statistics, from home")
        let plainKeys = GameShortcut.allCases.filter { !$0.usesCommand }.map(\.key)
        #expect(Set(plainKeys).count == plainKeys.count, "no plain key runs two commands")
        let keys = BoardKeyHelp.allCases.flatMap(\.keys)
        #expect(Set(keys).count == 10, "all ten keys of the core")
    }
}

@Suite("Game screen: end of game, sounds and haptics")
@MainActor
struct EndOfGameTests {
    let over = ResultView(outcome: .whiteWins, reason: .noMoves, text: "White wins: Black cannot move")

    @Test("a game that ends on screen opens the sheet with the core's result and a PDN that announces nothing")
    func sheet() throws {
        let fake = FakeSession()
        let m = model(fake)
        fake.script = [played("22-18", seq: 9, gameOver: true, result: over)]
        m.send(.tap(square: 17))
        let end = try #require(m.endOfGame)
        #expect(end.id == 9)
        #expect(end.text == "White wins: Black cannot move")
        #expect(end.outcome == .whiteWins && end.reason == .noMoves)
        #expect(end.pdn?.hasPrefix("[Event") == true)
        #expect(fake.quietContexts.count == 1 && fake.contexts.isEmpty, "pdn(context:), not exportPdn")
        m.dismissEndOfGame()
        #expect(fake.inputs.last == .dismissEnd, "the core closes it")
        #expect(m.endOfGame == nil)
        m.refresh()
        #expect(m.endOfGame == nil, "closed in the core: reading again does not open it")
    }

    @Test("resignation and agreement open it too; Replay starts from the first position; undo closes it")
    func resignAndReplay() {
        let fake = FakeSession()
        let m = model(fake)
        let resigned = Fixture.view(plies: 3, result: over).with(
            events: [Event(seq: 4, kind: .gameOver, text: "Black resigns.", sound: .gameEnd)], justEnded: true
        )
        fake.script = [resigned]
        m.send(.resign)
        #expect(m.endOfGame?.id == 4)
        fake.script = [resigned.with(events: [Event(seq: 5, kind: .replayStarted, text: "Start position.")], justEnded: false)]
        m.replayFromEnd()
        #expect(m.endOfGame == nil, "a replay closes it, in the core")
        #expect(fake.inputs.last == .replay(plies: 0))
        fake.script = [resigned.with(events: [Event(seq: 5, kind: .replayStarted, text: "Start position.")], justEnded: false)]
        m.send(.key(key: .up))
        #expect(m.endOfGame == nil)
        fake.script = []
        fake.current = played("22-18", seq: 6, gameOver: true, result: over)
        m.refresh()
        #expect(m.endOfGame != nil)
        fake.script = [Fixture.view(event: (7, .undone, "Undone."))]
        m.send(.undo)
        #expect(m.endOfGame == nil, "no result any more")
    }

    @Test("a game opened already finished shows no sheet")
    func openedFinished() {
        // The core says a finished game just opened did not just end.
        let fake = FakeSession(played("22-18", seq: 3, gameOver: true, result: over).with(justEnded: false))
        #expect(model(fake).endOfGame == nil)
    }

    @Test("a cue per move: a move, a capture and the end sound and feel different; each setting turns its half off")
    func cues() {
        let fake = FakeSession()
        let m = model(fake)
        fake.script = [Fixture.view(event: (1, .selected, "22 selected."))]
        m.send(.tap(square: 21))
        #expect(m.cue == nil)
        fake.script = [played("22-18", seq: 2)]
        m.send(.tap(square: 17))
        #expect(m.cue?.kind == .move && m.cue?.sound == true && m.cue?.haptic == true)
        fake.script = [played("22x15", seq: 3, capture: true)]
        m.send(.tap(square: 14))
        #expect(m.cue?.kind == .capture)
        fake.script = [played("15x8", seq: 4, capture: true, gameOver: true, result: over)]
        m.send(.tap(square: 7))
        #expect(m.cue?.kind == .gameOver)
        fake.script = [Fixture.view(event: (5, .undone, "Undone."))]
        m.send(.undo)
        #expect(m.cue?.seq == 4, "no cue for an undo")

        m.feedback = FeedbackSettings(sounds: false, haptics: true)
        fake.script = [played("22-18", seq: 6)]
        m.send(.tap(square: 17))
        #expect(m.cue?.seq == 6 && m.cue?.sound == false && m.cue?.haptic == true)
        m.feedback = .none
        fake.script = [played("22-17", seq: 7)]
        m.send(.tap(square: 16))
        #expect(m.cue?.seq == 6, "both off: nothing to play")
        #expect(FeedbackKind(cue: .gameEnd) == .gameOver)
        #expect(FeedbackKind(cue: .crowning) == .crowning)
        #expect(FeedbackKind(cue: nil) == nil)
    }
}

@Suite("Game screen: move animation")
@MainActor
struct MoveAnimationTests {
    let quiet = quietMove
    let double = doubleMove

    func before(_ moves: [MoveInfo]) -> GameView {
        Fixture.view().with(board: Fixture.board.with(legalMoves: moves).placing([17: blackMan]))
    }

    @Test("a move slides along the core's path; a capture jumps hop by hop and each taken piece fades once jumped")
    func capture() throws {
        let clock = TestClock()
        let fake = FakeSession(before([quiet, double]))
        let m = model(fake, clock: clock)
        m.animationHop = 0.2 // a round hop for the arithmetic below
        fake.script = [played("22x15x8", seq: 5, capture: true)]
        m.send(.tap(square: 7))
        let a = try #require(m.animation)
        #expect(a.seq == 5)
        #expect(a.piece == whiteMan)
        #expect(a.squares == [21, 14, 7])
        #expect(a.captured.map(\.square) == [17, 10])
        #expect(a.captured.map(\.piece) == [blackMan, blackMan])
        #expect(a.captured.map(\.fadeStart) == [0.2, 0.4])
        #expect(a.start == clock.now)
        #expect(abs(a.duration - 0.55) < 1e-9)
        clock.advance(0.3)
        #expect(abs(m.animationElapsed() - 0.3) < 1e-6)

        let f0 = a.frame(at: 0)
        #expect(f0.from == 21 && f0.to == 14 && f0.progress == 0 && !f0.finished)
        let f1 = a.frame(at: 0.3)
        #expect(f1.from == 14 && f1.to == 7 && abs(f1.progress - 0.5) < 1e-9, "eased: half way at half time")
        #expect(f1.capturedOpacity[0] < 1 && f1.capturedOpacity[1] == 1, "the first taken piece fades after the first jump")
        let end = a.frame(at: 1)
        #expect(end.finished && end.from == 7 && end.capturedOpacity == [0, 0])
        #expect(a.hidesPiece(on: 7, at: 0.1))
        #expect(!a.hidesPiece(on: 7, at: 0.4), "the board draws the piece once it has landed")
        #expect(!a.hidesPiece(on: 21, at: 0.1))
        #expect(a.sliding(at: 0.39) && !a.sliding(at: 0.4))

        // The view's timer says it has run.
        m.animationFinished(seq: 4)
        #expect(m.animation != nil, "another animation's end changes nothing")
        m.animationFinished(seq: 5)
        #expect(m.animation == nil)
    }

    @Test("the core's plan decides: a capture tapped square by square hops from where the piece stands; crowned where the plan says")
    func tappedCapture() throws {
        let fake = FakeSession(before([double]))
        let m = model(fake)
        m.animationHop = 0.2
        let tapped = DraughtsCore.MoveAnimation(
            seq: 5, piece: whiteMan, squares: [14, 7],
            fades: [Fade(square: 17, piece: blackMan, step: 0), Fade(square: 10, piece: blackMan, step: 1)], crownsAt: 1
        )
        fake.script = [played("22x15x8", seq: 5, capture: true).with(animation: .some(tapped))]
        m.send(.tap(square: 7))
        let a = try #require(m.animation)
        #expect(a.squares == [14, 7])
        #expect(a.captured.map(\.fadeStart) == [0, 0.2], "the piece taken in the tapped part goes at once")
        #expect(a.movingPiece(at: 0.1) == whiteMan && a.movingPiece(at: 0.2).kind == .king, "crowned on landing")
    }

    @Test("no animation with reduced motion, after undo or redo, or without the core's plan")
    func none() {
        let fake = FakeSession(before([quiet]))
        let m = model(fake)
        m.reduceMotion = true
        fake.script = [played("22-18", seq: 2)]
        m.send(.tap(square: 17))
        #expect(m.animation == nil)
        #expect(m.cue?.seq == 2, "the sound and haptic stay")

        let fake2 = FakeSession(before([quiet]))
        let m2 = model(fake2)
        fake2.script = [played("22-18", seq: 2)]
        m2.send(.tap(square: 17))
        #expect(m2.animation != nil)
        // The core keeps the plan until the game changes: the same plan is not animated twice.
        fake2.script = [Fixture.view(event: (3, .selected, "9 selected.")).with(currentPly: 1, animation: .some(plan("22-18", seq: 2)))]
        m2.send(.tap(square: 8))
        #expect(m2.animation != nil, "a tap during the animation plays at once and leaves it running")
        fake2.script = [Fixture.view(event: (4, .undone, "Undone."))]
        m2.send(.undo)
        #expect(m2.animation == nil)
        m2.reduceMotion = false

        let fake3 = FakeSession(before([quiet]))
        let m3 = model(fake3)
        fake3.script = [played("26-22", seq: 9)]
        m3.send(.tap(square: 1))
        #expect(m3.animation == nil, "no plan from the core, no animation")
    }

    @Test("the player's speed: 160 ms a hop by default, 250 slow, none when off (and off stops a running one)")
    func speed() throws {
        #expect(AnimationSpeed.fast.hop == MoveAnimation.hopDuration && MoveAnimation.hopDuration == 0.16)
        #expect(AnimationSpeed.slow.hop == 0.25 && AnimationSpeed.off.hop == 0)
        #expect(AnimationSpeed.allCases.map(\.setting) == [.off, .fast, .slow])
        let fake = FakeSession(before([double]))
        let m = model(fake)
        m.animationHop = AnimationSpeed.slow.hop
        fake.script = [played("22x15x8", seq: 5, capture: true)]
        m.send(.tap(square: 7))
        let a = try #require(m.animation)
        #expect(a.hop == 0.25 && abs(a.duration - (2 * 0.25 + 0.15)) < 1e-9, "two jumps of 250 ms, then the last fade")
        m.animationHop = AnimationSpeed.off.hop
        #expect(m.animation == nil)
        let fake2 = FakeSession(before([quiet]))
        let m2 = model(fake2)
        m2.animationHop = 0
        fake2.script = [played("22-18", seq: 2)]
        m2.send(.tap(square: 17))
        #expect(m2.animation == nil && m2.cue?.seq == 2, "no slide, the sound stays")
    }

    @Test("reduced motion switched on stops a running animation")
    func reduceMidway() {
        let fake = FakeSession(before([quiet]))
        let m = model(fake)
        fake.script = [played("22-18", seq: 2)]
        m.send(.tap(square: 17))
        #expect(m.animation != nil)
        m.reduceMotion = true
        #expect(m.animation == nil)
    }
}
