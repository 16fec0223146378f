// The keyboard shortcuts of the game screen and the board's keys, as
// DraughtsKit lists them (GameShortcut, BoardKeyHelp).
import DraughtsCore
import DraughtsKit
import SwiftUI

struct ShortcutsHelp: View {
    var done: () -> Void = {}

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(GameShortcut.allCases, id: \.self) { shortcut in
                        if shortcut == .clock {
                            row(keys: shortcut.display, title: Text("shortcuts.clock", bundle: .module))
                        } else {
                            row(keys: shortcut.display, title: CommandLabel(command: shortcut.command).labelStyle(.titleOnly))
                        }
                    }
                } header: {
                    Text("shortcuts.game", bundle: .module)
                }
                Section {
                    ForEach(HomeShortcut.allCases, id: \.self) { shortcut in
                        switch shortcut {
                        case .archive: row(keys: shortcut.display, title: Text("archive.title", bundle: .module))
                        case .stats: row(keys: shortcut.display, title: Text("stats.title", bundle: .module))
                        }
                    }
                } header: {
                    Text("shortcuts.home", bundle: .module)
                }
                Section {
                    ForEach(BoardKeyHelp.allCases, id: \.self) { line in
                        row(keys: line.display, title: BoardKeyTitle(line: line))
                    }
                } header: {
                    Text("shortcuts.board", bundle: .module)
                }
            }
            .navigationTitle(Text("game.shortcuts", bundle: .module))
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(action: done) { Text("common.done", bundle: .module) }
                }
            }
        }
    }

    private func row(keys: String, title: some View) -> some View {
        HStack {
            title
            Spacer()
            Text(verbatim: keys)
                .font(.body.monospaced().weight(.semibold))
                .padding(.horizontal, 8)
                .padding(.vertical, 2)
                .background(RoundedRectangle(cornerRadius: 6).stroke(Color.secondary))
                .accessibilityHidden(true)
        }
        .accessibilityElement(children: .combine)
    }
}

struct BoardKeyTitle: View {
    let line: BoardKeyHelp

    var body: some View {
        switch line {
        case .arrows: Text("shortcuts.arrows", bundle: .module)
        case .diagonals: Text("shortcuts.diagonals", bundle: .module)
        case .enter: Text("shortcuts.enter", bundle: .module)
        case .escape: Text("shortcuts.escape", bundle: .module)
        }
    }
}
