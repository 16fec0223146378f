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
        let library = try GameLibrary.open(shelf: nil, archive: nil, legacySave: nil, language: .en, today: "2026-05-01")
        let first = try library.put(id: nil, save: try game.save(), date: "2026-05-01")
        #expect(first.shelf != nil)
        #expect(first.archive == nil)
        let cards = try library.unfinished()
        try #require(cards.count == 1)
        #expect(cards[0].toMove == "Black to move")
        #expect(cards[0].board.squares.count == 50)

        _ = try game.resign()
        let done = try library.put(id: first.id, save: try game.save(), date: "2026-05-01")
        #expect(done.id == first.id)
        let archive = try #require(done.archive)
        let unfinished = try library.unfinished()
        #expect(unfinished.isEmpty)
        let page = try library.archive(filter: ArchiveFilter(variant: nil, opponent: nil))
        try #require(page.rows.count == 1)
        #expect(page.rows[0].outcome == "Lost")
        #expect(page.rows[0].result == "0-2")
        #expect(page.rows[0].standing == .lost)
        let stats = try library.stats()
        try #require(stats.count == 2)
        #expect(stats[0].title == "International — all levels")
        #expect([stats[0].played, stats[0].won, stats[0].drawn, stats[0].lost] == [1, 0, 0, 1])
        let sections = try library.statsSections()
        #expect(sections.map(\.title) == ["International"])
        #expect(sections[0].rows.map(\.title) == ["All levels", "Level 2"])

        let again = try GameLibrary.open(shelf: done.shelf, archive: archive, legacySave: nil, language: .nl, today: "2026-05-02")
        let notices = try again.notices()
        #expect(notices.isEmpty)
        let filtered = try again.archive(filter: ArchiveFilter(variant: "international", opponent: "bot-2"))
        #expect(filtered.rows.count == 1)
        let stored = try again.saveOf(id: first.id)
        let save = try #require(stored)
        #expect(try GameHandle.restore(save: save).view().currentPly == 1)
        let all = try again.exportArchive(filter: ArchiveFilter(variant: nil, opponent: nil))
        #expect(all.contains("[Result \"0-2\"]"))
        let none = try again.exportPdn(ids: [])
        #expect(none == "", "no id, no game")
    }

    @Test("a newer archive is kept aside by the core's name, and nothing is written over it")
    func newerArchiveKeptAside() throws {
        let newer = "{\"format\":\"draughts-archive\",\"version\":2,\"entries\":[\n]}\n"
        let library = try GameLibrary.open(shelf: nil, archive: newer, legacySave: nil, language: .en, today: "2026-12-05")
        let asides = try library.keepAside()
        let aside = try #require(asides.first)
        let name = try storedFileName(file: .archive)
        #expect(aside.file == .archive && aside.name == name)
        #expect(aside.aside.hasPrefix("archive.unreadable-v2-2026-12-05-"))
        let early = try library.flush()
        #expect(early.archive == nil, "not before it is kept")
        try library.keptAside(file: .archive)
        let late = try library.flush()
        #expect(late.archive != nil)
        let notices = try library.notices()
        #expect(notices.first?.contains(aside.aside) == true)
    }
}
