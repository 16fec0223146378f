# The Kotlin lint gate: ktlint (https://pinterest.github.io/ktlint/), its
# self-contained CLI jar from Maven Central, over every Kotlin file we write
# (the Compose app, the desktop build, the JVM binding tests, the Gradle
# scripts). The generated bindings are left out. Rules: .editorconfig.
#
#   make lint-kotlin     check (in make test)
#   make format-kotlin   rewrite the files in place, then check

KTLINT_VERSION := 1.8.0
KTLINT_JAR     := build/ktlint/ktlint-cli-$(KTLINT_VERSION)-all.jar
KTLINT_FILES   := 'android/**/*.kt' 'android/**/*.kts' 'tests/kotlin/src/**/*.kt' \
                  '!**/org/draughts/core/draughts_ffi.kt' '!**/target/**' '!**/build/**'

TEST_TARGETS += lint-kotlin
DEPS_TARGETS += deps-ktlint

.PHONY: lint-kotlin format-kotlin deps-ktlint

deps-ktlint: $(KTLINT_JAR)

$(KTLINT_JAR):
	$(MVN) $(MVN_FLAGS) -q dependency:copy \
	  -Dartifact=com.pinterest.ktlint:ktlint-cli:$(KTLINT_VERSION):jar:all \
	  -DoutputDirectory=$(dir $(KTLINT_JAR))

lint-kotlin: $(KTLINT_JAR)
	java -jar $(KTLINT_JAR) --relative $(KTLINT_FILES)
	@echo "ktlint: no violations"

format-kotlin: $(KTLINT_JAR)
	-java -jar $(KTLINT_JAR) --relative --format $(KTLINT_FILES)
	$(MAKE) lint-kotlin
