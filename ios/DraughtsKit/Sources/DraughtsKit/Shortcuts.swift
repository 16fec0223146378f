// The hardware keyboard: the game screen's shortcuts (⌘Z, ⇧⌘Z, F, H, N, P)
// and the board's keys (forwarded to the core's `key(key:)`), as the help
// screen lists them.
import DraughtsCore
import Foundation

/// A shortcut of the game screen.
public enum GameShortcut: CaseIterable, Hashable, Sendable {
    case undo, redo, flip, hint, newGame, clock

    /// The command the help screen names it by.
    public var command: GameCommand {
        switch self {
        case .undo: return .undo
        case .redo: return .redo
        case .flip: return .flip
        case .hint: return .hint
        case .newGame: return .newGame
        case .clock: return .pauseClock
        }
    }

    /// The commands it runs: P pauses a running clock and resumes a paused
    /// one (the bar shows one of the two at a time).
    public var commands: [GameCommand] {
        self == .clock ? [.pauseClock, .resumeClock] : [command]
    }

    /// The shortcut of a command, if it has one.
    public static func of(_ command: GameCommand) -> GameShortcut? {
        allCases.first { $0.commands.contains(command) }
    }

    /// The key, lower case (SwiftUI's `KeyEquivalent`).
    public var key: Character {
        switch self {
        case .undo, .redo: return "z"
        case .flip: return "f"
        case .hint: return "h"
        case .newGame: return "n"
        case .clock: return "p"
        }
    }

    /// Held with ⌘ (and ⇧ for redo).
    public var usesCommand: Bool { self == .undo || self == .redo }
    public var shift: Bool { self == .redo }

    /// As the help screen and menus write it: "⌘Z", "⇧⌘Z", "F".
    public var display: String {
        (shift ? "⇧" : "") + (usesCommand ? "⌘" : "") + String(key).uppercased()
    }
}

/// A shortcut of the home screen: the archive and the statistics.
public enum HomeShortcut: CaseIterable, Hashable, Sendable {
    case archive, stats

    /// The key, lower case, held with ⇧⌘.
    public var key: Character {
        switch self {
        case .archive: return "a"
        case .stats: return "s"
        }
    }

    /// As the help screen writes it: "⇧⌘A".
    public var display: String { "⇧⌘" + String(key).uppercased() }
}

/// The board's keys, as the help screen lists them (the core maps each to a move of the cursor or a tap).
public enum BoardKeyHelp: CaseIterable, Hashable, Sendable {
    case arrows, diagonals, enter, escape

    public var display: String {
        switch self {
        case .arrows: return "← ↑ → ↓"
        case .diagonals: return "↖ ⇞ ↘ ⇟"
        case .enter: return "↩"
        case .escape: return "⎋"
        }
    }

    /// The core's keys this line stands for.
    public var keys: [Key] {
        switch self {
        case .arrows: return [.left, .up, .right, .down]
        case .diagonals: return [.upLeft, .upRight, .downLeft, .downRight]
        case .enter: return [.enter]
        case .escape: return [.escape]
        }
    }
}
