import { expect, test, type Locator, type Page } from './app-test';
import { watchErrors } from './helpers';
import { closeToasts, createCampaign, t } from './campaign-helpers';
import { storeRaw } from './helpers';
import { seededDice } from '../src/lib/rules/common/dice';
import {
	applyOrder,
	gridStateHash,
	newGame,
	randomOrder,
	type GridOrder,
	type GridSetup
} from '../src/lib/rules/grid';

/**
 * Issue 28: the next step is always in sight. On a landscape tablet, a portrait tablet and a
 * phone, every main screen shows its primary action (and any question it waits for) inside the
 * screen without scrolling, and no page is wider than the screen. Screenshots of each screen go
 * to /tmp/shots/viewport/ for a person to look at (not committed).
 */

const VIEWPORTS = [
	{ name: 'landscape', width: 1024, height: 768 },
	{ name: 'portrait', width: 768, height: 1024 },
	{ name: 'phone', width: 390, height: 844 }
] as const;

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

/** The first visit installs the app for offline use and says so: close the notice. */
async function closeOfflineNotice(page: Page): Promise<void> {
	const notice = page.getByTestId('app-notice');
	await expect(notice).toBeVisible({ timeout: 15_000 });
	await notice.getByRole('button').tap();
	await expect(notice).toHaveCount(0);
}

