// The settings' document: kept by the core, never written over when this
// version cannot read it; the UserDefaults of earlier versions read once.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Settings storage")
@MainActor
struct SettingsStorageTests {
    @Test("an unreadable settings file is kept aside, the player is told, and the app starts with the defaults")
    func unreadable() throws {
        let broken = #"{"format":"draughts-settings","version":7,"sounds":false}"#
        let store = MemoryDocumentStore([SettingsFile.name: broken])
        let s = SettingsModel(store: store, preferredLanguages: ["fr"], today: "2026-12-05")
        let kept = try #require(store.names.first { $0.hasPrefix("settings.unreadable-v7-2026-12-05-") })
        #expect(store.text(kept) == broken, "kept as it was")
        #expect(store.read(SettingsFile.name) == nil, "nothing written before a change")
        let fresh = SettingsModel(store: MemoryDocumentStore(), preferredLanguages: ["fr"])
        #expect(s.language == fresh.language && s.squareLabels == fresh.squareLabels && s.sounds == fresh.sounds)
        #expect(s.autoFlip == fresh.autoFlip && s.botLevel == fresh.botLevel && s.appearance == fresh.appearance)
        let notice = try #require(s.notice)
        #expect(notice.hasPrefix("Les réglages sont illisibles") && notice.contains(kept), "\(notice)")
        s.dismissNotice()
        #expect(s.notice == nil)
        s.haptics = false
        #expect(store.text(kept) == broken, "the kept document is never written over")
        #expect(!SettingsModel(store: store, preferredLanguages: ["fr"]).haptics)
    }

    @Test("the UserDefaults of earlier versions are read once, into the document, keys of other versions kept")
    func migration() throws {
        let defaults = try #require(UserDefaults(suiteName: "draughts-tests-\(UUID().uuidString)"))
        defaults.set("french", forKey: "language")
        defaults.set("numbers", forKey: "squareLabels")
        defaults.set(6, forKey: "botLevel")
        defaults.set(false, forKey: "sounds")
        let store = MemoryDocumentStore()
        let s = SettingsModel(store: store, defaults: defaults, preferredLanguages: ["en"])
        #expect(s.language == .language(.fr) && s.squareLabels == .inside && s.botLevel == 6 && !s.sounds)
        #expect(store.read(SettingsFile.name) != nil, "written at once")
        #expect(defaults.object(forKey: "language") == nil, "read once")
        let again = SettingsModel(store: store, defaults: defaults, preferredLanguages: ["en"])
        #expect(again.language == .language(.fr) && again.botLevel == 6)

        // A key a later version added survives a change made here.
        let later = #"{"format":"draughts-settings","version":1,"boardGlow":"gold"}"#
        let shared = MemoryDocumentStore([SettingsFile.name: later])
        SettingsModel(store: shared, preferredLanguages: ["en"]).autoFlip = true
        #expect(shared.text(SettingsFile.name)?.contains("boardGlow") == true)
    }

    @Test("every choice stands for its own core value, and each survives a write and a read")
    func choicesRoundTrip() {
        #expect(Set(SquareLabels.allCases.map(\.setting)).count == SquareLabels.allCases.count)
        #expect(Set(Appearance.allCases.map(\.setting)).count == Appearance.allCases.count)
        #expect(Set(MoveInput.allCases.map(\.setting)).count == MoveInput.allCases.count)
        #expect(Set(AnimationSpeed.allCases.map(\.setting)).count == AnimationSpeed.allCases.count)
        #expect(SquareLabels.none.setting == .hidden && SquareLabels(setting: .hidden) == .none)
        let store = MemoryDocumentStore()
        let s = SettingsModel(store: store, preferredLanguages: ["en"])
        #expect(s.animation == .fast && s.moveInput == .either && s.squareLabels == .outside, "the core's defaults")
        s.animation = .slow
        s.moveInput = .drag
        s.squareLabels = .none
        s.appearance = .dark
        let read = SettingsModel(store: store, preferredLanguages: ["en"])
        #expect(read.animation == .slow && read.moveInput == .drag && read.squareLabels == .none && read.appearance == .dark)
        read.animation = .off
        #expect(SettingsModel(store: store, preferredLanguages: ["en"]).animation == .off)
    }
}
