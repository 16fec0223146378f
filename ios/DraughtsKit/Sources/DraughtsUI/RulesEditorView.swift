// Custom rules: the core's knobs (label, explanation, choices), starting
// from a preset. A choice goes to the core, which refuses an impossible
// combination with its reason; the core's rules page below explains the
// whole rule set.
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
                ForEach(editor.knobs, id: \.id) { knob in
                    Picker(selection: Binding(
                        get: { knob.current },
                        set: { editor.choose(knob.id, choice: $0) }
                    )) {
                        ForEach(Array(knob.choices.enumerated()), id: \.offset) { index, choice in
                            Text(verbatim: choice).tag(UInt32(index))
                        }
                    } label: {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(verbatim: knob.label)
                            Text(verbatim: knob.explanation).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            Section {
                if let problem = editor.problem {
                    Label { Text(verbatim: problem) } icon: { Image(systemName: "exclamationmark.triangle") }
                        .foregroundStyle(.orange)
                        .accessibilityAddTraits(.updatesFrequently)
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
                    PageContentView(page: page, labels: .inside)
                } header: {
                    Text("rules.explained", bundle: .module)
                }
            }
        }
        .navigationTitle(Text("rules.title", bundle: .module))
    }
}
