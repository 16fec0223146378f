// The game screen: a top bar (the variant and the mode), the player strips
// above and below the board, the board as large as the space allows, the
// one status line, a draw offer or the draw counter, the moves as one
// horizontal strip, and a bottom bar of labelled buttons with a menu for the
// rest. In landscape and on wide screens the board sits beside a panel.
// Everything drawn comes from GameModel (the core's view, laid out in
// DraughtsKit); taps, keys and buttons go back through it.
import DraughtsCore
import DraughtsKit
import SwiftUI

public struct GameScreen: View {
    @Bindable var model: GameModel
    let settings: SettingsModel
    var onNewGame: () -> Void = {}
    var onRematch: () -> Void = {}
    /// The finished game on the analysis board (the end card's Analyse).
    var onAnalyse: () -> Void = {}

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scenePhase) private var scenePhase
    @FocusState private var boardFocused: Bool
    /// A key was pressed since the last touch: only then are the focus marks drawn.
    @State private var keyboardUsed = false
    @State private var showShortcuts = false

    public init(
        model: GameModel, settings: SettingsModel,
        onNewGame: @escaping () -> Void = {}, onRematch: @escaping () -> Void = {},
        onAnalyse: @escaping () -> Void = {}
    ) {
        self.model = model
        self.settings = settings
        self.onNewGame = onNewGame
        self.onRematch = onRematch
        self.onAnalyse = onAnalyse
    }

    public var body: some View {
        Group {
            if let view = model.view {
                GeometryReader { geo in
                    layout(view, GameLayout(width: Double(geo.size.width), height: Double(geo.size.height),
                                            faceToFace: view.faceToFace))
                }
            } else if let message = model.message {
                Text(verbatim: message).foregroundStyle(.orange).padding()
            } else {
                ProgressView()
            }
        }
        .navigationTitle(title)
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        .toolbar {
            ToolbarItem(placement: .principal) {
                if let view = model.view {
                    TopBarTitle(title: view.title, mode: view.mode)
                }
            }
        }
        .confirmationDialog(
            Text("game.resign.confirm", bundle: .module),
            isPresented: Binding(get: { model.resignRequested }, set: { if !$0 { model.cancelResign() } }),
            titleVisibility: .visible
        ) {
            Button(role: .destructive) { model.confirmResign() } label: { Text("game.resign", bundle: .module) }
        }
        .sheet(item: Binding(get: { model.exported }, set: { if $0 == nil { model.exportDismissed() } })) { pdn in
            PdnSheet(pdn: pdn) { model.exportDismissed() }
        }
        .sheet(isPresented: $showShortcuts) {
            ShortcutsHelp { showShortcuts = false }
        }
        .onChange(of: model.announcement) { _, new in
            guard let new else { return }
            if settings.announceMoves {
                AccessibilityNotification.Announcement(new.text).post()
            }
            model.announced()
        }
        // One cue per event the core gives a sound: light for a move, heavy
        // for a capture, medium for a crowning, success at the end.
        .sensoryFeedback(trigger: model.cue) { _, new in
            guard let new, new.haptic else { return nil }
            switch new.kind {
            case .move: return .impact(weight: .light)
            case .capture: return .impact(weight: .heavy)
            case .crowning: return .impact(weight: .medium)
            case .gameOver: return .success
            }
        }
        .onChange(of: model.cue) { _, new in
            if let new, new.sound { MoveSound.play(new.kind) }
        }
        // The animation runs over the new position; once it has run the
        // board is drawn alone.
        .task(id: model.animation?.seq) {
            guard let animation = model.animation else { return }
            try? await Task.sleep(nanoseconds: UInt64(animation.duration * 1_000_000_000))
            model.animationFinished(seq: animation.seq)
        }
        // The clock's display timer: it sleeps until the running label
        // changes or the flag falls, then the core recomputes the clocks.
        .task(id: model.clockRunning) {
            while !Task.isCancelled, let ms = model.nextClockTick() {
                try? await Task.sleep(nanoseconds: ms * 1_000_000)
                if Task.isCancelled { break }
                model.tickClock()
            }
        }
        // No time runs while the app is in the background.
        .onChange(of: scenePhase) { _, phase in
            if phase != .active { model.pauseClock() }
        }
        .onChange(of: reduceMotion) { _, new in model.reduceMotion = new }
        .onAppear {
            model.reduceMotion = reduceMotion
            boardFocused = true
            model.resume()
        }
        .onDisappear { model.suspend() }
    }

    private var title: Text {
        if let view = model.view {
            return Text(verbatim: view.title)
        }
        return Text("game.title", bundle: .module)
    }

    @ViewBuilder
    private func layout(_ view: GameView, _ layout: GameLayout) -> some View {
        let side = CGFloat(layout.boardSide)
        switch layout.arrangement {
        case .stacked:
            VStack(spacing: CGFloat(GameLayout.Row.spacing)) {
                if layout.faceToFace { farRows }
                strip(\.top)
                board(view).frame(width: side, height: side)
                    // The end of the game over the finished board's lower part: the move list stays in sight.
                    .overlay(alignment: .bottom) { endCard.padding(8) }
                strip(\.bottom)
                statusRows
                // The move table takes the height the other rows leave; the bars stay at the bottom.
                let barShown = model.replayBar?.shown ?? false
                moveTable.frame(height: CGFloat(layout.tableHeight(replayBarShown: barShown)))
                if barShown { replayBar }
                bar
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        case .sideBySide:
            HStack(alignment: .top, spacing: CGFloat(GameLayout.margin)) {
                board(view).frame(width: side, height: side)
                VStack(spacing: CGFloat(GameLayout.Row.spacing)) {
                    if layout.faceToFace { farRows }
                    strip(\.top)
                    statusRows
                    // Between the strips, the move table fills the panel; the bars under it.
                    moveTable.frame(maxHeight: .infinity)
                    // Drawn only while one of its steps can act (the core's `shown`).
                    if model.replayBar?.shown ?? false { replayBar }
                    // In landscape the end of the game goes in the panel, in the bar's place.
                    if model.endOfGame != nil { endCard } else { bar }
                    strip(\.bottom)
                }
                .frame(width: CGFloat(layout.panelWidth), height: side)
            }
            .padding(CGFloat(GameLayout.margin))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    private func strip(_ which: KeyPath<PlayerStrips, PlayerView>) -> some View {
        Group {
            if let strips = model.strips {
                let clocks = model.clocks
                let player = strips[keyPath: which]
                PlayerStripView(player: player, clock: which == \PlayerStrips.top ? clocks.top : clocks.bottom)
                    // Face to face: this player sits across the table.
                    .rotationEffect(.degrees(player.turned ? 180 : 0))
            } else {
                Color.clear
            }
        }
        .frame(height: CGFloat(GameLayout.Row.strip))
        .padding(.horizontal, 8)
    }

    private var statusRows: some View {
        VStack(spacing: CGFloat(GameLayout.Row.spacing)) {
            StatusLineView(line: model.statusLine) { model.send(.endReplay) }
                .frame(height: CGFloat(GameLayout.Row.status))
            if let pending = model.view?.pendingMove {
                // A move held for confirmation takes the info line's place.
                ConfirmMoveRow(pending: pending, confirm: model.confirmMove, cancel: model.cancelMove)
                    .frame(height: CGFloat(GameLayout.Row.info))
            } else {
                // A question for the far player is drawn near them (farRows).
                InfoLineView(line: model.infoLine.flatMap { $0.turned ? nil : $0 }, answer: answer)
                    .frame(height: CGFloat(GameLayout.Row.info))
            }
        }
        .padding(.horizontal, 8)
    }

    /// Face to face, above the top strip and turned toward the far player:
    /// the question put to them (nearest their edge), then their status.
    private var farRows: some View {
        VStack(spacing: CGFloat(GameLayout.Row.spacing)) {
            switch model.farLine {
            case let .question(line):
                InfoLineView(line: line, answer: answer)
                    .frame(height: CGFloat(GameLayout.Row.status + GameLayout.Row.info + GameLayout.Row.spacing))
            case let .status(text):
                Text(verbatim: text)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                    .minimumScaleFactor(0.75)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .frame(height: CGFloat(GameLayout.Row.status))
                    .accessibilityAddTraits(.isHeader)
                Spacer(minLength: 0).frame(height: CGFloat(GameLayout.Row.info))
            case nil:
                Spacer(minLength: 0)
            }
        }
        .frame(height: CGFloat(GameLayout.farRows - GameLayout.Row.spacing))
        .padding(.horizontal, 8)
        .rotationEffect(.degrees(180))
    }

    /// An answer to the info line's question: the takeback request or the draw offer.
    private func answer(_ accept: Bool) {
        if case .takeback = model.infoLine {
            model.answerTakeback(accept: accept)
        } else {
            model.send(.answerDraw(accept: accept))
        }
    }

    @ViewBuilder
    private var endCard: some View {
        if let end = model.endOfGame {
            EndOfGameCard(
                end: end,
                rematch: { model.dismissEndOfGame(); onRematch() },
                analyse: { onAnalyse() },
                newGame: { model.dismissEndOfGame(); onNewGame() },
                close: { model.dismissEndOfGame() }
            )
        }
    }

    private var bar: some View {
        BottomBarView(
            bar: model.bottomBar, toggles: model.tableToggles, run: { run($0) },
            faceToFace: { model.setFaceToFace($0) }, turnFarPieces: { model.setTurnFarPieces($0) }
        )
        .frame(height: CGFloat(GameLayout.Row.bar))
    }

    /// A command of the bar, its menu or a shortcut. New game and the
    /// shortcut list are the app's and this screen's; the rest the model's.
    private func run(_ command: GameCommand) {
        switch command {
        case .newGame: onNewGame()
        case .shortcuts: showShortcuts = true
        default: model.perform(command)
        }
    }

    /// The live board, or the replayed position (the core refuses taps there and says why).
    private var moveTable: some View {
        MoveTableView(table: model.moveTable, select: { model.select($0) }, step: { model.step($0) })
    }

    private var replayBar: some View {
        ReplayBarView(bar: model.replayBar, step: { model.step($0) }, backToGame: { model.send(.endReplay) })
            .frame(height: CGFloat(GameLayout.Row.replayBar))
    }

    private func board(_ view: GameView) -> some View {
        BoardGrid(
            board: view.board,
            labels: settings.squareLabels,
            directTouch: settings.directTouch,
            showCursor: boardFocused && keyboardUsed,
            animation: model.animation,
            elapsed: { model.animationElapsed(at: $0) },
            onTap: { keyboardUsed = false; model.send(.tap(square: $0)) },
            onDrag: { keyboardUsed = false; model.send(.drag(from: $0, to: $1)) },
            moveInput: settings.moveInput
        )
        .focusable()
        .focused($boardFocused)
        .boardKeys(view.board) { keyboardUsed = true; model.send(.key(key: $0)) }
        .accessibilityLabel(Text("board.label", bundle: .module))
        // While a past position is on screen (read-only, so no piece is dragged), a swipe across the board
        // steps through the game: to the left for the next move, to the right for the previous one.
        .simultaneousGesture(
            DragGesture(minimumDistance: 48).onEnded { g in
                let dx = g.translation.width
                guard view.replay != nil, abs(dx) > 2 * abs(g.translation.height) else { return }
                model.step(dx < 0 ? .next : .previous)
            }
        )
    }
}

/// The variant's name (the core's, "Custom rules" for custom ones) over the mode.
struct TopBarTitle: View {
    let title: String
    let mode: String

    var body: some View {
        VStack(spacing: 0) {
            Text(verbatim: title).font(.headline).lineLimit(1)
            Text(verbatim: mode).font(.caption).foregroundStyle(.secondary).lineLimit(1)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isHeader)
    }
}

/// One player: a disc of their colour, the core's name, a marker when it is
/// their turn (an arrow and bold, not colour alone), a spinner while the bot
/// thinks for them, and the pieces on the board and taken.
struct PlayerStripView: View {
    let player: PlayerView
    /// This side's clock, when the game has one.
    var clock: StripClock?

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "arrowtriangle.right.fill")
                .font(.caption)
                .foregroundStyle(Color.accentColor)
                .opacity(player.toMove ? 1 : 0)
            Circle()
                .fill(Theme.disc(player.side))
                .overlay(Circle().stroke(Color.secondary, lineWidth: 1))
                .frame(width: 16, height: 16)
            Text(verbatim: player.name)
                .fontWeight(player.toMove ? .bold : .regular)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
            if player.winner {
                // The winner's mark (the core says who won; its words read it out).
                Image(systemName: "trophy.fill")
                    .foregroundStyle(.orange)
                    .accessibilityHidden(true)
            }
            if player.thinking {
                ProgressView().controlSize(.small)
            }
            Spacer(minLength: 4)
            Material(player: player)
            if let clock {
                ClockFaceView(clock: clock)
            }
        }
        .font(.subheadline)
        .padding(.horizontal, 6)
        .frame(maxHeight: .infinity)
        .background(
            RoundedRectangle(cornerRadius: 8)
                .fill(player.toMove ? Color.accentColor.opacity(0.12) : Color.clear)
        )
        .overlay(
            RoundedRectangle(cornerRadius: 8)
                .stroke(player.toMove ? Color.accentColor : Color.clear, lineWidth: 1.5)
        )
        .accessibilityElement(children: .ignore)
        // The core reads the strip aloud: name, colour, turn or thinking, pieces.
        .accessibilityLabel(Text(verbatim: player.spoken))
        .accessibilityValue(clock.map(ClockFaceView.spoken) ?? Text(verbatim: ""))
    }

    /// Men and kings on the board, then the pieces taken.
    struct Material: View {
        let player: PlayerView

        var body: some View {
            HStack(spacing: 6) {
                HStack(spacing: 2) {
                    PieceView(piece: PieceInfo(side: player.side, kind: .man), cell: 14)
                    Text(verbatim: "\(player.men)").monospacedDigit()
                }
                if player.kings > 0 {
                    HStack(spacing: 2) {
                        PieceView(piece: PieceInfo(side: player.side, kind: .king), cell: 15)
                        Text(verbatim: "\(player.kings)").monospacedDigit()
                    }
                }
                if player.lost > 0 {
                    Text(verbatim: "−\(player.lost)")
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                }
            }
            .font(.footnote)
        }
    }
}

