// The parts of the game screen as values the views draw as they are: which
// player strip goes above the board, the one status line, the line under it
// (a draw offer or the draw counter), the move strip, the bottom bar and its
// menu, the end-of-game sheet. Each is read off the core's GameView: the
// texts are the core's, and what is shown and enabled is its `offered` and `enabled`.
import DraughtsCore
import Foundation

/// The two player strips, in screen order: the side drawn at the top of
/// the board gets the strip above it.
public struct PlayerStrips: Equatable, Sendable {
    public let top: PlayerView
    public let bottom: PlayerView

    /// `nil` when the core did not send one strip per side.
    public init?(view: GameView) {
        guard let white = view.players.first(where: { $0.side == .white }),
              let black = view.players.first(where: { $0.side == .black })
        else { return nil }
        // The core's order: the side drawn at the top of the board first.
        if view.stripOrder.first == .white {
            top = white
            bottom = black
        } else {
            top = black
            bottom = white
        }
    }
}

extension PlayerStrips {
    /// Face to face: the top strip's player sits across the table, so the
    /// strip is drawn turned 180° (the core's `turned`).
    public var topTurned: Bool { top.turned }
    public var bottomTurned: Bool { bottom.turned }
}

/// The one line under the board.
public struct StatusLine: Equatable, Sendable {
    public enum Tone: Equatable, Sendable {
        /// Whose turn, the capture under way, the bot thinking.
        case plain
        /// The core refused the last input; the text says why.
        case refusal
        /// A call into the core failed (its sentence).
        case problem
        /// A past position is on screen (the core's replay banner).
        case replay
        /// The game is over (the core's result).
        case result
    }

    public let text: String
    public let tone: Tone
    /// Show "Back to the game" next to it (the core's `enabled.endReplay`).
    public let backToGame: Bool

    public init(text: String, tone: Tone, backToGame: Bool = false) {
        self.text = text
        self.tone = tone
        self.backToGame = backToGame
    }

    /// The core's one status line (`statusLine`: the replay banner, else
    /// the refusal of the last input, else the game's state); a call that
    /// failed takes its place.
    public init(view: GameView, message: String?) {
        if let message {
            self.init(text: message, tone: .problem)
            return
        }
        let line = view.statusLine
        switch line.tone {
        case .plain: self.init(text: line.text, tone: .plain)
        case .refusal: self.init(text: line.text, tone: .refusal)
        case .replay: self.init(text: line.text, tone: .replay, backToGame: view.enabled.endReplay)
        case .result: self.init(text: line.text, tone: .result)
        }
    }
}

/// The line under the status: a takeback asked for or a pending draw offer
/// (each with the core's two answers when this device may answer), else the
/// draw counter in force.
public enum InfoLine: Equatable, Sendable {
    case takeback(text: String, accept: String, decline: String, canAnswer: Bool, turned: Bool)
    case drawOffer(text: String, accept: String, decline: String, canAnswer: Bool, turned: Bool)
    case drawCounter(text: String)

    public init?(view: GameView) {
        if let request = view.takebackRequest {
            self = .takeback(text: request.text, accept: request.acceptLabel, decline: request.declineLabel,
                             canAnswer: view.enabled.answerTakeback, turned: request.turned)
        } else if let offer = view.drawOffer {
            self = .drawOffer(text: offer.text, accept: offer.acceptLabel, decline: offer.declineLabel,
                              canAnswer: view.enabled.answerDraw, turned: offer.turned)
        } else if let counter = view.drawCounter {
            self = .drawCounter(text: counter.text)
        } else {
            return nil
        }
    }

    public var text: String {
        switch self {
        case let .takeback(text, _, _, _, _), let .drawOffer(text, _, _, _, _), let .drawCounter(text): return text
        }
    }

    /// The question is for the player across the table (face to face):
    /// it is drawn turned, near them, instead of under the board.
    public var turned: Bool {
        switch self {
        case let .takeback(_, _, _, _, turned), let .drawOffer(_, _, _, _, turned): return turned
        case .drawCounter: return false
        }
    }
}

/// What the far player reads, turned, above the top strip (face to face).
public enum FarLine: Equatable, Sendable {
    /// The core's status line as the far player should read it.
    case status(String)
    /// A question put to the far player (a draw offer, a takeback request).
    case question(InfoLine)
}

/// A toggle of the game's menu.
public struct MenuToggle: Equatable, Sendable {
    public let on: Bool
    public let enabled: Bool
}

