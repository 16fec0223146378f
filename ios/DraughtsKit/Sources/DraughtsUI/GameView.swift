// The game screen: status, board, controls and move list, all drawn from the
// model's snapshot. Keys go to the core (arrows, Return, Escape).
import DraughtsCore
import DraughtsKit
import SwiftUI

public struct GameView: View {
    @Bindable var model: GameModel
    let settings: SettingsModel
    var onNewGame: () -> Void = {}

    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    private var wide: Bool { sizeClass == .regular }
    #else
    private let wide = true
    #endif
    @Environment(\.scenePhase) private var scenePhase
    @State private var confirmResign = false
    @FocusState private var boardFocused: Bool

    public init(model: GameModel, settings: SettingsModel, onNewGame: @escaping () -> Void = {}) {
        self.model = model
        self.settings = settings
        self.onNewGame = onNewGame
    }

    public var body: some View {
        Group {
            if let snap = model.snapshot {
                layout(snap)
            } else {
                ProgressView()
            }
        }
        .navigationTitle(Text("game.title", bundle: .module))
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        .toolbar { toolbar }
        .confirmationDialog(Text("game.resign.confirm", bundle: .module), isPresented: $confirmResign, titleVisibility: .visible) {
            Button(role: .destructive) { model.resign() } label: { Text("game.resign", bundle: .module) }
        }
        .onChange(of: model.announcement) { _, new in
            guard let new else { return }
            if settings.announceMoves {
                AccessibilityNotification.Announcement(announcementText(new.kind)).post()
            }
            model.announced()
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { model.persist() }
        }
        .onAppear {
            boardFocused = true
            model.refresh()
        }
        .onDisappear { model.suspend() }
    }

    @ViewBuilder
    private func layout(_ snap: BoardSnapshot) -> some View {
        if wide {
            HStack(alignment: .top, spacing: 16) {
                VStack(spacing: 8) {
                    GameStatusView(snapshot: snap, model: model)
                    board(snap)
                }
                VStack(spacing: 12) {
                    controls(snap)
                    MoveListView(snapshot: snap, first: model.rules.first, shownPlies: model.reviewPlies) { model.review(ply: $0) }
                }
                .frame(maxWidth: 340)
            }
            .padding()
        } else {
            ScrollView {
                VStack(spacing: 10) {
                    GameStatusView(snapshot: snap, model: model)
                    board(snap)
                    controls(snap)
                    MoveListView(snapshot: snap, first: model.rules.first, shownPlies: model.reviewPlies) { model.review(ply: $0) }
                }
                .padding(.horizontal)
            }
        }
    }

    @ViewBuilder
    private func board(_ snap: BoardSnapshot) -> some View {
        if let review = model.reviewBoard, let plies = model.reviewPlies {
            // A reviewed position: the same board, read-only, from the core's FEN at that ply.
            VStack(spacing: 6) {
                HStack {
                    Text("review.position \(Int(plies)) \(Int(snap.moves.count))", bundle: .module)
                        .font(.subheadline)
                    Spacer()
                    Button { model.endReview() } label: { Text("review.back", bundle: .module) }
                        .buttonStyle(.bordered)
                }
                BoardView(snapshot: review, labels: settings.squareLabels, interactive: false)
                    .accessibilityLabel(Text("review.position \(Int(plies)) \(Int(snap.moves.count))", bundle: .module))
            }
        } else {
            liveBoard(snap)
        }
    }

    private func liveBoard(_ snap: BoardSnapshot) -> some View {
        BoardView(
            snapshot: snap,
            labels: settings.squareLabels,
            directTouch: settings.directTouch,
            onTap: { model.tap(square: $0) }
        )
        .focusable()
        .focused($boardFocused)
        .onKeyPress(.upArrow) { model.press(.up); return .handled }
        .onKeyPress(.downArrow) { model.press(.down); return .handled }
        .onKeyPress(.leftArrow) { model.press(.left); return .handled }
        .onKeyPress(.rightArrow) { model.press(.right); return .handled }
        .onKeyPress(.return) { model.press(.enter); return .handled }
        .onKeyPress(.escape) { model.press(.escape); return .handled }
        .accessibilityLabel(Text("board.label", bundle: .module))
    }

    private func controls(_ snap: BoardSnapshot) -> some View {
        let over = snap.result != nil
        return VStack(spacing: 8) {
            HStack {
                Button { model.undo() } label: { Label { Text("game.undo", bundle: .module) } icon: { Image(systemName: "arrow.uturn.backward") } }
                    .disabled(!snap.canUndo)
                    .keyboardShortcut("z", modifiers: .command)
                Button { model.redo() } label: { Label { Text("game.redo", bundle: .module) } icon: { Image(systemName: "arrow.uturn.forward") } }
                    .disabled(!snap.canRedo)
                    .keyboardShortcut("z", modifiers: [.command, .shift])
                Button { model.hint() } label: { Label { Text("game.hint", bundle: .module) } icon: { Image(systemName: "lightbulb") } }
                    .disabled(over || model.botThinking || model.hintRunning)
                    .keyboardShortcut("h", modifiers: .command)
                Button { model.flip() } label: { Label { Text("game.flip", bundle: .module) } icon: { Image(systemName: "arrow.up.arrow.down") } }
                    .keyboardShortcut("f", modifiers: .command)
            }
            HStack {
                Button { model.offerDraw() } label: { Label { Text("game.offerDraw", bundle: .module) } icon: { Image(systemName: "equal.circle") } }
                    .disabled(!model.canOfferDraw)
                Button(role: .destructive) { confirmResign = true } label: { Label { Text("game.resign", bundle: .module) } icon: { Image(systemName: "flag") } }
                    .disabled(over)
                Button { onNewGame() } label: { Label { Text("game.new", bundle: .module) } icon: { Image(systemName: "plus.circle") } }
                    .keyboardShortcut("n", modifiers: .command)
                if let pdn = model.pdn() {
                    ShareLink(item: pdn, subject: Text("game.share.subject", bundle: .module)) {
                        Label { Text("game.share", bundle: .module) } icon: { Image(systemName: "square.and.arrow.up") }
                    }
                }
            }
        }
        .labelStyle(.titleAndIcon)
        .buttonStyle(.bordered)
        .font(.callout)
    }