/// One side's clock in the core's role: the label in a box, filled while
/// its time runs, orange and with an icon when short of time, struck with
/// a flag once it has fallen, and a pause sign while the clock is paused
/// (never colour alone).
struct ClockFaceView: View {
    let clock: StripClock

    var body: some View {
        HStack(spacing: 3) {
            switch clock.role {
            case .flagged: Image(systemName: "flag.fill")
            case .low: Image(systemName: "exclamationmark.triangle.fill")
            case .paused: Image(systemName: "pause.fill")
            case .running, .idle: EmptyView()
            }
            Text(verbatim: clock.label)
                .monospacedDigit()
                .fontWeight(clock.role == .running || clock.role == .low ? .bold : .regular)
                .strikethrough(clock.role == .flagged)
        }
        .font(.callout)
        .foregroundStyle(foreground)
        .padding(.horizontal, 6)
        .padding(.vertical, 2)
        .background(RoundedRectangle(cornerRadius: 6).fill(background))
        .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.secondary.opacity(0.6), lineWidth: 1))
    }

    private var foreground: Color {
        switch clock.role {
        case .low: return .white
        case .flagged: return .orange
        case .running: return Color(white: 0.1)
        case .paused, .idle: return .primary
        }
    }

    private var background: Color {
        switch clock.role {
        case .low: return .orange
        case .running: return Color.accentColor.opacity(0.35)
        case .flagged, .paused, .idle: return .clear
        }
    }

    /// What VoiceOver says after the strip: the core's sentence (the time
    /// and its warning).
    static func spoken(_ clock: StripClock) -> Text {
        Text(verbatim: clock.spoken)
    }
}

