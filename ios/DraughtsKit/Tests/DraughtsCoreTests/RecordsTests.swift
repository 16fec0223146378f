// Reading PDN, and the rules tutorial and lessons, through the generated
// bindings and the host library.
import DraughtsCore
import Testing

@Suite("Real core: PDN")
struct PdnTests {
    @Test("a small PDN file reads into its games, tags, rules and moves")
    func readsGames() throws {
        let text = """
            [Event "Swift test"]
            [GameType "20"]

            1. 32-28 19-23 2. 28x19 14x23 *

            [Event "second"]
            [GameType "21"]

            1. 11-15 23-19 *
            """
        let file = try readPdn(text: text)
        #expect(file.problems.isEmpty)
        let games = file.games
        try #require(games.count == 2)
        #expect(games[0].moves == ["32-28", "19-23", "28x19", "14x23"])
        #expect(games[0].rules == international)
        #expect(games[0].tags.first { $0.name == "Event" }?.value == "Swift test")
        #expect(games[0].line == 1)
        #expect(games[1].rules == english)
        #expect(games[1].moves == ["11-15", "23-19"])
        #expect(games[1].line == 6)
    }

    @Test("a broken PDN throws InvalidPdn with its line")
    func brokenPdn() {
        let text = "[Event \"x\"]\n[GameType \"20\"]\n\n1. 32-28 19-23\n2. 28x19 99-98 *\n"
        guard case let .InvalidPdn(reason, line)? = draughtsError({ try readPdn(text: text) })
        else { Issue.record("expected InvalidPdn"); return }
        #expect(reason.contains("line 5"), "\(reason)")
        #expect(line == 5)
        guard case let .InvalidPdn(unknown, _)? = draughtsError({ try readPdn(text: "[GameType \"3\"]\n1. 11-15 *") })
        else { Issue.record("an unknown GameType must throw InvalidPdn"); return }
        #expect(unknown.contains("GameType"), "\(unknown)")
    }
}

@Suite("Real core: tutorial and lessons")
struct TutorialTests {
    @Test("the tutorial has the same pages in both languages, translated")
    func tutorial() throws {
        let en = try tutorialPages(language: .en)
        let fr = try tutorialPages(language: .fr)
        #expect(!en.isEmpty)
        #expect(en.map(\.id) == fr.map(\.id))
        for (e, f) in zip(en, fr) {
            #expect(!e.blocks.isEmpty && e.blocks.count == f.blocks.count, "\(e.id)")
            #expect(!e.title.isEmpty && e.title != f.title, "\(e.id)")
        }
    }

    @Test("every lesson, in both languages, starts from a valid position and its solutions are legal")
    func lessonsAreSound() throws {
        let en = try lessons(language: .en)
        let fr = try lessons(language: .fr)
        #expect(!en.isEmpty)
        #expect(en.map(\.id) == fr.map(\.id))
        #expect(en.map(\.fen) == fr.map(\.fen))
        for lesson in en + fr {
            #expect(!lesson.title.isEmpty && !lesson.task.isEmpty, "\(lesson.id)")
            #expect(!lesson.solutions.isEmpty, "\(lesson.id)")
            let start = try positionFromFen(rules: lesson.rules, fen: lesson.fen)
            #expect(start.pieces.count == lesson.pieces.count, "\(lesson.id)")
            for solution in lesson.solutions {
                _ = try playMoveText(rules: lesson.rules, fen: lesson.fen, text: solution)
            }
        }
    }
}
