// How the board draws what the core flags: which square labels (small
// numbers in a corner of each dark square, or coordinates along the edges
// where the variant's notation is a1–h8), and which mark each flag gets.
// Every highlight has its own shape or pattern, not only its own colour,
// so they stay apart in both themes and for common colour-vision
// deficiencies. Sizes are fractions of a square, chosen so that a label in
// its corner never meets the piece.
import DraughtsCore
import Foundation

/// The labels drawn on a board.
public enum BoardLabelStyle: Equatable, Sendable {
    case hidden
    /// The square's name (its number) small in the top-left corner of each
    /// dark square.
    case cornerNumbers
    /// Files in the bottom row's squares, ranks in the left column's.
    case edgeCoordinates
    /// On the frame, outside the squares: the core's edge labels (the
    /// numbers of the bottom row and right column, or files and ranks).
    case outside

    /// The setting applied to a board: inside, numbers where squares are
    /// named by number and files and ranks in the edge squares where the
    /// core names them by coordinate (Russian, Brazilian, Czech).
    public init(setting: SquareLabels, board: BoardView) {
        switch setting {
        case .none:
            self = .hidden
        case .outside:
            self = .outside
        case .inside:
            self = board.numbered ? .cornerNumbers : .edgeCoordinates
        }
    }
}

/// The labels written on the frame, outside the squares, as the core lists
/// them (lidraughts' way: 46–50 along the bottom and 5–45 down the right of
/// a 10×10 board from White's side; files and ranks on the algebraic boards).
public struct OutsideLabels: Equatable, Sendable {
    /// Indexed by screen column; nil where none.
    public let bottom: [String?]
    /// Indexed by screen row; nil where none.
    public let side: [String?]
    /// The side labels go on the right (numbers), else on the left (ranks).
    public let sideOnRight: Bool

    public init(board: BoardView) {
        bottom = board.edgeBottom.map { $0.isEmpty ? nil : $0 }
        side = board.edgeSide.map { $0.isEmpty ? nil : $0 }
        sideOnRight = board.edgeSideRight
    }
}

/// The file letters and rank numbers along the edges, as the core lists
/// them after the board's orientation.
public struct EdgeLabels: Equatable, Sendable {
    /// Indexed by screen column (left to right); nil where no playing square is.
    public let files: [String?]
    /// Indexed by screen row (top to bottom).
    public let ranks: [String?]
    /// Whether the bottom row's square in each column is a playing (dark)
    /// square, where the file is written; likewise the left column's square
    /// in each row, where the rank is written (the label's colour).
    public let filesOnDark: [Bool]
    public let ranksOnDark: [Bool]

    public init(board: BoardView) {
        let side = Int(board.side)
        var filesOnDark = [Bool](repeating: false, count: side)
        var ranksOnDark = [Bool](repeating: false, count: side)
        for sq in board.squares {
            let c = Int(sq.column), r = Int(sq.row)
            guard c < side, r < side else { continue }
            if r == side - 1 { filesOnDark[c] = true }
            if c == 0 { ranksOnDark[r] = true }
        }
        self.files = board.files.map { Optional($0) }
        self.ranks = board.ranks.map { Optional($0) }
        self.filesOnDark = filesOnDark
        self.ranksOnDark = ranksOnDark
    }
}

/// One mark on a square. Each has its own shape; colour only adds to it.
public enum SquareMark: CaseIterable, Hashable, Sendable {
    /// A square of the last move (every square of a capture's path): a
    /// translucent tint, as lichess and lidraughts mark it.
    case lastMove
    /// The selected piece: a translucent tint of another colour.
    case selected
    /// The hinted move: a dashed square border and a bulb.
    case hint
    /// A piece that must capture: brackets at the four corners, a shape no
    /// other mark has.
    case mustCapture
    /// A plain move lands here (the core's `destination`): a dot.
    case dot
    /// A capture lands here (the core's `destination`): a ring.
    case ring
    /// A final square one tap away: a dashed circle.
    case finalDestination
    /// The keyboard cursor: a dotted inset border (only while the board has
    /// the focus and the keyboard is in use: a touch never shows it).
    case cursor

    public enum Shape: Hashable, Sendable {
        case tint, dashedBorder, cornerBrackets, dot, ring, dashedCircle, dottedBorder
    }

    public var shape: Shape {
        switch self {
        case .lastMove, .selected: return .tint
        case .hint: return .dashedBorder
        case .mustCapture: return .cornerBrackets
        case .dot: return .dot
        case .ring: return .ring
        case .finalDestination: return .dashedCircle
        case .cursor: return .dottedBorder
        }
    }

    /// How opaque the mark's colour is drawn: the tints let the square
    /// show through (as lichess and lidraughts), the shapes nearly solid.
    public var opacity: Double {
        switch self {
        case .lastMove: 0.5
        case .selected: 0.45
        case .dot: 0.85
        case .ring: 0.9
        case .hint, .mustCapture, .finalDestination, .cursor: 1
        }
    }

    /// Drawn over the piece (the rest lie under it).
    public var overPiece: Bool {
        switch self {
        case .lastMove, .selected, .hint: return false
        default: return true
        }
    }

    /// The marks of a square, in drawing order (under the piece first). The
    /// kind of a destination is the core's (`destination`: none, a dot or a
    /// ring); a piece jumped mid-capture is a ghost (drawn faded) and the
    /// capture's path is a line, not marks.
    public static func marks(_ f: SquareFlags, showCursor: Bool) -> [SquareMark] {
        let on: [(Bool, SquareMark)] = [
            (f.lastFrom || f.lastPath || f.lastTo, .lastMove), (f.selected, .selected), (f.hint, .hint),
            (f.mustCapture, .mustCapture), (f.destination == .dot && !f.finalDestination, .dot),
            (f.destination == .ring && !f.finalDestination, .ring), (f.finalDestination, .finalDestination),
            (f.cursor && showCursor, .cursor),
        ]
        return on.filter(\.0).map(\.1)
    }
}

/// Sizes on a square, as fractions of its side.
public enum BoardMetrics {
    /// How opaque a piece jumped in a capture under way is drawn (a ghost, until the capture ends).
    public static let ghost = 0.35
    /// The square numbers written inside: a fraction of the square, kept
    /// between 7 and 13 points so they stay legible on a small board and
    /// small on a large one.
    public static func insideLabelSize(cell: Double) -> Double {
        min(max(cell * 0.2, 7), 13)
    }

    /// A piece's diameter when no piece set is at hand (the sets give their own, 0.85–0.88).
    public static let piece = 0.86
    /// The inside label's inset from the square's corner.
    public static let labelInset = 0.03
}