/// The one status line: never more than a line, so it never pushes the
/// board; its tone has an icon as well as a colour.
struct StatusLineView: View {
    let line: StatusLine?
    let backToGame: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 6) {
            if let line {
                if let symbol = icon(line.tone) {
                    Image(systemName: symbol).foregroundStyle(colour(line.tone))
                }
                Text(verbatim: line.text)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(line.tone == .plain ? Color.primary : colour(line.tone))
                    .lineLimit(1)
                    .minimumScaleFactor(0.75)
                    .truncationMode(.tail)
                Spacer(minLength: 4)
                if line.backToGame {
                    Button(action: backToGame) { Text("replay.back", bundle: .module) }
                        .font(.footnote)
                        .buttonStyle(.borderedProminent)
                        .controlSize(.mini)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isHeader)
    }

    private func icon(_ tone: StatusLine.Tone) -> String? {
        switch tone {
        case .plain: return nil
        case .refusal: return "exclamationmark.triangle.fill"
        case .problem: return "xmark.octagon.fill"
        case .replay: return "clock.arrow.circlepath"
        case .result: return "flag.checkered"
        }
    }

    private func colour(_ tone: StatusLine.Tone) -> Color {
        switch tone {
        case .plain, .result: return .primary
        case .refusal, .problem: return .orange
        case .replay: return .accentColor
        }
    }
}

