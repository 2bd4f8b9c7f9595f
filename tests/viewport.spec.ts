import { expect, test, type Locator, type Page } from './app-test';
import { watchErrors } from './helpers';
import { readFileSync } from 'node:fs';
import { closeToasts, createCampaign, t, type Lang } from './campaign-helpers';
import { storeRaw } from './helpers';
import { SIZES, atEverySize, firstVisitSettled, sizeTag } from './tablet';
import { seededDice } from '../src/lib/rules/common/dice';
import {
	applyOrder,
	gridStateHash,
	newGame,
	randomOrder,
	type GridOrder,
	type GridSetup
} from '../src/lib/rules/grid';

// Each test stands alone (its own page, size and language): Playwright may share them out
// between its two workers, so that this long file does not finish alone (issue 30).
test.describe.configure({ mode: 'parallel' });

/** A message of any area in `lang` (campaign-helpers' `t` reads the campaign's only). */
const say = (area: string, lang: Lang, key: string): string =>
	(JSON.parse(readFileSync(`messages/${area}/${lang}.json`, 'utf8')) as Record<string, string>)[
		key
	];

/**
 * Issue 28: the next step is always in sight. On a landscape tablet, a portrait tablet and a
 * phone, every main screen shows its primary action (and any question it waits for) inside the
 * screen without scrolling, and no page is wider than the screen. Screenshots of each screen go
 * to /tmp/shots/viewport/ for a person to look at (not committed).
 */

/** The whole element is inside the screen (not under the fold, not clipped by a scrolling box). */
async function inSight(el: Locator, what: string): Promise<void> {
	await expect(el, `${what} in sight`).toBeVisible();
	await expect(el, `${what} in sight`).toBeInViewport({ ratio: 1 });
}

/** No page is wider than the screen: nothing makes it scroll sideways. */
async function noSideScroll(page: Page, what: string): Promise<void> {
	await expect
		.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
			message: `${what}: page wider than the screen by`,
			timeout: 3000
		})
		.toBeLessThanOrEqual(0);
}

/** The menu's link to the page one is on, and a campaign's, in sight (a phone's bars scroll sideways). */
async function currentInSight(page: Page, what: string): Promise<void> {
	const links = page.locator('header nav a[aria-current="page"], nav.sub a[aria-current="page"]');
	for (const link of await links.all()) await inSight(link, `${what}: the current page's link`);
}

/** A mission brief's forces get room to be read: no value squeezed to a few letters' width. */
async function briefReadable(page: Page, what: string): Promise<void> {
	const values = page.getByTestId('mission-brief').locator('dd');
	await expect(values.first()).toBeVisible();
	const widths = await values.evaluateAll((dds) =>
		dds.map((dd) => Math.round(dd.getBoundingClientRect().width))
	);
	expect(widths.length, `${what}: a mission brief`).toBeGreaterThan(0);
	expect(Math.min(...widths), `${what}: the narrowest value of the brief (px)`).toBeGreaterThan(
		120
	);
}

/** Nothing was scrolled to show what the test looked at: the page, nor any box inside it. */
async function nothingScrolled(page: Page, what: string): Promise<void> {
	const scrolled = await page.evaluate(() =>
		[document.scrollingElement!, ...document.querySelectorAll('body *')]
			.filter((el) => el.scrollTop > 0 || el.scrollLeft > 0)
			.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
	);
	expect(scrolled, `${what}: scrolled boxes`).toEqual([]);
}

/** No two buttons of the board's toolbar overlap, and each one's words fit it (issue 28). */
async function toolbarApart(page: Page, what: string): Promise<void> {
	const boxes = await page
		.getByRole('toolbar')
		.getByRole('button')
		.evaluateAll((els) =>
			els.map((e) => {
				const r = e.getBoundingClientRect();
				const label = e.querySelector('.label') ?? e;
				return {
					name: e.textContent?.trim() ?? '',
					left: r.left,
					right: r.right,
					top: r.top,
					bottom: r.bottom,
					clipped: label.scrollWidth > label.clientWidth + 1
				};
			})
		);
	for (const [i, a] of boxes.entries()) {
		expect(a.clipped, `${what} toolbar: "${a.name}" fits its button`).toBe(false);
		for (const b of boxes.slice(i + 1)) {
			const apart =
				a.right <= b.left + 0.5 ||
				b.right <= a.left + 0.5 ||
				a.bottom <= b.top + 0.5 ||
				b.bottom <= a.top + 0.5;
			expect(apart, `${what} toolbar: "${a.name}" and "${b.name}" apart`).toBe(true);
		}
	}
}

