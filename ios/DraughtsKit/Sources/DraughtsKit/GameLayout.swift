// Where a board screen puts things for the space it has: held upright (a
// phone, an iPad), a column (strip, board as wide as the screen, strip,
// status, info line, the move table with the height left, the replay bar,
// the bottom bar) with every other row a fixed height, so the whole screen
// fits without scrolling and a longer status never pushes the board down;
// in landscape, the board at the full height on one side and a panel as
// high as the board on the other: the strips level with the board's top and
// bottom edges, the move table filling the panel between them.
import Foundation

public struct GameLayout: Equatable, Sendable {
    public enum Arrangement: Equatable, Sendable {
        /// One column, the board as wide as the screen allows.
        case stacked
        /// The board on the left, a panel on the right.
        case sideBySide
    }

    /// The fixed heights of the rows, in points (the views use these).
    public enum Row {
        public static let strip = 34.0
        public static let status = 22.0
        public static let info = 20.0
        /// One row of the move table; the table shows at least two.
        public static let tableRow = 24.0
        public static let moves = 2 * tableRow
        /// First, previous, next, last and "Back to the game".
        public static let replayBar = 44.0
        public static let bar = 50.0
        public static let spacing = 2.0
    }

    /// Margin around the board in the side-by-side arrangement.
    public static let margin = 8.0
    /// The narrowest and widest side panel.
    public static let panelWidth = 280.0...440.0

    public let arrangement: Arrangement
    /// The side of the square board.
    public let boardSide: Double
    /// The side panel's width (side by side), else the full width.
    public let panelWidth: Double
    /// The height all rows and the board need.
    public let contentHeight: Double
    public let width: Double
    public let height: Double
    /// The move table's height: what the other rows leave (at least two rows).
    public let tableHeight: Double

    /// The height of everything but the board in the column arrangement:
    /// two strips, the status and info lines, the move table at its least,
    /// the replay bar and the bottom bar.
    public static let stackedChrome =
        2 * Row.strip + Row.status + Row.info + Row.moves + Row.replayBar + Row.bar + 7 * Row.spacing

    /// The height the side panel needs: two strips, status, info, moves, bar.
    public static let panelChrome = stackedChrome

    /// Face to face, the rows the far player reads above the top strip:
    /// their status and the question put to them, both turned.
    public static let farRows = Row.status + Row.info + 2 * Row.spacing

    /// Whether the far rows are laid out (face to face).
    public let faceToFace: Bool

    /// The arrangement for a content area of `width` × `height` points
    /// (below the navigation bar, inside the safe area); `faceToFace` adds
    /// the far player's rows.
    public init(width: Double, height: Double, faceToFace: Bool = false) {
        self.width = width
        self.height = height
        self.faceToFace = faceToFace
        let chrome = Self.stackedChrome + (faceToFace ? Self.farRows : 0)
        let stackedBoard = min(width, height - chrome)
        // Side by side when the screen is wider than tall and the board
        // gains from it (a landscape phone, an iPad held sideways, a wide
        // window); never when the panel would be too narrow.
        let sideBoard = min(height - 2 * Self.margin, width - Self.panelWidth.lowerBound - 3 * Self.margin)
        if width > height, sideBoard > stackedBoard, sideBoard > 0 {
            arrangement = .sideBySide
            boardSide = sideBoard.rounded(.down)
            panelWidth = min(width - boardSide - 3 * Self.margin, Self.panelWidth.upperBound)
            contentHeight = max(boardSide + 2 * Self.margin, chrome)
            tableHeight = max(boardSide - (chrome - Row.moves), Row.moves)
        } else {
            arrangement = .stacked
            boardSide = max(stackedBoard, 0).rounded(.down)
            panelWidth = width
            tableHeight = max(height - boardSide - (chrome - Row.moves), Row.moves)
            contentHeight = boardSide + chrome - Row.moves + tableHeight
        }
    }

    /// The move table's height when the replay bar is drawn or not: in the
    /// column, a hidden bar (the core's `shown` false) gives its row to the
    /// table, so the bottom bar stays at the bottom with no blank band.
    public func tableHeight(replayBarShown: Bool) -> Double {
        guard arrangement == .stacked, !replayBarShown else { return tableHeight }
        return tableHeight + Row.replayBar + Row.spacing
    }

    /// Everything is visible without scrolling.
    public var fits: Bool {
        contentHeight <= height && boardSide > 0
            && (arrangement == .stacked ? boardSide <= width
                : boardSide + panelWidth + 3 * Self.margin <= width)
    }
}
