// The game library through the generated bindings and the host library:
// a game put on the shelf, finished into the archive, read in the stats.
import DraughtsCore
import Testing

@Suite("Real core: game library")
struct LibraryTests {
    @Test("a game put, finished, then read in the archive and the stats")
    func putFinishArchiveStats() throws {
        let game = try GameHandle(rules: international, white: .human, black: .bot(level: 2), language: .en)
        _ = try game.playText(text: "32-28")
        let library = GameLibrary.open(shelf: nil, archive: nil, legacySave: nil, language: .en)
        let first = library.put(id: nil, save: try game.save(), date: "2026-05-01")
        #expect(first.shelf != nil)
        #expect(first.archive == nil)
        let cards = library.unfinished()
        try #require(cards.count == 1)
        #expect(cards[0].toMove == "Black to move")
        #expect(cards[0].board.squares.count == 50)

        _ = try game.resign()
        let done = library.put(id: first.id, save: try game.save(), date: "2026-05-01")
        #expect(done.id == first.id)
        let archive = try #require(done.archive)
        #expect(library.unfinished().isEmpty)
        let page = library.archive(filter: ArchiveFilter(variant: nil, opponent: nil))
        try #require(page.rows.count == 1)
        #expect(page.rows[0].outcome == "Lost")
        #expect(page.rows[0].result == "0-2")
        let stats = library.stats()
        try #require(stats.count == 2)
        #expect(stats[0].title == "International — all levels")
        #expect([stats[0].played, stats[0].won, stats[0].drawn, stats[0].lost] == [1, 0, 0, 1])

        let again = GameLibrary.open(shelf: done.shelf, archive: archive, legacySave: nil, language: .nl)
        #expect(again.notices().isEmpty)
        #expect(again.archive(filter: ArchiveFilter(variant: "international", opponent: "bot-2")).rows.count == 1)
        let save = try #require(again.saveOf(id: first.id))
        #expect(try GameHandle.restore(save: save).view().currentPly == 1)
        #expect(again.exportPdn(ids: []).contains("[Result \"0-2\"]"))
    }
}
