// The way into the puzzles: the trainer over the player's stored record.
// The record's name is the core's; one this version cannot read is renamed
// aside by the core's rule (never written over), and every change the core
// reports is written atomically by the document store.
import DraughtsCore
import Foundation

extension AppModel {
    /// The puzzle trainer over the record kept in `store`.
    public func makePuzzleModel(
        variant: Variant = .international,
        store: DocumentStore = FileDocumentStore.standard()
    ) -> PuzzleModel {
        let name = (try? storedFileName(file: .puzzleRecord)) ?? "puzzles.json"
        puzzleVariant = variant
        return PuzzleModel(
            variant: variant,
            stored: store.read(name),
            today: PdnContext.iOS().date ?? "",
            language: settings.coreLanguage,
            keepAside: { store.rename($0.name, to: $0.aside) },
            save: { try? store.write($0, name: name) }
        )
    }
}
