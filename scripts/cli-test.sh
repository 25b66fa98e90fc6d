#!/usr/bin/env bash
# The apps' command lines (swift-argument-parser): for Gallery, PhotoScroller, tilecut, Benchmarks and scrollkit-plot,
# `--help` documents every option with an example and exits 0, `--version` exits 0, and bad arguments
# exit non-zero with an error on stderr (tilecut keeps its documented status 2 for bad usage).
# Nothing here opens a window or does work: parsing fails or prints before any run.
# Expects the debug build (`make test` builds it; BIN_DIR overrides). Prints PASS/FAIL per check.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN_DIR=${BIN_DIR:-.build/debug}
passed=0
failed=0
check() {   # check NAME STATUS(0 = pass) [DETAIL]
  if [ "$2" -eq 0 ]; then echo "PASS: $1"; passed=$((passed + 1)); else echo "FAIL: $1${3:+ ($3)}"; failed=$((failed + 1)); fi
}
# runs APP ARGS…: sets out, err, status
runs() { local app=$1; shift; out=$(timeout 20 "$BIN_DIR/$app" "$@" 2>/tmp/cli-test-err.$$); status=$?; err=$(cat /tmp/cli-test-err.$$); }
trap 'rm -f /tmp/cli-test-err.$$' EXIT

for app in Gallery PhotoScroller tilecut Benchmarks scrollkit-plot; do
  [ -x "$BIN_DIR/$app" ] || { check "$app is built" 1 "$BIN_DIR/$app missing (swift build)"; continue; }
  runs "$app" --help
  r=0; [ $status -eq 0 ] && grep -q "USAGE: $app" <<<"$out" || r=1
  check "$app --help exits 0 with usage" $r "status $status"
  # Every option line in the help has an example (the option list starts at OPTIONS:).
  missing=$(awk '/^OPTIONS:/{o=1;next} o && /^  -/ {if (entry && entry !~ /Example:/ && entry !~ /--(version|help)/) print entry; entry=$0; next} o && /^ +[^ ]/ {entry=entry" "$0} END {if (entry && entry !~ /Example:/ && entry !~ /--(version|help)/) print entry}' <<<"$out")
  r=0; [ -z "$missing" ] || r=1
  check "$app --help gives an example for every option" $r "$missing"
  runs "$app" --version
  r=0; [ $status -eq 0 ] && [ -n "$out" ] || r=1
  check "$app --version exits 0" $r "status $status"
  extra=(); [ "$app" = tilecut ] && extra=(photo.jpg)   # otherwise "no image files given" comes first
  [ "$app" = scrollkit-plot ] && extra=(session.jsonl)   # otherwise the missing argument comes first
  runs "$app" --no-such-option "${extra[@]}"
  r=0; [ $status -ne 0 ] && grep -q "Unknown option '--no-such-option'" <<<"$err" || r=1
  check "$app rejects an unknown option with a non-zero exit" $r "status $status, stderr: $err"
done

runs Gallery --frames zero
r=0; [ $status -ne 0 ] && grep -q "frames" <<<"$err" || r=1
check "Gallery --frames zero is an error" $r "status $status"
runs Benchmarks warp
r=0; [ $status -ne 0 ] && grep -q "'warp' is invalid" <<<"$err" || r=1
check "Benchmarks warp (no such benchmark) is an error" $r "status $status"
# --json writes every performance goal figure as one JSON object, in a fixed key order; benchmarks not
# run (here all but tick, and --quick skips the rest of the work) leave their figures null.
json=/tmp/cli-test-bench.$$.json
runs Benchmarks --quick --json "$json" tick
keys=$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
goals = ["composite_scroll_labels_x_memcpy", "composite_pinch_photo_x_memcpy", "composite_gigapixel_x_memcpy",
         "frame_p95_ms_gigapixel", "tick_decelerating_10k_percent_of_frame", "first_frame_labels_x_memcpy",
         "first_sharp_frames", "first_sharp_work_ms", "fling_frames_lacking_level_fraction", "gigapixel_peak_memory_mib"]
