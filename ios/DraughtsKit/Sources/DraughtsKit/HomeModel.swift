// The home screen: continue the saved game, or set up a new one (a preset or
// custom rules, two players or against the bot with a level and a colour).
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
    public var level: UInt32 = 3

    private let catalog: CatalogPort

    public init(catalog: CatalogPort, language: Language, level: UInt32) {
        self.catalog = catalog
        self.level = level
        load(language: language)
    }

    public func load(language: Language) {
        presets = catalog.presets(language: language)
        levels = catalog.botLevels(language: language)
    }

    /// The players for the chosen mode: a person on the chosen colour and the
    /// bot on the other, or two people.
    public var players: (white: Player, black: Player) {
        switch mode {
        case .twoPlayers:
            return (.human, .human)
        case .versusBot:
            let bot = Player.bot(level: level)
            return colour == .white ? (.human, bot) : (bot, .human)
        }
    }
}
