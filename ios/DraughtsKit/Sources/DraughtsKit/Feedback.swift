// Sounds and haptics: one cue per move (the core's `.moved` event), a
// different one for a capture, another for the end of the game; each kind
// has its setting. The view plays the cue the model sets (a system sound,
// `sensoryFeedback`).
import DraughtsCore
import Foundation

/// Which feedback the player wants.
public struct FeedbackSettings: Equatable, Sendable {
    public var sounds: Bool
    public var haptics: Bool

    public init(sounds: Bool, haptics: Bool) {
        self.sounds = sounds
        self.haptics = haptics
    }

    public static let all = FeedbackSettings(sounds: true, haptics: true)
    public static let none = FeedbackSettings(sounds: false, haptics: false)
}

/// What a move feels and sounds like.
public enum FeedbackKind: Equatable, Sendable {
    case move
    case capture
    case gameOver

    /// The kind for an event of the core, nil for events that are not a move
    /// or the end of the game.
    public init?(event: EventKind) {
        switch event {
        case let .moved(capture, _, gameOver):
            self = gameOver ? .gameOver : capture ? .capture : .move
        case .gameOver:
            self = .gameOver
        default:
            return nil
        }
    }
}

/// One cue to play (changes once per event).
public struct FeedbackCue: Equatable, Sendable {
    public let seq: UInt64
    public let kind: FeedbackKind
    /// Play a sound (the setting is on).
    public let sound: Bool
    /// Play a haptic (the setting is on).
    public let haptic: Bool

    /// nil when both settings are off.
    public init?(seq: UInt64, kind: FeedbackKind, settings: FeedbackSettings) {
        guard settings.sounds || settings.haptics else { return nil }
        self.seq = seq
        self.kind = kind
        sound = settings.sounds
        haptic = settings.haptics
    }
}
