// The ways into the PDN import screen: home, the archive, and a file or a
// text another app hands over ("Open in", the share sheet, onOpenURL). The
// screen's model stays while the analysis of one of its games is open.
import DraughtsCore
import Foundation

extension AppModel {
    /// The import screen's model, made on first use; with a text or a file
    /// when one is handed over (the list then shows its games).
    @discardableResult
    public func openImport(text: String? = nil, file: Data? = nil) -> ImportModel? {
        let model = pdnImport ?? (try? ImportModel(language: settings.coreLanguage))
        guard let model else { return nil }
        pdnImport = model
        model.setLanguage(settings.coreLanguage)
        if let text { model.paste(text: text) }
        if let file { model.read(file: file) }
        return model
    }

    /// A file opened with the app: its bytes go to the import screen. A
    /// file that cannot be read opens the screen as it was.
    @discardableResult
    public func openImport(url: URL) -> ImportModel? {
        #if canImport(Darwin)
        // A file of another app's container is readable only inside this scope.
        let scoped = url.startAccessingSecurityScopedResource()
        defer { if scoped { url.stopAccessingSecurityScopedResource() } }
        #endif
        return openImport(file: try? Data(contentsOf: url))
    }

    /// A row of the import screen on the analysis board, at its start.
    @discardableResult
    public func analyseImported(index: UInt32) -> AnalysisModel? {
        guard let handle = pdnImport?.open(index: index) else { return nil }
        return openAnalysis { LiveAnalysis(handle: handle) }
    }

    /// The game the import screen's last answer opens at once (a text or a
    /// file of one game) on the analysis board; nil when it shows the list.
    @discardableResult
    public func analyseImportedAtOnce() -> AnalysisModel? {
        guard let row = pdnImport?.rowToOpen else { return nil }
        return analyseImported(index: row.index)
    }

    /// The import screen left: its games are let go.
    public func closeImport() {
        pdnImport = nil
    }
}