    @ToolbarContentBuilder
    private var toolbar: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            if model.botThinking {
                Button { model.stopBot() } label: { Text("game.stopBot", bundle: .module) }
            }
        }
    }

    private func announcementText(_ kind: GameModel.Announcement.Kind) -> String {
        switch kind {
        case let .spoken(text), let .result(text):
            return text
        case .drawDeclined:
            return String(localized: "draw.declinedByBot", bundle: .module)
        }
    }
}

/// Whose turn, the bot's search, the draw counter, a pending draw offer, the
/// result with its rule, and the core's last refusal.
struct GameStatusView: View {
    let snapshot: BoardSnapshot
    let model: GameModel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if snapshot.result != nil {
                // The core's status: the result with its rule.
                Text(verbatim: snapshot.status)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
            } else {
                HStack {
                    Circle()
                        .fill(snapshot.turn == .white ? Theme.whitePiece : Theme.blackPiece)
                        .overlay(Circle().stroke(.gray))
                        .frame(width: 16, height: 16)
                        .accessibilityHidden(true)
                    // The core's status: whose turn it is, in the session's language.
                    Text(verbatim: snapshot.status).font(.headline)
                    Spacer()
                    if model.botThinking {
                        ProgressView().accessibilityHidden(true)
                        if let p = model.progress {
                            Text("status.botDepth \(Int(p.depth))", bundle: .module).font(.caption)
                        } else {
                            Text("status.botThinking", bundle: .module).font(.caption)
                        }
                    }
                    if model.hintRunning {
                        Text("status.hintThinking", bundle: .module).font(.caption)
                    }
                }
            }
            if let counter = snapshot.drawCounter, snapshot.result == nil {
                Text(verbatim: counter.text).font(.subheadline).foregroundStyle(.secondary)
            }
            if let offer = snapshot.drawOffer, snapshot.result == nil {
                DrawOfferView(offeredBy: offer, model: model)
            }
            if let message = model.message {
                Text(verbatim: message)
                    .font(.subheadline)
                    .foregroundStyle(.orange)
                    .accessibilityAddTraits(.updatesFrequently)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
    }
}

/// A pending offer: the opponent accepts or declines (pass-and-play).
struct DrawOfferView: View {
    let offeredBy: Side
    let model: GameModel

    var body: some View {
        HStack {
            if offeredBy == .white {
                Text("draw.offeredByWhite", bundle: .module)
            } else {
                Text("draw.offeredByBlack", bundle: .module)
            }
            if model.isPassAndPlay {
                Button { model.answerDraw(accept: true) } label: { Text("draw.accept", bundle: .module) }
                Button { model.answerDraw(accept: false) } label: { Text("draw.decline", bundle: .module) }
            }
        }
        .font(.subheadline)
        .buttonStyle(.borderless)
    }
}

/// The move list: numbered plies from the core (read by VoiceOver in the
/// core's spoken words); undone plies greyed; a tap shows that position
/// read-only (the current move goes back to the live board).
struct MoveListView: View {
    let snapshot: BoardSnapshot
    /// The side that moves first in these rules (its plies carry the number).
    let first: Side
    /// The plies of the reviewed position (nil: the live board's current ply).
    var shownPlies: UInt32?
    let onSelect: (UInt32) -> Void

    private var shown: UInt32 { shownPlies ?? snapshot.currentPly }

    private let columns = [GridItem(.adaptive(minimum: 88), spacing: 6)]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("moves.title", bundle: .module).font(.headline).accessibilityAddTraits(.isHeader)
            if snapshot.moves.isEmpty {
                Text("moves.none", bundle: .module).foregroundStyle(.secondary)
            }
            LazyVGrid(columns: columns, alignment: .leading, spacing: 6) {
                ForEach(snapshot.moves, id: \.ply) { entry in
                    Button { onSelect(entry.ply) } label: {
                        Text(verbatim: entry.side == first ? "\(entry.number). \(entry.text)" : "\(entry.number)… \(entry.text)")
                            .font(.body.monospacedDigit())
                            .foregroundStyle(entry.undone ? Color.secondary : Color.primary)
                            .padding(.horizontal, 6)
                            .background(entry.ply + 1 == shown ? Theme.selected.opacity(0.4) : Color.clear)
                            .clipShape(RoundedRectangle(cornerRadius: 4))
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(Text(verbatim: "\(entry.number). \(entry.spoken)"))
                    .accessibilityAddTraits(entry.ply + 1 == shown ? [.isSelected] : [])
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