for (const vp of VIEWPORTS) {
	const tag = `${vp.name}-${vp.width}x${vp.height}`;
	const shot = (page: Page, name: string) =>
		page.screenshot({ path: `/tmp/shots/viewport/${name}-${tag}.png` });

	test.describe(`${vp.width}×${vp.height} (${vp.name})`, () => {
		test.use({ viewport: { width: vp.width, height: vp.height }, hasTouch: true });

		test('home, dice, table home, Skirmish and Dogfight set-up: the primary action in sight', async ({
			page
		}) => {
			const errors = watchErrors(page);
			const screens: [string, string, (p: Page) => Locator][] = [
				['home', '/', (p) => p.locator('a[href="/campaigns"]').first()],
				['dice', '/dice', (p) => p.getByRole('button', { name: /^Roll 5 × d6/ })],
				['table', '/table', (p) => p.getByTestId('new-table-grid')],
				['skirmish-setup', '/skirmish', (p) => p.getByTestId('quick-game')],
				['dogfight-list', '/dogfight', (p) => p.getByTestId('new-dogfight')],
				['dogfight-setup', '/dogfight/new', (p) => p.getByTestId('quick-2v2')],
				['campaigns', '/campaigns', (p) => p.getByRole('link', { name: 'New campaign' })]
			];
			for (const [name, url, primary] of screens) {
				await page.goto(url);
				await inSight(primary(page), `${name}: primary action`);
				await noSideScroll(page, name);
				await shot(page, name);
			}
			expect(errors).toEqual([]);
		});

		test('Dogfight play: the turn’s action in sight, toolbar labels apart', async ({ page }) => {
			const errors = watchErrors(page);
			await page.goto('/dogfight/new?seed=5&start=close');
			await page.getByTestId('quick-2v2').tap();
			await expect(page).toHaveURL(/\/dogfight\/play\?id=/);
			await expect(page.getByTestId('plot-panel')).toBeVisible({ timeout: 20_000 });
			await inSight(page.getByTestId('lock'), 'Lock in');
			await noSideScroll(page, 'dogfight play');
			await toolbarApart(page, 'dogfight');
			await shot(page, 'dogfight-play');
			expect(errors).toEqual([]);
		});

		// The screens issue 28 changed, in both languages (their words differ in length).
		for (const lang of ['en', 'de'] as const)
			test.describe(lang, () => {
				test.use({ locale: lang === 'de' ? 'de-DE' : 'en-GB' });
				const shot = (page: Page, name: string) =>
					page.screenshot({ path: `/tmp/shots/viewport/${name}-${tag}-${lang}.png` });

				test('Skirmish: the first move from a square reached by several ways, without scrolling', async ({
					page
				}) => {
					const errors = watchErrors(page);
					await page.goto('/skirmish');
					await closeOfflineNotice(page);
					await page.getByTestId('tutorial-start').tap();
					const coach = page.getByTestId('coach');
					await expect(coach).toHaveAttribute('data-step', 'welcome');
					const confirm = page.getByTestId('confirm-move');
					await inSight(confirm, 'Confirm');
					await nothingScrolled(page, 'the first move');
					await noSideScroll(page, 'skirmish play');
					await toolbarApart(page, 'skirmish');
					await squaresTappable(page, 'the first move');
					await shot(page, 'skirmish-play');

					// A green square reached by several ways: the question shows in Confirm's place.
					const which = page.getByTestId('move-which');
					const pending = page.getByTestId('pending-move');
					const squares = page.locator('[data-testid="board"] rect.sq.move');
					// A phone shows the board zoomed to the plane: tap the green squares in sight (their
					// keys first: a tapped square's move changes the marks).
					const stage = (await page.getByTestId('board').boundingBox())!;
					const keys = await squares.evaluateAll(
						(els, st) =>
							els
								.filter((e) => {
									const r = e.getBoundingClientRect();
									const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
									return x > st.x && x < st.x + st.width && y > st.y && y < st.y + st.height;
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
					await shot(page, 'skirmish-which');
					// The question takes Confirm's place at the panel's foot (Confirm waits for its answer).
					await inSight(which, 'the question "which way?"');
					await expect(confirm).toBeHidden();
					const ways = which.getByRole('button');
					expect(await ways.count()).toBeGreaterThan(1);
					for (const way of await ways.all()) await inSight(way, 'a way');
					await nothingScrolled(page, 'the question');

					await ways.first().tap();
					await expect(page.getByTestId('pending-move')).toBeVisible();
					await inSight(confirm, 'Confirm');
					await expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
					await nothingScrolled(page, 'the way picked');
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
					await page.goto('/skirmish');
					await closeOfflineNotice(page);
					await page.getByTestId('quick-game').tap();
					await expect(page).toHaveURL(/\/skirmish\/play\?id=/);
					await expect(page.getByTestId('board')).toBeVisible({ timeout: 20_000 });
					await squaresTappable(page, 'a quick game');
					await noSideScroll(page, 'quick game');
					await shot(page, 'skirmish-quick');

					// A finished game: Play again, New game and Replay in sight without scrolling.
					await storeRaw(page, finishedSkirmish(`over-${tag}-${lang}`));
					await page.goto(`/skirmish/play?id=over-${tag}-${lang}`);
					await expect(page.getByTestId('result')).toBeVisible({ timeout: 20_000 });
					for (const id of ['play-again', 'new-game', 'replay'])
						await inSight(page.getByTestId(id), `game over: ${id}`);
					await nothingScrolled(page, 'game over');
					await noSideScroll(page, 'game over');
					await shot(page, 'skirmish-over');
					// Play again: the same table, a new game at its start.
					await page.getByTestId('play-again').tap();
					await expect(page).not.toHaveURL(new RegExp(`id=over-${tag}-${lang}`));
					await expect(page.getByTestId('play')).not.toHaveAttribute('data-phase', 'over', {
						timeout: 20_000
					});
					await expect(page.getByTestId('play')).toHaveAttribute('data-turn', '1');
					await expect(page.getByTestId('result')).toHaveCount(0);
					await page.goto(`/skirmish/play?id=over-${tag}-${lang}`);
					await page.getByTestId('new-game').tap();
					await expect(page).toHaveURL(/\/skirmish$/);
					await inSight(page.getByTestId('quick-game'), 'set-up: quick game');
					expect(errors).toEqual([]);
				});

				test('campaign: overview, the turn page and its question, a pending turn', async ({
					page
				}) => {
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
					const playTurn = page.getByTestId('play-turn');
					await inSight(playTurn, 'overview: play the turn');
					await noSideScroll(page, 'overview');
					await shot(page, 'campaign-overview');

					await playTurn.tap();
					const roll = page.getByTestId('roll-missions');
					await inSight(roll, 'turn: roll');
					await noSideScroll(page, 'turn');
					await roll.tap();

					// Start waits for Side A's choice: it says so beside itself, inside the screen.
					const start = page.getByTestId('start-turn');
					await expect(start).toBeDisabled();
					await inSight(start, 'turn: Start');
					const why = page.getByTestId('start-why');
					await inSight(why, 'turn: why Start waits');
					await expect(why).toContainText(t(lang, 'campaign_side_a'));
					await noSideScroll(page, 'turn rolled');
					await shot(page, 'campaign-turn-waiting');
					// One tap brings the question into sight.
					await page.getByTestId('show-question').tap();
					const question = page.getByTestId('turn-mission-0').locator('fieldset');
					const choice = question.getByRole('radio');
					await inSight(question, 'turn: Side A’s choice');
					// …and not under the bar that holds Start.
					const q = (await question.boundingBox())!;
					const bar = (await page.getByTestId('start-bar').boundingBox())!;
					expect(q.y + q.height, 'the choice clear of the Start bar').toBeLessThanOrEqual(bar.y);
					await shot(page, 'campaign-turn-question');
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
					await inSight(playTurn, 'overview: go on with the turn');
					await expect(playTurn).toHaveText(t(lang, 'campaign_turn_go_on', { n: 1 }));
					await shot(page, 'campaign-overview-pending');
					await playTurn.tap();
					await expect(page.getByTestId('rolls-kept')).toBeVisible();
					await expect(choice.first()).toBeChecked();
					await expect(page.getByTestId('turn-mission-0').getByTestId('mission-name')).toHaveText(
						chosen!
					);
					await inSight(start, 'turn: Start');
					await expect(start).toBeEnabled();
					await start.tap();
					await expect(page.getByTestId('current-turn')).toHaveText(
						t(lang, 'campaign_turn_current', { n: 1 })
					);
					await noSideScroll(page, 'overview with open missions');
					await shot(page, 'campaign-overview-open');
					expect(errors).toEqual([]);
				});
			});
	});
}
