// The home screen: continue the saved game, or set up a new one on one
// screen. The new-game form is the core's (`NewGameForm`): each input goes
// to it and its snapshot comes back, holding the variant, the mode, the
// bot's level and colour, the clock (none, a preset, or a custom one the
// core reads, with its refusal), whether Start may be pressed and the game
// Start makes. This model forwards inputs and keeps the latest snapshot.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class HomeModel {
    /// The presets, for the rules editor that starts from one.
    public private(set) var presets: [PresetEntry] = []
    /// The bot's levels, for the settings.
    public private(set) var levels: [BotLevel] = []
    /// The core's new-game form as it last answered (nil only if the core
    /// could not open it).
    public private(set) var form: NewGameView?
    /// Why the core refused the last input (an input it never offered).
    public private(set) var problem: String?

    private let catalog: CatalogPort
    private let port: NewGameFormPort?

    public init(catalog: CatalogPort, language: Language, level: UInt32) {
        self.catalog = catalog
        // The game the form opens on is the core's, at the player's level.
        let start = try? DraughtsCore.defaultNewGame(level: level)
        port = start.flatMap { try? catalog.newGameForm(game: $0, language: language) }
        form = try? port?.view()
        load(language: language)
    }

    /// The catalogue's lists in `language`, and the form's words.
    public func load(language: Language) {
        presets = catalog.presets(language: language)
        levels = catalog.botLevels(language: language)
        send(.setLanguage(language: language))
    }

    /// One input to the core's form; its new snapshot replaces the last.
    public func send(_ input: NewGameInput) {
        guard let port else { return }
        do {
            form = try port.send(input)
            problem = nil
        } catch {
            problem = GameModel.describe(error)
        }
    }

    /// The game Start makes; nil while Start is disabled.
    public var start: GameStart? { form?.start }

    /// Start may be pressed (the core's `canStart`).
    public var canStart: Bool { form?.canStart ?? false }
}
