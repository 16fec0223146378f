// The analysis board, the position editor and lenient PDN reading, through
// the generated bindings and the host library.
import DraughtsCore
import Foundation
import Testing

@Suite("Real core: analysis and the position editor")
struct AnalysisTests {
    @Test("an imported game steps forward, and another move starts a variation")
    func variation() throws {
        let pdn = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n"
        let a = try AnalysisHandle.fromPdn(text: pdn, index: 0, language: .en)
        let start = try a.send(input: .first)
        #expect(!start.canBack && start.canForward)
        _ = try a.send(input: .forward)
        let varied = try a.playText(text: "18-23")
        #expect(!varied.onMainLine)
        #expect(varied.moves.contains { $0.startsVariation })
    }

    @Test("taps set up a position that can then be analysed and played")
    func editor() throws {
        let e = try PositionEditorHandle(rules: international, language: .en)
        let lonely = try e.send(input: .tap(square: 31))
        #expect(lonely.fen == "W:W32:B")
        #expect(lonely.notReady != nil)
        #expect(draughtsError({ try e.analyse() }) != nil)
        _ = try e.send(input: .tool(tool: .blackKing))
        let ready = try e.send(input: .tap(square: 18))
        #expect(ready.fen == "W:W32:BK19")
        #expect(ready.notReady == nil)
        #expect(ready.tools.filter { $0.selected }.map { $0.tool } == [.blackKing])
        let game = try e.play(white: .human, black: .human)
        let pdn = try game.exportPdn(context: PdnContext(date: nil, site: nil))
        #expect(pdn.contains("[SetUp \"1\"]") && pdn.contains("[FEN \"W:W32:BK19\"]"))
    }

    @Test("a file without GameType is read as the variant its moves fit")
    func inferred() throws {
        let file = try readPdnIn(text: "1. 11-15 23-19 *\n", language: .fr)
        try #require(file.games.count == 1)
        #expect(file.games[0].rules == english)
        #expect(file.games[0].warnings.count == 1)
        #expect(!(file.games[0].warnings.first ?? "").contains("read as"))
    }

    @Test("a variation tapped on the analysis board comes back in one snapshot")
    func tappedVariation() throws {
        let pdn = "[GameType \"20\"]\n1. 32-28 19-23 *\n"
        let a = try AnalysisHandle.fromPdn(text: pdn, index: 0, language: .en)
        let forward = try a.send(input: .forward)
        #expect(forward.said == "1. 32-28")
        #expect(forward.controls.back.enabled)
        // Index 17 is square 18, index 22 square 23.
        #expect(try a.send(input: .tap(square: 17)).board.selected == 17)
        let v = try a.send(input: .tap(square: 22))
        #expect(v.currentMove == "1… 18-23")
        #expect(!v.onMainLine)
        #expect(v.board.squares[22].flags.lastTo)
    }

    @Test("a piece placed by keys in the editor")
    func editorKeys() throws {
        let e = try PositionEditorHandle(rules: international, language: .fr)
        let at = try #require(try e.send(input: .key(key: .up)).board.cursor)
        let v = try e.send(input: .key(key: .enter))
        #expect(v.board.squares[Int(at)].piece != nil)
        #expect(v.said.hasPrefix("Pion blanc"))
        #expect(!v.controls.analyse.enabled)
    }

    @Test("the puzzle screen takes a tap and answers with the board and the buttons")
    func puzzleScreen() throws {
        let t = try PuzzleTrainerHandle(variant: .english, record: Data(), language: .en)
        let s = try t.send(input: .next)
        #expect(s.controls.next.label == "Next puzzle")
        #expect(s.controls.hint.enabled && !s.controls.next.offered)
        let piece = try #require(s.board.legalMoves.first?.from)
        let selected = try t.send(input: .tap(square: piece))
        #expect(selected.board.selected == piece)
        #expect(selected.outcome == nil)
    }
}
