// The home screen's Continue card and one-screen new game, the question
// before abandoning a game in progress, and the rematch.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Home, new game and rematch")
@MainActor
struct HomeAndRematchTests {
    func settings() -> SettingsModel {
        SettingsModel(defaults: UserDefaults(suiteName: "draughts-tests-\(UUID().uuidString)")!, preferredLanguages: ["en"])
    }

    @Test("the Continue card reads the core's snapshot: variant, mode, last move number, status, board")
    func continueCard() {
        let moves = [Fixture.move(0, "11-15"), Fixture.move(1, "23-19"), Fixture.move(2, "8-11")]
        let undone = MoveEntry(ply: 2, replayPlies: 3, number: 2, label: "2.", side: .black, text: "8-11", spoken: "8 to 11",
                               undone: true, current: false)
        let view = Fixture.view(plies: 0).with(moves: [moves[0], moves[1], undone], currentPly: 2)
        let card = ContinueCard(view: view)
        #expect(card.title == "English draughts")
        #expect(card.mode == "Two players")
        #expect(card.moveNumber == 1, "the undone move does not count")
        #expect(card.status == "Black to move")
        #expect(card.board == view.board)
        #expect(card.summary == view.summary)
        #expect(ContinueCard(view: Fixture.view()).moveNumber == nil)
    }

    @Test("the big actions set the core's mode and open the new-game sheet; the variant sheet returns where it came from")
    func bigActionsAndSheets() throws {
        let home = HomeModel(catalog: FakeCatalog(), language: .en, level: 3)
        #expect(home.sheet == nil)
        home.playFriend()
        #expect(home.form?.mode == .twoPlayers && home.sheet == .newGame)
        #expect(home.labels?.sheetTitle == home.labels?.playFriend)
        home.showVariants()
        #expect(home.sheet == .gameVariant)
        home.variantDone()
        #expect(home.sheet == .newGame, "back to the game it is choosing for")
        home.playBot()
        #expect(home.form?.mode == .vsBot && home.form?.bot != nil)
        #expect(home.labels?.sheetTitle == "Play the bot")
        #expect(home.labels?.playBotDetail == "Level 3 · Amateur")
        home.closeSheet()
        home.showVariants()
        #expect(home.sheet == .variant)
        home.variantDone()
        #expect(home.sheet == nil)
        let form = try #require(home.form)
        #expect(form.diagram.squares.contains { $0.piece != nil }, "the variant card's diagram is the start position")
    }

    @Test("the new-game choices fit one screen: the first variant is chosen, Start plays it with the chosen players")
    func startChosen() throws {
        let factory = FakeFactory()
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: MemoryGameStorage(), settings: settings())
        let form = try #require(app.home.form)
        #expect(form.variants.first?.selected == true && form.chosenName == form.variants.first?.name)
        #expect(app.home.start?.rules == form.rules)
        app.home.send(.setLevel(level: 4))
        #expect(app.home.form?.bot?.levels.first(where: \.selected)?.number == 4)
        app.home.send(.setSide(side: .black))
        let game = try #require(app.startChosenGame())
        #expect(app.game === game)
        #expect(factory.made.map { $0.white } == [.bot(level: 4)])
        // An input the form never offered changes nothing and says why.
        app.home.send(.chooseVariant(index: 99))
        #expect(app.home.problem?.contains("99") == true)
        #expect(app.home.form?.variants.first?.selected == true)
    }

    @Test("a new game over a saved game in progress asks first, even before it is opened; 'continue it' opens it")
    func asksOverSavedGame() throws {
        let factory = FakeFactory(restored: FakeSession(Fixture.view(plies: 4)))
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: MemoryGameStorage(data: Data("{}".utf8)), settings: settings())
        #expect(app.gameInProgress)
        #expect(app.newGame(rules: Fixture.rules) == nil)
        #expect(app.pendingNewGame != nil)
        let game = try #require(app.continueInsteadOfNewGame())
        #expect(app.pendingNewGame == nil)
        #expect(app.game === game)
        #expect(factory.made.isEmpty)
    }

    @Test("abandoning the saved game starts the new one and replaces the save")
    func abandonSavedGame() throws {
        let storage = MemoryGameStorage(data: Data("{}".utf8))
        let factory = FakeFactory(restored: FakeSession(Fixture.view(plies: 4)))
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: storage, settings: settings())
        app.newGame(rules: Fixture.rules)
        let game = try #require(app.confirmNewGame())
        #expect(app.saved == nil)
        let opened = try #require(game.view)
        #expect(app.continueCard == ContinueCard(view: opened))
        #expect(storage.read() == Data(factory.made[0].session.document.utf8))
    }

    @Test("rematch: when the core offers it (once the game is over), the core's rematch replaces it on screen and is saved; the old search stops")
    func rematch() throws {
        let over = Fixture.view(plies: 5, result: ResultView(outcome: .whiteWins, reason: .resignation, text: "Black resigned: White wins"))
            .with(enabled: Fixture.allowed.with(rematch: true))
        let old = FakeSession(Fixture.view(plies: 5))
        let storage = MemoryGameStorage(data: Data("{}".utf8))
        let app = AppModel(catalog: FakeCatalog(), factory: FakeFactory(restored: old), storage: storage, settings: settings())
        let first = try #require(app.continueGame())
        #expect(app.rematch() == nil, "not while the game goes on")
        old.script = [over]
        first.send(.resign)
        let second = try #require(app.rematch())
        #expect(app.game === second)
        #expect(old.rematches.count == 1)
        #expect(old.cancels == 1)
        #expect(storage.read() == Data(old.rematches[0].document.utf8))
        #expect(second.feedback == app.settings.feedback)
    }
}
