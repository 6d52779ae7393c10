#!/usr/bin/env bash
# The HTML validity test runs the W3C Nu HTML checker (vnu.jar), which needs
# Java 11 or later. Install Debian's when missing and we may (root with apt-get,
# as on CI); otherwise say what to do.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installation de Java (paquet Debian default-jre-headless)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
echo "Java est introuvable. Installez-le (sudo apt-get install default-jre-headless) : le test de validité HTML en a besoin." >&2
exit 1
