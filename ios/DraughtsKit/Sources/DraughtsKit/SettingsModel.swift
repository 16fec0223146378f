// Settings, kept in UserDefaults. The language picks both the app's strings
// (String Catalog) and the core's texts (spoken moves, results, pages).
// Also: square labels, appearance, board turning, VoiceOver options, the
// default bot level, sounds and haptics.
import DraughtsCore
import Foundation
import Observation

public enum LanguageChoice: String, CaseIterable, Sendable {
    case system, english, french
}

/// The square labels: hidden; the variant's own notation (numbers in a
/// corner of each dark square, or coordinates along the edges where the
/// variant names squares a1–h8); or coordinates along the edges always.
public enum SquareLabels: String, CaseIterable, Sendable {
    case none, numbers, coordinates
}

public enum Appearance: String, CaseIterable, Sendable {
    case system, light, dark
}

@MainActor
@Observable
public final class SettingsModel {
    private let defaults: UserDefaults
    private let preferredLanguages: [String]

    public var language: LanguageChoice { didSet { save() } }
    public var squareLabels: SquareLabels { didSet { save() } }
    public var appearance: Appearance { didSet { save() } }
    /// Pass-and-play: turn the board toward the player to move.
    public var autoFlip: Bool { didSet { save() } }
    /// VoiceOver: squares are direct-touch areas (touching one reads it and
    /// taps it).
    public var directTouch: Bool { didSet { save() } }
    /// Announce moves with VoiceOver.
    public var announceMoves: Bool { didSet { save() } }
    /// Bot level used by "vs bot" on the home screen (1...6).
    public var botLevel: UInt32 { didSet { save() } }
    /// A sound on each move (another on a capture).
    public var sounds: Bool { didSet { save() } }
    /// A haptic tick on each move (a stronger one on a capture).
    public var haptics: Bool { didSet { save() } }

    public init(defaults: UserDefaults = .standard, preferredLanguages: [String] = Locale.preferredLanguages) {
        self.defaults = defaults
        self.preferredLanguages = preferredLanguages
        language = LanguageChoice(rawValue: defaults.string(forKey: "language") ?? "") ?? .system
        squareLabels = SquareLabels(rawValue: defaults.string(forKey: "squareLabels") ?? "") ?? .numbers
        appearance = Appearance(rawValue: defaults.string(forKey: "appearance") ?? "") ?? .system
        autoFlip = defaults.object(forKey: "autoFlip") as? Bool ?? true
        directTouch = defaults.object(forKey: "directTouch") as? Bool ?? true
        announceMoves = defaults.object(forKey: "announceMoves") as? Bool ?? true
        let level = defaults.integer(forKey: "botLevel")
        botLevel = (1...6).contains(level) ? UInt32(level) : 3
        sounds = defaults.object(forKey: "sounds") as? Bool ?? true
        haptics = defaults.object(forKey: "haptics") as? Bool ?? true
    }

    /// What the game screen plays on a move.
    public var feedback: FeedbackSettings {
        FeedbackSettings(sounds: sounds, haptics: haptics)
    }

    private func save() {
        defaults.set(language.rawValue, forKey: "language")
        defaults.set(squareLabels.rawValue, forKey: "squareLabels")
        defaults.set(appearance.rawValue, forKey: "appearance")
        defaults.set(autoFlip, forKey: "autoFlip")
        defaults.set(directTouch, forKey: "directTouch")
        defaults.set(announceMoves, forKey: "announceMoves")
        defaults.set(Int(botLevel), forKey: "botLevel")
        defaults.set(sounds, forKey: "sounds")
        defaults.set(haptics, forKey: "haptics")
    }

    /// The core's language: French if chosen (or the system's first language
    /// is French), English otherwise.
    public var coreLanguage: Language {
        switch language {
        case .english: return .en
        case .french: return .fr
        case .system: return preferredLanguages.first?.hasPrefix("fr") == true ? .fr : .en
        }
    }

    /// The locale for SwiftUI's string lookups.
    public var localeIdentifier: String? {
        switch language {
        case .system: return nil
        case .english: return "en"
        case .french: return "fr"
        }
    }
}
