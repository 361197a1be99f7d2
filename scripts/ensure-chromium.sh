#!/usr/bin/env bash
# The browser tests drive Debian's Chromium through playwright-core (which never downloads a
# browser of its own). Installs it when missing; needs root or sudo, as apt-get does.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
