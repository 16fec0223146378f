// The custom rules editor: every knob of a RuleSet, starting from a preset.
// The core checks the draft (validateRules: its sentence says which knob is
// wrong) and writes the rules page that explains it (customRulesPage).
import DraughtsCore
import Foundation
import Observation

/// A RuleSet with `var`s (the generated record is immutable).
public struct RulesDraft: Equatable, Sendable {
    public enum DrawKind: String, CaseIterable, Sendable {
        case fmjd, russian2022, fmjd64, noProgress
    }

    public var base: Variant
    public var board: BoardSize
    public var a1Playing: Bool
    public var startRows: UInt32
    public var first: Side
    public var menCaptureBackwards: Bool
    public var flyingKings: Bool
    public var captureCompulsory: Bool
    public var precedence: Precedence
    public var menCaptureKings: Bool
    public var promotion: PromotionInCapture
    public var removal: Removal
    public var numbering: Numbering
    public var captureSeparator: String
    public var repetition: UInt32
    public var drawKind: DrawKind
    /// FMJD: kings-only moves; no-progress: the move limit.
    public var drawMoves: UInt32
    public var drawThreePieces: UInt32
    public var drawTwoPieces: UInt32

    public init(_ r: RuleSet) {
        base = r.base
        board = r.board
        a1Playing = r.a1Playing
        startRows = r.startRows
        first = r.first
        menCaptureBackwards = r.menCaptureBackwards
        flyingKings = r.flyingKings
        captureCompulsory = r.captureCompulsory
        precedence = r.precedence
        menCaptureKings = r.menCaptureKings
        promotion = r.promotion
        removal = r.removal
        numbering = r.numbering
        captureSeparator = r.captureSeparator
        repetition = r.repetition
        drawMoves = 25
        drawThreePieces = 16
        drawTwoPieces = 5
        switch r.draw {
        case let .fmjd(kingMoves, threePieces, twoPieces):
            drawKind = .fmjd
            drawMoves = kingMoves
            drawThreePieces = threePieces
            drawTwoPieces = twoPieces
        case .russian2022:
            drawKind = .russian2022
        case .fmjd64:
            drawKind = .fmjd64
        case let .noProgress(moves):
            drawKind = .noProgress
            drawMoves = moves
        }
    }

    public var drawRule: DrawRule {
        switch drawKind {
        case .fmjd: return .fmjd(kingMoves: drawMoves, threePieces: drawThreePieces, twoPieces: drawTwoPieces)
        case .russian2022: return .russian2022
        case .fmjd64: return .fmjd64
        case .noProgress: return .noProgress(moves: drawMoves)
        }
    }

    public var ruleSet: RuleSet {
        RuleSet(
            base: base, board: board, a1Playing: a1Playing, startRows: startRows, first: first,
            menCaptureBackwards: menCaptureBackwards, flyingKings: flyingKings,
            captureCompulsory: captureCompulsory, precedence: precedence,
            menCaptureKings: menCaptureKings, promotion: promotion, removal: removal,
            numbering: numbering, captureSeparator: captureSeparator, repetition: repetition,
            draw: drawRule
        )
    }
}

@MainActor
@Observable
public final class RulesEditorModel {
    public var draft: RulesDraft {
        didSet { if draft != oldValue { check() } }
    }
    /// The core's sentence when the draft is not a valid rule set.
    public private(set) var problem: String?
    /// The core's rules page for the draft (every rule in words).
    public private(set) var explanation: TutorialPage?

    private let catalog: CatalogPort
    @ObservationIgnored private var language: Language

    public init(catalog: CatalogPort, start: RuleSet, language: Language) {
        self.catalog = catalog
        self.language = language
        self.draft = RulesDraft(start)
        check()
    }

    /// Starts again from a preset's exact rules.
    public func reset(to preset: PresetEntry) {
        draft = RulesDraft(preset.info.rules)
    }

    public func setLanguage(_ language: Language) {
        self.language = language
        check()
    }

    public var isValid: Bool { problem == nil }

    /// The rules to play, if the core accepts them.
    public var rules: RuleSet? { isValid ? draft.ruleSet : nil }

    private func check() {
        let r = draft.ruleSet
        do {
            try catalog.validate(rules: r)
            problem = nil
            explanation = try catalog.customRulesPage(rules: r, language: language)
        } catch {
            problem = GameModel.describe(error)
            explanation = nil
        }
    }
}
