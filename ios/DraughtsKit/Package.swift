// swift-tools-version:6.0
// The iOS app's features, thin over the Rust core.
//
//   DraughtsKit  models (@MainActor @Observable, one per screen), the ports
//                that wrap the generated FFI (GameHandle, Bot, tutorial),
//                saving and settings. No SwiftUI.
//   DraughtsUI   the SwiftUI screens and the board view, with the string
//                catalog (en, fr, nl, ru, pt-BR: the five languages of
//                the core's catalogues).
//   DraughtsKitTests   the models against fakes of the ports
//   DraughtsCoreTests  the generated bindings and the models against the real core
//
// Both depend on ../DraughtsCore: the UniFFI-generated Swift (module
// DraughtsCore) and the binary target DraughtsCoreFFI.xcframework built by
// ../build-xcframework.sh (slices: iOS device, iOS simulator, macOS — the
// macOS slice is what lets `swift test` run the model tests on a Mac).
import PackageDescription

let package = Package(
    name: "DraughtsKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "DraughtsKit", targets: ["DraughtsKit"]),
        .library(name: "DraughtsUI", targets: ["DraughtsUI"]),
    ],
    dependencies: [
        .package(path: "../DraughtsCore"),
    ],
    targets: [
        .target(
            name: "DraughtsKit",
            dependencies: [.product(name: "DraughtsCore", package: "DraughtsCore")]
        ),
        // Still Swift 5 mode: SwiftUI compiles only on Apple systems, so the
        // views have not yet been through the Swift 6 compiler; switch them
        // when they have (on a Mac).
        .target(
            name: "DraughtsUI",
            dependencies: ["DraughtsKit", .product(name: "DraughtsCore", package: "DraughtsCore")],
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "DraughtsKitTests",
            dependencies: ["DraughtsKit", .product(name: "DraughtsCore", package: "DraughtsCore")]
        ),
        .testTarget(
            name: "DraughtsCoreTests",
            dependencies: ["DraughtsKit", .product(name: "DraughtsCore", package: "DraughtsCore")]
        ),
    ],
    // Swift 6 language mode: complete strict concurrency checking, with
    // data-race diagnostics as errors. DraughtsKit and both test targets are
    // compiled this way on Linux too (../linux/Package.swift, make test-swift).
    swiftLanguageModes: [.v6]
)
