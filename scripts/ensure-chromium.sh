#!/usr/bin/env bash
# The end-to-end tests need a Chromium. In order of preference:
#   1. one already there ($CHROMIUM_PATH, Debian's headless shell or /usr/bin/chromium, or
#      Playwright's own download);
#   2. Debian's packages, where apt exists (Playwright cannot download on our machines);
#   3. Playwright's own browser (`npx playwright install chromium`), elsewhere (macOS, Windows, other Linux).
# Debian's chromium-headless-shell runs the tests in about a sixth less time than the full browser
# (issue 30): where apt can install it, it is added beside a Chromium that is already there.
# If no browser works, one line says what to do, and the test run stops here.
set -uo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; fi
can_apt() { command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = 0 ] || sudo -n true >/dev/null 2>&1; }; }
apt_install() {
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1 ||
		{ $SUDO apt-get update -qq >/dev/null 2>&1 &&
			DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1; }
}
have_shell() { [ -x /usr/lib/chromium/chromium-headless-shell ] || [ -x /usr/bin/chromium-headless-shell ]; }

if [ -z "${CHROMIUM_PATH:-}" ] && ! have_shell && node scripts/find-chromium.mjs >/dev/null 2>&1 && can_apt; then
	echo "Installing Debian's chromium-headless-shell for the end-to-end tests…"
	apt_install chromium-headless-shell || echo "Not installed: the end-to-end tests use the full Chromium."
fi

if node scripts/find-chromium.mjs >/dev/null 2>&1; then exit 0; fi

if can_apt; then
	echo "Chromium not found: installing Debian's chromium packages…"
	if apt_install chromium chromium-headless-shell || apt_install chromium; then
		if node scripts/find-chromium.mjs >/dev/null 2>&1; then
			echo "Chromium installed: $(node scripts/find-chromium.mjs --shell)"
			exit 0
		fi
	fi
fi

echo "Chromium not found: trying Playwright's own browser (npx playwright install chromium)…"
if npx --no-install playwright install chromium >/dev/null 2>&1 && node scripts/find-chromium.mjs >/dev/null 2>&1; then
	echo "Chromium installed: $(node scripts/find-chromium.mjs)"
	exit 0
fi

echo "No Chromium for the end-to-end tests: install Debian's 'chromium' package, run 'npx playwright install chromium', or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
