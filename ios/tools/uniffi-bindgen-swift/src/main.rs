//! `uniffi-bindgen-swift LIB OUT_DIR --swift-sources --headers --modulemap
//! --module-name DraughtsCoreFFI --modulemap-filename module.modulemap`
//! (see ios/build-xcframework.sh). Run it from the repository root: it finds
//! bindings/uniffi.toml through `cargo metadata`.
fn main() {
    uniffi::uniffi_bindgen_swift()
}
