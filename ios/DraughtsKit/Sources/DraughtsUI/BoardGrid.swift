// The board, drawn from the core's BoardView (a game, a replayed position,
// a lesson or a tutorial diagram). Every square is a VoiceOver element: its
// name as the label, the core's state description (without the name) as the
// value, button and selected traits; it can be a direct-touch area so that
// touching a square reads it and plays it. What to draw is decided in
// DraughtsKit: the marks of each flag (SquareMark: tints, dots, rings, brackets), the
// labels (BoardLabelStyle, EdgeLabels, BoardMetrics) and the move animation
// (MoveAnimation), drawn over the new position without taking taps.
import DraughtsCore
import DraughtsKit
import SwiftUI

public struct BoardGrid: View {
    let board: BoardView
    var labels: SquareLabels = .outside
    /// Diagram arrows along paths.
    var arrows: [DiagramArrow] = []
    /// The analysis board's arrows (the better move, the engine's best), each in the core's colour.
    var moveArrows: [MoveArrow] = []
    var interactive = true
    var directTouch = true
    /// The keyboard cursor and the ring around the board: drawn only while
    /// the board has the focus and the keyboard is in use (never after a touch).
    var showCursor = false
    /// The move just played, and the seconds since it started at a date.
    var animation: MoveAnimation?
    var elapsed: (Date) -> TimeInterval = { _ in 0 }
    var onTap: (UInt32) -> Void = { _ in }
    /// A piece dragged from a square and dropped on another; nil: no drags.
    var onDrag: ((UInt32, UInt32) -> Void)?
    /// Two taps, a drag, or either (the player's setting).
    var moveInput: MoveInput = .either
    /// The piece under the finger: where it was picked up, and where the finger is.
    @State private var dragging: (from: UInt32, at: CGPoint)?

    public init(
        board: BoardView,
        labels: SquareLabels = .outside,
        arrows: [DiagramArrow] = [],
        moveArrows: [MoveArrow] = [],
        interactive: Bool = true,
        directTouch: Bool = true,
        showCursor: Bool = false,
        animation: MoveAnimation? = nil,
        elapsed: @escaping (Date) -> TimeInterval = { _ in 0 },
        onTap: @escaping (UInt32) -> Void = { _ in },
        onDrag: ((UInt32, UInt32) -> Void)? = nil,
        moveInput: MoveInput = .either
    ) {
        self.board = board
        self.labels = labels
        self.arrows = arrows
        self.moveArrows = moveArrows
        self.interactive = interactive
        self.directTouch = directTouch
        self.showCursor = showCursor
        self.animation = animation
        self.elapsed = elapsed
        self.onTap = onTap
        self.onDrag = onDrag
        self.moveInput = moveInput
    }

    @Environment(\.boardLook) private var look

    public var body: some View {
        GeometryReader { geo in
            let size = min(geo.size.width, geo.size.height)
            let style = BoardLabelStyle(setting: labels, board: board)
            let side = Int(max(board.side, 1))
            let frame = BoardFrame(size: Double(size), side: side, outsideLabels: style == .outside,
                                   keyboardRing: interactive)
            let cell = CGFloat(frame.cell)
            let colours = BoardColours(look)
            ZStack(alignment: .topLeading) {
                FrameView(frame: frame, size: size, colours: colours, ring: showCursor)
                    .accessibilityHidden(true)
                if style == .outside {
                    OutsideLabelLayer(labels: OutsideLabels(board: board), frame: frame, side: side,
                                      colour: colours.frameText)
                        .accessibilityHidden(true)
                        .allowsHitTesting(false)
                }
                squareLayer(cell: cell, style: style, colours: colours)
                    .frame(width: cell * CGFloat(side), height: cell * CGFloat(side))
                    .simultaneousGesture(dragGesture(cell: cell), including: interactive && onDrag != nil ? .all : .subviews)
                    .offset(x: CGFloat(frame.inset), y: CGFloat(frame.inset))
            }
            .frame(width: size, height: size)
        }
        .aspectRatio(1, contentMode: .fit)
        .accessibilityElement(children: .contain)
    }

