// Home: continue the saved game; a new game over every preset (its name and
// one-line description come from the core); custom rules from a preset; the
// mode (two players, or against the bot with its level and colour).
import DraughtsCore
import DraughtsKit
import SwiftUI

struct HomeView: View {
    @Bindable var app: AppModel
    @Bindable var home: HomeModel
    let open: (Route) -> Void
    /// Starts a game with these rules (asking first if one is in progress).
    let start: (RuleSet) -> Void

    var body: some View {
        List {
            if let game = app.game {
                Section {
                    Button { open(.game) } label: {
                        VStack(alignment: .leading) {
                            Text("home.continue", bundle: .module).font(.headline)
                            if let view = game.view {
                                // The core's one-line summary: variant, mode, move, result.
                                Text(verbatim: view.summary)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
            Section {
                Picker(selection: $home.mode) {
                    Text("mode.versusBot", bundle: .module).tag(GameMode.versusBot)
                    Text("mode.twoPlayers", bundle: .module).tag(GameMode.twoPlayers)
                } label: {
                    Text("mode.title", bundle: .module)
                }
                .pickerStyle(.segmented)
                if home.mode == .versusBot {
                    Picker(selection: $home.level) {
                        ForEach(home.levels, id: \.number) { level in
                            Text(verbatim: "\(level.number) · \(level.name)").tag(level.number)
                        }
                    } label: {
                        Text("mode.level", bundle: .module)
                    }
                    Picker(selection: $home.colour) {
                        Text("mode.colour.white", bundle: .module).tag(ColourChoice.white)
                        Text("mode.colour.black", bundle: .module).tag(ColourChoice.black)
                    } label: {
                        Text("mode.colour", bundle: .module)
                    }
                }
            } header: {
                Text("home.mode", bundle: .module)
            }
            Section {
                ForEach(home.presets) { preset in
                    PresetRow(preset: preset) {
                        start(preset.info.rules)
                    } customize: {
                        open(.rulesEditor(preset))
                    }
                }
            } header: {
                Text("home.newGame", bundle: .module)
            } footer: {
                Text("home.newGame.footer", bundle: .module)
            }
            Section {
                Button { open(.tutorial) } label: {
                    Label { Text("home.tutorial", bundle: .module) } icon: { Image(systemName: "book") }
                }
                Button { open(.settings) } label: {
                    Label { Text("home.settings", bundle: .module) } icon: { Image(systemName: "gearshape") }
                }
            }
        }
        .navigationTitle(Text("app.title", bundle: .module))
        .alert(Text("home.restoreFailed", bundle: .module), isPresented: Binding(
            get: { app.restoreProblem != nil },
            set: { if !$0 { app.dismissRestoreProblem() } }
        )) {
            Button { app.dismissRestoreProblem() } label: { Text("common.ok", bundle: .module) }
        } message: {
            Text(verbatim: app.restoreProblem ?? "")
        }
    }
}

struct PresetRow: View {
    let preset: PresetEntry
    let play: () -> Void
    let customize: () -> Void

    var body: some View {
        HStack(alignment: .top) {
            Button(action: play) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(verbatim: preset.name).font(.headline)
                    Text(verbatim: preset.summary)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .buttonStyle(.plain)
            .accessibilityHint(Text("home.preset.hint", bundle: .module))
            Button(action: customize) {
                Image(systemName: "slider.horizontal.3")
            }
            .buttonStyle(.borderless)
            .accessibilityLabel(Text("home.customize \(preset.name)", bundle: .module))
        }
    }
}
