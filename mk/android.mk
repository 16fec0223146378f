# The Android app (android/, Gradle) and the same UI on the desktop
# (android/desktop, Maven + JetBrains Compose for Desktop). See android/README.md.
#
#   make desktop        open the desktop app (host library, JNA)
#   make test-desktop   headless UI tests of every screen; PNGs in $(DESKTOP_SCREENSHOTS),
#                       each compared with its golden in $(DESKTOP_GOLDENS)
#   make update-goldens rewrite the goldens from this machine's run
#   make update-samples rewrite the previews' sample snapshots from the core
#   make deps-desktop   download the desktop build's Maven dependencies
#   make android        the APK (needs the Android SDK, the NDK and cargo-ndk)

DESKTOP_DIR          := android/desktop
DESKTOP_SCREENSHOTS  := build/android-desktop/screenshots
DESKTOP_GOLDENS      := $(DESKTOP_DIR)/src/test/goldens
DESKTOP_MVN_ARGS     := -Ddraughts.lib.dir=$(CURDIR)/$(BINDINGS_LIB_DIR)
# The screenshot folder is set in desktop/pom.xml (screenshots.dir): the same path.
GRADLE               ?= $(if $(wildcard android/gradlew),./gradlew,gradle)

TEST_TARGETS += test-desktop
DEPS_TARGETS += deps-desktop

.PHONY: desktop test-desktop deps-desktop android android-versions update-goldens check-goldens update-samples

desktop: bindings
	cd $(DESKTOP_DIR) && $(MVN) $(MVN_FLAGS) -q compile exec:java $(DESKTOP_MVN_ARGS)

# The Gradle build and the desktop build use the same Kotlin, Compose and JNA.
android-versions:
	@sh android/check-versions.sh

test-desktop: bindings android-versions
	rm -rf $(DESKTOP_SCREENSHOTS) && mkdir -p $(DESKTOP_SCREENSHOTS)
	cd $(DESKTOP_DIR) && $(MVN) $(MVN_FLAGS) test $(DESKTOP_MVN_ARGS)
	@cat $(DESKTOP_DIR)/target/surefire-reports/TEST-*.xml | \
	  sed -n 's/.*<testsuite[^>]* tests="\([0-9]*\)"[^>]* failures="\([0-9]*\)".*/\1 \2/p' | \
	  awk '{t+=$$1; f+=$$2} END {printf "desktop-ui: %d passed, %d failed\n", t-f, f}'
	@echo "desktop-ui: $$(ls $(DESKTOP_SCREENSHOTS) | wc -l) screenshots in $(DESKTOP_SCREENSHOTS)"
	@$(MAKE) --no-print-directory check-goldens

# A golden that no test shot any more is an error, like a missing one (which fails its test).
check-goldens:
	@unused=$$(cd $(DESKTOP_GOLDENS) && for g in *.png; do case $$g in *.actual.png|*.diff.png) continue;; esac; \
	  [ -f $(CURDIR)/$(DESKTOP_SCREENSHOTS)/$$g ] || echo $$g; done); \
	if [ -n "$$unused" ]; then echo "desktop-ui: goldens no test shot (remove them, or make update-goldens):" $$unused; exit 1; fi; \
	echo "desktop-ui: $$(ls $(DESKTOP_GOLDENS) | grep -vc -e '\.actual\.png' -e '\.diff\.png') goldens, $$(du -sh $(DESKTOP_GOLDENS) | cut -f1), none unused"

# Rewrites every golden from this run (after a deliberate change of the screens).
update-goldens: bindings android-versions
	rm -rf $(DESKTOP_SCREENSHOTS) && mkdir -p $(DESKTOP_SCREENSHOTS) $(DESKTOP_GOLDENS)
	rm -f $(DESKTOP_GOLDENS)/*.png
	# GoldensTest checks the comparison on goldens this run is rewriting: it runs in test-desktop.
	cd $(DESKTOP_DIR) && $(MVN) $(MVN_FLAGS) test $(DESKTOP_MVN_ARGS) -Dgoldens.update=true '-Dtest=!GoldensTest'
	@$(MAKE) --no-print-directory check-goldens
	@echo "desktop-ui: $$(ls $(DESKTOP_GOLDENS) | wc -l) goldens written in $(DESKTOP_GOLDENS)"

# Rewrites ui/data/SampleSnapshots.kt from the core (after a change of the core or of its records).
update-samples: bindings
	cd $(DESKTOP_DIR) && $(MVN) $(MVN_FLAGS) test $(DESKTOP_MVN_ARGS) -Dtest=SampleSnapshotsTest -Dsamples.update=true

deps-desktop:
	cd $(DESKTOP_DIR) && $(MVN) $(MVN_FLAGS) -q dependency:resolve dependency:resolve-plugins

# --- Only with the Android SDK + NDK and `cargo install cargo-ndk`, plus
#     `rustup target add aarch64-linux-android armv7-linux-androideabi x86_64-linux-android` ---
# Gradle's preBuild runs android/build-rust-libs.sh (as make android-libs: three
# ABIs, API 26, 16 KB pages) and `make bindings`.
android:
	cd android && $(GRADLE) assembleRelease
	@ls -l android/app/build/outputs/apk/release/
