# Draughts: one Rust core, a terminal front end, bindings and two apps.
#
#   make play    play in the terminal (International against the bot)
#   make test    every test of the project (Rust, and the other languages
#                once their toolchains are installed by `make deps`)
#
#   make deps    install the other languages' test tools, once (a no-op when
#                they are there; `make test` runs it first)
#
# mk/common.mk holds what several parts share (tools, the bindings' paths and
# `make bindings`) and comes first; each part of the project then adds its own
# targets in mk/*.mk and appends to TEST_TARGETS (run by `make test`) and
# DEPS_TARGETS (run by `make deps`).

include mk/common.mk

# `make play` builds the terminal game alone, in the `play` profile (see
# Cargo.toml): not the workspace's bindings, dev tools and fuzz replay.
DRAUGHTS := target/play/draughts

TEST_TARGETS += lint test-rust test-release

.PHONY: all build play test deps bench perft-deep lint test-rust test-release

all: build

build:
	$(CARGO) build --release --workspace

play:
	$(CARGO) build --profile play -p draughts-cli
	$(DRAUGHTS) play

# The gates that run first: formatting (rustfmt.toml: 100 columns) of the
# workspace and of the fuzz workspace beside it, then clippy on every target
# with warnings as errors; that includes [workspace.lints] in Cargo.toml (no
# unsafe code, every public item documented). Clippy adds one check build.
# Last, the API documentation with rustdoc's warnings as errors (broken or
# private intra-doc links).
lint:
	$(CARGO) fmt --all --check
	cd fuzz && $(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	RUSTDOCFLAGS=-Dwarnings $(CARGO) doc --workspace --no-deps

# Unit, integration and doc tests of every crate (debug build).
test-rust:
	$(CARGO) test --workspace

# Release-mode tests: perft against the published tables, deep enough to
# matter (depth 9 on 10x10, 11 on 8x8, Russian 10 and 11; see
# core/rules/tests/data/perft.txt), and the random-game properties at full count.
test-release:
	$(CARGO) test --release -p draughts-rules --test perft --test properties -- --include-ignored perft_ci random_games fuzz

# Deeper perft runs (minutes): English 12 in both modes, International 10.
perft-deep:
	$(CARGO) test --release -p draughts-rules --test perft -- --ignored perft_deep

# Nodes per second of the move generator for every preset, the bot's nodes
# per second, time to depth and stop latency (core/engine/benches/bot.rs),
# the game table's view/tap latency (core/app/benches/table.rs) and the
# fast review of a 60-move game (core/app/benches/review.rs).
bench:
	$(CARGO) run --release -p draughts-rules --example bench_movegen
	$(CARGO) test --release -p draughts-engine --bench bot -- --ignored --nocapture
	$(CARGO) test --release -p draughts-app --bench table -- --ignored --nocapture
	$(CARGO) test --release -p draughts-app --bench review -- --ignored --nocapture

include $(filter-out mk/common.mk,$(sort $(wildcard mk/*.mk)))

deps: $(DEPS_TARGETS)

test: deps
	$(MAKE) $(TEST_TARGETS)
