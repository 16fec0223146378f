# Bindings: the UniFFI library (bindings/, crate draughts-ffi) and the tests
# of its generated Kotlin. See bindings/README.md. `make bindings` itself is
# in mk/common.mk: every front end's build starts from it.
#
#   make test-kotlin        compile the generated Kotlin + tests/kotlin on the
#                           JVM (Maven) and run them against the host library
#   make bindings-mobile    size-tuned, stripped host library (profile mobile)
#                           and its size
#   make deps-bindings      download the Maven plugins and dependencies
#   make android-libs       the Android libraries (android/build-rust-libs.sh,
#                           the script Gradle runs; needs the NDK and cargo-ndk)
#   make xcframework        the iOS/macOS XCFramework (ios/build-xcframework.sh
#                           --no-app, the script `make ios` runs; needs Xcode)

TEST_TARGETS += test-kotlin
DEPS_TARGETS += deps-bindings

.PHONY: bindings-mobile bench-jvm test-kotlin deps-bindings android-libs xcframework

# The size-tuned library the apps ship (opt-level z, LTO, strip, unwind).
bindings-mobile:
	$(CARGO) build --profile mobile -p draughts-ffi
	@ls -l target/mobile/$(BINDINGS_LIB_NAME) | awk '{printf "bindings: stripped host library target/mobile/$(BINDINGS_LIB_NAME): %d bytes (%.0f KiB)\n", $$5, $$5/1024}'

# The terminal binary too: a test opens its saves in the bindings and back.
test-kotlin: bindings
	$(CARGO) build -p draughts-cli
	cd tests/kotlin && $(MVN) $(MVN_FLAGS) test -Ddraughts.lib.dir=$(CURDIR)/$(BINDINGS_LIB_DIR)

# Game-screen latency through the Kotlin bindings and JNA, on the release
# library the apps ship (a measurement, printed, never asserted; the Rust
# side is in `make bench`).
bench-jvm: bindings
	$(CARGO) build --release -p draughts-ffi
	cd tests/kotlin && $(MVN) $(MVN_FLAGS) -q test -Dtest=LatencyBench -Ddraughts.bench=true \
	  -Ddraughts.lib.dir=$(CURDIR)/target/release -Dsurefire.failIfNoSpecifiedTests=false | grep '^|'

# What the Kotlin tests need on a fresh machine (a JDK 17 and Maven are the
# toolchains): the Maven plugins and dependencies, from Maven Central into ~/.m2.
deps-bindings:
	cd tests/kotlin && $(MVN) $(MVN_FLAGS) -q dependency:resolve dependency:resolve-plugins

# --- Only with the platform SDKs (not on this project's Linux machines) ---
# One script per platform builds the libraries, the same one the platform's
# own build runs (Gradle's cargoNdk task; make ios).

android-libs:
	android/build-rust-libs.sh android/app/src/main/jniLibs

xcframework:
	ios/build-xcframework.sh --no-app
