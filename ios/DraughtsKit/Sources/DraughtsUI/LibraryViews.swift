// The archive of finished games and the statistics, as the core's library
// writes them: the filters (variant, opponent) and their labels, each row's
// date, variant, opponent, result (coloured by the core's standing),
// outcome, reason and length, the count and the empty text; the
// statistics' sections, one per variant, and their rows. Rows open the game for replay,
// share it (or all) as the core's PDN, or delete it.
import DraughtsCore
import DraughtsKit
import SwiftUI
import UniformTypeIdentifiers

/// Keeps one archive model for the life of the screen.
struct ArchiveHost: View {
    let library: LibraryModel
    let open: (ArchiveRow) -> Void
    let stats: () -> Void
    /// Opens a game in the analysis board.
    var analyse: (ArchiveRow) -> Void = { _ in }
    /// Opens the PDN import screen.
    var openPdn: () -> Void = {}
    @State private var model: ArchiveModel?

    var body: some View {
        Group {
            if let model {
                ArchiveView(model: model, open: open, stats: stats, analyse: analyse, openPdn: openPdn)
            } else {
                ProgressView()
            }
        }
        .onAppear {
            if let model { model.load() } else { model = library.makeArchive() }
        }
    }
}

struct ArchiveView: View {
    @Bindable var model: ArchiveModel
    let open: (ArchiveRow) -> Void
    let stats: () -> Void
    var analyse: (ArchiveRow) -> Void = { _ in }
    var openPdn: () -> Void = {}

    var body: some View {
        List {
            Section {
                // The filters as two compact menus, each showing its current choice.
                HStack(spacing: 8) {
                    Picker(selection: $model.variant) {
                        Text(verbatim: model.page.allVariants).tag(String?.none)
                        ForEach(model.page.variants, id: \.id) { choice in
                            Text(verbatim: choice.label).tag(Optional(choice.id))
                        }
                    } label: {
                        Text("archive.variant", bundle: .module)
                    }
                    .pickerStyle(.menu)
                    .labelsHidden()
                    .accessibilityLabel(Text("archive.variant", bundle: .module))
                    Picker(selection: $model.opponent) {
                        Text(verbatim: model.page.allOpponents).tag(String?.none)
                        ForEach(model.page.opponents, id: \.id) { choice in
                            Text(verbatim: choice.label).tag(Optional(choice.id))
                        }
                    } label: {
                        Text("archive.opponent", bundle: .module)
                    }
                    .pickerStyle(.menu)
                    .labelsHidden()
                    .accessibilityLabel(Text("archive.opponent", bundle: .module))
                    Spacer(minLength: 0)
                }
            } footer: {
                Text(verbatim: model.page.countText)
            }
            Section {
                if model.page.rows.isEmpty {
                    Text(verbatim: model.page.emptyText)
                        .foregroundStyle(.secondary)
                }
                ForEach(model.page.rows, id: \.id) { row in
                    Button { open(row) } label: { ArchiveRowView(row: row) }
                        .buttonStyle(.plain)
                        .swipeActions {
                            Button(role: .destructive) { model.delete(row) } label: {
                                Label { Text("library.delete", bundle: .module) } icon: { Image(systemName: "trash") }
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button { analyse(row) } label: {
                                Label { Text("end.analyse", bundle: .module) } icon: { Image(systemName: "magnifyingglass") }
                            }
                        }
                        .contextMenu {
                            Button { analyse(row) } label: {
                                Label { Text("end.analyse", bundle: .module) } icon: { Image(systemName: "magnifyingglass") }
                            }
                            ShareLink(item: model.pdn(of: [row]), subject: Text("game.share.subject", bundle: .module)) {
                                Label { Text("archive.share", bundle: .module) } icon: { Image(systemName: "square.and.arrow.up") }
                            }
                            Button(role: .destructive) { model.delete(row) } label: {
                                Label { Text("library.delete", bundle: .module) } icon: { Image(systemName: "trash") }
                            }
                        }
                        .accessibilityAction(named: Text("library.delete", bundle: .module)) { model.delete(row) }
                        .accessibilityAction(named: Text("end.analyse", bundle: .module)) { analyse(row) }
                }
            }
            if let problem = model.problem {
                Label { Text(verbatim: problem) } icon: { Image(systemName: "exclamationmark.triangle.fill") }
                    .foregroundStyle(.orange)
            }
        }
        .frame(maxWidth: 720)
        .frame(maxWidth: .infinity)
        .navigationTitle(Text("archive.title", bundle: .module))
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                // The core says what Share all exports (the filtered page) and
                // whether it is offered; the PDN is built when the sheet asks.
                ShareLink(
                    item: PagePdn(build: model.pagePdn()),
                    subject: Text("game.share.subject", bundle: .module),
                    preview: SharePreview(Text(verbatim: model.page.shareAll.label))
                ) {
                    Label { Text(verbatim: model.page.shareAll.label) } icon: { Image(systemName: "square.and.arrow.up.on.square") }
                }
                .disabled(!model.page.shareAll.enabled)
            }
            ToolbarItem(placement: .primaryAction) {
                Button(action: stats) {
                    Label { Text("stats.title", bundle: .module) } icon: { Image(systemName: "chart.bar") }
                }
                .keyboardShortcut(KeyEquivalent(HomeShortcut.stats.key), modifiers: [.command, .shift])
            }
            ToolbarItem(placement: .secondaryAction) {
                Button(action: openPdn) {
                    Label { Text("import.open", bundle: .module) } icon: { Image(systemName: "doc.text") }
                }
            }
        }
    }
}

