// The analysis board's parts: the evaluation bar, the engine's lines, the
// move tree with its variations and the review's marks, and the bar of the
// core's buttons. Every word is the core's (labels, scores, the sentences
// VoiceOver reads); these only draw them.
import DraughtsCore
import DraughtsKit
import SwiftUI

/// White's share of the evaluation from the bottom (the top when the board
/// is turned), the score at the leading end; empty while the engine has no line.
struct EvalBarView: View {
    let bar: EvalBar?
    let flipped: Bool
    let engineOn: Bool

    var body: some View {
        GeometryReader { geo in
            let white = CGFloat(bar?.white ?? 0.5)
            let height = geo.size.height
            ZStack(alignment: flipped ? .top : .bottom) {
                Rectangle().fill(Color(white: 0.22))
                Rectangle().fill(Color(white: 0.95))
                    .frame(height: height * white)
                    .animation(.easeInOut(duration: 0.8), value: white)
                Rectangle().fill(Color.accentColor).frame(height: 1)
                    .offset(y: flipped ? height / 2 : -height / 2)
            }
            .overlay(RoundedRectangle(cornerRadius: 2).stroke(Color.secondary.opacity(0.5), lineWidth: 0.5))
            .opacity(engineOn ? 1 : 0.35)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("analysis.evaluation", bundle: .module))
        .accessibilityValue(Text(verbatim: bar?.accessibilityLabel ?? ""))
    }
}

/// The engine's lines, best first, as lichess draws them: compact rows on
/// the screen's own background (no band behind any of them), each a score
/// chip in the colour of the side ahead, the moves on one line, White's
/// expected result and the depth faint at the end; a thin rule between rows.
/// A tap plays the line's first move.
struct EngineLinesView: View {
    let model: AnalysisModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(model.lines) { row in
                if row.index > 0 { Divider().opacity(0.5) }
                Button { model.send(.playLine(index: row.index)) } label: {
                    HStack(spacing: 8) {
                        ScoreChip(score: row.score, whiteAhead: row.line.score >= 0)
                        Text(verbatim: row.moves)
                            .font(.callout)
                            .lineLimit(1)
                            .truncationMode(.tail)
                        Spacer(minLength: 2)
                        // White's expected result, then the depth reached.
                        Text(verbatim: "\(row.expectedPercent)%")
                            .font(.caption2.monospacedDigit())
                            .foregroundStyle(.secondary)
                        Text(verbatim: "\(row.depth)")
                            .font(.caption2.monospacedDigit())
                            .foregroundStyle(.tertiary)
                    }
                    .padding(.horizontal, 4)
                    .frame(minHeight: 26)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                // VoiceOver reads the core's sentence: the verdict and the line.
                .accessibilityLabel(Text(verbatim: row.accessibilityLabel))
            }
        }
        // Room for three lines while the engine is on: the board stays put as they come.
        .frame(maxWidth: .infinity, minHeight: model.view?.engineOn == true ? 78 : 0, alignment: .topLeading)
    }
}

/// A line's score on a chip: light with dark figures when White is ahead,
/// dark with light ones when Black is (the same colours as the Android app).
struct ScoreChip: View {
    let score: String
    let whiteAhead: Bool

    var body: some View {
        let fill = whiteAhead ? Color(red: 0.949, green: 0.941, blue: 0.918) : Color(white: 0.227)
        Text(verbatim: score)
            .font(.caption.monospacedDigit().bold())
            .foregroundStyle(whiteAhead ? Color(white: 0.125) : Color(red: 0.949, green: 0.941, blue: 0.918))
            .padding(.horizontal, 6)
            .padding(.vertical, 1)
            .frame(minWidth: 48)
            .background(RoundedRectangle(cornerRadius: 4).fill(fill))
            .overlay(RoundedRectangle(cornerRadius: 4)
                .stroke(whiteAhead ? Color(red: 0.812, green: 0.784, blue: 0.737) : fill, lineWidth: 1))
    }
}

/// The move tree in reading order: the main line, each variation in
/// brackets after the move it replaces, smaller; the node on screen
/// highlighted; the review's class as a coloured sign after a judged move.
/// A tap shows the move; the menu (long press) promotes or deletes it.
struct MoveTreeView: View {
    let model: AnalysisModel

