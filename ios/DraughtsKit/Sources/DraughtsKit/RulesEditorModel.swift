// The custom rules editor, as the core describes it: `ruleKnobs` gives each
// knob's label, explanation, choices and current choice in the session's
// language; `setRuleKnob` applies a choice and refuses an impossible
// combination with its reason. The core's rules page (customRulesPage)
// explains the result. The app names no knob and no choice of its own.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class RulesEditorModel {
    /// The rules being edited (always a combination the core accepted).
    public private(set) var draft: RuleSet
    /// The core's knobs for `draft`.
    public private(set) var knobs: [RuleKnob] = []
    /// The core's sentence when the last choice was refused, or when the
    /// draft cannot be played.
    public private(set) var problem: String?
    /// The core's rules page for the draft (every rule in words).
    public private(set) var explanation: TutorialPage?

    private let catalog: CatalogPort
    @ObservationIgnored private var language: Language
    private var invalid = false

    public init(catalog: CatalogPort, start: RuleSet, language: Language) {
        self.catalog = catalog
        self.language = language
        self.draft = start
        load(refusal: nil)
    }

    /// Starts again from a preset's exact rules.
    public func reset(to preset: PresetEntry) {
        draft = preset.info.rules
        load(refusal: nil)
    }

    /// Picks choice `choice` of `knob`; the core checks the combination.
    public func choose(_ knob: RuleKnobId, choice: UInt32) {
        do {
            draft = try catalog.setRuleKnob(rules: draft, knob: knob, choice: choice)
            load(refusal: nil)
        } catch {
            load(refusal: GameModel.describe(error))
        }
    }

    public func setLanguage(_ language: Language) {
        self.language = language
        load(refusal: nil)
    }

    public var isValid: Bool { !invalid }

    /// The rules to play, if the core accepts them.
    public var rules: RuleSet? { isValid ? draft : nil }

    private func load(refusal: String?) {
        do {
            knobs = try catalog.ruleKnobs(rules: draft, language: language)
            try catalog.validate(rules: draft)
            invalid = false
            problem = refusal
            explanation = try catalog.customRulesPage(rules: draft, language: language)
        } catch {
            invalid = true
            problem = refusal ?? GameModel.describe(error)
            explanation = nil
        }
    }
}
