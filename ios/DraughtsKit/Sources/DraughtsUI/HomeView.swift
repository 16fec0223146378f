// Home: the "Continue" card of the saved game (the core's snapshot of it:
// variant, mode, move number, whose turn, a small board), then a new game
// on one screen: the variant (its name and the core's one-line tagline, or
// custom rules made from it), the mode, the bot's level and colour, the
// clock, Start. With the library: the other unfinished games as cards
// (open, delete), and the way to the archive and the statistics.
import DraughtsCore
import DraughtsKit
import SwiftUI

struct HomeView: View {
    @Bindable var app: AppModel
    @Bindable var home: HomeModel
    let open: (Route) -> Void
    /// Opens the game to continue.
    let continueGame: () -> Void
    /// Starts the chosen game (asking first if one is in progress).
    let start: () -> Void
    /// Opens an unfinished game of the library.
    var openCard: (GameCard) -> Void = { _ in }
    /// Opens the analysis board on the chosen variant's start position.
    var openAnalysisBoard: () -> Void = {}

    var body: some View {
        List {
            if let card = app.continueCard {
                Section {
                    Button(action: continueGame) { ContinueCardView(card: card) }
                        .buttonStyle(.plain)
                }
            }
            if let library = app.library, !app.otherGames.isEmpty {
                Section {
                    ForEach(app.otherGames, id: \.id) { card in
                        Button { openCard(card) } label: { GameCardView(card: card) }
                            .buttonStyle(.plain)
                            .swipeActions {
                                Button(role: .destructive) { library.remove(card) } label: {
                                    Label { Text("library.delete", bundle: .module) } icon: { Image(systemName: "trash") }
                                }
                            }
                            .contextMenu {
                                Button(role: .destructive) { library.remove(card) } label: {
                                    Label { Text("library.delete", bundle: .module) } icon: { Image(systemName: "trash") }
                                }
                            }
                            // VoiceOver: the delete is an action of the card.
                            .accessibilityAction(named: Text("library.delete", bundle: .module)) { library.remove(card) }
                    }
                } header: {
                    Text("home.unfinished", bundle: .module)
                }
            }
            Section {
                if let form = home.form {
                    NewGameFormView(home: home, form: form, editRules: { open(.rulesEditor($0)) })
                }
                Button(action: start) {
                    Label { Text("home.start", bundle: .module) } icon: { Image(systemName: "play.fill") }
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(!home.canStart)
                .listRowInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            } header: {
                Text("home.newGame", bundle: .module)
            }
            Section {
                Button(action: openAnalysisBoard) {
                    Label { Text("analysis.title", bundle: .module) } icon: { Image(systemName: "magnifyingglass") }
                }
                Button { open(.puzzles) } label: {
                    Label { Text("puzzles.title", bundle: .module) } icon: { Image(systemName: "puzzlepiece") }
                }
                Button { open(.pdnImport) } label: {
                    Label { Text("import.open", bundle: .module) } icon: { Image(systemName: "doc.text") }
                }
            }
        }
        .navigationTitle(Text("app.title", bundle: .module))
        .toolbar {
            if app.library != nil {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Button { open(.archive) } label: {
                            Label { Text("archive.title", bundle: .module) } icon: { Image(systemName: "archivebox") }
                        }
                        Button { open(.stats) } label: {
                            Label { Text("stats.title", bundle: .module) } icon: { Image(systemName: "chart.bar") }
                        }
                    } label: {
                        Label { Text("home.library", bundle: .module) } icon: { Image(systemName: "books.vertical") }
                    }
                }
            }
            ToolbarItem(placement: .primaryAction) {
                Button { open(.positionEditor) } label: {
                    Label { Text("editor.title", bundle: .module) } icon: { Image(systemName: "square.grid.3x3") }
                }
            }
            ToolbarItem(placement: .primaryAction) {
                Button { open(.tutorial) } label: {
                    Label { Text("home.tutorial", bundle: .module) } icon: { Image(systemName: "book") }
                }
            }
            ToolbarItem(placement: .primaryAction) {
                Button { open(.settings) } label: {
                    Label { Text("home.settings", bundle: .module) } icon: { Image(systemName: "gearshape") }
                }
            }
        }
        .alert(Text("home.restoreFailed", bundle: .module), isPresented: Binding(
            get: { app.restoreProblem != nil },
            set: { if !$0 { app.dismissRestoreProblem() } }
        )) {
            Button { app.dismissRestoreProblem() } label: { Text("common.ok", bundle: .module) }
        } message: {
            Text(verbatim: app.restoreProblem ?? "")
        }
        // The library's notices, once each, in the core's words.
        .alert(Text("library.notice", bundle: .module), isPresented: Binding(
            get: { app.restoreProblem == nil && app.library?.notice != nil },
            set: { if !$0 { app.library?.dismissNotice() } }
        )) {
            Button { app.library?.dismissNotice() } label: { Text("common.ok", bundle: .module) }
        } message: {
            Text(verbatim: app.library?.notice ?? "")
        }
        // Settings that could not be read: kept aside, told once.
        .alert(Text("library.notice", bundle: .module), isPresented: Binding(
            get: { app.restoreProblem == nil && app.library?.notice == nil && app.settings.notice != nil },
            set: { if !$0 { app.settings.dismissNotice() } }
        )) {
            Button { app.settings.dismissNotice() } label: { Text("common.ok", bundle: .module) }
        } message: {
            Text(verbatim: app.settings.notice ?? "")
        }
        .onAppear { app.library?.refresh() }
        .background {
            // The library's shortcuts work while its menu is closed: each is
            // also an invisible button of the screen.
            if app.library != nil {
                ForEach(HomeShortcut.allCases, id: \.self) { shortcut in
                    Button { open(shortcut == .archive ? .archive : .stats) } label: { EmptyView() }
                        .keyboardShortcut(KeyEquivalent(shortcut.key), modifiers: [.command, .shift])
                        .opacity(0)
                        .accessibilityHidden(true)
                }
            }
        }
    }
}

