#!/usr/bin/env bash
# The Gallery read by assistive technology over AT-SPI2, end to end, with real Debian components:
# its own D-Bus session bus (dbus-run-session), at-spi2-core's bus launcher and registry, Xvfb, the
# Gallery in the SDL window, and python3-pyatspi as the client (scripts/atspi-test.py: the home list's
# rows and heading, a row pressed through Action, the 30-label screen scrolled through Action and
# Component, the photo browser paged with its "Page 2 of N" announcement heard, a text field typed into
# through EditableText, the 100,000-row contacts walk timed).
#
# Expects the debug build (`make test` builds it; GALLERY_BIN overrides the path). Skips (exit 0, one
# SKIP line) only when the packages are missing; scripts/bootstrap.sh installs them. Screenshots go
# to out/atspi/. About 30 s on an idle machine; a hard cap kills everything at 150 s.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${GALLERY_BIN:-.build/debug/Gallery}
OUT=out/atspi
LAUNCHER=/usr/libexec/at-spi-bus-launcher

if [ "${1:-}" != "--inside-session" ]; then
  missing=""
  for tool in dbus-run-session Xvfb import compare; do command -v "$tool" >/dev/null || missing="$missing $tool"; done
  [ -x "$LAUNCHER" ] || missing="$missing $LAUNCHER(at-spi2-core)"
  /usr/bin/python3 -c 'import pyatspi' 2>/dev/null || missing="$missing python3-pyatspi"
  if [ -n "$missing" ]; then
    echo "SKIP: AT-SPI2 test needs$missing (run scripts/bootstrap.sh)"
    exit 0
  fi
  [ -x "$BIN" ] || { echo "FAIL: $BIN not built (run make test or swift build --product Gallery)"; exit 1; }
  mkdir -p "$OUT"
  rm -f "$OUT"/*.png "$OUT"/*.log
  # A session bus of our own: the registry and the app find each other on it, and nothing of the
  # machine's desktop session is touched.
  exec timeout -k 5 150 dbus-run-session -- "$0" --inside-session
fi

pids=""
cleanup() {
  local status=$?
  for pid in $pids; do   # the app first (last started first), so it does not see its bus vanish
    kill "$pid" 2>/dev/null || continue
    for _ in $(seq 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Xvfb on a free display (-displayfd reports the number it picked).
dispfile=$(mktemp)
Xvfb -displayfd 3 -screen 0 800x600x24 -nolisten tcp 3>"$dispfile" >"$OUT/xvfb.log" 2>&1 &
pids="$! $pids"
for _ in $(seq 100); do [ -s "$dispfile" ] && break; sleep 0.1; done
disp=$(tr -dc '0-9' <"$dispfile"); rm -f "$dispfile"
[ -n "$disp" ] || { echo "FAIL: Xvfb did not start; see $OUT/xvfb.log"; exit 1; }
export DISPLAY=":$disp" SDL_VIDEODRIVER=x11
unset WAYLAND_DISPLAY AT_SPI_BUS_ADDRESS NO_AT_BRIDGE

# The accessibility bus and its registry (the launcher starts at-spi2-registryd on it).
"$LAUNCHER" --launch-immediately >"$OUT/bus-launcher.log" 2>&1 &
pids="$! $pids"
for _ in $(seq 50); do
  busctl --user status org.a11y.Bus >/dev/null 2>&1 && break
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
  sleep 0.1
done

"$BIN" --log-level debug >"$OUT/gallery.log" 2>&1 &
pids="$! $pids"

start=$SECONDS
status=0
ATSPI_OUT="$OUT" /usr/bin/python3 scripts/atspi-test.py || status=$?
echo "AT-SPI2 test took $((SECONDS - start)) s (log: $OUT/gallery.log)"
grep -m1 "accessibility:" "$OUT/gallery.log" || true
exit "$status"
