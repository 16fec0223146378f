// swift-tools-version:6.0
// The iOS app's Swift that can be compiled off Apple systems, for Linux
// (`make test-swift`, in the chroot of ios/tools/swift-chroot.sh).
// The app itself builds with ../DraughtsKit/Package.swift, which links the
// XCFramework made on macOS; this manifest links the host library instead.
//
//   DraughtsCoreFFI  the generated C header and module map (system library)
//   DraughtsCore     the generated Swift bindings, linked to libdraughts_ffi
//   DraughtsKit      the app's models (no SwiftUI)
//   DraughtsKitTests the model tests, with fakes of the ports
//   DraughtsCoreTests the bindings and the models against the real core
//   LinuxObservationFix  a missing toolchain symbol (Linux, Swift 6.0.3)
//
// Sources/ and Tests/ hold symlinks into ../DraughtsCore and ../DraughtsKit:
// nothing is copied. DraughtsUI (SwiftUI) exists only on Apple systems and
// is left out. Run `make bindings` and build the host library first (make
// test-swift does both); the library is looked for in DRAUGHTS_FFI_LIB_DIR,
// by default <repository>/target/debug.
import PackageDescription

let repository = "\(Context.packageDirectory)/../.."
let libraryDir = Context.environment["DRAUGHTS_FFI_LIB_DIR"] ?? "\(repository)/target/debug"

let package = Package(
    name: "DraughtsLinux",
    targets: [
        .systemLibrary(name: "DraughtsCoreFFI"),
        .target(
            name: "DraughtsCore",
            dependencies: ["DraughtsCoreFFI"],
            linkerSettings: [
                .linkedLibrary("draughts_ffi"),
                .unsafeFlags(["-L", libraryDir, "-Xlinker", "-rpath", "-Xlinker", libraryDir]),
            ]
        ),
        // Linux only: works around a missing symbol in Swift 6.0.3's
        // Observation library (see Sources/LinuxObservationFix/fatal.cpp).
        .target(name: "LinuxObservationFix"),
        .target(
            name: "DraughtsKit",
            dependencies: [
                "DraughtsCore",
                .target(name: "LinuxObservationFix", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(name: "DraughtsKitTests", dependencies: ["DraughtsKit", "DraughtsCore"]),
        .testTarget(name: "DraughtsCoreTests", dependencies: ["DraughtsKit", "DraughtsCore"]),
    ],
    swiftLanguageModes: [.v6]
)
