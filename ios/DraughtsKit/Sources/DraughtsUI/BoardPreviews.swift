// Xcode previews of the board alone, one per state of its look: each of the
// core's board themes and piece sets, and each mark as the core's snapshot
// sets it (positions from FEN, then taps, as a player reaches them). The
// game screen's states are in Previews.swift.
import DraughtsCore
import DraughtsKit
import SwiftUI

@MainActor
enum BoardPreview {
    /// The core's board after `taps` from `fen` (International unless said).
    static func board(
        fen: String? = nil, taps: [String] = [], rules: RuleSet = PreviewGames.international
    ) -> BoardView {
        try! PreviewGames.session(rules: rules, fen: fen, taps: taps).view().board
    }

    /// The core's preview position (men and kings of both sides) in a theme and a set.
    static func look(theme: String, set: String = "relief", labels: SquareLabels = .outside) -> some View {
        BoardGrid(board: try! lookPreview(language: .en), labels: labels, interactive: false)
            .frame(width: 320, height: 320)
            .padding()
            .environment(\.boardLook, BoardLook(themeId: theme, setId: set))
    }

    /// A board as the game draws it, in a theme.
    static func marks(_ board: BoardView, theme: String = "wood", cursor: Bool = false) -> some View {
        BoardGrid(board: board, labels: .outside, showCursor: cursor)
            .frame(width: 360, height: 360)
            .padding()
            .environment(\.boardLook, BoardLook(themeId: theme, setId: "relief"))
    }
}

// MARK: board themes (the core's, with the default piece set)

#Preview("Board theme: wood") { BoardPreview.look(theme: "wood") }
#Preview("Board theme: maple") { BoardPreview.look(theme: "maple") }
#Preview("Board theme: walnut") { BoardPreview.look(theme: "walnut") }
#Preview("Board theme: green") { BoardPreview.look(theme: "green") }
#Preview("Board theme: blue") { BoardPreview.look(theme: "blue") }
#Preview("Board theme: grey") { BoardPreview.look(theme: "grey") }
#Preview("Board theme: high contrast") { BoardPreview.look(theme: "contrast") }

// MARK: piece sets (men and crowned double-piece kings)

#Preview("Piece set: relief") { BoardPreview.look(theme: "maple", set: "relief", labels: .inside) }
#Preview("Piece set: ringed") { BoardPreview.look(theme: "maple", set: "ringed", labels: .inside) }
#Preview("Piece set: flat") { BoardPreview.look(theme: "maple", set: "flat", labels: .inside) }
#Preview("Piece set: flat on green · dark") {
    BoardPreview.look(theme: "green", set: "flat").preferredColorScheme(.dark)
}

// MARK: marks, from the core's flags

#Preview("Marks: last move, every square of a capture's path tinted") {
    BoardPreview.marks(BoardPreview.board(fen: "W:W32:B28,19,1", taps: ["32", "23", "14"]))
}

#Preview("Marks: selection tint, dots on the empty destinations") {
    BoardPreview.marks(BoardPreview.board(taps: ["32"]))
}

#Preview("Marks: must capture (corner brackets)") {
    BoardPreview.marks(BoardPreview.board(fen: "W:W32,37:B28,18"))
}

#Preview("Marks: a capturing piece selected, rings where it lands") {
    BoardPreview.marks(BoardPreview.board(fen: "W:W32,37:B28,18", taps: ["32"]))
}

#Preview("Marks: a capture under way, its path and the jumped ghosts") {
    BoardPreview.marks(BoardPreview.board(fen: "W:W32,37:B28,18,9", taps: ["32", "23"]))
}

#Preview("Marks: the keyboard cursor, only after a key press") {
    let session = PreviewGames.session()
    _ = try! session.key(key: .up)
    return BoardPreview.marks(try! session.view().board, cursor: true)
}

#Preview("Marks: high contrast, a piece selected") {
    BoardPreview.marks(BoardPreview.board(taps: ["32"]), theme: "contrast")
}

#Preview("Marks: coordinates inside, Russian (files and ranks)") {
    BoardGrid(board: BoardPreview.board(rules: PreviewGames.russian), labels: .inside)
        .frame(width: 320, height: 320)
        .padding()
}

#Preview("Marks: no coordinates") {
    BoardGrid(board: BoardPreview.board(), labels: .none)
        .frame(width: 320, height: 320)
        .padding()
}

// MARK: the end of a game outside International

#Preview("End of game card · English 1-0") {
    let model = PreviewGames.model(rules: PreviewGames.english, taps: ["11", "15"])
    model.send(.resign)
    return EndOfGameCard(end: model.endOfGame!, rematch: {}, analyse: {}, newGame: {}, close: {})
        .padding()
}
