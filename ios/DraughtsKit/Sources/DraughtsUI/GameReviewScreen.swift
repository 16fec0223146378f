// The game review: fast or deep, its progress with cancel and resume, the
// evaluation graph with a line at the move on screen (tap or drag on it to
// go to a move), the board at that move, the judged move with "Show the
// better move", each side's accuracy and counts, learning from each side's
// mistakes, and the moves with their marks. The review, its buttons and
// every word of it are the core's (GameReviewModel reads AnalysisView);
// its searches run in the analysis's model.
import DraughtsCore
import DraughtsKit
import SwiftUI

public struct GameReviewScreen: View {
    @Bindable var model: GameReviewModel
    let settings: SettingsModel

    public init(model: GameReviewModel, settings: SettingsModel) {
        self.model = model
        self.settings = settings
    }

    public var body: some View {
        List {
            Section { depthAndProgress }
            if let learn = model.learn {
                Section { LearnPanel(learn: learn, model: model) }
            }
            if !model.points.isEmpty {
                Section {
                    EvalGraphView(points: model.points, currentPly: model.currentPly) { model.goTo(fraction: $0) }
                        .frame(height: 120)
                        .listRowInsets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                }
            }
            if let view = model.analysis.view {
                Section { boardAndMove(view) }
            }
            if let summaries = model.review?.summaries, !summaries.isEmpty {
                Section {
                    ForEach(summaries, id: \.side) { SideSummaryView(summary: $0) }
                }
            }
            // The puzzles found among the game's mistakes (the core's line).
            if let personal = model.analysis.view?.personal {
                Section { Text(verbatim: personal.text).foregroundStyle(.tint) }
            }
            if let moves = model.review?.moves, !moves.isEmpty {
                Section {
                    ForEach(moves, id: \.ply) { move in
                        ReviewedMoveRow(move: move, current: model.currentPly == Int(move.ply))
                            .contentShape(Rectangle())
                            .onTapGesture { model.goTo(ply: Int(move.ply)) }
                            .accessibilityAddTraits(.isButton)
                            .accessibilityAction { model.goTo(ply: Int(move.ply)) }
                    }
                }
            }
        }
        .navigationTitle(Text("review.title", bundle: .module))
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        .onAppear { model.analysis.refresh() }
    }

    /// Fast or deep before a review (and to start it again), the progress
    /// bar while it runs, cancel while it searches, resume once stopped.
    @ViewBuilder
    private var depthAndProgress: some View {
        if let progress = model.progress {
            ProgressView(value: progress) {
                Text("review.progress", bundle: .module)
            } currentValueLabel: {
                Text(verbatim: "\(model.review?.done ?? 0) / \(model.review?.total ?? 0)")
            }
        }
        if let message = model.message {
            Text(verbatim: message).foregroundStyle(.orange)
        }
        if let controls = model.controls {
            HStack {
                if controls.reviewCancel.enabled {
                    Button(role: .cancel) { model.cancel() } label: { Text(verbatim: controls.reviewCancel.label) }
                        .buttonStyle(.bordered)
                } else if controls.reviewResume.enabled {
                    Button { model.resume() } label: { Text(verbatim: controls.reviewResume.label) }
                        .buttonStyle(.borderedProminent)
                }
                Spacer()
                Button { model.start(deep: false) } label: { Text(verbatim: controls.reviewFast.label) }
                    .buttonStyle(.bordered)
                    .disabled(!controls.reviewFast.enabled)
                Button { model.start(deep: true) } label: { Text(verbatim: controls.reviewDeep.label) }
                    .buttonStyle(.bordered)
                    .disabled(!controls.reviewDeep.enabled)
            }
            // Offered once the review is complete and while no learning is on.
            if model.learn == nil && (controls.learnWhite.enabled || controls.learnBlack.enabled) {
                Button { model.learn(.white) } label: { Text(verbatim: controls.learnWhite.label) }
                    .disabled(!controls.learnWhite.enabled)
                Button { model.learn(.black) } label: { Text(verbatim: controls.learnBlack.label) }
                    .disabled(!controls.learnBlack.enabled)
            }
        }
    }