    /// The square drawn under a point of the squares' layer.
    private func square(at p: CGPoint, cell: CGFloat) -> SquareView? {
        guard p.x >= 0, p.y >= 0 else { return nil }
        let col = Int(p.x / cell), row = Int(p.y / cell)
        return board.squares.first { Int($0.column) == col && Int($0.row) == row }
    }

    /// A piece pulled past a few points is dragged: at the start it is
    /// selected (a tap), so its destinations show while it moves; dropped
    /// on another square it is played there by the core.
    private func dragGesture(cell: CGFloat) -> some Gesture {
        DragGesture(minimumDistance: 8, coordinateSpace: .local)
            .onChanged { g in
                guard onDrag != nil, moveInput != .tap else { return }
                let finger = Self.finger(g.startLocation, g.translation)
                if dragging == nil {
                    guard let start = square(at: g.startLocation, cell: cell), start.piece != nil else { return }
                    let moving = board.capture?.steps.last ?? board.selected
                    // Whether a lift selects is the core's (the editor's board only picks the piece up).
                    if board.selectOnLift && moving != start.square { onTap(start.square) }
                    dragging = (start.square, finger)
                } else {
                    dragging?.at = finger
                }
            }
            .onEnded { g in
                defer { dragging = nil }
                guard let from = dragging?.from, let to = square(at: Self.finger(g.startLocation, g.translation), cell: cell)?.square,
                      to != from else { return }
                onDrag?(from, to)
            }
    }

    /// Where the finger is now: where it started, moved by the drag.
    private static func finger(_ start: CGPoint, _ moved: CGSize) -> CGPoint {
        CGPoint(x: start.x + moved.width, y: start.y + moved.height)
    }

    private func squareLayer(cell: CGFloat, style: BoardLabelStyle, colours: BoardColours) -> some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(colours.light)
                .accessibilityHidden(true)
            ForEach(board.squares, id: \.square) { sq in
                squareView(sq, cell: cell, style: style)
            }
            if style == .edgeCoordinates {
                EdgeLabelLayer(labels: EdgeLabels(board: board), side: Int(board.side), cell: cell,
                               colours: colours)
                    .accessibilityHidden(true)
                    .allowsHitTesting(false)
            }
            CapturePathLayer(path: board.path, squares: board.squares, cell: cell, colour: colours.base(.dot))
                .accessibilityHidden(true)
                .allowsHitTesting(false)
            ArrowLayer(arrows: arrows, squares: board.squares, cell: cell, colours: colours)
                .accessibilityHidden(true)
                .allowsHitTesting(false)
            MoveArrowLayer(arrows: moveArrows, squares: board.squares, cell: cell)
                .accessibilityHidden(true)
                .allowsHitTesting(false)
            if let dragging, let piece = board.squares.first(where: { $0.square == dragging.from })?.piece {
                // Under the finger: the landing square in a disc two squares wide, and the piece twice
                // its size, lifted one square so the finger does not hide it (lichess's drag).
                let side = CGFloat(board.side)
                let col = min(max(floor(dragging.at.x / cell), 0), side - 1)
                let row = min(max(floor(dragging.at.y / cell), 0), side - 1)
                Circle().fill(colours.base(.selected).opacity(0.25))
                    .frame(width: cell * 2, height: cell * 2)
                    .position(x: (col + 0.5) * cell, y: (row + 0.5) * cell)
                    .allowsHitTesting(false)
                PieceView(piece: piece, cell: cell * 2, faded: false, turned: board.turnedPieces == piece.side)
                    .frame(width: cell * 2, height: cell * 2)
                    .position(x: dragging.at.x, y: dragging.at.y - cell)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
            if let animation {
                // Over the new position; taps go through to the squares.
                TimelineView(.animation) { context in
                    AnimationLayer(
                        animation: animation, board: board, labels: style, cell: cell,
                        time: elapsed(context.date)
                    )
                }
                .accessibilityHidden(true)
                .allowsHitTesting(false)
            }
        }
    }

    @ViewBuilder
    private func squareView(_ sq: SquareView, cell: CGFloat, style: BoardLabelStyle) -> some View {
        let cellView = SquareCell(
            square: sq, numbered: style == .cornerNumbers, showCursor: showCursor, cell: cell,
            turnedPieces: board.turnedPieces
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
                .onTapGesture { if moveInput != .drag || onDrag == nil { onTap(sq.square) } }
                .accessibilityAddTraits(.isButton)
                .accessibilityDirectTouch(directTouch)
                .accessibilityAction { onTap(sq.square) }
        } else {
            cellView
        }
    }
}

