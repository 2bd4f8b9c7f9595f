// Prints the Chromium the end-to-end tests will drive, or exits 1 when there is none.
// Shared by playwright.config.ts and scripts/ensure-chromium.sh, so both pick the same browser.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Debian's Chromium (or $CHROMIUM_PATH) first; `undefined` lets Playwright use its own download. */
export function systemChromium() {
	return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium'].find(
		(p) => !!p && existsSync(p)
	);
}

/**
 * The browser the end-to-end tests drive: $CHROMIUM_PATH if set, else Debian's headless shell
 * (package chromium-headless-shell, the same engine without the full browser's window and
 * compositor: about a sixth less time per test, issue 30), else the full Chromium. Benchmarks that
 * measure what a player's browser does (taps, bots, Lighthouse, first load) keep the full one.
 */
export function testChromium() {
	if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH))
		return process.env.CHROMIUM_PATH;
	return (
		['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'].find((p) =>
			existsSync(p)
		) ?? systemChromium()
	);
}

/** Playwright's own browser, if `npx playwright install chromium` has put it there. */
async function playwrightChromium() {
	try {
		const { chromium } = await import('@playwright/test');
		const path = chromium.executablePath();
		return path && existsSync(path) ? path : undefined;
	} catch {
		return undefined;
	}
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const path =
		(process.argv[2] === '--shell' ? testChromium() : systemChromium()) ??
		(await playwrightChromium());
	if (!path) process.exit(1);
	console.log(path);
}
