// The tutorial: the core's pages (tutorial sections, then the rules of every
// variant) and its interactive lessons.
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

    private let catalog: CatalogPort
    @ObservationIgnored private var diagrams: [DiagramInfo: BoardSnapshot] = [:]

    public init(catalog: CatalogPort, language: Language) {
        self.catalog = catalog
        self.language = language
        load()
    }

    public func setLanguage(_ language: Language) {
        guard language != self.language else { return }
        self.language = language
        diagrams = [:]
        load()
    }

    private func load() {
        pages = catalog.tutorialPages(language: language)
        rulesPages = catalog.variantPages(language: language)
        lessons = catalog.lessons(language: language)
    }

    /// The board of a diagram, drawn by the same board view as a game: the
    /// core makes a session at the diagram's position and describes its
    /// squares. Cached per diagram.
    public func board(for diagram: DiagramInfo) -> BoardSnapshot? {
        if let s = diagrams[diagram] { return s }
        guard let s = try? catalog.diagramSnapshot(diagram: diagram, language: language) else { return nil }
        diagrams[diagram] = s
        return s
    }

    public func lessonModel(for lesson: LessonInfo) -> LessonModel {
        LessonModel(catalog: catalog, lesson: lesson, language: language)
    }
}

/// One interactive lesson: the board session of the lesson, and the core's
/// verdict on the move played.
@MainActor
@Observable
public final class LessonModel {
    public let lesson: LessonInfo
    public private(set) var snapshot: BoardSnapshot?
    public private(set) var verdict: LessonVerdict?
    public private(set) var message: String?
    /// The spoken form of the move just played (for VoiceOver).
    public private(set) var spoken: String?
    public var showSolution = false

    private let catalog: CatalogPort
    private let language: Language
    @ObservationIgnored private var port: LessonPort?

    public init(catalog: CatalogPort, lesson: LessonInfo, language: Language) {
        self.catalog = catalog
        self.lesson = lesson
        self.language = language
        restart()
    }

    /// A fresh board at the lesson's position.
    public func restart() {
        verdict = nil
        message = nil
        spoken = nil
        do {
            let p = try catalog.lessonSession(id: lesson.id, language: language)
            port = p
            snapshot = try p.snapshot()
        } catch {
            port = nil
            message = GameModel.describe(error)
        }
    }

    public func tap(square: UInt32) {
        guard let port, verdict == nil else { return }
        do {
            handle(try port.tap(square: square))
        } catch {
            message = GameModel.describe(error)
        }
    }

    public func press(_ key: Key) {
        guard let port, verdict == nil else { return }
        do {
            switch try port.press(key: key) {
            case .cursor:
                snapshot = try port.snapshot()
            case let .tap(result):
                handle(result)
            }
        } catch {
            message = GameModel.describe(error)
        }
    }

    private func handle(_ result: TapResult) {
        guard let port else { return }
        switch result {
        case let .refused(_, text):
            message = text
        case let .played(_, spokenText):
            message = nil
            spoken = spokenText
            verdict = try? port.judge()
        default:
            message = nil
        }
        snapshot = try? port.snapshot()
    }
}