/// The face-to-face toggles of the game's menu, as the core offers them:
/// "Face to face" where two people play (`offered.faceToFace`), and "Turn
/// the far pieces" in face-to-face play (`offered.turnFarPieces`, nil
/// otherwise); each enabled as `enabled` says.
public struct TableToggles: Equatable, Sendable {
    public let faceToFace: MenuToggle
    public let turnFarPieces: MenuToggle?

    public init?(view: GameView) {
        let (o, e) = (view.offered, view.enabled)
        guard o.faceToFace else { return nil }
        faceToFace = MenuToggle(on: view.faceToFace, enabled: e.faceToFace)
        turnFarPieces = o.turnFarPieces ? MenuToggle(on: view.turnFarPieces, enabled: e.turnFarPieces) : nil
    }
}

/// One move of the horizontal strip.
public struct MoveChip: Identifiable, Equatable, Sendable {
    /// The entry's ply: unique in the list.
    public let id: UInt32
    /// "12." or "12…" before the text, or nil.
    public let label: String?
    /// The official text ("32-28").
    public let text: String
    /// What VoiceOver reads ("12. 32 to 28").
    public let spoken: String
    /// The move whose position is on screen.
    public let current: Bool
    /// Undone, can be redone (drawn greyed).
    public let undone: Bool
    /// The position to replay when it is tapped (plies after this move).
    public let replayPlies: UInt32

    public init(entry: MoveEntry) {
        id = entry.ply
        label = entry.label
        text = entry.text
        spoken = [entry.label, entry.spoken].compactMap { $0 }.joined(separator: " ")
        current = entry.current
        undone = entry.undone
        replayPlies = entry.replayPlies
    }
}

/// The move list as one horizontal strip, and the chip to keep in view.
public struct MoveStrip: Equatable, Sendable {
    public let chips: [MoveChip]
    /// The chip to scroll to: the move on screen, else the last one played
    /// (nil before the first move).
    public let focus: UInt32?

    public init(view: GameView) {
        chips = view.moves.map(MoveChip.init(entry:))
        focus = chips.first(where: \.current)?.id ?? chips.last(where: { !$0.undone })?.id ?? chips.last?.id
    }
}

/// Every command of the game screen: the bottom bar, its menu and the
/// keyboard shortcuts.
public enum GameCommand: String, CaseIterable, Hashable, Sendable {
    case undo, redo, hint, flip, offerDraw, resign, exportPdn, newGame, shortcuts
    /// The game clock's pause and resume (only with a clock).
    case pauseClock, resumeClock
}

/// A button of the bottom bar or of its menu.
public struct BarItem: Identifiable, Equatable, Sendable {
    public var id: GameCommand { command }
    public let command: GameCommand
    public let enabled: Bool

    public init(command: GameCommand, enabled: Bool) {
        self.command = command
        self.enabled = enabled
    }
}

/// The bottom bar: labelled icon buttons, then a menu for the rest.
public struct BottomBar: Equatable, Sendable {
    public let buttons: [BarItem]
    public let menu: [BarItem]

    /// Undo, Redo, Hint, Flip, and Pause or Resume, each where the core
    /// offers it (`offered`) and enabled as it says (`enabled`); the menu
    /// holds draw and resign (where offered), export, new game and the
    /// shortcut list.
    public init(view: GameView) {
        let a = view.enabled
        var buttons = [
            BarItem(command: .undo, enabled: a.undo),
            BarItem(command: .redo, enabled: a.redo),
        ]
        if view.offered.hint {
            buttons.append(BarItem(command: .hint, enabled: a.hint))
        }
        buttons.append(BarItem(command: .flip, enabled: true))
        if view.offered.pauseClock {
            buttons.append(BarItem(command: .pauseClock, enabled: a.pauseClock))
        }
        if view.offered.resumeClock {
            buttons.append(BarItem(command: .resumeClock, enabled: a.resumeClock))
        }
        self.buttons = buttons
        var menu: [BarItem] = []
        if view.offered.offerDraw { menu.append(BarItem(command: .offerDraw, enabled: a.offerDraw)) }
        if view.offered.resign { menu.append(BarItem(command: .resign, enabled: a.resign)) }
        menu += [
            BarItem(command: .exportPdn, enabled: true),
            BarItem(command: .newGame, enabled: true),
            BarItem(command: .shortcuts, enabled: true),
        ]
        self.menu = menu
    }

    /// Whether `command` can run now (a shortcut of a disabled or absent
    /// button does nothing).
    public func isEnabled(_ command: GameCommand) -> Bool {
        (buttons + menu).first { $0.command == command }?.enabled ?? false
    }
}

