#!/usr/bin/env bash
# Examples/HelloScroll, a package of someone else's shape: it depends on ScrollKit by path and on
# swift-custom-dump and swift-property-based, which compile UIKit/CoreGraphics code under
# `#if canImport(UIKit)` / `canImport(CoreGraphics)` when those modules exist (ScrollKit's, here).
# SwiftPM puts every package's modules in one folder and orders unrelated packages freely, so the
# sample is built from scratch twice, in a fresh --build-path each time:
#   1. ScrollKit's UIKit target first, then the rest (custom-dump and PropertyBased then see UIKit and
#      compile their UIKit code against it; the tests require custom-dump's UIKit conformances);
#   2. CustomDump and PropertyBased first (they see no UIKit), then the rest.
# Both builds must succeed and the sample's tests pass in each. Then the app itself (`@main` on its
# AppDelegate) runs: headless with --screenshot, and in a real SDL2 window under Xvfb with
# --screenshot (the first settled frame, then exit 0); each PNG must have the window's size and show
# more than one colour, and --no-such-option must exit 64.
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

# png_ok NAME FILE WIDTH: a PNG of WIDTH pixels with more than one colour.
png_ok() {
  local size colours
  size=$(identify -format '%w' "$2" 2>/dev/null) || { check "$1" 1 "no PNG at $2"; return; }
  colours=$(identify -format '%k' "$2" 2>/dev/null)
  [ "$size" = "$3" ] && [ "${colours:-0}" -gt 1 ]
  check "$1" $? "$2: ${size} px wide (expected $3), $colours colours"
}
APP=$OUT/uikit-first/debug/HelloScroll
if [ -x "$APP" ]; then
  rm -f "$OUT/headless.png" "$OUT/window.png"
  timeout 60 "$APP" --headless --screenshot "$OUT/headless.png" >"$OUT/headless.log" 2>&1
  check "HelloScroll --headless --screenshot exits 0" $? "$(tail -1 "$OUT/headless.log")"
  # UIScreen.main: 320 pt at 2x.
  png_ok "headless screenshot is the settled window" "$OUT/headless.png" 640
  timeout 20 "$APP" --no-such-option >/dev/null 2>&1
  check "an unknown option exits 64 (usage)" $([ $? -eq 64 ]; echo $?)
  if command -v Xvfb >/dev/null; then
    # A free display: -displayfd lets the server pick an unused number and report it.
    dispfile=$(mktemp)
    timeout -k 3 90 Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$dispfile" >/dev/null 2>&1 &
    xvfb=$!
    for _ in $(seq 100); do [ -s "$dispfile" ] && break; sleep 0.1; done
    disp=$(tr -dc '0-9' <"$dispfile"); rm -f "$dispfile"
    DISPLAY=":$disp" SDL_VIDEODRIVER=x11 timeout 60 "$APP" --screenshot "$OUT/window.png" >"$OUT/window.log" 2>&1
    check "HelloScroll in an SDL2 window under Xvfb: --screenshot exits 0" $? "$(tail -1 "$OUT/window.log")"
    # The SDL window under Xvfb presents at 1x: 320 px.
    png_ok "window screenshot is the settled window" "$OUT/window.png" 320
    kill "$xvfb" 2>/dev/null; wait "$xvfb" 2>/dev/null
  else
    check "Xvfb is installed (scripts/bootstrap.sh)" 1
  fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
