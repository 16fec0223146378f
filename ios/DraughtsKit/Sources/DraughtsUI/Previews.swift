// Xcode previews of every screen state, built on the real core: positions
// from FEN, then taps, exactly as a player would reach them.
import DraughtsCore
import DraughtsKit
import SwiftUI

@MainActor
enum PreviewGames {
    static let international = presetRules(variant: .international)
    static let english = presetRules(variant: .english)

    static func model(
        rules: RuleSet = international,
        fen: String? = nil,
        white: Player = .human,
        black: Player = .human,
        taps: [String] = []
    ) -> GameModel {
        let session: GameSession
        if let fen {
            session = try! GameSession.fromFen(rules: rules, fen: fen, white: white, black: black)
        } else {
            session = try! GameSession(rules: rules, white: white, black: black)
        }
        for name in taps {
            _ = try? session.tapName(name: name)
        }
        return GameModel(port: LiveSession(session: session), storage: MemoryGameStorage(), language: .en, autoFlip: true)
    }

    static let settings = SettingsModel(defaults: UserDefaults(suiteName: "previews") ?? .standard)
}

/// A session whose bot never finishes: the "bot thinking" state.
final class ThinkingSession: SessionPort, @unchecked Sendable {
    private let live: LiveSession

    init(_ live: LiveSession) { self.live = live }

    final class Idle: SearchTask, @unchecked Sendable {
        func cancel() {}
    }

    func snapshot() throws -> BoardSnapshot { try live.snapshot() }
    func tap(square: UInt32) throws -> TapResult { try live.tap(square: square) }
    func press(key: Key) throws -> KeyResult { try live.press(key: key) }
    func cancelSelection() throws -> TapResult { try live.cancelSelection() }
    func undo() -> Bool { live.undo() }
    func redo() -> Bool { live.redo() }
    func resign(side: Side) throws { try live.resign(side: side) }
    func offerDraw(side: Side) throws -> DrawOfferAnswer { try live.offerDraw(side: side) }
    func answerDraw(accept: Bool) throws { try live.answerDraw(accept: accept) }
    func flip() { live.flip() }
    func setAutoFlip(on: Bool) { live.setAutoFlip(on: on) }
    func setLanguage(language: Language) { live.setLanguage(language: language) }
    func rules() -> RuleSet { live.rules() }
    func snapshot(afterPlies ply: UInt32) throws -> BoardSnapshot { try live.snapshot(afterPlies: ply) }
    func startBotMove(level: UInt32, listener: SearchListener) throws -> SearchTask {
        listener.onProgress(progress: SearchProgress(depth: 9, seldepth: 14, score: 40, nodes: 250_000, timeMs: 900, pv: ["19-23", "28x19"]))
        return Idle()
    }
    func startHint(budgetMs: UInt32, listener: SearchListener) throws -> SearchTask { Idle() }
    func cancelSearch() {}
    func saveDocument() throws -> Data { try live.saveDocument() }
    func pdn() throws -> String { try live.pdn() }
}

#Preview("Game: start, vs bot") {
    NavigationStack {
        GameView(model: PreviewGames.model(black: .bot(level: 3)), settings: PreviewGames.settings)
    }
}

#Preview("Game: piece selected") {
    NavigationStack {
        GameView(model: PreviewGames.model(taps: ["32"]), settings: PreviewGames.settings)
    }
}

#Preview("Game: must capture (gold ring)") {
    NavigationStack {
        GameView(model: PreviewGames.model(fen: "W:W32,37:B28,18"), settings: PreviewGames.settings)
    }
}

#Preview("Game: capture in progress") {
    NavigationStack {
        GameView(model: PreviewGames.model(fen: "W:W32,37:B28,18,9", taps: ["32", "23"]), settings: PreviewGames.settings)
    }
}

#Preview("Game: kings ending (draw counter), last move") {
    NavigationStack {
        GameView(model: PreviewGames.model(fen: "W:WK46,K50:BK5", taps: ["46", "41"]), settings: PreviewGames.settings)
    }
}

#Preview("Game: bot thinking") {
    let session = try! GameSession(rules: PreviewGames.international, white: .bot(level: 4), black: .human)
    let model = GameModel(port: ThinkingSession(LiveSession(session: session)), storage: nil, language: .en, autoFlip: false)
    return NavigationStack {
        GameView(model: model, settings: PreviewGames.settings)
    }
}

#Preview("Game: draw offered") {
    let model = PreviewGames.model()
    model.offerDraw()
    return NavigationStack {
        GameView(model: model, settings: PreviewGames.settings)
    }
}

#Preview("Game: over (resignation)") {
    let model = PreviewGames.model(taps: ["32", "28"])
    model.resign()
    return NavigationStack {
        GameView(model: model, settings: PreviewGames.settings)
    }
}

#Preview("Game: English, flipped, coordinates") {
    let model = PreviewGames.model(rules: PreviewGames.english)
    model.flip()
    let settings = PreviewGames.settings
    settings.squareLabels = .coordinates
    return NavigationStack {
        GameView(model: model, settings: settings)
    }
}

#Preview("Board alone, French") {
    let session = try! GameSession(rules: PreviewGames.international, white: .human, black: .human)
    session.setLanguage(language: .fr)
    return BoardView(snapshot: try! session.view())
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
        PageView(page: tutorial.rulesPages[0], tutorial: tutorial, labels: .numbers)
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
