// The home screen: continue the saved game, or set up a new one on one
// screen: the variant (a preset, or custom rules made from one), then the
// mode (two players, or against the bot with a level and a colour), the
// clock (none, one of the core's presets, or a custom one the core reads),
// then Start.
import DraughtsCore
import Foundation
import Observation

public enum GameMode: String, CaseIterable, Sendable {
    case twoPlayers, versusBot
}

public enum ColourChoice: String, CaseIterable, Sendable {
    case white, black
}

/// The clock of the next game: none, a preset of the core (by its id,
/// `3+2`), or the custom text.
public enum ClockChoice: Hashable, Sendable {
    case none
    case preset(String)
    case custom
}

@MainActor
@Observable
public final class HomeModel {
    public private(set) var presets: [PresetEntry] = []
    public private(set) var levels: [BotLevel] = []
    public var mode: GameMode = .versusBot
    public var colour: ColourChoice = .white
    public var level: UInt32 = SettingsModel.defaultBotLevel
    /// The variant chosen for the next game (a preset's id).
    public var variantID: String?
    /// The core's clock presets, fastest first.
    public private(set) var clockPresets: [ClockPreset] = []
    public var clockChoice: ClockChoice = .none
    /// The custom clock as typed (`BASE+INC`), read by the core.
    public var customClock = ""

    private let catalog: CatalogPort
    /// The language of the core's words here (the clock's refusal).
    private var language: Language

    public init(catalog: CatalogPort, language: Language, level: UInt32) {
        self.catalog = catalog
        self.level = level
        self.language = language
        load(language: language)
    }

    public func load(language: Language) {
        self.language = language
        presets = catalog.presets(language: language)
        levels = catalog.botLevels(language: language)
        clockPresets = catalog.clockPresets()
        if selectedPreset == nil {
            variantID = presets.first?.id
        }
    }

    /// The chosen variant (the first preset until one is chosen).
    public var selectedPreset: PresetEntry? {
        presets.first { $0.id == variantID }
    }

    /// The level chosen, as the core names it ("Club player").
    public var selectedLevel: BotLevel? {
        levels.first { $0.number == level }
    }

    /// The rules Start plays: the chosen preset's.
    public var rules: RuleSet? {
        selectedPreset?.info.rules
    }

    /// The clock Start gives the game (nil: none, or a custom text the core
    /// cannot read).
    public var clockSetting: ClockSetting? {
        switch clockChoice {
        case .none: return nil
        case let .preset(id): return clockPresets.first { $0.id == id }?.setting
        case .custom: return try? catalog.parseClock(customClock, language: language)
        }
    }

    /// Why the custom clock cannot be read (the core's reason, shown next to
    /// the field); nil when it can or another choice is made.
    public var clockProblem: String? {
        guard clockChoice == .custom else { return nil }
        do {
            _ = try catalog.parseClock(customClock, language: language)
            return nil
        } catch {
            return GameModel.describe(error)
        }
    }

    /// Start is possible: a variant is chosen and the clock can be read.
    public var canStart: Bool {
        selectedPreset != nil && clockProblem == nil
    }

    /// The players for the chosen mode, as the core sets them
    /// (`newGamePlayers`): a person on the chosen colour and the bot on the
    /// other, or two people.
    public var players: (white: Player, black: Player) {
        let game = DraughtsCore.NewGame(
            mode: mode == .twoPlayers ? .twoPlayers : .vsBot,
            side: colour == .white ? .white : .black,
            level: level
        )
        guard let p = try? newGamePlayers(game: game) else { return (.human, .human) }
        return (p.white, p.black)
    }
}
