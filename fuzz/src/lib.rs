//! The fuzz targets' bodies (`harness.rs`, also replayed by `cargo test`).
pub mod harness;