/// A pending draw offer with its answers, or the draw counter, in the core's words.
struct InfoLineView: View {
    let line: InfoLine?
    let answer: @MainActor (Bool) -> Void

    var body: some View {
        HStack(spacing: 6) {
            switch line {
            case let .takeback(text, accept, decline, canAnswer, _):
                Image(systemName: "arrow.uturn.backward.circle").accessibilityHidden(true)
                Text(verbatim: text).lineLimit(2).minimumScaleFactor(0.7)
                Spacer(minLength: 4)
                if canAnswer {
                    // The core's words for the two answers.
                    Button { answer(true) } label: { Text(verbatim: accept) }
                    Button { answer(false) } label: { Text(verbatim: decline) }
                }
            case let .drawOffer(text, accept, decline, canAnswer, _):
                Image(systemName: "equal.circle").accessibilityHidden(true)
                Text(verbatim: text).lineLimit(1).minimumScaleFactor(0.7)
                Spacer(minLength: 4)
                if canAnswer {
                    // The core's words for the two answers.
                    Button { answer(true) } label: { Text(verbatim: accept) }
                    Button { answer(false) } label: { Text(verbatim: decline) }
                }
            case let .drawCounter(text):
                Image(systemName: "hourglass").accessibilityHidden(true)
                Text(verbatim: text).lineLimit(1).minimumScaleFactor(0.7)
                Spacer(minLength: 0)
            case nil:
                Spacer(minLength: 0)
            }
        }
        .font(.footnote)
        .foregroundStyle(.secondary)
        .buttonStyle(.borderless)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The moves as one horizontal strip ("1. 32-28 19-23 …") that keeps the
/// move on screen in view; a tap shows that position, the live move
/// returns to the game. VoiceOver reads each move in the core's words.
struct MoveStripView: View {
    let strip: MoveStrip?
    let select: @MainActor (MoveChip) -> Void

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 4) {
                    if strip?.chips.isEmpty ?? true {
                        Text("moves.none", bundle: .module)
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                    ForEach(strip?.chips ?? []) { chip in
                        Button { select(chip) } label: { MoveChipLabel(chip: chip) }
                            .buttonStyle(.plain)
                            .id(chip.id)
                            .accessibilityLabel(Text(verbatim: chip.spoken))
                            .accessibilityValue(chip.undone ? Text("moves.undone", bundle: .module) : Text(verbatim: ""))
                            .accessibilityAddTraits(chip.current ? [.isSelected] : [])
                    }
                }
                .padding(.horizontal, 8)
            }
            .onAppear { scroll(proxy, animated: false) }
            .onChange(of: strip?.focus) { _, _ in scroll(proxy, animated: true) }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("moves.title", bundle: .module))
    }

    private func scroll(_ proxy: ScrollViewProxy, animated: Bool) {
        guard let focus = strip?.focus else { return }
        if animated {
            withAnimation(.easeInOut(duration: 0.2)) { proxy.scrollTo(focus, anchor: .center) }
        } else {
            proxy.scrollTo(focus, anchor: .center)
        }
    }
}

