// The tutorial: the core's pages (tutorial sections, then the rules of every
// variant; their diagrams carry ready boards) and its interactive lessons.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class TutorialModel {
    public private(set) var pages: [TutorialPage] = []
    public private(set) var rulesPages: [TutorialPage] = []
    public private(set) var lessons: [LessonInfo] = []
    public private(set) var language: Language
    /// The solved lessons (the core's record), ticked in the lessons list.
    public var progress: LessonProgressModel

    private let catalog: CatalogPort

    public init(catalog: CatalogPort, language: Language, progress: LessonProgressModel? = nil) {
        self.catalog = catalog
        self.language = language
        self.progress = progress ?? LessonProgressModel(language: language)
        load()
    }

    /// The lessons with their solved state and the core's words; nil only
    /// if the core could not answer.
    public var lessonList: LessonListView? { progress.list(language: language) }

    public func setLanguage(_ language: Language) {
        guard language != self.language else { return }
        self.language = language
        load()
    }

    private func load() {
        pages = catalog.tutorialPages(language: language)
        rulesPages = catalog.variantPages(language: language)
        lessons = catalog.lessons(language: language)
    }

    /// What the end of `page` offers (the core's "Put it into practice" at
    /// the end of the tutorial, on `variant`'s puzzles); nil for the others.
    public func practice(after page: TutorialPage, variant: Variant) -> PuzzlePractice? {
        catalog.pagePractice(pageId: page.id, variant: variant, language: language)
    }

    public func lessonModel(for lesson: LessonInfo) -> LessonModel {
        LessonModel(catalog: catalog, lesson: lesson, language: language, progress: progress)
    }
}

/// The lesson screen: the core's lesson trainer. Every tap, key and button
/// is one `LessonInput`; the trainer's snapshot is all the view draws.
@MainActor
@Observable
public final class LessonModel {
    /// The open lesson (the one asked for until the trainer answers).
    public var lesson: LessonInfo { screen?.lesson ?? first }
    /// The trainer's snapshot; `nil` only if the lesson could not be opened.
    public private(set) var screen: LessonScreen?
    /// Why the last call failed (the core's sentence).
    public private(set) var message: String?
    /// The core's words to post to VoiceOver after an input; the view
    /// posts them and calls `announced()`.
    public private(set) var announcement: GameModel.Announcement?
    public var showSolution = false

    private let first: LessonInfo
    @ObservationIgnored private let progress: LessonProgressModel?
    @ObservationIgnored private var port: LessonPort?
    @ObservationIgnored private var inputs: UInt64 = 0

    public init(catalog: CatalogPort, lesson: LessonInfo, language: Language, progress: LessonProgressModel? = nil) {
        first = lesson
        self.progress = progress
        do {
            let p = try catalog.lessonTrainer(id: lesson.id, language: language)
            port = p
            screen = try p.screen()
        } catch {
            message = GameModel.describe(error)
        }
    }

    /// Forwards an input; the snapshot it returns replaces the screen.
    public func send(_ input: LessonInput) {
        guard let port else { return }
        do {
            let s = try port.send(input)
            if case .next = input { showSolution = false }
            message = nil
            screen = s
            progress?.note(id: s.lesson.id, state: s.state)
            inputs += 1
            if !s.said.isEmpty {
                announcement = GameModel.Announcement(seq: inputs, text: s.said)
            }
        } catch {
            message = GameModel.describe(error)
        }
    }

    public func announced() {
        announcement = nil
    }
}
