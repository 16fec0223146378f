// Sounds and haptics: the core names the sound of each event (move, capture,
// crowning, end of game: `Event.sound`); sounds and haptics each have their
// setting. The view plays the cue the model sets (the app's own sounds,
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
    case crowning
    case gameOver

    /// The core's sound cue of an event, nil for an event that makes none.
    /// The core decides (a crowning capture sounds as a crowning); this
    /// only names it for the view.
    public init?(cue: SoundCue?) {
        switch cue {
        case .move?: self = .move
        case .capture?: self = .capture
        case .crowning?: self = .crowning
        case .gameEnd?: self = .gameOver
        case nil: return nil
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
