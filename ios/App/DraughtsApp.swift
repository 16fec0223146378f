// The app's entry point: one AppModel (opens the library of games on launch).
import DraughtsKit
import DraughtsUI
import SwiftUI

@main
struct DraughtsApp: App {
    @State private var app = AppModel.live()

    var body: some Scene {
        WindowGroup {
            RootView(app: app)
        }
    }
}
