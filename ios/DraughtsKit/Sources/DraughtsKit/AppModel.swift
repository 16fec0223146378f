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
    /// Why the saved game could not be restored (shown once on the home screen).
    public private(set) var restoreProblem: String?

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
        do {
            let port = try factory.restore(document: data, language: settings.coreLanguage)
            game = makeGame(port)
        } catch {
            restoreProblem = GameModel.describe(error)
            storage.remove()
        }
    }

    /// A new game with these rules and the home screen's mode; saved at once.
    @discardableResult
    public func newGame(rules: RuleSet) -> GameModel? {
        game?.suspend()
        let players = home.players
        do {
            let port = try factory.newGame(
                rules: rules, white: players.white, black: players.black, language: settings.coreLanguage
            )
            let g = makeGame(port)
            game = g
            g.persist()
            return g
        } catch {
            restoreProblem = GameModel.describe(error)
            return nil
        }
    }

    private func makeGame(_ port: SessionPort) -> GameModel {
        let g = GameModel(port: port, storage: storage, language: settings.coreLanguage, autoFlip: settings.autoFlip)
        g.hintBudgetMs = settings.hintBudgetMs
        return g
    }

    public func dismissRestoreProblem() {
        restoreProblem = nil
    }

    /// Applies the settings everywhere (language of the core's texts, board
    /// turning, hint time).
    public func settingsChanged() {
        let lang = settings.coreLanguage
        home.level = settings.botLevel
        home.load(language: lang)
        tutorial.setLanguage(lang)
        if let game {
            game.hintBudgetMs = settings.hintBudgetMs
            game.setAutoFlip(settings.autoFlip)
            game.setLanguage(lang)
        }
    }

    public func makeRulesEditor(from preset: PresetEntry) -> RulesEditorModel {
        RulesEditorModel(catalog: catalog, start: preset.info.rules, language: settings.coreLanguage)
    }
}
