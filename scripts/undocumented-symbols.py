#!/usr/bin/env python3
"""Lists public symbols without a documentation summary, per module (the documentation promise: every public symbol has
a summary line). Reads the symbol graphs of `swift package dump-symbol-graph`; see
scripts/undocumented-symbols.sh, which runs both.

A symbol counts as documented when its own doc comment has a first line. Symbols the compiler makes
up (memberwise inits, synthesized conformances) and members inherited from a protocol's default
implementation elsewhere are not listed: they have no place for a comment in this package's sources.
Output: `Module: N undocumented of M`, then one `  file:line  kind  name` line each.
"""
import glob
import json
import os
import sys

def main():
    root = sys.argv[1]
    modules = sys.argv[2:]
    total_missing = 0
    for module in modules:
        symbols = []
        for path in sorted(glob.glob(os.path.join(root, f"{module}.symbols.json")) +
                           glob.glob(os.path.join(root, f"{module}@*.symbols.json"))):
            with open(path) as f:
                symbols += json.load(f)["symbols"]
        seen, missing, counted = set(), [], 0
        for s in symbols:
            precise = s["identifier"]["precise"]
            if precise in seen or "::SYNTHESIZED::" in precise:
                continue
            seen.add(precise)
            if s.get("accessLevel") not in ("public", "open"):
                continue
            uri = s.get("location", {}).get("uri", "")
            if f"/Sources/{module}/" not in uri:   # declared elsewhere (inherited, other packages)
                continue
            counted += 1
            lines = (s.get("docComment") or {}).get("lines") or []
            if not any(l.get("text", "").strip() for l in lines):
                file = uri.split(f"/Sources/", 1)[1]
                line = s["location"]["position"]["line"] + 1
                name = ".".join(s.get("pathComponents", [s["names"]["title"]]))
                missing.append((file, line, s["kind"]["displayName"], name))
        missing.sort()
        total_missing += len(missing)
        print(f"{module}: {len(missing)} undocumented of {counted} public symbols")
        for file, line, kind, name in missing:
            print(f"  {file}:{line}  {kind}  {name}")
    return 1 if total_missing and os.environ.get("UNDOCUMENTED_FAIL") == "1" else 0

if __name__ == "__main__":
    sys.exit(main())
