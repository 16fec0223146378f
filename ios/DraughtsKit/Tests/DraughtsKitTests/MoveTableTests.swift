// The move table and the replay bar as the game screen draws them: the
// core's rows with their cells resolved, and its steps.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Game screen: move table and replay bar")
struct MoveTableTests {
    @Test("the table's cells are the core's moves, in the core's columns; an empty cell stays empty")
    func rows() {
        let moves = [Fixture.move(0, "11-15"), Fixture.move(1, "23-19"), Fixture.move(2, "9-14")]
        let table = MoveTable(columns: [.black, .white], headings: ["Black", "White"], rows: [
            MoveRow(number: "1.", cells: [0, 1]),
            MoveRow(number: "2.", cells: [2, nil]),
        ], currentRow: 1, label: "Moves", emptyText: nil)
        let view = Fixture.view(plies: 3).with(moves: moves, moveTable: table)
        let rows = MoveTableRows(view: view)
        #expect(rows.headings == ["Black", "White"])
        #expect(rows.rows.map(\.number) == ["1.", "2."])
        #expect(rows.rows[0].cells.map { $0?.text } == ["11-15", "23-19"])
        #expect(rows.rows[1].cells.map { $0?.text } == ["9-14", nil])
        #expect(rows.currentRow == 1 && rows.emptyText == nil)
    }

    @Test("the bar's steps and Back to the game are the core's")
    func bar() {
        let bar = ReplayBar(view: Fixture.view())
        for step in ReplayBar.Step.allCases {
            #expect(bar.step(step).plies == nil && !bar.step(step).control.enabled)
        }
        #expect(bar.step(.previous).control.label == "Previous move")
        #expect(bar.backToGame == nil, "not offered outside a replay")
        #expect(!bar.shown, "a bar no step of which can act is not drawn (the core's shown)")
        #expect(MoveTableRows(view: Fixture.view()).emptyText == "No moves yet")
    }

    @Test("a hidden replay bar gives its row to the move table in the column, not in the side panel")
    func hiddenBarRow() {
        let column = GameLayout(width: 390, height: 753)
        #expect(column.tableHeight(replayBarShown: true) == column.tableHeight)
        #expect(column.tableHeight(replayBarShown: false)
            == column.tableHeight + GameLayout.Row.replayBar + GameLayout.Row.spacing)
        let side = GameLayout(width: 1180, height: 746)
        #expect(side.tableHeight(replayBarShown: false) == side.tableHeight, "the panel's table fills it anyway")
    }
}
