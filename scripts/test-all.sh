#!/usr/bin/env bash
# Install everything the tests need, then run them all (type-check, unit, build, browser in
# Chromium, then Firefox ESR and WebKitGTK). Browsers come from Debian's packages only.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages for the browser tests, each with what shows it is there.
need=()
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || need+=(chromium fonts-liberation)
[ -x "${FIREFOX:-/usr/bin/firefox-esr}" ] || need+=(firefox-esr)
[ -x "${WEBKIT_DRIVER:-/usr/bin/WebKitWebDriver}" ] || need+=(webkit2gtk-driver)
[ -x "${XVFB:-/usr/bin/Xvfb}" ] || need+=(xvfb)
# The 360 px WebKit window (e2e-engines/webkit-browser.py) is WebKitGTK through python3-gi.
/usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1"); from gi.repository import WebKit2' \
  >/dev/null 2>&1 || need+=(python3-gi gir1.2-webkit2-4.1)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing Debian's packages for the browser tests: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${need[@]}"
fi
npm ci --no-audit --no-fund
npm test
