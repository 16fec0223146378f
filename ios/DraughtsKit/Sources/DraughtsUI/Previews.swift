// Xcode previews of every screen state, built on the real core: positions
// from FEN, then taps and commands, exactly as a player would reach them.
// The game screen is shown on a phone held upright, in landscape and on an
// iPad, in light and dark; then the end-of-game sheet, the Continue card,
// the home screen and the other screens.
import DraughtsCore
import DraughtsKit
import SwiftUI

@MainActor
enum PreviewGames {
    static let international = try! presetRules(variant: .international)
    static let english = try! presetRules(variant: .english)
    static let russian = try! presetRules(variant: .russian)

    static func session(
        rules: RuleSet = international,
        fen: String? = nil,
        white: Player = .human,
        black: Player = .human,
        taps: [String] = []
    ) -> GameHandle {
        let session: GameHandle
        if let fen {
            session = try! GameHandle.fromFen(rules: rules, fen: fen, white: white, black: black, language: .en)
        } else {
            session = try! GameHandle(rules: rules, white: white, black: black, language: .en)
        }
        for name in taps {
            _ = try? session.tapName(name: name)
        }
        return session
    }

    static func model(
        rules: RuleSet = international,
        fen: String? = nil,
        white: Player = .human,
        black: Player = .human,
        taps: [String] = []
    ) -> GameModel {
        let s = session(rules: rules, fen: fen, white: white, black: black, taps: taps)
        return GameModel(port: LiveSession(session: s), storage: MemoryGameStorage(), language: .en, autoFlip: true)
    }

    /// A few moves into an International game against the bot, whose search
    /// never runs here (the bot's turn shows it thinking).
    static func midGame() -> GameModel {
        let s = session(black: .bot(level: 4))
        let model = GameModel(port: ThinkingSession(s), storage: nil, language: .en, autoFlip: false)
        for name in ["32", "28"] {
            model.send(.tap(square: try! parseSquare(rules: international, text: name)))
        }
        return model
    }

    /// A two-player game on a clock (`setting`, the core's syntax): the
    /// taps played at `moveMs` each, then the time shown at `nowMs`. The
    /// model's monotonic time stands still at `nowMs`.
    static func clocked(
        _ setting: String = "3+2", taps: [String] = ["32", "28", "19", "23"], moveMs: UInt64 = 4_000,
        nowMs: UInt64 = 20_000, rules: RuleSet = international
    ) -> GameModel {
        let s = session(rules: rules)
        _ = try! s.setClock(setting: try! parseClock(text: setting))
        for (i, name) in taps.enumerated() {
            _ = try? s.tick(nowMs: UInt64(i) * moveMs)
            _ = try? s.tapName(name: name)
        }
        _ = try? s.tick(nowMs: nowMs)
        return GameModel(port: ThinkingSession(s), storage: nil, language: .en, autoFlip: false, monotonic: { nowMs })
    }

    static let settings = SettingsModel()

    /// The game screen as the app shows it, in its navigation stack.
    static func screen(_ model: GameModel, settings: SettingsModel = settings) -> some View {
        NavigationStack {
            GameScreen(model: model, settings: settings)
        }
    }
}

/// The live session with no search thread: the view keeps asking for the
/// bot's move or a hint, as it does while the bot thinks.
final class ThinkingSession: SessionPort, @unchecked Sendable {
    private let live: LiveSession

    init(_ session: GameHandle) { live = LiveSession(session: session) }

    func view() throws -> GameView { try live.view() }
    func send(_ input: GameInput) throws -> GameView { try live.send(input) }
    func save() throws -> String { try live.save() }
    func exportPdn(context: PdnContext) throws -> String { try live.exportPdn(context: context) }
    func pdn(context: PdnContext) throws -> String { try live.pdn(context: context) }
    func rules() throws -> RuleSet { try live.rules() }
    func rematch() throws -> SessionPort { try live.rematch() }
    func syncSearch(wanted: Bool, listener: SearchListener) throws {}
    func cancelSearch() {}
}

// MARK: the game screen on a phone, in landscape and on an iPad

