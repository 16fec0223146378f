#!/usr/bin/env bash
# Builds the iOS app from the Rust core, on macOS with Xcode (run by `make ios`,
# and with --no-app by `make xcframework`, or directly:
# ios/build-xcframework.sh [--no-app]). The one build of the XCFramework.
#
#  1. the Rust library (crate draughts-ffi, profile mobile, static) for
#     aarch64-apple-ios (device), aarch64-apple-ios-sim and x86_64-apple-ios
#     (simulators), and aarch64-apple-darwin + x86_64-apple-darwin (so that
#     `swift test` can run the model tests on a Mac);
#  2. lipo: one fat simulator library, one fat macOS library;
#  3. the Swift bindings, header and module map: `make bindings`, the same
#     generator (bindings/uniffi-bindgen) and files as on Linux, from the
#     unstripped host library (the module map declares DraughtsCoreFFI, which
#     the generated DraughtsCore.swift imports);
#  4. DraughtsCoreFFI.xcframework (xcodebuild -create-xcframework) at
#     ios/DraughtsCore/, the binary target of ios/DraughtsCore/Package.swift;
#  5. the Xcode project (xcodegen, from ios/project.yml) and the app, built
#     for the simulator (no signing), then the model tests (`swift test`).
set -euo pipefail

if [ "$(uname -s)" != "Darwin" ]; then
    echo "ios: this build needs macOS with Xcode (xcodebuild, lipo, the iOS SDK)." >&2
    echo "ios: on Linux only the Swift checks run: make test-ios-check" >&2
    exit 2
fi
for tool in cargo rustup make xcodebuild lipo xcrun; do
    command -v "$tool" >/dev/null || { echo "ios: '$tool' not found" >&2; exit 2; }
done

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
CARGO="${CARGO:-cargo}"
PROFILE="${PROFILE:-mobile}"
PKG=ios/DraughtsCore
OUT="$ROOT/target/ios"
IOS_TARGETS=(aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios)
MAC_TARGETS=(aarch64-apple-darwin x86_64-apple-darwin)
BUILD_APP=1
[ "${1:-}" = "--no-app" ] && BUILD_APP=0

echo "==> rustup targets"
rustup target add "${IOS_TARGETS[@]}" "${MAC_TARGETS[@]}"

echo "==> 1. Rust static libraries (profile $PROFILE)"
for t in "${IOS_TARGETS[@]}" "${MAC_TARGETS[@]}"; do
    "$CARGO" build --profile "$PROFILE" -p draughts-ffi --target "$t"
done
lib() { echo "target/$1/$PROFILE/libdraughts_ffi.a"; }

echo "==> 2. lipo"
mkdir -p "$OUT/ios-sim" "$OUT/macos" "$OUT/ios"
lipo -create "$(lib aarch64-apple-ios-sim)" "$(lib x86_64-apple-ios)" -output "$OUT/ios-sim/libdraughts_ffi.a"
lipo -create "$(lib aarch64-apple-darwin)" "$(lib x86_64-apple-darwin)" -output "$OUT/macos/libdraughts_ffi.a"
cp "$(lib aarch64-apple-ios)" "$OUT/ios/libdraughts_ffi.a"
lipo -info "$OUT/ios-sim/libdraughts_ffi.a" "$OUT/macos/libdraughts_ffi.a" "$OUT/ios/libdraughts_ffi.a"

echo "==> 3. Swift bindings (module DraughtsCore, C module DraughtsCoreFFI)"
"${MAKE:-make}" bindings
grep -q "module DraughtsCoreFFI" "$PKG/Headers/module.modulemap" || { echo "ios: unexpected module map:" >&2; cat "$PKG/Headers/module.modulemap" >&2; exit 1; }

echo "==> 4. XCFramework"
rm -rf "$PKG/DraughtsCoreFFI.xcframework"
xcodebuild -create-xcframework \
    -library "$OUT/ios/libdraughts_ffi.a" -headers "$PKG/Headers" \
    -library "$OUT/ios-sim/libdraughts_ffi.a" -headers "$PKG/Headers" \
    -library "$OUT/macos/libdraughts_ffi.a" -headers "$PKG/Headers" \
    -output "$PKG/DraughtsCoreFFI.xcframework"

[ "$BUILD_APP" = 1 ] || exit 0

echo "==> 5. the app (XcodeGen + xcodebuild, simulator, unsigned) and the model tests"
command -v xcodegen >/dev/null || { echo "ios: install XcodeGen (brew install xcodegen)" >&2; exit 2; }
(cd ios && xcodegen generate --spec project.yml)
xcodebuild -project ios/Draughts.xcodeproj -scheme Draughts \
    -destination 'generic/platform=iOS Simulator' -configuration Debug \
    -derivedDataPath "$OUT/DerivedData" CODE_SIGNING_ALLOWED=NO build
(cd ios/DraughtsKit && swift test)
echo "ios: app built in $OUT/DerivedData/Build/Products/Debug-iphonesimulator/Draughts.app"
