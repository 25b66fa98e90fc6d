#!/usr/bin/env bash
# Orca reading the Gallery's home list, reproduced (issue 29's manual check; not part of make test).
# Starts, on a D-Bus session of its own: Xvfb, at-spi2-core's bus launcher and registry, Orca 43 with a private preferences directory and a debug log, the Gallery in the SDL window, then moves AT-SPI focus
# through the home list's rows (scripts/orca-readout.py). What Orca spoke goes through a speech-dispatcher
# of the script's own into out/orca/spoken.txt (below) and is also taken from Orca's debug log's
# "SPEECH OUTPUT" lines; both are printed, and everything lands in out/orca/. ORCA_EVENTS=1 also traces the events Orca receives.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${GALLERY_BIN:-.build/debug/Gallery}
OUT=out/orca
LAUNCHER=/usr/libexec/at-spi-bus-launcher

if [ "${1:-}" != "--inside-session" ]; then
  for tool in dbus-run-session Xvfb orca; do command -v "$tool" >/dev/null || { echo "needs $tool"; exit 1; }; done
  [ -x "$BIN" ] || { echo "$BIN not built (swift build --product Gallery)"; exit 1; }
  mkdir -p "$OUT"; rm -rf "$OUT"/*
  exec timeout -k 5 120 dbus-run-session -- "$0" --inside-session
fi

pids=""
cleanup() {
  # speech-dispatcher (autospawned by Orca, outside $pids) and its espeak-ng module ignore SIGTERM here.
  for f in "$OUT"/run/speech-dispatcher/pid; do [ -f "$f" ] && pkill -9 -P "$(cat "$f")" 2>/dev/null; [ -f "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null || true; done
  for pid in $pids; do kill "$pid" 2>/dev/null || true; done
  sleep 0.5
  for pid in $pids; do kill -9 "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

dispfile=$(mktemp)
Xvfb -displayfd 3 -screen 0 800x600x24 -nolisten tcp 3>"$dispfile" >"$OUT/xvfb.log" 2>&1 &
pids="$! $pids"
for _ in $(seq 100); do [ -s "$dispfile" ] && break; sleep 0.1; done
disp=$(tr -dc '0-9' <"$dispfile"); rm -f "$dispfile"
export DISPLAY=":$disp" SDL_VIDEODRIVER=x11
unset WAYLAND_DISPLAY AT_SPI_BUS_ADDRESS NO_AT_BRIDGE

"$LAUNCHER" --launch-immediately >"$OUT/bus-launcher.log" 2>&1 &
pids="$! $pids"
for _ in $(seq 50); do
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
  sleep 0.1
done

start_gallery() {
  "$BIN" --log-level debug >"$OUT/gallery.log" 2>&1 &
  pids="$! $pids"
  sleep 3
}
# Orca starts before the app, as on a desktop where it runs from login. Started after the app, Orca
# read the window and the first row, then heard none of the later focus events (GALLERY_FIRST=1).
[ -z "${GALLERY_FIRST:-}" ] || start_gallery

mkdir -p "$OUT/prefs" "$OUT/run"; chmod 700 "$OUT/run"
# Orca autospawns speech-dispatcher; a runtime directory of our own keeps its socket and pid file
# private to this run (a stale socket from an earlier run makes Orca hang at start, then abort).
export XDG_RUNTIME_DIR="$PWD/$OUT/run"
# Speech to a file: our own speech-dispatcher, started before Orca on the socket Orca's client library
# looks for ($XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock), whose only output module is a generic
# one that appends each message to $OUT/spoken.txt. Its audio goes to libao's null driver: with no
# audio device, espeak-ng through PulseAudio stops answering after about three messages and blocks
# Orca. ORCA_NO_SPEECHD=1 leaves speech-dispatcher out and reads Orca's debug log only.
if [ -z "${ORCA_NO_SPEECHD:-}" ] && command -v speech-dispatcher >/dev/null; then
  mkdir -p "$OUT/speechd/modules" "$OUT/speechd/home"
  cat >"$OUT/speechd/speechd.conf" <<CONF
CommunicationMethod "unix_socket"
SocketPath "default"
AudioOutputMethod "libao"
AddModule "tofile" "sd_generic" "tofile.conf"
DefaultModule tofile
DefaultLanguage "en"
CONF
  cat >"$OUT/speechd/modules/tofile.conf" <<CONF
GenericExecuteSynth "printf '%s\\\\n' \'\$DATA\' >> $PWD/$OUT/spoken.txt"
GenericCmdDependency "printf"
AddVoice "en" "MALE1" "default"
CONF
  echo "default_driver=null" >"$OUT/speechd/home/.libao"
  HOME="$PWD/$OUT/speechd/home" speech-dispatcher -s -t 0 -C "$PWD/$OUT/speechd" \
    -m /usr/lib/speech-dispatcher-modules -L "$PWD/$OUT/speechd" >"$OUT/speechd/out.log" 2>&1 &
  pids="$! $pids"
  sleep 1
  export ORCA_SPEECHD=1
fi
# Orca run through runpy with its debug file line-buffered, so the log is whole even if Orca dies.
/usr/bin/python3 -c '
import builtins, runpy, sys
_open = builtins.open
def line_buffered(path, mode="r", *a, **k):
    return _open(path, mode, 1) if path == sys.argv[-1] and mode == "w" else _open(path, mode, *a, **k)
builtins.open = line_buffered
import os, threading
if os.environ.get("ORCA_EVENTS"):   # event tracing: /usr/bin/orca turns it off as it parses its arguments
    import orca.debug as d
    threading.Timer(2.0, lambda: setattr(d, "eventDebugLevel", d.LEVEL_SEVERE)).start()
if not os.environ.get("ORCA_SPEECHD"):
    # No speech server (ORCA_NO_SPEECHD=1, or no speech-dispatcher): speech-dispatcher with espeak-ng and no audio device stops answering after about
    # three messages, and Orca, blocked in its speak call, then hears no further events. Orca still logs
    # every utterance ("SPEECH OUTPUT") before it would hand it to a server. ORCA_SPEECHD=1 keeps it.
    import orca.speech as speech
    speech.init = lambda *args, **kwargs: None
sys.argv = ["orca", "-u", sys.argv[-2], "--debug-file", sys.argv[-1]]
runpy.run_path("/usr/bin/orca", run_name="__main__")
' "$OUT/prefs" "$OUT/orca-debug.log" >"$OUT/orca.log" 2>&1 &
pids="$! $pids"
sleep 6   # Orca loads its scripts and reads the active window
[ -n "${GALLERY_FIRST:-}" ] || { start_gallery; sleep 3; }

/usr/bin/python3 scripts/orca-readout.py | tee "$OUT/focus.log"
sleep 2

grep -a "SPEECH OUTPUT" "$OUT/orca-debug.log" | tee "$OUT/heard.txt" || echo "no SPEECH OUTPUT lines; see $OUT/orca-debug.log"
if [ -f "$OUT/spoken.txt" ]; then echo "--- through speech-dispatcher ($OUT/spoken.txt):"; cat "$OUT/spoken.txt"; fi
