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

    private let catalog: CatalogPort

    public init(catalog: CatalogPort, language: Language) {
        self.catalog = catalog
        self.language = language
        load()
    }

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

    public func lessonModel(for lesson: LessonInfo) -> LessonModel {
        LessonModel(catalog: catalog, lesson: lesson, language: language)
    }
}

/// One interactive lesson: the core's lesson session (a GameHandle at the
/// lesson's position), and its verdict once a move is played.
@MainActor
@Observable
public final class LessonModel {
    public let lesson: LessonInfo
    public private(set) var view: GameView?
    public private(set) var verdict: LessonVerdict?
    /// Why the last call failed (the core's sentence).
    public private(set) var message: String?
    /// The core's sentence to post to VoiceOver (with the verdict once
    /// there is one); the view posts it and calls `announced()`.
    public private(set) var announcement: GameModel.Announcement?
    public var showSolution = false

    private let catalog: CatalogPort
    private let language: Language
    @ObservationIgnored private var port: LessonPort?
    @ObservationIgnored private var seenSeq: UInt64?

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
        announcement = nil
        do {
            let p = try catalog.lessonSession(id: lesson.id, language: language)
            port = p
            let v = try p.view()
            seenSeq = v.event?.seq
            view = v
        } catch {
            port = nil
            message = GameModel.describe(error)
        }
    }

    /// Forwards an input; once a move is played the core judges it and the
    /// board takes no more input.
    public func send(_ input: GameInput) {
        guard let port, verdict == nil else { return }
        do {
            let v = try port.send(input)
            verdict = try port.judge()
            message = nil
            view = v
            if let event = v.event, event.seq != seenSeq {
                seenSeq = event.seq
                let text = [event.text, verdict?.explanation ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
                if !text.isEmpty {
                    announcement = GameModel.Announcement(seq: event.seq, text: text)
                }
            }
        } catch {
            message = GameModel.describe(error)
        }
    }

    public func announced() {
        announcement = nil
    }
}
