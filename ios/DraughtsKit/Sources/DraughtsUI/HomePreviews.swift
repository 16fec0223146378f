// Previews of home's sheets and layouts (the home screen's states are in Previews.swift).
import DraughtsCore
import DraughtsKit
import SwiftUI

#Preview("Home: Play the bot, its sheet") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    app.home.playBot()
    return RootView(app: app)
}

#Preview("Home: Play a friend, its sheet · dark") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    app.home.playFriend()
    return RootView(app: app)
        .preferredColorScheme(.dark)
}

#Preview("Home: the variant sheet, English chosen") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    if let i = app.home.form?.variants.firstIndex(where: { $0.id == "english" }) {
        app.home.send(.chooseVariant(index: UInt32(i)))
    }
    app.home.showVariants()
    return RootView(app: app)
}

#Preview("Home: the variant sheet, custom rules (the core's base and count of changes under the title)") {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    if let english = app.home.form?.variants.firstIndex(where: { $0.id == "english" }) {
        app.home.send(.chooseVariant(index: UInt32(english)))
    }
    if let start = app.home.form?.rules {
        let editor = app.makeRulesEditor(from: start)
        editor.choose(.flyingKings, choice: 1)
        if let custom = editor.rules { app.home.send(.useRules(rules: custom)) }
    }
    app.home.showVariants()
    return RootView(app: app)
}

#Preview("Home: iPad landscape, two columns", traits: .fixedLayout(width: 1180, height: 820)) {
    RootView(app: PreviewLibrary.app())
}

#Preview("Home: small phone (360×640)", traits: .fixedLayout(width: 360, height: 640)) {
    let app = AppModel(storage: MemoryGameStorage(), settings: PreviewGames.settings)
    return RootView(app: app)
}
