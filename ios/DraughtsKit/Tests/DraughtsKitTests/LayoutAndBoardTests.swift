// The game screen's layout for the space it has, and the board's labels and
// marks: pure values, read off hand-made boards.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Game screen: layout, board labels and marks")
struct LayoutTests {
    @Test("a 360×640 phone: one column, nothing scrolls, the board nearly as wide as the screen, two table rows")
    func phone() {
        // 640 less the status bar (24) and the navigation bar (44).
        let l = GameLayout(width: 360, height: 572)
        #expect(l.arrangement == .stacked)
        #expect(l.boardSide == 572 - GameLayout.stackedChrome)
        #expect(l.boardSide >= 300)
        #expect(l.tableHeight == GameLayout.Row.moves)
        #expect(l.fits)
        #expect(l.contentHeight <= 572)
        // The smallest iPhone (SE, 375×667 less 20 and 44).
        let se = GameLayout(width: 375, height: 603)
        #expect(se.arrangement == .stacked && se.boardSide >= 330 && se.fits)
        // A tall phone: the board as wide as the screen, the table takes the rest.
        let tall = GameLayout(width: 390, height: 753)
        #expect(tall.boardSide == 390 && tall.fits)
        #expect(tall.tableHeight > GameLayout.Row.moves)
        #expect(abs(tall.contentHeight - 753) < 1e-9)
    }

    @Test("landscape phones and iPads: the board on one side, the panel on the other; an iPad upright stays one column")
    func wide() {
        for (w, h) in [(640.0, 328.0), (667.0, 343.0), (1180.0, 746.0), (1366.0, 950.0)] {
            let l = GameLayout(width: w, height: h)
            #expect(l.arrangement == .sideBySide, "\(w)×\(h)")
            #expect(l.fits, "\(w)×\(h)")
            #expect(l.boardSide == h - 2 * GameLayout.margin, "\(w)×\(h): the board takes the whole height")
            #expect(GameLayout.panelWidth.contains(l.panelWidth), "\(w)×\(h)")
            // The panel is as high as the board: strips level with its edges, the table between.
            #expect(abs(l.tableHeight + GameLayout.stackedChrome - GameLayout.Row.moves - l.boardSide) < 1e-9
                || l.tableHeight == GameLayout.Row.moves, "\(w)×\(h)")
        }
        let upright = GameLayout(width: 820, height: 1106)
        #expect(upright.arrangement == .stacked && upright.boardSide == 820 && upright.fits)
        #expect(upright.tableHeight == 1106 - 820 - (GameLayout.stackedChrome - GameLayout.Row.moves),
                "an iPad upright gives the move table what the board leaves")
        #expect(upright.tableHeight > GameLayout.Row.moves)
    }

    @Test("a tiny window still fits: the board shrinks, the rows keep their height")
    func tiny() {
        let l = GameLayout(width: 320, height: 420)
        #expect(l.fits)
        #expect(l.boardSide == 420 - GameLayout.stackedChrome)
    }

    @Test("labels: hidden; inside, numbers in a corner or coordinates in the edge squares; or outside on the frame")
    func labelStyle() {
        let numbered = Fixture.board
        let algebraic = Fixture.board.with(numbered: false)
        #expect(BoardLabelStyle(setting: .none, board: numbered) == .hidden)
        #expect(BoardLabelStyle(setting: .inside, board: numbered) == .cornerNumbers)
        #expect(BoardLabelStyle(setting: .inside, board: algebraic) == .edgeCoordinates)
        #expect(BoardLabelStyle(setting: .outside, board: numbered) == .outside)
        #expect(SquareLabels(stored: "numbers") == .inside && SquareLabels(stored: "coordinates") == .outside)
        #expect((0.85...0.88).contains(BoardMetrics.piece))
    }

    @Test("the frame leaves room for the keyboard ring and, outside labels, for the coordinates")
    func frame() {
        let outside = BoardFrame(size: 360, side: 10, outsideLabels: true, keyboardRing: true)
        #expect(outside.ring == 4 && outside.band >= 11)
        #expect(abs(outside.cell * 10 + 2 * outside.inset - 360) < 1e-9)
        let plain = BoardFrame(size: 84, side: 8, outsideLabels: false, keyboardRing: false)
        #expect(plain.ring == 0 && plain.band < 3)
        #expect(BoardLook.components(0xFF80_4020).red == 128.0 / 255)
    }

    @Test("edge labels are the core's, by screen column and row; the dark edge squares are marked")
    func edgeLabels() {
        let turned = Fixture.board.with(files: ["h", "g", "f", "e", "d", "c", "b", "a"],
                                        ranks: ["1", "2", "3", "4", "5", "6", "7", "8"])
        let e = EdgeLabels(board: turned)
        #expect(e.files.compactMap { $0 } == ["h", "g", "f", "e", "d", "c", "b", "a"])
        #expect(e.ranks.first == "1" && e.ranks.last == "8")
        #expect(e.filesOnDark.count == 8 && e.ranksOnDark.count == 8)
    }

    @Test("tints for the last move and the selection, a shape for every other mark; the core's dot or ring; the cursor only with the focus")
    func marks() {
        let shaped = SquareMark.allCases.filter { $0.shape != .tint }
        #expect(Set(shaped.map(\.shape)).count == shaped.count)
        #expect(SquareMark.allCases.filter { $0.shape == .tint } == [.lastMove, .selected])
        let all = SquareFlags.flags(selected: true, target: true, finalDestination: true, mustCapture: true, lastFrom: true,
                                    lastTo: true, lastPath: true, captured: true, stepped: true, cursor: true, hint: true)
        #expect(SquareMark.marks(all, showCursor: true) == [.lastMove, .selected, .hint, .mustCapture, .finalDestination, .cursor])
        #expect(!SquareMark.marks(all, showCursor: false).contains(.cursor))
        #expect(SquareMark.marks(Fixture.noFlags, showCursor: true).isEmpty)
        #expect(SquareMark.marks(.flags(target: true, destination: .dot), showCursor: false) == [.dot])
        #expect(SquareMark.marks(.flags(target: true), showCursor: false).isEmpty, "no destination, no dot: the core's word")
        let capture = SquareFlags.flags(target: true, destination: .ring)
        #expect(SquareMark.marks(capture, showCursor: false) == [.ring], "the core says a capture lands here")
        let marks = SquareMark.marks(all, showCursor: true)
        #expect(marks.firstIndex { $0.overPiece }! > marks.lastIndex { !$0.overPiece }!, "under the piece first")
    }
}