/// The end-of-game sheet: the core's result, and the PDN to share.
public struct EndOfGame: Identifiable, Equatable, Sendable {
    /// The seq of the event that ended the game.
    public let id: UInt64
    public let outcome: Outcome
    public let reason: EndReason
    /// The result and its reason in the core's words ("Draw: 25 king moves
    /// without a capture").
    public let text: String
    /// The game as PDN for the share button (`pdn(context:)`: nothing is
    /// announced), nil if the core could not write it.
    public let pdn: String?
    /// Rematch is offered (the core's `enabled.rematch`).
    public let rematch: Bool
    /// The card's headline in the core's words: "White wins", "Draw".
    public var headline: String = ""
    /// The score in the variant's style (2-0 in International, 1-0 elsewhere).
    public var score: String = ""
    /// The reason as a sentence of its own: "Black resigned".
    public var why: String = ""
    /// The core's buttons in the order drawn: Rematch, Analyse, Share, New game.
    public var actions: [EndAction] = []
}

/// The home screen's card for the game to continue, from the core's
/// snapshot of it (`savedGameView` before it is opened).
public struct ContinueCard: Equatable, Sendable {
    /// The variant's name, or the core's "Custom rules".
    public let title: String
    /// "Against the bot, level 4 (Club player)".
    public let mode: String
    /// The number of the last move played, nil before the first.
    public let moveNumber: UInt32?
    /// Whose turn, or the result.
    public let status: String
    /// The position, for a small preview.
    public let board: BoardView
    /// The game in one line (VoiceOver reads it).
    public let summary: String
    /// Moves played and no result.
    public let inProgress: Bool

    public init(view: GameView) {
        title = view.title
        mode = view.mode
        moveNumber = view.moves.last(where: { !$0.undone })?.number
        status = view.status
        board = view.board
        summary = view.summary
        inProgress = view.inProgress
    }
}

/// The core's move table (`moveTable`), each cell resolved to the move it
/// holds: a number column, then the sides in the variant's order.
public struct MoveTableRows: Equatable, Sendable {
    public struct Row: Identifiable, Equatable, Sendable {
        /// The row's index: unique in the table.
        public let id: Int
        /// "1.".
        public let number: String
        /// The first mover's move, then the second mover's; nil for an empty cell.
        public let cells: [MoveChip?]
    }

    /// The sides' names over the columns, the first mover first.
    public let headings: [String]
    public let rows: [Row]
    /// The row to keep in view (the move on screen); nil at the start.
    public let currentRow: Int?
    /// The table's name for VoiceOver.
    public let label: String
    /// What the empty table says.
    public let emptyText: String?

    public init(view: GameView) {
        let table = view.moveTable
        let moves = view.moves
        headings = table.headings
        rows = table.rows.enumerated().map { i, row in
            Row(id: i, number: row.number, cells: row.cells.map { cell in
                cell.flatMap { Int($0) < moves.count ? MoveChip(entry: moves[Int($0)]) : nil }
            })
        }
        currentRow = table.currentRow.map(Int.init)
        label = table.label
        emptyText = table.emptyText
    }
}

/// The replay bar: first, previous, next, last (previous and next repeat
/// while held) and "Back to the game", labels and states the core's
/// (`replayControls`).
public struct ReplayBar: Equatable, Sendable {
    public enum Step: String, CaseIterable, Sendable {
        case first, previous, next, last
    }

    public let controls: ReplayControls

    public init(view: GameView) {
        controls = view.replayControls
    }

    public func step(_ step: Step) -> ReplayStep {
        switch step {
        case .first: controls.first
        case .previous: controls.previous
        case .next: controls.next
        case .last: controls.last
        }
    }

    /// "Back to the game": shown during a replay only.
    public var backToGame: ControlView? {
        controls.backToGame.offered ? controls.backToGame : nil
    }

    /// Whether the bar is drawn at all: the core's `shown`, true exactly when
    /// one of its buttons can act (never a greyed bar before the first move).
    public var shown: Bool { controls.shown }
}

extension GameModel {
    public var moveTable: MoveTableRows? {
        view.map(MoveTableRows.init(view:))
    }

    public var replayBar: ReplayBar? {
        view.map(ReplayBar.init(view:))
    }

    /// A step of the replay bar, a swipe on the board or an arrow key on the
    /// table: the position the core says it leads to, if any.
    public func step(_ step: ReplayBar.Step) {
        guard let plies = replayBar?.step(step).plies else { return }
        send(.replay(plies: plies))
    }
}
