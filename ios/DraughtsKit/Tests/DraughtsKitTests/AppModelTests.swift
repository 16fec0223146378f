// Launch, saving, home, rules editor, lessons and settings.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("App and screens")
@MainActor
struct AppModelTests {
    func settings(_ languages: [String] = ["en-GB"]) -> SettingsModel {
        SettingsModel(store: MemoryDocumentStore(), preferredLanguages: languages)
    }

    @Test("on launch the saved game is only described (the Continue card); continuing opens it, and nothing is written back")
    func restoreOnContinue() throws {
        let fake = FakeSession(Fixture.view(plies: 1))
        let storage = MemoryGameStorage(data: Data(fake.document.utf8))
        let factory = FakeFactory(restored: fake)
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: storage, settings: settings(["fr-FR"]))
        #expect(factory.describedDocuments.map(\.0) == [fake.document])
        #expect(factory.describedDocuments.map(\.1) == [.fr], "in the app's language")
        #expect(factory.restoredDocuments.isEmpty, "not opened: no bot thinks behind the home screen")
        #expect(app.game == nil)
        let card = try #require(app.continueCard)
        #expect(card.title == "English draughts")
        #expect(card.moveNumber == 1)
        #expect(card.inProgress)
        #expect(app.restoreProblem == nil)