/// One finished game: the result large, the outcome and reason, then the
/// date, variant, opponent and length; VoiceOver reads the core's line.
struct ArchiveRowView: View {
    let row: ArchiveRow

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            ScoreBadge(result: row.result, standing: row.standing)
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: row.outcome).font(.subheadline.weight(.semibold))
                if !row.reason.isEmpty {
                    Text(verbatim: row.reason).font(.footnote).foregroundStyle(.secondary).lineLimit(2)
                }
                Text(verbatim: [row.date, row.variant, row.opponent, row.length].filter { !$0.isEmpty }.joined(separator: " · "))
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
            Spacer(minLength: 0)
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: row.spoken))
        .accessibilityAddTraits(.isButton)
    }
}

/// The score in a badge coloured by how the game went for the player, as
/// the core says: green won, red lost, grey drawn, tonal when neither side
/// was the player's, only outlined while unfinished. The outcome word beside
/// it says the same without colour.
struct ScoreBadge: View {
    let result: String
    let standing: Standing

    private var fill: Color {
        switch standing {
        case .won: .green
        case .lost: .red
        case .drawn: .gray
        case .decided: Color.accentColor.opacity(0.14)
        case .unfinished: .clear
        }
    }

    private var ink: Color {
        switch standing {
        case .won, .lost, .drawn: .white
        case .decided: Color.accentColor
        case .unfinished: .secondary
        }
    }

    var body: some View {
        Text(verbatim: result)
            .font(.headline.monospacedDigit())
            .foregroundStyle(ink)
            .frame(width: 52, height: 40)
            .background(fill, in: RoundedRectangle(cornerRadius: 10))
            .overlay {
                if standing == .unfinished {
                    RoundedRectangle(cornerRadius: 10).strokeBorder(.secondary, lineWidth: 1)
                }
            }
    }
}

/// Keeps one statistics model for the life of the screen.
struct StatsHost: View {
    let library: LibraryModel
    @State private var model: StatsModel?

    var body: some View {
        Group {
            if let model {
                StatsView(model: model)
            } else {
                ProgressView()
            }
        }
        .onAppear {
            if let model { model.load() } else { model = library.makeStats() }
        }
    }
}

/// The core's statistics: a section per variant played, its heading the
/// variant; in it one card per group (all levels, each level, two people),
/// the counts as a small table and the streak beside the title; VoiceOver
/// reads each card as the core's sentence.
struct StatsView: View {
    let model: StatsModel

    var body: some View {
        ScrollView {
            if model.sections.isEmpty {
                Text(verbatim: model.emptyText)
                    .foregroundStyle(.secondary)
                    .padding()
            } else {
                // One card per core row, under its variant; two columns when the width allows.
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 300), spacing: 12)], alignment: .leading, spacing: 12) {
                    ForEach(model.sections, id: \.title) { section in
                        Section {
                            ForEach(section.rows, id: \.title) { line in
                                StatsCard(line: line)
                            }
                        } header: {
                            Text(verbatim: section.title)
                                .font(.headline)
                                .foregroundStyle(Color.accentColor)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.top, 8)
                                .accessibilityAddTraits(.isHeader)
                        }
                    }
                }
                .padding()
                .frame(maxWidth: 960)
                .frame(maxWidth: .infinity)
            }
        }
        .navigationTitle(Text("stats.title", bundle: .module))
    }
}

/// One statistics row as a card: its title with the streak beside it, the
/// four counts as a small table; VoiceOver reads the core's sentence.
struct StatsCard: View {
    let line: StatsRow

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 8) {
                Text(verbatim: line.title).font(.subheadline.weight(.semibold))
                Spacer(minLength: 0)
                if !line.streak.isEmpty {
                    Text(verbatim: line.streak)
                        .font(.footnote)
                        .lineLimit(1)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 3)
                        .background(Color.accentColor.opacity(0.14), in: RoundedRectangle(cornerRadius: 12))
                }
            }
            HStack(spacing: 6) {
                cell(line.played, Text("stats.played", bundle: .module))
                cell(line.won, Text("stats.won", bundle: .module))
                cell(line.drawn, Text("stats.drawn", bundle: .module))
                cell(line.lost, Text("stats.lost", bundle: .module))
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: line.spoken))
    }

    private func cell(_ n: UInt32, _ label: Text) -> some View {
        VStack(spacing: 2) {
            Text(verbatim: "\(n)").font(.title3.bold().monospacedDigit())
            label.font(.caption2).foregroundStyle(.secondary).lineLimit(1)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 8)
        .background(Color.accentColor.opacity(0.08), in: RoundedRectangle(cornerRadius: 10))
    }
}

/// A PDN text built only when the share sheet asks for it, not at every redraw.
struct PagePdn: Transferable {
    let build: @Sendable () -> String

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .plainText) { item in Data(item.build().utf8) }
    }
}