    /// The board at the move on screen, then that move judged, with the
    /// better move for an inaccuracy or worse.
    @ViewBuilder
    private func boardAndMove(_ view: AnalysisView) -> some View {
        HStack(alignment: .top, spacing: 12) {
            // While learning, a try is played on this board (taps and drags
            // go to the core, which judges it); otherwise it only shows.
            BoardGrid(
                board: view.board, labels: settings.squareLabels, interactive: model.learn != nil,
                onTap: { model.analysis.send(.tap(square: $0)) }
            )
                .boardDrag(board: view.board, labels: settings.squareLabels, side: learnBoard) { from, to in
                    if model.learn != nil { model.analysis.send(.drag(from: from, to: to)) }
                }
                .frame(width: CGFloat(learnBoard), height: CGFloat(learnBoard))
                .accessibilityHidden(model.learn == nil)
            VStack(alignment: .leading, spacing: 6) {
                if let move = model.currentMove {
                    Text(verbatim: "\(move.label) \(move.text)").font(.headline)
                    HStack {
                        Text(verbatim: move.className).foregroundStyle(move.moveClass.colour)
                        Text(verbatim: move.evalLabel).font(.callout.monospacedDigit())
                    }
                    if move.moveClass.isMistake && !move.betterLine.isEmpty {
                        Text("review.betterLine \(move.betterLine.joined(separator: " "))", bundle: .module)
                            .font(.callout)
                    }
                    if let better = model.controls?.better, better.enabled {
                        Button { model.showBetter() } label: { Text(verbatim: better.label) }
                            .buttonStyle(.bordered)
                    }
                } else if let current = view.currentMove {
                    Text(verbatim: current).font(.headline)
                }
                HStack {
                    Button { model.analysis.send(.back) } label: {
                        Label { Text(verbatim: view.controls.back.label) } icon: { Image(systemName: "chevron.backward") }
                            .labelStyle(.iconOnly)
                    }
                    .disabled(!view.controls.back.enabled)
                    Button { model.analysis.send(.forward) } label: {
                        Label { Text(verbatim: view.controls.forward.label) } icon: { Image(systemName: "chevron.forward") }
                            .labelStyle(.iconOnly)
                    }
                    .disabled(!view.controls.forward.enabled)
                }
                .buttonStyle(.bordered)
            }
        }
    }
}

/// The board's side on this screen: larger while a try is played on it.
extension GameReviewScreen {
    var learnBoard: Double { model.learn != nil ? 240 : 160 }
}

/// Learning from one side's mistakes: the core's title, its question
/// ("… was played: find a better move for White."), its verdict on the
/// last try or the solution, and its buttons (next mistake, view the
/// solution, back to the review).
struct LearnPanel: View {
    let learn: LearnView
    let model: GameReviewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(verbatim: learn.title).font(.headline).accessibilityAddTraits(.isHeader)
            Text(verbatim: learn.prompt)
            if let verdict = learn.verdict {
                Label {
                    Text(verbatim: verdict)
                } icon: {
                    Image(systemName: learn.solved ? "checkmark.circle.fill" : "xmark.circle.fill")
                        .foregroundStyle(learn.solved ? Color.green : Color.red)
                }
            }
            HStack {
                if learn.solution.enabled {
                    Button { model.showSolution() } label: { Text(verbatim: learn.solution.label) }
                        .buttonStyle(.bordered)
                }
                if learn.next.enabled {
                    Button { model.nextMistake() } label: { Text(verbatim: learn.next.label) }
                        .buttonStyle(.borderedProminent)
                }
                Spacer()
                Button { model.stopLearning() } label: { Text(verbatim: learn.stop.label) }
                    .disabled(!learn.stop.enabled)
            }
        }
    }
}

/// White's score over the game (within ±10 men), the areas above and below
/// the middle shaded, the marks of the judged mistakes, and a line at the
/// move on screen. A tap or a drag goes to the nearest move; VoiceOver
/// steps through the moves with swipes up and down.
struct EvalGraphView: View {
    let points: [ReviewPoint]
    let currentPly: Int?
    let go: (Double) -> Void