    var body: some View {
        let moves = model.view?.moves ?? []
        let controls = model.view?.controls
        let marks = model.reviewMarks
        ScrollViewReader { proxy in
            ScrollView {
                FlowLayout(spacing: 4) {
                    ForEach(Array(moves.enumerated()), id: \.element.node) { index, move in
                        MoveChipView(
                            move: move, judged: marks[move.node],
                            opens: move.startsVariation,
                            closes: closing(after: index, in: moves)
                        )
                        .id(move.node)
                        .onTapGesture { model.send(.goTo(node: move.node)) }
                        .contextMenu {
                            if let controls {
                                Button { model.send(.promote(node: move.node)) } label: { Text(verbatim: controls.promote.label) }
                                Button(role: .destructive) { model.send(.delete(node: move.node)) } label: {
                                    Text(verbatim: controls.delete.label)
                                }
                            }
                        }
                        .accessibilityAddTraits(.isButton)
                        .accessibilityAction { model.send(.goTo(node: move.node)) }
                    }
                }
                .padding(4)
            }
            .onChange(of: model.view?.current) { _, current in
                guard let current, current != 0 else { return }
                withAnimation { proxy.scrollTo(current) }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// How many variations end after the move at `index`: as many levels
    /// as the next move (or the end) lies above it.
    private func closing(after index: Int, in moves: [AnalysisMove]) -> Int {
        let here = Int(moves[index].depth)
        let next = index + 1 < moves.count ? Int(moves[index + 1].depth) : 0
        return max(here - next, 0)
    }
}

/// One move of the tree: its number when the core shows it, the move, the
/// review's sign; brackets where a variation opens or closes.
struct MoveChipView: View {
    let move: AnalysisMove
    /// The review's judgement of the move, if it has one.
    let judged: ReviewedMove?
    let opens: Bool
    let closes: Int

    var body: some View {
        HStack(spacing: 2) {
            if opens { Text(verbatim: "(").foregroundStyle(.secondary) }
            if move.showLabel {
                Text(verbatim: move.label).foregroundStyle(.secondary)
            }
            Text(verbatim: move.text)
                .fontWeight(move.depth == 0 ? .semibold : .regular)
            if let judged, !judged.sign.isEmpty {
                Text(verbatim: judged.sign).fontWeight(.bold).foregroundStyle(judged.moveClass.colour)
                    .accessibilityHidden(true)
            }
            if closes > 0 { Text(verbatim: String(repeating: ")", count: closes)).foregroundStyle(.secondary) }
        }
        .font(move.depth == 0 ? .callout : .footnote)
        .padding(.horizontal, 4)
        .padding(.vertical, 2)
        .background(RoundedRectangle(cornerRadius: 4).fill(move.current ? Color.accentColor.opacity(0.25) : Color.clear))
        .accessibilityElement(children: .combine)
        // The review's class in the core's words, not the sign.
        .accessibilityValue(Text(verbatim: spokenMark))
        .accessibilityAddTraits(move.current ? [.isSelected] : [])
    }
}

extension MoveChipView {
    /// The review's class of a marked move, for VoiceOver.
    var spokenMark: String {
        guard let judged, judged.moveClass.isMistake else { return "" }
        return judged.className
    }
}

/// The bar under the tree: start, back, forward, end, turn the board, the
/// engine (on or off), think deeper; each with the core's label and state.
struct AnalysisBar: View {
    let model: AnalysisModel
    let controls: AnalysisControls

    var body: some View {
        HStack(spacing: 0) {
            button(controls.first, "backward.end.fill", .first)
            button(controls.back, "chevron.backward", .back)
            button(controls.forward, "chevron.forward", .forward)
            button(controls.last, "forward.end.fill", .last)
            button(controls.flip, "arrow.up.arrow.down", .flip)
            Toggle(isOn: Binding(
                get: { model.view?.engineOn == true },
                set: { model.send(.engine(on: $0)) }
            )) {
                Label { Text(verbatim: controls.engine.label) } icon: { Image(systemName: "cpu") }
                    .labelStyle(.iconOnly)
            }
            .toggleStyle(.button)
            .disabled(!controls.engine.enabled)
            .frame(maxWidth: .infinity)
            .accessibilityLabel(Text(verbatim: controls.engine.label))
            button(controls.deeper, "plus.magnifyingglass", .deeper)
        }
        .frame(height: 44)
    }

    private func button(_ control: ControlView, _ icon: String, _ input: AnalysisInput) -> some View {
        Button { model.send(input) } label: {
            Label { Text(verbatim: control.label) } icon: { Image(systemName: icon) }
                .labelStyle(.iconOnly)
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .disabled(!control.enabled)
        .accessibilityLabel(Text(verbatim: control.label))
    }
}

extension MoveClass {
    /// Cyan, orange, red, as the review's counts are coloured.
    var colour: Color {
        switch self {
        case .inaccuracy: return Color(red: 0.34, green: 0.71, blue: 0.91)
        case .mistake: return Color(red: 0.9, green: 0.62, blue: 0)
        case .blunder, .missedWin: return Color(red: 0.87, green: 0.33, blue: 0.33)
        case .best, .good: return .green
        case .forced: return .secondary
        }
    }
}

/// Lays its children out in rows, wrapping at the width offered.
struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(width: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.items {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row {
        var items: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(width: CGFloat, subviews: Subviews) -> [Row] {
        var rows: [Row] = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = rows[rows.count - 1].items.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
            if needed > width && !rows[rows.count - 1].items.isEmpty {
                rows.append(Row())
            }
            var row = rows[rows.count - 1]
            row.width = row.items.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.items.append(index)
            rows[rows.count - 1] = row
        }
        return rows
    }
}
