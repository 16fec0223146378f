// Move confirmation (a setting): the move made on the board waits, drawn on
// the board by the core, with its sentence and the core's two buttons.
import DraughtsCore
import DraughtsKit
import SwiftUI

/// "Play 32-28?" with Cancel and Confirm, labelled and enabled as the core says.
struct ConfirmMoveRow: View {
    let pending: PendingMoveView
    let confirm: @MainActor () -> Void
    let cancel: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "checkmark.circle").accessibilityHidden(true)
            Text(verbatim: pending.text).lineLimit(1).minimumScaleFactor(0.7)
            Spacer(minLength: 4)
            Button { cancel() } label: { Text(verbatim: pending.cancel.label) }
                .disabled(!pending.cancel.enabled)
            Button { confirm() } label: { Text(verbatim: pending.confirm.label).bold() }
                .disabled(!pending.confirm.enabled)
                .keyboardShortcut(.defaultAction)
        }
        .font(.footnote)
        .buttonStyle(.borderless)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@MainActor
private func heldMove(_ language: Language = .en) -> GameModel {
    let s = PreviewGames.session()
    let model = GameModel(port: LiveSession(session: s), storage: nil, language: language, autoFlip: false,
                          confirmMoves: true)
    // 32-28 made on the board (through the model, as a player's taps): the core holds it.
    for name in ["32", "28"] {
        if let square = try? parseSquare(rules: PreviewGames.international, text: name) {
            model.send(.tap(square: square))
        }
    }
    return model
}

#Preview("Game: a move held for confirmation") {
    PreviewGames.screen(heldMove())
}

#Preview("Game: a move held for confirmation · dark") {
    PreviewGames.screen(heldMove())
        .preferredColorScheme(.dark)
}

#Preview("Confirm move row · French") {
    let model = heldMove(.fr)
    return Group {
        if let pending = model.view?.pendingMove {
            ConfirmMoveRow(pending: pending, confirm: {}, cancel: {}).padding()
        }
    }
}
