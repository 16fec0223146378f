// The board, drawn from the core's BoardView (a game, a reviewed position,
// a lesson or a tutorial diagram). Every square is a VoiceOver element: its
// name as the label, the core's state description (without the name) as the
// value, button and selected traits; it can be a direct-touch area so that
// touching a square reads it and plays it.
import DraughtsCore
import DraughtsKit
import SwiftUI

public struct BoardGrid: View {
    let board: BoardView
    var labels: SquareLabels = .numbers
    /// Lesson marks drawn over the squares.
    var highlights: Set<UInt32> = []
    /// Diagram arrows along paths.
    var arrows: [DiagramArrow] = []
    var interactive = true
    var directTouch = true
    /// The keyboard cursor is drawn only while the board has the focus.
    var showCursor = false
    var onTap: (UInt32) -> Void = { _ in }

    public init(
        board: BoardView,
        labels: SquareLabels = .numbers,
        highlights: Set<UInt32> = [],
        arrows: [DiagramArrow] = [],
        interactive: Bool = true,
        directTouch: Bool = true,
        showCursor: Bool = false,
        onTap: @escaping (UInt32) -> Void = { _ in }
    ) {
        self.board = board
        self.labels = labels
        self.highlights = highlights
        self.arrows = arrows
        self.interactive = interactive
        self.directTouch = directTouch
        self.showCursor = showCursor
        self.onTap = onTap
    }

    public var body: some View {
        GeometryReader { geo in
            let size = min(geo.size.width, geo.size.height)
            let cell = size / CGFloat(max(board.side, 1))
            ZStack(alignment: .topLeading) {
                Rectangle().fill(Theme.lightSquare)
                    .accessibilityHidden(true)
                ForEach(board.squares, id: \.square) { sq in
                    squareView(sq, cell: cell)
                }
                ArrowLayer(arrows: arrows, squares: board.squares, cell: cell)
                    .accessibilityHidden(true)
                    .allowsHitTesting(false)
            }
            .frame(width: size, height: size)
        }
        .aspectRatio(1, contentMode: .fit)
        .accessibilityElement(children: .contain)
    }

    @ViewBuilder
    private func squareView(_ sq: SquareView, cell: CGFloat) -> some View {
        let cellView = SquareCell(
            square: sq, labels: labels, highlighted: highlights.contains(sq.square),
            cursor: showCursor && sq.flags.cursor, cell: cell
        )
            .frame(width: cell, height: cell)
            .contentShape(Rectangle())
            .offset(x: CGFloat(sq.column) * cell, y: CGFloat(sq.row) * cell)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: sq.name))
            .accessibilityValue(Text(verbatim: sq.state))
            .accessibilityAddTraits(sq.flags.selected ? [.isSelected] : [])
            .accessibilitySortPriority(Double(1000 - Int(sq.row) * 20 - Int(sq.column)))
        if interactive {
            cellView
                .onTapGesture { onTap(sq.square) }
                .accessibilityAddTraits(.isButton)
                .accessibilityDirectTouch(directTouch)
                .accessibilityAction { onTap(sq.square) }
        } else {
            cellView
        }
    }
}

extension View {
    /// The core's keys: arrows, the diagonals (Home up-left, Page Up
    /// up-right, End down-left, Page Down down-right), Return and Escape.
    func boardKeys(_ send: @escaping (Key) -> Void) -> some View {
        self
            .onKeyPress(.upArrow) { send(.up); return .handled }
            .onKeyPress(.downArrow) { send(.down); return .handled }
            .onKeyPress(.leftArrow) { send(.left); return .handled }
            .onKeyPress(.rightArrow) { send(.right); return .handled }
            .onKeyPress(.home) { send(.upLeft); return .handled }
            .onKeyPress(.pageUp) { send(.upRight); return .handled }
            .onKeyPress(.end) { send(.downLeft); return .handled }
            .onKeyPress(.pageDown) { send(.downRight); return .handled }
            .onKeyPress(.return) { send(.enter); return .handled }
            .onKeyPress(.escape) { send(.escape); return .handled }
    }
}

/// One dark square with everything the core flags on it.
struct SquareCell: View {
    let square: SquareView
    let labels: SquareLabels
    let highlighted: Bool
    let cursor: Bool
    let cell: CGFloat