        let game = try #require(app.continueGame())
        #expect(factory.restoredDocuments == [fake.document])
        #expect(app.game === game)
        #expect(app.saved == nil)
        #expect(game.view?.currentPly == 1)
        #expect(app.continueGame() === game, "opened once")
        #expect(factory.restoredDocuments.count == 1)
        #expect(storage.writes == 0)
        let opened = try #require(game.view)
        #expect(app.continueCard == ContinueCard(view: opened), "the card follows the game on screen")
    }

    @Test("a damaged save is dropped with the core's reason")
    func damagedSave() {
        let storage = MemoryGameStorage(data: Data("garbage".utf8))
        let factory = FakeFactory(restoreError: .InvalidSave(reason: "not a save document"))
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: storage, settings: settings())
        #expect(app.game == nil)
        #expect(app.continueCard == nil)
        #expect(app.restoreProblem == "not a save document")
        #expect(storage.read() == nil)
    }

    @Test("no save, no game")
    func noSave() {
        let app = AppModel(catalog: FakeCatalog(), factory: FakeFactory(), storage: MemoryGameStorage(), settings: settings())
        #expect(app.game == nil)
    }

    @Test("a new game uses the home screen's players and is saved at once")
    func newGame() {
        let factory = FakeFactory()
        let storage = MemoryGameStorage()
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: storage, settings: settings())
        app.home.send(.setMode(mode: .vsBot))
        app.home.send(.setSide(side: .black))
        app.home.send(.setLevel(level: 5))
        let game = app.newGame(rules: Fixture.rules)
        #expect(game != nil && app.game === game)
        #expect(factory.made.count == 1)
        #expect(factory.made[0].white == .bot(level: 5))
        #expect(factory.made[0].black == .human)
        #expect(storage.read() == Data(factory.made[0].session.document.utf8))
        app.home.send(.setMode(mode: .twoPlayers))
        #expect(app.home.start?.white == .human && app.home.start?.black == .human)
    }

    @Test("a new game while one is in progress asks first; cancelling keeps the game")
    func newGameAsksFirst() {
        let factory = FakeFactory(restored: FakeSession(Fixture.view(plies: 3)))
        let storage = MemoryGameStorage(data: Data("{}".utf8))
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: storage, settings: settings())
        let current = app.continueGame()
        #expect(current?.view?.inProgress == true)
        app.home.send(.setMode(mode: .twoPlayers))
        #expect(app.newGame(rules: Fixture.rules) == nil)
        #expect(app.pendingNewGame == AppModel.NewGame(rules: Fixture.rules, white: .human, black: .human))
        #expect(factory.made.isEmpty, "nothing started yet")
        #expect(app.game === current)
        app.cancelNewGame()
        #expect(app.pendingNewGame == nil)
        #expect(app.confirmNewGame() == nil, "nothing to confirm once cancelled")
        #expect(app.game === current)
    }

    @Test("confirming replaces the game in progress and stops its search")
    func newGameConfirmed() throws {
        let old = FakeSession(Fixture.view(plies: 3, search: Fixture.botMove()))
        let factory = FakeFactory(restored: old)
        let storage = MemoryGameStorage(data: Data("{}".utf8))
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: storage, settings: settings())
        app.continueGame()
        app.newGame(rules: Fixture.rules)
        let game = try #require(app.confirmNewGame())
        #expect(app.game === game)
        #expect(app.pendingNewGame == nil)
        #expect(factory.made.count == 1)
        #expect(old.cancels == 1, "the old game's search is stopped")
        #expect(storage.read() == Data(factory.made[0].session.document.utf8))
    }

    @Test("a finished game, or one with no move yet, is replaced without asking")
    func newGameWithoutAsking() {
        for view in [Fixture.view(plies: 0), Fixture.view(plies: 5, result: ResultView(outcome: .draw, reason: .agreement, text: "Draw by agreement"))] {
            let factory = FakeFactory(restored: FakeSession(view))
            let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: MemoryGameStorage(data: Data("{}".utf8)), settings: settings())
            #expect(app.newGame(rules: Fixture.rules) != nil)
            #expect(app.pendingNewGame == nil)
            #expect(factory.made.count == 1)
        }
    }

    @Test("settings reach the game on screen: language, turning, sounds and haptics")
    func settingsReachTheGame() throws {
        let fake = FakeSession()
        let s = settings()
        let app = AppModel(catalog: FakeCatalog(), factory: FakeFactory(restored: fake), storage: MemoryGameStorage(data: Data("{}".utf8)), settings: s)
        let game = try #require(app.continueGame())
        #expect(game.feedback == .all)
        s.language = .language(.fr)
        s.autoFlip = false
        s.sounds = false
        app.settingsChanged()
        #expect(Array(fake.inputs.suffix(2)) == [.setAutoFlip(on: false), .setLanguage(language: .fr)])
        #expect(game.feedback == FeedbackSettings(sounds: false, haptics: true))
    }

    @Test("a language change describes the saved game again, in the new language")
    func savedGameLanguage() {
        let factory = FakeFactory(restored: FakeSession(Fixture.view(plies: 2)))
        let s = settings()
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: MemoryGameStorage(data: Data("{}".utf8)), settings: s)
        s.language = .language(.fr)
        app.settingsChanged()
        #expect(factory.describedDocuments.map(\.1) == [.en, .fr])
        #expect(factory.restoredDocuments.isEmpty)
    }

    @Test("home lists the core's presets and levels")
    func home() {
        let home = HomeModel(catalog: FakeCatalog(), language: .fr, level: 3)
        #expect(home.presets.map(\.name) == ["Dames anglaises"])
        #expect(home.levels.count == 6)
    }

    @Test("the rules editor shows the core's knobs, applies a choice and shows the core's refusal")
    func rulesEditor() {
        let editor = RulesEditorModel(catalog: FakeCatalog(), start: Fixture.rules, language: .en)
        #expect(editor.isValid)
        #expect(editor.explanation?.id == "custom")
        #expect(editor.knobs.map(\.label) == ["Kings", "Compulsory capture"])
        #expect(editor.knobs[0].current == 1, "English kings are not flying")
        editor.choose(.flyingKings, choice: 0)
        #expect(editor.draft.flyingKings)
        #expect(editor.knobs[0].current == 0)
        #expect(editor.problem == nil)
        let before = editor.draft
        editor.choose(.captureCompulsory, choice: 1)
        #expect(editor.problem == "invalid rules: a capture priority needs compulsory capture")
        #expect(editor.draft == before, "a refused choice leaves the rules as they were")
        #expect(editor.isValid)
        #expect(editor.rules == before)
        editor.choose(.flyingKings, choice: 1)
        #expect(editor.problem == nil)
        #expect(editor.rules == Fixture.rules)
    }

    @Test("the editor can start from rules the core cannot play, and says why")
    func rulesEditorInvalidStart() {
        let r = Fixture.rules
        let four = RuleSet(
            base: r.base, board: r.board, a1Playing: r.a1Playing, startRows: 4, first: r.first,
            menCaptureBackwards: r.menCaptureBackwards, flyingKings: r.flyingKings, captureCompulsory: r.captureCompulsory,
            precedence: r.precedence, menCaptureKings: r.menCaptureKings, promotion: r.promotion, removal: r.removal,
            numbering: r.numbering, captureSeparator: r.captureSeparator, repetition: r.repetition, draw: r.draw
        )
        let editor = RulesEditorModel(catalog: FakeCatalog(), start: four, language: .en)
        #expect(!editor.isValid)
        #expect(editor.problem == "invalid rules: 4 start rows do not fit on 8×8")
        #expect(editor.rules == nil)
    }

    @Test("a lesson forwards taps, keys and buttons to the core's trainer and shows its snapshot")
    func lesson() throws {
        let live = LiveCatalog()
        let info = live.lessons(language: .en)[0]
        let lesson = LessonModel(catalog: live, lesson: info, language: .en)
        let first = try #require(lesson.screen)
        #expect(first.state == .solving)
        #expect(first.headline == nil)
        #expect(!first.controls.retry.enabled, "no Try again before an attempt")
        let answer = try #require(first.board.legalMoves.first { info.solutions.contains($0.notation) })
        lesson.send(.tap(square: answer.from))
        #expect(lesson.screen?.board.selected == answer.from)
        #expect(lesson.announcement?.text == lesson.screen?.said)
        for square in answer.path where lesson.screen?.state == .solving {
            lesson.send(.tap(square: square))
        }
        let solved = try #require(lesson.screen)
        #expect(solved.state == .solved)
        #expect(solved.headline == "Correct!")
        #expect(solved.verdict?.correct == true)
        #expect(lesson.announcement?.text == solved.verdict?.explanation)
        #expect(solved.controls.next.offered)
        lesson.send(.tap(square: 99))
        #expect(lesson.message != nil, "a square off the board is the core's error")
        lesson.send(.retry)
        #expect(lesson.screen?.state == .solving)
        lesson.send(.next)
        #expect(lesson.screen?.index == 1)
        #expect(lesson.lesson.id != info.id)
    }

    @Test("the tutorial lists the core's pages and lessons")
    func tutorial() {
        let t = TutorialModel(catalog: FakeCatalog(), language: .en)
        #expect(t.pages.map(\.id) == ["goal"])
        #expect(t.lessons.count == 1)
    }

    @Test("settings pick the core's language and persist")
    func settingsLanguage() {
        let store = MemoryDocumentStore()
        let s = SettingsModel(store: store, preferredLanguages: ["fr-CA", "en"])
        #expect(s.coreLanguage == .fr)
        s.language = .language(.en)
        #expect(s.coreLanguage == .en)
        s.botLevel = 6
        s.appearance = .dark
        #expect(s.feedback == .all, "sounds and haptics are on by default")
        s.sounds = false
        s.haptics = false
        let again = SettingsModel(store: store, preferredLanguages: ["fr-CA"])
        #expect(again.language == .language(.en))
        #expect(again.botLevel == 6)
        #expect(again.appearance == .dark)
        #expect(again.localeIdentifier == "en")
        #expect(again.feedback == FeedbackSettings.none)
    }

    @Test("the system's language is the first preferred one the app speaks, English when it speaks none")
    func systemLanguage() {
        #expect(settings(["de-DE", "fr-CA", "en"]).coreLanguage == .fr)
        #expect(settings(["pt_BR", "en-US"]).coreLanguage == .ptBr)
        #expect(settings(["nl-BE", "en-US"]).coreLanguage == .nl)
        #expect(settings(["ru"]).coreLanguage == .ru)
        #expect(settings(["de"]).coreLanguage == .en)
        #expect(settings([]).coreLanguage == .en)
        #expect(settings(["fr"]).localeIdentifier == nil, "the system's choice leaves SwiftUI's locale to the system")
        #expect(Language.forTag("fr_FR") == .fr)
        #expect(Language.forTag("nl") == .nl)
        #expect(Language.forTag("de") == nil)
    }

    @Test("the language choices are the system's and each app language; a stored choice reads back, earlier names too")
    func languageChoices() {
        #expect(LanguageChoice.allCases == [.system] + appLanguages.map { .language($0) })
        #expect(appLanguages.map(\.tag) == ["fr", "en", "nl", "ru", "pt-BR"])
        #expect(Set(appLanguages.map(\.nativeName)).count == appLanguages.count)
        let defaults = UserDefaults(suiteName: "draughts-tests-\(UUID().uuidString)")!
        for (stored, choice) in [("french", LanguageChoice.language(.fr)), ("english", .language(.en)),
                                 ("fr", .language(.fr)), ("system", .system), ("klingon", .system)] {
            defaults.set(stored, forKey: "language")
            let s = SettingsModel(store: MemoryDocumentStore(), defaults: defaults, preferredLanguages: ["en"])
            #expect(s.language == choice, "\(stored)")
        }
        let store = MemoryDocumentStore()
        let s = SettingsModel(store: store, preferredLanguages: ["en"])
        s.language = .language(.fr)
        #expect(SettingsModel(store: store, preferredLanguages: ["en"]).language == .language(.fr))
        #expect(s.localeIdentifier == "fr")
    }

    @Test("switching the language at run time: the home screen's core texts and the open game follow")
    func languageAtRunTime() throws {
        let fake = FakeSession()
        let s = settings()
        let app = AppModel(catalog: FakeCatalog(), factory: FakeFactory(restored: fake), storage: MemoryGameStorage(data: Data("{}".utf8)), settings: s)
        _ = try #require(app.continueGame())
        #expect(app.home.presets.map(\.summary) == ["Checkers."])
        s.language = .language(.fr)
        app.settingsChanged()
        #expect(app.home.presets.map(\.summary) == ["Le jeu de dames anglo-saxon."])
        #expect(fake.inputs.last == .setLanguage(language: .fr))
        s.language = .system
        app.settingsChanged()
        #expect(app.home.presets.map(\.summary) == ["Checkers."], "back to the system's English")
        #expect(fake.inputs.last == .setLanguage(language: .en))
    }

    @Test("a preset's description is the core's tagline, in the chosen language")
    func tagline() {
        #expect(HomeModel(catalog: FakeCatalog(), language: .en, level: 3).presets.map(\.summary) == ["Checkers."])
        #expect(HomeModel(catalog: FakeCatalog(), language: .fr, level: 3).presets.map(\.summary) == ["Le jeu de dames anglo-saxon."])
    }

    @Test("the file storage writes atomically in its directory and reads back")
    func fileStorage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let storage = FileGameStorage(url: dir.appendingPathComponent("Draughts/current-game.json"))
        #expect(storage.read() == nil)
        try storage.write(Data("one".utf8))
        try storage.write(Data("two".utf8))
        #expect(storage.read() == Data("two".utf8))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("Draughts").path)
        #expect(files == ["current-game.json"])
        storage.remove()
        #expect(storage.read() == nil)
    }

    @Test("FFI errors become the core's sentence")
    func describe() {
        #expect(GameModel.describe(DraughtsError.AmbiguousMove(reason: "26x10: which one?", candidates: ["26x17x10", "26x19x10"])) == "26x10: which one?")
        #expect(GameModel.describe(DraughtsError.InvalidPdn(reason: "line 3: bad tag", line: 3)) == "line 3: bad tag")
    }
}
