// The analysis board, the position editor and lenient PDN reading, through
// the generated bindings and the host library.
import DraughtsCore
import Testing

@Suite("Real core: analysis and the position editor")
struct AnalysisTests {
    @Test("an imported game steps forward, and another move starts a variation")
    func variation() throws {
        let pdn = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n"
        let a = try AnalysisHandle.fromPdn(text: pdn, index: 0, language: .en)
        let start = try a.first()
        #expect(!start.canBack && start.canForward)
        _ = try a.forward()
        let varied = try a.playText(text: "18-23")
        #expect(!varied.onMainLine)
        #expect(varied.moves.contains { $0.startsVariation })
    }

    @Test("taps set up a position that can then be analysed and played")
    func editor() throws {
        let e = try PositionEditorHandle(rules: international, language: .en)
        let lonely = try e.tap(squareIndex: 31)
        #expect(lonely.fen == "W:W32:B")
        #expect(lonely.notReady != nil)
        #expect(draughtsError({ try e.analyse() }) != nil)
        _ = try e.setTool(tool: .blackKing)
        let ready = try e.tap(squareIndex: 18)
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
}
