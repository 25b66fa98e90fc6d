#!/usr/bin/env bash
# Examples/HelloScroll, a package of someone else's shape: it depends on ScrollKit by path and on
# swift-custom-dump and swift-property-based, which compile UIKit/CoreGraphics code under
# `#if canImport(UIKit)` / `canImport(CoreGraphics)` when those modules exist (ScrollKit's, here).
# SwiftPM puts every package's modules in one folder and orders unrelated packages freely, so the
# sample is built from scratch twice, in a fresh --build-path each time:
#   1. ScrollKit's UIKit target first, then the rest (custom-dump and PropertyBased then see UIKit and
#      compile their UIKit code against it; the tests require custom-dump's UIKit conformances);
#   2. CustomDump and PropertyBased first (they see no UIKit), then the rest.
# Both builds must succeed and the sample's tests pass in each.
# Build folders go to out/examples/ (git-ignored). SWIFT_JOBS=N passes -j N to swift build (default: all
# cores). Prints PASS/FAIL per check, then "N passed, M failed"; exits 1 on failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
ROOT=$PWD
OUT=$ROOT/out/examples
PKG=$ROOT/Examples/HelloScroll
JOBS=(${SWIFT_JOBS:+-j "$SWIFT_JOBS"})
mkdir -p "$OUT"
passed=0
failed=0
check() {   # check NAME STATUS(0 = pass) [DETAIL]
  if [ "$2" -eq 0 ]; then echo "PASS: $1${3:+ ($3)}"; passed=$((passed + 1)); else echo "FAIL: $1${3:+ ($3)}"; failed=$((failed + 1)); fi
}
# build ORDER-NAME TARGET…: a fresh build folder; each TARGET built in turn, then everything with the tests.
build() {
  local name=$1; shift
  local dir=$OUT/$name log=$OUT/$name.log
  rm -rf "$dir"; : >"$log"
  local start=$SECONDS status=0
  for target in "$@"; do
    (cd "$PKG" && swift build "${JOBS[@]}" --build-path "$dir" --target "$target") >>"$log" 2>&1 || { status=1; break; }
  done
  [ $status -eq 0 ] && { (cd "$PKG" && swift build "${JOBS[@]}" --build-path "$dir" --build-tests) >>"$log" 2>&1 || status=1; }
  check "$name: builds from scratch ($*, then the rest)" $status "$((SECONDS - start)) s; log $log"
  [ $status -eq 0 ] || { grep -E "error:" "$log" | head -5; return; }
  if grep -q "missing required module" "$log"; then check "$name: no 'missing required module'" 1; fi
  local env=()
  [ "$name" = uikit-first ] && env=(HELLOSCROLL_UIKIT_FIRST=1)
  (cd "$PKG" && env "${env[@]}" swift test --skip-build --build-path "$dir") >"$OUT/$name-test.log" 2>&1
  check "$name: HelloScroll's tests pass" $? "$(tail -1 "$OUT/$name-test.log")"
}

build uikit-first UIKit
build others-first CustomDump PropertyBased

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
