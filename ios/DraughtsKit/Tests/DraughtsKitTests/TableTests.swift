// Two people at one device: face to face (the top strip and the far
// player's lines turned, the far pieces upside down, the toggles where the
// core offers them) and takebacks asked for (the setting passed to every
// game, the request's row with the core's words, the answer forwarded only
// when the core enables it).
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Face to face and takeback requests")
@MainActor
struct TableTests {
    func faceToFaceView() -> GameView {
        let v = Fixture.view()
        let players = v.players.map { p in
            PlayerView(side: p.side, player: p.player, name: p.name, toMove: p.toMove, thinking: p.thinking,
                       men: p.men, kings: p.kings, lost: p.lost, pieces: p.pieces, spoken: p.spoken,
                       turned: p.side == .black)
        }
        return v.with(
            board: v.board.with(turnedPieces: .black),
            enabled: Fixture.allowed.with(faceToFace: true, turnFarPieces: true),
            offered: Fixture.offered.with(faceToFace: true, turnFarPieces: true),
            players: players, faceToFace: true, farStatus: "Black to move", turnFarPieces: true
        )
    }

    @Test("the toggles are in the menu only where the core offers them, each set as it says and forwarded when enabled")
    func toggles() throws {
        let fake = FakeSession(Fixture.view().with(enabled: Fixture.allowed.with(faceToFace: true),
                                                   offered: Fixture.offered.with(faceToFace: true)))
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: true)
        let toggles = try #require(model.tableToggles)
        #expect(toggles.faceToFace == MenuToggle(on: false, enabled: true))
        #expect(toggles.turnFarPieces == nil, "the far pieces are offered face to face only")
        model.setTurnFarPieces(true)
        #expect(!fake.inputs.contains(.setTurnFarPieces(on: true)), "not enabled before face to face")
        fake.script = [faceToFaceView()]
        model.setFaceToFace(true)
        #expect(fake.inputs.last == .setFaceToFace(on: true))
        #expect(model.tableToggles?.faceToFace.on == true && model.tableToggles?.turnFarPieces?.on == true)
        model.setTurnFarPieces(false)
        #expect(fake.inputs.last == .setTurnFarPieces(on: false))
        // Against the bot the core offers neither.
        let bot = FakeSession(Fixture.view())
        let vsBot = GameModel(port: bot, storage: nil, language: .en, autoFlip: true)
        #expect(vsBot.tableToggles == nil)
        vsBot.setFaceToFace(true)
        #expect(!bot.inputs.contains(.setFaceToFace(on: true)))
    }

    @Test("face to face: the top strip turned, the far status for the far row, the far pieces named by the board")
    func faceToFaceParts() throws {
        let fake = FakeSession(faceToFaceView())
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        let strips = try #require(model.strips)
        #expect(strips.top.side == .black && strips.topTurned && !strips.bottomTurned)
        #expect(model.farLine == .status("Black to move"))
        #expect(model.view?.board.turnedPieces == .black)
        let plain = GameModel(port: FakeSession(), storage: nil, language: .en, autoFlip: false)
        #expect(plain.farLine == nil, "no far line unless face to face")
    }

    @Test("face to face the layout keeps the far rows and still fits the smallest phones without scrolling")
    func faceToFaceLayout() {
        for (w, h) in [(360.0, 572.0), (375.0, 603.0), (844.0, 340.0), (1180.0, 796.0)] {
            let plain = GameLayout(width: w, height: h)
            let f2f = GameLayout(width: w, height: h, faceToFace: true)
            #expect(f2f.fits, "\(w)×\(h)")
            #expect(f2f.faceToFace && !plain.faceToFace)
            #expect(f2f.boardSide <= plain.boardSide)
        }
        let upright = GameLayout(width: 360, height: 572, faceToFace: true)
        #expect(upright.contentHeight == upright.boardSide + GameLayout.stackedChrome + GameLayout.farRows)
    }

    @Test("a takeback request is the info line, with the core's words, answered only when the core enables it")
    func takebackRow() {
        let request = TakebackRequestView(from: .black, text: "Black asks to take back the last move.",
                                          acceptLabel: "Allow", declineLabel: "Refuse", turned: false)
        let asked = Fixture.view().with(enabled: Fixture.allowed.with(answerTakeback: true), takebackRequest: request)
        let fake = FakeSession(asked)
        let model = GameModel(port: fake, storage: nil, language: .en, autoFlip: false)
        #expect(model.infoLine == .takeback(text: request.text, accept: "Allow", decline: "Refuse", canAnswer: true, turned: false))
        #expect(model.infoLine?.text == request.text)
        fake.script = [Fixture.view()]
        model.answerTakeback(accept: false)
        #expect(fake.inputs.last == .answerTakeback(accept: false))
        #expect(model.infoLine == nil)
        model.answerTakeback(accept: true)
        #expect(fake.inputs.last == .answerTakeback(accept: false), "nothing to answer any more")
        // The request outranks a draw offer; the asking side cannot answer its own request.
        let both = asked.with(drawOffer: .some(DrawOfferView(by: .white, text: "White offers a draw.")), enabled: Fixture.allowed)
        #expect(InfoLine(view: both) == .takeback(text: request.text, accept: "Allow", decline: "Refuse", canAnswer: false, turned: false))
    }

    @Test("face to face, a question for the far player goes to the far row, turned, and leaves the near row")
    func turnedQuestion() {
        let request = TakebackRequestView(from: .white, text: "White asks to take back the last move.",
                                          acceptLabel: "Allow", declineLabel: "Refuse", turned: true)
        let view = faceToFaceView().with(enabled: Fixture.allowed.with(answerTakeback: true), takebackRequest: request)
        let model = GameModel(port: FakeSession(view), storage: nil, language: .en, autoFlip: false)
        let line = InfoLine.takeback(text: request.text, accept: "Allow", decline: "Refuse", canAnswer: true, turned: true)
        #expect(model.infoLine == line && line.turned)
        #expect(model.farLine == .question(line))
        let offer = DrawOfferView(by: .white, text: "White offers a draw.", turned: true)
        #expect(InfoLine(view: faceToFaceView().with(drawOffer: .some(offer)))?.turned == true)
        #expect(InfoLine.drawCounter(text: "12 moves left").turned == false)
    }

    @Test("the setting 'undo asks the other player' is off by default, kept, and passed to every game and on change")
    func takebackSetting() throws {
        let store = MemoryDocumentStore()
        let settings = SettingsModel(store: store, preferredLanguages: ["en"])
        #expect(!settings.takebackAsks)
        settings.takebackAsks = true
        #expect(SettingsModel(store: store, preferredLanguages: ["en"]).takebackAsks)
        let factory = FakeFactory()
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: MemoryGameStorage(), settings: settings)
        _ = try #require(app.startChosenGame())
        let session = try #require(factory.made.first?.session)
        #expect(session.inputs.contains(.setTakebackAsks(on: true)))
        settings.takebackAsks = false
        let before = session.inputs.count
        app.settingsChanged()
        #expect(session.inputs.dropFirst(before).contains(.setTakebackAsks(on: false)))
    }
}
