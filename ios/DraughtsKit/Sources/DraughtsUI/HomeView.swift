// Home, after lichess mobile's: the games to continue first (the core's
// cards with their small boards), then two large actions, "Play the bot"
// and "Play a friend", which open the new game's sheet (the bot's level and
// colour, the clock, Start); the variant as a card with its start position
// drawn small, opening the variant sheet; then cards for Learn, Puzzles, the
// analysis board, the position editor, the archive, the statistics and a
// PDN file. One column on a phone, capped in width; two on a wide screen.
// The layout's words are the core's (`HomeLabels`) or the String Catalog's.
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
    /// Opens the PDN import screen (paste, or a file).
    var openPdn: () -> Void = {}

    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        ScrollView {
            Group {
                if sizeClass == .regular {
                    HStack(alignment: .top, spacing: 16) {
                        VStack(spacing: 12) { playing }
                        VStack(spacing: 12) { others }
                    }
                    .frame(maxWidth: 1080)
                } else {
                    VStack(spacing: 12) {
                        playing
                        others
                    }
                    .frame(maxWidth: 640)
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity)
        }
        .background(Color(role: .surface))
        .navigationTitle(Text("app.title", bundle: .module))
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { open(.settings) } label: {
                    Label { Text("home.settings", bundle: .module) } icon: { Image(systemName: "gearshape") }
                }
            }
        }
        .sheet(isPresented: Binding(get: { home.sheet != nil }, set: { if !$0 { home.closeSheet() } })) {
            if let form = home.form {
                HomeSheetView(home: home, form: form, start: start, editRules: { rules in
                    home.closeSheet()
                    open(.rulesEditor(rules))
                })
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
            // The library's shortcuts: each is also an invisible button of the screen.
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

    /// The games to continue, the two big actions, the variant card.
    @ViewBuilder private var playing: some View {
        if let card = app.continueCard {
            Button(action: continueGame) { ContinueCardView(card: card).homeCard() }
                .buttonStyle(.plain)
        }
        if let library = app.library, !app.otherGames.isEmpty {
            HomeSectionTitle(text: home.labels?.continueHeading ?? "")
            ForEach(app.otherGames, id: \.id) { card in
                Button { openCard(card) } label: { GameCardView(card: card).homeCard() }
                    .buttonStyle(.plain)
                    .contextMenu {
                        Button(role: .destructive) { library.remove(card) } label: {
                            Label { Text("library.delete", bundle: .module) } icon: { Image(systemName: "trash") }
                        }
                    }
                    // VoiceOver: the delete is an action of the card.
                    .accessibilityAction(named: Text("library.delete", bundle: .module)) { library.remove(card) }
            }
        }
        if let labels = home.labels {
            HStack(spacing: 12) {
                BigActionButton(title: labels.playBot, detail: labels.playBotDetail, symbol: "desktopcomputer",
                                prominent: true, action: home.playBot)
                BigActionButton(title: labels.playFriend, detail: labels.playFriendDetail, symbol: "person.2.fill",
                                prominent: false, action: home.playFriend)
            }
            .fixedSize(horizontal: false, vertical: true)
        }
        if let form = home.form {
            Button(action: home.showVariants) { VariantCardView(form: form).homeCard() }
                .buttonStyle(.plain)
                .accessibilityHint(Text(verbatim: form.labels.changeVariant))
        }
    }

    /// Learn and Puzzles, then the tools.
    @ViewBuilder private var others: some View {
        let labels = home.labels
        HStack(spacing: 12) {
            ShortcutCard(title: Text("home.tutorial", bundle: .module), detail: labels?.learnDetail ?? "",
                         symbol: "graduationcap.fill") { open(.tutorial) }
            ShortcutCard(title: Text("puzzles.title", bundle: .module), detail: "",
                         symbol: "puzzlepiece.fill") { open(.puzzles) }
        }
        .fixedSize(horizontal: false, vertical: true)
        HomeSectionTitle(text: labels?.moreHeading ?? "")
        LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)], spacing: 12) {
            ShortcutCard(title: Text("analysis.title", bundle: .module), detail: labels?.analysisDetail ?? "",
                         symbol: "magnifyingglass", action: openAnalysisBoard)
            ShortcutCard(title: Text("editor.title", bundle: .module), detail: labels?.setUpDetail ?? "",
                         symbol: "square.grid.3x3") { open(.positionEditor) }
            if app.library != nil {
                ShortcutCard(title: Text("archive.title", bundle: .module), detail: labels?.archiveDetail ?? "",
                             symbol: "clock.arrow.circlepath") { open(.archive) }
                ShortcutCard(title: Text("stats.title", bundle: .module), detail: labels?.statisticsDetail ?? "",
                             symbol: "chart.bar.fill") { open(.stats) }
            }
            ShortcutCard(title: Text(verbatim: labels?.openPdn ?? ""), detail: labels?.openPdnDetail ?? "",
                         symbol: "doc.text", action: openPdn)
        }
    }
}

/// A section's title over cards, read as a heading.
struct HomeSectionTitle: View {
    let text: String

    var body: some View {
        Text(verbatim: text)
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.secondary)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.leading, 4)
            .accessibilityAddTraits(.isHeader)
    }
}

