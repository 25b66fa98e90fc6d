#!/bin/sh
# Builds scripts/scaler-bench.c against the direct scaler's C source (Sources/CImageScale), cairo
# and libyuv, optimised as a release build, and runs it: the scaler against pixman per draw.
# Usage: scripts/scaler-bench.sh [rounds]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=${TMPDIR:-/tmp}/scaler-bench
cc -O2 -o "$out" -I"$root/Sources/CImageScale/include" $(pkg-config --cflags cairo) \
   "$root/scripts/scaler-bench.c" "$root/Sources/CImageScale/cimage_scale.c" $(pkg-config --libs cairo) -lyuv -lm
exec "$out" "$@"
