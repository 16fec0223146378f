// Bridges the core's search callbacks (called on the search thread) to the
// main actor. The closures only hop; the models handle the results.
import DraughtsCore
import Foundation

public final class BotListener: SearchListener, @unchecked Sendable {
    private let progress: @Sendable (SearchProgress) -> Void
    private let finished: @Sendable (SearchReport) -> Void

    public init(
        progress: @escaping @Sendable (SearchProgress) -> Void,
        finished: @escaping @Sendable (SearchReport) -> Void
    ) {
        self.progress = progress
        self.finished = finished
    }

    public func onProgress(progress: SearchProgress) {
        self.progress(progress)
    }

    public func onFinished(report: SearchReport) {
        finished(report)
    }
}
