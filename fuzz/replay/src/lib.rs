//! The replay of the committed fuzz inputs (seeds, regressions, the
//! minimized corpus) through the fuzz targets' bodies, on stable Rust with
//! no fuzzer. The test is `tests/replay.rs`; this library is empty: a
//! package needs a target, and the replay is only a test.
