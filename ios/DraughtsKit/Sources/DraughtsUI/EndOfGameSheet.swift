// The end of a game: the result and its reason in the core's words, then
// Rematch (colours swapped against the bot), New game, Export PDN (a share
// button over the core's PDN, which announces nothing) and Replay.
import DraughtsCore
import DraughtsKit
import SwiftUI

struct EndOfGameSheet: View {
    let end: EndOfGame
    let rematch: () -> Void
    let newGame: () -> Void
    let replay: () -> Void
    let close: () -> Void

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Image(systemName: icon)
                    .font(.system(size: 44))
                    .foregroundStyle(Color.accentColor)
                    .accessibilityHidden(true)
                Text(verbatim: end.text)
                    .font(.title3.weight(.semibold))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .accessibilityAddTraits(.isHeader)
                VStack(spacing: 10) {
                    if end.rematch {
                        Button(action: rematch) {
                            Label { Text("end.rematch", bundle: .module) } icon: { Image(systemName: "arrow.triangle.2.circlepath") }
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.borderedProminent)
                    }
                    Button(action: newGame) {
                        Label { Text("game.new", bundle: .module) } icon: { Image(systemName: "plus.circle") }
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                    if let pdn = end.pdn {
                        ShareLink(item: pdn, subject: Text("game.share.subject", bundle: .module)) {
                            Label { Text("game.export", bundle: .module) } icon: { Image(systemName: "square.and.arrow.up") }
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.bordered)
                    }
                    // Always offered, as on Android: the core's replay closes the sheet.
                    Button(action: replay) {
                        Label { Text("end.replay", bundle: .module) } icon: { Image(systemName: "clock.arrow.circlepath") }
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                }
                .controlSize(.large)
                .frame(maxWidth: 360)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle(Text("end.title", bundle: .module))
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(action: close) { Text("common.close", bundle: .module) }
                }
            }
        }
    }

    /// A trophy for a win, a balance for a draw.
    private var icon: String {
        end.outcome == .draw ? "equal.circle.fill" : "trophy.fill"
    }
}
