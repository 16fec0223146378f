// Colours of the board. Highlights follow the core's flags: green targets,
// a gold ring on pieces that must capture, a dotted circle on final squares.
import SwiftUI

enum Theme {
    static let lightSquare = Color(red: 0.93, green: 0.87, blue: 0.75)
    static let darkSquare = Color(red: 0.45, green: 0.30, blue: 0.20)
    static let lastMove = Color(red: 0.80, green: 0.70, blue: 0.25).opacity(0.55)
    static let selected = Color(red: 0.95, green: 0.85, blue: 0.30)
    static let target = Color.green
    static let mustCapture = Color(red: 1.0, green: 0.78, blue: 0.10)
    static let hint = Color.cyan
    static let cursor = Color.blue
    static let capturedMark = Color.red
    static let whitePiece = Color(white: 0.97)
    static let blackPiece = Color(white: 0.12)
    static let highlight = Color.orange.opacity(0.55)
    static let arrow = Color.blue.opacity(0.8)
    static let forbiddenArrow = Color.red.opacity(0.85)
}