    var body: some View {
        let f = square.flags
        ZStack {
            Rectangle().fill(Theme.darkSquare)
            if f.lastFrom || f.lastTo || f.lastPath {
                Rectangle().fill(Theme.lastMove)
            }
            if highlighted {
                Rectangle().fill(Theme.highlight)
            }
            if f.selected {
                Rectangle().strokeBorder(Theme.selected, lineWidth: cell * 0.08)
            }
            if f.hint {
                Rectangle().strokeBorder(Theme.hint, lineWidth: cell * 0.06)
            }
            if let piece = square.piece {
                PieceView(piece: piece, size: cell * 0.78, captured: f.captured, mustCapture: f.mustCapture)
            }
            if f.target {
                Circle().fill(Theme.target.opacity(0.85)).frame(width: cell * 0.32, height: cell * 0.32)
            }
            if f.stepped {
                Circle().strokeBorder(Theme.target, lineWidth: cell * 0.06).frame(width: cell * 0.5, height: cell * 0.5)
            }
            if f.finalDestination {
                Circle()
                    .stroke(Theme.target, style: StrokeStyle(lineWidth: cell * 0.05, dash: [cell * 0.08, cell * 0.06]))
                    .frame(width: cell * 0.7, height: cell * 0.7)
            }
            if cursor {
                Rectangle()
                    .strokeBorder(Theme.cursor, style: StrokeStyle(lineWidth: cell * 0.07, dash: [cell * 0.12, cell * 0.06]))
            }
            if let text = labelText {
                Text(verbatim: text)
                    .font(.system(size: max(cell * 0.2, 7), weight: .semibold, design: .rounded))
                    .foregroundStyle(.white.opacity(0.75))
                    .padding(cell * 0.04)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
    }

    private var labelText: String? {
        switch labels {
        case .none: return nil
        case .numbers: return square.name
        case .coordinates: return square.coordinate
        }
    }
}

/// A man or a king; faded with a cross when taken mid-capture; a gold ring
/// when it must capture.
struct PieceView: View {
    let piece: PieceInfo
    let size: CGFloat
    var captured = false
    var mustCapture = false

    var body: some View {
        ZStack {
            Circle()
                .fill(piece.side == .white ? Theme.whitePiece : Theme.blackPiece)
                .overlay(Circle().stroke(Color.gray.opacity(0.8), lineWidth: size * 0.04))
                .shadow(radius: size * 0.03)
            Circle()
                .stroke(Color.gray.opacity(0.5), lineWidth: size * 0.03)
                .padding(size * 0.18)
            if piece.kind == .king {
                Image(systemName: "crown.fill")
                    .resizable()
                    .scaledToFit()
                    .frame(width: size * 0.5)
                    .foregroundStyle(piece.side == .white ? Theme.blackPiece : Theme.mustCapture)
            }
            if mustCapture {
                Circle().stroke(Theme.mustCapture, lineWidth: size * 0.1).padding(-size * 0.04)
            }
        }
        .frame(width: size, height: size)
        .opacity(captured ? 0.4 : 1)
        .overlay {
            if captured {
                Image(systemName: "xmark")
                    .resizable()
                    .scaledToFit()
                    .frame(width: size * 0.5)
                    .foregroundStyle(Theme.capturedMark)
            }
        }
    }
}

/// Arrows of a tutorial diagram (red and dashed for a forbidden move).
struct ArrowLayer: View {
    let arrows: [DiagramArrow]
    let squares: [SquareView]
    let cell: CGFloat

    var body: some View {
        let centres = Dictionary(uniqueKeysWithValues: squares.map { sq in
            (sq.square, CGPoint(x: (CGFloat(sq.column) + 0.5) * cell, y: (CGFloat(sq.row) + 0.5) * cell))
        })
        ZStack {
            ForEach(Array(arrows.enumerated()), id: \.offset) { _, arrow in
                let points = arrow.squares.compactMap { centres[$0] }
                let colour = arrow.forbidden ? Theme.forbiddenArrow : Theme.arrow
                let style = StrokeStyle(
                    lineWidth: cell * 0.1, lineCap: .round, lineJoin: .round,
                    dash: arrow.forbidden ? [cell * 0.15, cell * 0.1] : []
                )
                Path { p in
                    guard let first = points.first else { return }
                    p.move(to: first)
                    for pt in points.dropFirst() { p.addLine(to: pt) }
                }
                .stroke(colour, style: style)
                if points.count >= 2 {
                    ArrowHead(from: points[points.count - 2], to: points[points.count - 1], size: cell * 0.35)
                        .fill(colour)
                }
            }
        }
    }
}

struct ArrowHead: Shape {
    let from: CGPoint
    let to: CGPoint
    let size: CGFloat

    func path(in rect: CGRect) -> Path {
        let angle = atan2(to.y - from.y, to.x - from.x)
        let left = CGPoint(x: to.x - size * cos(angle - .pi / 7), y: to.y - size * sin(angle - .pi / 7))
        let right = CGPoint(x: to.x - size * cos(angle + .pi / 7), y: to.y - size * sin(angle + .pi / 7))
        var p = Path()
        p.move(to: to)
        p.addLine(to: left)
        p.addLine(to: right)
        p.closeSubpath()
        return p
    }
}
