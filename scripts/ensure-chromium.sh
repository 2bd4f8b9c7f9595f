#!/usr/bin/env bash
# The end-to-end tests need a Chromium. In order of preference:
#   1. one already there ($CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own download);
#   2. Debian's chromium package, where apt exists (Playwright cannot download on our machines);
#   3. Playwright's own browser (`npx playwright install chromium`), elsewhere (macOS, Windows, other Linux).
# If none works, one line says what to do, and the test run stops here.
set -uo pipefail
cd "$(dirname "$0")/.."

if node scripts/find-chromium.mjs >/dev/null 2>&1; then exit 0; fi

if command -v apt-get >/dev/null 2>&1; then
	echo "Chromium not found: installing Debian's chromium package…"
	SUDO=""
	if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
	if $SUDO apt-get update -qq >/dev/null 2>&1 &&
		DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null 2>&1 &&
		node scripts/find-chromium.mjs >/dev/null 2>&1; then
		echo "Chromium installed: $(node scripts/find-chromium.mjs)"
		exit 0
	fi
fi

echo "Chromium not found: trying Playwright's own browser (npx playwright install chromium)…"
if npx --no-install playwright install chromium >/dev/null 2>&1 && node scripts/find-chromium.mjs >/dev/null 2>&1; then
	echo "Chromium installed: $(node scripts/find-chromium.mjs)"
	exit 0
fi

echo "No Chromium for the end-to-end tests: install Debian's 'chromium' package, run 'npx playwright install chromium', or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
