// The position editor, as the core describes it: `PositionEditorHandle`
// takes every input through `send` (a tap, a drag, a key, the tool in hand,
// the side to move, the variant, a pasted FEN) and answers with the whole
// snapshot. What an input means and every refusal are the core's; the app
// draws `view` and hands on the core's handles (a game, an analysis board).
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class PositionEditorModel {
    /// What the screen draws.
    public private(set) var view: EditorView

    @ObservationIgnored private let editor: PositionEditorHandle

    /// An empty board of `rules`, worded in `language`.
    public init(rules: RuleSet, language: Language) throws {
        editor = try PositionEditorHandle(rules: rules, language: language)
        view = try editor.view()
    }

    /// One input; the core answers with the whole snapshot. A square off the
    /// board (the only error `send` gives) leaves the screen as it is.
    public func send(_ input: EditorInput) {
        if let next = try? editor.send(input: input) { view = next }
    }

    /// Takes `tool` in hand.
    public func choose(_ tool: EditorTool) { send(.tool(tool: tool)) }

    /// A tap on a square, by its index.
    public func tap(_ square: UInt32) { send(.tap(square: square)) }

    /// A piece dragged from `from` to `to`, or off the board when `to` is nil.
    public func drag(from: UInt32, to: UInt32?) {
        if let to { send(.drag(from: from, to: to)) } else { send(.dragOff(square: from)) }
    }

    /// A FEN from the clipboard; a refusal is in `view`.
    public func paste(_ fen: String) { send(.fen(fen: fen)) }

    /// An analysis board on the position, while the core enables Analyse.
    public func analyse() -> AnalysisHandle? {
        guard view.controls.analyse.enabled else { return nil }
        return try? editor.analyse()
    }

    /// A game from the position: against the bot at `botLevel` (the core
    /// seats the player on the side to move), or between two players when nil.
    public func play(botLevel: UInt32?) -> GameHandle? {
        if let botLevel {
            guard view.controls.playBot.enabled else { return nil }
            return try? editor.playBot(level: botLevel)
        }
        guard view.controls.playFriend.enabled else { return nil }
        return try? editor.play(white: .human, black: .human)
    }

    /// Where a drag on the editor's board lands, the board drawn without
    /// labels in a square of `size` points: a square, off the board, or nil
    /// on a light square. Points only: what a drop means is the core's.
    public nonisolated static func drop(x: Double, y: Double, size: Double, board: BoardView) -> EditorDrop? {
        let side = Int(max(board.side, 1))
        let frame = BoardFrame(size: size, side: side, outsideLabels: false, keyboardRing: true)
        let column = Int(((x - frame.inset) / frame.cell).rounded(.down))
        let row = Int(((y - frame.inset) / frame.cell).rounded(.down))
        guard (0..<side).contains(column), (0..<side).contains(row) else { return .offBoard }
        return board.squares.first { Int($0.row) == row && Int($0.column) == column }.map { .square($0.square) }
    }

    /// A drag from `start` to `end` (points, as for `drop`) as the editor's input.
    public func drag(start: (Double, Double), end: (Double, Double), size: Double) {
        guard case let .square(from)? = Self.drop(x: start.0, y: start.1, size: size, board: view.board) else { return }
        switch Self.drop(x: end.0, y: end.1, size: size, board: view.board) {
        case .offBoard?: drag(from: from, to: nil)
        case let .square(to)? where to != from: drag(from: from, to: to)
        default: break
        }
    }
}

/// Where a drag on the editor's board ends.
public enum EditorDrop: Equatable, Sendable {
    /// Off the board: the piece goes.
    case offBoard
    /// On this playing square.
    case square(UInt32)
}
