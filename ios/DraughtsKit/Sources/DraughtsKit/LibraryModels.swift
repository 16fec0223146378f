// The screens of the library: the unfinished games on the home screen (the
// core's cards, its notices until dismissed), the archive with its filters, and
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
    /// The core's messages, until dismissed (kept, re-worded, through a change of language).
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
        do {
            cards = try handle.current.unfinished()
        } catch {
            problem = GameModel.describe(error)
        }
        notices = handle.notices()
    }

    /// The notices to show now, one after the other in one message.
    public var notice: String? { notices.isEmpty ? nil : notices.joined(separator: "\n\n") }

    public func dismissNotice() {
        handle.dismissNotices()
        notices = []
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

    /// The cards and notices in another language (the notices kept, re-worded: the core's rule).
    public func setLanguage(_ language: Language) {
        handle.setLanguage(language)
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
        page = ArchiveModel.emptyPage
        load()
    }

    public func load() {
        do {
            page = try handle.current.archive(filter: filter)
        } catch {
            problem = GameModel.describe(error)
        }
    }

    private var filter: ArchiveFilter { ArchiveFilter(variant: variant, opponent: opponent) }

    /// These games as one PDN text, for the share sheet.
    public func pdn(of rows: [ArchiveRow]) -> String {
        (try? handle.current.exportPdn(ids: rows.map(\.id))) ?? ""
    }

    /// What the page's Share all exports (the filtered games, as the core
    /// says in `page.shareAll`); built only when the share sheet asks.
    public func pdnOfPage() -> String {
        (try? handle.current.exportArchive(filter: filter)) ?? ""
    }

    /// What builds the page's Share all PDN, for the share sheet to call
    /// when it needs the text (not at every redraw).
    public func pagePdn() -> @Sendable () -> String {
        let handle = handle
        let filter = filter
        return { (try? handle.current.exportArchive(filter: filter)) ?? "" }
    }

    /// A page with nothing, until the core's first answer.
    static let emptyPage = ArchivePage(
        rows: [], variants: [], opponents: [], emptyText: "", countText: "", allVariants: "", allOpponents: "",
        shareAll: ShareAll(label: "", enabled: false)
    )

    public func delete(_ row: ArchiveRow) {
        do {
            try handle.remove(id: row.id)
            problem = nil
        } catch {
            problem = GameModel.describe(error)
        }
        load()
    }

    /// The save of a game to open for replay (the app restores it).
    public func save(of row: ArchiveRow) -> String? {
        (try? handle.current.saveOf(id: row.id)) ?? nil
    }
}

/// The statistics screen: the core's sections (one per variant played)
/// and their rows, as they are.
@MainActor
@Observable
public final class StatsModel {
    public private(set) var sections: [StatsSection]
    /// What to say when there is nothing to count (the core's words).
    public private(set) var emptyText: String
    private let handle: LibraryHandle

    public init(handle: LibraryHandle) {
        self.handle = handle
        sections = []
        emptyText = ""
        load()
    }

    public func load() {
        do {
            sections = try handle.current.statsSections()
            emptyText = try handle.current.statsEmptyText()
        } catch {
            sections = []
            emptyText = GameModel.describe(error)
        }
    }
}
