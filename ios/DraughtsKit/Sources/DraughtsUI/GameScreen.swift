// The game screen: the core's GameView drawn as it comes (players, status
// line, board, controls, move list). Taps, keys and buttons go back to the
// core through the model; what is enabled is the core's `actions`.
import DraughtsCore
import DraughtsKit
import SwiftUI

public struct GameScreen: View {
    @Bindable var model: GameModel
    let settings: SettingsModel
    var onNewGame: () -> Void = {}

    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    private var wide: Bool { sizeClass == .regular }
    #else
    private let wide = true
    #endif
    @State private var confirmResign = false
    @FocusState private var boardFocused: Bool

    public init(model: GameModel, settings: SettingsModel, onNewGame: @escaping () -> Void = {}) {
        self.model = model
        self.settings = settings
        self.onNewGame = onNewGame
    }

    public var body: some View {
        Group {
            if let view = model.view {
                layout(view)
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
        .confirmationDialog(Text("game.resign.confirm", bundle: .module), isPresented: $confirmResign, titleVisibility: .visible) {
            Button(role: .destructive) { model.send(.resign) } label: { Text("game.resign", bundle: .module) }
        }
        .sheet(item: Binding(get: { model.exported }, set: { if $0 == nil { model.exportDismissed() } })) { pdn in
            PdnSheet(pdn: pdn) { model.exportDismissed() }
        }
        .onChange(of: model.announcement) { _, new in
            guard let new else { return }
            if settings.announceMoves {
                AccessibilityNotification.Announcement(new.text).post()
            }
            model.announced()
        }
        // One cue per move (the core's `.moved` event): stronger for a capture or the end.
        .sensoryFeedback(trigger: model.cue) { _, new in
            guard let new, new.haptic else { return nil }
            return new.kind == .move ? .impact(weight: .light) : .impact(weight: .heavy)
        }
        .onAppear {
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
    private func layout(_ view: GameView) -> some View {
        if wide {
            HStack(alignment: .top, spacing: 16) {
                VStack(spacing: 8) {
                    status(view)
                    board(view)
                }
                VStack(spacing: 12) {
                    controls(view.actions)
                    MoveListView(moves: view.moves) { model.send(.review(plies: $0)) }
                }
                .frame(maxWidth: 340)
            }
            .padding()
        } else {
            ScrollView {
                VStack(spacing: 10) {
                    status(view)
                    board(view)
                    controls(view.actions)
                    MoveListView(moves: view.moves) { model.send(.review(plies: $0)) }
                }
                .padding(.horizontal)
            }
        }
    }

    private func status(_ view: GameView) -> some View {
        GameStatusView(
            view: view,
            message: model.message,
            answerDraw: { model.send(.answerDraw(accept: $0)) },
            endReview: { model.send(.endReview) }
        )
    }

    /// The live board, or the reviewed position (the core refuses taps there and says why).
    private func board(_ view: GameView) -> some View {
        BoardGrid(
            board: view.board,
            labels: settings.squareLabels,
            directTouch: settings.directTouch,
            showCursor: boardFocused,
            onTap: { model.send(.tap(square: $0)) }
        )
        .focusable()
        .focused($boardFocused)
        .boardKeys { model.send(.key($0)) }
        .accessibilityLabel(Text("board.label", bundle: .module))
    }

    private func controls(_ actions: Actions) -> some View {
        VStack(spacing: 8) {
            HStack {
                Button { model.send(.undo) } label: { Label { Text("game.undo", bundle: .module) } icon: { Image(systemName: "arrow.uturn.backward") } }
                    .disabled(!actions.undo)
                    .keyboardShortcut("z", modifiers: .command)
                Button { model.send(.redo) } label: { Label { Text("game.redo", bundle: .module) } icon: { Image(systemName: "arrow.uturn.forward") } }
                    .disabled(!actions.redo)
                    .keyboardShortcut("z", modifiers: [.command, .shift])
                if actions.hintOffered {
                    Button { model.send(.requestHint) } label: { Label { Text("game.hint", bundle: .module) } icon: { Image(systemName: "lightbulb") } }
                        .disabled(!actions.hint)
                        .keyboardShortcut("h", modifiers: .command)
                }
                Button { model.send(.flip) } label: { Label { Text("game.flip", bundle: .module) } icon: { Image(systemName: "arrow.up.arrow.down") } }
                    .disabled(!actions.flip)
                    .keyboardShortcut("f", modifiers: .command)
            }
            HStack {
                Button { model.send(.offerDraw) } label: { Label { Text("game.offerDraw", bundle: .module) } icon: { Image(systemName: "equal.circle") } }
                    .disabled(!actions.offerDraw)
                Button(role: .destructive) { confirmResign = true } label: { Label { Text("game.resign", bundle: .module) } icon: { Image(systemName: "flag") } }
                    .disabled(!actions.resign)
                Button { onNewGame() } label: { Label { Text("game.new", bundle: .module) } icon: { Image(systemName: "plus.circle") } }
                    .keyboardShortcut("n", modifiers: .command)
                Button { model.exportPdn() } label: { Label { Text("game.export", bundle: .module) } icon: { Image(systemName: "square.and.arrow.up") } }
                    .disabled(!actions.export)
            }
        }
        .labelStyle(.titleAndIcon)
        .buttonStyle(.bordered)
        .font(.callout)
    }
}

/// Who plays, the core's status line (or the review banner), the draw
/// counter, a pending draw offer, what the last input did, and an error.
struct GameStatusView: View {
    let view: GameView
    let message: String?
    let answerDraw: (Bool) -> Void
    let endReview: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: view.mode).font(.subheadline).foregroundStyle(.secondary)
            PlayersBar(players: view.players)
            if let review = view.review {
                // The core's words for the position shown ("Reviewing move 6… 32-28").
                HStack {
                    Text(verbatim: review.text).font(.headline).accessibilityAddTraits(.isHeader)
                    Spacer()
                    Button { endReview() } label: { Text("review.back", bundle: .module) }
                        .buttonStyle(.bordered)
                }
            } else {
                // The core's one line: whose turn, the capture under way, the bot or the result.
                Text(verbatim: view.status).font(.headline).accessibilityAddTraits(.isHeader)
            }
            if let counter = view.drawCounter {
                Text(verbatim: counter.text).font(.subheadline).foregroundStyle(.secondary)
            }
            if let offer = view.drawOffer {
                DrawOfferBar(text: offer.text, canAnswer: view.actions.answerDraw, answer: answerDraw)
            }
            // What the last input did, as VoiceOver hears it (the cursor's square is drawn instead).
            if let event = view.event, event.kind != .cursor, !event.text.isEmpty {
                Text(verbatim: event.text)
                    .font(.subheadline)
                    .foregroundStyle(event.kind == .refused ? Color.orange : Color.secondary)
                    .accessibilityHidden(true)
            }
            if let message {
                Text(verbatim: message)
                    .font(.subheadline)
                    .foregroundStyle(.orange)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// White's strip and Black's: the core's names; the side to move in bold,
/// a spinner while the bot thinks for it.
struct PlayersBar: View {
    let players: [PlayerView]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(players, id: \.side) { player in
                HStack(spacing: 6) {
                    Circle()
                        .fill(player.side == .white ? Theme.whitePiece : Theme.blackPiece)
                        .overlay(Circle().stroke(.gray))
                        .frame(width: 14, height: 14)
                        .accessibilityHidden(true)
                    Text(verbatim: player.name)
                        .fontWeight(player.toMove ? .bold : .regular)
                    if player.thinking {
                        ProgressView().controlSize(.small).accessibilityHidden(true)
                    }
                }
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .background(player.toMove ? Theme.selected.opacity(0.3) : Color.clear)
                .clipShape(RoundedRectangle(cornerRadius: 6))
            }
            Spacer()
        }
        .font(.subheadline)
    }
}

/// A pending offer in the core's words; the buttons only when the core
/// lets the opponent answer from this device.
struct DrawOfferBar: View {
    let text: String
    let canAnswer: Bool
    let answer: (Bool) -> Void

    var body: some View {
        HStack {
            Text(verbatim: text)
            if canAnswer {
                Button { answer(true) } label: { Text("draw.accept", bundle: .module) }
                Button { answer(false) } label: { Text("draw.decline", bundle: .module) }
            }
        }
        .font(.subheadline)
        .buttonStyle(.borderless)
    }
}

/// The move list as the core writes it ("1." before a move, undone moves
/// greyed, the move on screen marked), read by VoiceOver in the core's
/// spoken words. A tap shows the position after that move; the live move
/// returns to the game.
struct MoveListView: View {
    let moves: [MoveEntry]
    /// The plies to show: the entry's ply + 1.
    let onSelect: (UInt32) -> Void

    private let columns = [GridItem(.adaptive(minimum: 88), spacing: 6)]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("moves.title", bundle: .module).font(.headline).accessibilityAddTraits(.isHeader)
            if moves.isEmpty {
                Text("moves.none", bundle: .module).foregroundStyle(.secondary)
            }
            LazyVGrid(columns: columns, alignment: .leading, spacing: 6) {
                ForEach(moves, id: \.ply) { entry in
                    Button { onSelect(entry.ply + 1) } label: {
                        Text(verbatim: [entry.label, entry.text].compactMap { $0 }.joined(separator: " "))
                            .font(.body.monospacedDigit())
                            .foregroundStyle(entry.undone ? Color.secondary : Color.primary)
                            .padding(.horizontal, 6)
                            .background(entry.current ? Theme.selected.opacity(0.4) : Color.clear)
                            .clipShape(RoundedRectangle(cornerRadius: 4))
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(Text(verbatim: [entry.label, entry.spoken].compactMap { $0 }.joined(separator: " ")))
                    .accessibilityValue(entry.undone ? Text("moves.undone", bundle: .module) : Text(verbatim: ""))
                    .accessibilityAddTraits(entry.current ? [.isSelected] : [])
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
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