/// The frame around the squares, with a thin bevel where it meets them, and
/// the keyboard ring outside it (in its own margin, so it covers no label).
struct FrameView: View {
    let frame: BoardFrame
    let size: CGFloat
    let colours: BoardColours
    let ring: Bool

    var body: some View {
        let margin = CGFloat(frame.ring)
        let corner = CGFloat(frame.band) * 0.5
        let inset = CGFloat(frame.inset)
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: corner)
                .fill(colours.frame)
                .frame(width: size - 2 * margin, height: size - 2 * margin)
                .offset(x: margin, y: margin)
            Rectangle()
                .stroke(Color.black.opacity(0.35), lineWidth: 1.5)
                .frame(width: size - 2 * inset + 2, height: size - 2 * inset + 2)
                .offset(x: inset - 1, y: inset - 1)
            if ring {
                RoundedRectangle(cornerRadius: margin + corner)
                    .strokeBorder(colours.ring, lineWidth: 3)
                    .frame(width: size, height: size)
            }
        }
    }
}

/// The core's edge labels on the frame: under each column, and beside each
/// row on the right (numbers) or on the left (ranks).
struct OutsideLabelLayer: View {
    let labels: OutsideLabels
    let frame: BoardFrame
    let side: Int
    let colour: Color

    var body: some View {
        let cell = CGFloat(frame.cell)
        let band = CGFloat(frame.band)
        let inset = CGFloat(frame.inset)
        let end = inset + cell * CGFloat(side)
        let font = Font.system(size: min(band * 0.72, cell * 0.4), weight: .semibold, design: .rounded)
        ZStack(alignment: .topLeading) {
            ForEach(Array(labels.bottom.enumerated()), id: \.offset) { column, text in
                if let text {
                    Text(verbatim: text).font(font).foregroundStyle(colour).fixedSize()
                        .frame(width: cell, height: band)
                        .offset(x: inset + CGFloat(column) * cell, y: end)
                }
            }
            ForEach(Array(labels.side.enumerated()), id: \.offset) { row, text in
                if let text {
                    Text(verbatim: text).font(font).foregroundStyle(colour).fixedSize()
                        .frame(width: band, height: cell)
                        .offset(x: labels.sideOnRight ? end : CGFloat(frame.ring), y: inset + CGFloat(row) * cell)
                }
            }
        }
    }
}

extension View {
    /// The core's keys: arrows, the diagonals (Home up-left, Page Up
    /// up-right, End down-left, Page Down down-right), Return and Escape.
    /// What Escape means is the core board's: it cancels there, or, with
    /// nothing to cancel (`escapeLeaves`), it is left to the system, which
    /// goes back.
    func boardKeys(_ board: BoardView, _ send: @escaping (Key) -> Void) -> some View {
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
            .onKeyPress(.escape) {
                if board.escapeLeaves { return .ignored }
                send(.escape)
                return .handled
            }
    }
}

/// One dark square: the marks under the piece, the piece, the marks over
/// it, and the square's number in its corner, drawn last so nothing covers it.
struct SquareCell: View {
    let square: SquareView
    let numbered: Bool
    let showCursor: Bool
    let cell: CGFloat
    /// The animation draws this square's piece for now.
    var hidePiece = false
    /// The side whose pieces are drawn upside down (the far player's, face to face).
    var turnedPieces: Side?

