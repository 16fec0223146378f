// The sound of a move: a system sound (it follows the ring/silent switch),
// one for a move, another for a capture, a third at the end of the game.
// Which cue to play, and whether sounds are on, is the model's.
import DraughtsKit
import Foundation
#if canImport(AudioToolbox)
import AudioToolbox
#endif

enum MoveSound {
    static func play(_ kind: FeedbackKind) {
        #if os(iOS)
        AudioServicesPlaySystemSound(soundID(kind))
        #endif
    }

    #if os(iOS)
    /// Short system clicks: "Tock" for a move, "Tink" for a capture, and
    /// the "sent" swoosh at the end.
    private static func soundID(_ kind: FeedbackKind) -> SystemSoundID {
        switch kind {
        case .move: return 1104
        case .capture: return 1103
        case .gameOver: return 1001
        }
    }
    #endif
}
