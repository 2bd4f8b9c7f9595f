// Renders the PNG app icons from static/favicon.svg with Debian's Chromium (run once:
// `npx tsx scripts/make-icons.ts`); the PNGs are committed, so builds need no browser.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const svg = readFileSync('static/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();

async function render(size: number, file: string, maskable: boolean) {
	// A maskable icon keeps its artwork inside the central 80 % safe zone, on a full-bleed background.
	const inner = maskable ? Math.round(size * 0.72) : size;
	const body = maskable
		? `<div style="width:${size}px;height:${size}px;background:#3b4a2f;display:grid;place-items:center">
			<div style="width:${inner}px;height:${inner}px">${svg}</div></div>`
		: `<div style="width:${size}px;height:${size}px">${svg}</div>`;
	await page.setViewportSize({ width: size, height: size });
	await page.setContent(
		`<html><body style="margin:0;background:transparent">${body}</body></html>`
	);
	await page.screenshot({ path: file, omitBackground: true });
}

await render(192, 'static/icons/icon-192.png', false);
await render(512, 'static/icons/icon-512.png', false);
await render(512, 'static/icons/maskable-512.png', true);
await browser.close();
