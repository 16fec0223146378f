// Settings: language, the board's look (theme, pieces, labels, with a
// live preview board), appearance, pass-and-play turning,
// sounds and haptics, VoiceOver options and the default bot level.
import DraughtsCore
import DraughtsKit
import SwiftUI

struct SettingsView: View {
    @Bindable var settings: SettingsModel
    let levels: [BotLevel]
    let changed: () -> Void

    var body: some View {
        Form {
            Section {
                Picker(selection: $settings.language) {
                    Text("settings.language.system", bundle: .module).tag(LanguageChoice.system)
                    ForEach(appLanguages, id: \.tag) { language in
                        Text(verbatim: language.nativeName).tag(LanguageChoice.language(language))
                    }
                } label: { Text("settings.language", bundle: .module) }
            }
            BoardLookSection(settings: settings)
            Section {
                Picker(selection: $settings.appearance) {
                    Text("settings.appearance.system", bundle: .module).tag(Appearance.system)
                    Text("settings.appearance.light", bundle: .module).tag(Appearance.light)
                    Text("settings.appearance.dark", bundle: .module).tag(Appearance.dark)
                } label: { Text("settings.appearance", bundle: .module) }
                Toggle(isOn: $settings.autoFlip) {
                    VStack(alignment: .leading) {
                        Text("settings.autoFlip", bundle: .module)
                        Text("settings.autoFlip.help", bundle: .module).font(.caption).foregroundStyle(.secondary)
                    }
                }
                Toggle(isOn: $settings.takebackAsks) {
                    VStack(alignment: .leading) {
                        Text("settings.takebackAsks", bundle: .module)
                        Text("settings.takebackAsks.help", bundle: .module).font(.caption).foregroundStyle(.secondary)
                    }
                }
                Picker(selection: $settings.moveInput) {
                    Text("settings.moveInput.either", bundle: .module).tag(MoveInput.either)
                    Text("settings.moveInput.drag", bundle: .module).tag(MoveInput.drag)
                    Text("settings.moveInput.tap", bundle: .module).tag(MoveInput.tap)
                } label: { Text("settings.moveInput", bundle: .module) }
                Picker(selection: $settings.animation) {
                    Text("settings.animation.off", bundle: .module).tag(AnimationSpeed.off)
                    Text("settings.animation.fast", bundle: .module).tag(AnimationSpeed.fast)
                    Text("settings.animation.slow", bundle: .module).tag(AnimationSpeed.slow)
                } label: { Text("settings.animation", bundle: .module) }
            } header: { Text("settings.board", bundle: .module) }
            Section {
                Toggle(isOn: $settings.sounds) { Text("settings.sounds", bundle: .module) }
                Toggle(isOn: $settings.haptics) { Text("settings.haptics", bundle: .module) }
            } header: { Text("settings.feedback", bundle: .module) }
            Section {
                Toggle(isOn: $settings.directTouch) {
                    VStack(alignment: .leading) {
                        Text("settings.directTouch", bundle: .module)
                        Text("settings.directTouch.help", bundle: .module).font(.caption).foregroundStyle(.secondary)
                    }
                }
                Toggle(isOn: $settings.announceMoves) { Text("settings.announceMoves", bundle: .module) }
            } header: { Text("settings.accessibility", bundle: .module) }
            Section {
                Picker(selection: $settings.botLevel) {
                    ForEach(levels, id: \.number) { level in
                        Text(verbatim: "\(level.number) · \(level.name)").tag(level.number)
                    }
                } label: { Text("settings.botLevel", bundle: .module) }
            } header: { Text("settings.bot", bundle: .module) }
            Section {
                Text(verbatim: "Draughts core \((try? DraughtsCore.coreVersion()) ?? "?")")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle(Text("settings.title", bundle: .module))
        .onChange(of: settings.language) { _, _ in changed() }
        .onChange(of: settings.autoFlip) { _, _ in changed() }
        .onChange(of: settings.takebackAsks) { _, _ in changed() }
        .onChange(of: settings.botLevel) { _, _ in changed() }
        .onChange(of: settings.sounds) { _, _ in changed() }
        .onChange(of: settings.moveInput) { _, _ in changed() }
        .onChange(of: settings.animation) { _, _ in changed() }
        .onChange(of: settings.haptics) { _, _ in changed() }
    }
}

/// The board's look: a live preview board drawn with the current choices
/// (the core's preview position: men and kings of both colours, the last
/// move), then the core's themes and piece sets, named in the app's
/// language, and where the squares' names go.
struct BoardLookSection: View {
    @Bindable var settings: SettingsModel

    var body: some View {
        let language = settings.coreLanguage
        let themes = (try? boardThemes(language: language)) ?? []
        let sets = (try? pieceSets(language: language)) ?? []
        Section {
            if let preview = try? lookPreview(language: language) {
                BoardGrid(board: preview, labels: settings.squareLabels, interactive: false)
                    .frame(maxWidth: 280)
                    .frame(maxWidth: .infinity)
                    .environment(\.boardLook, settings.boardLook)
                    .accessibilityHidden(true)
            }
            Picker(selection: $settings.boardTheme) {
                ForEach(themes, id: \.id) { theme in
                    Text(verbatim: theme.name).tag(theme.id)
                }
            } label: { Text("settings.boardTheme", bundle: .module) }
            Picker(selection: $settings.pieceSet) {
                ForEach(sets, id: \.id) { set in
                    Text(verbatim: set.name).tag(set.id)
                }
            } label: { Text("settings.pieceSet", bundle: .module) }
            Picker(selection: $settings.squareLabels) {
                Text("settings.labels.outside", bundle: .module).tag(SquareLabels.outside)
                Text("settings.labels.inside", bundle: .module).tag(SquareLabels.inside)
                Text("settings.labels.none", bundle: .module).tag(SquareLabels.none)
            } label: { Text("settings.labels", bundle: .module) }
        } header: { Text("settings.look", bundle: .module) }
    }
}
