// Custom rules: every knob of the rule set with a line explaining it. The
// core checks the result (its sentence names the wrong knob) and explains
// the whole rule set in its rules page, shown below the knobs.
import DraughtsCore
import DraughtsKit
import SwiftUI

struct RulesEditorView: View {
    @Bindable var editor: RulesEditorModel
    let presets: [PresetEntry]
    let play: (RuleSet) -> Void

    var body: some View {
        Form {
            Section {
                Menu {
                    ForEach(presets) { preset in
                        Button { editor.reset(to: preset) } label: { Text(verbatim: preset.name) }
                    }
                } label: {
                    Label { Text("rules.startFrom", bundle: .module) } icon: { Image(systemName: "arrow.counterclockwise") }
                }
            }
            Section {
                Picker(selection: $editor.draft.board) {
                    Text(verbatim: "8×8").tag(BoardSize.eight)
                    Text(verbatim: "10×10").tag(BoardSize.ten)
                } label: { knob("rules.board", "rules.board.help") }
                Toggle(isOn: $editor.draft.a1Playing) { knob("rules.a1Playing", "rules.a1Playing.help") }
                Stepper(value: $editor.draft.startRows, in: 1...4) {
                    knob("rules.startRows \(Int(editor.draft.startRows))", "rules.startRows.help")
                }
                Picker(selection: $editor.draft.first) {
                    Text("side.white", bundle: .module).tag(Side.white)
                    Text("side.black", bundle: .module).tag(Side.black)
                } label: { knob("rules.first", "rules.first.help") }
            } header: { Text("rules.section.board", bundle: .module) }
            Section {
                Toggle(isOn: $editor.draft.menCaptureBackwards) { knob("rules.menCaptureBackwards", "rules.menCaptureBackwards.help") }
                Toggle(isOn: $editor.draft.flyingKings) { knob("rules.flyingKings", "rules.flyingKings.help") }
                Toggle(isOn: $editor.draft.captureCompulsory) { knob("rules.captureCompulsory", "rules.captureCompulsory.help") }
                Picker(selection: $editor.draft.precedence) {
                    Text("rules.precedence.free", bundle: .module).tag(Precedence.free)
                    Text("rules.precedence.mostPieces", bundle: .module).tag(Precedence.mostPieces)
                    Text("rules.precedence.mostPiecesThenKings", bundle: .module).tag(Precedence.mostPiecesThenKings)
                    Text("rules.precedence.italian", bundle: .module).tag(Precedence.italian)
                    Text("rules.precedence.kingFirst", bundle: .module).tag(Precedence.kingFirst)
                } label: { knob("rules.precedence", "rules.precedence.help") }
                Toggle(isOn: $editor.draft.menCaptureKings) { knob("rules.menCaptureKings", "rules.menCaptureKings.help") }
                Picker(selection: $editor.draft.promotion) {
                    Text("rules.promotion.continueAsKing", bundle: .module).tag(PromotionInCapture.continueAsKing)
                    Text("rules.promotion.onlyAtEnd", bundle: .module).tag(PromotionInCapture.onlyAtEnd)
                    Text("rules.promotion.endsMove", bundle: .module).tag(PromotionInCapture.endsMove)
                } label: { knob("rules.promotion", "rules.promotion.help") }
                Picker(selection: $editor.draft.removal) {
                    Text("rules.removal.endOfMove", bundle: .module).tag(Removal.endOfMove)
                    Text("rules.removal.immediate", bundle: .module).tag(Removal.immediate)
                } label: { knob("rules.removal", "rules.removal.help") }
            } header: { Text("rules.section.captures", bundle: .module) }
            Section {
                Picker(selection: $editor.draft.numbering) {
                    Text("rules.numbering.topLeft", bundle: .module).tag(Numbering.topLeft)
                    Text("rules.numbering.italian", bundle: .module).tag(Numbering.italian)
                    Text("rules.numbering.spanish", bundle: .module).tag(Numbering.spanish)
                    Text("rules.numbering.algebraic", bundle: .module).tag(Numbering.algebraic)
                } label: { knob("rules.numbering", "rules.numbering.help") }
                Picker(selection: $editor.draft.captureSeparator) {
                    Text(verbatim: "x").tag("x")
                    Text(verbatim: ":").tag(":")
                } label: { knob("rules.separator", "rules.separator.help") }
            } header: { Text("rules.section.notation", bundle: .module) }
            Section {
                Stepper(value: $editor.draft.repetition, in: 2...5) {
                    knob("rules.repetition \(Int(editor.draft.repetition))", "rules.repetition.help")
                }
                Picker(selection: $editor.draft.drawKind) {
                    Text("rules.draw.fmjd", bundle: .module).tag(RulesDraft.DrawKind.fmjd)
                    Text("rules.draw.russian2022", bundle: .module).tag(RulesDraft.DrawKind.russian2022)
                    Text("rules.draw.fmjd64", bundle: .module).tag(RulesDraft.DrawKind.fmjd64)
                    Text("rules.draw.noProgress", bundle: .module).tag(RulesDraft.DrawKind.noProgress)
                } label: { knob("rules.draw", "rules.draw.help") }
                if editor.draft.drawKind == .fmjd || editor.draft.drawKind == .noProgress {
                    Stepper(value: $editor.draft.drawMoves, in: 1...200) {
                        knob("rules.draw.moves \(Int(editor.draft.drawMoves))", "rules.draw.moves.help")
                    }
                }
                if editor.draft.drawKind == .fmjd {
                    Stepper(value: $editor.draft.drawThreePieces, in: 1...200) {
                        knob("rules.draw.threePieces \(Int(editor.draft.drawThreePieces))", "rules.draw.threePieces.help")
                    }
                    Stepper(value: $editor.draft.drawTwoPieces, in: 1...200) {
                        knob("rules.draw.twoPieces \(Int(editor.draft.drawTwoPieces))", "rules.draw.twoPieces.help")
                    }
                }
            } header: { Text("rules.section.draws", bundle: .module) }
            Section {
                if let problem = editor.problem {
                    Label { Text(verbatim: problem) } icon: { Image(systemName: "exclamationmark.triangle") }
                        .foregroundStyle(.orange)
                }
                Button {
                    if let rules = editor.rules { play(rules) }
                } label: {
                    Text("rules.play", bundle: .module).frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!editor.isValid)
            }
            if let page = editor.explanation {
                Section {
                    PageContentView(page: page, tutorial: nil, labels: .numbers)
                } header: {
                    Text("rules.explained", bundle: .module)
                }
            }
        }
        .navigationTitle(Text("rules.title", bundle: .module))
    }

    /// A knob's name and the line that explains it.
    private func knob(_ title: LocalizedStringKey, _ help: LocalizedStringKey) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title, bundle: .module)
            Text(help, bundle: .module).font(.caption).foregroundStyle(.secondary)
        }
    }
}