#Preview("Game · phone · light") {
    PreviewGames.screen(PreviewGames.midGame())
        .preferredColorScheme(.light)
}

#Preview("Game · phone · dark") {
    PreviewGames.screen(PreviewGames.midGame())
        .preferredColorScheme(.dark)
}

#Preview("Game · phone landscape · light", traits: .landscapeLeft) {
    PreviewGames.screen(PreviewGames.midGame())
        .preferredColorScheme(.light)
}

#Preview("Game · phone landscape · dark", traits: .landscapeLeft) {
    PreviewGames.screen(PreviewGames.midGame())
        .preferredColorScheme(.dark)
}

#Preview("Game · iPad landscape · light", traits: .fixedLayout(width: 1180, height: 820)) {
    PreviewGames.screen(PreviewGames.midGame())
        .preferredColorScheme(.light)
}

#Preview("Game · iPad landscape · dark", traits: .fixedLayout(width: 1180, height: 820)) {
    PreviewGames.screen(PreviewGames.midGame())
        .preferredColorScheme(.dark)
}

#Preview("Game · iPad upright", traits: .fixedLayout(width: 820, height: 1180)) {
    PreviewGames.screen(PreviewGames.midGame())
}

#Preview("Game · small phone (360×640)", traits: .fixedLayout(width: 360, height: 640)) {
    PreviewGames.screen(PreviewGames.midGame())
}

// MARK: states of the game screen

#Preview("Game: start, against the bot (Hint in the bar)") {
    PreviewGames.screen(PreviewGames.model(black: .bot(level: 3)))
}

#Preview("Game: start, two players (no replay bar before the first move)") {
    PreviewGames.screen(PreviewGames.model())
}

#Preview("Game: after the first move (the replay bar appears)") {
    PreviewGames.screen(PreviewGames.model(taps: ["32", "28"]))
}

#Preview("Game: piece selected (brackets, dots, dashed finals)") {
    PreviewGames.screen(PreviewGames.model(taps: ["32"]))
}

#Preview("Game: a tap refused, in the status line") {
    PreviewGames.screen(PreviewGames.model(taps: ["25"]))
}

#Preview("Game: must capture (gold ring)") {
    PreviewGames.screen(PreviewGames.model(fen: "W:W32,37:B28,18"))
}

#Preview("Game: capture in progress (crosses, double rings)") {
    PreviewGames.screen(PreviewGames.model(fen: "W:W32,37:B28,18,9", taps: ["32", "23"]))
}

#Preview("Game: kings and the draw counter") {
    PreviewGames.screen(PreviewGames.model(fen: "W:WK46,K50:BK5", taps: ["46", "41"]))
}

#Preview("Game: a capture animating") {
    let model = PreviewGames.model(fen: "W:W32:B28,19,10")
    model.send(.tap(square: try! parseSquare(rules: PreviewGames.international, text: "32")))
    if let move = model.view?.board.legalMoves.first {
        model.send(.tap(square: move.to))
    }
    return PreviewGames.screen(model)
}

#Preview("Game: looking for a hint") {
    let session = PreviewGames.session(black: .bot(level: 2))
    let model = GameModel(port: ThinkingSession(session), storage: nil, language: .en, autoFlip: false)
    model.send(.requestHint)
    return PreviewGames.screen(model)
}

#Preview("Game: draw offered, two players") {
    let model = PreviewGames.model(taps: ["32", "28"])
    model.send(.offerDraw)
    return PreviewGames.screen(model)
}

#Preview("Game: replaying an earlier move") {
    let model = PreviewGames.model(taps: ["32", "28", "19", "23", "28", "19"])
    model.send(.replay(plies: 1))
    return PreviewGames.screen(model)
}

#Preview("Game: replaying the start (first and previous disabled)") {
    let model = PreviewGames.model(taps: ["32", "28", "19", "23", "28", "19"])
    model.step(.first)
    return PreviewGames.screen(model)
}

