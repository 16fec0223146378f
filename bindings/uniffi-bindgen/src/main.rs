//! `cargo run -p uniffi-bindgen -- generate <lib.so> --language kotlin|swift --out-dir DIR`
//! (see `make bindings` in mk/common.mk, which the iOS build runs too). Always
//! point it at an unstripped library: the metadata it reads is removed by `strip`.
fn main() {
    uniffi::uniffi_bindgen_main()
}
