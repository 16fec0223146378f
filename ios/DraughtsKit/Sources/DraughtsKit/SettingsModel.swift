// Settings, kept in UserDefaults. The language picks both the app's strings
// (String Catalog) and the core's texts (spoken moves, results, pages).
// Also: square labels, appearance, board turning, VoiceOver options, the
// default bot level, sounds and haptics.
import DraughtsCore
import Foundation
import Observation

/// The languages the app speaks, each with its tag and its name in itself,
/// as the core lists them: exactly the languages whose sentences the core
/// can write. The String Catalog holds the app's own words in each.
private let coreLanguages: [(language: Language, tag: String, name: String)] =
    ((try? languages()) ?? []).map { ($0.language, $0.tag, $0.nativeName) }

/// The languages the settings list, in the core's order.
public let appLanguages: [Language] = coreLanguages.map(\.language)

extension Language {
    /// The BCP 47 tag: the String Catalog's language, the locale of SwiftUI's lookups.
    public var tag: String { coreLanguages.first { $0.language == self }?.tag ?? "en" }

    /// The language's name in itself ("Français"), the same in every language.
    public var nativeName: String { coreLanguages.first { $0.language == self }?.name ?? tag }

    /// The app's language for a locale tag (`fr-CA`, `pt_BR`), as the core
    /// reads it, or nil when the app does not speak it.
    public static func forTag(_ tag: String) -> Language? {
        (try? languageForTag(tag: tag)) ?? nil
    }
}

/// The language setting: the system's, or one of the app's languages.
/// Stored as `system` or the language's tag.
public enum LanguageChoice: Hashable, Sendable {
    case system
    case language(Language)

    /// Every choice, in the settings' order.
    public static var allCases: [LanguageChoice] { [.system] + appLanguages.map { .language($0) } }

    var stored: String {
        switch self {
        case .system: return "system"
        case let .language(l): return l.tag
        }
    }

    /// A stored choice; the names of earlier versions (`english`, `french`)
    /// still read, anything unknown is the system's.
    init(stored: String?) {
        let earlier = ["english": "en", "french": "fr"]
        let tag = stored.map { earlier[$0] ?? $0 } ?? "system"
        self = appLanguages.first { $0.tag == tag }.map { .language($0) } ?? .system
    }
}

/// Where the squares' names are written: nowhere; inside the squares (a
/// number in each playing square, or files and ranks in the edge squares
/// where the variant names squares a1–h8); or outside the board, on its
/// frame along two edges, as lidraughts does (the default).
public enum SquareLabels: String, CaseIterable, Sendable {
    case none, inside, outside

    /// A stored value, including the names of earlier versions.
    public init?(stored: String) {
        switch stored {
        case "numbers": self = .inside
        case "coordinates": self = .outside
        default: self.init(rawValue: stored)
        }
    }
}

public enum Appearance: String, CaseIterable, Sendable {
    case system, light, dark
}

/// How the finger moves a piece (lichess's "move pieces by"): either way,
/// only by dragging, or only by two taps. VoiceOver's actions always tap.
public enum MoveInput: String, CaseIterable, Sendable {
    case either, drag, tap
}

@MainActor
@Observable
public final class SettingsModel {
    private let defaults: UserDefaults
    private let preferredLanguages: [String]