    @Environment(\.boardLook) private var look

    var body: some View {
        let marks = SquareMark.marks(square.flags, showCursor: showCursor)
        let colours = BoardColours(look)
        ZStack {
            Rectangle().fill(colours.dark)
            ForEach(marks.filter { !$0.overPiece }, id: \.self) { mark in
                MarkView(mark: mark, cell: cell, colours: colours)
            }
            if let piece = square.piece, !hidePiece {
                PieceView(piece: piece, cell: cell, faded: square.flags.captured,
                          turned: turnedPieces == piece.side)
            }
            ForEach(marks.filter(\.overPiece), id: \.self) { mark in
                MarkView(mark: mark, cell: cell, colours: colours)
            }
            if numbered {
                CornerLabel(text: square.name, cell: cell, corner: .topLeading, shadow: true)
            }
        }
    }
}

/// A small label in a corner of a square, sized so that no piece reaches it.
struct CornerLabel: View {
    let text: String
    let cell: CGFloat
    let corner: Alignment
    var colour: Color = Theme.label
    /// Square numbers are written over the pieces: a shadow keeps them legible on a white man.
    var shadow = false

    var body: some View {
        Text(verbatim: text)
            .font(.system(size: CGFloat(BoardMetrics.insideLabelSize(cell: Double(cell))), weight: .semibold,
                          design: .rounded))
            .foregroundStyle(colour)
            .shadow(color: .black.opacity(shadow ? 0.8 : 0), radius: 2)
            .lineLimit(1)
            .fixedSize()
            .padding(cell * CGFloat(BoardMetrics.labelInset))
            .frame(width: cell, height: cell, alignment: corner)
            .accessibilityHidden(true)
    }
}

/// Files in the bottom-right corner of the bottom row's squares, ranks in the
/// top-left corner of the left column's, after the board's orientation.
struct EdgeLabelLayer: View {
    let labels: EdgeLabels
    let side: Int
    let cell: CGFloat
    let colours: BoardColours

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<side, id: \.self) { column in
                if let file = labels.files[column] {
                    CornerLabel(text: file, cell: cell, corner: .bottomTrailing, colour: labels.filesOnDark[column] ? colours.light : colours.dark)
                        .offset(x: CGFloat(column) * cell, y: CGFloat(side - 1) * cell)
                }
            }
            ForEach(0..<side, id: \.self) { row in
                if let rank = labels.ranks[row] {
                    CornerLabel(text: rank, cell: cell, corner: .topLeading, colour: labels.ranksOnDark[row] ? colours.light : colours.dark)
                        .offset(x: 0, y: CGFloat(row) * cell)
                }
            }
        }
    }
}

/// One mark, by its shape (colour only adds to it), in the theme's colour
/// over a dark keyline so it reads on light and dark squares alike.
struct MarkView: View {
    let mark: SquareMark
    let cell: CGFloat
    let colours: BoardColours

    /// The keyline is this much wider than the mark's own line.
    private var key: CGFloat { 2.5 }

