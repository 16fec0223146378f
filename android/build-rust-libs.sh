#!/bin/sh
# The Android libraries of the Rust core: libdraughts_ffi.so for every ABI
# the app ships, with the size-tuned `mobile` profile, into OUT_DIR/<abi>/.
# The one build of them: Gradle's cargoNdk task (app/build.gradle.kts, before
# every app build) and `make android-libs` both run this script.
#
#   android/build-rust-libs.sh OUT_DIR
#
# Needs the NDK and `cargo install cargo-ndk`, plus
# `rustup target add aarch64-linux-android armv7-linux-androideabi x86_64-linux-android`.
#
# ABIS must be the app's ndk.abiFilters and PLATFORM its minSdk (the API
# level the libraries link against); android/check-versions.sh, in
# `make test`, checks both against app/build.gradle.kts. The linker flag
# keeps the ELF segments 16 KB-aligned, as Android 15 devices with 16 KB
# pages need (the default from NDK r28 on; explicit for older NDKs).
set -eu

ABIS="arm64-v8a armeabi-v7a x86_64"
PLATFORM=26

[ $# -eq 1 ] || { echo "usage: $0 OUT_DIR" >&2; exit 2; }
case $1 in /*) out=$1 ;; *) out=$PWD/$1 ;; esac
cd "$(dirname "$0")/.."
targets=""
for abi in $ABIS; do targets="$targets -t $abi"; done
RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-C link-arg=-Wl,-z,max-page-size=16384"
export RUSTFLAGS
# shellcheck disable=SC2086 # one -t per ABI
exec "${CARGO:-cargo}" ndk $targets --platform "$PLATFORM" -o "$out" \
    build --profile mobile -p draughts-ffi
