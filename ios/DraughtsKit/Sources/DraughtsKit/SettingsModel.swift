// Settings, kept in the core's settings document (settings.json, written
// atomically; the UserDefaults of earlier versions read once). The language
// picks both the app's strings
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

    /// The core's stored value for this choice.
    public var setting: LabelsSetting {
        switch self {
        case .none: .hidden
        case .inside: .inside
        case .outside: .outside
        }
    }
}

public enum Appearance: String, CaseIterable, Sendable {
    case system, light, dark

    /// The core's stored value for this choice.
    public var setting: AppearanceSetting {
        switch self {
        case .system: .system
        case .light: .light
        case .dark: .dark
        }
    }
}

/// The settings' file names: the core's.
public enum SettingsFile {
    public static let name = (try? storedFileName(file: .settings)) ?? "settings.json"
    public static let formerNames = (try? storedFileFormerNames(file: .settings)) ?? []
    /// The UserDefaults keys of earlier versions, read once.
    static let formerBools = ["autoFlip", "takebackAsks", "directTouch", "announceMoves", "sounds", "haptics"]
    static let formerStrings = ["language", "squareLabels", "boardTheme", "pieceSet", "appearance"]
}

/// How the finger moves a piece (lichess's "move pieces by"): either way,
/// only by dragging, or only by two taps. VoiceOver's actions always tap.
public enum MoveInput: String, CaseIterable, Sendable {
    case either, drag, tap

    /// The core's stored value for this choice.
    public var setting: MoveInputSetting {
        switch self {
        case .either: .either
        case .drag: .drag
        case .tap: .tap
        }
    }
}

/// How fast a moving piece slides, hop by hop (a multi-capture jump by
/// jump): the player's own speed, whatever the system's animation settings.
public enum AnimationSpeed: String, CaseIterable, Sendable {
    case off, fast, slow

    /// The core's stored value for this choice.
    public var setting: AnimationSetting {
        switch self {
        case .off: .off
        case .fast: .fast
        case .slow: .slow
        }
    }

    /// Seconds per hop (the same as the Android app's: 160 and 250 ms); 0: no animation.
    public var hop: TimeInterval {
        switch self {
        case .off: 0
        case .fast: 0.16
        case .slow: 0.25
        }
    }
}

/// A choice of the settings screen that stands for one of the core's stored
/// values: `setting` is the one mapping, read back by `init(setting:)`.
protocol StoredChoice: CaseIterable {
    associatedtype Setting: Equatable
    var setting: Setting { get }
}

extension StoredChoice {
    /// The choice standing for the core's `setting`.
    init(setting: Setting) {
        // Every core value has its choice (`setting` covers every case).
        self = Self.allCases.first { $0.setting == setting }!
    }
}

extension SquareLabels: StoredChoice {}
extension Appearance: StoredChoice {}
extension MoveInput: StoredChoice {}
extension AnimationSpeed: StoredChoice {}

@MainActor
@Observable
public final class SettingsModel {
    private let store: DocumentStore
    private let preferredLanguages: [String]
    /// The document as last read or written: the core writes every change
    /// into it, keeping the keys of other versions.
    @ObservationIgnored private var document: String
    /// The values of the settings only the other app has (dynamic colour).
    @ObservationIgnored private var stored: SettingsValues
    /// False while an unreadable document could not be renamed: it is never written over.
    @ObservationIgnored private var writable = true
    /// What to tell the player when the stored settings could not be read
    /// (the core's words), until `dismissNotice()`.
    public private(set) var notice: String?

    public var language: LanguageChoice { didSet { save() } }
    public var squareLabels: SquareLabels { didSet { save() } }
    /// The board theme's id (the core's looks).
    public var boardTheme: String { didSet { save() } }
    /// The piece set's id (the core's looks).
    public var pieceSet: String { didSet { save() } }
    public var appearance: Appearance { didSet { save() } }
    /// How fast the pieces slide.
    public var animation: AnimationSpeed { didSet { save() } }
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
    /// A move made on the board waits for Confirm (passed to every game;
    /// off by default): the core holds it and says what the buttons read.
    public var confirmMoves: Bool { didSet { save() } }
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