    var body: some View {
        let colour = colours.mark(mark)
        switch mark {
        case .lastMove, .selected:
            Rectangle().fill(colour)
        case .hint:
            // The one boxed mark: a dashed frame, told apart from the tints by its shape.
            let w = cell * 0.06, dash = [cell * 0.12, cell * 0.08]
            ZStack {
                Rectangle().inset(by: cell * 0.08)
                    .stroke(colours.keyline, style: StrokeStyle(lineWidth: w + key, dash: dash))
                Rectangle().inset(by: cell * 0.08)
                    .stroke(colour, style: StrokeStyle(lineWidth: w, dash: dash))
            }
        case .mustCapture:
            let w = cell * 0.08
            let brackets = CornerBrackets(inset: cell * 0.07, length: cell * 0.26)
            ZStack {
                brackets.stroke(colours.keyline, style: StrokeStyle(lineWidth: w + key, lineCap: .round, lineJoin: .round))
                brackets.stroke(colour, style: StrokeStyle(lineWidth: w, lineCap: .round, lineJoin: .round))
            }
        case .dot:
            ZStack {
                Circle().fill(colours.keyline.opacity(0.6))
                    .frame(width: cell / 3 + key, height: cell / 3 + key)
                Circle().fill(colour)
                    .frame(width: cell / 3, height: cell / 3)
            }
        case .ring:
            ZStack {
                Circle().stroke(colours.keyline, lineWidth: cell * 0.1 + key)
                Circle().stroke(colour, lineWidth: cell * 0.1)
            }
            .frame(width: cell * 0.8, height: cell * 0.8)
        case .finalDestination:
            // One tap ends the capture here: a dashed ring, apart from the next landing's solid one.
            let w = cell * 0.07, dash = [cell * 0.07, cell * 0.07]
            ZStack {
                Circle().stroke(colours.keyline, style: StrokeStyle(lineWidth: w + key, dash: dash))
                Circle().stroke(colour, style: StrokeStyle(lineWidth: w, dash: dash))
            }
            .frame(width: cell * 0.72, height: cell * 0.72)
        case .cursor:
            let w = cell * 0.07
            ZStack {
                Rectangle().inset(by: cell * 0.04 + w / 2).stroke(colours.keyline, lineWidth: w + key)
                Rectangle().inset(by: cell * 0.04 + w / 2).stroke(colour, lineWidth: w)
            }
        }
    }
}

/// The path of a capture tapped hop by hop (the core's `path`): a
/// translucent line from its start through each landing square, so the
/// jumped pieces read as ghosts along it.
struct CapturePathLayer: View {
    let path: [UInt32]
    let squares: [SquareView]
    let cell: CGFloat
    /// The destinations' colour, drawn translucent.
    let colour: Color

    var body: some View {
        let points = path.compactMap { q in squares.first { $0.square == q } }.map {
            CGPoint(x: (CGFloat($0.column) + 0.5) * cell, y: (CGFloat($0.row) + 0.5) * cell)
        }
        if points.count >= 2 {
            ZStack(alignment: .topLeading) {
                Path { p in p.addLines(points) }
                    .stroke(colour.opacity(0.55),
                            style: StrokeStyle(lineWidth: cell * 0.16, lineCap: .round, lineJoin: .round))
                ForEach(Array(points.enumerated()), id: \.offset) { _, point in
                    Circle().fill(colour.opacity(0.55))
                        .frame(width: cell * 0.28, height: cell * 0.28)
                        .position(point)
                }
            }
        }
    }
}

/// An open bracket at each corner, `inset` from the square's edge, each arm `length` long.
struct CornerBrackets: Shape {
    let inset: CGFloat
    let length: CGFloat

    func path(in rect: CGRect) -> Path {
        var p = Path()
        let r = rect.insetBy(dx: inset, dy: inset)
        p.move(to: CGPoint(x: r.minX, y: r.minY + length))
        p.addLine(to: CGPoint(x: r.minX, y: r.minY))
        p.addLine(to: CGPoint(x: r.minX + length, y: r.minY))
        p.move(to: CGPoint(x: r.maxX - length, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY + length))
        p.move(to: CGPoint(x: r.maxX, y: r.maxY - length))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        p.addLine(to: CGPoint(x: r.maxX - length, y: r.maxY))
        p.move(to: CGPoint(x: r.minX + length, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX, y: r.maxY - length))
        return p
    }
}

/// A man, or a king: the traditional crowned double piece, two men stacked
/// with a crown on the upper one, drawn with the piece set's sizes and
/// colours (the core's looks): a shadow, a face shaded as a turned piece
/// when the set has relief, a rim and grooves. A ghost while it is taken
/// mid-capture (until the capture ends, as lidraughts shows it).
struct PieceView: View {
    let piece: PieceInfo
    /// The square's side; the set gives the piece's diameter as a fraction of it.
    let cell: CGFloat
    var faded = false
    /// Drawn upside down, as the player across the table sees it (the
    /// crown and the second disc of a king turn with it).
    var turned = false
    @Environment(\.boardLook) private var look

