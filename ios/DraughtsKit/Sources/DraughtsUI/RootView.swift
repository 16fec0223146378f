// The navigation of the app: home, then game, custom rules, tutorial pages,
// lessons and settings. The app target shows RootView(app:).
import DraughtsCore
import DraughtsKit
import SwiftUI

enum Route: Hashable {
    case game
    case rulesEditor(RuleSet)
    case tutorial
    case page(TutorialPage)
    case lesson(LessonInfo)
    case settings
    case archive
    case stats
    case positionEditor
    case puzzles
    /// The puzzles of a lesson's themes, or of the tutorial's end ("Put it into practice").
    case practice(PuzzlePractice)
    case analysis
    case review
    case pdnImport
}

public struct RootView: View {
    @Bindable var app: AppModel
    @State private var path: [Route] = []

    public init(app: AppModel) {
        self.app = app
    }

    public var body: some View {
        NavigationStack(path: $path) {
            HomeView(
                app: app, home: app.home, open: { path.append($0) },
                continueGame: { if app.continueGame() != nil { path = [.game] } },
                start: { if app.startChosenGame() != nil { path = [.game] } },
                openCard: { card in if app.openFromLibrary(id: card.id) != nil { path = [.game] } },
                openAnalysisBoard: { if app.openAnalysisBoard() != nil { path.append(.analysis) } },
                openPdn: { path.append(.pdnImport) }
            )
            .navigationDestination(for: Route.self) { route in
                destination(route)
            }
        }
        // Asked wherever a new game was requested while one is in progress:
        // continue it, or abandon it.
        .confirmationDialog(
            Text("newGame.confirm", bundle: .module),
            isPresented: Binding(get: { app.pendingNewGame != nil }, set: { if !$0 { app.cancelNewGame() } }),
            titleVisibility: .visible
        ) {
            Button {
                if app.continueInsteadOfNewGame() != nil { path = [.game] }
            } label: { Text("newGame.confirm.continue", bundle: .module) }
            Button(role: .destructive) {
                if app.confirmNewGame() != nil { path = [.game] }
            } label: { Text("newGame.confirm.abandon", bundle: .module) }
            Button(role: .cancel) { app.cancelNewGame() } label: { Text("common.cancel", bundle: .module) }
        } message: {
            // The game that would be abandoned, in the core's words.
            if let summary = app.continueCard?.summary {
                Text(verbatim: summary)
            } else {
                Text("newGame.confirm.message", bundle: .module)
            }
        }
        // A PDN file opened with the app ("Open in", the share sheet) goes to the import screen.
        .onOpenURL { url in
            guard app.openImport(url: url) != nil else { return }
            if path.last != .pdnImport { path.append(.pdnImport) }
            // A file of one game opens on the analysis board at once, the list behind it.
            if app.analyseImportedAtOnce() != nil { path.append(.analysis) }
        }
        .onChange(of: path) { _, new in
            if app.pdnImport != nil && !new.contains(.pdnImport) { app.closeImport() }
        }
        // No analysis searches behind the app once its screens are gone.
        .onChange(of: path) { _, new in
            if app.analysis != nil && !new.contains(.analysis) && !new.contains(.review) { app.closeAnalysis() }
        }
        .alert(Text("analysis.failed", bundle: .module), isPresented: Binding(
            get: { app.analysisProblem != nil },
            set: { if !$0 { app.dismissAnalysisProblem() } }
        )) {
            Button { app.dismissAnalysisProblem() } label: { Text("common.ok", bundle: .module) }
        } message: {
            Text(verbatim: app.analysisProblem ?? "")
        }
        .environment(\.locale, app.settings.localeIdentifier.map(Locale.init(identifier:)) ?? .autoupdatingCurrent)
        .environment(\.boardLook, app.settings.boardLook)
        .tint(Color(role: BrandColors.primary))
        .preferredColorScheme(colorScheme)
    }

    /// A new game now, or after the player confirms (the dialog above).
    private func start(_ rules: RuleSet) {
        if app.newGame(rules: rules) != nil { path = [.game] }
    }

