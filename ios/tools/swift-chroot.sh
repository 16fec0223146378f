#!/usr/bin/env bash
# A Swift toolchain for this Linux machine, in a chroot outside the repository.
#
#   ios/tools/swift-chroot.sh --install   create the chroot once (make deps-swift)
#   ios/tools/swift-chroot.sh CMD...      run CMD inside it, in the repository
#
# The host (Debian 12) has no Swift package; Debian 13 "trixie" has one
# (swiftlang, Swift 6.0.3). --install runs `debootstrap --variant=minbase
# trixie` into $SWIFT_CHROOT (default /var/tmp/draughts-swift-chroot) and
# installs swiftlang there with apt-get; the host only gains the debootstrap
# package. A stamp file records what was installed, so a second --install is
# a no-op. Needs root (debootstrap, chroot and mount do).
#
# Running a command bind-mounts /proc, /dev and the repository (at the same
# absolute path, so paths mean the same inside and out) into the chroot for
# the length of the command only: a trap unmounts them on success, failure or
# interruption. A lock serialises concurrent runs.
#
# Environment: SWIFT_CHROOT (where), SWIFT_CHROOT_MIRROR (the Debian mirror;
# default: the first Debian mirror in the host's apt sources).
set -euo pipefail

ROOT=${SWIFT_CHROOT:-/var/tmp/draughts-swift-chroot}
SUITE=trixie
# swiftlang brings swiftc, swift-build/swift-test, Foundation, Swift Testing,
# clang and gcc; without recommends, the C library's and libstdc++'s headers
# and start files (needed to compile the C++ target and link) come apart.
PACKAGES="swiftlang libc6-dev libstdc++-14-dev"
STAMP_NAME=.draughts-swift-ready
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)

say() { printf 'swift-chroot: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap, chroot and mount)"

stamp_text() { printf '%s %s\n' "$SUITE" "$PACKAGES"; }

# The mount points of the chroot at $1 that are mounted now, deepest first.
mounts_under() {
  awk -v r="$1" '$2 == r || index($2, r "/") == 1 { print $2 }' /proc/mounts | sort -r
}

# Mount what a command inside the chroot $1 needs, and the repository too
# unless $2 is "no-repo"; unmount_all undoes it. Called with the lock held,
# so mounts found there are left by a run that was killed: they go first.
MOUNTED=()
unmount_stale() {
  local m
  for m in $(mounts_under "$1"); do
    say "unmounting $m, left by an interrupted run"
    umount "$m" 2>/dev/null || umount -l "$m"
  done
}
mount_all() {
  local root=$1
  unmount_stale "$root"
  mkdir -p "$root/proc" "$root/dev"
  mount -t proc proc "$root/proc" && MOUNTED+=("$root/proc")
  mount --bind /dev "$root/dev" && MOUNTED+=("$root/dev")
  if [ "${2:-}" != no-repo ]; then
    mkdir -p "$root$REPO"
    mount --bind "$REPO" "$root$REPO" && MOUNTED+=("$root$REPO")
  fi
}
unmount_all() {
  local i
  for ((i = ${#MOUNTED[@]} - 1; i >= 0; i--)); do
    umount "${MOUNTED[i]}" 2>/dev/null || umount -l "${MOUNTED[i]}" || say "could not unmount ${MOUNTED[i]}"
  done
  MOUNTED=()
}
trap unmount_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

lock() {
  mkdir -p "$(dirname "$ROOT")"
  exec 9>"$ROOT.lock"
  flock 9
}

in_chroot() {
  local root=$1; shift
  local proxies=() v
  for v in http_proxy https_proxy no_proxy; do
    [ -z "${!v:-}" ] || proxies+=("$v=${!v}")
  done
  chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive "${proxies[@]}" "$@"
}

host_mirror() {
  if [ -n "${SWIFT_CHROOT_MIRROR:-}" ]; then echo "$SWIFT_CHROOT_MIRROR"; return; fi
  local m
  m=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
    grep -oE '(https?|file)://[^ ]*/debian/?( |$)' | head -n1 | tr -d ' ') || true
  echo "${m:-http://deb.debian.org/debian}"
}

apt_install() {
  local root=$1
  cp -L /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
  mount_all "$root" no-repo
  in_chroot "$root" apt-get update -q
  # shellcheck disable=SC2086 # a word list
  in_chroot "$root" apt-get install -y -q --no-install-recommends $PACKAGES
  in_chroot "$root" apt-get clean
  unmount_all
}

# With the compiler's version line (it finds its toolchain through /proc).
say_ready() {
  local v
  mount_all "$ROOT" no-repo
  v=$(in_chroot "$ROOT" swiftc --version 2>&1 | head -n1) || v="swiftc --version failed"
  unmount_all
  say "ready in $ROOT$1: $v"
}

install() {
  lock
  if [ -f "$ROOT/$STAMP_NAME" ] && [ "$(cat "$ROOT/$STAMP_NAME")" = "$(stamp_text)" ]; then
    say_ready ""
    return
  fi
  local started=$SECONDS
  if [ -f "$ROOT/$STAMP_NAME" ]; then
    # An earlier version of this script: add what the list gained.
    say "updating the packages in $ROOT"
    apt_install "$ROOT"
  else
    if ! command -v debootstrap >/dev/null; then
      say "installing debootstrap on the host (apt-get)"
      apt-get update -q
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap
    fi
    local partial=$ROOT.partial mirror
    mirror=$(host_mirror)
    if [ -e "$partial" ]; then
      unmount_stale "$partial"
      [ -z "$(mounts_under "$partial")" ] || die "$partial still has mounts; unmount them first"
      say "removing the unfinished $partial"
      rm -rf --one-file-system "$partial"
    fi
    [ ! -e "$ROOT" ] || die "$ROOT exists without $STAMP_NAME; remove it (check it has no mounts) and retry"
    say "debootstrap --variant=minbase $SUITE $partial $mirror (about 2 minutes and 2.6 GB with Swift)"
    debootstrap --variant=minbase "$SUITE" "$partial" "$mirror" >"$partial.log" 2>&1 ||
      { tail -n 20 "$partial.log" >&2; die "debootstrap failed (whole log: $partial.log)"; }
    rm -f "$partial.log"
    say "apt-get install $PACKAGES (inside the chroot)"
    apt_install "$partial"
    mv "$partial" "$ROOT"
  fi
  stamp_text >"$ROOT/$STAMP_NAME"
  say_ready " after $((SECONDS - started)) s"
}

run() {
  [ $# -gt 0 ] || die "usage: $0 --install | CMD..."
  [ -f "$ROOT/$STAMP_NAME" ] || die "no Swift toolchain in $ROOT: run 'make deps-swift' (or $0 --install) first"
  lock
  mount_all "$ROOT"
  local status=0
  in_chroot "$ROOT" /bin/sh -c 'cd "$1" && shift && exec "$@"' sh "$REPO" "$@" || status=$?
  unmount_all
  return "$status"
}

case "${1:-}" in
  --install) install ;;
  --) shift; run "$@" ;;
  *) run "$@" ;;
esac