    var body: some View {
        let set = look?.pieces
        let size = cell * CGFloat(set?.diameter ?? Float(BoardMetrics.piece))
        let lift = cell * CGFloat(set?.kingLift ?? 0.12) / 2
        ZStack {
            if piece.kind == .king {
                Disc(piece: piece, size: size, cell: cell, lower: true).offset(y: lift)
                Disc(piece: piece, size: size, cell: cell, lower: false, shadow: false).offset(y: -lift)
                Crown(size: size, cell: cell, gold: crownColour, line: rimColour)
                    .offset(y: -lift - size * 0.46 * 0.05)
            } else {
                Disc(piece: piece, size: size, cell: cell, lower: false)
            }
        }
        .frame(width: cell, height: cell)
        .rotationEffect(.degrees(turned ? 180 : 0))
        .opacity(faded ? BoardMetrics.ghost : 1)
        .accessibilityHidden(true)
    }

    private var crownColour: Color {
        look.map { Color(argb: $0.colours(piece.side).crown) } ?? Theme.crown(on: piece.side)
    }

    private var rimColour: Color {
        look.map { Color(argb: $0.colours(piece.side).rim) } ?? .black
    }
}

/// One man seen from above: its shadow, its face (PieceShading), its rim,
/// its grooves and, with relief, the light catching the rim at the top left.
struct Disc: View {
    let piece: PieceInfo
    let size: CGFloat
    let cell: CGFloat
    /// The lower man of a king: darker, its face hidden.
    let lower: Bool
    var shadow = true
    @Environment(\.boardLook) private var look

    var body: some View {
        let set = look?.pieces
        let c = look?.colours(piece.side)
        let relief = set?.relief ?? true
        let shading = c.map { PieceShading($0, relief: relief, lower: lower) }
        let fill = shading.map { Color(argb: $0.face) } ?? Theme.disc(piece.side)
        let rim = c.map { Color(argb: $0.rim) } ?? (piece.side == .white ? Theme.whitePieceEdge : Theme.blackPieceEdge)
        let detail = c.map { Color(argb: $0.detail) } ?? rim
        let rimWidth = cell * CGFloat(set?.rim ?? 0.035)
        let grooves = Int(set?.grooves ?? 1)
        let shadowOpacity = shadow ? Double(set?.shadow ?? 0.3) : 0
        ZStack {
            if shadowOpacity > 0 {
                Circle().fill(Color.black.opacity(shadowOpacity))
                    .offset(x: cell * 0.02, y: cell * 0.04)
            }
            if relief, let shading {
                Circle().fill(RadialGradient(
                    stops: [
                        .init(color: Color(argb: shading.light), location: 0),
                        .init(color: Color(argb: shading.face), location: 0.55),
                        .init(color: Color(argb: shading.deep), location: 1),
                    ],
                    center: UnitPoint(x: 0.325, y: 0.3), startRadius: 0, endRadius: size * 0.8
                ))
            } else {
                Circle().fill(fill)
            }
            Circle().strokeBorder(rim, lineWidth: rimWidth)
            if !lower {
                ForEach(0..<grooves, id: \.self) { i in
                    Circle().stroke(detail.opacity(0.9), lineWidth: cell * 0.014)
                        .frame(width: size * (0.78 - 0.2 * CGFloat(i)), height: size * (0.78 - 0.2 * CGFloat(i)))
                }
                if relief {
                    Circle().trim(from: 200.0 / 360, to: 270.0 / 360)
                        .stroke(Color.white.opacity(0.45), style: StrokeStyle(lineWidth: cell * 0.018, lineCap: .round))
                        .frame(width: size * 0.82, height: size * 0.82)
                }
            }
        }
        .frame(width: size, height: size)
    }
}

