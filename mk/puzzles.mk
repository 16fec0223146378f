# Tactical puzzles, mined from seeded self-play games by the project's own
# tools (tools/dev, `draughts-dev puzzles`; how a puzzle is proved: the
# `puzzle` module of core/engine) and compiled into the engine from
# core/engine/data/puzzles/:
#
#   make puzzles         mine the chunks listed below (PUZZLE_CHUNKS_<v> per
#                        variant, each chunk PUZZLE_GAMES_<v> games at
#                        PUZZLE_NODES_<v> nodes a move), one process at a
#                        time under nice; chunks already there are skipped,
#                        so an interrupted run resumes; then pack the files
#   make puzzles-regen   rebuild every chunk the manifest lists that is
#                        missing under PUZZLE_DIR (each checked against its
#                        sha256; the present ones are checked too) and check
#                        that packing them gives the shipped files bit for
#                        bit; `make puzzles-regen PUZZLE_DIR=build/pz-check`
#                        rebuilds them all from nothing (hours)
#   make verify-puzzles  prove every shipped puzzle again (release build)
#
# Commit core/engine/data/puzzles/ and both manifests after `make puzzles`.
# A long run goes through scripts/puzzles_run.sh (rounds of one chunk per
# variant until a deadline), with scripts/puzzles_commit.sh committing the
# packed files on the way; the chunk counts below are the ones it reached.

PUZZLE_DIR      ?= build/puzzles
PUZZLE_MANIFEST := scripts/results/puzzles.manifest
PUZZLE_PACKS    := scripts/results/puzzles-pack.manifest
PUZZLE_SEED     ?= 5000
PUZZLE_VARIANTS := international english russian brazilian spanish italian czech
PUZZLE_NICE     ?= nice -n 10

PUZZLE_GAMES_international ?= 20
PUZZLE_NODES_international ?= 1000
$(foreach v,$(filter-out international,$(PUZZLE_VARIANTS)),\
  $(eval PUZZLE_GAMES_$(v) ?= 40)\
  $(eval PUZZLE_NODES_$(v) ?= 500))
# The chunks the shipped files were packed from (scripts/results/puzzles.manifest).
PUZZLE_CHUNKS_international ?= 144
PUZZLE_CHUNKS_english       ?= 83
PUZZLE_CHUNKS_russian       ?= 61
PUZZLE_CHUNKS_brazilian     ?= 18
PUZZLE_CHUNKS_spanish       ?= 19
PUZZLE_CHUNKS_italian       ?= 52
PUZZLE_CHUNKS_czech         ?= 16

.PHONY: puzzles puzzles-pack puzzles-regen verify-puzzles

puzzles: dev-tool
	$(foreach v,$(PUZZLE_VARIANTS),$(PUZZLE_NICE) $(DEV) puzzles --variant $(v) \
	    --seed $(PUZZLE_SEED) --chunks $(PUZZLE_CHUNKS_$(v)) --games $(PUZZLE_GAMES_$(v)) \
	    --nodes $(PUZZLE_NODES_$(v)) --dir $(PUZZLE_DIR) --manifest $(PUZZLE_MANIFEST) &&) true
	$(MAKE) puzzles-pack

puzzles-pack: dev-tool
	$(foreach v,$(PUZZLE_VARIANTS),$(DEV) puzzles-pack --variant $(v) --dir $(PUZZLE_DIR) \
	    --manifest $(PUZZLE_MANIFEST) --packs $(PUZZLE_PACKS) &&) true

puzzles-regen: dev-tool
	$(PUZZLE_NICE) $(DEV) puzzles --from-manifest --dir $(PUZZLE_DIR) --manifest $(PUZZLE_MANIFEST)
	$(foreach v,$(PUZZLE_VARIANTS),$(DEV) puzzles-pack --check --variant $(v) \
	    --dir $(PUZZLE_DIR) --manifest $(PUZZLE_MANIFEST) --packs $(PUZZLE_PACKS) &&) true

verify-puzzles:
	$(CARGO) run --release -p draughts-cli -- puzzles verify