/**
 * The board's toolbar takes one row at every size, so the board keeps that height (on a phone its
 * zoom buttons float over the board's corner instead of wrapping to a second row).
 */
async function toolbarOneRow(page: Page, what: string): Promise<void> {
	const bar = (await page.getByRole('toolbar').boundingBox())!;
	expect(bar.height, `${what}: the toolbar's height (px), one row of 44 px buttons`).toBeLessThan(
		2 * 44
	);
}

/** A square of the Skirmish board is at least 32 px on screen (issue 28: tappable on a phone). */
async function squaresTappable(page: Page, what: string): Promise<void> {
	await expect
		.poll(
			async () => {
				const b = await page.locator('[data-testid="board"] rect.sq').first().boundingBox();
				return b ? Math.min(b.width, b.height) : 0;
			},
			{ message: `${what}: a board square's size (px)`, timeout: 5000 }
		)
		.toBeGreaterThanOrEqual(32);
}

/**
 * A Skirmish game played to its end by random legal orders, as the app stores it (the engine is
 * the app's own, so the stored log replays to the same end).
 */
function finishedSkirmish(id: string): Record<string, unknown> {
	const setup: GridSetup = {
		board: { width: 12, height: 8, home: { A: 'west', B: 'east' } },
		planes: [
			{ id: 'A1', type: 'camel', side: 'A', x: 3, y: 3, facing: 2 },
			{ id: 'B1', type: 'fokker-dr1', side: 'B', x: 6, y: 3, facing: 6 }
		],
		options: { turnLimit: 3 }
	};
	const seed = 11;
	const start = newGame(setup, seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	const orders: GridOrder[] = [];
	const dice = seededDice(5);
	while (state.phase !== 'over') {
		const order = randomOrder(state, dice)!;
		const r = applyOrder(state, order);
		if (!r.ok) throw new Error(r.reason);
		orders.push(order);
		state = r.value.state;
	}
	return {
		id,
		kind: 'skirmish',
		status: 'finished',
		title: id,
		createdAt: '2026-11-26T10:00:00.000Z',
		updatedAt: '2026-11-26T10:00:00.000Z',
		campaignMissionId: null,
		log: {
			version: 1,
			setup,
			seed,
			seats: { A: { kind: 'human' }, B: { kind: 'computer', level: 'easy' } },
			orders,
			botDice: { A: seededDice(1).snapshot(), B: seededDice(2).snapshot() },
			title: id
		},
		state: { turn: state.turn, phase: state.phase },
		ui: null,
		finalHash: gridStateHash(state)
	};
}

/** A box shows all it holds: nothing cut off at its foot to scroll to (issue 28: the guide). */
async function allShown(el: Locator, what: string): Promise<void> {
	const { scroll, client } = await el.evaluate((e) => ({
		scroll: e.scrollHeight,
		client: e.clientHeight
	}));
	expect(scroll, `${what}: all its words shown`).toBeLessThanOrEqual(client + 1);
}

/**
 * A bar stuck to the screen's foot hides no question of the form: each field, when it takes the
 * focus (a tap, Tab), scrolls clear of the bar (issue 28, the record-a-result page).
 */
async function fieldsClearOf(page: Page, bar: Locator, what: string): Promise<void> {
	const fields = page.locator('main').locator('input:not([type=hidden]), select, textarea');
	const n = await fields.count();
	expect(n, `${what}: fields to look at`).toBeGreaterThan(0);
	for (let i = 0; i < n; i++) {
		const field = fields.nth(i);
		if (!(await field.isVisible())) continue;
		await field.focus();
		const f = (await field.boundingBox())!;
		const b = (await bar.boundingBox())!;
		expect(f.y + f.height, `${what}: field ${i + 1} of ${n} clear of the bar`).toBeLessThanOrEqual(
			b.y + 0.5
		);
	}
}

/**
 * English function words that no German sentence uses: one of them on a German screen is English
 * left over (the messages' own test checks every text; this looks at what a screen shows, names
 * and all). Words German shares ("in", "so", "was", "die", "also", "an") are left out.
 */
const ENGLISH_ONLY = [
	'the',
	'and',
	'your',
	'with',
	'of',
	'is',
	'are',
	'this',
	'you',
	'from',
	'for',
	'to'
];

async function noEnglish(page: Page, what: string): Promise<void> {
	const text = await page.locator('body').innerText();
	const words = text.match(/\p{L}+/gu) ?? [];
	const found = [...new Set(words.filter((w) => ENGLISH_ONLY.includes(w.toLowerCase())))];
	expect(found, `${what}: English words on a German screen`).toEqual([]);
}

/** The first visit installs the app for offline use and says so: close the notice. */
async function closeOfflineNotice(page: Page): Promise<void> {
	const notice = page.getByTestId('app-notice');
	await expect(notice).toBeVisible({ timeout: 15_000 });
	await notice.getByRole('button').tap();
	await expect(notice).toHaveCount(0);
}

test.describe('a phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

	// ShotFrame.svelte, which the Blue Max table's shot form shares: Roll sticks to the form's foot.
	test('the table companion’s fire step: Roll in sight at the form’s foot, with the dice', async ({
		page
	}) => {
		const errors = watchErrors(page);
		await page.goto('/table/grid/new');
		await page.getByTestId('table-start').tap();
		await inSight(page.getByTestId('roll-shot'), 'table, fire step: Roll');
		await inSight(page.getByTestId('shot-dice-count'), 'table, fire step: the dice');
		await nothingScrolled(page, 'table, fire step');
		await page.screenshot({ path: '/tmp/shots/viewport/table-grid-fire-phone.png' });
		expect(errors).toEqual([]);
	});

	// HexOwnPlanes.svelte: the maneuver's list beside its name was wider than a phone, and the
	// play column grew with it, so the whole page scrolled sideways (the end-step button cut off).
	test('Blue Max on the table: a player’s sheets and shot form fit the width', async ({ page }) => {
		const errors = watchErrors(page);
		await page.goto('/table');
		await page.getByTestId('new-table-hex').tap();
		await page.getByRole('group', { name: 'Plane 1' }).getByLabel('Player').fill('Ann');
		await page.getByRole('group', { name: 'Plane 2' }).getByLabel('Player').fill('Bob');
		await page.getByTestId('table-start').tap();
		await page.getByTestId('take-Ann').tap();
		await expect(page.getByTestId('maneuver-select')).toBeVisible();
		await noSideScroll(page, 'table hex, Ann’s sheets');
		const select = (await page.getByTestId('maneuver-select').boundingBox())!;
		expect(select.x + select.width, 'the maneuver list’s right edge (px)').toBeLessThanOrEqual(390);
		expect(errors).toEqual([]);
	});

	// A replay is watched, not tapped: it showed the board zoomed to side A's planes (as play does
	// so squares stay 32 px), with side B's out of sight.
	test('Skirmish replay: the whole board and every plane in sight', async ({ page }) => {
		const errors = watchErrors(page);
		await page.goto('/skirmish');
		await page.getByTestId('quick-game').tap();
		await expect(page.getByTestId('board')).toBeVisible({ timeout: 20_000 });
		await page.goto('/skirmish');
		await page.getByRole('link', { name: 'Replay' }).first().tap();
		await expect(page.getByTestId('replay-pos')).toBeVisible();
		const board = (await page.getByTestId('board').boundingBox())!;
		const planes = page.getByTestId('board').locator('[data-plane]');
		await expect(planes).toHaveCount(4);
		for (const plane of await planes.all()) {
			const box = (await plane.boundingBox())!;
			const id = await plane.getAttribute('data-plane');
			expect(box.x, `${id} inside the board`).toBeGreaterThanOrEqual(board.x - 1);
			expect(box.x + box.width, `${id} inside the board`).toBeLessThanOrEqual(
				board.x + board.width + 1
			);
			expect(box.y + box.height, `${id} inside the board`).toBeLessThanOrEqual(
				board.y + board.height + 1
			);
		}
		expect(errors).toEqual([]);
	});

	test('Dogfight replay: the map takes the screen’s width, Forward in sight', async ({ page }) => {
		const errors = watchErrors(page);
		await page.goto('/dogfight/new?seed=5&start=close');
		await page.getByTestId('quick-2v2').tap();
		await expect(page.getByTestId('plot-panel')).toBeVisible({ timeout: 20_000 });
		await page.getByRole('button', { name: 'Concede' }).tap();
		await page.getByRole('button', { name: /the .+ concede/ }).tap();
		await page.getByRole('link', { name: 'Watch the replay' }).tap();
		await expect(page.getByTestId('replay-position')).toBeVisible();
		// Side by side with the turn's log, the map was half a phone's width.
		const map = (await page.getByTestId('hex-board').boundingBox())!;
		expect(map.width, 'the replay map’s width (px)').toBeGreaterThan(0.9 * 390);
		await inSight(page.getByRole('button', { name: 'Forward' }), 'replay: Forward');
		await noSideScroll(page, 'dogfight replay');
		expect(errors).toEqual([]);
	});
});

