// The game clock on the iOS side: the core keeps the time and writes the
// labels; the model passes the platform's time before each input, runs the
// display timer only while time runs, pauses when the screen goes away, and
// lays the clocks out in the strips; the home screen offers none, the
// core's presets or a custom clock the core reads.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

/// A monotonic time the tests set by hand.
final class TestMonotonic: @unchecked Sendable {
    private let lock = NSLock()
    private var ms: UInt64 = 1000

    var now: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return ms
    }

    func set(_ value: UInt64) {
        lock.lock()
        ms = value
        lock.unlock()
    }
}

@Suite("Game clock")
@MainActor
struct ClockTests {
    func model(_ view: GameView, time: TestMonotonic = TestMonotonic(), storage: GameStorage? = nil) -> (GameModel, FakeSession) {
        let fake = FakeSession(view)
        let model = GameModel(port: fake, storage: storage, language: .en, autoFlip: false, monotonic: { time.now })
        return (model, fake)
    }

    @Test("the timer sleeps until the core's redraw instant: its wait after the view's time, less the time passed")
    func timerDelay() {
        let time = TestMonotonic()
        let (model, _) = model(Fixture.clocked(Fixture.clock(nowMs: 1000, redrawInMs: 401)), time: time)
        time.set(1000)
        #expect(model.nextClockTick() == 401)
        time.set(1300)
        #expect(model.nextClockTick() == 101, "time passed since the view")
        time.set(1500)
        #expect(model.nextClockTick() == 1, "past the instant: tick at once")
        let (stopped, _) = self.model(Fixture.clocked(Fixture.clock(running: nil, state: .paused)))
        #expect(stopped.nextClockTick() == nil, "no time runs")
    }

    @Test("with a clock the core learns the time before every input; without one, nothing is added")
    func tickBeforeInput() {
        let time = TestMonotonic()
        let (model, fake) = model(Fixture.clocked(Fixture.clock()), time: time)
        time.set(4242)
        let opened = fake.inputs.count
        model.send(.tap(square: 9))
        #expect(Array(fake.inputs.dropFirst(opened)) == [.tick(nowMs: 4242), .tap(square: 9)])
        let (plain, plainFake) = self.model(Fixture.view())
        let plainOpened = plainFake.inputs.count
        plain.send(.tap(square: 9))
        #expect(Array(plainFake.inputs.dropFirst(plainOpened)) == [.tap(square: 9)])
        plain.tickClock()
        #expect(plainFake.inputs.count == plainOpened + 1, "no clock, no tick")
        #expect(plain.nextClockTick() == nil)
    }

    @Test("the display timer ticks and redraws, and does not rewrite the save until the game ends on time")
    func tickRedrawsWithoutSaving() {
        let time = TestMonotonic()
        let storage = MemoryGameStorage()
        let (model, fake) = model(Fixture.clocked(Fixture.clock(black: 20_000)), time: time, storage: storage)
        let writes = storage.writes
        #expect(model.clockRunning)
        #expect(model.nextClockTick() == 100, "the core's wait")
        fake.onTick = { now in
            fake.document = "{\"t\":\(now)}"
            return Fixture.clocked(Fixture.clock(black: 20_000 - (now - 1000), nowMs: now))
        }
        time.set(1500)
        model.tickClock()
        #expect(fake.inputs.last == .tick(nowMs: 1500))
        #expect(model.clocks.top?.label == "0:19", "Black's strip is on top in the fixture")
        #expect(storage.writes == writes, "a tick is not a change of the game")
        let over = ResultView(outcome: .whiteWins, reason: .outOfTime, text: "White wins: Black ran out of time")
        fake.onTick = { now in
            fake.document = "{\"flag\":\(now)}"
            return Fixture.view().with(result: .some(over), clock: Fixture.clock(black: 0, running: nil, state: .flagged(side: .black), nowMs: now))
        }
        time.set(21_001)
        model.tickClock()
        #expect(storage.writes == writes + 1, "the flag ended the game: saved")
        #expect(model.clocks.top?.role == .flagged)
        #expect(model.clocks.bottom?.role != .flagged)
        #expect(!model.clockRunning)
        #expect(model.nextClockTick() == nil)
    }

    @Test("the strips' clocks follow the screen order, with the running side, the low-time warning and a pause")
    func stripClocks() throws {
        let view = Fixture.clocked(Fixture.clock(white: 8_400, black: 95_000, running: .white, low: .white))
        let (model, _) = model(view)
        let top = try #require(model.clocks.top)
        let bottom = try #require(model.clocks.bottom)
        #expect(top.side == .black && bottom.side == .white)
        // Each strip draws the core's role as it is.
        #expect(top.label == "1:35" && top.role == .idle)
        #expect(bottom.label == "0:08.4" && bottom.role == .low)
        let paused = StripClock(clock: Fixture.clock(running: nil, state: .paused), side: .white)
        #expect(paused?.role == .paused)
        #expect(StripClock(clock: nil, side: .white) == nil)
        let (plain, _) = self.model(Fixture.view())
        #expect(plain.clocks.top == nil && plain.clocks.bottom == nil)
    }