/// An unfinished game of the library: a small board (the core's, no
/// input), the variant, the players, whose move, the date; VoiceOver reads
/// the core's line for it.
struct GameCardView: View {
    let card: GameCard

    var body: some View {
        HStack(spacing: 12) {
            BoardGrid(board: card.board, labels: .none, interactive: false)
                .frame(width: 64, height: 64)
                .clipShape(RoundedRectangle(cornerRadius: 4))
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: card.title).font(.subheadline.weight(.semibold))
                Text(verbatim: card.players).font(.footnote).foregroundStyle(.secondary).lineLimit(1)
                HStack(spacing: 6) {
                    Text(verbatim: card.toMove).lineLimit(1)
                    Spacer(minLength: 4)
                    Text(verbatim: card.date).monospacedDigit()
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
        .padding(.vertical, 2)
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: card.spoken))
        .accessibilityAddTraits(.isButton)
    }
}

/// The core's new-game form: the variant (its name and tagline, or the
/// custom rules), the mode, the bot's level and colour, the clock. Each
/// choice is the core's snapshot; each change goes to the core.
struct NewGameFormView: View {
    let home: HomeModel
    let form: NewGameView
    /// Opens the rules editor on the chosen rules.
    let editRules: (RuleSet) -> Void

    /// The variant picker's tags: a preset's id, or "custom".
    private static let custom = "custom"

