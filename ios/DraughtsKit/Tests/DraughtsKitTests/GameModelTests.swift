// The game model against a fake session: it forwards every input, shows the
// view the core returns, announces each event once, syncs the search after
// every snapshot, and saves only when the save document changes.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Game model")
@MainActor
struct GameModelTests {
    @Test("on opening: language, auto-flip, whether undo asks and whether moves wait for Confirm go to the core; an earlier event is not announced")
    func setup() {
        let fake = FakeSession(Fixture.view(event: (4, .flipped, "Board turned: Black at the bottom.")))
        let model = GameModel(port: fake, storage: nil, language: .fr, autoFlip: true)
        #expect(fake.inputs == [
            .setLanguage(language: .fr), .setAutoFlip(on: true), .setTakebackAsks(on: false), .setConfirmMoves(on: false),
        ])
        #expect(model.view == fake.current)
        #expect(model.announcement == nil)
        #expect(model.rules == Fixture.rules)
    }

    @Test("every input is forwarded as is and the view is the one the core returned")
    func forwarding() {
        let fake = FakeSession()
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        let inputs: [GameInput] = [
            .tap(square: 9), .key(key: .upLeft), .key(key: .downRight), .key(key: .enter), .key(key: .escape), .cancel,
            .undo, .redo, .offerDraw, .answerDraw(accept: false), .requestHint, .flip,
            .replay(plies: 1), .endReplay, .resign,
        ]
        for (i, input) in inputs.enumerated() {
            let answer = Fixture.view(status: "view \(i)")
            fake.script = [answer]
            model.send(input)
            #expect(model.view == answer, "\(input)")
        }
        #expect(Array(fake.inputs.dropFirst(4)) == inputs)
    }

    @Test("an event is announced once: the same seq again is not news, a new seq is")
    func announceOncePerSeq() {
        let fake = FakeSession()
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        fake.script = [Fixture.view(event: (1, .refused, "Square 16 is empty."))]
        model.send(.tap(square: 15))
        #expect(model.announcement == GameModel.Announcement(seq: 1, text: "Square 16 is empty."))
        model.announced()
        // The same event again (a refresh, a cursor key the core ignored).
        model.refresh()
        model.send(.key(key: .left))
        #expect(model.announcement == nil)
        fake.script = [Fixture.view(event: (2, .refused, "Square 16 is empty."))]
        model.send(.tap(square: 15))
        #expect(model.announcement?.seq == 2, "the same words, a new event")
    }

    @Test("a move is the cue for sound and haptics, with its capture flag; other events are not")
    func haptics() {
        let fake = FakeSession()
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        fake.script = [Fixture.view(event: (1, .selected, "9 selected."))]
        model.send(.tap(square: 8))
        #expect(model.cue == nil)
        fake.script = [Fixture.view(event: (2, .moved(capture: true, byBot: false, gameOver: false), "9 takes 18."), plies: 1)]
        model.send(.tap(square: 17))
        #expect(model.cue == FeedbackCue(seq: 2, kind: .capture, settings: .all))
        fake.script = [Fixture.view(event: (3, .undone, "Undone: 9x18."))]
        model.send(.undo)
        #expect(model.cue?.seq == 2)
    }

    @Test("the search is synced after every snapshot, with what the view wants")
    func syncAfterEachSnapshot() {
        let fake = FakeSession()
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        #expect(fake.syncs == [false, false, false, false], "one per snapshot on opening")
        fake.script = [Fixture.view(plies: 1, search: Fixture.botMove())]
        model.send(.tap(square: 12))
        #expect(fake.syncs.last == true)
        fake.script = [Fixture.view()]
        model.send(.undo)
        #expect(fake.syncs.last == false, "the core wants nothing now: sync cancels")
        model.refresh()
        #expect(fake.syncs.count == 7)
    }

    @Test("leaving the screen cancels the search and syncs no more; coming back syncs again")
    func suspendAndResume() {
        let fake = FakeSession(Fixture.view(search: Fixture.botMove()))
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        let before = fake.syncs.count
        model.suspend()
        #expect(fake.cancels == 1)
        model.send(.flip)
        #expect(fake.syncs.count == before)
        model.resume()
        #expect(fake.syncs.count == before + 1)
        #expect(fake.syncs.last == true)
    }

    @Test("a report from the search thread: the model reads the view on the main actor, announces the bot's move and syncs again")
    func reportFromAnotherThread() async {
        let storage = MemoryGameStorage()
        let fake = FakeSession(Fixture.view(plies: 1, search: Fixture.botMove()))
        let model = GameModel(port: fake, storage: storage, language: .en, autoFlip: false)
        let syncs = fake.syncs.count
        let listener = fake.listeners[0]
        // The core applied the bot's move on its thread.
        fake.current = Fixture.view(event: (7, .moved(capture: false, byBot: true, gameOver: false), "The bot plays 22-18."), plies: 2)
        fake.document = "{\"save\":2}"
        Thread.detachNewThread {
            listener.onFinished(report: Fixture.report(.applied))
        }
        #expect(await eventually { model.view?.currentPly == 2 })
        #expect(model.announcement?.text == "The bot plays 22-18.")
        #expect(model.cue?.seq == 7)
        #expect(fake.syncs.count == syncs + 1)
        #expect(storage.read() == Data("{\"save\":2}".utf8))
    }

    @Test("a report that arrives after the screen went away changes nothing")
    func lateReport() async {
        let fake = FakeSession(Fixture.view(plies: 1, search: Fixture.botMove()))
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        model.suspend()
        let syncs = fake.syncs.count
        fake.current = Fixture.view(event: (3, .moved(capture: false, byBot: true, gameOver: false), "The bot plays 22-18."), plies: 2)
        model.searchFinished(Fixture.report(.cancelled))
        #expect(model.view?.currentPly == 1)
        #expect(model.announcement == nil)
        #expect(fake.syncs.count == syncs)
    }

    @Test("a failed search shows its reason; whether to search again is the core's (synced as usual)")
    func failedSearch() {
        let fake = FakeSession(Fixture.view(plies: 1, search: Fixture.botMove()))
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        let syncs = fake.syncs.count
        model.searchFinished(Fixture.report(.failed(reason: "internal error: boom")))
        #expect(model.message == "internal error: boom")
        #expect(fake.syncs.count == syncs + 1, "the core no longer asks for a failed search; the model just syncs")
    }

    @Test("the save document is written when it changes, and only then")
    func savesOnlyOnChange() {
        let storage = MemoryGameStorage()
        let fake = FakeSession()
        let model = GameModel(port: fake, storage: storage, savedDocument: fake.document, language: .en, autoFlip: false)
        #expect(storage.writes == 0, "the document read at launch is not written back")
        model.send(.key(key: .up))
        model.send(.tap(square: 8))
        #expect(storage.writes == 0)
        fake.document = "{\"save\":2}"
        model.send(.tap(square: 12))
        #expect(storage.writes == 1)
        #expect(storage.read() == Data("{\"save\":2}".utf8))
        model.send(.key(key: .down))
        #expect(storage.writes == 1)
    }

    @Test("a game with no saved document is written at once")
    func newGameSavedAtOnce() {
        let storage = MemoryGameStorage()
        _ = GameModel(port: FakeSession(), storage: storage, language: .en, autoFlip: false)
        #expect(storage.writes == 1)
    }

    @Test("an error from the core shows its reason until the next input succeeds")
    func coreError() {
        let fake = FakeSession()
        fake.failures[.answerDraw(accept: true)] = .Other(reason: "no draw offer is pending")
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        let before = model.view
        model.send(.answerDraw(accept: true))
        #expect(model.message == "no draw offer is pending")
        #expect(model.view == before)
        model.send(.flip)
        #expect(model.message == nil)
    }

    @Test("PDN export: the platform's date and site go to the core, its text to the share sheet")
    func exportPdn() throws {
        let fake = FakeSession()
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        fake.current = Fixture.view(event: (5, .exported, "Game exported: 0 moves."))
        let day = try #require(ISO8601DateFormatter().date(from: "2026-12-01T10:00:00Z"))
        model.exportPdn(context: .iOS(on: day, timeZone: TimeZone(identifier: "UTC")!))
        #expect(fake.contexts == [PdnContext(date: "2026-12-01", site: "iOS")])
        #expect(model.exported?.text.hasPrefix("[Event") == true)
        #expect(model.announcement?.text == "Game exported: 0 moves.", "the core's event is read back")
        model.exportDismissed()
        #expect(model.exported == nil)
    }

    @Test("the date in the PDN context is the day where the player is")
    func pdnContextTimeZone() throws {
        let late = try #require(ISO8601DateFormatter().date(from: "2026-12-01T23:30:00Z"))
        #expect(PdnContext.iOS(on: late, timeZone: TimeZone(identifier: "UTC")!).date == "2026-12-01")
        #expect(PdnContext.iOS(on: late, timeZone: TimeZone(identifier: "Europe/Paris")!).date == "2026-12-02")
    }
}
