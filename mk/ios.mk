# iOS app (ios/, see ios/README.md).
#
#   make ios             on macOS with Xcode: Rust libraries for the iOS device,
#                        simulators and macOS, lipo, XCFramework, Swift bindings
#                        (module DraughtsCore over C module DraughtsCoreFFI),
#                        the app (XcodeGen + xcodebuild) and `swift test`.
#                        Elsewhere it stops with a clear message.
#   make test-swift-syntax  parse the Swift that is not compiled here: the
#                        SwiftUI views and the app target (tree-sitter, a
#                        syntax check only; in `make test`)
#   make test-ios-check  what is checked here of the Swift that cannot be
#                        compiled off Apple systems (in `make test`): the SwiftUI
#                        views (DraughtsUI) and the app target (App):
#                        1. they parse (tree-sitter, make test-swift-syntax);
#                        2. every DraughtsCore name they use exists in the
#                           generated bindings, with the right argument labels,
#                           and a self-test proving misspelled calls are caught;
#                        3. every localized key is in the String Catalog (en, fr, nl, ru, pt-BR).
#                        The rest (DraughtsKit, its tests) is compiled and
#                        tested by make test-swift (mk/swift.mk).
#   make deps-ios        the Python venv of these checks (tree-sitter from PyPI)

IOS_DIR        := ios
IOS_GENERATED  := $(SWIFT_OUT)/DraughtsCore.swift
IOS_CATALOG    := $(IOS_DIR)/DraughtsKit/Sources/DraughtsUI/Resources/Localizable.xcstrings
IOS_VENV       := build/ios/venv
IOS_PY         := $(IOS_VENV)/bin/python
# The Swift only Apple systems compile (SwiftUI): checked by name, not compiled.
IOS_VIEWS      := $(IOS_DIR)/DraughtsKit/Sources/DraughtsUI $(IOS_DIR)/App

TEST_TARGETS += test-swift-syntax test-ios-check
DEPS_TARGETS += deps-ios

.PHONY: ios test-swift-syntax test-ios-check deps-ios

ios:
	@if [ "$$(uname -s)" != "Darwin" ]; then \
	  echo "make ios: needs macOS with Xcode, XcodeGen and the Rust iOS targets;" >&2; \
	  echo "          this is $$(uname -s). Here only 'make test-ios-check' runs (syntax and FFI-name checks)." >&2; \
	  exit 2; fi
	$(IOS_DIR)/build-xcframework.sh

test-swift-syntax: bindings $(IOS_VENV)/.installed
	$(IOS_PY) $(IOS_DIR)/tools/check_syntax.py $(IOS_VIEWS)

deps-ios: $(IOS_VENV)/.installed

$(IOS_VENV)/.installed: $(IOS_DIR)/tools/requirements.txt
	$(PYTHON3) -m venv $(IOS_VENV)
	$(IOS_VENV)/bin/pip install -q --disable-pip-version-check -r $<
	touch $@

# The syntax of the views is checked by test-swift-syntax above;
# this adds the checks against the generated bindings. Every Swift file under
# ios/ is read for the app's declarations; only the views are checked.
test-ios-check: bindings $(IOS_VENV)/.installed
	$(IOS_PY) $(IOS_DIR)/tools/check_ffi_names.py $(IOS_GENERATED) $(IOS_DIR) --check $(IOS_VIEWS)
	$(IOS_PY) $(IOS_DIR)/tools/test_check_ffi_names.py $(IOS_GENERATED) $(IOS_DIR)
	$(IOS_PY) $(IOS_DIR)/tools/test_check_strings.py
	$(IOS_PY) $(IOS_DIR)/tools/check_strings.py $(IOS_CATALOG) $(IOS_DIR)

# Crash safety of the iOS saves (AtomicFile.swift, in `make test`): 300 kills
# of a writer, ios/tools/storage-kill-test.sh. Needs swiftc: on Apple systems
# directly; on Linux inside the Swift chroot that make deps-swift installs.
TEST_TARGETS += test-storage-kill-swift
.PHONY: test-storage-kill-swift
test-storage-kill-swift:
	@if command -v swiftc > /dev/null; then ios/tools/storage-kill-test.sh; \
	else ios/tools/swift-chroot.sh ios/tools/storage-kill-test.sh; fi