missing = [k for k in goals if k not in d]
ok = not missing and isinstance(d["tick_decelerating_10k_percent_of_frame"], (int, float)) and d["first_sharp_frames"] is None
print("ok" if ok else "missing %s or wrong values %s" % (missing, d))
' "$json" 2>&1)
rm -f "$json"
r=0; [ $status -eq 0 ] && [ "$keys" = ok ] || r=1
check "Benchmarks --quick --json writes every goal key (tick measured, the rest null)" $r "status $status, $keys"
runs Benchmarks --tile-cache-mib 0 gigapixel
r=0; [ $status -ne 0 ] && grep -q "tile-cache-mib" <<<"$err" || r=1
check "Benchmarks --tile-cache-mib 0 is an error" $r "status $status"
runs Benchmarks --tile-format webp gigapixel
r=0; [ $status -ne 0 ] && grep -q "tile-format" <<<"$err" || r=1
check "Benchmarks --tile-format webp is an error (png, jpeg or both)" $r "status $status"
runs Benchmarks --json /nonexistent-folder/bench.json tick
r=0; [ $status -ne 0 ] && grep -q "cannot write /nonexistent-folder/bench.json" <<<"$err" || r=1
check "Benchmarks --json into a missing folder is an error before any run" $r "status $status"
runs tilecut --tile-size 7 photo.jpg
r=0; [ $status -eq 2 ] && grep -q "tile size 7" <<<"$err" || r=1
check "tilecut --tile-size 7 exits 2 naming the size" $r "status $status, stderr: $err"
runs tilecut
r=0; [ $status -eq 2 ] && grep -q "no image files given" <<<"$err" || r=1
check "tilecut with no images exits 2" $r "status $status"
runs tilecut --default photo.jpg
r=0; [ $status -eq 2 ] || r=1
check "tilecut --default with images exits 2" $r "status $status"
runs tilecut --layout iiif --tile-format jpeg photo.jpg
r=0; [ $status -eq 2 ] && grep -q "tile-format applies to --layout dzi only" <<<"$err" || r=1
check "tilecut --tile-format without --layout dzi exits 2" $r "status $status, stderr: $err"
runs PhotoScroller --log-level loud
r=0; [ $status -ne 0 ] && grep -q "'loud' is invalid" <<<"$err" || r=1
check "PhotoScroller --log-level loud is an error" $r "status $status"

runs PhotoScroller --headless --screenshot /tmp/cli-test-shot.$$.png /nonexistent/photo.dzi
r=0; [ $status -ne 0 ] && [ "$(wc -l <<<"$err")" -eq 1 ] && grep -q "cannot open the zoomable image: /nonexistent/photo.dzi" <<<"$err" || r=1
check "PhotoScroller --screenshot of a missing source exits non-zero with a one-line reason" $r "status $status, stderr: $err"
runs PhotoScroller --headless --screenshot /tmp/cli-test-shot.$$.png a.dzi b.dzi
r=0; [ $status -ne 0 ] && grep -q "exactly one zoomable image" <<<"$err" || r=1
check "PhotoScroller --screenshot with two sources is an error" $r "status $status"
# A Deep Zoom image (vips dzsave) served over HTTP by python3's http.server: opened at its fitting
# zoom, written once sharp; the frame's centre is the test image's colour (not the black background).
shot=/tmp/cli-test-dzi.$$
mkdir -p "$shot" && vips black "$shot/base.png" 600 400 --bands 3 >/dev/null 2>&1 \
  && vips linear "$shot/base.png" "$shot/photo.png" 1 180 --uchar >/dev/null 2>&1 \
  && vips dzsave "$shot/photo.png" "$shot/photo" --suffix .png >/dev/null 2>&1
python3 -m http.server 0 --bind 127.0.0.1 --directory "$shot" >"$shot/server.log" 2>&1 &
server=$!
port=""
for _ in $(seq 100); do port=$(grep -o 'port [0-9]*' "$shot/server.log" | grep -o '[0-9]*$'); [ -n "$port" ] && break; sleep 0.1; done
runs PhotoScroller --headless --screenshot "$shot/out.png" "http://127.0.0.1:$port/photo.dzi"
pixel=$(vips getpoint "$shot/out.png" 320 480 2>/dev/null)
kill "$server" 2>/dev/null
r=0; [ $status -eq 0 ] && [ -f "$shot/out.png" ] && grep -q "^180 180 180" <<<"$pixel" || r=1
check "PhotoScroller --screenshot of a DZI over HTTP exits 0 with the photo on screen" $r "status $status, centre pixel '$pixel', stderr: $err"
rm -rf "$shot"
bad=/tmp/cli-test-session.$$.jsonl
printf '{"format":"scrollkit-session","version":99}\n' >"$bad"
runs scrollkit-plot "$bad"
r=0; [ $status -ne 0 ] && grep -q "format version 99; this build reads version 1 only" <<<"$err" || r=1
check "scrollkit-plot of a session from an unknown format version exits non-zero naming both versions" $r "status $status, stderr: $err"
printf 'not json\n' >"$bad"
runs scrollkit-plot "$bad"
r=0; [ $status -ne 0 ] && grep -q "line 1 is not a ScrollKit session header" <<<"$err" || r=1
check "scrollkit-plot of a file that is not a session exits non-zero" $r "status $status, stderr: $err"
rm -f "$bad"
runs tilecut --layout mosaic photo.jpg
r=0; [ $status -eq 2 ] && grep -q "mosaic" <<<"$err" || r=1
check "tilecut --layout mosaic exits 2" $r "status $status, stderr: $err"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
