// The end of a game, as a card on the game screen (never over the move
// list): the score in the variant's style, the headline and the reason,
// then the core's buttons in its order (Rematch first, then Analyse, Share
// the PDN, New game), and a close button. Every word is the core's; the
// winner's mark is in the players' strips. Colours: the app's Material roles.
import DraughtsCore
import DraughtsKit
import SwiftUI

struct EndOfGameCard: View {
    let end: EndOfGame
    let rematch: () -> Void
    let analyse: () -> Void
    let newGame: () -> Void
    let close: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .center, spacing: 12) {
                Text(verbatim: end.score)
                    .font(.title.weight(.bold).monospacedDigit())
                    .foregroundStyle(Color(role: BrandColors.primary))
                VStack(alignment: .leading, spacing: 2) {
                    Text(verbatim: end.headline)
                        .font(.headline)
                        .lineLimit(1)
                    Text(verbatim: end.why)
                        .font(.subheadline)
                        .foregroundStyle(Color(role: BrandColors.onSurfaceVariant))
                        .lineLimit(2)
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel(Text(verbatim: "\(end.score), \(end.text)"))
                .accessibilityAddTraits(.isHeader)
                Spacer(minLength: 0)
                Button(action: close) {
                    Image(systemName: "xmark.circle.fill")
                        .font(.title2)
                        .foregroundStyle(.secondary)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(Text("common.close", bundle: .module))
            }
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {
                ForEach(end.actions, id: \.kind) { action in
                    button(action)
                }
            }
            .controlSize(.large)
        }
        .padding(12)
        // The app's raised surface, as the Android card: no system material over the wooden board's colours.
        .background(Color(role: BrandColors.surfaceContainerHigh), in: RoundedRectangle(cornerRadius: 16))
    }

    /// The core's control: prominent when it is put forward (Rematch).
    @ViewBuilder
    private func button(_ action: EndAction) -> some View {
        let label = Text(verbatim: action.control.label).lineLimit(1).frame(maxWidth: .infinity)
        Group {
            switch action.kind {
            case .share:
                if let pdn = end.pdn {
                    ShareLink(item: pdn, subject: Text("game.share.subject", bundle: .module)) { label }
                } else {
                    Button(action: {}) { label }.disabled(true)
                }
            case .rematch: Button(action: rematch) { label }
            case .analyse: Button(action: analyse) { label }
            case .newGame: Button(action: newGame) { label }
            }
        }
        .disabled(!action.control.enabled)
        .modifier(Prominence(offered: action.control.offered))
    }
}

/// Filled for the button the core puts forward, bordered for the others.
private struct Prominence: ViewModifier {
    let offered: Bool

    func body(content: Content) -> some View {
        if offered {
            content.buttonStyle(.borderedProminent)
        } else {
            content.buttonStyle(.bordered)
        }
    }
}
