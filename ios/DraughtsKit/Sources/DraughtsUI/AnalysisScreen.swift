// The analysis board: the engine's lines above, the board with the
// evaluation bar beside it, the move tree (main line and variations, marks
// of the review) below, and a bar of the core's buttons. In landscape the
// board takes the full height and the lines and the tree go beside it.
// Everything drawn is the core's snapshot (AnalysisModel.view); taps,
// drags, keys and buttons go back as the core's inputs.
import DraughtsCore
import DraughtsKit
import SwiftUI

public struct AnalysisScreen: View {
    @Bindable var model: AnalysisModel
    let settings: SettingsModel
    /// Opens the game review of this analysis.
    var openReview: () -> Void = {}

    @FocusState private var boardFocused: Bool
    @State private var keyboardUsed = false

    public init(model: AnalysisModel, settings: SettingsModel, openReview: @escaping () -> Void = {}) {
        self.model = model
        self.settings = settings
        self.openReview = openReview
    }

    public var body: some View {
        Group {
            if let view = model.view {
                GeometryReader { geo in
                    let layout = AnalysisLayout(width: Double(geo.size.width), height: Double(geo.size.height))
                    if layout.landscape {
                        HStack(alignment: .top, spacing: 8) {
                            boardWithBar(view, side: layout.board)
                            VStack(spacing: 8) {
                                EngineLinesView(model: model)
                                MoveTreeView(model: model)
                                AnalysisBar(model: model, controls: view.controls)
                            }
                        }
                        .padding(CGFloat(AnalysisLayout.margin))
                    } else {
                        VStack(spacing: 8) {
                            EngineLinesView(model: model)
                            boardWithBar(view, side: layout.board)
                            MoveTreeView(model: model)
                            AnalysisBar(model: model, controls: view.controls)
                        }
                        .padding(.horizontal, CGFloat(AnalysisLayout.margin))
                    }
                }
            } else if let message = model.message {
                Text(verbatim: message).foregroundStyle(.orange).padding()
            } else {
                ProgressView()
            }
        }
        .navigationTitle(Text("analysis.title", bundle: .module))
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(action: openReview) {
                    Label { Text("review.title", bundle: .module) } icon: { Image(systemName: "chart.xyaxis.line") }
                }
            }
        }
        .onChange(of: model.announcement) { _, new in
            guard let new else { return }
            if settings.announceMoves {
                AccessibilityNotification.Announcement(new.text).post()
            }
            model.announced()
        }
        .onAppear {
            boardFocused = true
            model.resume()
        }
        .onDisappear { model.suspend() }
    }

    /// The board as large as `side` allows, the evaluation bar on its right.
    private func boardWithBar(_ view: AnalysisView, side: Double) -> some View {
        HStack(spacing: CGFloat(AnalysisLayout.gap)) {
            board(view, side: side)
                .frame(width: CGFloat(side), height: CGFloat(side))
            EvalBarView(bar: model.evalBar, flipped: view.board.flipped, engineOn: view.engineOn)
                .frame(width: CGFloat(AnalysisLayout.bar), height: CGFloat(side))
        }
    }

    private func board(_ view: AnalysisView, side: Double) -> some View {
        BoardGrid(
            board: view.board,
            labels: settings.squareLabels,
            moveArrows: view.arrows,
            directTouch: settings.directTouch,
            showCursor: boardFocused && keyboardUsed,
            onTap: { keyboardUsed = false; model.send(.tap(square: $0)) }
        )
        .boardDrag(board: view.board, labels: settings.squareLabels, side: side) { from, to in
            keyboardUsed = false
            model.send(.drag(from: from, to: to))
        }
        .focusable()
        .focused($boardFocused)
        .boardKeys(view.board) { keyboardUsed = true; model.send(.key(key: $0)) }
        .accessibilityLabel(Text("board.label", bundle: .module))
    }
}

extension View {
    /// A piece dragged from one square to another on a BoardGrid drawn
    /// `side` wide with these labels: the squares under the drag's ends go
    /// to `dropped` (a tap stays a tap: a drag needs some distance).
    func boardDrag(
        board: BoardView, labels: SquareLabels, side: Double, _ dropped: @escaping (UInt32, UInt32) -> Void
    ) -> some View {
        let frame = BoardFrame(
            size: side, side: Int(max(board.side, 1)),
            outsideLabels: BoardLabelStyle(setting: labels, board: board) == .outside, keyboardRing: true
        )
        return simultaneousGesture(DragGesture(minimumDistance: 12).onEnded { drag in
            let start = frame.square(atX: Double(drag.startLocation.x), y: Double(drag.startLocation.y), board: board)
            let x = drag.startLocation.x + drag.translation.width
            let y = drag.startLocation.y + drag.translation.height
            let end = frame.square(atX: Double(x), y: Double(y), board: board)
            if let start, let end, start != end { dropped(start, end) }
        })
    }
}
