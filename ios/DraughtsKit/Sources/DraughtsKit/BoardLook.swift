// The board theme and the piece set the board is drawn with: the core's
// looks (board_themes, piece_sets), so both apps draw the same colours and
// sizes. Unknown ids (a setting from another version) fall back to the
// defaults, the first of each list.
import DraughtsCore
import Foundation

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

    /// The theme's colour of a mark (the keyboard cursor wears the selection's).
    public func colour(_ mark: SquareMark) -> UInt32 {
        switch mark {
        case .lastMove: theme.lastMove
        case .selected, .cursor: theme.selected
        case .hint: theme.hint
        case .mustCapture: theme.mustCapture
        case .dot, .ring, .finalDestination: theme.target
        }
    }

    /// A diagram's arrow: the destinations' colour, a forbidden move in the taken pieces' colour.
    public func arrowColour(forbidden: Bool) -> UInt32 {
        forbidden ? theme.captured : theme.target
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

extension BoardLook {
    /// `a` moved a fraction `t` (0...1) of the way to `b`, channel by channel, opacity included.
    public static func mix(_ a: UInt32, _ b: UInt32, _ t: Double) -> UInt32 {
        let t = min(max(t, 0), 1)
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let x = Double((a >> UInt32(shift)) & 0xFF), y = Double((b >> UInt32(shift)) & 0xFF)
            out |= UInt32((x + (y - x) * t).rounded()) << UInt32(shift)
        }
        return out
    }

    /// The contrast ratio of two opaque colours (WCAG 2: 1 to 21; 3 for
    /// graphics, 4.5 for text are its minimums).
    public static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ argb: UInt32) -> Double {
        let c = components(argb)
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }
}

/// The shades of one man's face, as both apps draw it: with relief, lit
/// from the top left (a lighter centre there, a deeper edge, darker still
/// for the lower man of a king); flat, one colour (the lower man drawn a
/// little towards the rim so the two read apart).
public struct PieceShading: Equatable, Sendable {
    /// Where the light falls.
    public let light: UInt32
    /// The face's own colour, from the middle of the gradient.
    public let face: UInt32
    /// The edge away from the light (the flat sets' only colour).
    public let deep: UInt32

    public init(_ c: PieceColoursInfo, relief: Bool, lower: Bool) {
        if relief {
            light = BoardLook.mix(c.fill, 0xFFFF_FFFF, 0.35)
            face = c.fill
            deep = BoardLook.mix(c.fill, 0xFF00_0000, lower ? 0.45 : 0.25)
        } else {
            let flat = lower ? BoardLook.mix(c.fill, c.rim, 0.25) : c.fill
            light = flat
            face = flat
            deep = flat
        }
    }
}
