#!/usr/bin/env bash
# Builds swift-property-based's PropertyBased module before ScrollKit's own modules exist.
#
# Its Gen+Color.swift checks `#if canImport(CoreGraphics)` and `#if canImport(UIKit)`. In this
# package those names are ScrollKit's modules, which can only be loaded with the cairo, Pango and
# libvips module maps that PropertyBased's compile is not given, so a PropertyBased compiled after
# ours exist fails with "missing required module 'Ccairo'". On a fresh clone nothing of ours exists
# yet; in an older build folder our two modules are removed once (the next build remakes them).
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
if swift build --target PropertyBased >"$log" 2>&1; then rm -f "$log"; exit 0; fi
if grep -q "missing required module" "$log"; then
    echo "build-property-based-first: rebuilding PropertyBased without ScrollKit's CoreGraphics/UIKit modules in sight"
    rm -rf .build/debug/Modules/CoreGraphics.swiftmodule .build/debug/Modules/CoreGraphics.swiftdoc \
           .build/debug/Modules/UIKit.swiftmodule .build/debug/Modules/UIKit.swiftdoc
    swift build --target PropertyBased
else
    cat "$log"; rm -f "$log"; exit 1
fi
rm -f "$log"