#Preview("Game: replaying, iPad upright (a long move table)", traits: .fixedLayout(width: 820, height: 1180)) {
    let model = PreviewGames.model(taps: ["32", "28", "19", "23", "28", "19"])
    model.step(.previous)
    return PreviewGames.screen(model)
}

#Preview("Game: replaying, iPad landscape (the table between the strips)",
         traits: .fixedLayout(width: 1180, height: 820)) {
    let model = PreviewGames.model(taps: ["32", "28", "19", "23", "28", "19"])
    model.step(.previous)
    return PreviewGames.screen(model)
}

#Preview("Game: Russian, turned, coordinates on the edges") {
    let model = PreviewGames.model(rules: PreviewGames.russian)
    model.send(.flip)
    return PreviewGames.screen(model)
}

#Preview("Game: labels hidden, dark") {
    let settings = SettingsModel()
    settings.squareLabels = .none
    return PreviewGames.screen(PreviewGames.model(rules: PreviewGames.english), settings: settings)
        .preferredColorScheme(.dark)
}

#Preview("Game: resign asks first") {
    let model = PreviewGames.model(taps: ["32", "28"])
    model.perform(.resign)
    return PreviewGames.screen(model)
}

#Preview("Game: PDN export") {
    let model = PreviewGames.model(taps: ["32", "28"])
    model.exportPdn(context: PdnContext(date: "2026-12-01", site: "iOS"))
    return PreviewGames.screen(model)
}

#Preview("Game: French") {
    let session = try! GameHandle(rules: PreviewGames.international, white: .human, black: .bot(level: 4), language: .fr)
    let model = GameModel(port: ThinkingSession(session), storage: nil, language: .fr, autoFlip: false)
    return PreviewGames.screen(model)
        .environment(\.locale, Locale(identifier: "fr"))
}

// MARK: the game clock

#Preview("Clock: running, Black to move") {
    PreviewGames.screen(PreviewGames.clocked())
}

#Preview("Clock: short of time, under ten seconds · dark") {
    PreviewGames.screen(PreviewGames.clocked("0:30", nowMs: 36_000))
        .preferredColorScheme(.dark)
}

#Preview("Clock: paused (Resume in the bar)") {
    let model = PreviewGames.clocked()
    model.pauseClock()
    return PreviewGames.screen(model)
}

#Preview("Clock: a flag fell", traits: .landscapeLeft) {
    PreviewGames.screen(PreviewGames.clocked("0:30", nowMs: 60_000))
}

#Preview("Home: a custom clock the core cannot read") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    app.home.send(.setClock(pick: .custom))
    app.home.send(.setCustomClock(text: "3+x"))
    return RootView(app: app)
}

// MARK: two people at one device

/// A two-player game played face to face (the far pieces upside down when
/// `turnPieces`), with undo asking the other player when `asks`.
@MainActor
private func faceToFace(turnPieces: Bool = true, asks: Bool = false, taps: [String] = ["32", "28", "19", "23"]) -> GameModel {
    let s = PreviewGames.session(taps: taps)
    _ = try! s.setFaceToFace(on: true)
    _ = try! s.setTurnFarPieces(on: turnPieces)
    return GameModel(port: LiveSession(session: s), storage: nil, language: .en, autoFlip: false, takebackAsks: asks)
}

#Preview("Face to face: the far strip and status turned, far pieces upside down") {
    PreviewGames.screen(faceToFace())
}

#Preview("Face to face · landscape · dark", traits: .landscapeLeft) {
    PreviewGames.screen(faceToFace(turnPieces: false))
        .preferredColorScheme(.dark)
}

#Preview("Face to face: a takeback asked of the far player") {
    let model = faceToFace(asks: true, taps: ["32", "28", "19", "23", "28", "19"])
    model.send(.undo)
    return PreviewGames.screen(model)
}

#Preview("Takeback asked between two players") {
    let model = GameModel(port: LiveSession(session: PreviewGames.session(taps: ["32", "28", "19", "23"])),
                          storage: nil, language: .en, autoFlip: true, takebackAsks: true)
    model.send(.undo)
    return PreviewGames.screen(model)
}

