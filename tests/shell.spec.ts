import { expect, test } from './app-test';
import { watchErrors } from './helpers';

test('the home page loads and every area is reachable from the navigation', async ({ page }) => {
	const errors = watchErrors(page);
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1, name: 'Tally Ho' })).toBeVisible();

	const nav = page.getByRole('navigation', { name: 'Main navigation' });
	const areas: [string, string, RegExp][] = [
		['Campaigns', '/campaigns', /Campaigns/],
		['Skirmish', '/skirmish', /Skirmish/],
		['Dogfight', '/dogfight', /Dogfight/],
		['Dice & tables', '/dice', /Dice & tables/],
		['Settings', '/settings', /Settings/],
		['Home', '/', /Tally Ho/]
	];
	for (const [label, path, heading] of areas) {
		await nav.getByRole('link', { name: label, exact: true }).tap();
		await expect(page).toHaveURL(path);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
		await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
			'aria-current',
			'page'
		);
	}

	await page.getByRole('link', { name: 'About the data' }).tap();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the data');
	expect(errors).toEqual([]);
});

test('an area page paints from its own HTML and asks for its modules once it has painted', async ({
	page,
	request,
	browser
}) => {
	// Issue 19: the words are in the prerendered HTML, and no module is preloaded from the head
	// (Chrome would fetch them all before painting and could run the app first).
	const html = await (await request.get('/skirmish')).text();
	expect(html).not.toMatch(/<link[^>]*modulepreload/);
	const list = /requestAnimationFrame[\s\S]*?(\[[^\]]*\])/.exec(html)?.[1];
	const modules = JSON.parse(list ?? '[]') as string[];
	expect(modules.length).toBeGreaterThan(10);
	// Issue 30: not SvelteKit's two entries, which its own script imports while the page parses.
	expect(modules.filter((m) => /\/entry\//.test(m))).toEqual([]);
	expect(html).toMatch(/import\("\.\/_app\/immutable\/entry\/start\.[^"]+\.js"\)/);

	const noScript = await browser.newContext({
		javaScriptEnabled: false,
		baseURL: test.info().project.use.baseURL
	});
	const bare = await noScript.newPage();
	await bare.goto('/skirmish');
	await expect(bare.getByRole('heading', { level: 1 })).toHaveText(/Skirmish/);
	await noScript.close();

	await page.goto('/skirmish');
	await expect(page.locator('html')).not.toHaveClass(/booting/);
	const preloaded = await page.evaluate(() =>
		[...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))
	);
	// (Vite adds links of its own, with absolute addresses, for the error page's modules.)
	expect(preloaded.filter((href) => href?.startsWith('./'))).toEqual(modules);

	// Issue 30: the app starts once those links are in, so Vite's helper, which lists the links
	// once, adds none of them again; and what the page imports later gets no links at all (its
	// modules load without them), so no task adds a burst of links after the page has started.
	const links = () =>
		page.evaluate(() =>
			[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
				(l) => l.href
			)
		);
	const atStart = await links();
	expect(new Set(atStart).size).toBe(atStart.length);
	await page.waitForLoadState('networkidle');
	expect(await links()).toEqual(atStart);
	// Built so: of the page's modules only SvelteKit's app entry (the route table) gives Vite's
	// helper JavaScript modules to preload; the others' lists hold stylesheets at most.
	for (const module of modules.filter((m) => !/\/entry\/app\./.test(m))) {
		const code = await (await request.get(module.replace(/^\./, ''))).text();
		const preloads = /m\.f=\[([^\]]*)\]/.exec(code)?.[1] ?? '';
		expect(
			preloads.split(',').filter((f) => f.endsWith('.js"')),
			module
		).toEqual([]);
	}
});

test('the language switch changes the UI text and survives a reload', async ({ page }) => {
	await page.goto('/settings');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
	await page.getByRole('radio', { name: 'Deutsch' }).check();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
	const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
	await expect(nav.getByRole('link', { name: 'Kampagnen' })).toBeVisible();
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');

	await page.reload();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
	await page.goto('/');
	await expect(page.getByText('Würfel & Tabellen').first()).toBeVisible();

	await page.goto('/settings');
	await page.getByRole('radio', { name: 'English' }).check();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
});