/** The menu's areas all sit on one row (a second row takes a tablet's page room). */
async function menuOneRow(page: Page, what: string): Promise<void> {
	const tops = await page
		.locator('header nav a')
		.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
	expect(tops.length, `${what}: areas in the menu`).toBeGreaterThan(4);
	expect(new Set(tops).size, `${what}: rows of the menu`).toBe(1);
}

// The screens issue 28 changed, in both languages (their words differ in length), each looked at
// in all three sizes. The journeys' own taps are made on a phone in English and on a portrait
// tablet in German (the landscape tablet is every other spec's size).
for (const lang of ['en', 'de'] as const) {
	const journeySize = lang === 'en' ? SIZES[2] : SIZES[1];
	const shot = (page: Page, name: string, size: string) =>
		page.screenshot({ path: `/tmp/shots/viewport/${name}-${size}-${lang}.png` });

	test.describe(`every size, ${lang}`, () => {
		test.use({
			locale: lang === 'de' ? 'de-DE' : 'en-GB',
			viewport: { width: journeySize.width, height: journeySize.height },
			hasTouch: true
		});

		// The screens themselves need no service worker (the first visit's line is above).
		test('every set-up and reading screen: the primary action in sight, no sideways scroll', async ({
			page
		}) => {
			const errors = watchErrors(page);
			const screens: [string, string, (p: Page) => Locator][] = [
				['home', '/', (p) => p.locator('a[href="/campaigns"]').first()],
				[
					'dice',
					'/dice',
					(p) =>
						p.getByRole('button', {
							name: lang === 'en' ? /^Roll 5 × d6/ : /^5 × W6 würfeln/
						})
				],
				['table', '/table', (p) => p.getByTestId('new-table-grid')],
				['table-grid-setup', '/table/grid/new', (p) => p.getByTestId('table-start')],
				['table-hex-setup', '/table/hex/new', (p) => p.getByTestId('table-start')],
				['skirmish-setup', '/skirmish', (p) => p.getByTestId('quick-game')],
				['dogfight-list', '/dogfight', (p) => p.getByTestId('new-dogfight')],
				['dogfight-setup', '/dogfight/new', (p) => p.getByTestId('quick-2v2')],
				['campaigns', '/campaigns', (p) => p.getByRole('link', { name: t(lang, 'campaign_new') })],
				[
					'campaign-new',
					'/campaigns/new',
					(p) => p.getByRole('button', { name: t(lang, 'campaign_next'), exact: true })
				],
				// How to play is read from its top: its heading and the first step of a turn.
				['help-skirmish', '/help/skirmish', (p) => p.locator('main h1')],
				['help-dogfight', '/help/dogfight', (p) => p.locator('main h1')],
				[
					'settings',
					'/settings',
					(p) => p.getByRole('radio', { name: say('app', lang, 'language_de') })
				]
			];
			for (const [name, url, primary] of screens) {
				await page.goto(url);
				if (lang === 'de') await noEnglish(page, name);
				await atEverySize(page, journeySize, async (size) => {
					await inSight(primary(page), `${name} (${size}): primary action`);
					await currentInSight(page, `${name} (${size})`);
					// A landscape tablet has room for the whole menu on one row, in German too.
					if (name === 'home' && size.startsWith('landscape'))
						await menuOneRow(page, `${name} (${size})`);
					await noSideScroll(page, `${name} (${size})`);
					await shot(page, name, size);
				});
			}
			// The table set-ups' Start stays at the screen's foot and hides none of their fields.
			await page.goto('/table/grid/new');
			await atEverySize(page, journeySize, async (size) => {
				await fieldsClearOf(page, page.getByTestId('table-start'), `table set-up (${size})`);
				await inSight(
					page.getByTestId('table-start'),
					`table set-up (${size}): Start, the form scrolled`
				);
			});

			// Saved games: a game just left is one tap away at the page's top (issue 28), and first
			// in the list below.
			await page.goto('/skirmish');
			await page.getByTestId('quick-game').tap();
			await expect(page).toHaveURL(/\/skirmish\/play\?id=/);
			await expect(page.getByTestId('board')).toBeVisible({ timeout: 20_000 });
			const left = new URL(page.url()).searchParams.get('id')!;
			await page.goto('/skirmish');
			const goOn = page.getByTestId('resume-latest');
			await expect(goOn).toHaveAttribute('href', `/skirmish/play?id=${encodeURIComponent(left)}`);
			await expect(
				page
					.getByTestId('saved-games')
					.getByRole('link', { name: say('skirmish', lang, 'skirmish_resume') })
					.first()
			).toHaveAttribute('href', `/skirmish/play?id=${encodeURIComponent(left)}`);
			await atEverySize(page, journeySize, async (size) => {
				await inSight(goOn, `saved games (${size}): go on with the game just left`);
				await noSideScroll(page, `saved games (${size})`);
				await shot(page, 'saved-games', size);
			});
			await goOn.tap();
			await expect(page).toHaveURL(/\/skirmish\/play\?id=/);
			expect(new URL(page.url()).searchParams.get('id'), 'the game just left').toBe(left);
			expect(errors).toEqual([]);
		});

		// The screens issue 28 changed while a game runs. The journey is played once per language,
		// and each of its steps looked at in all three sizes (as a player who turns the tablet sees
		// it); the page keeps its state through each turn (issue 30: one journey, not three).
		test('Skirmish: the first move from a square reached by several ways, without scrolling', async ({
			page
		}) => {
			const errors = watchErrors(page);
			await page.goto('/skirmish');
			await firstVisitSettled(page);
			await page.getByTestId('tutorial-start').tap();
			const coach = page.getByTestId('coach');
			await expect(coach).toHaveAttribute('data-step', 'welcome');
			const confirm = page.getByTestId('confirm-move');
			await atEverySize(page, journeySize, async (size) => {
				// The guide's words all show, a phone too (issue 28: they were cut off at 390×844).
				await inSight(coach, `the guide (${size})`);
				await allShown(coach, `the guide (${size})`);
				await inSight(confirm, `Confirm (${size})`);
				await nothingScrolled(page, `the first move (${size})`);
				await noSideScroll(page, `skirmish play (${size})`);
				await toolbarApart(page, `skirmish (${size})`);
				await toolbarOneRow(page, `skirmish (${size})`);
				await squaresTappable(page, `the first move (${size})`);
				await shot(page, 'skirmish-play', size);
			});

			// A green square reached by several ways: the question shows in Confirm's place.
			const which = page.getByTestId('move-which');
			const pending = page.getByTestId('pending-move');
			const squares = page.locator('[data-testid="board"] rect.sq.move');
			// A phone shows the board zoomed to the plane: tap the green squares in sight and not
			// under the zoom buttons (their keys first: a tapped square's move changes the marks).
			const stage = (await page.getByTestId('board').boundingBox())!;
			const keys = await squares.evaluateAll(
				(els, st) =>
					els
						.filter((e) => {
							const r = e.getBoundingClientRect();
							const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
							const inStage = x > st.x && x < st.x + st.width && y > st.y && y < st.y + st.height;
							return (
								inStage && document.elementFromPoint(x, y)?.closest('svg') === e.closest('svg')
							);
						})
						.map((e) => e.getAttribute('data-square')!),
				stage
			);
			for (const key of keys) {
				if (await which.isVisible()) break;
				await page
					.locator(`[data-testid="board"] rect.sq[data-square="${key}"]`)
					.tap({ force: true });
				await expect(pending.or(which)).toBeVisible();
			}
			await expect(coach).toHaveAttribute('data-step', 'move-which');
			if (lang === 'de') await noEnglish(page, 'skirmish play');
			const ways = which.getByRole('button');
			expect(await ways.count()).toBeGreaterThan(1);
			await atEverySize(page, journeySize, async (size) => {
				await allShown(coach, `the guide on "which way?" (${size})`);
				// The question takes Confirm's place at the panel's foot (Confirm waits for its answer).
				await inSight(which, `the question "which way?" (${size})`);
				await expect(confirm).toBeHidden();
				for (const way of await ways.all()) await inSight(way, `a way (${size})`);
				await nothingScrolled(page, `the question (${size})`);
				await shot(page, 'skirmish-which', size);
			});

			await ways.first().tap();
			await expect(page.getByTestId('pending-move')).toBeVisible();
			await atEverySize(page, journeySize, async (size) => {
				await inSight(confirm, `Confirm, a way picked (${size})`);
				await expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
				await nothingScrolled(page, `the way picked (${size})`);
			});
			const mine = page.locator('[data-testid="board"] g.plane.side-A').first();
			const from = (await mine.getAttribute('transform'))!;
			await confirm.tap();
			// The move is made: the plane flies off its square.
			await expect(mine).not.toHaveAttribute('transform', from, { timeout: 10_000 });
			await nothingScrolled(page, 'the move made');
			await noSideScroll(page, 'skirmish play');
			expect(errors).toEqual([]);
		});

		test('Skirmish: a quick game’s squares are tappable; game over offers its next steps in sight', async ({
			page
		}) => {
			const errors = watchErrors(page);
			// Seed 2: the human's first card names the Sopwith Camel, the longest name of the four.
			await page.goto('/skirmish?seed=2');
			await firstVisitSettled(page);
			await page.getByTestId('quick-game').tap();
			await expect(page).toHaveURL(/\/skirmish\/play\?id=/);
			await expect(page.getByTestId('board')).toBeVisible({ timeout: 20_000 });
			await expect(page.getByTestId('card')).toContainText('Sopwith Camel');
			// Laid-out heights: the card turns over as it is drawn, and its box grows meanwhile.
			const height = (id: string) =>
				page.getByTestId(id).evaluate((e) => (e as HTMLElement).offsetHeight);
			await atEverySize(page, journeySize, async (size) => {
				await squaresTappable(page, `a quick game (${size})`);
				await noSideScroll(page, `quick game (${size})`);
				// The drawn card is one line, a phone too: it took two there, in both languages,
				// and the board lost their room (the turn's badge is one line of the status).
				await expect
					.poll(async () => (await height('card')) < 2 * (await height('turn')), {
						message: `the drawn card (${size}): one line`
					})
					.toBe(true);
				await shot(page, 'skirmish-quick', size);
			});

			// A finished game: Play again, New game and Replay in sight without scrolling.
			const over = `over-${lang}`;
			await storeRaw(page, finishedSkirmish(over));
			await page.goto(`/skirmish/play?id=${over}`);
			await expect(page.getByTestId('result')).toBeVisible({ timeout: 20_000 });
			await atEverySize(page, journeySize, async (size) => {
				for (const id of ['play-again', 'new-game', 'replay'])
					await inSight(page.getByTestId(id), `game over (${size}): ${id}`);
				await nothingScrolled(page, `game over (${size})`);
				await noSideScroll(page, `game over (${size})`);
				// The status keeps no empty line for a card or a side to act: the board follows
				// the turn's line (there was a band of about 60 px on a phone).
				const turnLine = (await page.getByTestId('turn').boundingBox())!;
				const board = (await page.getByTestId('board').boundingBox())!;
				expect(
					board.y - (turnLine.y + turnLine.height),
					`no band above the board (${size})`
				).toBeLessThan(24);
				await shot(page, 'skirmish-over', size);
			});
			// Play again: the same table, a new game at its start.
			await page.getByTestId('play-again').tap();
			await expect(page).not.toHaveURL(new RegExp(`id=${over}`));
			await expect(page.getByTestId('play')).not.toHaveAttribute('data-phase', 'over', {
				timeout: 20_000
			});
			await expect(page.getByTestId('play')).toHaveAttribute('data-turn', '1');
			await expect(page.getByTestId('result')).toHaveCount(0);
			await page.goto(`/skirmish/play?id=${over}`);
			await page.getByTestId('new-game').tap();
			await expect(page).toHaveURL(/\/skirmish$/);
			await inSight(page.getByTestId('quick-game'), 'set-up: quick game');
			expect(errors).toEqual([]);
		});

		test.describe('the first visit, with the app saved for offline use', () => {
			test.use({ serviceWorkers: 'allow' });
			test('the held line says what is under way, and goes with the notice', async ({ page }) => {
				const errors = watchErrors(page);
				// The first visit: no empty band under the header while the app is saved for offline
				// use (issue 28) — the line it holds says what is under way.
				await page.goto('/');
				const preparing = page.getByTestId('offline-preparing');
				await expect(preparing.or(page.getByTestId('app-notice'))).toBeVisible();
				// Read in one step: the notice may take the line's place between two looks.
				const line = await page.evaluate(
					() => document.querySelector('[data-testid="offline-preparing"]')?.textContent ?? null
				);
				if (line !== null) expect(line.trim()).toBe(say('app', lang, 'offline_preparing'));
				await shot(page, 'home-first-visit', sizeTag(journeySize));
				await closeOfflineNotice(page);
				// Closed, the notice takes its line with it: the page starts right under the menu.
				await expect(preparing).toBeHidden();
				await atEverySize(page, journeySize, async (size) => {
					const header = (await page.locator('header').boundingBox())!;
					const h1 = (await page.locator('main h1').boundingBox())!;
					expect(
						h1.y - (header.y + header.height),
						`no band under the header (${size})`
					).toBeLessThan(40);
				});
				expect(errors).toEqual([]);
			});
		});

		test('campaign: overview, the turn page and its question, a pending turn', async ({ page }) => {
			test.setTimeout(90_000);
			const errors = watchErrors(page);
			await closeToasts(page);
			// The turn's roll gives Side A (the first mission) an "X or Y" choice (seed 2).
			await page.addInitScript(() => {
				const real = crypto.getRandomValues.bind(crypto);
				const fixed: typeof real = (a) => {
					if (a instanceof Uint32Array && a.length === 1) {
						a[0] = 2;
						return a;
					}
					return real(a);
				};
				crypto.getRandomValues = fixed;
			});
			await createCampaign(page, lang);
			const overview = page.url();
			const playTurn = page.getByTestId('play-turn');
			if (lang === 'de') await noEnglish(page, 'overview');
			await atEverySize(page, journeySize, async (size) => {
				await inSight(playTurn, `overview (${size}): play the turn`);
				await noSideScroll(page, `overview (${size})`);
				// The sides' names in the pilots' table keep room for a word ("Flyin g" on a phone).
				const sideCells = page
					.getByTestId('roster-summary')
					.locator('xpath=..')
					.locator('td:first-child');
				for (const width of await sideCells.evaluateAll((tds) =>
					tds.map((td) => td.getBoundingClientRect().width)
				))
					expect(width, `overview (${size}): a side's name cell (px)`).toBeGreaterThan(100);
				await shot(page, 'campaign-overview', size);
			});

			await playTurn.tap();
			const roll = page.getByTestId('roll-missions');
			await atEverySize(page, journeySize, async (size) => {
				await inSight(roll, `turn (${size}): roll`);
				await noSideScroll(page, `turn (${size})`);
			});
			await roll.tap();

			// Start waits for Side A's choice: it says so beside itself, inside the screen.
			const start = page.getByTestId('start-turn');
			await expect(start).toBeDisabled();
			const why = page.getByTestId('start-why');
			await expect(why).toContainText(t(lang, 'campaign_side_a'));
			const question = page.getByTestId('turn-mission-0').locator('fieldset');
			const choice = question.getByRole('radio');
			if (lang === 'de') await noEnglish(page, 'turn');
			await atEverySize(page, journeySize, async (size) => {
				await inSight(start, `turn (${size}): Start`);
				await inSight(why, `turn (${size}): why Start waits`);
				await noSideScroll(page, `turn rolled (${size})`);
				await shot(page, 'campaign-turn-waiting', size);
				// One tap brings the question into sight…
				await page.getByTestId('show-question').tap();
				await inSight(question, `turn (${size}): Side A’s choice`);
				// …and not under the bar that holds Start.
				const q = (await question.boundingBox())!;
				const bar = (await page.getByTestId('start-bar').boundingBox())!;
				expect(q.y + q.height, `the choice clear of the Start bar (${size})`).toBeLessThanOrEqual(
					bar.y
				);
				await shot(page, 'campaign-turn-question', size);
			});
			await choice.first().check();
			await expect(page.getByTestId('start-why')).toHaveCount(0);
			const chosen = await page
				.getByTestId('turn-mission-0')
				.getByTestId('mission-name')
				.textContent();

			// Leaving the page and coming back keeps the choice; the overview says a turn is pending.
			await page
				.getByRole('link', { name: t(lang, 'campaign_overview') })
				.first()
				.tap();
			await expect(page.getByTestId('turn-pending')).toBeVisible();
			await expect(playTurn).toHaveText(t(lang, 'campaign_turn_go_on', { n: 1 }));
			await atEverySize(page, journeySize, async (size) => {
				await inSight(playTurn, `overview (${size}): go on with the turn`);
				await shot(page, 'campaign-overview-pending', size);
			});
			await playTurn.tap();
			await expect(page.getByTestId('rolls-kept')).toBeVisible();
			await expect(choice.first()).toBeChecked();
			await expect(page.getByTestId('turn-mission-0').getByTestId('mission-name')).toHaveText(
				chosen!
			);
			await expect(start).toBeEnabled();
			await atEverySize(page, journeySize, async (size) => {
				await inSight(start, `turn (${size}): Start, the choice made`);
			});
			await start.tap();
			await expect(page.getByTestId('current-turn')).toHaveText(
				t(lang, 'campaign_turn_current', { n: 1 })
			);
			await atEverySize(page, journeySize, async (size) => {
				await noSideScroll(page, `overview with open missions (${size})`);
				await shot(page, 'campaign-overview-open', size);
			});

			// Record the result: each step's main action in sight at the screen's foot, and no
			// question of the form under it (issue 28: Save was below the fold at 1024×768).
			await page
				.getByRole('link', { name: t(lang, 'campaign_enter_result') })
				.first()
				.tap();
			const resultBar = page.getByTestId('result-actions');
			const record = page.getByTestId('record-result');
			if (lang === 'de') await noEnglish(page, 'result form');
			await atEverySize(page, journeySize, async (size) => {
				await inSight(record, `result (${size}): roll the results`);
				await noSideScroll(page, `result form (${size})`);
				await briefReadable(page, `result form (${size})`);
				await shot(page, 'campaign-result-form', size);
			});
			await page.getByRole('button', { name: t(lang, 'campaign_result_add_kill') }).tap();
			await atEverySize(page, journeySize, async (size) => {
				await fieldsClearOf(page, resultBar, `result form (${size})`);
				await inSight(record, `result (${size}): roll, the form scrolled`);
			});
			// As enterKillAndWin, the kill already added: Side A wins where the mission asks.
			const won = page.getByRole('radio', {
				name: new RegExp(`^${t(lang, 'campaign_outcome_a')}`)
			});
			if ((await won.count()) > 0) await won.first().check();
			await expect(page.getByTestId('result-refusal')).toHaveCount(0);
			await record.tap();
			await expect(page.getByTestId('result-preview')).toBeVisible();
			const save = page.getByTestId('save-result');
			if (lang === 'de') await noEnglish(page, 'result preview');
			await atEverySize(page, journeySize, async (size) => {
				await inSight(save, `result (${size}): save`);
				await noSideScroll(page, `result preview (${size})`);
				await shot(page, 'campaign-result-preview', size);
				if ((await page.locator('main select').count()) > 0)
					await fieldsClearOf(page, resultBar, `result preview (${size})`);
				await inSight(save, `result (${size}): save, the form scrolled`);
			});
			await save.tap();
			await atEverySize(page, journeySize, async (size) => {
				await inSight(
					page.getByTestId('back-to-campaign'),
					`result saved (${size}): back to the campaign`
				);
			});

			// The campaign's last page: on a phone its pages are one row that scrolls sideways (three
			// rows in German before), and the link of the page one is on is in sight.
			await page.goto(overview.replace('/campaigns/view', '/campaigns/charts'));
			const pages = page.locator('nav.sub');
			// The charts come once the campaign is read: wait for the data table's first row.
			const chartedRows = page.getByTestId('table-kills').locator('tbody tr');
			await expect(chartedRows.first()).toBeAttached();
			const pilotsCharted = await chartedRows.count();
			expect(pilotsCharted, 'pilots in the kills chart').toBeGreaterThan(8);
			await expect(pages.locator('a[aria-current="page"]')).toHaveAttribute(
				'href',
				/\/campaigns\/charts/
			);
			await atEverySize(page, journeySize, async (size) => {
				await currentInSight(page, `charts (${size})`);
				// The kills chart's legend names every pilot who flew: Chart.js gives a legend at most
				// half the chart's height, and on a phone (two names a row) it ran over the plot at 280 px.
				const kills = (await page.getByTestId('chart-kills').boundingBox())!.height;
				if (size.startsWith('phone'))
					expect(kills, 'the kills chart holds its legend on a phone').toBeGreaterThanOrEqual(
						2 * Math.ceil(pilotsCharted / 2) * 26
					);
				else expect(kills, 'the kills chart on a tablet').toBeLessThan(300);
				await shot(page, 'campaign-charts', size);
				if (size.startsWith('phone'))
					expect((await pages.boundingBox())!.height, 'the campaign pages: one row').toBeLessThan(
						60
					);
			});
			expect(errors).toEqual([]);
		});
	});
}

/** The Dogfight's turn, looked at in all three sizes (issue 28), the turn's action first. */
test('Dogfight play: the turn’s action in sight, toolbar labels apart, at every size', async ({
	page
}) => {
	const errors = watchErrors(page);
	await page.goto('/dogfight/new?seed=5&start=close');
	await page.getByTestId('quick-2v2').tap();
	await expect(page).toHaveURL(/\/dogfight\/play\?id=/);
	await expect(page.getByTestId('plot-panel')).toBeVisible({ timeout: 20_000 });
	await atEverySize(page, SIZES[0], async (size) => {
		await inSight(page.getByTestId('lock'), `Lock in (${size})`);
		await noSideScroll(page, `dogfight play (${size})`);
		await toolbarApart(page, `dogfight (${size})`);
		await toolbarOneRow(page, `dogfight (${size})`);
		await page.screenshot({ path: `/tmp/shots/viewport/dogfight-play-${size}.png` });
	});
	expect(errors).toEqual([]);
});
