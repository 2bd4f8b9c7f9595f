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
	const path = systemChromium() ?? (await playwrightChromium());
	if (!path) process.exit(1);
	console.log(path);
}
