#!/usr/bin/env bash
# Two headless runs of the Gallery (`Gallery --headless`, the scripted session that writes PNG frames
# to out/gallery/) must write byte-identical frames: the session's input is scripted with fixed
# timestamps, so any difference is hidden non-determinism (Dictionary/Set order, which Swift seeds
# per process; thread timing; an unseeded random). Each run works in its own temporary directory.
#
# Expects the debug build (`make test` builds it; GALLERY_BIN overrides the path). About 2 s.
# Prints PASS/FAIL and exits 1 on a difference, naming the frames that differ.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=$(realpath "${GALLERY_BIN:-.build/debug/Gallery}")
[ -x "$BIN" ] || { echo "FAIL: $BIN not built (run make test or swift build --product Gallery)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for run in 1 2; do
  mkdir -p "$work/$run"
  if ! (cd "$work/$run" && timeout 60 "$BIN" --headless >log.txt 2>&1); then
    echo "FAIL: headless run $run did not finish; its log:"; cat "$work/$run/log.txt"; exit 1
  fi
  (cd "$work/$run/out/gallery" && sha256sum -- *.png) >"$work/$run.sums"
done

frames=$(wc -l <"$work/1.sums")
if [ "$frames" -gt 0 ] && diff -q "$work/1.sums" "$work/2.sums" >/dev/null; then
  echo "PASS: two headless Gallery runs wrote $frames identical frames"
else
  echo "FAIL: two headless Gallery runs wrote different frames:"
  diff "$work/1.sums" "$work/2.sums" || true
  exit 1
fi
