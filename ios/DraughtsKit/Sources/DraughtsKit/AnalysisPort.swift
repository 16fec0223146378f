// The analysis board's port: the core's AnalysisHandle, its snapshot after
// every input, and its two kinds of search (the engine's lines, the
// review's positions) run on worker threads, as the bot's are. Which
// request wins is the core's: a new lines request stops the last one, and
// a review answer the analysis no longer wants is refused when it comes back.
import DraughtsCore
import Foundation

public protocol AnalysisPort: AnyObject, Sendable {
    func view() throws -> AnalysisView
    func send(_ input: AnalysisInput) throws -> AnalysisView
    /// Asks now for the engine's lines on the node on screen (the core
    /// stops its last request) and searches them on a worker; `updated` is
    /// called there after each deepening (the core has kept the lines for
    /// its next snapshot) and once more when the search ends.
    func searchLines(updated: @escaping @Sendable () -> Void) throws
    /// Stops the lines search under way (the screen went away).
    func stopLines()
    /// Takes the search the snapshot wants (`wantsSearch`: the review's next
    /// position or, once it is complete, the proof of a puzzle among its
    /// mistakes; false: none), runs it on a worker and hands the answer
    /// back; `finished` is called there with nil, or the core's sentence if
    /// the search failed.
    func runSearchJob(finished: @escaping @Sendable (String?) -> Void) throws -> Bool
    /// The player's puzzle record with the proved puzzles added (nil: no core to ask).
    func addPersonalPuzzles(record: Data, game: String, today: String) throws -> AddedPuzzles?
}

extension AnalysisPort {
    public func addPersonalPuzzles(record: Data, game: String, today: String) throws -> AddedPuzzles? { nil }
}

/// The core's AnalysisHandle with a serial worker queue for each kind of
/// search: at most one lines search and one review search run at once.
public final class LiveAnalysis: AnalysisPort, @unchecked Sendable {
    public let handle: AnalysisHandle
    private let lock = NSLock()
    private var lines: LinesJobHandle?
    private let linesQueue = DispatchQueue(label: "draughts.analysis.lines", qos: .userInitiated)
    private let reviewQueue = DispatchQueue(label: "draughts.analysis.review", qos: .utility)

    public init(handle: AnalysisHandle) {
        self.handle = handle
    }

    /// Game `index` of a PDN text, its moves the main line.
    public static func pdn(_ text: String, index: UInt32 = 0, language: Language) throws -> LiveAnalysis {
        LiveAnalysis(handle: try AnalysisHandle.fromPdn(text: text, index: index, language: language))
    }

    /// The start position of these rules (the position editor's, analysed).
    public static func start(rules: RuleSet, language: Language) throws -> LiveAnalysis {
        let editor = try PositionEditorHandle(rules: rules, language: language)
        _ = try editor.send(input: .startPosition)
        return LiveAnalysis(handle: try editor.analyse())
    }

    public func view() throws -> AnalysisView { try handle.view() }
    public func send(_ input: AnalysisInput) throws -> AnalysisView { try handle.send(input: input) }

    public func searchLines(updated: @escaping @Sendable () -> Void) throws {
        let job = try handle.linesJob()
        lock.lock()
        lines = job
        lock.unlock()
        let listener = AnalysisLinesListener(updated: updated)
        linesQueue.async {
            // A failure is the core's panic: the lines stay as they were.
            _ = try? job.run(listener: listener)
            updated()
        }
    }

    public func stopLines() {
        lock.lock()
        let job = lines
        lines = nil
        lock.unlock()
        try? job?.cancel()
    }

    public func runSearchJob(finished: @escaping @Sendable (String?) -> Void) throws -> Bool {
        let handle = self.handle
        // The core wants one kind at a time: a review position, or a proof.
        let search: @Sendable () throws -> Void
        if let job = try handle.reviewJob() {
            search = { try job.run(); _ = try handle.applyReview(job: job) }
        } else if let job = try handle.proofJob() {
            search = { try job.run(); _ = try handle.applyProof(job: job) }
        } else {
            return false
        }
        reviewQueue.async {
            do {
                // A stale answer (a cancel or a new review came meanwhile)
                // is refused by the core, which keeps what it has.
                try search()
                finished(nil)
            } catch {
                finished(GameModel.describe(error))
            }
        }
        return true
    }
}

/// The core's LinesListener: called on the search thread; the closure
/// only hops to the main actor, where the model reads the new snapshot.
public final class AnalysisLinesListener: LinesListener, @unchecked Sendable {
    private let updated: @Sendable () -> Void

    public init(updated: @escaping @Sendable () -> Void) {
        self.updated = updated
    }

    public func onLines(node: UInt64, lines: [EngineLineView]) {
        updated()
    }
}