    var body: some View {
        GeometryReader { geo in
            let width = geo.size.width
            let height = geo.size.height
            Canvas { context, size in
                let xs = points.indices.map { x(at: $0, width: size.width) }
                let ys = points.map { y(for: $0.score, height: size.height) }
                let middle = size.height / 2
                var area = Path()
                area.move(to: CGPoint(x: xs.first ?? 0, y: middle))
                for (px, py) in zip(xs, ys) { area.addLine(to: CGPoint(x: px, y: py)) }
                area.addLine(to: CGPoint(x: xs.last ?? 0, y: middle))
                area.closeSubpath()
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(Color(white: 0.25)))
                context.fill(area, with: .color(Color(white: 0.92)))
                var line = Path()
                for (i, (px, py)) in zip(xs, ys).enumerated() {
                    if i == 0 { line.move(to: CGPoint(x: px, y: py)) } else { line.addLine(to: CGPoint(x: px, y: py)) }
                }
                context.stroke(line, with: .color(.accentColor), lineWidth: 1.5)
                for (i, point) in points.enumerated() where point.moveClass.isMistake {
                    let dot = CGRect(x: xs[i] - 3, y: ys[i] - 3, width: 6, height: 6)
                    context.fill(Path(ellipseIn: dot), with: .color(point.moveClass.colour))
                }
                if let ply = currentPly, ply > 0, ply <= points.count {
                    var mark = Path()
                    mark.move(to: CGPoint(x: xs[ply - 1], y: 0))
                    mark.addLine(to: CGPoint(x: xs[ply - 1], y: size.height))
                    context.stroke(mark, with: .color(.orange), lineWidth: 2)
                }
            }
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
                guard width > 0 else { return }
                go(Double((drag.startLocation.x + drag.translation.width) / width))
            })
            .frame(width: width, height: height)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("review.graph", bundle: .module))
        .accessibilityValue(Text(verbatim: currentLabel))
        .accessibilityAdjustableAction { direction in
            let last = max(points.count - 1, 0)
            let at = max((currentPly ?? 1) - 1, 0)
            let next = direction == .increment ? min(at + 1, last) : max(at - 1, 0)
            go(last == 0 ? 0 : Double(next) / Double(last))
        }
    }

    private var currentLabel: String {
        guard let ply = currentPly, ply > 0, ply <= points.count else { return "" }
        return points[ply - 1].accessibilityLabel
    }

    private func x(at index: Int, width: CGFloat) -> CGFloat {
        points.count > 1 ? CGFloat(index) / CGFloat(points.count - 1) * width : width / 2
    }

    /// +10 at the top, -10 at the bottom.
    private func y(for score: Double, height: CGFloat) -> CGFloat {
        CGFloat(0.5 - min(max(score, -10), 10) / 20) * height
    }
}

/// One side: its disc, accuracy, and the counts of inaccuracies, mistakes,
/// blunders and missed wins, each in its colour.
struct SideSummaryView: View {
    let summary: ReviewSummary

    var body: some View {
        HStack(spacing: 10) {
            Circle()
                .fill(Theme.disc(summary.side))
                .overlay(Circle().stroke(Color.secondary, lineWidth: 1))
                .frame(width: 16, height: 16)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                if let accuracy = summary.accuracy {
                    Text("review.accuracy \(Int(accuracy.rounded()))", bundle: .module).font(.headline)
                }
                HStack(spacing: 10) {
                    count(summary.inaccuracies, Text("review.inaccuracies", bundle: .module), MoveClass.inaccuracy.colour)
                    count(summary.mistakes, Text("review.mistakes", bundle: .module), MoveClass.mistake.colour)
                    count(summary.blunders, Text("review.blunders", bundle: .module), MoveClass.blunder.colour)
                    count(summary.missedWins, Text("review.missedWins", bundle: .module), MoveClass.missedWin.colour)
                }
                .font(.caption)
            }
        }
        // VoiceOver reads the core's summary in words.
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: summary.text))
    }

    private func count(_ n: UInt32, _ name: Text, _ colour: Color) -> some View {
        HStack(spacing: 3) {
            Text(verbatim: "\(n)").bold().foregroundStyle(colour)
            name.foregroundStyle(.secondary)
        }
    }
}

/// A judged move: number, move, its sign and class, the score after it;
/// forced moves greyed (they count for no accuracy).
struct ReviewedMoveRow: View {
    let move: ReviewedMove
    let current: Bool

    var body: some View {
        HStack(spacing: 6) {
            Text(verbatim: move.label).foregroundStyle(.secondary).monospacedDigit()
            Text(verbatim: move.text).fontWeight(current ? .bold : .regular)
            if !move.sign.isEmpty {
                Text(verbatim: move.sign).bold().foregroundStyle(move.moveClass.colour)
            }
            Spacer()
            if move.moveClass.isMistake {
                Text(verbatim: move.className).font(.caption).foregroundStyle(move.moveClass.colour)
            }
            Text(verbatim: move.evalLabel).font(.caption.monospacedDigit()).foregroundStyle(.secondary)
        }
        .opacity(move.moveClass == .forced ? 0.5 : 1)
        .listRowBackground(current ? Color.accentColor.opacity(0.15) : nil)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(current ? [.isSelected] : [])
    }
}
