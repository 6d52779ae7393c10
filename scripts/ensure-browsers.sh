#!/usr/bin/env bash
# Browser tests drive three engines from Debian's packages: Chromium (its headless
# shell for the tests, the whole browser for autofill and the audits), Firefox ESR,
# and WebKitGTK (its WebDriver and MiniBrowser, under xvfb's virtual display).
# Install what is missing when we may (root with apt-get, as on CI); otherwise
# say what to do. Silent when everything is there.
set -euo pipefail

executable() {
  for candidate in "$@"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then return 0; fi
  done
  return 1
}

missing=()
executable "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser || missing+=(chromium)
executable "${CHROMIUM_HEADLESS_SHELL_PATH:-}" /usr/lib/chromium/chromium-headless-shell /usr/bin/chromium-headless-shell ||
  missing+=(chromium-headless-shell)
executable "${FIREFOX_PATH:-}" /usr/bin/firefox-esr /usr/bin/firefox || missing+=(firefox-esr)
# webkit2gtk-driver brings WebKitWebDriver and, through libwebkit2gtk-4.1-0, MiniBrowser.
if ! command -v WebKitWebDriver >/dev/null 2>&1 || ! executable "${WEBKIT_MINIBROWSER:-}" /usr/lib/*-linux-gnu/webkit2gtk-4.1/MiniBrowser; then
  missing+=(webkit2gtk-driver)
fi
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)

if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing the test browsers (Debian packages): ${missing[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Test browsers missing: ${missing[*]}. Install them: sudo apt-get install ${missing[*]}" >&2
echo "(CHROMIUM_PATH, CHROMIUM_HEADLESS_SHELL_PATH, FIREFOX_PATH and WEBKIT_MINIBROWSER name other executables already installed.)" >&2
exit 1