/// The core's move table: a number column, then the sides in the variant's
/// order; the move on screen marked and kept in view. Arrows step as the
/// replay bar's previous and next, Home and End as its first and last.
struct MoveTableView: View {
    let table: MoveTableRows?
    let select: @MainActor (MoveChip) -> Void
    let step: @MainActor (ReplayBar.Step) -> Void

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.vertical) {
                VStack(spacing: 0) {
                    if let empty = table?.emptyText {
                        Text(verbatim: empty)
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(8)
                    }
                    ForEach(table?.rows ?? []) { row in
                        HStack(spacing: 0) {
                            Text(verbatim: row.number)
                                .font(.footnote.monospacedDigit())
                                .foregroundStyle(.secondary)
                                .frame(width: 44, alignment: .leading)
                            ForEach(Array(row.cells.enumerated()), id: \.offset) { _, cell in
                                Group {
                                    if let chip = cell {
                                        Button { select(chip) } label: { MoveCellLabel(chip: chip) }
                                            .buttonStyle(.plain)
                                            .accessibilityLabel(Text(verbatim: chip.spoken))
                                            .accessibilityAddTraits(chip.current ? [.isSelected] : [])
                                    } else {
                                        Color.clear
                                    }
                                }
                                .frame(maxWidth: .infinity, alignment: .leading)
                            }
                        }
                        .padding(.horizontal, 8)
                        .frame(height: CGFloat(GameLayout.Row.tableRow))
                        .background(row.id % 2 == 1 ? Color.secondary.opacity(0.08) : Color.clear)
                        .id(row.id)
                    }
                }
            }
            .onAppear { scroll(proxy) }
            .onChange(of: table?.currentRow) { _, _ in scroll(proxy) }
        }
        .focusable()
        .onKeyPress(.leftArrow) { step(.previous); return .handled }
        .onKeyPress(.upArrow) { step(.previous); return .handled }
        .onKeyPress(.rightArrow) { step(.next); return .handled }
        .onKeyPress(.downArrow) { step(.next); return .handled }
        .onKeyPress(.home) { step(.first); return .handled }
        .onKeyPress(.end) { step(.last); return .handled }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text(verbatim: table?.label ?? ""))
    }

    private func scroll(_ proxy: ScrollViewProxy) {
        guard let row = table?.currentRow ?? table?.rows.last?.id else { return }
        proxy.scrollTo(row, anchor: .center)
    }
}