    var body: some View {
        Picker(selection: Binding(
            get: { form.customChosen ? Self.custom : form.variants.first(where: \.selected)?.id ?? "" },
            set: { id in
                if let i = form.variants.firstIndex(where: { $0.id == id }) {
                    home.send(.chooseVariant(index: UInt32(i)))
                } else {
                    home.send(.chooseCustomRules)
                }
            }
        )) {
            ForEach(form.variants, id: \.id) { variant in
                Text(verbatim: variant.name).tag(variant.id)
            }
            if let custom = form.customRules {
                Text(verbatim: custom).tag(Self.custom)
            }
        } label: {
            Text("home.variant", bundle: .module)
        }
        HStack(alignment: .top) {
            Text(verbatim: form.chosenSummary)
                .font(.footnote)
                .foregroundStyle(.secondary)
                .lineLimit(2)
            Spacer()
            Button { editRules(form.rules) } label: {
                Label { Text("home.customize", bundle: .module) } icon: { Image(systemName: "slider.horizontal.3") }
                    .font(.footnote)
            }
            .buttonStyle(.borderless)
        }
        Picker(selection: Binding(get: { form.mode }, set: { home.send(.setMode(mode: $0)) })) {
            Text("mode.versusBot", bundle: .module).tag(GameMode.vsBot)
            Text("mode.twoPlayers", bundle: .module).tag(GameMode.twoPlayers)
        } label: {
            Text("mode.title", bundle: .module)
        }
        .pickerStyle(.segmented)
        if let bot = form.bot {
            Picker(selection: Binding(
                get: { bot.levels.first(where: \.selected)?.number ?? 0 },
                set: { home.send(.setLevel(level: $0)) }
            )) {
                ForEach(bot.levels, id: \.number) { level in
                    Text(verbatim: level.label).tag(level.number)
                }
            } label: {
                Text("mode.level", bundle: .module)
            }
            Picker(selection: Binding(get: { bot.side }, set: { home.send(.setSide(side: $0)) })) {
                Text("mode.colour.white", bundle: .module).tag(Side.white)
                Text("mode.colour.black", bundle: .module).tag(Side.black)
            } label: {
                Text("mode.colour", bundle: .module)
            }
            .pickerStyle(.segmented)
        }
        ClockChoiceView(home: home, form: form)
    }
}

/// The clock of the new game: none, the core's presets by their own short
/// names (`3+2`), or a custom one typed as `BASE+INC`, which the core reads;
/// its refusal is shown under the field while it cannot.
struct ClockChoiceView: View {
    let home: HomeModel
    let form: NewGameView

    var body: some View {
        Picker(selection: Binding(get: { form.clock }, set: { home.send(.setClock(pick: $0)) })) {
            Text("clock.none", bundle: .module).tag(ClockPick.noClock)
            ForEach(Array(form.clockPresets.enumerated()), id: \.element.id) { i, preset in
                Text(verbatim: preset.id).tag(ClockPick.preset(index: UInt32(i)))
            }
            Text("clock.custom", bundle: .module).tag(ClockPick.custom)
        } label: {
            Label { Text("clock.title", bundle: .module) } icon: { Image(systemName: "timer") }
        }
        if let field = form.customClock {
            VStack(alignment: .leading, spacing: 4) {
                TextField(text: Binding(get: { field.text }, set: { home.send(.setCustomClock(text: $0)) }),
                          prompt: Text(verbatim: "3+2")) {
                    Text("clock.custom.field", bundle: .module)
                }
                #if os(iOS)
                .keyboardType(.numbersAndPunctuation)
                #endif
                .autocorrectionDisabled()
                .accessibilityHint(Text("clock.custom.help", bundle: .module))
                if let problem = field.refusal {
                    Label { Text(verbatim: problem) } icon: { Image(systemName: "exclamationmark.triangle.fill") }
                        .font(.footnote)
                        .foregroundStyle(.orange)
                } else {
                    Text("clock.custom.help", bundle: .module)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// The game to continue: a small board, the variant, the mode, the move
/// number and whose turn (or the result), all from the core's snapshot.
struct ContinueCardView: View {
    let card: ContinueCard

    var body: some View {
        HStack(spacing: 12) {
            BoardGrid(board: card.board, labels: .none, interactive: false)
                .frame(width: 76, height: 76)
                .clipShape(RoundedRectangle(cornerRadius: 4))
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Label { Text("home.continue", bundle: .module) } icon: { Image(systemName: "play.circle.fill") }
                    .font(.headline)
                    .foregroundStyle(Color.accentColor)
                Text(verbatim: card.title).font(.subheadline.weight(.semibold))
                Text(verbatim: card.mode).font(.footnote).foregroundStyle(.secondary).lineLimit(1)
                HStack(spacing: 6) {
                    if let number = card.moveNumber {
                        Text("home.continue.move \(Int(number))", bundle: .module)
                    }
                    Text(verbatim: card.status).lineLimit(1)
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
        .padding(.vertical, 4)
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("home.continue", bundle: .module))
        .accessibilityValue(Text(verbatim: card.summary))
        .accessibilityAddTraits(.isButton)
    }
}