#Preview("Face to face on a clock, small phone", traits: .fixedLayout(width: 360, height: 640)) {
    let model = PreviewGames.clocked()
    model.setFaceToFace(true)
    return PreviewGames.screen(model)
}

// MARK: the end of a game

#Preview("End of game: the card, the move list in sight") {
    let model = PreviewGames.model(taps: ["32", "28"])
    model.perform(.resign)
    model.confirmResign()
    return PreviewGames.screen(model)
}

#Preview("End of game card · light, International 2-0") {
    let model = PreviewGames.model(taps: ["32", "28"])
    model.send(.resign)
    return EndOfGameCard(end: model.endOfGame!, rematch: {}, analyse: {}, newGame: {}, close: {})
        .padding()
        .preferredColorScheme(.light)
}

#Preview("End of game card · dark, a draw 1-1") {
    let model = PreviewGames.model(taps: ["32", "28"])
    model.send(.offerDraw)
    model.send(.answerDraw(accept: true))
    return EndOfGameCard(end: model.endOfGame!, rematch: {}, analyse: {}, newGame: {}, close: {})
        .padding()
        .preferredColorScheme(.dark)
}

// MARK: home

#Preview("Continue card · light") {
    let session = PreviewGames.session(black: .bot(level: 4), taps: ["32", "28"])
    let card = ContinueCard(view: try! savedGameView(save: session.save(), language: .en))
    return List { ContinueCardView(card: card) }
        .preferredColorScheme(.light)
}

#Preview("Continue card · dark, Russian") {
    let session = PreviewGames.session(rules: PreviewGames.russian, taps: ["c3", "d4"])
    let card = ContinueCard(view: try! savedGameView(save: session.save(), language: .en))
    return List { ContinueCardView(card: card) }
        .preferredColorScheme(.dark)
}

#Preview("Home: new game only") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    return RootView(app: app)
}

#Preview("Home: a game to continue, French") {
    let session = PreviewGames.session(black: .bot(level: 3), taps: ["32", "28"])
    let app = AppModel(storage: MemoryGameStorage(data: Data(try! session.save().utf8)), settings: PreviewGames.settings)
    return RootView(app: app)
        .environment(\.locale, Locale(identifier: "fr"))
}

#Preview("Home: dark, iPad", traits: .fixedLayout(width: 1180, height: 820)) {
    let session = PreviewGames.session(taps: ["32", "28"])
    let app = AppModel(storage: MemoryGameStorage(data: Data(try! session.save().utf8)), settings: PreviewGames.settings)
    return RootView(app: app)
        .preferredColorScheme(.dark)
}

#Preview("Home: a new game asks: continue it, or abandon it") {
    let session = PreviewGames.session(taps: ["32", "28"])
    let app = AppModel(storage: MemoryGameStorage(data: Data(try! session.save().utf8)), settings: PreviewGames.settings)
    app.startChosenGame()
    return RootView(app: app)
}

// MARK: the library: unfinished games, archive, statistics

/// A library in memory filled through the real core: unfinished games
/// against the bot and between two people, and finished ones (resigned)
/// in International and English, for the archive and the statistics.
@MainActor
enum PreviewLibrary {
    static func handle(unfinished: Int = 3, finished: Int = 4, store: MemoryDocumentStore = MemoryDocumentStore()) -> LibraryHandle {
        let h = LibraryHandle(store: store, language: .en)
        let lines: [[String]] = [["32", "28"], ["32", "28", "19", "23"], ["33", "29"], ["31", "27", "16", "21"]]
        for i in 0..<unfinished {
            let s = PreviewGames.session(white: .human, black: i % 2 == 0 ? .bot(level: 3) : .human, taps: lines[i % lines.count])
            try? h.put(id: nil, save: try! s.save(), date: "2026-12-0\(i + 1)")
        }
        for i in 0..<finished {
            let rules = i % 3 == 2 ? PreviewGames.english : PreviewGames.international
            let taps = rules == PreviewGames.english ? ["11", "15"] : lines[i % lines.count]
            let s = PreviewGames.session(rules: rules, white: .human, black: i % 2 == 0 ? .bot(level: 2 + UInt32(i % 2)) : .human, taps: taps)
            _ = try? s.resign()
            try? h.put(id: nil, save: try! s.save(), date: "2026-11-2\(i)")
        }
        return h
    }

