// The position editor's model against the real core: every input through
// send, the snapshot redrawn, a refusal in words, and the core's handles
// handed on only while the core enables them.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@MainActor
@Suite("Real core: the position editor's model")
struct PositionEditorModelTests {
    @Test("the piece in hand is placed again and again, a drag off the board removes one, Analyse waits for a playable position")
    func stamping() throws {
        let m = try PositionEditorModel(rules: international, language: .en)
        #expect(m.analyse() == nil)
        #expect(m.view.notReady != nil)
        // Index 31 is square 32.
        for square: UInt32 in [30, 31, 32] { m.tap(square) }
        #expect(m.view.fen == "W:W31,32,33:B")
        m.drag(from: 30, to: nil)
        #expect(m.view.fen == "W:W32,33:B")
        #expect(m.view.said == "31 emptied.")
        m.choose(.blackKing)
        #expect(m.view.tools.filter { $0.selected }.map { $0.tool } == [.blackKing])
        m.tap(18)
        #expect(m.view.fen == "W:W32,33:BK19")
        m.send(.turn(side: .black))
        let analysis = try #require(m.analyse())
        #expect(try analysis.view().fen == "B:W32,33:BK19")
        let game = try #require(m.play(botLevel: 1))
        #expect(try game.view().turn == .black)
    }

    @Test("a pasted FEN that does not read is refused in the player's language and changes nothing")
    func refusals() throws {
        let m = try PositionEditorModel(rules: international, language: .fr)
        m.send(.startPosition)
        let before = m.view.fen
        m.paste("W:W99")
        #expect(m.view.fen == before)
        #expect(m.view.refusal?.contains("99") == true)
        m.paste("B:W31:B19")
        #expect(m.view.fen == "B:W31:B19" && m.view.refusal == nil)
        m.send(.variant(variant: .english))
        #expect(m.view.variants.filter { $0.selected }.map { $0.variant } == [.english])
        #expect(m.view.fen == "B:W:B")
        #expect(m.play(botLevel: nil) == nil)
    }

    @Test("a drag from a piece to another square moves it; dropped off the board, it goes")
    func dragging() throws {
        let m = try PositionEditorModel(rules: international, language: .en)
        m.tap(31)
        // A 10×10 board in 500 points: the frame's inset, then 10 cells.
        let size = 500.0
        let frame = BoardFrame(size: size, side: 10, outsideLabels: false, keyboardRing: true)
        let square32 = try #require(m.view.board.squares.first { $0.square == 31 })
        func centre(_ s: SquareView) -> (Double, Double) {
            (frame.inset + (Double(s.column) + 0.5) * frame.cell, frame.inset + (Double(s.row) + 0.5) * frame.cell)
        }
        let square28 = try #require(m.view.board.squares.first { $0.square == 27 })
        m.drag(start: centre(square32), end: centre(square28), size: size)
        #expect(m.view.fen == "W:W28:B")
        m.drag(start: centre(square28), end: (-40, 200), size: size)
        #expect(m.view.fen == "W:W:B")
        #expect(PositionEditorModel.drop(x: size + 5, y: 10, size: size, board: m.view.board) == .offBoard)
    }
}