/// The crown on a king: five points on a band, in the set's crown colour,
/// outlined in its rim colour, a ball on each point.
struct Crown: View {
    /// The piece's diameter: the crown is 0.65 of it wide and 0.46 high.
    let size: CGFloat
    let cell: CGFloat
    let gold: Color
    let line: Color

    var body: some View {
        let w = size * 0.65, h = size * 0.46
        let tip = cell * 0.056
        ZStack(alignment: .topLeading) {
            CrownShape().fill(gold)
            CrownShape().stroke(line, style: StrokeStyle(lineWidth: cell * 0.022, lineJoin: .round))
            Path { p in
                p.move(to: CGPoint(x: 0, y: h * 0.72))
                p.addLine(to: CGPoint(x: w, y: h * 0.72))
            }
            .stroke(line, lineWidth: cell * 0.016)
            ForEach(Array(CrownShape.tips.enumerated()), id: \.offset) { _, t in
                Circle().fill(gold)
                    .overlay(Circle().stroke(line, lineWidth: cell * 0.012))
                    .frame(width: tip, height: tip)
                    .position(x: t.x * w, y: t.y * h)
            }
        }
        .frame(width: w, height: h)
    }
}

/// A crown of five points on a band, in a box of its width and height.
struct CrownShape: Shape {
    /// The corners, as fractions of the box: base left, up the left side,
    /// the points and the dips between them, down the right side.
    static let outline: [CGPoint] = [
        CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 0.25), CGPoint(x: 0.2, y: 0.6), CGPoint(x: 0.33, y: 0),
        CGPoint(x: 0.5, y: 0.64), CGPoint(x: 0.67, y: 0), CGPoint(x: 0.8, y: 0.6), CGPoint(x: 1, y: 0.25),
        CGPoint(x: 1, y: 1),
    ]
    /// Where the balls sit.
    static let tips: [CGPoint] = [CGPoint(x: 0, y: 0.25), CGPoint(x: 0.33, y: 0), CGPoint(x: 0.67, y: 0), CGPoint(x: 1, y: 0.25)]

    func path(in r: CGRect) -> Path {
        var p = Path()
        p.addLines(Self.outline.map { CGPoint(x: r.minX + $0.x * r.width, y: r.minY + $0.y * r.height) })
        p.closeSubpath()
        return p
    }
}

/// The move just played, at `time` seconds: the destination drawn without
/// its piece, the taken pieces fading, and the moving piece between two
/// squares of the core's path.
struct AnimationLayer: View {
    let animation: MoveAnimation
    let board: BoardView
    let labels: BoardLabelStyle
    let cell: CGFloat
    let time: TimeInterval

    var body: some View {
        let frame = animation.frame(at: time)
        let squares = Dictionary(uniqueKeysWithValues: board.squares.map { ($0.square, $0) })
        ZStack(alignment: .topLeading) {
            if !frame.finished {
                if let last = animation.squares.last, let sq = squares[last], animation.hidesPiece(on: last, at: time) {
                    SquareCell(square: sq, numbered: labels == .cornerNumbers, showCursor: false, cell: cell,
                               hidePiece: true)
                        .frame(width: cell, height: cell)
                        .offset(x: CGFloat(sq.column) * cell, y: CGFloat(sq.row) * cell)
                }
                ForEach(Array(animation.captured.enumerated()), id: \.offset) { index, taken in
                    if let sq = squares[taken.square] {
                        PieceView(piece: taken.piece, cell: cell,
                                  turned: board.turnedPieces == taken.piece.side)
                            .frame(width: cell, height: cell)
                            .opacity(frame.capturedOpacity[index])
                            .offset(x: CGFloat(sq.column) * cell, y: CGFloat(sq.row) * cell)
                    }
                }
                if let from = squares[frame.from], let to = squares[frame.to], animation.sliding(at: time) {
                    let p = CGFloat(frame.progress)
                    let x = CGFloat(from.column) + (CGFloat(to.column) - CGFloat(from.column)) * p
                    let y = CGFloat(from.row) + (CGFloat(to.row) - CGFloat(from.row)) * p
                    let moving = animation.movingPiece(at: time)
                    PieceView(piece: moving, cell: cell,
                              turned: board.turnedPieces == moving.side)
                        .frame(width: cell, height: cell)
                        .offset(x: x * cell, y: y * cell)
                }
            }
        }
    }
}

