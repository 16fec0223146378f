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
                let list = tutorial.lessonList
                ForEach(Array(tutorial.lessons.enumerated()), id: \.element.id) { i, lesson in
                    let entry = list?.rows.first { $0.id == lesson.id }
                    Button { open(.lesson(lesson)) } label: {
                        LessonRowLabel(number: entry?.number ?? "\(i + 1)", title: lesson.title, solved: entry?.solved ?? false)
                    }
                    .accessibilityLabel(Text(verbatim: entry?.spoken ?? lesson.title))
                }
            } header: {
                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        Text("tutorial.lessons", bundle: .module)
                        Spacer()
                        if let summary = tutorial.lessonList?.summary {
                            Text(verbatim: summary).textCase(nil)
                        }
                    }
                    // The share solved, as a bar under the core's "Solved: 2/11".
                    if let list = tutorial.lessonList, list.count > 0 {
                        ProgressView(value: Double(list.solved), total: Double(list.count))
                            .accessibilityHidden(true)
                    }
                }
            }
            Section {
                ForEach(tutorial.rulesPages, id: \.id) { page in
                    Button { open(.page(page)) } label: { Text(verbatim: page.title) }
                }
            } header: { Text("tutorial.variants", bundle: .module) }
        }
        .navigationTitle(Text("tutorial.title", bundle: .module))
    }
}

/// A page; at its end the core's "Put it into practice" when it offers one
/// (the end of the tutorial), which opens the puzzles of its themes.
struct PageView: View {
    let page: TutorialPage
    let labels: SquareLabels
    var practice: PuzzlePractice?
    var onPractice: ((PuzzlePractice) -> Void)?

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                PageContentView(page: page, labels: labels)
                if let practice, let onPractice {
                    LessonButton(control: practice.control) { onPractice(practice) }
                        .frame(maxWidth: .infinity)
                }
            }
            .padding()
        }
        .navigationTitle(Text(verbatim: page.title))
    }
}

/// The blocks of a page (also used under the custom rules editor). The
/// core puts each diagram before its text; a regular width sets that text
/// beside it.
struct PageContentView: View {
    let page: TutorialPage
    let labels: SquareLabels
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    /// A regular width, or a phone turned sideways: the diagram goes beside its text.
    private var wide: Bool { sizeClass == .regular || verticalSizeClass == .compact }

    /// The blocks in rows: a diagram with the text after it, or one block.
    private var rows: [[PageBlock]] {
        var rows: [[PageBlock]] = []
        var i = 0
        let blocks = page.blocks
        while i < blocks.count {
            var row = [blocks[i]]
            i += 1
            if wide, case .diagram = row[0] {
                while i < blocks.count, blocks[i].isText {
                    row.append(blocks[i])
                    i += 1
                }
            }
            rows.append(row)
        }
        return rows
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                if row.count > 1 {
                    HStack(alignment: .top, spacing: 16) {
                        blockView(row[0])
                        VStack(alignment: .leading, spacing: 12) {
                            ForEach(Array(row.dropFirst().enumerated()), id: \.offset) { _, block in
                                blockView(block)
                            }
                        }
                    }
                } else {
                    blockView(row[0])
                }
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
            DiagramView(diagram: diagram, labels: labels)
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

/// A lesson in the list: its number in a tonal disc, a tick once solved,
/// and its title.
struct LessonRowLabel: View {
    let number: String
    let title: String
    let solved: Bool

    var body: some View {
        HStack(spacing: 12) {
            ZStack {
                Circle().fill(solved ? Color.accentColor : Color.accentColor.opacity(0.15))
                if solved {
                    Image(systemName: "checkmark").font(.caption.bold()).foregroundStyle(.white)
                } else {
                    Text(verbatim: number).font(.caption.bold()).foregroundStyle(Color.accentColor)
                }
            }
            .frame(width: 28, height: 28)
            .accessibilityHidden(true)
            Text(verbatim: title).foregroundStyle(.primary)
        }
    }
}

/// A diagram: the board the core made for it (pieces, marked squares as
/// targets, descriptions), its arrows, and the caption.
struct DiagramView: View {
    let diagram: DiagramInfo
    let labels: SquareLabels

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            BoardGrid(
                board: diagram.board,
                // Numbers inside wherever the text cites squares (the core's choice), whatever the game's setting.
                labels: diagram.numbered ? .inside : .none,
                arrows: diagram.arrows,
                interactive: false
            )
            .frame(maxWidth: 420)
            StyledText(spans: diagram.caption).font(.callout).foregroundStyle(.secondary)
        }
    }
}

