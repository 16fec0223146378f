// The core's SearchListener. The core calls it on the search thread; the
// closure only hops to the main actor, where the model reads the new view.
import DraughtsCore
import Foundation

public final class BotListener: SearchListener, @unchecked Sendable {
    private let finished: @Sendable (SearchReport) -> Void

    public init(finished: @escaping @Sendable (SearchReport) -> Void) {
        self.finished = finished
    }

    /// Progress is not drawn: the core's status line says the bot is thinking.
    public func onProgress(progress: SearchProgress) {}

    public func onFinished(report: SearchReport) {
        finished(report)
    }
}
