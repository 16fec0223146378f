# The apps' Material colour roles, made from one brand colour by
# tools/colours (Material Color Utilities' Rust port, a dev tool not shipped)
# and committed as tools/colours/scheme.tsv, BrandColors.kt and BrandColors.swift.
#
#   make colours       write the three files again (after changing the brand colour)
#   make test-colours  check that the committed files are what the tool makes

TEST_TARGETS += test-colours

.PHONY: colours test-colours

colours:
	$(CARGO) run -q -p draughts-colours

test-colours:
	$(CARGO) run -q -p draughts-colours -- --check
