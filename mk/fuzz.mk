# Fuzzing (fuzz/, see fuzz/README.md): libFuzzer through libfuzzer-sys,
# built with stable Rust and the coverage flags cargo-fuzz passes (no
# sanitizer, so no nightly toolchain is needed; a C++ compiler builds
# libFuzzer).
#
#   make fuzz                       a campaign: every target in turn, until
#                                   FUZZ_RUNS executions or FUZZ_TIME seconds
#   make fuzz FUZZ_TIME=600         ten minutes per target
#   make fuzz FUZZ_TARGETS=pdn      one target
#   make fuzz-smoke                 a few seconds per target
#
# `make test` needs none of this: fuzz/replay (a member of the main
# workspace, in `cargo test --workspace`) replays the committed seeds,
# every crash found and the corpus (fuzz/seeds, fuzz/regressions,
# fuzz/corpus) through the same target bodies, without libFuzzer.

FUZZ_TARGETS ?= fen move_text pdn save hub session library puzzle_record editor_fen
FUZZ_RUNS    ?= 10000000
FUZZ_TIME    ?= 0
# Extra libFuzzer flags per target: PDN runs at a few thousand inputs per
# second, so its inputs are kept short (one or two games).
FUZZ_FLAGS_pdn ?= -max_len=320
FUZZ_HOST    := $(shell rustc -vV 2>/dev/null | sed -n 's/host: //p')
FUZZ_BIN     := fuzz/target/$(FUZZ_HOST)/release
FUZZ_WORK    := fuzz/corpus-work
FUZZ_RUSTFLAGS := -Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
  -Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
  -Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing -Cdebug-assertions -Coverflow-checks

.PHONY: fuzz fuzz-build fuzz-smoke

# --target keeps the flags off build scripts and proc macros (as cargo-fuzz).
fuzz-build:
	cd fuzz && RUSTFLAGS="$(FUZZ_RUSTFLAGS)" $(CARGO) build --release --bins --target $(FUZZ_HOST)

# Each target starts from its seeds and the work corpus of earlier runs
# (fuzz/corpus-work, not committed); a crash stops the campaign and its
# input is in fuzz/artifacts/TARGET/.
fuzz: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_WORK)/$$t fuzz/artifacts/$$t fuzz/seeds/$$t fuzz/regressions/$$t; \
	  echo "fuzz: $$t: $(FUZZ_RUNS) runs, $(FUZZ_TIME) s at most (0: no limit)"; \
	  case $$t in pdn) extra="$(FUZZ_FLAGS_pdn)";; *) extra="";; esac; \
	  $(FUZZ_BIN)/$$t -runs=$(FUZZ_RUNS) -max_total_time=$(FUZZ_TIME) -timeout=10 $$extra \
	    -print_final_stats=1 -artifact_prefix=fuzz/artifacts/$$t/ \
	    $(FUZZ_WORK)/$$t fuzz/seeds/$$t fuzz/regressions/$$t 2>fuzz/artifacts/$$t.log \
	    || { tail -40 fuzz/artifacts/$$t.log; echo "fuzz: $$t: CRASH, input in fuzz/artifacts/$$t/"; exit 1; }; \
	  grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)' fuzz/artifacts/$$t.log \
	    | sed "s/^/fuzz: $$t: /"; \
	done

fuzz-smoke:
	$(MAKE) fuzz FUZZ_TIME=5 FUZZ_RUNS=-1
