#!/usr/bin/env bash
# `make sanitize`: a representative part of the suite under AddressSanitizer and LeakSanitizer, in
# its own build folder (.build-asan): the scroll view, tiled layers and subview tiling, tables,
# navigation, and the photo browser's tile sources (HTTP included). Exits non-zero on a test
# failure or a sanitizer report. Not part of `make test` (its build takes as long again as the
# suite's); docs/PORTING.md, "Sanitizers", says what it found.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
BUILD=(--build-path .build-asan --sanitize=address)

suites() {  # the test structs declared under the given test folders, as one regex alternative
  grep -rhoE "^(@Suite[^\n]*)?\s*(@MainActor\s+)?(final class|struct) [A-Za-z]+Tests" "$@" | grep -oE "[A-Za-z]+Tests$" | sort -u | paste -sd'|'
}
SCROLL=$(suites Tests/UIKitTests/ScrollView Tests/UIKitTests/Zooming)
TABLES=$(suites Tests/UIKitTests/TableView)
NAV=$(suites Tests/UIKitTests/Navigation)
TILES="CATiledLayerTests|HangingTileDrawTests|RemovedTiledViewTests|ScrollAndTilePropertyTests|TileDrawingThreadTests|TiledDrawingAdoptionTests|TiledLayerFastMotionLevelTests|TiledLayerFirstScreenTests|TiledLayerFlingTests|TiledLayerMotionTests|TiledLayerVisibleTilesTests"
FILTER="UIKitTests\.($SCROLL|$TABLES|$NAV|$TILES)/|TilingTests\.|PhotoBrowserTests\.(RemoteTileTests|PyramidPhotoTests|JPEGTileTests|PooledTileTests)/|ImageSizePolicyTests"

# PropertyBased first, in this build folder (scripts/build-property-based-first.sh says why).
swift build "${BUILD[@]}" --target PropertyBased -j "${SANITIZE_JOBS:-2}" 2>&1 | grep -E "error:" || true
swift build "${BUILD[@]}" --build-tests -j "${SANITIZE_JOBS:-2}" 2>&1 | grep -E "error:|Build complete" || true
# Swift's crash reporter hangs under ASan. Leaks: glib/fontconfig/pango keep process-lifetime caches
# that are never freed by design, listed in scripts/lsan-suppressions.txt (each with why).
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"
log=out/sanitize.log
mkdir -p out
set +e
swift test "${BUILD[@]}" --skip-build --filter "$FILTER" > "$log" 2>&1
status=$?
set -e
grep -E "^(✔|✘) Test run|ERROR: (Address|Leak)Sanitizer|SUMMARY: " "$log" | head -20
if [ $status -ne 0 ] || grep -q "Sanitizer" "$log"; then echo "sanitize: FAILED (log: $log)"; exit 1; fi
echo "sanitize: clean (log: $log)"
