// The PDN import screen, drawn from the core's snapshot: paste or open a
// file, the games as a list (searchable above 5 games), the reader's
// warnings and a refusal in words. A row opens its game on the analysis
// board. Reading the file and the clipboard is the platform's; what the
// text holds is the core's.
import DraughtsCore
import DraughtsKit
import SwiftUI
import UniformTypeIdentifiers

extension UTType {
    /// A PDN file (Portable Draughts Notation): declared in the app's
    /// Info.plist as an imported type, `.pdn`, conforming to plain text.
    static let pdn = UTType(importedAs: "org.draughts.pdn", conformingTo: .plainText)
}

struct ImportScreen: View {
    let model: ImportModel
    /// Opens a row's game on the analysis board.
    let open: (ImportRow) -> Void
    @State private var choosingFile = false
    @State private var fileProblem: String?

    var body: some View {
        list
            .frame(maxWidth: 720)
            .frame(maxWidth: .infinity)
            .navigationTitle(Text(verbatim: model.view.title))
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { choosingFile = true } label: {
                        Label { Text(verbatim: model.view.openFileLabel) } icon: { Image(systemName: "folder") }
                    }
                }
            }
            .fileImporter(isPresented: $choosingFile, allowedContentTypes: [.pdn, .plainText, .data]) { result in
                read(result)
            }
    }

    /// The list, with the search field only when the core shows it.
    @ViewBuilder private var list: some View {
        if model.view.searchShown {
            content.searchable(
                text: Binding(get: { model.view.query }, set: { model.search($0) }),
                prompt: Text(verbatim: model.view.searchHint)
            )
        } else {
            content
        }
    }

    private var content: some View {
        List {
            Section {
                PasteButton(payloadType: String.self) { strings in
                    if let text = strings.first {
                        model.paste(text: text)
                        openAtOnce()
                    }
                }
                TextField(
                    text: Binding(get: { model.text }, set: { model.read(text: $0) }),
                    prompt: Text(verbatim: model.view.textHint),
                    axis: .vertical
                ) {
                    Text(verbatim: model.view.textHint)
                }
                .lineLimit(3...6)
                .font(.footnote.monospaced())
                if let refusal = model.view.refusal ?? fileProblem {
                    Label { Text(verbatim: refusal) } icon: { Image(systemName: "exclamationmark.triangle.fill") }
                        .foregroundStyle(.red)
                }
            }
            if !model.view.rows.isEmpty || !model.view.noMatch.isEmpty {
                Section {
                    ForEach(model.view.rows, id: \.index) { row in
                        Button { open(row) } label: { ImportRowView(row: row) }
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel(Text(verbatim: row.spoken))
                            .accessibilityAddTraits(.isButton)
                    }
                    if !model.view.noMatch.isEmpty {
                        Text(verbatim: model.view.noMatch).foregroundStyle(.secondary)
                    }
                }
            }
            if !model.view.warnings.isEmpty {
                Section {
                    ForEach(Array(model.view.warnings.enumerated()), id: \.offset) { _, warning in
                        Text(verbatim: warning).font(.footnote).foregroundStyle(.secondary)
                    }
                } header: {
                    Text(verbatim: model.view.warningsHeading)
                }
            }
        }
    }

    /// A text or a file of one game: the core's answer opens it at once.
    private func openAtOnce() {
        if let row = model.rowToOpen { open(row) }
    }

    /// The picker's file: its bytes go to the core as they are.
    private func read(_ result: Result<URL, Error>) {
        switch result {
        case let .success(url):
            let scoped = url.startAccessingSecurityScopedResource()
            defer { if scoped { url.stopAccessingSecurityScopedResource() } }
            do {
                model.read(file: try Data(contentsOf: url))
                fileProblem = nil
                openAtOnce()
            } catch {
                fileProblem = error.localizedDescription
            }
        case let .failure(error):
            fileProblem = error.localizedDescription
        }
    }
}

/// One game: "White – Black" and the result, then the event, date and variant.
private struct ImportRowView: View {
    let row: ImportRow

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(verbatim: row.players).font(.headline)
                Spacer()
                Text(verbatim: row.result).monospacedDigit()
            }
            Text(verbatim: row.details)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// Keeps the app's import model for the life of the screen.
struct ImportHost: View {
    let app: AppModel
    let analyse: (ImportRow) -> Void

    var body: some View {
        Group {
            if let model = app.pdnImport {
                ImportScreen(model: model, open: analyse)
            } else {
                ProgressView()
            }
        }
        .onAppear {
            if app.pdnImport == nil { app.openImport() }
        }
    }
}
