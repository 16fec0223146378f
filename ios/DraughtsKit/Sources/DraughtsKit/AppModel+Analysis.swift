// The ways into the analysis board: "Analysis board" on home (the chosen
// variant's start position), "Analyse" at the end of the game on screen,
// and "Analyse" on an archived game. Each opens the game's PDN (the core's)
// in the core's analysis; the review of it is one more screen over it.
import DraughtsCore
import Foundation

extension AppModel {
    /// The start position of the variant chosen on home (International
    /// while the form has none).
    @discardableResult
    public func openAnalysisBoard() -> AnalysisModel? {
        openAnalysis {
            let rules = try home.start?.rules ?? presetRules(variant: .international)
            return try LiveAnalysis.start(rules: rules, language: settings.coreLanguage)
        }
    }

    /// The game on screen, its moves the main line.
    @discardableResult
    public func analyseGame() -> AnalysisModel? {
        guard let pdn = game?.pdnForSharing() else { return nil }
        return openAnalysis(pdn: pdn)
    }

    /// A game of the library (an archived one), read from its save.
    @discardableResult
    public func analyseFromLibrary(id: UInt64) -> AnalysisModel? {
        guard let handle = library?.handle,
              let document = (try? handle.current.saveOf(id: id)) ?? nil else { return nil }
        return openAnalysis {
            let pdn = try GameHandle.restore(save: document).pdn(context: .iOS())
            return try LiveAnalysis.pdn(pdn, language: settings.coreLanguage)
        }
    }

    /// A game of a PDN text.
    @discardableResult
    public func openAnalysis(pdn: String) -> AnalysisModel? {
        openAnalysis { try LiveAnalysis.pdn(pdn, language: settings.coreLanguage) }
    }

    /// An analysis over a port; the one open before stops its searches.
    @discardableResult
    public func openAnalysis(_ make: () throws -> AnalysisPort) -> AnalysisModel? {
        do {
            let port = try make()
            closeAnalysis()
            let model = AnalysisModel(port: port)
            model.puzzleRecord = .stored(
                in: FileDocumentStore.standard(), game: "", today: PdnContext.iOS().date ?? "")
            analysis = model
            review = GameReviewModel(analysis: model)
            return model
        } catch {
            analysisProblem = GameModel.describe(error)
            return nil
        }
    }

    public func dismissAnalysisProblem() {
        analysisProblem = nil
    }

    /// The analysis left the screen: no search goes on behind the app.
    public func closeAnalysis() {
        analysis?.close()
        analysis = nil
        review = nil
    }
}
