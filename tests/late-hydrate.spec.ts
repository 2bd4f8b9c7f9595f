import { expect, test } from './app-test';
import { watchErrors } from './helpers';

// Issue 30: /skirmish hydrates its quick start and each section of its set-up form after the rest
// of the page, each in a task of its own (LateHydrate.svelte), so that no task runs long on a slow
// phone; the page takes taps (html.booting gone) only once the last of them has hydrated.

const PARTS = [
	'skirmish-quick-start',
	'skirmish-setup-mode',
	'skirmish-setup-side-a',
	'skirmish-setup-side-b',
	'skirmish-setup-terrain',
	'skirmish-setup-activation',
	'skirmish-setup-seats',
	'skirmish-setup-start'
];

test('/skirmish hydrates its parts one task each, and takes taps after the last', async ({
	page
}) => {
	const errors = watchErrors(page);
	await page.addInitScript(() => {
		const seen = { batches: [] as string[][], atReady: null as null | Record<string, number> };
		(window as unknown as { late: typeof seen }).late = seen;
		// A MutationObserver's callback runs after each task with that task's changes: one batch a
		// task.
		new MutationObserver((records) => {
			const done = records
				.filter((r) => r.attributeName === 'data-hydrating')
				.map((r) => (r.target as Element).getAttribute('data-late') ?? '?');
			if (done.length) seen.batches.push(done);
			const html = document.documentElement;
			if (seen.atReady === null && !html.classList.contains('booting'))
				seen.atReady = {
					hydrating: document.querySelectorAll('[data-hydrating]').length,
					parts: document.querySelectorAll('[data-late]').length
				};
		}).observe(document, {
			attributes: true,
			subtree: true,
			attributeFilter: ['data-hydrating', 'class']
		});
	});
	await page.goto('/skirmish');
	const seen = await page.evaluate(
		() => (window as unknown as { late: { batches: string[][]; atReady: unknown } }).late
	);
	expect(seen.batches).toEqual(PARTS.map((id) => [id]));
	expect(seen.atReady).toEqual({ hydrating: 0, parts: PARTS.length });
	expect(errors).toEqual([]);
});

test('a client-side navigation to /skirmish mounts every part at once, and they work', async ({
	page
}) => {
	const errors = watchErrors(page);
	await page.goto('/');
	await page.locator('nav a[href="/skirmish"]').first().click();
	await expect(page).toHaveURL(/\/skirmish$/);
	await expect(page.getByTestId('quick-game')).toBeVisible();
	await expect(page.locator('[data-late]')).toHaveCount(PARTS.length);
	await expect(page.locator('[data-hydrating]')).toHaveCount(0);
	// The parts share the form's state: a change in one shows in another.
	await page.locator('input[name="mode"][value="mission"]').check();
	await expect(page.getByTestId('planes-A')).toHaveCount(0);
	await page.locator('input[name="mode"][value="free"]').check();
	await page.getByTestId('planes-A').getByRole('button', { name: /add/i }).click();
	await expect(page.getByTestId('planes-A').locator('select')).toHaveCount(3);
	expect(errors).toEqual([]);
});
