// The PDN import screen, as the core describes it: `ImportHandle` takes a
// pasted text, a file's bytes or the search, and answers with the whole
// snapshot (the games as rows, whether the search is shown, the warnings
// with their game and line, a refusal in the player's language). The app
// draws `view` and hands a row's analysis board on.
import DraughtsCore
import Foundation
import Observation

@MainActor
@Observable
public final class ImportModel {
    /// What the screen draws.
    public private(set) var view: ImportView
    /// The text field's content: what was pasted or typed (a file's bytes are not shown).
    public private(set) var text = ""

    @ObservationIgnored private let handle: ImportHandle

    /// An empty screen, worded in `language`.
    public init(language: Language) throws {
        handle = try ImportHandle(language: language)
        view = try handle.view()
    }

    /// One input; the core answers with the whole snapshot.
    public func send(_ input: ImportInput) {
        if let next = try? handle.send(input: input) { view = next }
    }

    /// A typed text: the core reads it again.
    public func read(text: String) {
        self.text = text
        send(.text(text: text))
    }

    /// A text pasted or handed over at once: as a typed one, and the core's
    /// answer may open its one game at once (`view.openGame`).
    public func paste(text: String) {
        self.text = text
        send(.pasted(text: text))
    }

    /// A file's bytes as they are (the core reads lines that are not UTF-8 as Latin-1).
    public func read(file: Data) {
        text = ""
        send(.file(bytes: file))
    }

    /// What the search field holds.
    public func search(_ query: String) {
        send(.search(query: query))
    }

    /// Words everything in another language.
    public func setLanguage(_ language: Language) {
        if let next = try? handle.setLanguage(language: language) { view = next }
    }

    /// The row the core's last answer opens at once instead of the list
    /// (a pasted text or a file of one game); nil otherwise.
    public var rowToOpen: ImportRow? {
        guard let index = view.openGame else { return nil }
        return view.rows.first { $0.index == index }
    }

    /// The analysis board of a row's game, at its start; nil when no row has that index.
    public func open(index: UInt32) -> AnalysisHandle? {
        try? handle.open(index: index)
    }
}
