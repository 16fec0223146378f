// Colours of the board, the same in light and dark mode (the board is a
// wooden object; the screen around it follows the system). The squares,
// the frame, the pieces and every mark's colour come from the core's looks
// (BoardLook), the same as the Android app's; the constants below are the
// fallbacks when no look is at hand, from the Okabe–Ito palette, which
// stays apart for the common colour-vision deficiencies. Each mark also
// has its own shape (SquareMark in DraughtsKit), so none relies on colour.
// The screen around the board wears the app's own Material roles
// (BrandColors, made from one brand colour, light and dark).
import DraughtsCore
import DraughtsKit
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

extension Color {
    /// A 0xAARRGGBB colour of the core's looks.
    init(argb: UInt32) {
        let c = BoardLook.components(argb)
        self.init(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
    }
}

extension Color {
    /// A role of the app's colour scheme (BrandColors, made from one brand
    /// colour, the same table as the Android app's), light or dark after
    /// the system's appearance.
    init(role: BrandColors.Role) {
        #if canImport(UIKit)
        self.init(uiColor: UIColor { traits in
            UIColor(Color(argb: traits.userInterfaceStyle == .dark ? role.dark : role.light))
        })
        #else
        self.init(argb: role.light)
        #endif
    }
}

private struct BoardLookKey: EnvironmentKey {
    static let defaultValue: BoardLook? = BoardLook(themeId: "wood", setId: "relief")
}

extension EnvironmentValues {
    /// The board theme and piece set boards are drawn with (the settings' choice).
    var boardLook: BoardLook? {
        get { self[BoardLookKey.self] }
        set { self[BoardLookKey.self] = newValue }
    }
}

/// The colours of a board theme, from the core's looks (the fallbacks below when none is at hand):
/// the squares, the frame, and every mark's colour, so a theme such as high contrast changes them all.
struct BoardColours {
    let light: Color
    let dark: Color
    let frame: Color
    let frameText: Color
    /// The keyboard ring around the board: the theme's selection colour.
    let ring: Color
    /// The dark line under every mark, so it reads on light and dark squares alike.
    let keyline: Color
    private let look: BoardLook?

    init(_ look: BoardLook?) {
        self.look = look
        guard let t = look?.theme else {
            light = Theme.lightSquare
            dark = Theme.darkSquare
            frame = Theme.darkSquare
            frameText = Theme.label
            ring = Theme.cursor
            keyline = Color.black.opacity(0.6)
            return
        }
        light = Color(argb: t.light)
        dark = Color(argb: t.dark)
        frame = Color(argb: t.frame)
        frameText = Color(argb: t.frameText)
        ring = Color(argb: t.selected)
        keyline = Color(argb: t.keyline)
    }

    /// A mark's colour at full strength (a drag's target disc and the capture path take their own opacity).
    func base(_ mark: SquareMark) -> Color {
        if let look { return Color(argb: look.colour(mark)) }
        switch mark {
        case .lastMove: return Theme.lastMove
        case .selected: return Theme.selected
        case .hint: return Theme.hint
        case .mustCapture: return Theme.mustCapture
        case .dot, .ring, .finalDestination: return Theme.target
        case .cursor: return Theme.cursor
        }
    }

    /// A mark's colour as it is drawn: the tints translucent, the shapes nearly solid.
    func mark(_ mark: SquareMark) -> Color {
        base(mark).opacity(mark.opacity)
    }

    /// A diagram's arrow (a forbidden move in the taken pieces' colour).
    func arrow(forbidden: Bool) -> Color {
        if let look { return Color(argb: look.arrowColour(forbidden: forbidden)) }
        return forbidden ? Theme.forbiddenArrow : Theme.arrow
    }
}

enum Theme {
    static let lightSquare = Color(red: 0.93, green: 0.87, blue: 0.75)
    static let darkSquare = Color(red: 0.45, green: 0.30, blue: 0.20)
    /// Orange: the last move.
    static let lastMove = Color(red: 0.90, green: 0.62, blue: 0.0)
    /// Sky blue: the selected piece.
    static let selected = Color(red: 0.34, green: 0.71, blue: 0.91)
    /// Bluish green: where the selected piece may land.
    static let target = Color(red: 0.0, green: 0.62, blue: 0.45)
    /// Yellow-gold: a piece that must capture.
    static let mustCapture = Color(red: 0.94, green: 0.89, blue: 0.26)
    /// Reddish purple: the hint.
    static let hint = Color(red: 0.80, green: 0.47, blue: 0.65)
    /// Blue: the keyboard cursor.
    static let cursor = Color(red: 0.0, green: 0.45, blue: 0.70)
    /// Vermilion: a piece taken mid-capture.
    static let captured = Color(red: 0.84, green: 0.37, blue: 0.0)
    static let whitePiece = Color(white: 0.97)
    static let whitePieceEdge = Color(white: 0.55)
    static let blackPiece = Color(white: 0.13)
    static let blackPieceEdge = Color(white: 0.45)
    static let arrow = Color.blue.opacity(0.8)
    static let forbiddenArrow = Color.red.opacity(0.85)
    /// Square numbers written inside the squares, over a shadow.
    static let label = Color.white.opacity(0.9)

    /// The crown: dark on a white king, gold on a black one.
    static func crown(on side: Side) -> Color {
        side == .white ? Color(red: 0.35, green: 0.25, blue: 0.1) : Color(red: 0.98, green: 0.80, blue: 0.25)
    }

    /// A player's disc in the strips.
    static func disc(_ side: Side) -> Color {
        side == .white ? whitePiece : blackPiece
    }
}