/// One cell of the move table: the move's text, boxed while its position is
/// on screen, struck through once undone (not colour alone).
struct MoveCellLabel: View {
    let chip: MoveChip

    var body: some View {
        Text(verbatim: chip.text)
            .font(.callout.monospacedDigit().weight(chip.current ? .semibold : .regular))
            .strikethrough(chip.undone)
            .foregroundStyle(chip.undone ? Color.secondary : Color.primary)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(RoundedRectangle(cornerRadius: 4).fill(chip.current ? Color.accentColor.opacity(0.2) : .clear))
    }
}

/// First, previous, next, last, each with the core's label and state
/// (previous and next repeat while held), and "Back to the game" during a replay.
struct ReplayBarView: View {
    let bar: ReplayBar?
    let step: @MainActor (ReplayBar.Step) -> Void
    let backToGame: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 2) {
            ForEach(ReplayBar.Step.allCases, id: \.self) { which in
                let s = bar?.step(which)
                StepButton(symbol: Self.symbol(which), label: s?.control.label ?? "",
                           repeats: which == .previous || which == .next) { step(which) }
                    .disabled(!(s?.control.enabled ?? false))
            }
            Spacer(minLength: 4)
            if let back = bar?.backToGame {
                Button { backToGame() } label: { Text(verbatim: back.label).lineLimit(1) }
                    .buttonStyle(.bordered)
                    .disabled(!back.enabled)
            }
        }
        .padding(.horizontal, 8)
    }

    static func symbol(_ step: ReplayBar.Step) -> String {
        switch step {
        case .first: "backward.end.fill"
        case .previous: "chevron.backward"
        case .next: "chevron.forward"
        case .last: "forward.end.fill"
        }
    }
}

