import { expect, test } from './app-test';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
	expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
	return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the web manifest is linked, served and valid for installation', async ({ page, request }) => {
	await page.goto('/');
	const href = await page.locator('link[rel="manifest"]').getAttribute('href');
	expect(href).toBe('/manifest.webmanifest');

	const response = await request.get(href!);
	expect(response.ok()).toBe(true);
	const manifest = await response.json();
	expect(manifest.name).toMatch(/Tally Ho/);
	expect(manifest.short_name).toBe('Tally Ho');
	expect(manifest.start_url).toBe('/');
	expect(manifest.display).toBe('standalone');
	expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);

	const pngs = manifest.icons.filter((i: { type: string }) => i.type === 'image/png');
	const sizes: { width: number; purpose: string }[] = [];
	for (const icon of pngs) {
		const img = await request.get(icon.src);
		expect(img.ok(), icon.src).toBe(true);
		const { width, height } = pngSize(await img.body());
		expect(`${width}x${height}`).toBe(icon.sizes);
		sizes.push({ width, purpose: icon.purpose ?? 'any' });
	}
	expect(sizes.some((s) => s.width >= 192 && s.purpose.includes('any'))).toBe(true);
	expect(sizes.some((s) => s.width >= 512 && s.purpose.includes('any'))).toBe(true);
	expect(sizes.some((s) => s.width >= 512 && s.purpose.includes('maskable'))).toBe(true);
});
