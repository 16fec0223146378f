// The game screen's model. The core decides everything the screen shows
// (GameView); this forwards inputs, keeps the latest view, announces each
// event once, runs the search the view asks for, and saves on change.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class GameModel {
    /// What the screen draws: the core's latest snapshot.
    public private(set) var view: GameView?
    /// Why the last call failed (the core's sentence), until the next one succeeds.
    public private(set) var message: String?
    /// The core's sentence to post to VoiceOver; the view posts it and calls `announced()`.
    public private(set) var announcement: Announcement?
    /// The last move, for haptics (changes once per move).
    public private(set) var haptic: Haptic?
    /// The PDN text to share, after `exportPdn()`; cleared by `exportDismissed()`.
    public private(set) var exported: ExportedPdn?
    public let rules: RuleSet

    public struct Announcement: Equatable, Sendable {
        public let seq: UInt64
        public let text: String
    }

    public struct Haptic: Equatable, Sendable {
        public let seq: UInt64
        public let capture: Bool
        public let gameOver: Bool
    }

    public struct ExportedPdn: Identifiable, Equatable, Sendable {
        public let id: UInt64
        public let text: String
    }

    private let port: SessionPort
    private let storage: GameStorage?
    @ObservationIgnored private var seenSeq: UInt64?
    @ObservationIgnored private var savedDocument: String?
    @ObservationIgnored private var exports: UInt64 = 0
    /// Off while the screen is away: no search runs, reports are ignored.
    @ObservationIgnored private var active = true
    @ObservationIgnored private lazy var listener = BotListener { [weak self] report in
        Task { @MainActor in self?.searchFinished(report) }
    }

    /// `savedDocument` is what `storage` holds now (nil: nothing of this
    /// game), so an unchanged game is not written again.
    public init(port: SessionPort, storage: GameStorage?, savedDocument: String? = nil,
                language: Language, autoFlip: Bool) {
        self.port = port
        self.storage = storage
        self.savedDocument = savedDocument
        self.rules = port.rules()
        // What happened before this screen opened is not news.
        seenSeq = (try? port.view())?.events.last?.seq
        send(.setLanguage(language))
        send(.setAutoFlip(autoFlip))
    }

    /// Forwards one input to the core and shows what it answers.
    public func send(_ input: GameInput) {
        update { try port.send(input) }
    }

    /// Reads the view again (after a search ended, or coming back to the screen).
    public func refresh() {
        update { try port.view() }
    }

    /// The game as PDN for the share sheet; the core writes every tag and
    /// announces the export.
    public func exportPdn(context: PdnContext = .iOS()) {
        do {
            let text = try port.exportPdn(context: context)
            exports += 1
            exported = ExportedPdn(id: exports, text: text)
            refresh()
        } catch {
            message = Self.describe(error)
        }
    }

    public func exportDismissed() {
        exported = nil
    }

    public func announced() {
        announcement = nil
    }

    /// The screen goes away: stop the search (the core keeps wanting it).
    public func suspend() {
        active = false
        port.cancelSearch()
    }

    /// The screen is back: the search the view wants starts again.
    public func resume() {
        active = true
        refresh()
    }

    private func update(sync: Bool = true, _ call: () throws -> GameView) {
        do {
            let v = try call()
            message = nil
            show(v, sync: sync)
        } catch {
            message = Self.describe(error)
        }
    }

    private func show(_ v: GameView, sync: Bool) {
        view = v
        // Every event not announced yet: the bot's move and a tap can both
        // land between two reads of the view.
        let fresh = v.events.filter { $0.seq > (seenSeq ?? 0) }
        if let last = fresh.last {
            seenSeq = last.seq
            let text = fresh.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
            if !text.isEmpty {
                announcement = Announcement(seq: last.seq, text: text)
            }
            for event in fresh {
                if case let .moved(capture, _, gameOver) = event.kind {
                    haptic = Haptic(seq: event.seq, capture: capture, gameOver: gameOver)
                }
            }
        }
        save()
        guard sync, active else { return }
        do {
            try port.syncSearch(wanted: v.search != nil, listener: listener)
        } catch {
            message = Self.describe(error)
        }
    }

    /// On the main actor, after the core reported a search (applied or not):
    /// the view shows the bot's move, and the next search starts (two bots).
    func searchFinished(_ report: SearchReport) {
        guard active else { return }
        guard case let .failed(reason) = report.status else {
            refresh()
            return
        }
        // Not synced at once: the same search would fail again.
        update(sync: false) { try port.view() }
        message = reason
    }

    private func save() {
        guard let storage else { return }
        let document = port.save()
        guard document != savedDocument else { return }
        do {
            try storage.write(Data(document.utf8))
            savedDocument = document
        } catch {
            message = Self.describe(error)
        }
    }

    /// The core's sentence for an FFI error, or the system's description.
    nonisolated static func describe(_ error: Error) -> String {
        (error as? DraughtsError)?.message ?? error.localizedDescription
    }
}
