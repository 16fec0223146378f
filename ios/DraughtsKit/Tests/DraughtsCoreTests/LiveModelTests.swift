// The game model over the live session and the real core's bot: the search
// runs on the core's thread, its report comes back through the listener, and
// the model announces the bot's move on the main actor. No fakes: the port
// below only watches the listener calls on their way to the model, and can
// hold the search at its first progress report until the test lets it go,
// so a cancellation never races the search (however slow the machine).
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

/// The live port, with every listener wrapped to record where and what the
/// core reports before the model gets it.
final class WatchedSession: SessionPort, @unchecked Sendable {
    let live: LiveSession
    let reports: AsyncStream<Watched>
    private let sink: AsyncStream<Watched>.Continuation
    private let lock = NSLock()
    private var progressSeen = false
    /// Closed: the search thread waits in its progress report until `release`.
    private let gate = DispatchSemaphore(value: 0)
    private var held: Bool

    /// A report and the thread it came on.
    struct Watched: Sendable {
        let report: SearchReport
        let onMainThread: Bool
        let threadName: String
    }

    /// `held`: every search stops at its first progress report until
    /// `release()`, so it cannot finish before the test's input.
    init(_ session: GameHandle, held: Bool = false) {
        live = LiveSession(session: session)
        self.held = held
        (reports, sink) = AsyncStream.makeStream(of: Watched.self)
    }

    var sawProgress: Bool {
        lock.lock()
        defer { lock.unlock() }
        return progressSeen
    }

    /// Opens the gate: a held search goes on (and, cancelled meanwhile,
    /// ends at once), and later ones are not held.
    func release() {
        lock.lock()
        let wasHeld = held
        held = false
        lock.unlock()
        if wasHeld { gate.signal() }
    }

    /// On the search thread: waits while the gate is closed.
    fileprivate func passGate() {
        lock.lock()
        let wait = held
        lock.unlock()
        if wait {
            gate.wait()
            // Let any other waiter through too.
            gate.signal()
        }
    }

    func view() throws -> GameView { try live.view() }
    func send(_ input: GameInput) throws -> GameView { try live.send(input) }
    func save() throws -> String { try live.save() }
    func exportPdn(context: PdnContext) throws -> String { try live.exportPdn(context: context) }
    func pdn(context: PdnContext) throws -> String { try live.pdn(context: context) }
    func rules() throws -> RuleSet { try live.rules() }
    func rematch() throws -> SessionPort { try live.rematch() }
    func cancelSearch() { live.cancelSearch() }

    func syncSearch(wanted: Bool, listener: SearchListener) throws {
        try live.syncSearch(wanted: wanted, listener: Relay(self, listener))
    }

    private final class Relay: SearchListener, @unchecked Sendable {
        let watcher: WatchedSession
        let inner: SearchListener

        init(_ watcher: WatchedSession, _ inner: SearchListener) {
            self.watcher = watcher
            self.inner = inner
        }

        func onProgress(progress: SearchProgress) {
            watcher.lock.lock()
            watcher.progressSeen = true
            watcher.lock.unlock()
            inner.onProgress(progress: progress)
            watcher.passGate()
        }

        func onFinished(report: SearchReport) {
            watcher.sink.yield(Watched(report: report, onMainThread: Thread.isMainThread, threadName: currentThreadName()))
            inner.onFinished(report: report)
        }
    }
}

