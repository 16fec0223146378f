// The puzzle screen: the core's trainer (a PuzzleTrainerHandle) behind one
// model. Every input goes to the core and its snapshot comes back; the core
// says what the board shows next and after how long, and this model only
// waits on its scheduler and sends `.advance`. A move off the solution's line
// is judged by the core's search, run off the main actor.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class PuzzleModel {
    /// Runs `block` on the main actor after `ms` milliseconds; returns a cancel.
    public typealias Scheduler = @MainActor (UInt32, @escaping @MainActor () -> Void) -> () -> Void
    /// Answers a check off the main actor: the core's search (tests fake it).
    public typealias Checker = @Sendable (PuzzleCheckJob) throws -> Void

    /// The core's snapshot; nil if the trainer could not be made (see `message`).
    public private(set) var screen: PuzzleScreen?
    /// The core's words when the stored record could not be read and was kept aside.
    public private(set) var notice: String?
    /// Why the last call failed (the core's sentence).
    public private(set) var message: String?

    @ObservationIgnored public var checker: Checker = { try $0.run() }
    /// Another variant chosen on the themes screen (the host makes its trainer); nil: no choice offered.
    @ObservationIgnored public var onVariant: ((Variant) -> Void)?
    // Internal: the record's screens (PuzzleModel+Record.swift) read it too.
    @ObservationIgnored var handle: PuzzleTrainerHandle?
    @ObservationIgnored private let schedule: Scheduler
    @ObservationIgnored private let save: (Data) -> Void
    @ObservationIgnored private var cancelStep: (() -> Void)?
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var writable = true
    /// The variant of the puzzles (`variants()` lists the others).
    public let variant: Variant
    @ObservationIgnored private let language: Language

    /// The trainer of `variant` with the stored record's bytes (nil: none
    /// yet). A record this version cannot read is renamed by `keepAside`
    /// (false: it could not be, and the record is then never written over).
    public init(
        variant: Variant = .international,
        stored: Data?,
        today: String,
        language: Language,
        keepAside: (KeepAside) -> Bool,
        save: @escaping (Data) -> Void,
        schedule: @escaping Scheduler = PuzzleModel.sleeping
    ) {
        self.save = save
        self.schedule = schedule
        self.variant = variant
        self.language = language
        do {
            let opening = try openPuzzleRecord(bytes: stored, today: today, language: language)
            if let aside = opening.keepAside {
                writable = keepAside(aside)
                notice = opening.notice
            }
            let h = try PuzzleTrainerHandle(variant: variant, record: opening.record, language: language)
            // The platform's date dates each attempt in the record's history.
            try? h.setToday(today: today)
            handle = h
            screen = try h.screen()
        } catch {
            message = GameModel.describe(error)
        }
    }

    /// The platform's clock: a task that sleeps.
    public static func sleeping(_ ms: UInt32, _ block: @escaping @MainActor () -> Void) -> () -> Void {
        let task = Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(ms) * 1_000_000)
            if !Task.isCancelled { block() }
        }
        return { task.cancel() }
    }

    /// Starts the first puzzle when none is on the board.
    public func start() {
        if screen?.status == .idle { send(.next) }
    }

    public func tap(_ square: UInt32) { send(.tap(square: square)) }
    public func key(_ key: Key) { send(.key(key: key)) }
    public func hint() { send(.hint) }
    public func showSolution() { send(.showSolution) }
    public func next() { send(.next) }
    public func reopen(_ index: UInt32) { send(.start(index: index)) }
    public func toggle(_ theme: PuzzleTheme) { send(.toggleTheme(theme: theme)) }
    public func allThemes() { send(.allThemes) }
    public func setDifficulty(_ d: PuzzleDifficulty) { send(.setDifficulty(difficulty: d)) }
    public func dismissNotice() { notice = nil }
    /// "From my games": the player's own puzzles, chosen or taken out.
    public func toggleMine() { send(.toggleMine) }

    /// Every variant with puzzles and its count (the core's words).
    public func variants() -> [PuzzleVariantRow] {
        guard let bytes = try? handle?.record() else { return [] }
        return (try? puzzleVariants(record: bytes, language: language)) ?? []
    }

    /// Chooses exactly these themes ("Put it into practice"), and saves the choice.
    public func chooseThemes(_ themes: [PuzzleTheme]) {
        guard let handle else { return }
        do {
            let s = try handle.chooseThemes(themes: themes)
            show(s)
            if s.recordChanged { persist() }
        } catch {
            message = GameModel.describe(error)
        }
    }

    /// One input; the snapshot, the next step's timer, the check, the record.
    public func send(_ input: PuzzleInput) {
        guard let handle else { return }
        do {
            let s = try handle.send(input: input)
            generation += 1
            show(s)
            if s.recordChanged { persist() }
            if s.judging { judge(handle) }
        } catch {
            message = GameModel.describe(error)
        }
    }

    private func show(_ s: PuzzleScreen) {
        screen = s
        message = nil
        cancelStep?()
        cancelStep = nil
        if let step = s.nextStep {
            cancelStep = schedule(step.delayMs) { [weak self] in
                self?.cancelStep = nil
                self?.send(.advance)
            }
        }
    }

    private func judge(_ handle: PuzzleTrainerHandle) {
        guard let job = try? handle.checkJob() else { return }
        let asked = generation
        let checker = self.checker
        Task.detached {
            do { try checker(job) } catch { return }
            await MainActor.run { [weak self] in
                guard let self, asked == self.generation else { return }
                do {
                    let s = try handle.finishCheck(job: job)
                    self.generation += 1
                    self.show(s)
                    if s.recordChanged { self.persist() }
                } catch {
                    self.message = GameModel.describe(error)
                }
            }
        }
    }

    private func persist() {
        guard writable, let bytes = try? handle?.record() else { return }
        save(bytes)
    }
}
