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
                Toggle(isOn: $settings.confirmMoves) {
                    VStack(alignment: .leading) {
                        Text("settings.confirmMoves", bundle: .module)
                        Text("settings.confirmMoves.help", bundle: .module).font(.caption).foregroundStyle(.secondary)
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
        .onChange(of: settings.confirmMoves) { _, _ in changed() }
        .onChange(of: settings.botLevel) { _, _ in changed() }
        .onChange(of: settings.sounds) { _, _ in changed() }
        .onChange(of: settings.moveInput) { _, _ in changed() }
        .onChange(of: settings.animation) { _, _ in changed() }
        .onChange(of: settings.haptics) { _, _ in changed() }
    }
}

/// The board's look in the settings: one row showing the current theme
/// and piece set (a swatch of the theme's squares) that opens the look
/// screen, and where the squares' names go.
struct BoardLookSection: View {
    @Bindable var settings: SettingsModel

    var body: some View {
        let language = settings.coreLanguage
        let theme = ((try? boardThemes(language: language)) ?? []).first { $0.id == settings.boardTheme }
        let set = ((try? pieceSets(language: language)) ?? []).first { $0.id == settings.pieceSet }
        Section {
            NavigationLink {
                BoardLookView(settings: settings)
            } label: {
                HStack(spacing: 12) {
                    if let theme { ThemeSwatch(theme: theme, columns: 4).frame(width: 36, height: 36) }
                    VStack(alignment: .leading) {
                        Text("settings.boardTheme", bundle: .module)
                        Text(verbatim: [theme?.name, set?.name].compactMap { $0 }.joined(separator: " · "))
                            .font(.callout).foregroundStyle(.secondary)
                    }
                }
            }
            Picker(selection: $settings.squareLabels) {
                Text("settings.labels.outside", bundle: .module).tag(SquareLabels.outside)
                Text("settings.labels.inside", bundle: .module).tag(SquareLabels.inside)
                Text("settings.labels.none", bundle: .module).tag(SquareLabels.none)
            } label: { Text("settings.labels", bundle: .module) }
        } header: { Text("settings.look", bundle: .module) }
    }
}

/// The look screen: a live preview board drawn with the current choices
/// (the core's preview position: men and kings of both colours, the last
/// move) above the lists (beside them in landscape) of the core's themes,
/// each with a strip of its squares, and piece sets, named in the app's
/// language; the one chosen carries a tick.
struct BoardLookView: View {
    @Bindable var settings: SettingsModel
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        let language = settings.coreLanguage
        let themes = (try? boardThemes(language: language)) ?? []
        let sets = (try? pieceSets(language: language)) ?? []
        let preview = Group {
            if let board = try? lookPreview(language: language) {
                BoardGrid(board: board, labels: settings.squareLabels, interactive: false)
                    .environment(\.boardLook, settings.boardLook)
                    .accessibilityHidden(true)
                    .padding()
            }
        }
        let lists = List {
            Section {
                ForEach(themes, id: \.id) { theme in
                    Button { settings.boardTheme = theme.id } label: {
                        HStack(spacing: 12) {
                            ThemeSwatch(theme: theme, columns: 6).frame(width: 72, height: 12)
                            Text(verbatim: theme.name).foregroundStyle(.primary)
                            Spacer()
                            if theme.id == settings.boardTheme { Image(systemName: "checkmark").foregroundStyle(Color.accentColor) }
                        }
                    }
                    .accessibilityAddTraits(theme.id == settings.boardTheme ? .isSelected : [])
                }
            } header: { Text("settings.boardTheme", bundle: .module) }
            Section {
                ForEach(sets, id: \.id) { set in
                    Button { settings.pieceSet = set.id } label: {
                        HStack {
                            Text(verbatim: set.name).foregroundStyle(.primary)
                            Spacer()
                            if set.id == settings.pieceSet { Image(systemName: "checkmark").foregroundStyle(Color.accentColor) }
                        }
                    }
                    .accessibilityAddTraits(set.id == settings.pieceSet ? .isSelected : [])
                }
            } header: { Text("settings.pieceSet", bundle: .module) }
        }
        Group {
            if verticalSizeClass == .compact {
                HStack(spacing: 0) {
                    preview.frame(maxWidth: .infinity)
                    lists.frame(maxWidth: 420)
                }
            } else {
                VStack(spacing: 0) {
                    preview.frame(maxHeight: 300)
                    lists
                }
            }
        }
        .navigationTitle(Text("settings.look", bundle: .module))
    }
}

/// A board theme in small: squares of its two colours, `columns` across.
struct ThemeSwatch: View {
    let theme: BoardThemeInfo
    let columns: Int

    var body: some View {
        Canvas { context, size in
            let side = size.width / CGFloat(columns)
            let rows = max(1, Int((size.height / side).rounded(.up)))
            for r in 0..<rows {
                for c in 0..<columns {
                    let rect = CGRect(x: CGFloat(c) * side, y: CGFloat(r) * side, width: side + 0.5, height: side + 0.5)
                    context.fill(Path(rect), with: .color((r + c) % 2 == 0 ? light : dark))
                }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 4))
        .accessibilityHidden(true)
    }

    private var light: Color { Color(argb: theme.light) }
    private var dark: Color { Color(argb: theme.dark) }
}
