// The game clock on screen. The core keeps the time, decides when a flag
// falls, writes every label and says when to draw it again (`GameView.clock`);
// the app passes it the platform's monotonic milliseconds (`tick`) and runs
// the timer. This file holds that platform part: the monotonic time and
// each strip's clock as the views draw it.
import DraughtsCore
import Foundation

/// Milliseconds on a clock that never jumps (ContinuousClock), counted
/// from the first reading in this process. The core only compares
/// instants it was given; a saved clock comes back paused, so a new origin
/// after a restart is harmless.
public enum MonotonicTime {
    private static let origin = ContinuousClock.now

    public static func nowMs() -> UInt64 {
        let d = origin.duration(to: .now).components
        return UInt64(max(0, d.seconds)) * 1000 + UInt64(max(0, d.attoseconds) / 1_000_000_000_000_000)
    }
}

/// One side's clock in its player strip: the core's label, role and words.
public struct StripClock: Equatable, Sendable {
    public let side: Side
    /// The core's time label (`4:59`, `0:09.7`).
    public let label: String
    /// How it is drawn (the core's one role: flagged, low, paused, running
    /// or idle); the view maps it to colours and an icon.
    public let role: ClockRole
    /// What VoiceOver says after the strip: the core's sentence.
    public let spoken: String

    public init?(clock: ClockView?, side: Side) {
        guard let clock, let mine = clock.sides.first(where: { $0.side == side }) else { return nil }
        self.side = side
        label = mine.label
        spoken = mine.spoken
        role = mine.role
    }
}