    static func app(_ handle: LibraryHandle = handle()) -> AppModel {
        AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings, library: handle)
    }
}

#Preview("Home: unfinished games (mini boards) · light") {
    RootView(app: PreviewLibrary.app())
        .preferredColorScheme(.light)
}

#Preview("Home: unfinished games · dark, landscape", traits: .landscapeLeft) {
    RootView(app: PreviewLibrary.app())
        .preferredColorScheme(.dark)
}

#Preview("Home: a notice from the library, once") {
    // An archive line the core cannot read: it is skipped and said once.
    let store = MemoryDocumentStore(["archive.json": "{\"format\":\"draughts-archive\",\"version\":1}\nnot a game\n"])
    return RootView(app: PreviewLibrary.app(PreviewLibrary.handle(unfinished: 1, finished: 0, store: store)))
}

#Preview("Home: a game on screen and others, French") {
    let app = PreviewLibrary.app()
    _ = app.openFromLibrary(id: app.library!.cards[0].id)
    return RootView(app: app)
        .environment(\.locale, Locale(identifier: "fr"))
}

#Preview("Archive · light") {
    NavigationStack {
        ArchiveView(model: PreviewLibrary.app().library!.makeArchive(), open: { _ in }, stats: {})
    }
    .preferredColorScheme(.light)
}

#Preview("Archive · dark, landscape", traits: .landscapeLeft) {
    NavigationStack {
        ArchiveView(model: PreviewLibrary.app().library!.makeArchive(), open: { _ in }, stats: {})
    }
    .preferredColorScheme(.dark)
}

#Preview("Archive: filtered to one variant") {
    let model = PreviewLibrary.app().library!.makeArchive()
    model.variant = model.page.variants.last?.id
    return NavigationStack { ArchiveView(model: model, open: { _ in }, stats: {}) }
}

#Preview("Archive: empty") {
    NavigationStack {
        ArchiveView(model: PreviewLibrary.app(PreviewLibrary.handle(unfinished: 0, finished: 0)).library!.makeArchive(),
                    open: { _ in }, stats: {})
    }
}

#Preview("Statistics · light") {
    NavigationStack { StatsView(model: PreviewLibrary.app().library!.makeStats()) }
        .preferredColorScheme(.light)
}

#Preview("Statistics · dark, iPad", traits: .fixedLayout(width: 1180, height: 820)) {
    NavigationStack { StatsView(model: PreviewLibrary.app(PreviewLibrary.handle(finished: 9)).library!.makeStats()) }
        .preferredColorScheme(.dark)
}

#Preview("Statistics: nothing finished yet") {
    NavigationStack { StatsView(model: PreviewLibrary.app(PreviewLibrary.handle(finished: 0)).library!.makeStats()) }
}

#Preview("Settings: undo asks the other player") {
    let settings = SettingsModel()
    settings.takebackAsks = true
    return NavigationStack {
        SettingsView(settings: settings, levels: try! botLevels(language: .en)) {}
    }
}

// MARK: other screens

#Preview("Keyboard shortcuts") {
    ShortcutsHelp()
}

// MARK: board looks (the core's themes and piece sets)

#Preview("Board: every theme, outside numbers") {
    let preview = try! lookPreview(language: .en)
    return ScrollView {
        ForEach(try! boardThemes(language: .en), id: \.id) { theme in
            VStack {
                Text(verbatim: theme.name)
                BoardGrid(board: preview, labels: .outside, interactive: false)
                    .frame(width: 300, height: 300)
                    .environment(\.boardLook, BoardLook(themeId: theme.id, setId: "relief"))
            }
        }
    }
}

