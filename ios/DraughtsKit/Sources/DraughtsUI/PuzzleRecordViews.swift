// The player's puzzle record: the dashboard of a period (cards, the rating
// as a line drawn with a Path, strengths and weaknesses, N to replay), the
// recent puzzles as small boards under date headings, streak mode's card on
// the puzzle screen, and the way in from the themes. Every word and control
// state is the core's.
import DraughtsCore
import DraughtsKit
import SwiftUI

/// The record's screens reached from the themes sheet, pushed on its stack.
enum PuzzleRecordRoute: Hashable {
    case dashboard
    case history
}

/// The dashboard: the period, the figures, the rating line, the themes.
/// "N to replay" plays them on the puzzle screen (`close` returns there);
/// the history is pushed (`open`).
struct PuzzleDashboardView: View {
    @State var model: PuzzleDashboardModel
    var open: (PuzzleRecordRoute) -> Void = { _ in }
    var close: (() -> Void)?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if let d = model.dashboard {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Picker(selection: Binding(get: { model.period }, set: { model.choose($0) })) {
                        ForEach(d.periods, id: \.period) { p in
                            Text(verbatim: p.label).tag(p.period)
                        }
                    } label: {
                        Text(verbatim: d.title)
                    }
                    .pickerStyle(.segmented)
                    HStack(spacing: 8) {
                        ForEach(Array(d.cards.enumerated()), id: \.offset) { _, card in
                            VStack(alignment: .leading) {
                                Text(verbatim: card.title).font(.caption)
                                Text(verbatim: card.value).font(.title2.bold())
                            }
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                            .padding(10)
                            .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel(Text(verbatim: card.label))
                        }
                    }
                    // The cards share one height, the tallest one's.
                    .fixedSize(horizontal: false, vertical: true)
                    if let empty = d.empty { Text(verbatim: empty) }
                    RatingLineView(chart: d.chart)
                    themeList(d.strongestTitle, d.strongest, d.themesEmpty, .green)
                    themeList(d.weakestTitle, d.weakest, d.themesEmpty, .red)
                    HStack {
                        Button {
                            model.replay()
                            if let close { close() } else { dismiss() }
                        } label: {
                            Text(verbatim: d.replay.label)
                        }
                        .buttonStyle(.borderedProminent)
                        .disabled(!d.replay.enabled)
                        Button { open(.history) } label: { Text(verbatim: d.historyTitle) }
                            .buttonStyle(.bordered)
                    }
                }
                .padding()
            }
            .navigationTitle(Text(verbatim: d.title))
            .onAppear { model.refresh() }
        }
    }

    private func themeList(_ title: String, _ scores: [PuzzleThemeScore], _ empty: String, _ tint: Color) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: title).font(.headline).accessibilityAddTraits(.isHeader)
            if scores.isEmpty { Text(verbatim: empty).font(.caption) }
            ForEach(scores, id: \.theme) { score in
                HStack {
                    Text(verbatim: score.name)
                    Spacer()
                    Text(verbatim: score.text).font(.caption).foregroundStyle(tint)
                }
                .accessibilityElement(children: .combine)
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    }
}

