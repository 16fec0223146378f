#!/bin/sh
# The Android build (gradle/libs.versions.toml) and the desktop build
# (desktop/pom.xml) must use the same Kotlin, Compose and JNA versions, and
# the same as the binding tests (tests/kotlin/pom.xml); the JVM build of the
# Android code (jvm/pom.xml) the same Kotlin, Compose, JNA, JUnit 4 and
# Robolectric as Gradle.
cd "$(dirname "$0")" || exit 2
toml() { sed -n "s/^$1 *= *\"\([^\"]*\)\".*/\1/p" gradle/libs.versions.toml; }
pom() { sed -n "s:.*<$2>\([^<]*\)</$2>.*:\1:p" "$1" | head -1; }
fail=0; ok=0
check() {
  if [ -n "$2" ] && [ "$2" = "$3" ]; then ok=$((ok + 1)); else echo "versions: $1 differs: $2 vs $3"; fail=$((fail + 1)); fi
}
check "kotlin (gradle vs desktop)" "$(toml kotlin)" "$(pom desktop/pom.xml kotlin.version)"
check "compose (gradle vs desktop)" "$(toml compose)" "$(pom desktop/pom.xml compose.version)"
check "jna (gradle vs desktop)" "$(toml jna)" "$(pom desktop/pom.xml jna.version)"
check "kotlin (gradle vs jvm)" "$(toml kotlin)" "$(pom jvm/pom.xml kotlin.version)"
check "compose (gradle vs jvm)" "$(toml compose)" "$(pom jvm/pom.xml compose.version)"
check "jna (gradle vs jvm)" "$(toml jna)" "$(pom jvm/pom.xml jna.version)"
check "junit4 (gradle vs jvm)" "$(toml junit4)" "$(pom jvm/pom.xml junit4.version)"
check "robolectric (gradle vs jvm)" "$(toml robolectric)" "$(pom jvm/pom.xml robolectric.version)"
check "kotlin (desktop vs tests/kotlin)" "$(pom desktop/pom.xml kotlin.version)" "$(pom ../tests/kotlin/pom.xml kotlin.version)"
check "jna (desktop vs tests/kotlin)" "$(pom desktop/pom.xml jna.version)" "$(pom ../tests/kotlin/pom.xml jna.version)"
check "package of the bindings" "$(sed -n 's/^package_name *= *"\(.*\)"/\1/p' ../bindings/uniffi.toml)" "org.draughts.core"
# The Rust libraries' build (build-rust-libs.sh) and the app: same ABIs, same API level.
script() { sed -n "s/^$1=\"*\([^\"]*\)\"*$/\1/p" build-rust-libs.sh; }
gradle_abis=$(sed -n 's/^val rustAbis = listOf(\(.*\))$/\1/p' app/build.gradle.kts | tr -d '",')
check "ABIs (build-rust-libs.sh vs app/build.gradle.kts)" "$(script ABIS)" "$gradle_abis"
check "API level (build-rust-libs.sh vs minSdk)" "$(script PLATFORM)" "$(sed -n 's/^ *minSdk = \([0-9]*\).*/\1/p' app/build.gradle.kts)"
echo "versions: $ok passed, $fail failed"
[ "$fail" -eq 0 ]
