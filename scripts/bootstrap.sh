#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks for ScrollKit. Idempotent: a second run only checks.
# The Swift toolchain is expected at /opt/swift (the project's machine image); apt provides the rest.
set -euo pipefail
export PATH="/opt/swift/usr/bin:$PATH"

# System packages: pkg-config and the C libraries ScrollKit links (docs/ARCHITECTURE.md#native-libraries):
# cairo draws, Pango lays out text, SDL2 shows the window, libvips cuts tile pyramids, libjpeg-turbo
# decodes JPEG tiles (CJPEGDecode), libyuv's SIMD kernels scale images into frames (CImageScale);
# DejaVu is the default font. The end-to-end test (scripts/gallery-xvfb-test.sh) needs Xvfb, xdotool,
# ImageMagick (import, compare) and x11-utils. The deep-zoom tests compare tilecut's layouts with the
# `vips` command (libvips-tools) and serve tiles with python3's http.server (scripts/tile-test-server.py);
# libcurl4 is what FoundationNetworking's URLSession loads at run time. The SDL host exports the
# accessibility tree over AT-SPI2 through ATK and its bridge (libatk1.0-dev, libatk-bridge2.0-dev);
# scripts/atspi-test.sh runs its own bus (dbus) with at-spi2-core's launcher and registry and reads the
# Gallery with python3-pyatspi (gir1.2-atspi-2.0).
PACKAGES=(pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev libvips-dev fonts-dejavu-core
          libjpeg62-turbo-dev libyuv-dev xvfb xdotool imagemagick x11-utils libvips-tools python3 libcurl4
          libatk1.0-dev libatk-bridge2.0-dev dbus at-spi2-core python3-pyatspi gir1.2-atspi-2.0)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "bootstrap: swift not found (expected /opt/swift/usr/bin)"; exit 1; }
echo "bootstrap: ok ($(swift --version 2>/dev/null | head -1))"
