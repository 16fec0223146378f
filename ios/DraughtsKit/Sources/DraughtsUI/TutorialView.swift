// The tutorial: the core's pages (headings, styled paragraphs, lists,
// tables, diagrams drawn with the game's board view) and its lessons.
import DraughtsCore
import DraughtsKit
import SwiftUI

struct TutorialView: View {
    let tutorial: TutorialModel
    let open: (Route) -> Void

    var body: some View {
        List {
            Section {
                ForEach(tutorial.pages, id: \.id) { page in
                    Button { open(.page(page)) } label: { Text(verbatim: page.title) }
                }
            } header: { Text("tutorial.learn", bundle: .module) }
            Section {
                ForEach(tutorial.lessons, id: \.id) { lesson in
                    Button { open(.lesson(lesson)) } label: { Text(verbatim: lesson.title) }
                }
            } header: { Text("tutorial.lessons", bundle: .module) }
            Section {
                ForEach(tutorial.rulesPages, id: \.id) { page in
                    Button { open(.page(page)) } label: { Text(verbatim: page.title) }
                }
            } header: { Text("tutorial.variants", bundle: .module) }
        }
        .navigationTitle(Text("tutorial.title", bundle: .module))
    }
}

struct PageView: View {
    let page: TutorialPage
    let tutorial: TutorialModel
    let labels: SquareLabels

    var body: some View {
        ScrollView {
            PageContentView(page: page, tutorial: tutorial, labels: labels)
                .padding()
        }
        .navigationTitle(Text(verbatim: page.title))
    }
}

/// The blocks of a page (also used under the custom rules editor, where
/// diagrams are left out when no tutorial model is given).
struct PageContentView: View {
    let page: TutorialPage
    let tutorial: TutorialModel?
    let labels: SquareLabels

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(Array(page.blocks.enumerated()), id: \.offset) { _, block in
                blockView(block)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    @ViewBuilder
    private func blockView(_ block: PageBlock) -> some View {
        switch block {
        case let .heading(text):
            Text(verbatim: text).font(.title3.bold()).accessibilityAddTraits(.isHeader)
        case let .paragraph(spans):
            StyledText(spans: spans)
        case let .bulletList(items):
            VStack(alignment: .leading, spacing: 4) {
                ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                    HStack(alignment: .firstTextBaseline) {
                        Text(verbatim: "•").accessibilityHidden(true)
                        StyledText(spans: item)
                    }
                }
            }
        case let .table(header, rows):
            TableBlock(header: header, rows: rows)
        case let .diagram(diagram):
            if let tutorial {
                DiagramView(diagram: diagram, tutorial: tutorial, labels: labels)
            }
        }
    }
}

/// Styled runs from the core as one Text (bold, italic).
struct StyledText: View {
    let spans: [TextSpan]

    var body: some View {
        spans.reduce(Text(verbatim: "")) { acc, span in
            let t = Text(verbatim: span.text)
            switch span.style {
            case .plain: return acc + t
            case .bold: return acc + t.bold()
            case .italic: return acc + t.italic()
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

struct TableBlock: View {
    let header: [String]
    let rows: [[String]]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
            GridRow {
                ForEach(Array(header.enumerated()), id: \.offset) { _, cell in
                    Text(verbatim: cell).bold()
                }
            }
            Divider()
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                GridRow {
                    ForEach(Array(row.enumerated()), id: \.offset) { _, cell in
                        Text(verbatim: cell)
                    }
                }
            }
        }
        .font(.callout)
    }
}

/// A diagram: the board the core describes for the diagram's position, with
/// its highlights and arrows, and the caption.
struct DiagramView: View {
    let diagram: DiagramInfo
    let tutorial: TutorialModel
    let labels: SquareLabels

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if let snap = tutorial.board(for: diagram) {
                BoardView(
                    snapshot: snap,
                    labels: diagram.numbered ? labels : .none,
                    highlights: Set(diagram.highlights),
                    arrows: diagram.arrows,
                    interactive: false
                )
                .frame(maxWidth: 420)
            }
            StyledText(spans: diagram.caption).font(.callout).foregroundStyle(.secondary)
        }
    }
}

/// A lesson: the task, the board of the lesson's session, and the core's
/// verdict with its explanation.
struct LessonView: View {
    @Bindable var lesson: LessonModel
    let settings: SettingsModel
    @FocusState private var boardFocused: Bool

    init(lesson: LessonModel, settings: SettingsModel) {
        self.lesson = lesson
        self.settings = settings
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                StyledText(spans: lesson.lesson.task).font(.body)
                if let snap = lesson.snapshot {
                    BoardView(
                        snapshot: snap,
                        labels: settings.squareLabels,
                        highlights: Set(lesson.lesson.highlights),
                        interactive: lesson.verdict == nil,
                        directTouch: settings.directTouch,
                        onTap: { lesson.tap(square: $0) }
                    )
                    .focusable()
                    .focused($boardFocused)
                    .onKeyPress(.upArrow) { lesson.press(.up); return .handled }
                    .onKeyPress(.downArrow) { lesson.press(.down); return .handled }
                    .onKeyPress(.leftArrow) { lesson.press(.left); return .handled }
                    .onKeyPress(.rightArrow) { lesson.press(.right); return .handled }
                    .onKeyPress(.return) { lesson.press(.enter); return .handled }
                    .onKeyPress(.escape) { lesson.press(.escape); return .handled }
                }
                if let message = lesson.message {
                    Text(verbatim: message).foregroundStyle(.orange)
                }
                if let verdict = lesson.verdict {
                    Label {
                        Text(verbatim: verdict.explanation)
                    } icon: {
                        Image(systemName: verdict.correct ? "checkmark.circle.fill" : "xmark.circle.fill")
                            .foregroundStyle(verdict.correct ? .green : .red)
                    }
                    .accessibilityElement(children: .combine)
                    Button { lesson.restart() } label: { Text("lesson.again", bundle: .module) }
                        .buttonStyle(.bordered)
                }
                DisclosureGroup(isExpanded: $lesson.showSolution) {
                    Text(verbatim: lesson.lesson.solutions.joined(separator: ", "))
                        .font(.body.monospacedDigit())
                } label: {
                    Text("lesson.showSolution", bundle: .module)
                }
            }
            .padding()
        }
        .navigationTitle(Text(verbatim: lesson.lesson.title))
        .onChange(of: lesson.verdict) { _, verdict in
            guard let verdict else { return }
            AccessibilityNotification.Announcement(verdict.explanation).post()
        }
        .onAppear { boardFocused = true }
    }
}