    public var language: LanguageChoice { didSet { save() } }
    public var squareLabels: SquareLabels { didSet { save() } }
    /// The board theme's id (the core's looks).
    public var boardTheme: String { didSet { save() } }
    /// The piece set's id (the core's looks).
    public var pieceSet: String { didSet { save() } }
    public var appearance: Appearance { didSet { save() } }
    /// Pass-and-play: turn the board toward the player to move.
    public var autoFlip: Bool { didSet { save() } }
    /// VoiceOver: squares are direct-touch areas (touching one reads it and
    /// taps it).
    public var directTouch: Bool { didSet { save() } }
    /// Announce moves with VoiceOver.
    public var announceMoves: Bool { didSet { save() } }
    /// Between two people, undo asks the other player first (passed to
    /// every game; off by default).
    public var takebackAsks: Bool { didSet { save() } }
    /// Bot level used by "vs bot" on the home screen (1...6).
    public var botLevel: UInt32 { didSet { save() } }
    /// The level until the player picks one: the core's (`defaultLevel`),
    /// the same as the terminal's and Android's.
    public static var defaultBotLevel: UInt32 { (try? defaultLevel()) ?? 3 }
    /// A sound on each move (another on a capture).
    public var sounds: Bool { didSet { save() } }
    /// A haptic tick on each move (a stronger one on a capture).
    public var haptics: Bool { didSet { save() } }
    /// Two taps, a drag, or either (the default).
    public var moveInput: MoveInput { didSet { save() } }

    public init(defaults: UserDefaults = .standard, preferredLanguages: [String] = Locale.preferredLanguages) {
        self.defaults = defaults
        self.preferredLanguages = preferredLanguages
        language = LanguageChoice(stored: defaults.string(forKey: "language"))
        squareLabels = SquareLabels(stored: defaults.string(forKey: "squareLabels") ?? "") ?? .outside
        boardTheme = defaults.string(forKey: "boardTheme") ?? "wood"
        pieceSet = defaults.string(forKey: "pieceSet") ?? "relief"
        appearance = Appearance(rawValue: defaults.string(forKey: "appearance") ?? "") ?? .system
        autoFlip = defaults.object(forKey: "autoFlip") as? Bool ?? true
        takebackAsks = defaults.object(forKey: "takebackAsks") as? Bool ?? false
        directTouch = defaults.object(forKey: "directTouch") as? Bool ?? true
        announceMoves = defaults.object(forKey: "announceMoves") as? Bool ?? true
        let level = defaults.integer(forKey: "botLevel")
        botLevel = (1...6).contains(level) ? UInt32(level) : Self.defaultBotLevel
        sounds = defaults.object(forKey: "sounds") as? Bool ?? true
        haptics = defaults.object(forKey: "haptics") as? Bool ?? true
        moveInput = MoveInput(rawValue: defaults.string(forKey: "moveInput") ?? "") ?? .either
    }

    /// The board theme and piece set chosen, named in the app's language.
    public var boardLook: BoardLook? {
        BoardLook(themeId: boardTheme, setId: pieceSet, language: coreLanguage)
    }

    /// What the game screen plays on a move.
    public var feedback: FeedbackSettings {
        FeedbackSettings(sounds: sounds, haptics: haptics)
    }

    private func save() {
        defaults.set(language.stored, forKey: "language")
        defaults.set(squareLabels.rawValue, forKey: "squareLabels")
        defaults.set(boardTheme, forKey: "boardTheme")
        defaults.set(pieceSet, forKey: "pieceSet")
        defaults.set(appearance.rawValue, forKey: "appearance")
        defaults.set(autoFlip, forKey: "autoFlip")
        defaults.set(takebackAsks, forKey: "takebackAsks")
        defaults.set(directTouch, forKey: "directTouch")
        defaults.set(announceMoves, forKey: "announceMoves")
        defaults.set(Int(botLevel), forKey: "botLevel")
        defaults.set(sounds, forKey: "sounds")
        defaults.set(haptics, forKey: "haptics")
        defaults.set(moveInput.rawValue, forKey: "moveInput")
    }

    /// The core's language: the chosen one, or the first of the system's
    /// preferred languages the app speaks (as iOS picks a bundle's
    /// localization), English when it speaks none of them.
    public var coreLanguage: Language {
        switch language {
        case let .language(l): return l
        case .system: return preferredLanguages.lazy.compactMap(Language.forTag).first ?? .en
        }
    }

    /// The locale for SwiftUI's string lookups: the chosen language's, or
    /// nil for the system's (whose preferred languages pick the same one).
    public var localeIdentifier: String? {
        switch language {
        case .system: return nil
        case let .language(l): return l.tag
        }
    }
}