/// "Play the bot" or "Play a friend": a large tile with a symbol, the title and one line.
struct BigActionButton: View {
    let title: String
    let detail: String
    let symbol: String
    let prominent: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(alignment: .leading, spacing: 6) {
                Image(systemName: symbol).font(.title2)
                Spacer(minLength: 4)
                Text(verbatim: title).font(.headline)
                Text(verbatim: detail).font(.footnote).opacity(0.85).lineLimit(2)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .padding(16)
            .foregroundStyle(Color(role: prominent ? .onPrimary : .onSecondaryContainer))
            .background(Color(role: prominent ? .primary : .secondaryContainer),
                        in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            .contentShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        }
        .buttonStyle(.plain)
        .frame(minHeight: 112)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

/// The chosen variant: its start position drawn small, its name, its one-line description.
struct VariantCardView: View {
    let form: NewGameView

    var body: some View {
        HStack(spacing: 14) {
            BoardGrid(board: form.diagram, labels: .none, interactive: false)
                .frame(width: 64, height: 64)
                .clipShape(RoundedRectangle(cornerRadius: 4))
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: form.labels.variantHeading).font(.caption).foregroundStyle(.secondary)
                Text(verbatim: form.chosenName).font(.subheadline.weight(.semibold)).lineLimit(1)
                Text(verbatim: form.chosenSummary).font(.footnote).foregroundStyle(.secondary).lineLimit(2)
            }
            Spacer(minLength: 0)
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

/// A card opening another screen: a symbol, the screen's name, what it holds.
struct ShortcutCard: View {
    let title: Text
    let detail: String
    let symbol: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(alignment: .leading, spacing: 4) {
                Image(systemName: symbol).font(.title3).foregroundStyle(Color(role: .primary))
                title.font(.subheadline.weight(.semibold)).lineLimit(2)
                if !detail.isEmpty {
                    Text(verbatim: detail).font(.footnote).foregroundStyle(.secondary).lineLimit(3)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .homeCard()
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

extension View {
    /// A card of home: padded, on the scheme's container surface, rounded.
    func homeCard() -> some View {
        padding(14)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(role: .surfaceContainer), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

/// The sheet over home: the new game (variant row, level, colour, clock,
/// Start), or the variant (the presets with their descriptions, the chosen
/// one's diagram, the rules editor).
struct HomeSheetView: View {
    let home: HomeModel
    let form: NewGameView
    /// Starts the game the form describes.
    let start: () -> Void
    /// Opens the rules editor on the chosen rules.
    let editRules: (RuleSet) -> Void

    var body: some View {
        NavigationStack {
            Form {
                if home.sheet == .newGame {
                    NewGameFormView(home: home, form: form)
                } else {
                    VariantFormView(home: home, form: form, editRules: editRules)
                }
            }
            .navigationTitle(Text(verbatim: home.sheet == .newGame ? form.labels.sheetTitle : form.labels.variantHeading))
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                if home.sheet == .newGame {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(action: home.closeSheet) { Text("common.close", bundle: .module) }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button {
                            home.closeSheet()
                            start()
                        } label: {
                            Text("home.start", bundle: .module)
                        }
                        .disabled(!home.canStart)
                        .keyboardShortcut(.defaultAction)
                    }
                } else {
                    ToolbarItem(placement: .confirmationAction) {
                        Button(action: home.variantDone) { Text("common.done", bundle: .module) }
                    }
                }
            }
        }
        #if os(iOS)
        .presentationDetents([.medium, .large])
        #endif
    }
}

/// The new game's choices: the variant (a row that opens the variant sheet),
/// the bot's level and colour, the clock. Each choice is the core's snapshot;
/// each change goes to the core.
struct NewGameFormView: View {
    let home: HomeModel
    let form: NewGameView

    var body: some View {
        Section {
            Button(action: home.showVariants) { VariantCardView(form: form) }
                .buttonStyle(.plain)
                .accessibilityHint(Text(verbatim: form.labels.changeVariant))
        }
        if let bot = form.bot {
            Section {
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
        }
        Section {
            ClockChoiceView(home: home, form: form)
        }
    }
}

/// The variant: the presets (and the custom rules once made), each with its
/// one-line description; the chosen one's start position; the rules editor.
struct VariantFormView: View {
    let home: HomeModel
    let form: NewGameView
    /// Opens the rules editor on the chosen rules.
    let editRules: (RuleSet) -> Void

    /// The variant picker's tags: a preset's id, or "custom".
    private static let custom = "custom"

    var body: some View {
        Section {
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
                    VStack(alignment: .leading, spacing: 2) {
                        Text(verbatim: variant.name)
                        Text(verbatim: variant.tagline).font(.footnote).foregroundStyle(.secondary).lineLimit(2)
                    }
                    .tag(variant.id)
                }
                if let custom = form.customRules {
                    Text(verbatim: custom).tag(Self.custom)
                }
            } label: {
                Text("home.variant", bundle: .module)
            }
            .pickerStyle(.inline)
            .labelsHidden()
        }
        Section {
            HStack(spacing: 16) {
                BoardGrid(board: form.diagram, labels: .none, interactive: false)
                    .frame(width: 112, height: 112)
                    .clipShape(RoundedRectangle(cornerRadius: 6))
                    .accessibilityHidden(true)
                Text(verbatim: form.chosenSummary).font(.footnote).foregroundStyle(.secondary)
            }
            Button { editRules(form.rules) } label: {
                Label { Text("home.customize", bundle: .module) } icon: { Image(systemName: "slider.horizontal.3") }
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