/// The rating over the period as a line between the core's low and high.
struct RatingLineView: View {
    let chart: PuzzleRatingChart

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(verbatim: chart.title).font(.headline)
                Spacer()
                Text(verbatim: String(chart.high)).font(.caption2)
            }
            GeometryReader { geo in
                let points = positions(in: geo.size)
                ZStack {
                    ForEach(0..<3, id: \.self) { k in
                        Path { p in
                            let y = geo.size.height * CGFloat(k) / 2
                            p.move(to: CGPoint(x: 0, y: y))
                            p.addLine(to: CGPoint(x: geo.size.width, y: y))
                        }
                        .stroke(.secondary.opacity(0.3), lineWidth: 1)
                    }
                    Path { p in
                        guard let first = points.first else { return }
                        p.move(to: first)
                        for pt in points.dropFirst() { p.addLine(to: pt) }
                    }
                    .stroke(.tint, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                    if let last = points.last {
                        Circle().fill(.tint).frame(width: 8, height: 8).position(last)
                    }
                }
            }
            .frame(height: 140)
            HStack(alignment: .top) {
                Text(verbatim: String(chart.low)).font(.caption2)
                Text(verbatim: chart.description).font(.caption2)
            }
        }
        .padding(12)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: "\(chart.title): \(chart.description)"))
    }

    /// Each point's place: evenly spaced, the rating scaled between low and high.
    private func positions(in size: CGSize) -> [CGPoint] {
        let span = CGFloat(max(chart.high - chart.low, 1))
        let n = chart.points.count
        return chart.points.enumerated().map { i, p in
            let x = n == 1 ? size.width / 2 : size.width * CGFloat(i) / CGFloat(n - 1)
            let y = size.height * (1 - CGFloat(p.rating - chart.low) / span)
            return CGPoint(x: x, y: y)
        }
    }
}

/// The recent puzzles as small boards under date headings; a tile reopens
/// its puzzle on the puzzle screen (`close` returns there).
struct PuzzleHistoryView: View {
    @State var model: PuzzleHistoryModel
    var close: (() -> Void)?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if let h = model.history {
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    if let empty = h.empty { Text(verbatim: empty) }
                    ForEach(Array(h.days.enumerated()), id: \.offset) { _, day in
                        Text(verbatim: day.heading).font(.headline).accessibilityAddTraits(.isHeader)
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 8)], spacing: 8) {
                            ForEach(Array(day.items.enumerated()), id: \.offset) { _, item in
                                tile(item)
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle(Text(verbatim: h.title))
            .onAppear { model.refresh() }
        }
    }

    private func tile(_ item: PuzzleHistoryItem) -> some View {
        let ok = item.result != .failed
        return Button {
            model.open(item)
            if let close { close() } else { dismiss() }
        } label: {
            VStack(spacing: 4) {
                MiniBoardView(board: item.board).aspectRatio(1, contentMode: .fit)
                HStack {
                    Text(verbatim: "\(ok ? "✓" : "✗") \(item.changeText)").foregroundStyle(ok ? .green : .red)
                    Spacer()
                    Text(verbatim: item.ratingText).font(.caption)
                }
                // One of the player's own: the game it came from.
                if let source = item.source {
                    Text(verbatim: source).font(.caption2).foregroundStyle(.secondary).lineLimit(2)
                }
            }
            .padding(6)
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
        }
        .buttonStyle(.plain)
        .disabled(item.puzzle == nil)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: [item.label, item.source].compactMap { $0 }.joined(separator: ". ")))
        .accessibilityAddTraits(.isButton)
    }
}

/// A puzzle's start drawn small: squares and discs, no labels.
struct MiniBoardView: View {
    let board: PuzzleMiniBoard

    var body: some View {
        GeometryReader { geo in
            let cell = geo.size.width / CGFloat(max(board.side, 1))
            ZStack(alignment: .topLeading) {
                Rectangle().fill(Color(red: 0.93, green: 0.85, blue: 0.69))
                ForEach(Array(board.squares.enumerated()), id: \.offset) { _, sq in
                    let origin = CGPoint(x: CGFloat(sq.column) * cell, y: CGFloat(sq.row) * cell)
                    Rectangle().fill(Color(red: 0.66, green: 0.45, blue: 0.29))
                        .frame(width: cell, height: cell)
                        .position(x: origin.x + cell / 2, y: origin.y + cell / 2)
                    if let piece = sq.piece {
                        Circle()
                            .fill(piece.side == .white ? Color.white : Color.black)
                            .overlay(Circle().stroke(piece.kind == .king ? Color.orange : Color.gray, lineWidth: cell * 0.08))
                            .frame(width: cell * 0.8, height: cell * 0.8)
                            .position(x: origin.x + cell / 2, y: origin.y + cell / 2)
                    }
                }
            }
        }
        .accessibilityHidden(true)
    }
}

