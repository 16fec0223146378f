// The puzzle screen: the task, the board (taps and keys through the core),
// the core's words after each move, the rating counted from old to new, the
// streak, this sitting's chips (each reopens its puzzle), and Hint, Show the
// solution, Themes and Next. Every word and control state is the core's.
import DraughtsCore
import DraughtsKit
import SwiftUI

struct PuzzleView: View {
    let model: PuzzleModel
    let settings: SettingsModel
    @State private var showThemes = false
    /// The record's screens pushed on the themes sheet (the dashboard, the history).
    @State private var recordPath: [PuzzleRecordRoute] = []
    @State private var shownRating: Double = 0
    @FocusState private var boardFocused: Bool
    @State private var keyboardUsed = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                if let s = model.screen {
                    if s.run.active { PuzzleRunCard(run: s.run, model: model) }
                    feedback(s)
                    BoardGrid(
                        board: s.board,
                        labels: settings.squareLabels,
                        interactive: s.status == .solving,
                        directTouch: settings.directTouch,
                        showCursor: boardFocused && keyboardUsed,
                        onTap: { keyboardUsed = false; model.tap($0) }
                    )
                    .focusable()
                    .focused($boardFocused)
                    .boardKeys(s.board) { keyboardUsed = true; model.key($0) }
                    rating(s)
                    sitting(s)
                    buttons(s)
                }
                if let message = model.message {
                    Text(verbatim: message).foregroundStyle(.orange)
                }
            }
            .padding()
        }
        .navigationTitle(Text(verbatim: model.screen?.labels.title ?? ""))
        .onAppear { model.start() }
        // The themes, then the dashboard and the history pushed on the same
        // stack, as the Compose app pushes them: back returns a step; a
        // puzzle reopened, a replay or a run closes them all, back to this screen.
        .sheet(isPresented: $showThemes, onDismiss: { recordPath = [] }) {
            NavigationStack(path: $recordPath) {
                PuzzleThemesView(model: model, open: { recordPath.append($0) }, close: { closeThemes() })
                    .navigationDestination(for: PuzzleRecordRoute.self) { route in
                        switch route {
                        case .dashboard:
                            PuzzleDashboardView(
                                model: PuzzleDashboardModel(trainer: model),
                                open: { recordPath.append($0) }, close: { closeThemes() }
                            )
                        case .history:
                            PuzzleHistoryView(model: PuzzleHistoryModel(trainer: model), close: { closeThemes() })
                        }
                    }
            }
        }
        .alert(Text(verbatim: model.notice ?? ""), isPresented: .constant(model.notice != nil)) {
            Button { model.dismissNotice() } label: { Text("common.ok", bundle: .module) }
        }
        .onChange(of: model.screen?.said) { _, said in
            guard let said, settings.announceMoves else { return }
            AccessibilityNotification.Announcement(said).post()
        }
    }

    /// Back to this screen from the themes and whatever was opened from them.
    private func closeThemes() {
        showThemes = false
        recordPath = []
    }

    private func colour(_ outcome: PuzzleOutcome?) -> Color? {
        switch outcome {
        case .right, .solved, .alsoWins: return .green
        case .wrong: return .red
        default: return nil
        }
    }

    private func feedback(_ s: PuzzleScreen) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: s.prompt).font(.headline)
            // One of the player's own: the game it came from.
            if let source = s.source {
                Text(verbatim: source).font(.caption).foregroundStyle(.secondary)
            }
            if !s.said.isEmpty, s.said != s.prompt {
                Text(verbatim: s.said).foregroundStyle(colour(s.outcome) ?? .secondary)
            }
            if !s.themes.isEmpty {
                Text(verbatim: s.themes.joined(separator: " · ")).font(.caption)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background((colour(s.outcome) ?? .secondary).opacity(0.14), in: RoundedRectangle(cornerRadius: 12))
        .accessibilityElement(children: .combine)
    }

    private func rating(_ s: PuzzleScreen) -> some View {
        HStack(spacing: 12) {
            Text(verbatim: "\(Int(shownRating.rounded()))")
                .font(.title.monospacedDigit())
                .contentTransition(.numericText())
            VStack(alignment: .leading) {
                Text(verbatim: s.ratingText).font(.caption)
                if let change = s.ratingChange {
                    Text(verbatim: change.text).font(.caption)
                        .foregroundStyle(change.after >= change.before ? .green : .red)
                }
            }
            Spacer()
            Text(verbatim: s.streakText).font(.callout)
        }
        .accessibilityElement(children: .combine)
        .onAppear { shownRating = Double(s.rating) }
        .onChange(of: s.ratingChange) { _, change in
            // The rating counts from its old value to the new one.
            guard let change else { shownRating = Double(s.rating); return }
            shownRating = Double(change.before)
            withAnimation(.easeOut(duration: 0.9)) { shownRating = Double(change.after) }
        }
    }

    @ViewBuilder
    private func sitting(_ s: PuzzleScreen) -> some View {
        if !s.sitting.isEmpty {
            Text(verbatim: s.labels.sittingTitle).font(.subheadline)
            ScrollView(.horizontal) {
                HStack {
                    ForEach(Array(s.sitting.enumerated()), id: \.offset) { _, chip in
                        let ok = chip.result != .failed
                        Button { model.reopen(chip.index) } label: {
                            Text(verbatim: "\(ok ? "✓" : "✗") \(chip.changeText)")
                                .fontWeight(chip.current ? .bold : .regular)
                        }
                        .buttonStyle(.bordered)
                        .tint(ok ? .green : .red)
                        .accessibilityLabel(Text(verbatim: chip.label))
                    }
                }
            }
        }
    }

    private func buttons(_ s: PuzzleScreen) -> some View {
        HStack {
            if !s.controls.next.offered {
                control(s.controls.hint) { model.hint() }
                control(s.controls.solution) { model.showSolution() }
            }
            control(s.controls.themes) { showThemes = true }
            control(s.controls.next) { model.next() }
        }
    }

    @ViewBuilder
    private func control(_ c: ControlView, action: @escaping () -> Void) -> some View {
        if c.offered {
            Button(action: action) { Text(verbatim: c.label) }
                .buttonStyle(.borderedProminent)
                .disabled(!c.enabled)
        } else {
            Button(action: action) { Text(verbatim: c.label) }
                .buttonStyle(.bordered)
                .disabled(!c.enabled)
        }
    }
}

