import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * Shared steps of the campaign specs (issue 14), in the page's language: words come from the
 * app's own messages, so the same journey runs in English and in German.
 */
export type Lang = 'en' | 'de';

const cache = new Map<string, Record<string, string>>();
function messages(area: string, lang: Lang): Record<string, string> {
	const key = `${area}/${lang}`;
	if (!cache.has(key)) {
		cache.set(key, JSON.parse(readFileSync(`messages/${area}/${lang}.json`, 'utf8')));
	}
	return cache.get(key)!;
}

/** A campaign message in `lang`, with {placeholders} filled. */
export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
	const text = messages('campaign', lang)[key];
	if (text === undefined) throw new Error(`no message ${key}`);
	return text.replace(/\{(\w+)\}/g, (_, p: string) => String(params[p] ?? `{${p}}`));
}

/** The app shell's "works offline" toast may cover buttons near the bottom: close it when it shows. */
export async function closeToasts(page: Page): Promise<void> {
	const toast = page.locator('.toast');
	await page.addLocatorHandler(
		toast,
		async () => {
			await toast.getByRole('button').last().dispatchEvent('click');
		},
		{ noWaitAfter: true }
	);
}

/**
 * The wizard, step by step. `edit` runs on each step (0–5) before "Next"; with none, every
 * default is taken. Ends on the new campaign's overview.
 */
export async function createCampaign(
	page: Page,
	lang: Lang,
	edit: (step: number) => Promise<void> = async () => {}
): Promise<string> {
	await page.goto('/campaigns');
	await page.getByRole('link', { name: t(lang, 'campaign_new') }).tap();
	for (let step = 0; step < 5; step++) {
		await edit(step);
		await page.getByRole('button', { name: t(lang, 'campaign_next'), exact: true }).tap();
	}
	await edit(5);
	await expect(page.getByTestId('form-problems')).toHaveCount(0);
	await page.getByRole('button', { name: t(lang, 'campaign_create') }).tap();
	await expect(page.getByTestId('current-turn')).toBeVisible();
	return new URL(page.url()).searchParams.get('id')!;
}

/** Rolls the turn, takes Side A's first option where there is a choice, starts it. */
export async function playTurn(page: Page, lang: Lang, n = 1): Promise<void> {
	await page.getByTestId('play-turn').tap();
	// Rolls already made are kept (issue 14): roll only if the turn has none yet.
	const roll = page.getByTestId('roll-missions');
	await expect(roll.or(page.getByTestId('rolls-kept'))).toBeVisible();
	if (await roll.isVisible()) await roll.tap();
	for (const i of [0, 1]) {
		const card = page.getByTestId(`turn-mission-${i}`);
		await expect(card.locator('.die')).toBeVisible();
		const choice = card.getByRole('radio');
		// The roll's card may still be drawing its choice when first looked at: check, look, retry.
		await expect(async () => {
			if ((await choice.count()) > 0 && !(await choice.first().isChecked()))
				await choice.first().check();
			await expect(card.getByTestId('mission-brief')).toBeVisible({ timeout: 1000 });
		}).toPass({ timeout: 15_000 });
	}
	// The proposed crews are valid (issue 14): nothing to fix, the turn can start.
	await expect(page.getByTestId('forces-refusal')).toHaveCount(0);
	await expect(page.getByTestId('crew-shortfall')).toHaveCount(0);
	await page.getByTestId('start-turn').tap();
	await expect(page.getByTestId('current-turn')).toHaveText(
		t(lang, 'campaign_turn_current', { n })
	);
}

/**
 * On a result page: the first flown pilot of Side A shoots down the first of Side B (the form's
 * proposal), and Side A wins where the mission asks who won.
 */
export async function enterKillAndWin(page: Page, lang: Lang): Promise<void> {
	await expect(page.getByTestId('record-result')).toBeVisible();
	await page.getByRole('button', { name: t(lang, 'campaign_result_add_kill') }).tap();
	const radios = page.getByRole('radio', { name: new RegExp(`^${t(lang, 'campaign_outcome_a')}`) });
	if ((await radios.count()) > 0) await radios.first().check();
	await expect(page.getByTestId('result-refusal')).toHaveCount(0);
	await expect(page.getByTestId('flights-refusal')).toHaveCount(0);
	await page.getByTestId('record-result').tap();
	await expect(page.getByTestId('result-preview')).toBeVisible();
}

/**
 * The page is no wider than the screen (issue 14: nothing makes it scroll sideways). Charts
 * redraw a frame or two after the screen turns: the width is given a moment to settle.
 */
export async function expectNoSideScroll(page: Page, what: string): Promise<void> {
	const measure = () =>
		page.evaluate(() => {
			const view = window.innerWidth;
			// The innermost boxes, or their content (an unbroken word overflows its box without
			// widening it), that reach past the screen's right edge: to say what is too wide.
			const reach = (el: Element) =>
				Math.max(
					el.getBoundingClientRect().right,
					el.getBoundingClientRect().left + el.scrollWidth
				);
			// What a scrolling box holds scrolls inside it (issue 14 allows that): not counted.
			const clipped = (el: Element) => {
				for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
					if (getComputedStyle(up).overflowX !== 'visible') return true;
				}
				return false;
			};
			const all = [...document.querySelectorAll('body *')].filter(
				(el) => reach(el) > view + 1 && !clipped(el)
			);
			const wide = all
				.filter((el) => !all.some((other) => other !== el && el.contains(other)))
				.slice(0, 5)
				.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
			const doc = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
			return { doc, view, wide };
		});
	const settled = await expect
		.poll(
			async () => {
				const w = await measure();
				return w.doc <= w.view;
			},
			{ timeout: 3000 }
		)
		.toBe(true)
		.then(
			() => true,
			() => false
		);
	if (settled) return;
	const w = await measure();
	expect(
		w.doc,
		`${what}: page width ${w.doc} (too wide: ${w.wide.join(', ')})`
	).toBeLessThanOrEqual(w.view);
}

/** Saves a full-page screenshot for a person to look at. */
export async function shot(page: Page, name: string): Promise<void> {
	const { width, height } = page.viewportSize()!;
	await page.screenshot({
		path: `/tmp/shots/campaign/${name}-${width}x${height}.png`,
		fullPage: true
	});
}
