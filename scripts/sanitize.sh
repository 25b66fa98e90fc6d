#!/usr/bin/env bash
# `make sanitize` (also a step of `make test`): a representative part of the suite under
# AddressSanitizer and LeakSanitizer, in its own build folder (.build-asan), so it never fights the
# ordinary debug build in .build: the scroll view (dragging, deceleration, paging, zooming), tiled
# layers (CATiledLayer, its drawing threads, fast motion), tables, navigation (push, pop, the edge
# swipe), subview tiling (TilingTests), the photo browser's tile sources including the HTTP one
# (PhotoBrowserTests: RemoteTileTests against a local server), and the four fuzzing findings
# (ImageSizePolicyTests). Exits non-zero on a test failure or any sanitizer report.
#
# Why not the whole bundle: an ASan build of every test target and app costs as much CPU again as
# the suite's own debug build, on CI's 2 cores. With SCROLLKIT_SANITIZE=1, Package.swift keeps only
# the test targets above, and UIKitTests only the files of those areas plus their helpers, and the
# build asks for the test product alone (--product ScrollKitPackageTests: none of the apps). The
# fuzz build (.build-fuzz) cannot be shared: its coverage flags differ, and libFuzzer's own main()
# cannot link into a test bundle. What this costs is measured in docs/bench/README.md ("Sanitizers");
# what it found is in Fuzz/README.md ("Sanitizers over the suite").
#
# SANITIZE_JOBS=N passes -j N to swift build (default 2). SANITIZE_FILTER=REGEX runs other suites of
# the same bundle.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export SCROLLKIT_SANITIZE=1
BUILD=(--build-path .build-asan --sanitize=address)
JOBS=(-j "${SANITIZE_JOBS:-2}")
log=out/sanitize.log
mkdir -p out
start=$SECONDS

# swift-property-based compiles UIKit code under `#if canImport(UIKit)` when it can see ScrollKit's
# UIKit module (SwiftPM puts every module of every package in one folder) and fails against it, so it
# is built first, while no UIKit module exists in this folder (scripts/examples-test.sh, order 2).
if ! swift build "${BUILD[@]}" "${JOBS[@]}" --target PropertyBased > out/sanitize-build.log 2>&1 ||
   ! swift build "${BUILD[@]}" "${JOBS[@]}" --product ScrollKitPackageTests >> out/sanitize-build.log 2>&1; then
  grep -E "error:" out/sanitize-build.log | head -20
  echo "sanitize: the ASan build failed (log: out/sanitize-build.log)"
  exit 1
fi
echo "sanitize: built in $((SECONDS - start)) s"

# Swift's crash reporter hangs under ASan; ASan prints the stack itself.
export SWIFT_BACKTRACE=enable=no
# halt_on_error: the first memory error ends the run with its report. Leaks are checked at exit;
# scripts/lsan-suppressions.txt lists the one-time allocations of the Swift runtime and the native
# libraries' process-lifetime caches (each with why). Nothing of ScrollKit's is suppressed.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1:detect_stack_use_after_return=0"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"
FILTER="${SANITIZE_FILTER:-UIKitTests\.|TilingTests\.|PhotoBrowserTests\.}"
set +e
swift test "${BUILD[@]}" --skip-build --filter "$FILTER" > "$log" 2>&1
status=$?
set -e
grep -E "^(✔|✘) Test run|ERROR: (Address|Leak)Sanitizer|SUMMARY: " "$log" | head -20
if [ $status -ne 0 ] || grep -qE "ERROR: (Address|Leak)Sanitizer" "$log"; then
  echo "sanitize: FAILED (log: $log)"
  exit 1
fi
echo "sanitize: clean in $((SECONDS - start)) s (log: $log)"
