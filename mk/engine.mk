# The bot's data, built by the project's own tools (tools/dev, crate
# draughts-dev) and compiled into the engine (core/engine/data/):
#
#   make weights    self-play games and the fit of the learned evaluation,
#                   per variant (long: see scripts/README.md for the times)
#   make selfplay   the International self-play chunks listed in
#                   scripts/results/selfplay_international.manifest, under
#                   build/selfplay: a missing chunk is regenerated and
#                   checked against its sha256
#   make selfplay-more   more chunks (SELFPLAY_CHUNKS in all), appended to
#                   the manifest; resumes at the next chunk
#   make bitbases   endgame databases by retrograde analysis
#   make book       opening books by drop-out expansion (needs the weights)
#   make test-engine-release   database and draw-rule checks in release mode
#                   (part of `make test`, about a minute)
#
# Every target rewrites files under core/engine/data/; commit them.

DEV       := target/release/draughts-dev
DATA      := core/engine/data
TRAIN_DIR ?= build/train
# Self-play games per variant (the shipped weights used these counts), the
# search depth of the games, and the fit's settings.
GAMES_english       ?= 6900
GAMES_russian       ?= 9700
SELFPLAY_DEPTH      ?= 4
# --prior: virtual level positions per pattern weight, swept; the fit keeps
# the best validation epoch of the best prior (tools/dev/src/learn.rs).
TRAIN_PRIORS        ?= 5,20,50,200,500
TRAIN_FLAGS         ?= --epochs 200 --patience 5 --prior $(TRAIN_PRIORS) --lambda 0.8

# Chunked self-play (draughts-dev selfplay-chunks): fixed nodes a move, chunk
# i seeded with SELFPLAY_SEED + i, 1000 games a chunk. Chunk 0 is the fit's
# validation set.
SELFPLAY_DIR        ?= build/selfplay
SELFPLAY_NODES      ?= 5000
SELFPLAY_SEED       ?= 1000
SELFPLAY_CHUNKS     ?= 40

TEST_TARGETS += test-engine-release

.PHONY: dev-tool weights selfplay selfplay-more bitbases book test-engine-release

selfplay: dev-tool
	$(DEV) selfplay-chunks --from-manifest --dir $(SELFPLAY_DIR) --manifest scripts/results/selfplay_international.manifest

selfplay-more: dev-tool
	$(DEV) selfplay-chunks --variant international --nodes $(SELFPLAY_NODES) --seed $(SELFPLAY_SEED) --chunks $(SELFPLAY_CHUNKS) --games 1000 --dir $(SELFPLAY_DIR) --manifest scripts/results/selfplay_international.manifest

dev-tool:
	$(CARGO) build --release -p draughts-dev

# International: the fit on the self-play chunks of `make selfplay` (chunk 0
# is the validation set), its log in scripts/results. English and Russian:
# self-play at a fixed depth with the hand-made evaluation (seed 7), then
# the fit (one game in ten held out).
weights: dev-tool selfplay
	$(DEV) train --variant international --data $(SELFPLAY_DIR) --valid $(SELFPLAY_DIR)/international-full-n$(SELFPLAY_NODES)-s$(SELFPLAY_SEED)-g1000-0000.sp $(TRAIN_FLAGS) --log scripts/results/train_international.log --out $(DATA)/international.pw
	mkdir -p $(TRAIN_DIR)
	rm -f $(TRAIN_DIR)/*.g0.bin
	$(DEV) selfplay --variant english --games $(GAMES_english) --depth $(SELFPLAY_DEPTH) --seed 7 --out $(TRAIN_DIR)/english.g0.bin
	$(DEV) selfplay --variant russian --games $(GAMES_russian) --depth $(SELFPLAY_DEPTH) --seed 7 --out $(TRAIN_DIR)/russian.g0.bin
	$(DEV) train --variant english --data $(TRAIN_DIR)/english.g0.bin $(TRAIN_FLAGS) --out $(DATA)/english.pw
	$(DEV) train --variant russian --data $(TRAIN_DIR)/russian.g0.bin $(TRAIN_FLAGS) --out $(DATA)/russian.pw

bitbases: dev-tool
	$(DEV) bitbases --variant international --pieces 4 --extra kings5 --out $(DATA)/international.bb
	$(DEV) bitbases --variant english --pieces 5 --out $(DATA)/english.bb
	$(DEV) bitbases --variant russian --pieces 4 --out $(DATA)/russian.bb

book: dev-tool
	$(DEV) book --variant international --positions 10000 --nodes 40000 --out $(DATA)/international.book
	$(DEV) book --variant english --positions 8000 --nodes 40000 --out $(DATA)/english.book
	$(DEV) book --variant russian --positions 6000 --nodes 30000 --out $(DATA)/russian.book

test-engine-release:
	$(CARGO) test --release -p draughts-engine --test bitbase --test draw_rules --test puzzles -- --include-ignored
