// The app's entry point: one AppModel (restores the saved game on launch).
import DraughtsKit
import DraughtsUI
import SwiftUI

@main
struct DraughtsApp: App {
    @State private var app = AppModel()

    var body: some Scene {
        WindowGroup {
            RootView(app: app)
        }
    }
}
