// Presets, rule validation, FEN and move text, through the generated
// bindings and the host library.
import DraughtsCore
import Testing

@Suite("Real core: presets and rules")
struct PresetTests {
    @Test("seven presets in a fixed order, with the same rules in both languages")
    func presets() throws {
        let en = try variants(language: .en)
        let fr = try variants(language: .fr)
        #expect(en.map(\.id) == ["international", "english", "russian", "brazilian", "spanish", "italian", "czech"])
        #expect(fr.map(\.id) == en.map(\.id))
        #expect(fr.map(\.rules) == en.map(\.rules))
        for info in en {
            #expect(try info.rules == presetRules(variant: info.variant), "\(info.id)")
        }
        let intl = en[0]
        #expect(intl.variant == .international)
        #expect(intl.pdnGameType == 20)
        #expect(intl.rules.board == .ten)
        #expect(intl.rules.flyingKings)
        #expect(intl.rules.draw == .fmjd(kingMoves: 25, threePieces: 16, twoPieces: 5))
        #expect(english.first == .black)
        #expect(!english.flyingKings)
    }

    @Test("names, taglines and descriptions are the core's, in each language")
    func texts() throws {
        let en = try variants(language: .en)
        let fr = try variants(language: .fr)
        #expect(en.first { $0.variant == .russian }?.name == "Russian draughts")
        #expect(fr.first { $0.variant == .russian }?.name == "Dames russes")
        for (e, f) in zip(en, fr) {
            #expect(!e.shortName.isEmpty && !f.shortName.isEmpty, "\(e.id)")
            #expect(!e.tagline.isEmpty && !f.tagline.isEmpty, "\(e.id)")
            #expect(e.tagline != f.tagline, "\(e.id): the tagline is translated")
            #expect(!e.summary.isEmpty && e.summary.count == f.summary.count, "\(e.id)")
            #expect(plainText(e.summary) != plainText(f.summary), "\(e.id): the description is translated")
            #expect(try variantName(variant: e.variant, language: .en) == e.name)
            #expect(try variantName(variant: f.variant, language: .fr) == f.name)
        }
    }

    @Test("every preset is valid, and so is a sound custom rule set")
    func validRules() throws {
        for info in try variants(language: .en) {
            try validateRules(rules: info.rules)
        }
        try validateRules(rules: international.with(flyingKings: false))
    }

    @Test("an impossible custom rule set is refused with the core's reason")
    func invalidRules() {
        guard case let .Other(reason)? = draughtsError({ try validateRules(rules: international.with(startRows: 9)) })
        else { Issue.record("nine start rows on 10×10 must be refused as Other"); return }
        #expect(reason.contains("start rows"), "\(reason)")
        for bad in [international.with(captureSeparator: "xx"), international.with(repetition: 1)] {
            guard case let .Other(reason)? = draughtsError({ try validateRules(rules: bad) })
            else { Issue.record("\(bad) must be refused as Other"); continue }
            #expect(!reason.isEmpty)
        }
    }
}

@Suite("Real core: FEN and move text")
struct PositionTests {
    @Test("a FEN reads into a position, and back")
    func fen() throws {
        let start = try positionFromFen(rules: international, fen: internationalStart)
        #expect(start.turn == .white)
        #expect(start.pieces.count == 40)
        #expect(start.legalMoves.count == 9)
        #expect(try positionFromFen(rules: international, fen: start.fen) == start)
    }

    @Test("a bad FEN throws InvalidFen with what is wrong and where")
    func badFen() {
        guard case let .InvalidFen(reason)? = draughtsError({ try positionFromFen(rules: international, fen: "W:W31,32:X1") })
        else { Issue.record("expected InvalidFen"); return }
        #expect(reason.contains("column"), "\(reason)")
        // Parses, but two pieces on one square is no position.
        for fen in ["", "W:W99", "W:W31:B31", "::::"] {
            guard case .InvalidFen? = draughtsError({ try positionFromFen(rules: international, fen: fen) })
            else { Issue.record("\(fen) must throw InvalidFen"); continue }
        }
    }

    @Test("a legal move is played from its text")
    func legalMove() throws {
        let next = try playMoveText(rules: international, fen: internationalStart, text: "32-28")
        #expect(next.turn == .black)
        #expect(next.fen != internationalStart)
        #expect(next.pieces.count == 40)
    }

    @Test("an illegal move or a non-move throws IllegalMove with a reason")
    func illegalMove() {
        for text in ["46-41", "hello"] {
            guard case let .IllegalMove(reason)? = draughtsError({
                try playMoveText(rules: international, fen: internationalStart, text: text)
            }) else { Issue.record("\(text) must throw IllegalMove"); continue }
            #expect(!reason.isEmpty)
        }
    }

    @Test("an ambiguous capture throws AmbiguousMove with its candidates; the full path picks one")
    func ambiguousMove() throws {
        // English: the man on 26 has two captures ending on 10.
        let fen = "W:W26:B14,15,22,23"
        guard case let .AmbiguousMove(reason, candidates)? = draughtsError({
            try playMoveText(rules: english, fen: fen, text: "26x10")
        }) else { Issue.record("26x10 must throw AmbiguousMove"); return }
        #expect(reason == "ambiguous: `26x10` is one of 26x17x10, 26x19x10", "\(reason)")
        #expect(candidates == ["26x17x10", "26x19x10"])
        // The error's message is that sentence, not a dump of fields.
        #expect(draughtsError({ try playMoveText(rules: english, fen: fen, text: "26x10") })?.message == reason)
        #expect(try playMoveText(rules: english, fen: fen, text: "26x19x10").turn == .black)
    }
}
