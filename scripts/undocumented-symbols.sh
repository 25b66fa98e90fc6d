#!/usr/bin/env bash
# Lists public symbols without a documentation summary line, per module:
#   scripts/undocumented-symbols.sh                 # every documented module
#   scripts/undocumented-symbols.sh UIKit Tiling    # just these
# UNDOCUMENTED_FAIL=1 makes it exit 1 when anything is listed (for CI once a module is complete).
# Uses the compiler's symbol graphs (swift package dump-symbol-graph, about 40 s warm).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(UIKit QuartzCore CoreGraphics ScrollPhysics LayoutEngine Tiling PhotoBrowser TilePyramid HeadlessHost HostSession SessionPlot)
swift package dump-symbol-graph --minimum-access-level public >/dev/null 2>&1 || {
  echo "undocumented-symbols: swift package dump-symbol-graph failed (does the package build?)" >&2; exit 2; }
python3 scripts/undocumented-symbols.py "$(dirname "$(swift build --show-bin-path)")/symbolgraph" "${modules[@]}"