/// A step button; held down, it steps again every tenth of a second.
struct StepButton: View {
    let symbol: String
    let label: String
    let repeats: Bool
    let action: @MainActor () -> Void
    @State private var holding = false

    var body: some View {
        Button(action: action) {
            Image(systemName: symbol).frame(width: 44, height: 44)
        }
        .buttonStyle(.borderless)
        .accessibilityLabel(Text(verbatim: label))
        .onLongPressGesture(minimumDuration: 0.4, perform: {}, onPressingChanged: { pressing in
            holding = repeats && pressing
        })
        .task(id: holding) {
            guard holding else { return }
            try? await Task.sleep(nanoseconds: 400_000_000)
            while holding, !Task.isCancelled {
                action()
                try? await Task.sleep(nanoseconds: 90_000_000)
            }
        }
    }
}

/// One move: its label ("12.") and text; the move on screen boxed, undone
/// moves struck through (not colour alone).
struct MoveChipLabel: View {
    let chip: MoveChip

    var body: some View {
        HStack(spacing: 2) {
            if let label = chip.label {
                Text(verbatim: label).foregroundStyle(.secondary)
            }
            Text(verbatim: chip.text)
                .strikethrough(chip.undone)
                .foregroundStyle(chip.undone ? Color.secondary : Color.primary)
        }
        .font(.callout.monospacedDigit())
        .padding(.horizontal, 6)
        .padding(.vertical, 3)
        .background(
            RoundedRectangle(cornerRadius: 6)
                .fill(chip.current ? Color.accentColor.opacity(0.2) : Color.clear)
        )
        .overlay(
            RoundedRectangle(cornerRadius: 6)
                .stroke(chip.current ? Color.accentColor : Color.clear, lineWidth: 1.5)
        )
    }
}

/// Undo, Redo, Hint, Flip as labelled icons, then "More": offer a
/// draw, resign, export PDN, new game, the keyboard shortcuts. Each has its
/// keyboard shortcut where it has one.
struct BottomBarView: View {
    let bar: BottomBar?
    /// Face to face and the far pieces, in the menu where the core offers them.
    var toggles: TableToggles?
    let run: @MainActor (GameCommand) -> Void
    var faceToFace: @MainActor (Bool) -> Void = { _ in }
    var turnFarPieces: @MainActor (Bool) -> Void = { _ in }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(bar?.buttons ?? []) { item in
                Button { run(item.command) } label: {
                    CommandLabel(command: item.command)
                }
                .disabled(!item.enabled)
                .shortcut(for: item.command)
                .frame(maxWidth: .infinity)
            }
            Menu {
                ForEach(bar?.menu ?? []) { item in
                    Button(role: item.command == .resign ? .destructive : nil) { run(item.command) } label: {
                        CommandLabel(command: item.command)
                    }
                    .disabled(!item.enabled)
                }
                if let toggles {
                    Section {
                        Toggle(isOn: Binding(get: { toggles.faceToFace.on }, set: { faceToFace($0) })) {
                            Label { Text("game.faceToFace", bundle: .module) } icon: { Image(systemName: "person.2") }
                        }
                        .disabled(!toggles.faceToFace.enabled)
                        if let far = toggles.turnFarPieces {
                            Toggle(isOn: Binding(get: { far.on }, set: { turnFarPieces($0) })) {
                                Label { Text("game.turnFarPieces", bundle: .module) } icon: { Image(systemName: "arrow.triangle.2.circlepath") }
                            }
                            .disabled(!far.enabled)
                        }
                    }
                }
            } label: {
                Label { Text("game.more", bundle: .module) } icon: { Image(systemName: "ellipsis.circle") }
            }
            .frame(maxWidth: .infinity)
        }
        .labelStyle(BarLabelStyle())
        .buttonStyle(.borderless)
        .background {
            // The menu's shortcuts (N) must work while the menu is closed:
            // each is also an invisible button of the bar.
            ForEach((bar?.menu ?? []).filter { item in GameShortcut.of(item.command) != nil }) { item in
                Button { run(item.command) } label: { EmptyView() }
                    .disabled(!item.enabled)
                    .shortcut(for: item.command)
                    .opacity(0)
                    .accessibilityHidden(true)
            }
        }
    }
}

