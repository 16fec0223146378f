# Swift compiled and tested on Linux: the real Swift 6 compiler, from Debian
# 13's swiftlang package, in a chroot outside the repository (see ios/README.md).
#
#   make deps-swift   create the chroot with the toolchain, once (a few
#                     minutes and ~2.6 GB in $(SWIFT_CHROOT); then a no-op)

SWIFT_CHROOT       ?= /var/tmp/draughts-swift-chroot
export SWIFT_CHROOT
SWIFT_IN_CHROOT    := ios/tools/swift-chroot.sh

DEPS_TARGETS += deps-swift

.PHONY: deps-swift

deps-swift:
	$(SWIFT_IN_CHROOT) --install
