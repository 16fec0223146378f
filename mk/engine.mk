# The bot's data, built by the project's own tools (tools/dev, crate
# draughts-dev) and compiled into the engine (core/engine/data/):
#
#   make weights    self-play games and the fit of the learned evaluation,
#                   per variant (long: see scripts/README.md for the times)
#   make bitbases   endgame databases by retrograde analysis
#   make book       opening books by drop-out expansion (needs the weights)
#   make test-engine-release   database and draw-rule checks in release mode
#                   (part of `make test`, about a minute)
#
# Every target rewrites files under core/engine/data/; commit them.

DEV       := target/release/draughts-dev
DATA      := core/engine/data
TRAIN_DIR ?= build/train
# Self-play games per variant and generation, search depth, seeds.
SELFPLAY_GAMES ?= 16000
SELFPLAY_DEPTH ?= 4

TEST_TARGETS += test-engine-release

.PHONY: dev-tool weights bitbases book test-engine-release

dev-tool:
	$(CARGO) build --release -p draughts-dev

# Generation 0: games with the hand-made evaluation; generation 1: games
# with the learned one, fitted again on both.
weights: dev-tool
	mkdir -p $(TRAIN_DIR)
	for v in international english russian; do \
	  rm -f $(TRAIN_DIR)/$$v.g0.bin $(TRAIN_DIR)/$$v.g1.bin; \
	  $(DEV) selfplay --variant $$v --games $(SELFPLAY_GAMES) --depth $(SELFPLAY_DEPTH) --seed 7 --out $(TRAIN_DIR)/$$v.g0.bin || exit 1; \
	  $(DEV) train --variant $$v --data $(TRAIN_DIR)/$$v.g0.bin --out $(DATA)/$$v.pw || exit 1; \
	done
	$(CARGO) build --release -p draughts-dev
	for v in international english russian; do \
	  $(DEV) selfplay --variant $$v --games $(SELFPLAY_GAMES) --depth $(SELFPLAY_DEPTH) --seed 8 --eval learned --out $(TRAIN_DIR)/$$v.g1.bin || exit 1; \
	  $(DEV) train --variant $$v --data $(TRAIN_DIR)/$$v.g0.bin,$(TRAIN_DIR)/$$v.g1.bin --out $(DATA)/$$v.pw || exit 1; \
	done

bitbases: dev-tool
	$(DEV) bitbases --variant international --pieces 4 --extra kings5 --out $(DATA)/international.bb
	$(DEV) bitbases --variant english --pieces 5 --out $(DATA)/english.bb
	$(DEV) bitbases --variant russian --pieces 4 --out $(DATA)/russian.bb

book: dev-tool
	$(DEV) book --variant international --positions 20000 --nodes 60000 --out $(DATA)/international.book
	$(DEV) book --variant english --positions 20000 --nodes 100000 --out $(DATA)/english.book
	$(DEV) book --variant russian --positions 20000 --nodes 100000 --out $(DATA)/russian.book

test-engine-release:
	$(CARGO) test --release -p draughts-engine --test bitbase --test draw_rules -- --include-ignored
