// The home screen: continue the saved game, or set up a new one on one
// screen: the variant (a preset, or custom rules made from one), then the
// mode (two players, or against the bot with a level and a colour), then Start.
import DraughtsCore
import Foundation
import Observation

public enum GameMode: String, CaseIterable, Sendable {
    case twoPlayers, versusBot
}

public enum ColourChoice: String, CaseIterable, Sendable {
    case white, black
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

    private let catalog: CatalogPort

    public init(catalog: CatalogPort, language: Language, level: UInt32) {
        self.catalog = catalog
        self.level = level
        load(language: language)
    }

    public func load(language: Language) {
        presets = catalog.presets(language: language)
        levels = catalog.botLevels(language: language)
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