/// The icon over a short label.
struct BarLabelStyle: LabelStyle {
    func makeBody(configuration: LabelStyleConfiguration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.title3)
            configuration.title.font(.caption2).lineLimit(1).minimumScaleFactor(0.7)
        }
        .frame(minWidth: 44, minHeight: 44)
    }
}

/// Each command's words and icon.
struct CommandLabel: View {
    let command: GameCommand

    var body: some View {
        switch command {
        case .undo:
            Label { Text("game.undo", bundle: .module) } icon: { Image(systemName: "arrow.uturn.backward") }
        case .redo:
            Label { Text("game.redo", bundle: .module) } icon: { Image(systemName: "arrow.uturn.forward") }
        case .hint:
            Label { Text("game.hint", bundle: .module) } icon: { Image(systemName: "lightbulb") }
        case .flip:
            Label { Text("game.flip", bundle: .module) } icon: { Image(systemName: "arrow.up.arrow.down") }
        case .offerDraw:
            Label { Text("game.offerDraw", bundle: .module) } icon: { Image(systemName: "equal.circle") }
        case .resign:
            Label { Text("game.resign", bundle: .module) } icon: { Image(systemName: "flag") }
        case .exportPdn:
            Label { Text("game.export", bundle: .module) } icon: { Image(systemName: "square.and.arrow.up") }
        case .newGame:
            Label { Text("game.new", bundle: .module) } icon: { Image(systemName: "plus.circle") }
        case .shortcuts:
            Label { Text("game.shortcuts", bundle: .module) } icon: { Image(systemName: "keyboard") }
        case .pauseClock:
            Label { Text("game.pauseClock", bundle: .module) } icon: { Image(systemName: "pause.circle") }
        case .resumeClock:
            Label { Text("game.resumeClock", bundle: .module) } icon: { Image(systemName: "play.circle") }
        }
    }
}

extension View {
    /// The keyboard shortcut of a command, if it has one (GameShortcut).
    @ViewBuilder
    func shortcut(for command: GameCommand) -> some View {
        if let s = GameShortcut.of(command) {
            self.keyboardShortcut(
                KeyEquivalent(s.key),
                modifiers: (s.usesCommand ? EventModifiers.command : []).union(s.shift ? .shift : [])
            )
        } else {
            self
        }
    }
}

/// The exported game: the core's PDN text, to read, select or share.
struct PdnSheet: View {
    let pdn: GameModel.ExportedPdn
    let done: () -> Void

    var body: some View {
        NavigationStack {
            ScrollView {
                Text(verbatim: pdn.text)
                    .font(.callout.monospaced())
                    .textSelection(.enabled)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
            }
            .navigationTitle(Text("game.pdn.title", bundle: .module))
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button { done() } label: { Text("common.done", bundle: .module) }
                }
                ToolbarItem(placement: .primaryAction) {
                    ShareLink(item: pdn.text, subject: Text("game.share.subject", bundle: .module)) {
                        Label { Text("game.share", bundle: .module) } icon: { Image(systemName: "square.and.arrow.up") }
                    }
                }
            }
        }
    }
}