/// A lesson: the task, the board of the lesson's session, and the core's
/// verdict with its explanation.
struct LessonView: View {
    @Bindable var lesson: LessonModel
    let settings: SettingsModel
    @FocusState var boardFocused: Bool
    /// A key was pressed since the last touch: only then are the focus marks drawn.
    @State var keyboardUsed = false

    /// "Put it into practice": opens the trainer on the lesson's themes.
    let onPractice: ((PuzzlePractice) -> Void)?

    init(lesson: LessonModel, settings: SettingsModel, onPractice: ((PuzzlePractice) -> Void)? = nil) {
        self.lesson = lesson
        self.settings = settings
        self.onPractice = onPractice
    }

    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        Group {
            if verticalSizeClass == .compact {
                // Landscape: the board on the left, the task and the verdict beside it.
                HStack(alignment: .top, spacing: 16) {
                    board.frame(maxHeight: .infinity)
                    ScrollView { panel.padding(.vertical) }.frame(maxWidth: 420)
                }
                .padding(.horizontal)
            } else {
                ScrollView {
                    VStack(alignment: .leading, spacing: 12) {
                        StyledText(spans: lesson.lesson.task).font(.body)
                        board
                        panel
                    }
                    .padding()
                }
            }
        }
        .navigationTitle(Text(verbatim: lesson.lesson.title))
        // The core's words for each input, with the verdict once there is one.
        .onChange(of: lesson.announcement) { _, new in
            guard let new else { return }
            if settings.announceMoves {
                AccessibilityNotification.Announcement(new.text).post()
            }
            lesson.announced()
        }
        .onAppear { boardFocused = true }
    }
}

/// A lesson button as the core labels it: prominent when the core puts it forward.
extension LessonView {
    @ViewBuilder
    var board: some View {
        if let screen = lesson.screen {
            BoardGrid(
                board: screen.board,
                labels: settings.squareLabels,
                interactive: screen.state == .solving,
                directTouch: settings.directTouch,
                showCursor: boardFocused && keyboardUsed,
                onTap: { keyboardUsed = false; lesson.send(.tap(square: $0)) }
            )
            .focusable()
            .focused($boardFocused)
            .boardKeys(screen.board) { keyboardUsed = true; lesson.send(.key(key: $0)) }
        }
    }

    /// The task (beside the board in landscape), the verdict, the buttons and the solution.
    var panel: some View {
        VStack(alignment: .leading, spacing: 12) {
            if verticalSizeClass == .compact {
                StyledText(spans: lesson.lesson.task).font(.body)
            }
            if let screen = lesson.screen {
                if let headline = screen.headline {
                    Label {
                        Text(verbatim: headline).bold()
                    } icon: {
                        Image(systemName: screen.state == .solved ? "checkmark.circle.fill" : "xmark.circle.fill")
                            .foregroundStyle(screen.state == .solved ? Color.accentColor : Color.red)
                    }
                }
                if let note = screen.note {
                    Text(verbatim: note).accessibilityHidden(true)
                }
                HStack {
                    // Try again only once there is an attempt to try again.
                    if screen.controls.retry.enabled {
                        LessonButton(control: screen.controls.retry) { lesson.send(.retry) }
                    }
                    LessonButton(control: screen.controls.next) { lesson.send(.next) }
                }
                if screen.controls.practice.offered, let practice = screen.practice, let onPractice {
                    LessonButton(control: screen.controls.practice) { onPractice(practice) }
                }
            }
            if let message = lesson.message {
                Text(verbatim: message).foregroundStyle(.orange)
            }
            DisclosureGroup(isExpanded: $lesson.showSolution) {
                Text(verbatim: lesson.lesson.solutions.joined(separator: ", "))
                    .font(.body.monospacedDigit())
            } label: {
                Text("lesson.showSolution", bundle: .module)
            }
        }
    }
}

private struct LessonButton: View {
    let control: ControlView
    let action: () -> Void

    var body: some View {
        if control.offered {
            Button(action: action) { Text(verbatim: control.label) }
                .buttonStyle(.borderedProminent).disabled(!control.enabled)
        } else {
            Button(action: action) { Text(verbatim: control.label) }
                .buttonStyle(.bordered).disabled(!control.enabled)
        }
    }
}

private extension PageBlock {
    /// A paragraph or a list: the text that goes with the diagram above it.
    var isText: Bool {
        switch self {
        case .paragraph, .bulletList: return true
        default: return false
        }
    }
}
