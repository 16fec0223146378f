// The screens of the library: the unfinished games on the home screen (the
// core's cards, its notices shown once), the archive with its filters, and
// the statistics. Every word and number is the core's; the models only
// load, forward and write what the core hands back.
import DraughtsCore
import Foundation
import Observation

/// The home screen's list of unfinished games and the library's notices.
@MainActor
@Observable
public final class LibraryModel {
    /// The unfinished games, most recent first (the core's cards).
    public private(set) var cards: [GameCard] = []
    /// Messages to show once, in order (the view shows the first).
    public private(set) var notices: [String] = []
    /// Why the last change could not be written, until the next one works.
    public private(set) var problem: String?
    public let handle: LibraryHandle

    public init(handle: LibraryHandle) {
        self.handle = handle
        refresh()
    }

    /// Reads the cards again (the home screen appears, a game was saved)
    /// and collects new notices.
    public func refresh() {
        cards = handle.current.unfinished()
        notices += handle.takeNotices()
    }

    /// The notice to show now.
    public var notice: String? { notices.first }

    public func dismissNotice() {
        if !notices.isEmpty { notices.removeFirst() }
    }

    /// Deletes an unfinished game.
    public func remove(_ card: GameCard) {
        do {
            try handle.remove(id: card.id)
            problem = nil
        } catch {
            problem = GameModel.describe(error)
        }
        refresh()
    }

    /// The cards and notices in another language.
    public func setLanguage(_ language: Language) {
        handle.reopen(language: language)
        refresh()
    }

    public func makeArchive() -> ArchiveModel { ArchiveModel(handle: handle) }
    public func makeStats() -> StatsModel { StatsModel(handle: handle) }
}

/// The archive screen: the core's page through the chosen filters.
@MainActor
@Observable
public final class ArchiveModel {
    public private(set) var page: ArchivePage
    /// The variant filter (a choice id of `page.variants`; nil: every variant).
    public var variant: String? { didSet { if variant != oldValue { load() } } }
    /// The opponent filter (a choice id of `page.opponents`; nil: everyone).
    public var opponent: String? { didSet { if opponent != oldValue { load() } } }
    /// Why a deletion could not be written, until the next one works.
    public private(set) var problem: String?
    private let handle: LibraryHandle

    public init(handle: LibraryHandle) {
        self.handle = handle
        page = handle.current.archive(filter: ArchiveFilter(variant: nil, opponent: nil))
    }

    public func load() {
        page = handle.current.archive(filter: ArchiveFilter(variant: variant, opponent: opponent))
    }

    /// These games as one PDN text, for the share sheet.
    public func pdn(of rows: [ArchiveRow]) -> String {
        handle.current.exportPdn(ids: rows.map(\.id))
    }

    /// Every archived game as one PDN text (the core's export of all).
    public func pdnOfAll() -> String {
        handle.current.exportPdn(ids: [])
    }

    public func delete(_ row: ArchiveRow) {
        do {
            try handle.remove(id: row.id)
            problem = nil
        } catch {
            problem = GameModel.describe(error)
        }
        load()
    }

    /// The save of a game to open for review (the app restores it).
    public func save(of row: ArchiveRow) -> String? {
        handle.current.saveOf(id: row.id)
    }
}

/// The statistics screen: the core's rows as they are.
@MainActor
@Observable
public final class StatsModel {
    public private(set) var rows: [StatsRow]
    /// What to say when there is nothing to count (the core's words).
    public private(set) var emptyText: String
    private let handle: LibraryHandle

    public init(handle: LibraryHandle) {
        self.handle = handle
        rows = handle.current.stats()
        emptyText = handle.current.statsEmptyText()
    }

    public func load() {
        rows = handle.current.stats()
        emptyText = handle.current.statsEmptyText()
    }
}