    private var colorScheme: ColorScheme? {
        switch app.settings.appearance {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }

    @ViewBuilder
    private func destination(_ route: Route) -> some View {
        switch route {
        case .game:
            if let game = app.game {
                // New game: back to the choices on the home screen. A rematch
                // replaces the model, so the screen starts afresh.
                GameScreen(
                    model: game, settings: app.settings,
                    onNewGame: { path = [] },
                    onRematch: { _ = app.rematch() },
                    onAnalyse: { if app.analyseGame() != nil { path.append(.analysis) } }
                )
                .id(ObjectIdentifier(game))
            }
        case let .rulesEditor(rules):
            RulesEditorHost(app: app, rules: rules, play: start)
        case .tutorial:
            TutorialView(tutorial: app.tutorial) { path.append($0) }
        case let .page(page):
            PageView(
                page: page, labels: app.settings.squareLabels,
                practice: app.tutorial.practice(after: page, variant: app.puzzleVariant),
                onPractice: { path.append(.practice($0)) }
            )
        case let .lesson(lesson):
            LessonHost(model: app.tutorial.lessonModel(for: lesson), settings: app.settings) {
                path.append(.practice($0))
            }
        case .settings:
            SettingsView(settings: app.settings, levels: app.home.levels) { app.settingsChanged() }
        case .archive:
            if let library = app.library {
                ArchiveHost(library: library, open: { row in
                    // An archived game opens finished, to replay; back returns here.
                    if app.openFromLibrary(id: row.id) != nil { path.append(.game) }
                }, stats: { path.append(.stats) }, analyse: { row in
                    if app.analyseFromLibrary(id: row.id) != nil { path.append(.analysis) }
                }, openPdn: { path.append(.pdnImport) })
            }
        case .stats:
            if let library = app.library {
                StatsHost(library: library)
            }
        case .puzzles:
            PuzzlesHost(app: app)
        case let .practice(practice):
            PuzzlesHost(app: app, practice: practice)
        case .positionEditor:
            PositionEditorHost(app: app, play: { _ in path = [.game] }, analyse: { if app.analyseEdited($0) != nil { path.append(.analysis) } })
        case .analysis:
            if let analysis = app.analysis {
                AnalysisScreen(model: analysis, settings: app.settings, openReview: { path.append(.review) })
                    .id(ObjectIdentifier(analysis))
            }
        case .pdnImport:
            ImportHost(app: app) { row in
                if app.analyseImported(index: row.index) != nil { path.append(.analysis) }
            }
        case .review:
            if let review = app.review {
                GameReviewScreen(model: review, settings: app.settings)
                    .id(ObjectIdentifier(review))
            }
        }
    }
}

/// Keeps one puzzle model for the life of the screen.
private struct PuzzlesHost: View {
    let app: AppModel
    var practice: PuzzlePractice?
    @State private var model: PuzzleModel?

    /// The trainer of `variant`; the themes screen's variant picker makes another.
    private func make(_ variant: Variant) -> PuzzleModel {
        let m = app.makePuzzleModel(variant: variant)
        m.onVariant = { model = make($0) }
        return m
    }

    var body: some View {
        Group {
            if let model {
                PuzzleView(model: model, settings: app.settings)
            } else {
                ProgressView()
            }
        }
        .onAppear {
            guard model == nil else { return }
            let m = make(practice?.variant ?? .international)
            if let practice { m.chooseThemes(practice.themes) }
            model = m
        }
    }
}

/// Keeps one position editor model for the life of the screen. Analyse
/// hands its board to the analysis screen.
private struct PositionEditorHost: View {
    let app: AppModel
    let play: (GameModel) -> Void
    let analyse: (AnalysisHandle) -> Void
    @State private var editor: PositionEditorModel?

    var body: some View {
        Group {
            if let editor {
                PositionEditorView(
                    model: editor, botLevel: app.settings.botLevel,
                    play: { handle in play(app.openEditedGame(handle)) },
                    onAnalyse: analyse
                )
            } else {
                ProgressView()
            }
        }
        .onAppear {
            if editor == nil { editor = app.makePositionEditor() }
        }
    }
}

/// Keeps one editor model for the life of the screen.
private struct RulesEditorHost: View {
    let app: AppModel
    let rules: RuleSet
    let play: (RuleSet) -> Void
    @State private var editor: RulesEditorModel?

    init(app: AppModel, rules: RuleSet, play: @escaping (RuleSet) -> Void) {
        self.app = app
        self.rules = rules
        self.play = play
    }

    var body: some View {
        Group {
            if let editor {
                RulesEditorView(editor: editor, presets: app.home.presets, play: play)
            } else {
                ProgressView()
            }
        }
        .onAppear {
            if editor == nil { editor = app.makeRulesEditor(from: rules) }
        }
    }
}

/// Keeps one lesson model for the life of the screen.
private struct LessonHost: View {
    @State var model: LessonModel
    let settings: SettingsModel
    var onPractice: ((PuzzlePractice) -> Void)?

    var body: some View {
        LessonView(lesson: model, settings: settings, onPractice: onPractice)
    }
}
