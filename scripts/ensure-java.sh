#!/usr/bin/env bash
# The HTML validity test runs the W3C Nu HTML checker (vnu.jar), which needs
# Java 11 or later. Install Debian's when missing and we may (root with apt-get,
# as on CI); otherwise say what to do.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Java (Debian package default-jre-headless)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
echo "Java not found. Install it (sudo apt-get install default-jre-headless): the HTML validity test needs it." >&2
exit 1
