// The app: settings, the home screen, the tutorial, and the game. On launch
// the saved game is only read (the core's `savedGameView`) for the home
// screen's "Continue" card; it is opened when the player continues it, so a
// bot never thinks behind the home screen.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class AppModel {
    public let settings: SettingsModel
    public let home: HomeModel
    public let tutorial: TutorialModel
    /// The game opened on this launch (also the one "Continue" shows).
    public private(set) var game: GameModel?
    /// The saved game not opened yet: its document and the core's snapshot of it.
    public private(set) var saved: SavedGame?
    /// A new game waiting for the player to confirm that the one in
    /// progress may go (the view asks: continue it, or abandon it).
    public private(set) var pendingNewGame: NewGame?
    /// Why the saved game could not be restored (shown once on the home screen).
    public private(set) var restoreProblem: String?
    /// The analysis board open, and its game review (AppModel+Analysis.swift).
    public internal(set) var analysis: AnalysisModel?
    public internal(set) var review: GameReviewModel?
    /// Why the analysis could not open (the core's sentence), until dismissed.
    public internal(set) var analysisProblem: String?
    /// The PDN import screen while it is open (AppModel+Import.swift).
    public internal(set) var pdnImport: ImportModel?

    /// The rules and players of a game to start.
    public struct NewGame: Equatable, Sendable {
        public let rules: RuleSet
        public let white: Player
        public let black: Player
        /// The game clock, nil for none.
        public var clock: ClockSetting?
    }

    /// A save document read on launch, with the core's view of it.
    public struct SavedGame: Equatable, Sendable {
        public let document: String
        public let view: GameView
    }

    /// The unfinished games and the archive (the core's GameLibrary); nil
    /// in the single-save mode of earlier versions (tests of that path).
    public let library: LibraryModel?

    public let catalog: CatalogPort
    /// The variant of the last puzzle trainer made: the end of the tutorial
    /// leads to its puzzles.
    public var puzzleVariant: Variant = .international
    private let factory: SessionFactory
    private let storage: GameStorage
    /// Where the game on screen is filed in the library.
    @ObservationIgnored private var slot: LibrarySlot?

    public init(
        catalog: CatalogPort = LiveCatalog(),
        factory: SessionFactory = LiveSessionFactory(),
        storage: GameStorage = FileGameStorage.standard(),
        settings: SettingsModel? = nil,
        library: LibraryHandle? = nil
    ) {
        let settings = settings ?? SettingsModel()
        self.catalog = catalog
        self.factory = factory
        self.storage = storage
        self.settings = settings
        self.library = library.map(LibraryModel.init(handle:))
        self.home = HomeModel(catalog: catalog, language: settings.coreLanguage, level: settings.botLevel)
        self.tutorial = TutorialModel(catalog: catalog, language: settings.coreLanguage)
        readSavedGame()
    }

    /// The app as it runs: the settings' document and the games in the
    /// library's two documents in Application Support (the old autosave
    /// imported on the first launch of this version).
    public static func live() -> AppModel {
        let settings = SettingsModel(store: FileDocumentStore.standard(), defaults: .standard)
        let library = LibraryHandle(store: FileDocumentStore.standard(), language: settings.coreLanguage)
        let app = AppModel(settings: settings, library: library)
        app.tutorial.progress = LessonProgressModel(store: FileDocumentStore.standard(), language: settings.coreLanguage)
        return app
    }

    /// Reads the saved game, if any, without opening it: the core checks
    /// the document and describes it; a damaged one is dropped with the
    /// core's reason.
    public func readSavedGame() {
        // With the library, the old autosave is the library's to import.
        guard library == nil, game == nil, let data = storage.read() else { return }
        let document = String(decoding: data, as: UTF8.self)
        do {
            saved = SavedGame(document: document,
                              view: try factory.savedView(document: document, language: settings.coreLanguage))
        } catch {
            saved = nil
            restoreProblem = GameModel.describe(error)
            storage.remove()
        }
    }

    /// The home screen's card: the game on screen, or the saved one.
    public var continueCard: ContinueCard? {
        if let game {
            return game.view.map(ContinueCard.init(view:))
        }
        return saved.map { ContinueCard(view: $0.view) }
    }

    /// The game to continue, opened from its save if it is not yet (the core
    /// replays it); nil if there is none or it cannot be opened.
    @discardableResult
    public func continueGame() -> GameModel? {
        if let game { return game }
        guard let saved else { return nil }
        do {
            let port = try factory.restore(document: saved.document)
            let g = makeGame(port, savedDocument: saved.document)
            self.saved = nil
            game = g
            return g
        } catch {
            self.saved = nil
            restoreProblem = GameModel.describe(error)
            storage.remove()
            return nil
        }
    }

    /// Moves played and no result (the core's word), opened or not.
    public var gameInProgress: Bool {
        continueCard?.inProgress ?? false
    }

    /// The library's id of the game on screen (nil before its first save).
    public var currentGameID: UInt64? { game == nil ? nil : slot?.id }

    /// The unfinished games to list on the home screen: all but the one on
    /// screen (its Continue card comes first).
    public var otherGames: [GameCard] {
        let current = currentGameID
        return (library?.cards ?? []).filter { $0.id != current }
    }

    /// Opens a game of the library exactly as it was saved (the core's
    /// restore; an archived game opens finished, to replay). The game on
    /// screen stays on its shelf.
    @discardableResult
    public func openFromLibrary(id: UInt64) -> GameModel? {
        if let game, currentGameID == id { return game }
        guard let handle = library?.handle else { return nil }
        guard let document = (try? handle.current.saveOf(id: id)) ?? nil else {
            library?.refresh()
            return nil
        }
        do {
            let port = try factory.restore(document: document)
            game?.suspend()
            let g = makeGame(port, savedDocument: document, slot: LibrarySlot(library: handle, id: id))
            game = g
            return g
        } catch {
            restoreProblem = GameModel.describe(error)
            return nil
        }
    }

    /// A new game with these rules (the rules editor's) and the home
    /// screen's players and clock: the rules go to the core's form first,
    /// then Start as on the home screen.
    @discardableResult
    public func newGame(rules: RuleSet) -> GameModel? {
        home.send(.useRules(rules: rules))
        return startChosenGame()
    }

    /// Start on the home screen: the game the core's form describes (none
    /// while Start is disabled). While the current game is in progress (the
    /// core's `inProgress`), nothing starts: `pendingNewGame` asks first,
    /// and `confirmNewGame()` starts it.
    @discardableResult
    public func startChosenGame() -> GameModel? {
        guard let start = home.start else { return nil }
        let request = NewGame(rules: start.rules, white: start.white, black: start.black, clock: start.clock)
        // With the library nothing is abandoned: the game stays on its shelf.
        if library == nil && gameInProgress {
            pendingNewGame = request
            return nil
        }
        return self.start(request)
    }

    /// The player agreed to abandon the game in progress.
    @discardableResult
    public func confirmNewGame() -> GameModel? {
        guard let request = pendingNewGame else { return nil }
        pendingNewGame = nil
        return start(request)
    }

    public func cancelNewGame() {
        pendingNewGame = nil
    }

    /// The player chose to go on with the game in progress instead.
    @discardableResult
    public func continueInsteadOfNewGame() -> GameModel? {
        pendingNewGame = nil
        return continueGame()
    }

    /// A rematch of the game on screen: the same rules and start, colours
    /// swapped against the bot (the core's `rematch`). Only when the core
    /// offers it (`enabled.rematch`: once the game is over); it replaces it at once.
    @discardableResult
    public func rematch() -> GameModel? {
        guard let game, game.view?.enabled.rematch == true, let port = game.rematchPort() else { return nil }
        game.suspend()
        let g = makeGame(port, savedDocument: nil, slot: newSlot())
        self.game = g
        return g
    }

    private func start(_ request: NewGame) -> GameModel? {
        do {
            let port = try factory.newGame(
                rules: request.rules, white: request.white, black: request.black, language: settings.coreLanguage
            )
            if let clock = request.clock {
                _ = try port.send(.setClock(setting: clock))
            }
            game?.suspend()
            saved = nil
            // No saved document of this game yet: its first view is written at once.
            let g = makeGame(port, savedDocument: nil, slot: newSlot())
            game = g
            return g
        } catch {
            restoreProblem = GameModel.describe(error)
            return nil
        }
    }

    /// A new game's place in the library (its id comes with its first save).
    private func newSlot() -> LibrarySlot? {
        library.map { LibrarySlot(library: $0.handle) }
    }

    /// `slot`: where the game is filed in the library (nil: the single save).
    private func makeGame(_ port: SessionPort, savedDocument: String?, slot: LibrarySlot? = nil) -> GameModel {
        self.slot = slot
        let game = GameModel(port: port, storage: slot ?? storage, savedDocument: savedDocument,
                  language: settings.coreLanguage, autoFlip: settings.autoFlip, takebackAsks: settings.takebackAsks,
                  confirmMoves: settings.confirmMoves, feedback: settings.feedback)
        game.animationHop = settings.animation.hop
        return game
    }

    public func dismissRestoreProblem() {
        restoreProblem = nil
    }

    /// Applies the settings everywhere (language of the core's texts, board
    /// turning, sounds and haptics).
    public func settingsChanged() {
        let lang = settings.coreLanguage
        home.send(.setLevel(level: settings.botLevel))
        home.load(language: lang)
        tutorial.setLanguage(lang)
        library?.setLanguage(lang)
        if let game {
            game.feedback = settings.feedback
            game.animationHop = settings.animation.hop
            game.send(.setTakebackAsks(on: settings.takebackAsks))
            game.send(.setConfirmMoves(on: settings.confirmMoves))
            game.send(.setAutoFlip(on: settings.autoFlip))
            game.send(.setLanguage(language: lang))
        } else if saved != nil {
            readSavedGame()
        }
    }

    /// The rules editor, starting from `rules` (the home screen's chosen ones).
    public func makeRulesEditor(from rules: RuleSet) -> RulesEditorModel {
        RulesEditorModel(catalog: catalog, start: rules, language: settings.coreLanguage)
    }

    /// The position editor's Analyse: its board on the analysis screen.
    @discardableResult
    public func analyseEdited(_ handle: AnalysisHandle) -> AnalysisModel? {
        openAnalysis { LiveAnalysis(handle: handle) }
    }

    /// The position editor, on an empty board of the home screen's rules.
    public func makePositionEditor() -> PositionEditorModel? {
        guard let rules = home.form?.rules else { return nil }
        return try? PositionEditorModel(rules: rules, language: settings.coreLanguage)
    }

    /// A game the position editor made: it becomes the game on screen.
    @discardableResult
    public func openEditedGame(_ handle: GameHandle) -> GameModel {
        game?.suspend()
        saved = nil
        let g = makeGame(LiveSession(session: handle), savedDocument: nil, slot: newSlot())
        game = g
        return g
    }
}
