// Xcode previews of every screen state, built on the real core: positions
// from FEN, then taps and commands, exactly as a player would reach them.
import DraughtsCore
import DraughtsKit
import SwiftUI

@MainActor
enum PreviewGames {
    static let international = presetRules(variant: .international)
    static let english = presetRules(variant: .english)

    static func session(
        rules: RuleSet = international,
        fen: String? = nil,
        white: Player = .human,
        black: Player = .human,
        taps: [String] = []
    ) -> GameSession {
        let session: GameSession
        if let fen {
            session = try! GameSession.fromFen(rules: rules, fen: fen, white: white, black: black, language: .en)
        } else {
            session = try! GameSession(rules: rules, white: white, black: black, language: .en)
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

    static let settings = SettingsModel(defaults: UserDefaults(suiteName: "previews") ?? .standard)
}

/// The live session with no search thread: the view keeps asking for the
/// bot's move or a hint, as it does while the bot thinks.
final class ThinkingSession: SessionPort, @unchecked Sendable {
    private let live: LiveSession

    init(_ session: GameSession) { live = LiveSession(session: session) }

    func view() throws -> GameView { try live.view() }
    func send(_ input: GameInput) throws -> GameView { try live.send(input) }
    func save() -> String { live.save() }
    func exportPdn(context: PdnContext) throws -> String { try live.exportPdn(context: context) }
    func pdn(context: PdnContext) throws -> String { try live.pdn(context: context) }
    func rules() -> RuleSet { live.rules() }
    func rematch() -> SessionPort { live.rematch() }
    func syncSearch(wanted: Bool, listener: SearchListener) throws {}
    func cancelSearch() {}
}

#Preview("Game: start, vs bot") {
    NavigationStack {
        GameScreen(model: PreviewGames.model(black: .bot(level: 3)), settings: PreviewGames.settings)
    }
}

#Preview("Game: piece selected") {
    NavigationStack {
        GameScreen(model: PreviewGames.model(taps: ["32"]), settings: PreviewGames.settings)
    }
}

#Preview("Game: a tap refused, in the core's words") {
    NavigationStack {
        GameScreen(model: PreviewGames.model(taps: ["25"]), settings: PreviewGames.settings)
    }
}

#Preview("Game: must capture (gold ring)") {
    NavigationStack {
        GameScreen(model: PreviewGames.model(fen: "W:W32,37:B28,18"), settings: PreviewGames.settings)
    }
}

#Preview("Game: capture in progress") {
    NavigationStack {
        GameScreen(model: PreviewGames.model(fen: "W:W32,37:B28,18,9", taps: ["32", "23"]), settings: PreviewGames.settings)
    }
}

#Preview("Game: kings ending (draw counter), last move") {
    NavigationStack {
        GameScreen(model: PreviewGames.model(fen: "W:WK46,K50:BK5", taps: ["46", "41"]), settings: PreviewGames.settings)
    }
}

#Preview("Game: bot thinking") {
    let session = try! GameSession(rules: PreviewGames.international, white: .bot(level: 4), black: .human, language: .en)
    let model = GameModel(port: ThinkingSession(session), storage: nil, language: .en, autoFlip: false)
    return NavigationStack {
        GameScreen(model: model, settings: PreviewGames.settings)
    }
}

#Preview("Game: looking for a hint") {
    let session = PreviewGames.session(black: .bot(level: 2))
    let model = GameModel(port: ThinkingSession(session), storage: nil, language: .en, autoFlip: false)
    model.send(.requestHint)
    return NavigationStack {
        GameScreen(model: model, settings: PreviewGames.settings)
    }
}

#Preview("Game: draw offered, two players") {
    let model = PreviewGames.model()
    model.send(.offerDraw)
    return NavigationStack {
        GameScreen(model: model, settings: PreviewGames.settings)
    }
}

#Preview("Game: over (resignation)") {
    let model = PreviewGames.model(taps: ["32", "28"])
    model.send(.resign)
    return NavigationStack {
        GameScreen(model: model, settings: PreviewGames.settings)
    }
}

#Preview("Game: reviewing an earlier move") {
    let model = PreviewGames.model(taps: ["32", "28", "19", "23", "28", "19"])
    model.send(.review(plies: 1))
    return NavigationStack {
        GameScreen(model: model, settings: PreviewGames.settings)
    }
}

#Preview("Game: English, flipped, coordinates") {
    let model = PreviewGames.model(rules: PreviewGames.english)
    model.send(.flip)
    let settings = PreviewGames.settings
    settings.squareLabels = .coordinates
    return NavigationStack {
        GameScreen(model: model, settings: settings)
    }
}

#Preview("Game: PDN export") {
    let model = PreviewGames.model(taps: ["32", "28"])
    model.exportPdn(context: PdnContext(date: "2026-12-01", site: "iOS"))
    return NavigationStack {
        GameScreen(model: model, settings: PreviewGames.settings)
    }
}

#Preview("Board alone, French") {
    let session = try! GameSession(rules: PreviewGames.international, white: .human, black: .human, language: .fr)
    return BoardGrid(board: try! session.view().board)
        .padding()
        .environment(\.locale, Locale(identifier: "fr"))
}

#Preview("Home") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    return RootView(app: app)
}

#Preview("Home: French, a game to continue") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    app.newGame(rules: PreviewGames.international)
    return RootView(app: app)
        .environment(\.locale, Locale(identifier: "fr"))
}

#Preview("Home: a new game asks before replacing one in progress") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    app.home.mode = .twoPlayers
    app.newGame(rules: PreviewGames.international)?.send(.tap(square: try! parseSquare(rules: PreviewGames.international, text: "32")))
    app.game?.send(.tap(square: try! parseSquare(rules: PreviewGames.international, text: "28")))
    app.newGame(rules: PreviewGames.english)
    return RootView(app: app)
}

#Preview("Custom rules") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    return NavigationStack {
        RulesEditorView(editor: app.makeRulesEditor(from: app.home.presets[0]), presets: app.home.presets) { _ in }
    }
}

#Preview("Tutorial") {
    let tutorial = TutorialModel(catalog: LiveCatalog(), language: .en)
    return NavigationStack {
        TutorialView(tutorial: tutorial) { _ in }
    }
}

#Preview("Tutorial page with diagrams") {
    let tutorial = TutorialModel(catalog: LiveCatalog(), language: .en)
    return NavigationStack {
        PageView(page: tutorial.rulesPages[0], labels: .numbers)
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
        SettingsView(settings: PreviewGames.settings, levels: botLevels(language: .en)) {}
    }
}
