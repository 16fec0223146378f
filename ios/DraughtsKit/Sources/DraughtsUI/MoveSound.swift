// The app's own sounds (Resources/Sounds, made by tools/sounds): one per cue
// the core names (move, capture, crowning, end of game). Whether to play is
// the model's (the Sounds setting); the player keeps each sound loaded.
import DraughtsKit
import Foundation
#if canImport(AVFoundation)
import AVFoundation
#endif

@MainActor
enum MoveSound {
    static func play(_ kind: FeedbackKind) {
        #if canImport(AVFoundation)
        guard let player = players[kind] ?? load(kind) else { return }
        player.currentTime = 0
        player.play()
        #endif
    }

    #if canImport(AVFoundation)
    private static var players: [FeedbackKind: AVAudioPlayer] = [:]

    /// The bundled WAV of a cue, ready to play; nil if it cannot be read.
    private static func load(_ kind: FeedbackKind) -> AVAudioPlayer? {
        let name = fileName(kind)
        guard let url = Bundle.module.url(forResource: name, withExtension: "wav")
                ?? Bundle.module.url(forResource: name, withExtension: "wav", subdirectory: "Sounds"),
              let player = try? AVAudioPlayer(contentsOf: url) else { return nil }
        player.prepareToPlay()
        players[kind] = player
        return player
    }
    #endif

    private static func fileName(_ kind: FeedbackKind) -> String {
        switch kind {
        case .move: return "move"
        case .capture: return "capture"
        case .crowning: return "crown"
        case .gameOver: return "game_end"
        }
    }
}
