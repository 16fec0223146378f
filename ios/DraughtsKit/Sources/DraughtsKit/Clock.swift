// The game clock on screen. The core keeps the time, decides when a flag
// falls and writes every label (`GameView.clock`); the app passes it the
// platform's monotonic milliseconds (`tick`) and runs the timer that
// redraws it. This file holds that platform part: the monotonic time, when
// to wake up next, and each strip's clock as the views draw it.
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

/// When the display timer should wake up next.
public enum ClockTimer {
    /// Milliseconds until the running side's label changes (the core writes
    /// tenths under ten seconds, whole seconds above, rounded down) or its
    /// flag falls, whichever is first; nil when no time runs.
    public static func delay(_ clock: ClockView, now: UInt64) -> UInt64? {
        guard let side = clock.running, let running = clock.sides.first(where: { $0.side == side }) else {
            return nil
        }
        let elapsed = now > clock.nowMs ? now - clock.nowMs : 0
        let delayLeft = running.delayMs ?? 0
        let spent = elapsed > delayLeft ? elapsed - delayLeft : 0
        let waiting = delayLeft > elapsed ? delayLeft - elapsed : 0
        let remaining = running.remainingMs > spent ? running.remainingMs - spent : 0
        let unit: UInt64 = remaining < 10_000 ? 100 : 1000
        var next = waiting + remaining % unit + 1
        if let flag = clock.flagAtMs {
            next = min(next, flag > now ? flag - now : 1)
        }
        return max(next, 1)
    }
}

/// One side's clock in its player strip.
public struct StripClock: Equatable, Sendable {
    public let side: Side
    /// The core's time label (`4:59`, `0:09.7`).
    public let label: String
    /// This side's time runs now (drawn highlighted).
    public let running: Bool
    /// Short of time (the warning colour, and said to VoiceOver).
    public let low: Bool
    /// This side's flag fell.
    public let flagged: Bool
    /// The clock is paused (both strips say so).
    public let paused: Bool
    /// What VoiceOver says after the strip: the core's sentence.
    public let spoken: String

    /// What the strip's clock warns of, most urgent first: the icon it
    /// shows and what VoiceOver says after the time.
    public enum Warning: Equatable, Sendable {
        case none, paused, low, flagged
    }

    public var warning: Warning {
        if flagged { return .flagged }
        if low { return .low }
        return paused ? .paused : .none
    }

    public init?(clock: ClockView?, side: Side) {
        guard let clock, let mine = clock.sides.first(where: { $0.side == side }) else { return nil }
        self.side = side
        label = mine.label
        spoken = mine.spoken
        running = mine.running
        low = mine.low
        flagged = clock.flagged == side
        paused = clock.state == .paused
    }
}
