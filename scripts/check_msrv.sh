#!/usr/bin/env bash
# Checks that the workspace builds with the Rust version it declares
# (`rust-version` in Cargo.toml), as a newcomer with that toolchain would:
# dependencies resolved to their newest versions that still support it.
# Not part of `make test` (it downloads a second toolchain).
#
#   scripts/check_msrv.sh        # uses rustup to install the toolchain once
set -euo pipefail
cd "$(dirname "$0")/.."
msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml)
echo "rust-version: $msrv"
rustup toolchain install "$msrv" --profile minimal >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git archive HEAD | tar -x -C "$work"
cd "$work"
# The UniFFI generator is a build tool, not part of the product.
sed -i 's#, "bindings/uniffi-bindgen"##' Cargo.toml
rm -f Cargo.lock
CARGO_RESOLVER_INCOMPATIBLE_RUST_VERSIONS=fallback cargo generate-lockfile -q
cargo "+$msrv" check --workspace --all-targets
echo "msrv: the workspace builds with Rust $msrv"
