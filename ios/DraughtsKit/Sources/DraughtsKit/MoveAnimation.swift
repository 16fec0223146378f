// The animation of the move just played: the piece slides square by square
// along the core's path (a multi-capture jump by jump), and each piece it
// takes fades once it is jumped. The board already shows the new position:
// the animation is drawn over it, takes no taps, and is skipped when the
// system asks for reduced motion. Nothing here decides a move: the path,
// the captured squares and the pieces come from the core's snapshots. The
// speed is the player's setting, never scaled by the system's.
import DraughtsCore
import Foundation

public struct MoveAnimation: Equatable, Sendable {
    /// The seq of the core's `.moved` event (one animation per move).
    public let seq: UInt64
    /// The piece as it starts moving (see `movingPiece(at:)`).
    public let piece: PieceInfo
    /// The index in `squares` from which the piece is drawn crowned.
    public let crownsAt: Int?
    /// The start square, then each landing square still to animate.
    public let squares: [UInt32]
    /// The pieces taken, with the hop after which each fades.
    public let captured: [Captured]
    /// One hop (a slide, or one jump of a capture).
    public let hop: TimeInterval
    /// How long a taken piece takes to fade.
    public let fade: TimeInterval
    /// When it started (the model's clock).
    public let start: Date

    public struct Captured: Equatable, Sendable {
        public let square: UInt32
        public let piece: PieceInfo
        /// Seconds from the start when it begins to fade.
        public let fadeStart: TimeInterval
    }

    /// One slide by default: 160 ms, the "fast" setting (`AnimationSpeed`),
    /// as the Android app (the design asks for about 150 to 250 ms).
    public static let hopDuration: TimeInterval = 0.16
    public static let fadeDuration: TimeInterval = 0.15

    public var hops: Int { max(squares.count - 1, 0) }

    /// From the start until the last piece has faded.
    public var duration: TimeInterval {
        max(Double(hops) * hop, captured.map { $0.fadeStart + fade }.max() ?? 0)
    }

    /// Where things are `t` seconds after the start.
    public struct Frame: Equatable, Sendable {
        /// The hop under way: from one square to the next, and how far (0...1, eased).
        public let from: UInt32
        public let to: UInt32
        public let progress: Double
        /// Opacity of each taken piece, in `captured` order.
        public let capturedOpacity: [Double]
        /// Past the end: draw the board alone.
        public let finished: Bool
    }

    public func frame(at t: TimeInterval) -> Frame {
        let opacities = captured.map { c in
            min(max(1 - (t - c.fadeStart) / fade, 0), 1)
        }
        guard let first = squares.first, let last = squares.last else {
            return Frame(from: 0, to: 0, progress: 1, capturedOpacity: opacities, finished: true)
        }
        if t >= duration || hops == 0 {
            return Frame(from: last, to: last, progress: 1, capturedOpacity: opacities, finished: t >= duration)
        }
        if t <= 0 {
            return Frame(from: first, to: squares[min(1, squares.count - 1)], progress: 0,
                         capturedOpacity: opacities, finished: false)
        }
        let index = min(Int(t / hop), hops - 1)
        let linear = min((t - Double(index) * hop) / hop, 1)
        return Frame(from: squares[index], to: squares[index + 1], progress: Self.ease(linear),
                     capturedOpacity: opacities, finished: false)
    }

    /// Whether the piece on `square` is drawn by the animation (not the board)
    /// at time `t`: the moving piece's final square until the slide ends.
    public func hidesPiece(on square: UInt32, at t: TimeInterval) -> Bool {
        square == squares.last && sliding(at: t)
    }

    /// The moving piece is still on its way at time `t`.
    public func sliding(at t: TimeInterval) -> Bool {
        t < Double(hops) * hop
    }

    /// Ease in and out.
    static func ease(_ x: Double) -> Double {
        x * x * (3 - 2 * x)
    }

    /// The core's plan of the move just played (`GameView.animation`):
    /// the squares it hops through, the taken pieces with the step at
    /// which each fades, and the step from which the piece is crowned.
    public init(
        plan: DraughtsCore.MoveAnimation, start: Date,
        hop: TimeInterval = hopDuration, fade: TimeInterval = fadeDuration
    ) {
        seq = plan.seq
        piece = plan.piece
        squares = plan.squares
        captured = plan.fades.map {
            Captured(square: $0.square, piece: $0.piece, fadeStart: Double($0.step) * hop)
        }
        crownsAt = plan.crownsAt.map(Int.init)
        self.hop = hop
        self.fade = fade
        self.start = start
    }

    /// The moving piece as drawn at time `t`: crowned once it has reached
    /// the square where the core says it is crowned.
    public func movingPiece(at t: TimeInterval) -> PieceInfo {
        guard let crownsAt, t >= Double(crownsAt) * hop else { return piece }
        return PieceInfo(side: piece.side, kind: .king)
    }
}
