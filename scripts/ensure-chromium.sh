#!/usr/bin/env bash
# Playwright cannot download its browser on these machines; the end-to-end tests use Debian's
# Chromium instead (see playwright.config.ts). Install it through apt when it is missing.
set -euo pipefail
for p in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/lib/chromium/chromium; do
	if [ -n "$p" ] && [ -x "$p" ]; then exit 0; fi
done
echo "Chromium not found: installing Debian's chromium package…"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
echo "Chromium installed: $(chromium --version)"
