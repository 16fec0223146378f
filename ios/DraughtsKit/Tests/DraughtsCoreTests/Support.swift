// Helpers for the tests that call the generated bindings against the real
// core (no fakes): catching the core's typed errors, and editing a rule set.
import DraughtsCore
import Testing

/// The DraughtsError `body` throws; records an issue and returns nil when it
/// returns normally or throws something else.
func draughtsError<T>(
    _ body: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation
) -> DraughtsError? {
    do {
        let value = try body()
        Issue.record("expected a DraughtsError, got \(value)", sourceLocation: sourceLocation)
    } catch let error as DraughtsError {
        return error
    } catch {
        Issue.record("expected a DraughtsError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

extension RuleSet {
    /// A copy with some knobs changed (the generated record is immutable).
    func with(
        startRows: UInt32? = nil, flyingKings: Bool? = nil,
        captureSeparator: String? = nil, repetition: UInt32? = nil
    ) -> RuleSet {
        RuleSet(
            base: base, board: board, a1Playing: a1Playing, startRows: startRows ?? self.startRows,
            first: first, menCaptureBackwards: menCaptureBackwards,
            flyingKings: flyingKings ?? self.flyingKings, captureCompulsory: captureCompulsory,
            precedence: precedence, menCaptureKings: menCaptureKings, promotion: promotion,
            removal: removal, numbering: numbering,
            captureSeparator: captureSeparator ?? self.captureSeparator,
            repetition: repetition ?? self.repetition, draw: draw
        )
    }
}

/// All the text of a rich-text paragraph list, joined.
func plainText(_ paragraphs: [[TextSpan]]) -> String {
    paragraphs.map { $0.map(\.text).joined() }.joined(separator: "\n")
}

let international = try! presetRules(variant: .international)
let english = try! presetRules(variant: .english)
/// International's start position (FEN of PDN 3.0).
let internationalStart = "W:W31-50:B1-20"
