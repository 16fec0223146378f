// Several games at once, through the core's library (a fake here): the
// documents read at launch and written after every change, the archive
// before the shelf, what the core keeps aside renamed first, the old
// autosave removed when the core says, the notices kept until dismissed
// (re-worded with the language), the unfinished games listed and reopened as they
// were saved, the archive's filters, shares and deletions, the statistics.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Library: unfinished games, archive, statistics")
@MainActor
struct LibraryTests {
    func settings() -> SettingsModel {
        SettingsModel(defaults: UserDefaults(suiteName: "draughts-tests-\(UUID().uuidString)")!, preferredLanguages: ["en"])
    }

    /// A handle over `fake`, recording what it was opened with.
    final class Opened: @unchecked Sendable {
        var calls: [(shelf: String?, archive: String?, legacy: String?, language: Language)] = []
    }

    func handle(_ fake: FakeLibrary, store: DocumentStore, opened: Opened = Opened(), language: Language = .en) -> LibraryHandle {
        LibraryHandle(store: store, language: language, today: "2026-12-05") { shelf, archive, legacy, language, _ in
            opened.calls.append((shelf, archive, legacy, language))
            return fake
        }
    }

    @Test("on launch the two documents and the old autosave go to the core; what opening changed is written, then the old file is removed as the core says")
    func openAndImport() {
        let store = MemoryDocumentStore(["games.json": "shelf:1", "archive.json": "archive:", "current-game.json": "{\"old\":1}"])
        let fake = FakeLibrary()
        fake.flushed = LibraryWrite(id: 0, shelf: "shelf:2,1", archive: nil, removeLegacy: true)
        let opened = Opened()
        _ = handle(fake, store: store, opened: opened)
        #expect(opened.calls.count == 1)
        #expect(opened.calls[0].shelf == "shelf:1" && opened.calls[0].archive == "archive:")
        #expect(opened.calls[0].legacy == "{\"old\":1}" && opened.calls[0].language == .en)
        #expect(store.text("games.json") == "shelf:2,1")
        #expect(store.written == ["games.json"], "the archive did not change")
        #expect(store.read("current-game.json") == nil, "imported: removed once the shelf is written")
    }

    @Test("the old autosave stays until the core says its game is written")
    func legacyKept() {
        let store = MemoryDocumentStore(["game.save": "{\"old\":1}"])
        let fake = FakeLibrary()
        fake.flushed = LibraryWrite(id: 0, shelf: nil, archive: nil, removeLegacy: false)
        let opened = Opened()
        _ = handle(fake, store: store, opened: opened)
        #expect(opened.calls[0].legacy == "{\"old\":1}", "the Android name is known too")
        #expect(store.read("game.save") != nil)
    }

    @Test("what the core cannot read is renamed as it says before anything is written, never written over")
    func keptAside() {
        let store = MemoryDocumentStore(["archive.json": "newer"])
        let fake = FakeLibrary()
        fake.asides = [KeepAside(file: .archive, name: "archive.json", aside: "archive.unreadable-v2-2026-12-05-0000abcd.json")]
        fake.flushed = LibraryWrite(id: 0, shelf: nil, archive: "archive:", removeLegacy: false)
        _ = handle(fake, store: store)
        #expect(fake.kept == [.archive])
        #expect(store.text("archive.unreadable-v2-2026-12-05-0000abcd.json") == "newer")
        #expect(store.text("archive.json") == "archive:")
    }

    @Test("a rename that fails is not reported kept: the core then writes nothing over the file")
    func keptAsideFails() {
        let fake = FakeLibrary()
        fake.asides = [KeepAside(file: .shelf, name: "games.json", aside: "games.damaged-2026-12-05-00000001.json")]
        _ = handle(fake, store: FailingDocumentStore())
        #expect(fake.kept.isEmpty)
    }

    @Test("a document that cannot be written becomes a notice that says why")
    func importNotWritten() {
        let fake = FakeLibrary()
        fake.flushed = LibraryWrite(id: 0, shelf: "shelf:1", archive: nil, removeLegacy: false)
        let library = LibraryModel(handle: handle(fake, store: FailingDocumentStore()))
        #expect(library.notices == ["The disk is full."])
    }

