// The analysis screen's arrangement for the space it has: pure values.
import Testing
@testable import DraughtsKit

@Suite("Analysis screen: layout")
struct AnalysisLayoutTests {
    @Test("upright: the board as wide as the screen less the bar and the margins")
    func upright() {
        let l = AnalysisLayout(width: 390, height: 763)
        #expect(!l.landscape)
        #expect(l.board == 390 - 2 * AnalysisLayout.margin - AnalysisLayout.bar - AnalysisLayout.gap)
    }

    @Test("landscape phones and iPads: the board at full height, the rest beside it")
    func landscape() {
        for (w, h) in [(844.0, 390.0), (1180.0, 820.0)] {
            let l = AnalysisLayout(width: w, height: h)
            #expect(l.landscape, "\(w)×\(h)")
            #expect(l.board == h - 2 * AnalysisLayout.margin, "\(w)×\(h)")
            #expect(w - l.board - AnalysisLayout.bar >= 250, "\(w)×\(h): room for the lines and the tree")
        }
    }

    @Test("a tiny window: never a negative board")
    func tiny() {
        #expect(AnalysisLayout(width: 10, height: 10).board == 0)
    }
}
