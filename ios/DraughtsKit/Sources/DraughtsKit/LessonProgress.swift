// The solved lessons: the core's small versioned document (lessons.json),
// read once, kept aside under the core's name when this version cannot
// read it, and written atomically (the DocumentStore) whenever the core
// says a lesson snapshot changed it. The lessons list and its words are
// the core's.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class LessonProgressModel {
    /// The record's file name: the core's.
    public static let name = (try? storedFileName(file: .lessonProgress)) ?? "lessons.json"

    private let store: DocumentStore
    /// The document as last read or written (the core's text).
    private var document: String
    /// False while an unreadable document could not be renamed: it is never written over.
    @ObservationIgnored private var writable = true
    /// What to tell the player when the stored record could not be read
    /// (the core's words), until `dismissNotice()`.
    public private(set) var notice: String?

    public init(
        store: DocumentStore = MemoryDocumentStore(),
        today: String = PdnContext.iOS().date ?? "",
        language: Language = .en
    ) {
        self.store = store
        let found = store.read(Self.name).map { String(decoding: $0, as: UTF8.self) }
        let opened = try? openLessonProgress(document: found, today: today, language: language)
        document = opened?.document ?? ""
        notice = opened?.notice
        if let aside = opened?.keepAside {
            writable = found != nil && store.rename(Self.name, to: aside.aside)
        }
    }

    /// The core takes note of a lesson snapshot; what it returns is written.
    public func note(id: String, state: LessonState) {
        guard let changed = try? noteLesson(document: document, lessonId: id, state: state) else { return }
        document = changed
        if writable { try? store.write(Data(changed.utf8), name: Self.name) }
    }

    /// The lessons of `language` with their ticks, as the core words them.
    public func list(language: Language) -> LessonListView? {
        try? lessonList(document: document, language: language)
    }

    public func dismissNotice() {
        notice = nil
    }
}