#Preview("Board: every piece set, kings and men") {
    let preview = try! lookPreview(language: .en)
    return ScrollView {
        ForEach(try! pieceSets(language: .en), id: \.id) { set in
            VStack {
                Text(verbatim: set.name)
                BoardGrid(board: preview, labels: .inside, interactive: false)
                    .frame(width: 300, height: 300)
                    .environment(\.boardLook, BoardLook(themeId: "maple", setId: set.id))
            }
        }
    }
}

#Preview("Board: the keyboard ring and cursor, outside the frame") {
    let session = try! GameHandle(rules: PreviewGames.international, white: .human, black: .human, language: .en)
    _ = try! session.key(key: .up)
    return BoardGrid(board: try! session.view().board, showCursor: true).padding()
}

#Preview("Settings: the board's look with its preview") {
    Form { BoardLookSection(settings: PreviewGames.settings) }
}

#Preview("Board alone, French") {
    let session = try! GameHandle(rules: PreviewGames.international, white: .human, black: .human, language: .fr)
    return BoardGrid(board: try! session.view().board)
        .padding()
        .environment(\.locale, Locale(identifier: "fr"))
}

#Preview("Custom rules") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    return NavigationStack {
        RulesEditorView(editor: app.makeRulesEditor(from: app.home.presets[0].info.rules), presets: app.home.presets) { _ in }
    }
}

#Preview("Tutorial") {
    let tutorial = TutorialModel(catalog: LiveCatalog(), language: .en)
    return NavigationStack {
        TutorialView(tutorial: tutorial) { _ in }
    }
}

#Preview("Tutorial: its end, Put it into practice") {
    let tutorial = TutorialModel(catalog: LiveCatalog(), language: .en)
    let end = tutorial.pages[tutorial.pages.count - 1]
    return NavigationStack {
        PageView(
            page: end, labels: .inside,
            practice: tutorial.practice(after: end, variant: .international),
            onPractice: { _ in }
        )
    }
}

#Preview("Tutorial page with diagrams") {
    let tutorial = TutorialModel(catalog: LiveCatalog(), language: .en)
    return NavigationStack {
        PageView(page: tutorial.rulesPages[0], labels: .inside)
    }
}

#Preview("Lesson") {
    let tutorial = TutorialModel(catalog: LiveCatalog(), language: .fr)
    return NavigationStack {
        LessonView(lesson: tutorial.lessonModel(for: tutorial.lessons[0]), settings: PreviewGames.settings)
    }
}

#Preview("Settings") {
    NavigationStack {
        SettingsView(settings: PreviewGames.settings, levels: try! botLevels(language: .en)) {}
    }
}

// MARK: lists: the board look screen, lessons with ticks, landscape

#Preview("Settings: the board look screen, live preview") {
    NavigationStack { BoardLookView(settings: PreviewGames.settings) }
}

#Preview("Settings: the board look screen, landscape", traits: .landscapeLeft) {
    NavigationStack { BoardLookView(settings: PreviewGames.settings) }
        .preferredColorScheme(.dark)
}

#Preview("Tutorial: two lessons solved, ticked") {
    let tutorial = TutorialModel(catalog: LiveCatalog(), language: .en)
    for lesson in tutorial.lessons.prefix(2) {
        tutorial.progress.note(id: lesson.id, state: .solved)
    }
    return NavigationStack {
        TutorialView(tutorial: tutorial) { _ in }
    }
}

#Preview("Tutorial page: diagrams beside their text, landscape", traits: .landscapeLeft) {
    let tutorial = TutorialModel(catalog: LiveCatalog(), language: .en)
    return NavigationStack {
        PageView(page: tutorial.pages[1], labels: .inside)
    }
}

#Preview("Lesson: board beside the task, landscape", traits: .landscapeLeft) {
    let tutorial = TutorialModel(catalog: LiveCatalog(), language: .en)
    return NavigationStack {
        LessonView(lesson: tutorial.lessonModel(for: tutorial.lessons[0]), settings: PreviewGames.settings)
    }
}

#Preview("Statistics: cards, dark, landscape", traits: .landscapeLeft) {
    NavigationStack { StatsView(model: PreviewLibrary.app(PreviewLibrary.handle(finished: 9)).library!.makeStats()) }
        .preferredColorScheme(.dark)
}