    @Test("the core's notices are shown together until dismissed")
    func noticesUntilDismissed() {
        let fake = FakeLibrary()
        fake.pendingNotices = ["Entry 12 of the archive could not be read and was skipped.",
                               "Only 10 unfinished games are kept; the oldest was moved to the archive."]
        let library = LibraryModel(handle: handle(fake, store: MemoryDocumentStore()))
        #expect(library.notice == fake.pendingNotices.joined(separator: "\n\n"))
        library.refresh()
        #expect(library.notices.count == 2, "kept until dismissed")
        library.dismissNotice()
        library.refresh()
        #expect(library.notice == nil)
    }

    @Test("every change of the game's save is filed under its id with today's date, the archive written before the shelf")
    func slotPuts() throws {
        let store = MemoryDocumentStore()
        let fake = FakeLibrary()
        let h = handle(fake, store: store)
        let slot = LibrarySlot(library: h, today: { "2026-12-04" })
        #expect(slot.id == nil && slot.read() == nil)
        try slot.write(Data("{\"moves\":1}".utf8))
        let id = try #require(slot.id)
        try slot.write(Data("{\"moves\":2}".utf8))
        #expect(fake.puts.map(\.id) == [nil, id], "the same game, not a new one")
        #expect(fake.puts.map(\.date) == ["2026-12-04", "2026-12-04"])
        #expect(slot.read() == Data("{\"moves\":2}".utf8))
        #expect(store.written == ["archive.json", "games.json", "archive.json", "games.json"])
        #expect(store.text("games.json") == "shelf:\(id)")
        try slot.write(Data("{\"finished\":1}".utf8))
        #expect(store.text("archive.json") == "archive:\(id)" && store.text("games.json") == "shelf:")
        slot.remove()
        #expect(store.text("archive.json") == "archive:")
    }

