# Swift compiled and tested on Linux: the real Swift 6 compiler, from Debian
# 13's swiftlang package, in a chroot outside the repository (see ios/README.md).
#
#   make test-swift   compile the generated bindings and DraughtsKit (Swift 6
#                     language mode) against the host library, and run the
#                     Swift Testing suites: the models with fakes, and the
#                     bindings against the real core (ios/linux/Package.swift).
#                     Also loads the app's own manifest (ios/DraughtsKit).
#   make deps-swift   create the chroot with the toolchain, once (a few
#                     minutes and ~2.6 GB in $(SWIFT_CHROOT); then a no-op)
#
# The SwiftUI views (DraughtsUI) and the app target compile only on Apple
# systems: they keep the checks of make test-ios-check.

SWIFT_CHROOT       ?= /var/tmp/draughts-swift-chroot
export SWIFT_CHROOT
SWIFT_IN_CHROOT    := ios/tools/swift-chroot.sh
SWIFT_LINUX_PKG    := ios/linux
SWIFT_LINUX_BUILD  := build/swift-linux
SWIFT_LINUX_LOG    := $(SWIFT_LINUX_BUILD)/test.log
# The host library the tests load (built by `make bindings`).
SWIFT_FFI_LIB_DIR  := $(CURDIR)/$(BINDINGS_LIB_DIR)

TEST_TARGETS += test-swift
DEPS_TARGETS += deps-swift

.PHONY: test-swift deps-swift

ifneq ($(HOST_OS),Linux)
deps-swift test-swift:
	@echo "$@: for Linux (a Debian chroot); on macOS, make ios builds the Swift and runs swift test"
else
deps-swift:
	$(SWIFT_IN_CHROOT) --install

# The whole output goes to $(SWIFT_LINUX_LOG); it is printed when anything
# fails, else only Swift Testing's lines for the suites and the run.
test-swift: bindings
	@mkdir -p $(SWIFT_LINUX_BUILD)
	$(SWIFT_IN_CHROOT) swift package --package-path ios/DraughtsKit \
	  --scratch-path $(SWIFT_LINUX_BUILD)/app-manifest describe >/dev/null
	@echo "swift: building and testing $(SWIFT_LINUX_PKG) in $(SWIFT_CHROOT) (log: $(SWIFT_LINUX_LOG))"
	@$(SWIFT_IN_CHROOT) env DRAUGHTS_FFI_LIB_DIR=$(SWIFT_FFI_LIB_DIR) \
	  swift test --package-path $(SWIFT_LINUX_PKG) --scratch-path $(SWIFT_LINUX_BUILD) \
	  >$(SWIFT_LINUX_LOG) 2>&1; status=$$?; \
	if [ $$status -ne 0 ]; then cat $(SWIFT_LINUX_LOG); echo "swift: failed (exit $$status)" >&2; exit $$status; fi; \
	grep -E '^[^ ]+ (Suite ".*" (passed|failed)|Test run with)' $(SWIFT_LINUX_LOG); \
	grep -qE '^[^ ]+ Test run with [1-9][0-9]* tests? passed' $(SWIFT_LINUX_LOG) || \
	  { echo "swift: no Swift Testing test ran (see $(SWIFT_LINUX_LOG))" >&2; exit 1; }
endif
