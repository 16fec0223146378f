// The home screen: the games to continue, "Play the bot" and "Play a
// friend", the variant as a card, and the other screens as cards. The
// new-game form is the core's (`NewGameForm`): each input goes to it and its
// snapshot comes back, holding the variant and its small diagram, the mode,
// the bot's level and colour, the clock (none, a preset, or a custom one the
// core reads, with its refusal), whether Start may be pressed, the game Start
// makes and home's words. This model forwards inputs, keeps the latest
// snapshot and which sheet is open over home.
import DraughtsCore
import Foundation
import Observation

/// The sheet over home.
public enum HomeSheet: Equatable, Sendable {
    /// The new game's settings (level, colour, clock, Start), after a big action.
    case newGame
    /// The variant, from home's card.
    case variant
    /// The variant, from the new-game sheet: Done goes back there.
    case gameVariant
}

@MainActor
@Observable
public final class HomeModel {
    /// The sheet open over home, if any.
    public var sheet: HomeSheet?
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

    /// Home's words (the big actions, the variant card, the cards' lines), in the form's language.
    public var labels: HomeLabels? { form?.labels }

    /// "Play the bot": the form against the bot, and its sheet (level, colour, clock, Start).
    public func playBot() {
        send(.setMode(mode: .vsBot))
        sheet = .newGame
    }

    /// "Play a friend": the form for two people, and its sheet (clock, Start).
    public func playFriend() {
        send(.setMode(mode: .twoPlayers))
        sheet = .newGame
    }

    /// The variant card, or the new-game sheet's variant row: the variant sheet.
    public func showVariants() {
        sheet = sheet == .newGame ? .gameVariant : .variant
    }

    /// Done on the variant sheet: back to where it was opened from.
    public func variantDone() {
        sheet = sheet == .gameVariant ? .newGame : nil
    }

    /// Closes whatever sheet is open.
    public func closeSheet() {
        sheet = nil
    }
}
