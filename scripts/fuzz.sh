#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/, only with SCROLLKIT_FUZZ=1) under AddressSanitizer and runs
# each for FUZZ_TIME seconds (default 300) from its committed seed corpus (Fuzz/Corpus/<target>).
# `make fuzz` runs this; `make fuzz-ci` (part of `make test`) with FUZZ_TIME=30. New inputs libFuzzer
# finds go to out/fuzz/<target>/corpus (not the repository), a crash's input to out/fuzz/<target>/.
# FUZZ_TARGETS="FuzzVisualFormat ..." runs some of them.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
FUZZ_TIME="${FUZZ_TIME:-300}"
TARGETS=(${FUZZ_TARGETS:-FuzzImageDecoding FuzzDescriptors FuzzSessionFiles FuzzVisualFormat FuzzGeometryStrings})
BUILD_PATH=.build-fuzz

# One --sanitize=fuzzer for SwiftPM's link step, and the compiler flags spelled out: two separate
# --sanitize flags leave the Swift code without coverage instrumentation.
FLAGS=(--build-path "$BUILD_PATH" -j "${FUZZ_JOBS:-2}" --sanitize=fuzzer
       -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address)
start=$(date +%s)
for t in "${TARGETS[@]}"; do
  SCROLLKIT_FUZZ=1 swift build "${FLAGS[@]}" --product "$t" 2>&1 | grep -E "error|Compiling|Build complete" | grep -v "^\[" || true
  [ -x "$BUILD_PATH/debug/$t" ] || { echo "fuzz: $t did not build"; exit 1; }
done
echo "fuzz: built ${#TARGETS[@]} targets in $(( $(date +%s) - start )) s"

# Swift's crash reporter hangs under ASan; libFuzzer prints the stack itself.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"
failed=()
for t in "${TARGETS[@]}"; do
  out="out/fuzz/$t"
  mkdir -p "$out/corpus"
  echo "fuzz: $t for ${FUZZ_TIME} s"
  # -rss_limit_mb / -malloc_limit_mb: one input that needs more than 2 GiB (a header trusted
  # before ImageSizePolicy) is a finding; -timeout: one input that takes 20 s is a finding too.
  if ! "$BUILD_PATH/debug/$t" "$out/corpus" "Fuzz/Corpus/$t" -max_total_time="$FUZZ_TIME" \
        -rss_limit_mb=2048 -malloc_limit_mb=2048 -timeout=20 -max_len=65536 \
        -artifact_prefix="$out/" -print_final_stats=1 > "$out/log.txt" 2>&1; then
    failed+=("$t")
    tail -40 "$out/log.txt"
  fi
  grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" "$out/log.txt" | tr '\n' ' '; echo
done
echo "fuzz: ${#TARGETS[@]} targets, $(( $(date +%s) - start )) s in all"
if [ ${#failed[@]} -gt 0 ]; then echo "fuzz: FAILED: ${failed[*]} (inputs in out/fuzz/<target>/)"; exit 1; fi
echo "fuzz: ok"
