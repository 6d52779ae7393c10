#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when missing and we may
# (root with apt-get, as on CI); otherwise say what to do.
set -euo pipefail
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installation de Chromium (paquet Debian)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium est introuvable. Installez-le (sudo apt-get install chromium) ou définissez CHROMIUM_PATH." >&2
exit 1