/// The name the core gave the calling thread.
func currentThreadName() -> String {
    #if os(Linux)
    // Glibc's module leaves out pthread_getname_np (a GNU extension).
    let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
    return comm.trimmingCharacters(in: .whitespacesAndNewlines)
    #else
    var buffer = [CChar](repeating: 0, count: 64)
    _ = pthread_getname_np(pthread_self(), &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #endif
}

/// The next report of `session`'s searches, or nil after `seconds`.
func nextReport(_ session: WatchedSession, seconds: Double = 120) async -> WatchedSession.Watched? {
    await withTaskGroup(of: WatchedSession.Watched?.self) { group in
        group.addTask {
            var it = session.reports.makeAsyncIterator()
            return await it.next()
        }
        group.addTask {
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
            return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
    }
}

/// Waits (yielding to the main actor) until `condition` holds, up to `seconds`.
@MainActor
func eventually(seconds: Double = 30, _ condition: () -> Bool) async -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}

func square(_ rules: RuleSet, _ name: String) throws -> UInt32 {
    try parseSquare(rules: rules, text: name)
}

@Suite("Real core: the game model and the bot's thread")
@MainActor
struct LiveModelTests {
    @Test("the bot's move comes from the core's thread through the listener and is announced on the main actor")
    func botMove() async throws {
        let session = try GameHandle(rules: international, white: .human, black: .bot(level: 1), language: .en)
        let port = WatchedSession(session)
        let storage = MemoryGameStorage()
        let model = GameModel(port: port, storage: storage, language: .en, autoFlip: false)
        model.send(.tap(square: try square(international, "32")))
        model.send(.tap(square: try square(international, "28")))
        #expect(model.view?.currentPly == 1)
        #expect(model.view?.search?.kind == .botMove(level: 1))
        #expect(model.view?.players[1].thinking == true)
        #expect(model.announcement?.text == "32 to 28.")
        let writesAfterMove = storage.writes

        let watched = try #require(await nextReport(port))
        #expect(watched.report.status == .applied)
        #expect(!watched.onMainThread)
        #expect(watched.threadName == "draughts-bot")
        #expect(await eventually { model.view?.currentPly == 2 })
        let view = try #require(model.view)
        let best = try #require(watched.report.best)
        #expect(view.moves.last?.text == best.notation)
        #expect(view.search == nil, "the person's turn: nothing more to search")
        #expect(model.announcement?.text.hasPrefix("The bot plays ") == true, "\(String(describing: model.announcement))")
        #expect(model.announcement?.seq == view.event?.seq)
        if case .some(.moved(_, true, false, _)) = view.event?.kind {} else {
            Issue.record("expected the bot's move event, got \(String(describing: view.event))")
        }
        #expect(model.cue?.seq == view.event?.seq)
        #expect(model.animation?.squares == [best.from] + best.path, "the bot's move slides along its path")
        #expect(storage.writes == writesAfterMove + 1, "the bot's move is saved")
        #expect(try storage.read() == Data(session.save().utf8))
    }

    @Test("two bots: each report syncs the next search, and the game goes on by itself")
    func botsPlayOn() async throws {
        let session = try GameHandle(rules: english, white: .bot(level: 1), black: .bot(level: 1), language: .en)
        let model = GameModel(port: WatchedSession(session), storage: nil, language: .en, autoFlip: false)
        #expect(await eventually(seconds: 120) { (model.view?.currentPly ?? 0) >= 4 })
        model.suspend()
    }

    @Test("undo while level 6 thinks: sync cancels the search, its report says so, and no move is applied")
    func cancelBySync() async throws {
        // Custom rules have no opening book: level 6 really searches.
        let noBook = international.with(repetition: 4)
        let session = try GameHandle(rules: noBook, white: .human, black: .bot(level: 6), language: .en)
        // Held at its first iteration: the search cannot finish before the undo.
        let port = WatchedSession(session, held: true)
        defer { port.release() }
        let model = GameModel(port: port, storage: nil, language: .en, autoFlip: false)
        model.send(.tap(square: try square(noBook, "32")))
        model.send(.tap(square: try square(noBook, "28")))
        #expect(model.view?.search != nil)
        // Let it think: the first finished iteration comes after the search started.
        #expect(await eventually(seconds: 120) { port.sawProgress })
        model.send(.undo)
        #expect(model.view?.search == nil)
        #expect(model.view?.enabled.undo == false)
        port.release()

        let watched = try #require(await nextReport(port))
        #expect(watched.report.status == .cancelled)
        #expect(await eventually { model.view?.board.fen == (try? startPosition(rules: noBook).fen) })
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(try session.view().currentPly == 0, "a cancelled search played a move")
        #expect(model.view?.moves.allSatisfy(\.undone) == true)
        if case .some(.moved) = model.view?.event?.kind {
            Issue.record("no move may be announced after the undo")
        }
    }

    @Test("leaving the screen cancels the search; coming back starts it again and it plays")
    func suspendResume() async throws {
        // Custom rules have no opening book, so the bot's first move is a search.
        let session = try GameHandle(rules: english.with(repetition: 4), white: .human, black: .bot(level: 6), language: .en)
        // Held at its first iteration: the search cannot finish before the suspend.
        let port = WatchedSession(session, held: true)
        defer { port.release() }
        let model = GameModel(port: port, storage: nil, language: .en, autoFlip: false)
        // Black moves first in English draughts: the bot thinks at once.
        #expect(model.view?.search != nil)
        model.suspend()
        port.release()
        let cancelled = try #require(await nextReport(port))
        #expect(cancelled.report.status == .cancelled)
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(model.view?.currentPly == 0)
        model.resume()
        let played = try #require(await nextReport(port))
        #expect(played.report.status == .applied)
        #expect(await eventually { model.view?.currentPly == 1 })
    }

    @Test("the core's refusal of a bad input reaches the model as its message")
    func errorMessage() throws {
        let session = try GameHandle(rules: international, white: .human, black: .human, language: .en)
        let model = GameModel(port: LiveSession(session: session), storage: nil, language: .en, autoFlip: false)
        model.send(.tap(square: 50))
        #expect(model.message?.isEmpty == false)
        #expect(model.view?.currentPly == 0)
        model.send(.replay(plies: 3))
        #expect(model.message?.contains("past the end") == true, "\(String(describing: model.message))")
        model.send(.tap(square: try square(international, "25")))
        #expect(model.message == nil)
        #expect(model.announcement?.text == "Square 25 is empty.")
    }

    @Test("PDN export through the model: the core's tags with the platform's date and site")
    func exportThroughModel() throws {
        let session = try GameHandle(rules: international, white: .human, black: .human, language: .en)
        let model = GameModel(port: LiveSession(session: session), storage: nil, language: .en, autoFlip: false)
        model.send(.tap(square: try square(international, "32")))
        model.send(.tap(square: try square(international, "28")))
        let day = try #require(ISO8601DateFormatter().date(from: "2026-12-01T12:00:00Z"))
        model.exportPdn(context: .iOS(on: day, timeZone: TimeZone(identifier: "UTC")!))
        let pdn = try #require(model.exported?.text)
        #expect(pdn.contains("[Site \"iOS\"]"), "\(pdn)")
        #expect(pdn.contains("[Date \"2026.12.01\"]"), "\(pdn)")
        #expect(model.view?.event?.kind == .exported)
        #expect(model.announcement?.text == model.view?.event?.text)
    }
}
