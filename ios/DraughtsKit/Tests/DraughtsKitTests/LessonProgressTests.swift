// The solved lessons' record: written when a lesson is first solved (the
// core decides), read again at the next start, never written over when
// this version cannot read it; the lessons list ticks what it records.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Lesson progress")
@MainActor
struct LessonProgressTests {
    @Test("a lesson solved is written once and ticked by the next start's list")
    func solved() throws {
        let store = MemoryDocumentStore()
        let p = LessonProgressModel(store: store, today: "2026-12-06", language: .en)
        let first = try #require(p.list(language: .en)?.rows.first)
        #expect(!first.solved)
        p.note(id: first.id, state: .wrong)
        #expect(store.read(LessonProgressModel.name) == nil, "nothing to write before a lesson is solved")
        p.note(id: first.id, state: .solved)
        p.note(id: first.id, state: .solved)
        #expect(store.written == [LessonProgressModel.name], "written once")
        let again = try #require(LessonProgressModel(store: store, language: .fr).list(language: .fr))
        #expect(again.rows[0].solved && !again.rows[1].solved)
        #expect(again.solved == 1)
    }

    @Test("an unreadable record is kept aside with a notice and the lessons start unsolved")
    func unreadable() throws {
        let newer = #"{"format":"draughts-lessons","version":4,"solved":["x"]}"#
        let store = MemoryDocumentStore([LessonProgressModel.name: newer])
        let p = LessonProgressModel(store: store, today: "2026-12-06", language: .en)
        let kept = try #require(store.names.first { $0.hasPrefix("lessons.unreadable-v4-2026-12-06-") })
        #expect(store.text(kept) == newer)
        #expect(try #require(p.notice).contains(kept))
        #expect(p.list(language: .en)?.solved == 0)
        let id = try #require(p.list(language: .en)?.rows.first?.id)
        p.note(id: id, state: .solved)
        #expect(store.text(kept) == newer, "the kept document is never written over")
        p.dismissNotice()
        #expect(p.notice == nil)
    }

    @Test("the tutorial's lesson model hands each snapshot to the record")
    func lessonModelNotes() throws {
        let store = MemoryDocumentStore()
        let tutorial = TutorialModel(
            catalog: LiveCatalog(), language: .en,
            progress: LessonProgressModel(store: store, language: .en)
        )
        let lesson = try #require(tutorial.lessons.first)
        let model = tutorial.lessonModel(for: lesson)
        let screen = try #require(model.screen)
        let right = try #require(screen.board.legalMoves.first { lesson.solutions.contains($0.notation) })
        model.send(.drag(from: right.from, to: right.to))
        #expect(model.screen?.state == .solved)
        #expect(tutorial.lessonList?.rows.first?.solved == true)
        #expect(store.read(LessonProgressModel.name) != nil)
    }
}