    /// The settings stored in `store` (the core's defaults where none
    /// are); when there are none yet, those of `defaults` (earlier
    /// versions) are read once, written as the document and removed.
    public init(
        store: DocumentStore = MemoryDocumentStore(),
        defaults: UserDefaults? = nil,
        preferredLanguages: [String] = Locale.preferredLanguages,
        today: String = PdnContext.iOS().date ?? ""
    ) {
        self.store = store
        self.preferredLanguages = preferredLanguages
        let found = ([SettingsFile.name] + SettingsFile.formerNames).lazy
            .compactMap { name in store.read(name).map { (name, String(decoding: $0, as: UTF8.self)) } }.first
        let former = found == nil ? defaults.flatMap(SettingsModel.formerLines) : nil
        let system = preferredLanguages.lazy.compactMap(Language.forTag).first ?? .en
        let opened = try? openSettings(document: found?.1 ?? former, today: today, language: system)
        let v = opened?.settings ?? SettingsModel.fallback
        document = opened?.document ?? ""
        stored = v
        notice = opened?.notice
        language = v.language.map { .language($0) } ?? .system
        squareLabels = SquareLabels(setting: v.squareLabels)
        boardTheme = v.boardTheme
        pieceSet = v.pieceSet
        appearance = Appearance(setting: v.appearance)
        autoFlip = v.autoFlip
        takebackAsks = v.takebackAsks
        confirmMoves = v.confirmMoves
        directTouch = v.directTouch
        announceMoves = v.announceMoves
        botLevel = v.botLevel
        sounds = v.sound
        haptics = v.haptics
        moveInput = MoveInput(setting: v.moveInput)
        animation = AnimationSpeed(setting: v.animation)
        if let aside = opened?.keepAside {
            writable = found.map { store.rename($0.0, to: aside.aside) } ?? false
        }
        if former != nil, let defaults {
            save()
            // Once the document is written the old keys go: they are read once.
            if store.read(SettingsFile.name) != nil {
                for key in SettingsFile.formerBools + SettingsFile.formerStrings + ["botLevel"] {
                    defaults.removeObject(forKey: key)
                }
            }
        }
    }

    /// The settings of earlier versions in `defaults` as the `key=value`
    /// lines the core reads; nil when there are none.
    static func formerLines(_ defaults: UserDefaults) -> String? {
        var lines = SettingsFile.formerStrings.compactMap { key in defaults.string(forKey: key).map { "\(key)=\($0)" } }
        lines += SettingsFile.formerBools.compactMap { key in
            defaults.object(forKey: key) == nil ? nil : "\(key)=\(defaults.bool(forKey: key))"
        }
        if defaults.object(forKey: "botLevel") != nil {
            lines.append("botLevel=\(defaults.integer(forKey: "botLevel"))")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// Only if the core could not answer at all (it reports its panics).
    private static let fallback = SettingsValues(
        language: nil, appearance: .system, boardTheme: "wood", pieceSet: "relief", squareLabels: .outside,
        animation: .fast, moveInput: .either, sound: true, haptics: true, autoFlip: false, takebackAsks: false, dynamicColour: false,
        directTouch: true, announceMoves: true, botLevel: defaultBotLevel, confirmMoves: false
    )

    public func dismissNotice() {
        notice = nil
    }

    /// The board theme and piece set chosen, named in the app's language.
    public var boardLook: BoardLook? {
        BoardLook(themeId: boardTheme, setId: pieceSet, language: coreLanguage)
    }

    /// What the game screen plays on a move.
    public var feedback: FeedbackSettings {
        FeedbackSettings(sounds: sounds, haptics: haptics)
    }

    /// Writes the document the core returns for these settings (the keys
    /// of other versions kept); the former file goes once it is written.
    private func save() {
        var language: Language?
        if case let .language(l) = self.language { language = l }
        stored = SettingsValues(
            language: language, appearance: appearance.setting, boardTheme: boardTheme, pieceSet: pieceSet,
            squareLabels: squareLabels.setting, animation: animation.setting, moveInput: moveInput.setting, sound: sounds, haptics: haptics,
            autoFlip: autoFlip, takebackAsks: takebackAsks, dynamicColour: stored.dynamicColour,
            directTouch: directTouch, announceMoves: announceMoves, botLevel: botLevel, confirmMoves: confirmMoves
        )
        guard let written = try? writeSettings(settings: stored, document: document) else { return }
        document = written
        guard writable, (try? store.write(Data(written.utf8), name: SettingsFile.name)) != nil else { return }
        for name in SettingsFile.formerNames { store.remove(name) }
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
