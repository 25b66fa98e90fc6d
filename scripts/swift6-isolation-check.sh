#!/usr/bin/env bash
# Shows what each kind of client sees of ScrollKit's isolation (issue 26, item 1):
# Tests/IsolationFixtures/NonisolatedUIKitUse.swift touches views, constraints, layers and layout
# builders from nonisolated code. UIKit and QuartzCore's main-actor declarations are
# `@preconcurrency @MainActor`, as Objective-C's main-actor classes appear to Swift, so:
# - in Swift 5 language mode it compiles with no error and no isolation diagnostic (as against
#   Apple's SDK with minimal checking);
# - in Swift 6 language mode exactly the lines marked `swift6-diagnosed` are diagnosed, and no
#   other line is. Swift 6.3 reports uses of `@preconcurrency` declarations as warnings, not errors,
#   even in Swift 6 mode (Apple's SDK gives errors there): docs/PORTING.md, "Isolation".
# Needs a debug build (`swift build --build-tests -j 1`). Exit 0 when both hold.
set -euo pipefail
[ -n "${ISOLATION_CHECK_DEBUG:-}" ] && set -x
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
fixture=Tests/IsolationFixtures/NonisolatedUIKitUse.swift
modules=.build/debug/Modules
[ -d "$modules" ] || { echo "swift6-isolation-check: no $modules; run swift build first" >&2; exit 2; }

# UIKit's module loads the C modules it imports (cairo, Pango, libvips, the JPEG decoder).
flags=(-I "$modules")
for map in Sources/Ccairo/module.modulemap Sources/CPangoCairo/module.modulemap Sources/Cvips/module.modulemap \
           .build/debug/CJPEGDecode.build/module.modulemap .build/debug/CVipsStart.build/module.modulemap; do
    [ -f "$map" ] && flags+=(-Xcc "-fmodule-map-file=$map")
done
for dir in Sources/CJPEGDecode/include Sources/CVipsStart/include; do flags+=(-Xcc "-I$dir"); done
for flag in $(pkg-config --cflags cairo pangocairo vips); do flags+=(-Xcc "$flag"); done

swift5=$(swiftc -typecheck -swift-version 5 "${flags[@]}" "$fixture" 2>&1) || true
swift6=$(swiftc -typecheck -swift-version 6 "${flags[@]}" "$fixture" 2>&1) || true

status=0
if grep -q "error:" <<<"$swift5"; then
    echo "FAIL: Swift 5 mode has errors (it must compile, as against Apple's SDK):"
    grep "error:" <<<"$swift5" | sort -u
    status=1
else
    echo "ok: Swift 5 mode compiles ($(grep -c "warning:" <<<"$swift5" || true) warning lines)"
fi

if grep -qE "main actor|nonisolated" <<<"$swift5"; then
    echo "FAIL: Swift 5 mode diagnoses isolation:"; grep -E "main actor|nonisolated" <<<"$swift5" | sort -u; status=1
fi

expected=$(grep -n "// swift6-diagnosed$" "$fixture" | cut -d: -f1 | sort -un)
actual=$(grep -E "^[^ ]*NonisolatedUIKitUse.swift:[0-9]+:[0-9]+: (error|warning):" <<<"$swift6" | cut -d: -f2 | sort -un || true)
if [ "$expected" == "$actual" ]; then
    echo "ok: Swift 6 mode diagnoses exactly the marked lines ($(wc -w <<<"$expected" | tr -d ' ') lines;" \
         "$(grep -cE "NonisolatedUIKitUse.swift:[0-9]+:[0-9]+: error:" <<<"$swift6" || true) as errors)"
else
    echo "FAIL: Swift 6 diagnoses lines [$(echo $actual)], expected [$(echo $expected)]:"
    grep -E "(error|warning):" <<<"$swift6" | sort -u
    status=1
fi
exit $status
