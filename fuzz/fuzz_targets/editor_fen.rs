#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| draughts_fuzz::harness::editor_fen(data));
