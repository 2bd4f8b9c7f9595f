import { expect, type Locator, type Page } from '@playwright/test';

/** The two tablet shapes of issue 18 (ux.md principle 1). */
export const TABLETS = [
	{ name: 'landscape', width: 1024, height: 768 },
	{ name: 'portrait', width: 768, height: 1024 }
] as const;

export const LOCALES = [
	{ locale: 'en-GB', lang: 'en' },
	{ locale: 'de-DE', lang: 'de' }
] as const;

/** Screenshots go to the CI artifacts folder (git-ignored). */
export const shot = (page: Page, name: string, fullPage = false) =>
	page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });

/** The document does not scroll, and nothing inside the play screen was scrolled to fit either. */
export async function expectNoPageScroll(page: Page): Promise<void> {
	const m = await page.evaluate(() => {
		const play = document.querySelector<HTMLElement>(
			'[data-testid="play"], [data-testid="replay"]'
		);
		return {
			doc: document.documentElement.scrollHeight,
			body: document.body.scrollHeight,
			view: window.innerHeight,
			scrollY: window.scrollY,
			playScroll: play ? play.scrollTop : 0,
			playOverflow: play ? play.scrollHeight - play.clientHeight : 0
		};
	});
	expect(m.doc, 'document height').toBeLessThanOrEqual(m.view);
	expect(m.body, 'body height').toBeLessThanOrEqual(m.view);
	expect(m.scrollY).toBe(0);
	expect(m.playScroll).toBe(0);
	expect(m.playOverflow, 'play screen overflow').toBeLessThanOrEqual(1);
}

/** The element's whole box is inside the viewport. */
export async function expectInViewport(page: Page, el: Locator, what: string): Promise<void> {
	const box = await el.boundingBox();
	const size = page.viewportSize()!;
	expect(box, `${what} has a box`).not.toBeNull();
	expect(box!.x, `${what} left`).toBeGreaterThanOrEqual(0);
	expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
	expect(box!.x + box!.width, `${what} right`).toBeLessThanOrEqual(size.width);
	expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(size.height);
}

/** Distance between two boxes (0 when they touch or overlap). */
export function boxGap(
	a: { x: number; y: number; width: number; height: number },
	b: { x: number; y: number; width: number; height: number }
): number {
	const dx = Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width));
	const dy = Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height));
	return Math.hypot(dx, dy);
}

/** Records in the page when a tap starts and when the disabled-reason bubble first shows. */
export async function watchReasonBubble(page: Page): Promise<void> {
	await page.evaluate(() => {
		const w = window as unknown as { __tapAt?: number; __shownAt?: number; __watching?: boolean };
		if (w.__watching) return;
		w.__watching = true;
		document.addEventListener('pointerdown', () => (w.__tapAt = performance.now()), true);
		new MutationObserver(() => {
			if (w.__tapAt !== undefined && w.__shownAt === undefined)
				if (document.querySelector('[data-testid="disabled-reason"]'))
					w.__shownAt = performance.now();
		}).observe(document.body, { childList: true, subtree: true, characterData: true });
	});
}

/**
 * Taps a control that is disabled for a reason and checks the reason shows beside it, inside the
 * screen, within 300 ms of the tap (issue 18), and that the tap did nothing else.
 */
export async function expectReasonOnTap(
	page: Page,
	control: Locator,
	what: string
): Promise<string> {
	await expect(control).toHaveAttribute('aria-disabled', 'true');
	await watchReasonBubble(page);
	await page.evaluate(() => {
		const w = window as unknown as { __tapAt?: number; __shownAt?: number };
		w.__tapAt = undefined;
		w.__shownAt = undefined;
	});
	// A person taps it whatever it looks like (Playwright would wait for it to be enabled).
	await control.tap({ force: true });
	const bubble = page.getByTestId('disabled-reason');
	await expect(bubble, `${what}: reason shown`).toBeVisible();
	const ms = await page.evaluate(() => {
		const w = window as unknown as { __tapAt?: number; __shownAt?: number };
		return (w.__shownAt ?? Infinity) - (w.__tapAt ?? 0);
	});
	expect(ms, `${what}: reason within 300 ms of the tap`).toBeLessThanOrEqual(300);
	await expectInViewport(page, bubble, `${what}: reason`);
	const near = boxGap((await bubble.boundingBox())!, (await control.boundingBox())!);
	expect(near, `${what}: reason next to the control`).toBeLessThanOrEqual(12);
	const text = (await bubble.textContent())?.trim() ?? '';
	expect(text.length).toBeGreaterThan(5);
	return text;
}

/**
 * Service workers are blocked unless a test asks for them (playwright.config.ts, issue 30): the
 * app then knows no "works offline" notice will come, and the header's held line goes at once.
 * Wait for that before tapping, since the page below the header moves up when it goes.
 */
export async function firstVisitSettled(page: Page): Promise<void> {
	await expect(page.getByTestId('offline-preparing')).toBeHidden();
	await expect(page.getByTestId('app-notice')).toHaveCount(0);
}

/** Lets the page lay itself out anew (two frames) after the screen changed size. */
async function settleLayout(page: Page): Promise<void> {
	await page.evaluate(
		() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())))
	);
}

/**
 * Runs `look` with the tablet turned to its other shape (landscape ↔ portrait), then turns it
 * back. The long journeys run once per language, each on one shape (issue 30): their checks that
 * a turn fits look at both shapes this way, as a player who turns the tablet mid-turn sees it.
 */
export async function turned(page: Page, look: () => Promise<void>): Promise<void> {
	const now = page.viewportSize()!;
	const other = TABLETS.find((t) => t.width !== now.width) ?? TABLETS[0];
	await page.setViewportSize({ width: other.width, height: other.height });
	await settleLayout(page);
	await look();
	await page.setViewportSize(now);
	await settleLayout(page);
}

/** The three sizes of issue 28: the two tablet shapes and a phone. */
export const SIZES = [...TABLETS, { name: 'phone', width: 390, height: 844 }] as const;
export type Size = (typeof SIZES)[number];

/** `name-WxH`, for messages and picture names. */
export const sizeTag = (size: Size) => `${size.name}-${size.width}x${size.height}`;

/**
 * Looks at the page as it stands at each of the three sizes in turn, from its top (as a player
 * who opens it, or turns the tablet, sees it), then goes back to `restTo` for the journey's next
 * tap. A page is laid out anew for each size: the same checks as a fresh load at that size, for a
 * third of the page loads and journeys (issue 30: these were a quarter of the e2e time).
 */
export async function atEverySize(
	page: Page,
	restTo: Size,
	look: (size: string) => Promise<void>
): Promise<void> {
	for (const size of SIZES) {
		await page.setViewportSize({ width: size.width, height: size.height });
		await page.evaluate(() => window.scrollTo(0, 0));
		await settleLayout(page);
		await look(sizeTag(size));
	}
	await page.setViewportSize({ width: restTo.width, height: restTo.height });
	await page.evaluate(() => window.scrollTo(0, 0));
	await settleLayout(page);
}

/**
 * The long journeys' shape for a language: English on a landscape tablet, German on a portrait
 * one (the other shape is looked at by `turned`, the other pairs by the shorter tests).
 */
export const journeyHere = (tablet: (typeof TABLETS)[number], lang: 'en' | 'de'): boolean =>
	(tablet.name === 'landscape') === (lang === 'en');