/// Streak mode on the puzzle screen, a compact header after lichess's
/// streak bar so the board stays large: the run and the best one on one
/// line with Leave as a close mark; under it the mode's title with its
/// rules (or how the run ended), and New run once it is over.
struct PuzzleRunCard: View {
    let run: PuzzleRun
    let model: PuzzleModel

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 8) {
                Text(verbatim: run.currentText).font(.subheadline.bold()).foregroundStyle(.tint)
                Spacer(minLength: 0)
                Text(verbatim: run.bestText).font(.caption)
                Button { model.leaveRun() } label: {
                    Image(systemName: "xmark").frame(width: 32, height: 32)
                }
                .accessibilityLabel(Text(verbatim: run.leave.label))
                .disabled(!run.leave.enabled)
            }
            HStack(spacing: 8) {
                (Text(verbatim: run.title).fontWeight(.semibold) + Text(verbatim: " · ") + Text(verbatim: run.sentence))
                    .font(.caption)
                    .frame(maxWidth: .infinity, alignment: .leading)
                if run.over {
                    Button { model.startRun() } label: { Text(verbatim: run.start.label) }
                        .buttonStyle(.borderedProminent)
                        .disabled(!run.start.enabled)
                }
            }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
    }
}

/// The way into streak mode, the dashboard and the history, from the themes:
/// a run starts on the puzzle screen (`close`); the others are pushed (`open`).
struct PuzzleRecordSection: View {
    let model: PuzzleModel
    var open: (PuzzleRecordRoute) -> Void = { _ in }
    var close: (() -> Void)?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        if let screen = model.screen, let d = model.dashboard(.month) {
            Section {
                Button {
                    model.startRun()
                    if let close { close() } else { dismiss() }
                } label: {
                    HStack {
                        Text(verbatim: screen.run.start.label)
                        Spacer()
                        Text(verbatim: screen.run.bestText).font(.caption)
                    }
                }
                .disabled(!screen.run.start.enabled)
                Button { open(.dashboard) } label: { Text(verbatim: d.title) }
                Button { open(.history) } label: { Text(verbatim: d.historyTitle) }
            }
        }
    }
}

@MainActor
private func previewTrainer(played: Int) -> PuzzleModel {
    let m = PuzzleModel(stored: nil, today: "2026-12-05", language: .en, keepAside: { _ in true }, save: { _ in })
    for _ in 0..<played {
        m.next()
        m.showSolution()
    }
    return m
}

#Preview("Puzzle dashboard · empty") {
    let t = previewTrainer(played: 0)
    return NavigationStack { PuzzleDashboardView(model: PuzzleDashboardModel(trainer: t)) }
}

#Preview("Puzzle dashboard · played · dark") {
    let t = previewTrainer(played: 6)
    return NavigationStack { PuzzleDashboardView(model: PuzzleDashboardModel(trainer: t)) }
        .preferredColorScheme(.dark)
}

#Preview("Puzzle history · empty") {
    NavigationStack { PuzzleHistoryView(model: PuzzleHistoryModel(trainer: previewTrainer(played: 0))) }
}

#Preview("Puzzle history · played") {
    NavigationStack { PuzzleHistoryView(model: PuzzleHistoryModel(trainer: previewTrainer(played: 6))) }
}

#Preview("Puzzle streak · under way") {
    let t = previewTrainer(played: 0)
    t.startRun()
    return PuzzleRunCard(run: t.screen!.run, model: t).padding()
}

#Preview("Puzzle streak · over") {
    let t = previewTrainer(played: 0)
    t.startRun()
    t.showSolution()
    return PuzzleRunCard(run: t.screen!.run, model: t).padding()
}
