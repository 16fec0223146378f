// The game screen's layout for the space it has, and the board's labels and
// marks: pure values, read off hand-made boards.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Game screen: layout, board labels and marks")
struct LayoutTests {
    @Test("a 360×640 phone: one column, nothing scrolls, the board as wide as the screen")
    func phone() {
        // 640 less the status bar (24) and the navigation bar (44).
        let l = GameLayout(width: 360, height: 572)
        #expect(l.arrangement == .stacked)
        #expect(l.boardSide == 360)
        #expect(l.fits)
        #expect(l.contentHeight <= 572)
        // The smallest iPhone (SE, 375×667 less 20 and 44).
        let se = GameLayout(width: 375, height: 603)
        #expect(se.arrangement == .stacked && se.boardSide == 375 && se.fits)
    }

    @Test("landscape phones and iPads: the board on one side, the panel on the other; an iPad upright stays one column")
    func wide() {
        for (w, h) in [(640.0, 328.0), (667.0, 343.0), (1180.0, 746.0), (1366.0, 950.0)] {
            let l = GameLayout(width: w, height: h)
            #expect(l.arrangement == .sideBySide, "\(w)×\(h)")
            #expect(l.fits, "\(w)×\(h)")
            #expect(l.boardSide == h - 2 * GameLayout.margin, "\(w)×\(h): the board takes the whole height")
            #expect(GameLayout.panelWidth.contains(l.panelWidth), "\(w)×\(h)")
        }
        let upright = GameLayout(width: 820, height: 1106)
        #expect(upright.arrangement == .stacked && upright.boardSide == 820 && upright.fits)
    }

    @Test("a tiny window still fits: the board shrinks, the rows keep their height")
    func tiny() {
        let l = GameLayout(width: 320, height: 420)
        #expect(l.fits)
        #expect(l.boardSide == 420 - GameLayout.stackedChrome)
    }

    @Test("labels: hidden, the variant's numbers in a corner, or coordinates on the edges where squares are named a1–h8")
    func labelStyle() {
        let numbered = Fixture.board
        let algebraic = Fixture.board.with(squares: Fixture.board.squares.map { sq in
            SquareView(square: sq.square, number: sq.number, coordinate: sq.coordinate, name: sq.coordinate,
                       row: sq.row, column: sq.column, piece: sq.piece, flags: sq.flags, description: sq.description, state: sq.state)
        })
        #expect(BoardLabelStyle(setting: .none, board: numbered) == .hidden)
        #expect(BoardLabelStyle(setting: .numbers, board: numbered) == .cornerNumbers)
        #expect(BoardLabelStyle(setting: .numbers, board: algebraic) == .edgeCoordinates)
        #expect(BoardLabelStyle(setting: .coordinates, board: numbered) == .edgeCoordinates)
        #expect(BoardMetrics.labelClearsPiece, "a corner number is never under a piece")
    }

    @Test("edge labels are read off the squares' coordinates, by screen column and row")
    func edgeLabels() {
        func sq(_ i: UInt32, _ coordinate: String, row: UInt32, column: UInt32) -> SquareView {
            SquareView(square: i, number: i + 1, coordinate: coordinate, name: coordinate, row: row, column: column,
                       piece: nil, flags: Fixture.noFlags, description: "", state: "")
        }
        let board = Fixture.board.with(squares: [sq(0, "b8", row: 0, column: 1), sq(1, "a7", row: 1, column: 0),
                                                 sq(2, "j10", row: 2, column: 7)])
        let e = EdgeLabels(board: board)
        #expect(e.files.count == 8 && e.ranks.count == 8)
        #expect(e.files[0] == "a" && e.files[1] == "b" && e.files[2] == nil && e.files[7] == "j")
        #expect(e.ranks[0] == "8" && e.ranks[1] == "7" && e.ranks[2] == "10")
        #expect(e.filesOnDark[1] == false, "no square of the bottom row here")
        #expect(e.ranksOnDark[1] && !e.ranksOnDark[0])
        #expect(EdgeLabels.split("j10") == ("j", "10"))
    }

    @Test("every highlight has its own shape, not only its own colour; the cursor shows only with the focus")
    func marks() {
        #expect(Set(SquareMark.allCases.map(\.shape)).count == SquareMark.allCases.count)
        let all = SquareFlags.flags(selected: true, target: true, finalDestination: true, mustCapture: true, lastFrom: true,
                                    lastTo: true, lastPath: true, captured: true, stepped: true, cursor: true, hint: true)
        #expect(SquareMark.marks(all, showCursor: true) == SquareMark.allCases)
        #expect(!SquareMark.marks(all, showCursor: false).contains(.cursor))
        #expect(SquareMark.marks(Fixture.noFlags, showCursor: true).isEmpty)
        #expect(SquareMark.marks(.flags(target: true), showCursor: false) == [.target])
        let marks = SquareMark.marks(all, showCursor: true)
        #expect(marks.firstIndex { $0.overPiece }! > marks.lastIndex { !$0.overPiece }!, "under the piece first")
    }
}
