// The board theme and the piece set the board is drawn with: the core's
// looks (board_themes, piece_sets), so both apps draw the same colours and
// sizes. Unknown ids (a setting from another version) fall back to the
// defaults, the first of each list.
import DraughtsCore

public struct BoardLook: @unchecked Sendable {
    public let theme: BoardThemeInfo
    public let pieces: PieceSetInfo

    public init(theme: BoardThemeInfo, pieces: PieceSetInfo) {
        self.theme = theme
        self.pieces = pieces
    }

    /// The core's theme and set of these ids, named in `language`.
    public init?(themeId: String, setId: String, language: Language = .en) {
        guard let themes = try? boardThemes(language: language), let first = themes.first,
              let sets = try? pieceSets(language: language), let firstSet = sets.first else { return nil }
        theme = themes.first { $0.id == themeId } ?? first
        pieces = sets.first { $0.id == setId } ?? firstSet
    }

    /// The colours of one side's pieces.
    public func colours(_ side: Side) -> PieceColoursInfo {
        side == .white ? pieces.white : pieces.black
    }

    /// A 0xAARRGGBB colour as red, green, blue and opacity from 0 to 1.
    public static func components(_ argb: UInt32) -> (red: Double, green: Double, blue: Double, opacity: Double) {
        func c(_ shift: UInt32) -> Double { Double((argb >> shift) & 0xFF) / 255 }
        return (c(16), c(8), c(0), c(24))
    }
}

/// Where the board's parts go, as fractions of its side: a margin for the
/// keyboard ring (so the ring never covers a label), the frame (wide enough
/// for the coordinates when they are written outside) and the squares.
public struct BoardFrame: Equatable, Sendable {
    public let ring: Double
    public let band: Double
    public let cell: Double

    public init(size: Double, side: Int, outsideLabels: Bool, keyboardRing: Bool) {
        ring = keyboardRing ? 4 : 0
        if outsideLabels {
            band = min(max(size * 0.04, 11), 20)
        } else if size < 120 {
            band = max(size * 0.02, 1)
        } else {
            band = min(max(size * 0.015, 3), 8)
        }
        cell = (size - 2 * (ring + band)) / Double(max(side, 1))
    }

    /// From the edge to the first square.
    public var inset: Double { ring + band }
}

extension BoardFrame {
    /// The square under a point of a board drawn `size` wide (a drag's
    /// start or end): the index of the dark square in that cell, nil off
    /// the squares or on a light one.
    public func square(atX x: Double, y: Double, board: BoardView) -> UInt32? {
        guard cell > 0 else { return nil }
        let column = ((x - inset) / cell).rounded(.down)
        let row = ((y - inset) / cell).rounded(.down)
        guard column >= 0, row >= 0 else { return nil }
        return board.squares.first { Double($0.column) == column && Double($0.row) == row }?.square
    }
}
