// Launch, saving, home, rules editor, lessons and settings.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("App and screens")
@MainActor
struct AppModelTests {
    func settings(_ languages: [String] = ["en-GB"]) -> SettingsModel {
        let defaults = UserDefaults(suiteName: "draughts-tests-\(UUID().uuidString)")!
        return SettingsModel(defaults: defaults, preferredLanguages: languages)
    }

    @Test("the saved game is restored on launch")
    func restoreOnLaunch() {
        let fake = FakeSession(Fixture.snapshot(moves: [Fixture.move(0, "9-13")]))
        let storage = MemoryGameStorage(data: Data("{}".utf8))
        let app = AppModel(catalog: FakeCatalog(), factory: FakeFactory(session: fake), storage: storage, settings: settings())
        #expect(app.game?.snapshot?.moves.count == 1)
        #expect(app.restoreProblem == nil)
    }

    @Test("a damaged save is dropped with the core's reason")
    func damagedSave() {
        let fake = FakeSession(Fixture.snapshot())
        let storage = MemoryGameStorage(data: Data("garbage".utf8))
        let factory = FakeFactory(session: fake, restoreError: .InvalidSave(reason: "not a save document"))
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: storage, settings: settings())
        #expect(app.game == nil)
        #expect(app.restoreProblem == "not a save document")
        #expect(storage.read() == nil)
    }

    @Test("no save, no game")
    func noSave() {
        let app = AppModel(catalog: FakeCatalog(), factory: FakeFactory(session: FakeSession(Fixture.snapshot())), storage: MemoryGameStorage(), settings: settings())
        #expect(app.game == nil)
    }

    @Test("a new game uses the home screen's mode and is saved at once")
    func newGame() {
        let fake = FakeSession(Fixture.snapshot())
        let storage = MemoryGameStorage()
        let app = AppModel(catalog: FakeCatalog(), factory: FakeFactory(session: fake), storage: storage, settings: settings())
        app.home.mode = .versusBot
        app.home.colour = .black
        app.home.level = 5
        let game = app.newGame(rules: Fixture.rules)
        #expect(game != nil)
        #expect(fake.snap.white == .bot(level: 5))
        #expect(fake.snap.black == .human)
        #expect(storage.writes == 1)
        app.home.mode = .twoPlayers
        #expect(app.home.players.white == .human && app.home.players.black == .human)
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

    @Test("a lesson is judged by the core once a move is played")
    func lesson() {
        let catalog = FakeCatalog()
        let lesson = LessonModel(catalog: catalog, lesson: catalog.lessons(language: .en)[0], language: .en)
        lesson.tap(square: 8)
        #expect(lesson.verdict == nil)
        catalog.lesson.tapResult = .played(text: "14x23", spoken: "14 takes 23")
        catalog.lesson.verdict = LessonVerdict(correct: true, legal: true, explanation: "Right: the capture is compulsory.")
        lesson.tap(square: 22)
        #expect(lesson.verdict?.correct == true)
        #expect(lesson.spoken == "14 takes 23")
        lesson.restart()
        #expect(lesson.verdict == nil)
    }

    @Test("the tutorial lists the core's pages and lessons")
    func tutorial() {
        let t = TutorialModel(catalog: FakeCatalog(), language: .en)
        #expect(t.pages.map(\.id) == ["goal"])
        #expect(t.lessons.count == 1)
    }

    @Test("settings pick the core's language and persist")
    func settingsLanguage() {
        let defaults = UserDefaults(suiteName: "draughts-tests-\(UUID().uuidString)")!
        let s = SettingsModel(defaults: defaults, preferredLanguages: ["fr-CA", "en"])
        #expect(s.coreLanguage == .fr)
        s.language = .english
        #expect(s.coreLanguage == .en)
        s.botLevel = 6
        s.appearance = .dark
        let again = SettingsModel(defaults: defaults, preferredLanguages: ["fr-CA"])
        #expect(again.language == .english)
        #expect(again.botLevel == 6)
        #expect(again.appearance == .dark)
        #expect(again.localeIdentifier == "en")
    }

    @Test("a preset's description is the core's tagline, in the chosen language")
    func tagline() {
        #expect(HomeModel(catalog: FakeCatalog(), language: .en, level: 3).presets.map(\.summary) == ["Checkers."])
        #expect(HomeModel(catalog: FakeCatalog(), language: .fr, level: 3).presets.map(\.summary) == ["Le jeu de dames anglo-saxon."])
    }

    @Test("PDN tags: the app fills the standard ones, the core the rest")
    func pdnTags() {
        let date = Date(timeIntervalSince1970: 1_780_000_000)
        let tags = PdnTags.standard(white: .human, black: .bot(level: 4), date: date)
        #expect(tags["White"] == "Player")
        #expect(tags["Black"] == "Bot level 4")
        #expect(tags["Date"]?.count == 10)
        #expect(tags["GameType"] == nil)
        #expect(tags["Result"] == nil)
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
        #expect(GameModel.describe(DraughtsError.InvalidPdn(reason: "bad tag", line: 3)) == "bad tag")
    }
}