test('a name typed while the settings are still being read is the name that is saved', async ({
	page
}) => {
	// The database answers only after the reader has typed (every IndexedDB open is held until
	// the test lets it go): its stored (empty) name must not replace what they typed.
	await page.addInitScript(() => {
		const open = IDBFactory.prototype.open;
		const held: Array<() => void> = [];
		(window as unknown as { releaseDatabase: () => void }).releaseDatabase = () =>
			held.splice(0).forEach((go) => go());
		IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
			// A stand-in request: the handlers the caller sets are called by the real one later.
			const late: Record<string, unknown> = {};
			let real: IDBOpenDBRequest | undefined;
			for (const name of ['result', 'error', 'transaction', 'readyState'] as const)
				Object.defineProperty(late, name, { get: () => real?.[name] });
			held.push(() => {
				real = open.apply(this, args);
				for (const type of ['success', 'error', 'upgradeneeded', 'blocked']) {
					real.addEventListener(type, (event) => {
						const handler = late[`on${type}`];
						if (typeof handler === 'function') handler.call(real, event);
					});
				}
			});
			return late as unknown as IDBOpenDBRequest;
		};
	});
	await page.goto('/settings');
	const field = page.getByLabel('Your name or club');
	await field.tap();
	await field.pressSequentially('Jasta 11');
	await page.evaluate(() =>
		(window as unknown as { releaseDatabase: () => void }).releaseDatabase()
	);
	// The page asks about storage once the stored name has been read: the read is over.
	await expect(page.getByTestId('storage-status')).not.toHaveText(
		"This browser does not say whether it keeps the app's data."
	);
	await expect(field).toHaveValue('Jasta 11');
	await page.getByRole('button', { name: 'Save' }).tap();
	await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
	await page.goto('/');
	await expect(page.getByTestId('greeting')).toHaveText('Welcome back, Jasta 11.');
});

test('the theme switch applies dark mode and remembers it', async ({ page }) => {
	await page.goto('/settings');
	await page.getByRole('radio', { name: 'Dark' }).check();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	expect(bg).toBe('rgb(21, 24, 15)');
});

test('an unknown address shows a friendly page, not a blank one', async ({ page }) => {
	await page.goto('/no-such-page');
	await expect(page.getByRole('alert')).toContainText('There is no page at this address.');
	await page.getByRole('link', { name: 'Back to the home page' }).tap();
	await expect(page.getByRole('heading', { level: 1, name: 'Tally Ho' })).toBeVisible();
});

for (const viewport of [
	{ width: 768, height: 1024 },
	{ width: 390, height: 844 }
]) {
	test(`navigation targets are at least 44 px and nothing overflows at ${viewport.width}×${viewport.height}`, async ({
		page
	}) => {
		await page.setViewportSize(viewport);
		await page.goto('/');
		const links = page.getByRole('navigation').getByRole('link');
		for (const box of await links.evaluateAll((els) =>
			els.map((el) => el.getBoundingClientRect().toJSON())
		)) {
			expect(box.height).toBeGreaterThanOrEqual(44);
		}
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBeLessThanOrEqual(0);
	});
}

for (const viewport of [
	{ width: 1024, height: 768 },
	{ width: 768, height: 1024 }
]) {
	test(`every area's link is in sight on a ${viewport.width}×${viewport.height} tablet, in English and German`, async ({
		page
	}) => {
		await page.setViewportSize(viewport);
		for (const language of ['English', 'Deutsch']) {
			await page.goto('/settings');
			await page.getByRole('radio', { name: language }).check();
			const links = page.getByRole('navigation').first().getByRole('link');
			await expect(links).toHaveCount(6);
			for (const box of await links.evaluateAll((els) =>
				els.map((el) => el.getBoundingClientRect().toJSON())
			)) {
				expect(box.left).toBeGreaterThanOrEqual(0);
				expect(box.right).toBeLessThanOrEqual(viewport.width);
				expect(box.height).toBeGreaterThanOrEqual(44);
			}
		}
	});
}
