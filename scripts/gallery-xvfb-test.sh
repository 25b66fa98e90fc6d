#!/usr/bin/env bash
# End-to-end test of the Gallery in a real SDL2 window under Xvfb, driven by xdotool.
#
#   1. the home list appears (window "ScrollKit Gallery", 320x480) and renders;
#   2. a click on row 0 ("30 labels", a UIButton inside the home UIScrollView, below the 44 pt navigation
#      bar) pushes the 30-labels screen;
#   3. an upward mouse drag (mousedown, mousemove steps, mouseup) scrolls that screen's scroll view;
#      after the deceleration settles, the window differs from the unscrolled screenshot and its
#      top-left corner no longer shows the first label row;
#   4. every Gallery screen, opened from the home list (the list dragged to its end for the last
#      rows) and left to settle, shows content: its content area (below the navigation bar) is not one
#      flat colour. (The infinite-zoom screen was blank in the window and no check noticed.) The
#      window is resized (xdotool windowsize) on every screen: rotated to 480x320 and back, or the
#      screen pushed into a window widened to 560x480; the part of the window right of the old
#      width must be drawn, not left black, and a screen rotated back must look as before. The
#      navigation bar's back button returns home;
#   5. on the Text fields screen a click focuses a field, `xdotool type` types into it (SDL_TEXTINPUT),
#      the text is drawn there (near-black pixels appear where there was only a placeholder), and
#      BackSpace key presses delete it again;
#   5b. the tab bar around the Gallery: a click on the "Pages" tab (right half of the 49 pt bar at the
#      window's bottom) shows the page view controller tab (generated photos, page dots), a drag to the
#      left turns the photo, and a click on the "Gallery" tab brings the home list back, pixel for pixel;
#   6. a second window records a session (--record: a click and a flick) that replays headless
#      (scrollkit-plot) to the window's last frame, pixel for pixel.
#
# Expects the debug build (`make test` builds it; GALLERY_BIN overrides the path). Needs Xvfb, xdotool,
# ImageMagick (import, compare, convert, identify); scripts/bootstrap.sh installs them.
# Screenshots go to out/xvfb/. Prints PASS/FAIL per check, then "N passed, M failed"; exits 1 on failure.
# Every wait is bounded; the whole run takes about 100 s on an idle machine (step 6, record and
# replay, about 7 s; the resizes of step 4 about 30 s) (a hard cap kills the app and Xvfb at 300 s).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${GALLERY_BIN:-.build/debug/Gallery}
OUT=out/xvfb
TITLE="ScrollKit Gallery"
mkdir -p "$OUT"
rm -f "$OUT"/*.png "$OUT"/*.log

passed=0
failed=0
check() {   # check NAME CONDITION-STATUS DETAIL
  if [ "$2" -eq 0 ]; then echo "PASS: $1${3:+ ($3)}"; passed=$((passed + 1))
  else echo "FAIL: $1${3:+ ($3)}"; failed=$((failed + 1)); fi
}
finished=""
finish() {
  finished=1
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ] && exit 0 || exit 1
}

for tool in Xvfb xdotool import compare convert identify; do
  command -v "$tool" >/dev/null || { echo "FAIL: tool $tool missing (run scripts/bootstrap.sh)"; failed=1; finish; }
done
[ -x "$BIN" ] || { echo "FAIL: $BIN not built (run make test or swift build --product Gallery)"; failed=1; finish; }

xvfb_pid=""
app_pid=""
cleanup() {
  local status=$?
  if [ -z "$finished" ]; then   # a command failed under set -e: still report, and fail
    echo "FAIL: script aborted (exit $status) near line ${err_line:-?}"
    failed=$((failed + 1))
    echo "$passed passed, $failed failed"
    status=1
  fi
  for pid in $app_pid $xvfb_pid; do   # the app first, so it does not see its X server vanish
    kill "$pid" 2>/dev/null || continue
    for _ in $(seq 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  exit "$status"
}
err_line=""
trap 'err_line=$LINENO' ERR
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- Xvfb on a free display: -displayfd lets the server pick an unused number and report it. ---
dispfile=$(mktemp)
timeout -k 3 300 Xvfb -displayfd 3 -screen 0 800x600x24 -nolisten tcp 3>"$dispfile" >"$OUT/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do [ -s "$dispfile" ] && break; sleep 0.1; done
disp=$(tr -dc '0-9' <"$dispfile"); rm -f "$dispfile"
if [ -z "$disp" ]; then check "Xvfb starts" 1 "no display after 10 s; see $OUT/xvfb.log"; finish; fi
export DISPLAY=":$disp"
unset WAYLAND_DISPLAY
export SDL_VIDEODRIVER=x11
check "Xvfb starts" 0 "DISPLAY=$DISPLAY"

# --- the Gallery window ---
timeout -k 3 300 "$BIN" --screenshot "$OUT/presented.png" >"$OUT/gallery.log" 2>&1 &
app_pid=$!
win=$(timeout 20 xdotool search --sync --onlyvisible --name "^$TITLE\$" 2>/dev/null | head -1 || true)
if [ -z "$win" ]; then check "window '$TITLE' appears" 1 "not found within 20 s; see $OUT/gallery.log"; finish; fi
eval "$(timeout 10 xdotool getwindowgeometry --shell "$win")"   # WINDOW X Y WIDTH HEIGHT SCREEN
r=0; { [ "$WIDTH" = 320 ] && [ "$HEIGHT" = 480 ]; } || r=1
check "window '$TITLE' appears, 320x480" $r "id $win at $X,$Y size ${WIDTH}x${HEIGHT}"

# Screenshot of the window region: the root window cropped to the window's geometry.
shot() { timeout 10 import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage "$1"; }
sig() { identify -format '%#' "$1"; }   # pixel checksum (SHA-256 of the pixels, not of the file)
# Differing pixels between two images (ImageMagick's compare writes the AE count to stderr; exit 1 = differ).
ae() { local n; n=$(compare -metric AE "$1" "$2" null: 2>&1 || true); [[ $n =~ ^[0-9]+$ ]] && echo "$n" || echo -1; }
# Fraction of dark (text) pixels, 0..1.
dark() { convert "$1" -colorspace Gray -threshold 50% -negate -format '%[fx:mean]' info:; }

# Waits (bounded) until the window shows the same pixels in two screenshots 0.6 s apart, keeps that one.
# (0.6 s: under load a debug build may present a frame less often than every 0.3 s, and a push or pop
# slide caught between two slow frames must not pass for a settled screen.)
# Returns 1 if it never settled.
settle() {   # settle OUTFILE TIMEOUT_SECONDS
  local out=$1 deadline=$((SECONDS + $2)) prev="" cur
  while [ $SECONDS -lt $deadline ]; do
    shot "$out.tmp.png"; cur=$(sig "$out.tmp.png")
    if [ -n "$prev" ] && [ "$cur" = "$prev" ]; then mv "$out.tmp.png" "$out"; return 0; fi
    prev=$cur; sleep 0.6
  done
  mv "$out.tmp.png" "$out"; return 1
}

# Waits (bounded) until the window's pixels differ from REF, then settles.
until_changed() {   # until_changed REF OUTFILE TIMEOUT_SECONDS
  local ref_sig deadline=$((SECONDS + $3))
  ref_sig=$(sig "$1")
  while [ $SECONDS -lt $deadline ]; do
    shot "$2"; [ "$(sig "$2")" != "$ref_sig" ] && { settle "$2" 8 || true; return 0; }
    sleep 0.2
  done
  return 1
}

# --- (0) home screen rendered: stable, and has text on it (not a blank/black frame) ---
home=$OUT/1-home.png
rc=0; settle "$home" 10 || rc=$?
d=$(dark "$home")
r=0; { [ $rc -eq 0 ] && awk -v d="$d" 'BEGIN { exit !(d > 0.005 && d < 0.5) }'; } || r=1
check "home list rendered" $r "dark-pixel fraction $d"

# --- (1) click the "30 labels" row: under the 44 pt navigation bar, row 0 spans y = 44..95 ---
BAR=44
timeout 10 xdotool mousemove --window "$win" 160 70 click 1
labels=$OUT/2-labels-unscrolled.png
rc=0; until_changed "$home" "$labels" 10 || rc=$?
n=$(ae "$home" "$labels")
r=0; { [ $rc -eq 0 ] && [ "$n" -gt 2000 ]; } || r=1
check "click on row '30 labels' opens the 30-labels screen" $r "$n pixels differ from the home screen"
# The first label row ("This is label 1", at y = 10..31 of the content, which starts below the bar:
# y = 54..75 in the window) must be on screen before the drag; the region checked starts below the bar.
top=$OUT/2-labels-unscrolled-topleft.png
convert "$labels" -crop 160x34+0+$BAR +repage "$top"
d=$(dark "$top")
r=0; awk -v d="$d" 'BEGIN { exit !(d > 0.01) }' || r=1
check "first label row visible at the top left before the drag" $r "dark-pixel fraction $d"

# --- (2) drag upward inside the list: press at y=420, 12 steps of 25 pt up to y=120, release ---
steps=()
for y in 400 375 350 325 300 275 250 225 200 175 150 125 120; do steps+=(mousemove --window "$win" 160 "$y" sleep 0.02); done
timeout 10 xdotool mousemove --window "$win" 160 420 mousedown 1 sleep 0.05 "${steps[@]}" mouseup 1
scrolled=$OUT/3-labels-scrolled.png
rc=0; until_changed "$labels" "$scrolled" 10 || rc=$?   # changed, then settled = deceleration over
check "deceleration ends (screen stable)" $rc "settled: two screenshots 0.6 s apart identical"

# --- (3) the scrolled window differs, and the top left no longer shows the first label row ---
n=$(ae "$labels" "$scrolled")
r=0; [ "$n" -gt 2000 ] || r=1
check "drag scrolled the content" $r "$n pixels differ from the unscrolled screenshot"
top2=$OUT/3-labels-scrolled-topleft.png
convert "$scrolled" -crop 160x34+0+$BAR +repage "$top2"
n=$(ae "$top" "$top2")
r=0; [ "$n" -gt 50 ] || r=1
check "top-left region no longer matches the first label row" $r "$n of $((160 * 34)) pixels differ"

# --- the window's pixels are exactly what layer.render(in:) produced (the host's last frame) ---
n=$(ae "$scrolled" "$OUT/presented.png")
r=0; [ "$n" = "0" ] || r=1
check "window pixels equal the rendered frame" $r "$n pixels differ from the host's render (out/xvfb/presented.png)"

# --- (4) every Gallery screen shows content in the real window ---
# Each screen is opened from the home list, allowed to settle (tiles are drawn on drawing threads
# and the live host never waits for them), and its content area (the window below the navigation
# bar, so the bar's own title does not count) must not be one flat colour: more than $MIN_CONTENT of
# its pixels differ from its most common colour (the background). A blank screen (tiles that draw
# nothing) has only a few anti-aliased pixels of the scroll indicators, if any. The bar's back button
# (left end of the bar, 8..114 x 0..44) returns home; the list keeps its offset. Row i's centre rests at
# y = 44 + 26 + 52 i; a row under the tab bar (the window's bottom 49 pt) or below the window is brought
# up by dragging the list (drag_home), which moves every row up by home_shift.
MIN_CONTENT=0.005   # the flattest screen, a paging page (one colour and its title), measures 0.013
titles=("30 labels" "Content view" "Paging + page control" "Map with a draggable flag" "Floating view"
        "Nested: pager of lists" "Photo browser" "Tiles with reuse" "Infinite zoom"
        "Auto Layout: labels + floater" "Auto Layout: settings form" "Settings form (right-to-left)"
        "Text fields" "Keyboard: form (inset)" "Keyboard: form (layout guide)" "Photo grid"
        "App Store (compositional)" "Contacts (100,000 rows)"
        "Outline list (collection)" "Contacts (search)" "Page view controller" "Custom bottom sheet")
# Fraction of the content area that is not its most common colour, 0..1.
content() {
  convert "$1" -crop "${WIDTH}x$((HEIGHT - BAR))+0+$BAR" +repage -format %c histogram:info:- |
    awk '{ n = $1 + 0; t += n; if (n > m) m = n } END { printf "%.4f", (t > 0) ? (t - m) / t : 0 }'
}
back() { timeout 10 xdotool mousemove --window "$win" 40 22 click 1; }

# Every screen must follow the window's size (a resize, a rotation), as iOS screens must: "Floating
# view" and "Infinite zoom" stayed 320x480 in a larger window and the rest was black. The window is
# resized with xdotool: after row 0 it is widened at home to WIDE_W x 480, so the odd rows are pushed
# into a resized window; the even rows are rotated to 480x320 while on screen, and rotated back. The
# band right of x = 320 (under the bar) must not be the unpainted black of the SDL frame: at most
# MAX_BLACK of its pixels may be black (the photo browser's letterbox bars, 26 of the band's 160 pt
# at 480x320, are the only black any screen draws there). Rotated back, a screen must look exactly
# as it did before the rotation (same page, same offset, same zoom).
WIDE_W=560
MAX_BLACK=0.25
# Resizes the window (xdotool windowsize; no window manager runs, so X applies it at once, and SDL
# reports it as SDL_WINDOWEVENT_SIZE_CHANGED), re-reads its geometry and waits for it to settle.
resize_to() {   # resize_to W H OUTFILE
  timeout 10 xdotool windowsize --sync "$win" "$1" "$2" || true
  eval "$(timeout 10 xdotool getwindowgeometry --shell "$win")"
  sleep 0.3
  settle "$3" 8 || true
}
# Fraction of black pixels (grey level at most 1 %) in a region WxH+X+Y of an image.
black_in() { convert "$1" -crop "$2" +repage -colorspace Gray -threshold 1% -negate -format '%[fx:mean]' info:; }
fills() {   # fills FILE TITLE WHAT REGION
  local b r=0
  b=$(black_in "$1" "$4")
  { [ "$WIDTH" -gt 0 ] && awk -v b="$b" -v m="$MAX_BLACK" 'BEGIN { exit !(b <= m) }'; } || r=1
  check "screen '$2' fills the window $3" $r "black fraction $b of the band $4 (window ${WIDTH}x${HEIGHT})"
}
# Centre y of home row i in the window (rows from 8 on after the list was dragged to its end).
# home_shift is how far the list has been dragged up from its resting offset; each drag_home moves it
# 320 pt (the finger's travel; it rests before lifting, so there is no fling), up to the list's end
# (content 52 N + 20 pt, inset 44 above and 49 below by the bars, resting offset -44: end shift
# 52 N + 20 + 49 - 480 + 44 = 52 N - 367).
TABBAR=49
home_shift=0
row_y() { echo $((BAR + 26 + 52 * $1 - home_shift)); }
drag_home() {
  local steps=() y
  for y in 380 340 300 260 220 180 140 100; do steps+=(mousemove --window "$win" 160 "$y" sleep 0.03); done
  timeout 10 xdotool mousemove --window "$win" 160 420 mousedown 1 sleep 0.05 "${steps[@]}" sleep 0.2 mouseup 1
  local end=$((52 * ${#titles[@]} - 367))
  home_shift=$((home_shift + 320))
  if [ "$home_shift" -gt "$end" ]; then home_shift=$end; fi
}

back
home_now=$OUT/4-home.png
rc=0; until_changed "$scrolled" "$home_now" 10 || rc=$?
check "Back returns to the home list" $rc ""
for i in "${!titles[@]}"; do
  if [ "$(row_y "$i")" -gt $((HEIGHT - TABBAR - 26)) ]; then
    drag_home
    rc=0; until_changed "$home_now" "$OUT/4-home-scrolled-$i.png" 10 || rc=$?
    check "home list scrolls on to row $i" $rc ""
    home_now=$OUT/4-home-scrolled-$i.png
  fi
  if [ "$i" -eq 1 ]; then   # from row 1 on, screens are pushed into a window widened at home
    resize_to "$WIDE_W" 480 "$OUT/5-home-wide.png"
    home_now=$OUT/5-home-wide.png
  fi
  y=$(row_y "$i")
  shotfile=$OUT/5-screen-$i.png
  timeout 10 xdotool mousemove --window "$win" 160 "$y" click 1
  rc=0; until_changed "$home_now" "$shotfile" 10 || rc=$?
  n=$(ae "$home_now" "$shotfile")
  f=$(content "$shotfile")
  r=0; { [ $rc -eq 0 ] && [ "$n" -gt 2000 ] && awk -v f="$f" -v m="$MIN_CONTENT" 'BEGIN { exit !(f > m) }'; } || r=1
  check "screen $i '${titles[$i]}' opens and shows content" $r "content fraction $f; $n pixels differ from home; window ${WIDTH}x${HEIGHT}"
  if [ $((i % 2)) -eq 1 ]; then
    fills "$shotfile" "${titles[$i]}" "it was pushed into (${WIDTH}x480)" "$((WIDTH - 320))x$((480 - BAR))+320+$BAR"
    last=$shotfile
  else   # even rows: the screen is rotated (480x320) while on screen, then rotated back
    w0=$WIDTH
    resize_to 480 320 "$OUT/5-screen-$i-rotated.png"
    fills "$OUT/5-screen-$i-rotated.png" "${titles[$i]}" "rotated to 480x320" "160x$((320 - BAR))+320+$BAR"
    last=$OUT/5-screen-$i-rotated-back.png
    resize_to "$w0" 480 "$last"
    n=$(ae "$shotfile" "$last")
    r=0; [ "$n" = "0" ] || r=1
    check "screen '${titles[$i]}' rotated back to ${w0}x480 looks as before the rotation" $r "$n pixels differ"
  fi
  back
  rc=0; until_changed "$last" "$OUT/5-screen-$i-back.png" 10 || rc=$?
  [ $rc -eq 0 ] || check "Back from screen $i returns to the home list" $rc ""
  home_now=$OUT/5-screen-$i-back.png
done
resize_to 320 480 "$OUT/5-home-narrow.png"
home_now=$OUT/5-home-narrow.png

# --- (5b) the tab bar: the "Pages" tab (x 160..320 of the bar at y 431..480) shows the page view
# controller's photos with their dots; a drag to the left turns the photo; the "Gallery" tab (x 0..160)
# brings the home list back exactly as it was. ---
pages=$OUT/5b-pages-tab.png
timeout 10 xdotool mousemove --window "$win" 240 $((HEIGHT - TABBAR / 2)) click 1
rc=0; until_changed "$home_now" "$pages" 10 || rc=$?
f=$(content "$pages")
r=0; { [ $rc -eq 0 ] && awk -v f="$f" -v m="$MIN_CONTENT" 'BEGIN { exit !(f > m) }'; } || r=1
check "a click on the 'Pages' tab shows the page view controller" $r "content fraction $f"
steps=()
for x in 260 230 200 170 140 110 80 60; do steps+=(mousemove --window "$win" "$x" 240 sleep 0.03); done
timeout 10 xdotool mousemove --window "$win" 290 240 mousedown 1 sleep 0.05 "${steps[@]}" sleep 0.2 mouseup 1
turned=$OUT/5b-pages-turned.png
rc=0; until_changed "$pages" "$turned" 10 || rc=$?
n=$(ae "$pages" "$turned")
r=0; { [ $rc -eq 0 ] && [ "$n" -gt 2000 ]; } || r=1
check "a drag to the left turns the photo" $r "$n pixels differ from the first photo"
timeout 10 xdotool mousemove --window "$win" 80 $((HEIGHT - TABBAR / 2)) click 1
back_home=$OUT/5b-gallery-tab.png
rc=0; until_changed "$turned" "$back_home" 10 || rc=$?
n=$(ae "$home_now" "$back_home")
r=0; { [ $rc -eq 0 ] && [ "$n" = "0" ]; } || r=1
check "a click on the 'Gallery' tab brings the home list back as it was" $r "$n pixels differ"
home_now=$back_home

# --- (5) typing: open "Text fields", click the Name field, type with the keyboard, and the typed
# text is drawn. The field (16..304 x 12..46 below the navigation bar) shows only its light grey placeholder before; after
# typing, near-black pixels (text; the threshold leaves out the blue caret and grey placeholder)
# fill its text area. The window is compared with the host's own render, which must agree. ---
text_row=-1
for i in "${!titles[@]}"; do [ "${titles[$i]}" = "Text fields" ] && text_row=$i; done
if [ "$(row_y "$text_row")" -lt $((BAR + 26)) ]; then   # under the navigation bar: drag the list back down
  steps=()
  for y in 140 180 220 260 300 340 380 420; do steps+=(mousemove --window "$win" 160 "$y" sleep 0.03); done
  timeout 10 xdotool mousemove --window "$win" 160 100 mousedown 1 sleep 0.05 "${steps[@]}" sleep 0.2 mouseup 1
  home_shift=$((home_shift - 320)); [ "$home_shift" -lt 0 ] && home_shift=0
  rc=0; until_changed "$home_now" "$OUT/6-home-back.png" 10 || rc=$?
  check "home list scrolls back to the Text fields row" $rc ""
  home_now=$OUT/6-home-back.png
fi
y=$(row_y "$text_row")
timeout 10 xdotool mousemove --window "$win" 160 "$y" click 1
form=$OUT/6-text-fields.png
rc=0; until_changed "$home_now" "$form" 10 || rc=$?
check "the Text fields screen opens" $rc ""
nearblack() { convert "$1" -crop 270x28+24+$((15 + BAR)) +repage -colorspace Gray -threshold 30% -negate -format '%[fx:mean*w*h]' info:; }
before=$(nearblack "$form")
timeout 10 xdotool mousemove --window "$win" 160 $((29 + BAR)) click 1
sleep 0.3
timeout 10 xdotool type --window "$win" --delay 30 "Hello xdotool"
typed=$OUT/6-text-typed.png
rc=0; until_changed "$form" "$typed" 10 || rc=$?
after=$(nearblack "$typed")
r=0; { [ $rc -eq 0 ] && awk -v b="$before" -v a="$after" 'BEGIN { exit !(b < 5 && a > 150) }'; } || r=1
check "typed text is drawn in the clicked field" $r "near-black pixels in the field: $before before, $after after typing"
timeout 10 xdotool key --window "$win" BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
deleted=$OUT/6-text-deleted.png
rc=0; until_changed "$typed" "$deleted" 10 || rc=$?
left=$(nearblack "$deleted")
r=0; { [ $rc -eq 0 ] && awk -v a="$after" -v l="$left" 'BEGIN { exit !(l > 20 && l < a * 0.7) }'; } || r=1
check "Backspace deletes typed characters" $r "near-black pixels: $after typed, $left after 8 Backspaces"
back

r=0; kill -0 "$app_pid" 2>/dev/null || r=1
check "Gallery still running (no crash)" $r ""

# --- (6) record and replay: a second Gallery window records a session (--record): a click on row 0
# and an upward flick, left to settle; SIGTERM closes it (SDL turns it into a quit, the recorder
# closes the file). The session then replays headless (scrollkit-plot), which must plot the flicked
# scroll view and end on the window's last presented frame, pixel for pixel. About 10 s. ---
PLOT_BIN=${PLOT_BIN:-$(dirname "$BIN")/scrollkit-plot}
if [ -x "$PLOT_BIN" ]; then
  kill "$app_pid" 2>/dev/null || true
  for _ in $(seq 30); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
  session=$OUT/7-session.jsonl
  rm -f "$session"
  timeout -k 3 60 "$BIN" --record "$session" --screenshot "$OUT/7-recorded-last.png" >"$OUT/gallery-record.log" 2>&1 &
  app_pid=$!
  win=$(timeout 20 xdotool search --sync --onlyvisible --name "^$TITLE\$" 2>/dev/null | head -1 || true)
  if [ -z "$win" ]; then check "recording window appears" 1 "see $OUT/gallery-record.log"; finish; fi
  eval "$(timeout 10 xdotool getwindowgeometry --shell "$win")"
  settle "$OUT/7-home.png" 10 || true
  timeout 10 xdotool mousemove --window "$win" 160 70 click 1
  until_changed "$OUT/7-home.png" "$OUT/7-labels.png" 10 || true
  steps=()
  for y in 380 340 300 260 220 180 140; do steps+=(mousemove --window "$win" 160 "$y" sleep 0.015); done
  timeout 10 xdotool mousemove --window "$win" 160 420 mousedown 1 sleep 0.03 "${steps[@]}" mouseup 1
  rc=0; until_changed "$OUT/7-labels.png" "$OUT/7-flicked.png" 10 || rc=$?
  check "recording window: the flick scrolls and settles" $rc ""
  kill -TERM "$app_pid" 2>/dev/null || true
  for _ in $(seq 50); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
  r=0; head -1 "$session" 2>/dev/null | grep -q '"format":"scrollkit-session"' || r=1
  frames=$(grep -c '"kind":"frame"' "$session" 2>/dev/null || echo 0)
  touches=$(grep -c '"kind":"touches"' "$session" 2>/dev/null || echo 0)
  [ "$frames" -gt 10 ] && [ "$touches" -ge 4 ] || r=1
  check "--record wrote the session" $r "$frames frames, $touches touch events in $session"
  rc=0; out=$(timeout 60 "$PLOT_BIN" "$session" -o "$OUT/7-session.svg" --last-frame "$OUT/7-replayed-last.png" 2>&1) || rc=$?
  paths=$(grep -o 'class="offset"' "$OUT/7-session.svg" 2>/dev/null | wc -l)
  r=0; { [ $rc -eq 0 ] && [ "$paths" -ge 1 ]; } || r=1
  check "the session replays headless and plots the flick (scrollkit-plot)" $r "$out"
  n=$(ae "$OUT/7-recorded-last.png" "$OUT/7-replayed-last.png")
  r=0; [ "$n" = "0" ] || r=1
  check "the replay ends on the window's last frame" $r "$n pixels differ"
else
  check "scrollkit-plot built for the record/replay check" 1 "$PLOT_BIN missing (swift build builds it)"
fi
finish
