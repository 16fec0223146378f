// Puzzles from the player's games against the real core: a game that missed
// a shot, reviewed by the analysis model (its proof run as the review's
// searches are), the puzzle written into the record, then offered by the
// puzzle model under "From my games" and solved; the themes chosen by
// "Put it into practice".
import DraughtsCore
import DraughtsKit
import Foundation
import Testing

@MainActor
@Suite("Real core: puzzles from the player's games")
struct PersonalPuzzleTests {
    /// English: White to move has a shot, 14-9! 5x14 10x26; the game plays 21-17 instead.
    static let shot = "W:WK10,14,21:B5,K16,22"

    final class Record: @unchecked Sendable { var bytes = Data() }

    @Test("a reviewed mistake becomes a puzzle the trainer offers, and it is solved")
    func reviewedMistakeBecomesAPuzzle() async throws {
        let handle = try AnalysisHandle.fromFen(rules: try presetRules(variant: .english), fen: Self.shot, language: .en)
        _ = try handle.playText(text: "21-17")
        _ = try handle.playText(text: "22-26")
        let record = Record()
        let analysis = AnalysisModel(port: LiveAnalysis(handle: handle))
        analysis.puzzleRecord = PuzzleRecordFile(
            game: "Me – Bot", today: "2026-12-06", read: { record.bytes }, write: { record.bytes = $0 })
        analysis.send(.startReview(deep: false))
        #expect(await eventually(seconds: 300) { analysis.view?.personal?.running == false })
        let personal = try #require(analysis.view?.personal)
        #expect(personal.text == "One position from this game was added to your puzzles.")
        #expect(await eventually(seconds: 10) { !record.bytes.isEmpty })

        let clock = ManualClock()
        let m = PuzzleModel(
            variant: .english, stored: record.bytes, today: "2026-12-06", language: .en,
            keepAside: { _ in true }, save: { record.bytes = $0 }, schedule: clock.schedule
        )
        #expect(m.screen?.mine.count == 1)
        m.toggleMine()
        #expect(m.screen?.mine.chosen == true)
        m.next()
        #expect(m.screen?.fen == Self.shot)
        #expect(m.screen?.prompt == "White to play and win a man.")
        // The core names the game it came from (a set-up position: the app's name).
        #expect(m.screen?.source == "From your game Me – Bot")
        for notation in ["14-9", "10x26"] {
            let mv = try #require(m.screen?.board.legalMoves.first { $0.notation == notation })
            m.tap(mv.from)
            for sq in mv.path where m.screen?.outcome == nil { m.tap(sq) }
            clock.fireAll()
        }
        #expect(m.screen?.status == .solved)
        #expect(m.screen?.mine.progress == "0 of 1 solved twice")
        #expect(String(decoding: record.bytes, as: UTF8.self).contains("\"solved\":1"))
    }

    @Test("put it into practice chooses the lesson's themes; every variant is offered with its count")
    func practiceAndVariants() throws {
        let practice = try lessonPractice(language: .en, lesson: "multi-capture")
        #expect(practice.variant == .international && practice.themes == [.multiCapture])
        #expect(practice.control.label == "Put it into practice")
        let m = PuzzleModel(
            variant: practice.variant, stored: nil, today: "2026-12-06", language: .en,
            keepAside: { _ in true }, save: { _ in }, schedule: ManualClock().schedule
        )
        m.chooseThemes(practice.themes)
        #expect(m.screen?.labels.chosenThemes == "Multiple capture")
        let variants = m.variants()
        #expect(variants.count == 7)
        #expect(variants.allSatisfy { $0.count > 0 && $0.countText.hasSuffix("puzzles") })
        #expect(m.variant == .international)
    }

    @Test("the end of the tutorial puts it into practice, through the tutorial model, on the variant trained on")
    func tutorialEndPractice() throws {
        let tutorial = TutorialModel(catalog: LiveCatalog(), language: .en)
        let end = try #require(tutorial.pages.last)
        let practice = try #require(tutorial.practice(after: end, variant: .russian))
        #expect(practice.variant == .russian)
        #expect(practice.control.label == "Put it into practice" && practice.control.offered)
        #expect(!practice.themes.isEmpty)
        #expect(tutorial.practice(after: tutorial.pages[0], variant: .russian) == nil)
        let m = PuzzleModel(
            variant: practice.variant, stored: nil, today: "2026-12-06", language: .en,
            keepAside: { _ in true }, save: { _ in }, schedule: ManualClock().schedule
        )
        m.chooseThemes(practice.themes)
        let chosen = Set(m.screen?.themeRows.filter(\.chosen).map(\.theme) ?? [])
        #expect(chosen == Set(practice.themes))
    }
}