    @Test("with the library a new game does not ask: the one in progress stays on its shelf, listed on the home screen")
    func severalGames() throws {
        let fake = FakeLibrary()
        let factory = FakeFactory()
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: MemoryGameStorage(), settings: settings(),
                           library: handle(fake, store: MemoryDocumentStore()))
        let first = try #require(app.startChosenGame())
        let firstSession = try #require(factory.made.first?.session)
        firstSession.script = [Fixture.view(plies: 1)]
        firstSession.document = "{\"first\":1}"
        first.send(.tap(square: 9))
        #expect(app.gameInProgress)
        let firstID = try #require(app.currentGameID)
        let second = try #require(app.startChosenGame(), "no question: nothing is abandoned")
        #expect(app.pendingNewGame == nil && second !== first)
        #expect(firstSession.cancels >= 1, "the first game's screen was suspended")
        let library = try #require(app.library)
        library.refresh()
        #expect(library.cards.count == 2)
        #expect(app.otherGames.map(\.id) == [firstID], "the game on screen is its Continue card, not in the list")
    }

    @Test("a card opens its game exactly as saved (the core restores the library's save); deleting one removes it")
    func openAndDelete() throws {
        let fake = FakeLibrary()
        _ = fake.put(id: nil, save: "{\"kept\":1}", date: "2026-12-01")
        _ = fake.put(id: nil, save: "{\"kept\":2}", date: "2026-12-02")
        let restored = FakeSession(Fixture.view(plies: 3))
        let factory = FakeFactory(restored: restored)
        let store = MemoryDocumentStore()
        let app = AppModel(catalog: FakeCatalog(), factory: factory, storage: MemoryGameStorage(), settings: settings(),
                           library: handle(fake, store: store))
        let library = try #require(app.library)
        #expect(library.cards.map(\.id) == [2, 1])
        let game = try #require(app.openFromLibrary(id: 1))
        #expect(factory.restoredDocuments == ["{\"kept\":1}"])
        #expect(game.view == restored.current)
        #expect(app.currentGameID == 1)
        #expect(app.openFromLibrary(id: 1) === game, "already on screen")
        library.remove(library.cards[0])
        #expect(library.cards.map(\.id) == [1])
        #expect(store.text("games.json") == "shelf:1")
        #expect(app.openFromLibrary(id: 2) == nil, "gone")
        // A save the core cannot restore: its reason, and no game replaced.
        factory.restoreError = .InvalidSave(reason: "invalid save: bad checksum")
        #expect(app.openFromLibrary(id: 1) === game)
        _ = fake.put(id: nil, save: "{\"kept\":3}", date: "2026-12-03")
        #expect(app.openFromLibrary(id: 3) == nil)
        #expect(app.restoreProblem == "invalid save: bad checksum")
        #expect(app.game === game)
    }

    @Test("the archive: the filters go to the core, one game or all shared as the core's PDN, a deletion written")
    func archive() throws {
        let fake = FakeLibrary()
        _ = fake.put(id: nil, save: "{\"finished\":1}", date: "2026-12-01")
        _ = fake.put(id: nil, save: "{\"finished\":2}", date: "2026-12-02")
        let store = MemoryDocumentStore()
        let model = LibraryModel(handle: handle(fake, store: store)).makeArchive()
        #expect(model.page.rows.map(\.id) == [2, 1])
        #expect(model.page.countText == "2 games")
        model.variant = "english"
        model.opponent = "two"
        #expect(fake.filters.last == ArchiveFilter(variant: "english", opponent: "two"))
        model.variant = "english"
        #expect(fake.filters.count == 3, "the same choice again does not reload")
        #expect(model.pdn(of: [model.page.rows[1]]) == "[Event \"Casual game\"] x1")
        #expect(fake.exports.last == [1])
        #expect(model.page.shareAll.label == "Share 2 games as PDN" && model.page.shareAll.enabled)
        #expect(fake.archiveExports.isEmpty, "the page's PDN is not built until asked")
        #expect(model.pdnOfPage() == "[Event \"Casual game\"] x2")
        #expect(fake.archiveExports.last == ArchiveFilter(variant: "english", opponent: "two"), "the filtered page")
        #expect(model.save(of: model.page.rows[0]) == "{\"finished\":2}")
        model.delete(model.page.rows[0])
        #expect(model.page.rows.map(\.id) == [1])
        #expect(store.text("archive.json") == "archive:1")
    }

    @Test("a deletion that cannot be written says why")
    func deleteFails() {
        let fake = FakeLibrary()
        _ = fake.put(id: nil, save: "{\"finished\":1}", date: "2026-12-01")
        let model = ArchiveModel(handle: handle(fake, store: FailingDocumentStore()))
        model.delete(model.page.rows[0])
        #expect(model.problem == "The disk is full.")
    }

    @Test("the statistics are the core's sections and rows, read again on load")
    func stats() {
        let fake = FakeLibrary()
        let model = LibraryModel(handle: handle(fake, store: MemoryDocumentStore())).makeStats()
        #expect(model.sections.flatMap(\.rows).map(\.played) == [0])
        _ = fake.put(id: nil, save: "{\"finished\":1}", date: "2026-12-01")
        model.load()
        #expect(model.sections.map(\.title) == ["English"])
        #expect(model.sections[0].rows.map(\.played) == [1])
        #expect(model.sections[0].rows[0].title == "Two players, White's results")
    }

    @Test("a new language re-words the library, its notices kept (the core's rule), without opening it again")
    func language() throws {
        let store = MemoryDocumentStore(["games.json": "shelf:", "current-game.json": "{\"old\":1}"])
        let fake = FakeLibrary()
        let opened = Opened()
        let settings = settings()
        let app = AppModel(catalog: FakeCatalog(), factory: FakeFactory(), storage: MemoryGameStorage(), settings: settings,
                           library: handle(fake, store: store, opened: opened))
        fake.pendingNotices = ["Entry 2 of the archive could not be read and was skipped."]
        settings.language = .language(.fr)
        app.settingsChanged()
        #expect(opened.calls.map(\.language) == [.en], "opened once")
        #expect(fake.languages == [.fr])
        #expect(try #require(app.library).notices == ["[fr] Entry 2 of the archive could not be read and was skipped."])
    }
}
