// The app: settings, the home screen, the tutorial, and the game on screen
// (restored from Application Support on launch).
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class AppModel {
    public let settings: SettingsModel
    public let home: HomeModel
    public let tutorial: TutorialModel
    /// The game being played (also the one "Continue" opens).
    public private(set) var game: GameModel?
    /// A new game waiting for the player to confirm that the one in
    /// progress may go (the view asks).
    public private(set) var pendingNewGame: NewGame?
    /// Why the saved game could not be restored (shown once on the home screen).
    public private(set) var restoreProblem: String?

    /// The rules and players of a game to start.
    public struct NewGame: Equatable, Sendable {
        public let rules: RuleSet
        public let white: Player
        public let black: Player
    }

    public let catalog: CatalogPort
    private let factory: SessionFactory
    private let storage: GameStorage

    public init(
        catalog: CatalogPort = LiveCatalog(),
        factory: SessionFactory = LiveSessionFactory(),
        storage: GameStorage = FileGameStorage.standard(),
        settings: SettingsModel? = nil
    ) {
        let settings = settings ?? SettingsModel()
        self.catalog = catalog
        self.factory = factory
        self.storage = storage
        self.settings = settings
        self.home = HomeModel(catalog: catalog, language: settings.coreLanguage, level: settings.botLevel)
        self.tutorial = TutorialModel(catalog: catalog, language: settings.coreLanguage)
        restore()
    }

    /// Reads the saved game, if any (the core replays it).
    public func restore() {
        guard let data = storage.read() else { return }
        let document = String(decoding: data, as: UTF8.self)
        do {
            let port = try factory.restore(document: document)
            game = makeGame(port, savedDocument: document)
        } catch {
            restoreProblem = GameModel.describe(error)
            storage.remove()
        }
    }

    /// A new game with these rules and the home screen's players. While the
    /// current game is in progress (the core's `inProgress`), nothing starts:
    /// `pendingNewGame` asks first, and `confirmNewGame()` starts it.
    @discardableResult
    public func newGame(rules: RuleSet) -> GameModel? {
        let players = home.players
        let request = NewGame(rules: rules, white: players.white, black: players.black)
        if game?.view?.inProgress == true {
            pendingNewGame = request
            return nil
        }
        return start(request)
    }

    /// The player agreed to drop the game in progress.
    @discardableResult
    public func confirmNewGame() -> GameModel? {
        guard let request = pendingNewGame else { return nil }
        pendingNewGame = nil
        return start(request)
    }

    public func cancelNewGame() {
        pendingNewGame = nil
    }

    private func start(_ request: NewGame) -> GameModel? {
        do {
            let port = try factory.newGame(
                rules: request.rules, white: request.white, black: request.black, language: settings.coreLanguage
            )
            game?.suspend()
            // No saved document of this game yet: its first view is written at once.
            let g = makeGame(port, savedDocument: nil)
            game = g
            return g
        } catch {
            restoreProblem = GameModel.describe(error)
            return nil
        }
    }

    private func makeGame(_ port: SessionPort, savedDocument: String?) -> GameModel {
        GameModel(port: port, storage: storage, savedDocument: savedDocument,
                  language: settings.coreLanguage, autoFlip: settings.autoFlip)
    }

    public func dismissRestoreProblem() {
        restoreProblem = nil
    }

    /// Applies the settings everywhere (language of the core's texts, board turning).
    public func settingsChanged() {
        let lang = settings.coreLanguage
        home.level = settings.botLevel
        home.load(language: lang)
        tutorial.setLanguage(lang)
        if let game {
            game.send(.setAutoFlip(settings.autoFlip))
            game.send(.setLanguage(lang))
        }
    }

    public func makeRulesEditor(from preset: PresetEntry) -> RulesEditorModel {
        RulesEditorModel(catalog: catalog, start: preset.info.rules, language: settings.coreLanguage)
    }
}