    @Test("the bar has Pause while time runs and Resume while paused, each enabled as the core says, and P runs either")
    func pauseAndResume() {
        let time = TestMonotonic()
        let (model, fake) = model(Fixture.clocked(Fixture.clock()), time: time)
        #expect(model.bottomBar?.buttons.map(\.command) == [.undo, .redo, .flip, .pauseClock])
        fake.script = [Fixture.clocked(Fixture.clock(running: nil, state: .paused))]
        time.set(2000)
        model.perform(.pauseClock)
        #expect(fake.inputs.last == .pauseClock(nowMs: 2000))
        #expect(model.bottomBar?.buttons.last == BarItem(command: .resumeClock, enabled: true))
        #expect(!model.clockRunning)
        fake.script = [Fixture.clocked(Fixture.clock(nowMs: 3000))]
        time.set(3000)
        model.perform(.resumeClock)
        #expect(fake.inputs.last == .resumeClock(nowMs: 3000))
        #expect(model.clockRunning)
        // A loaded game whose clock cannot resume yet: Resume is shown, disabled, and does nothing.
        let (stuck, stuckFake) = self.model(Fixture.clocked(Fixture.clock(running: nil, state: .paused, canResume: false)))
        #expect(stuck.bottomBar?.buttons.last == BarItem(command: .resumeClock, enabled: false))
        let opened = stuckFake.inputs.count
        stuck.perform(.resumeClock)
        #expect(stuckFake.inputs.count == opened)
        #expect(GameShortcut.of(.pauseClock) == .clock && GameShortcut.of(.resumeClock) == .clock)
        #expect(GameShortcut.clock.display == "P")
        #expect(GameShortcut.of(.offerDraw) == nil)
    }

    @Test("leaving the screen pauses a running clock (and saves); a clock that cannot pause is left alone")
    func suspendPauses() {
        let time = TestMonotonic()
        let storage = MemoryGameStorage()
        let (model, fake) = model(Fixture.clocked(Fixture.clock()), time: time, storage: storage)
        fake.document = "{\"paused\":1}"
        fake.script = [Fixture.clocked(Fixture.clock(running: nil, state: .paused))]
        time.set(7000)
        model.suspend()
        #expect(fake.inputs.contains(.pauseClock(nowMs: 7000)))
        #expect(storage.read() == Data("{\"paused\":1}".utf8))
        #expect(fake.cancels == 1)
        let before = fake.inputs.count
        model.suspend()
        #expect(fake.inputs.count == before, "already paused: the core has nothing to pause")
        let (plain, plainFake) = self.model(Fixture.view())
        let plainOpened = plainFake.inputs.count
        plain.pauseClock()
        #expect(plainFake.inputs.count == plainOpened)
    }

    @Test("home: no clock, a preset of the core, or a custom one the core reads; an unreadable one shows why and blocks Start")
    func homeClockChoice() throws {
        let factory = FakeFactory()
        let settings = SettingsModel(defaults: UserDefaults(suiteName: "draughts-tests-\(UUID().uuidString)")!, preferredLanguages: ["en"])
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: MemoryGameStorage(), settings: settings)
        let home = app.home
        let form = try #require(home.form)
        #expect(form.clockPresets.map(\.id).prefix(2) == ["5", "3+2"])
        #expect(form.clock == .noClock && home.start?.clock == nil && home.canStart)
        home.send(.setClock(pick: .preset(index: 1)))
        #expect(home.start?.clock == form.clockPresets[1].setting)
        home.send(.setClock(pick: .custom))
        home.send(.setCustomClock(text: "3+x"))
        #expect(home.form?.customClock?.refusal?.hasPrefix("increment") == true, "the core's refusal, shown under the field")
        #expect(!home.canStart && home.start == nil)
        #expect(app.startChosenGame() == nil)
        #expect(factory.made.isEmpty)
        home.send(.setCustomClock(text: "10+5"))
        #expect(home.form?.customClock?.refusal == nil && home.canStart)
        let clock = try #require(home.start?.clock)
        _ = try #require(app.startChosenGame())
        let session = try #require(factory.made.first?.session)
        #expect(session.inputs.first == .setClock(setting: clock))
        #expect(clock.white.baseMs == 600_000 && clock.white.extraMs == 5000)
        home.send(.setClock(pick: .noClock))
        #expect(home.form?.customClock == nil, "the custom text does not matter when it is not chosen")
        #expect(home.canStart)
    }
}