/// The themes, each with its line, count and the player's progress; several
/// chosen at once; the difficulty above them.
struct PuzzleThemesView: View {
    let model: PuzzleModel
    /// Pushes the dashboard or the history on the sheet's stack.
    var open: (PuzzleRecordRoute) -> Void = { _ in }
    /// Closes the sheet, back to the puzzle screen (nil: dismiss this view).
    var close: (() -> Void)?

    var body: some View {
        if let s = model.screen {
            List {
                PuzzleRecordSection(model: model, open: open, close: close)
                if let onVariant = model.onVariant {
                    Section {
                        Picker(selection: Binding(get: { model.variant }, set: { onVariant($0) })) {
                            ForEach(model.variants(), id: \.variant) { row in
                                Text(verbatim: "\(row.name) · \(row.countText)").tag(row.variant)
                            }
                        } label: {
                            Text(verbatim: s.labels.variantTitle)
                        }
                    } header: {
                        Text(verbatim: s.labels.variantTitle)
                    }
                }
                Section {
                    Picker(selection: Binding(
                        get: { s.difficulty.first { $0.chosen }?.difficulty ?? .normal },
                        set: { model.setDifficulty($0) }
                    )) {
                        ForEach(s.difficulty, id: \.difficulty) { d in
                            Text(verbatim: d.label).tag(d.difficulty)
                        }
                    } label: {
                        Text(verbatim: s.labels.difficultyTitle)
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text(verbatim: s.labels.difficultyTitle)
                }
                Section {
                    Button { model.toggleMine() } label: {
                        HStack(alignment: .top) {
                            Image(systemName: s.mine.chosen ? "checkmark.circle.fill" : "circle")
                            VStack(alignment: .leading, spacing: 2) {
                                HStack {
                                    Text(verbatim: s.mine.name).font(.headline)
                                    Spacer()
                                    Text(verbatim: s.mine.countText).font(.caption)
                                }
                                Text(verbatim: s.mine.description).font(.subheadline)
                                Text(verbatim: s.mine.progress).font(.caption).foregroundStyle(.tint)
                            }
                        }
                    }
                    .accessibilityAddTraits(s.mine.chosen ? .isSelected : [])
                    ForEach(s.themeRows, id: \.theme) { row in
                        Button { model.toggle(row.theme) } label: {
                            HStack(alignment: .top) {
                                Image(systemName: row.chosen ? "checkmark.circle.fill" : "circle")
                                VStack(alignment: .leading, spacing: 2) {
                                    HStack {
                                        Text(verbatim: row.name).font(.headline)
                                        Spacer()
                                        Text(verbatim: row.countText).font(.caption)
                                    }
                                    Text(verbatim: row.description).font(.subheadline)
                                    Text(verbatim: row.progress).font(.caption).foregroundStyle(.tint)
                                }
                            }
                        }
                        .accessibilityAddTraits(row.chosen ? .isSelected : [])
                    }
                } header: {
                    HStack {
                        Text(verbatim: s.labels.chosenThemes)
                        Spacer()
                        Button { model.allThemes() } label: { Text(verbatim: s.controls.allThemes.label) }
                            .disabled(!s.controls.allThemes.enabled)
                    }
                }
            }
            .navigationTitle(Text(verbatim: s.labels.themesTitle))
        }
    }
}

#Preview("Puzzle · phone · light") {
    NavigationStack {
        PuzzleView(
            model: PuzzleModel(stored: nil, today: "2026-12-05", language: .en, keepAside: { _ in true }, save: { _ in }),
            settings: SettingsModel()
        )
    }
    .preferredColorScheme(.light)
}

#Preview("Puzzle · phone · dark") {
    NavigationStack {
        PuzzleView(
            model: PuzzleModel(stored: nil, today: "2026-12-05", language: .en, keepAside: { _ in true }, save: { _ in }),
            settings: SettingsModel()
        )
    }
    .preferredColorScheme(.dark)
}

#Preview("Puzzle themes") {
    NavigationStack {
        PuzzleThemesView(
            model: PuzzleModel(stored: nil, today: "2026-12-05", language: .en, keepAside: { _ in true }, save: { _ in })
        )
    }
}

#Preview("Puzzle themes · from my games chosen") {
    let m = PuzzleModel(stored: nil, today: "2026-12-05", language: .en, keepAside: { _ in true }, save: { _ in })
    m.onVariant = { _ in }
    m.toggleMine()
    return NavigationStack { PuzzleThemesView(model: m) }
}

#Preview("Puzzle · a lesson's themes (put it into practice)") {
    let m = PuzzleModel(stored: nil, today: "2026-12-05", language: .en, keepAside: { _ in true }, save: { _ in })
    m.chooseThemes([.multiCapture])
    m.start()
    return NavigationStack { PuzzleView(model: m, settings: SettingsModel()) }
}