/// Arrows of a tutorial diagram, in the theme's colours (dashed, in the taken pieces' colour, for a forbidden move).
struct ArrowLayer: View {
    let arrows: [DiagramArrow]
    let squares: [SquareView]
    let cell: CGFloat
    let colours: BoardColours

    var body: some View {
        let centres = Dictionary(uniqueKeysWithValues: squares.map { sq in
            (sq.square, CGPoint(x: (CGFloat(sq.column) + 0.5) * cell, y: (CGFloat(sq.row) + 0.5) * cell))
        })
        ZStack {
            ForEach(Array(arrows.enumerated()), id: \.offset) { _, arrow in
                let points = arrow.squares.compactMap { centres[$0] }
                let colour = colours.arrow(forbidden: arrow.forbidden)
                let style = StrokeStyle(
                    lineWidth: cell * 0.09, lineCap: .round, lineJoin: .round,
                    dash: arrow.forbidden ? [cell * 0.12, cell * 0.08] : []
                )
                Path { p in
                    guard let first = points.first else { return }
                    p.move(to: first)
                    for pt in points.dropFirst() { p.addLine(to: pt) }
                }
                .stroke(colour, style: style)
                if points.count >= 2 {
                    ArrowHead(from: points[points.count - 2], to: points[points.count - 1], size: cell * 0.3)
                        .fill(colour)
                }
            }
        }
    }
}

/// The analysis board's arrows, as lichess draws its shapes: a translucent shaft through the start
/// and every landing square (a capture reads as a chain of hops), stopped where the head begins so
/// the two never overlap and darken, and the head on the last square; the colour is the core's.
struct MoveArrowLayer: View {
    let arrows: [MoveArrow]
    let squares: [SquareView]
    let cell: CGFloat

    var body: some View {
        let centres = Dictionary(uniqueKeysWithValues: squares.map { sq in
            (sq.square, CGPoint(x: (CGFloat(sq.column) + 0.5) * cell, y: (CGFloat(sq.row) + 0.5) * cell))
        })
        ZStack {
            ForEach(Array(arrows.enumerated()), id: \.offset) { _, arrow in
                let points = arrow.squares.compactMap { centres[$0] }
                let colour = Color(argb: arrow.argb)
                let head = cell * 0.42
                if points.count >= 2 {
                    let end = points[points.count - 1], prev = points[points.count - 2]
                    let angle = atan2(end.y - prev.y, end.x - prev.x)
                    let base = CGPoint(x: end.x - head * cos(angle), y: end.y - head * sin(angle))
                    Path { p in
                        p.move(to: points[0])
                        for pt in points.dropFirst().dropLast() { p.addLine(to: pt) }
                        p.addLine(to: base)
                    }
                    .stroke(colour, style: StrokeStyle(lineWidth: cell * 0.17, lineCap: .butt, lineJoin: .round))
                    WideArrowHead(to: end, angle: angle, length: head).fill(colour)
                }
            }
        }
    }
}

/// A head as long as it is wide, its tip on the square's centre.
struct WideArrowHead: Shape {
    let to: CGPoint
    let angle: CGFloat
    let length: CGFloat

    func path(in rect: CGRect) -> Path {
        let back = CGPoint(x: to.x - length * cos(angle), y: to.y - length * sin(angle))
        let half = length / 2
        var p = Path()
        p.move(to: to)
        p.addLine(to: CGPoint(x: back.x + half * sin(angle), y: back.y - half * cos(angle)))
        p.addLine(to: CGPoint(x: back.x - half * sin(angle), y: back.y + half * cos(angle)))
        p.closeSubpath()
        return p
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
