import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

const sheet = (page: Page) => page.getByRole('group', { name: 'Maneuver sheet' });

/** Taps a legal maneuver (not the spin; a turn when `turnOnly`) and returns its code. */
async function chooseManeuver(page: Page, turnOnly = false): Promise<string> {
	// Calm maneuvers only (no stall, spin or warning), so the plane plots again next turn.
	await expect(sheet(page).locator('button[data-ok="true"]').first()).toBeVisible();
	const buttons = sheet(page).locator('button[data-ok="true"][data-risky="false"]');
	const codes = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')!));
	const code = codes.find((c) => c !== '0S2' && (!turnOnly || /[LR]/.test(c))) ?? codes[0];
	await sheet(page).locator(`button[data-code="${code}"]`).tap();
	await expect(sheet(page).locator(`button[data-code="${code}"]`)).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	return code;
}

/** One turn: the human plots if its plane must (a spinning plane skips), then it resolves. */
async function playTurn(page: Page, turn: number) {
	await expect(page.getByRole('heading', { name: `Turn ${turn}` })).toBeVisible();
	const panel = page.getByTestId('plot-panel');
	await expect(panel.or(page.getByTestId('turn-log'))).toBeVisible({ timeout: 15_000 });
	if (await panel.isVisible()) {
		await chooseManeuver(page);
		await page.getByTestId('lock').tap();
	}
	await expect(page.getByTestId('turn-log')).toContainText('flew', { timeout: 15_000 });
	await page.getByRole('button', { name: 'Next turn' }).tap();
}

async function lockAndResolve(page: Page) {
	await page.getByTestId('lock').tap();
	await expect(page.getByTestId('turn-log')).toContainText('flew', { timeout: 15_000 });
	await page.getByRole('button', { name: 'Next turn' }).tap();
}

test.describe('Dogfight (hex)', () => {
	test('2 vs 2 against the computer: three turns, reload mid-plot, concede, replay', async ({
		page
	}) => {
		const errors = watchErrors(page);
		const botFailures: string[] = [];
		page.on('console', (msg) => {
			if (msg.text().includes('hex bot failed')) botFailures.push(msg.text());
		});
		// Notes whether the "thinking" indicator ever showed (the bots answer from a worker, async).
		await page.addInitScript(() => {
			const w = window as unknown as { sawThinking: boolean };
			w.sawThinking = false;
			new MutationObserver(() => {
				if (document.querySelector('[data-testid="bot-thinking"]')) w.sawThinking = true;
			}).observe(document, { childList: true, subtree: true });
		});
		await page.goto('/dogfight');
		await expect(page.getByTestId('new-dogfight')).toBeVisible();
		// A known seed, so the fight (and the bots' own dice) is the same on every run.
		await page.goto('/dogfight/new?seed=4242');
		await page.getByTestId('quick-2v2').tap();
		await expect(page.getByTestId('seat')).toHaveCount(4);
		// One human, three computer planes at real levels: normal by default, here a mix.
		const levels = page.getByLabel('Computer level');
		await expect(levels).toHaveCount(3);
		await expect(levels.first().locator('option:checked')).toHaveText('normal');
		await expect(levels.first().locator('option')).toHaveText([
			'easy',
			'normal',
			'hard',
			'random (practice)'
		]);
		await levels.nth(1).selectOption('hard');
		await levels.nth(2).selectOption('easy');
		await page.getByTestId('start').tap();
		await expect(page).toHaveURL(/\/dogfight\/play\?id=/);

		await expect(page.getByTestId('seat-list')).toContainText('hard');
		await expect(page.getByTestId('seat-list')).toContainText('easy');

		// Turn 1: a refused maneuver explains itself, then a legal one is plotted and resolved.
		await expect(page.getByTestId('plot-panel')).toBeVisible({ timeout: 15_000 });
		const refused = sheet(page).locator('button[data-ok="false"]').first();
		await refused.tap({ force: true }); // aria-disabled, yet it answers with its reason
		await expect(page.getByTestId('refusal')).toContainText('is not possible');
		await chooseManeuver(page);
		await expect(page.getByTestId('ghost')).toHaveCount(1);
		// Target and burst are written with the plot, from the ghost's end position.
		await expect(page.getByTestId('fire-panel')).toBeVisible();
		await lockAndResolve(page);
		expect(
			await page.evaluate(() => (window as unknown as { sawThinking: boolean }).sawThinking)
		).toBe(true);

		// Turn 2: half a plot, reload, it is still there.
		await expect(page.getByRole('heading', { name: 'Turn 2' })).toBeVisible();
		const code = await chooseManeuver(page);
		await expect(page.locator('[data-saved="true"]')).toHaveCount(1);
		await page.reload();
		await expect(sheet(page).locator(`button[data-code="${code}"]`)).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect(page.getByTestId('lock')).toContainText(code);
		await lockAndResolve(page);

		// Turn 3.
		await playTurn(page, 3);
		await expect(page.getByRole('heading', { name: 'Turn 4' })).toBeVisible();
		await expect(page.getByTestId('record-sheet').first()).toContainText('Wings');

		// Concede, then the replay steps back.
		await page.getByRole('button', { name: 'Concede' }).tap();
		await page.getByRole('button', { name: /the Entente concede/ }).tap();
		await expect(page.getByRole('heading', { name: /Game over/ })).toBeVisible();
		await page.getByRole('link', { name: 'Watch the replay' }).tap();
		await expect(page.getByTestId('replay-position')).toHaveText('After turn 3 of 3');
		await page.getByRole('button', { name: /Back/ }).tap();
		await expect(page.getByTestId('replay-position')).toHaveText('After turn 2 of 3');
		await expect(page.getByTestId('replay-log')).toContainText('flew');
		await page.getByRole('button', { name: /Start/ }).tap();
		await expect(page.getByTestId('replay-position')).toHaveText('After turn 0 of 3');
		await page.getByRole('button', { name: /Forward/ }).tap();
		await expect(page.getByTestId('replay-position')).toHaveText('After turn 1 of 3');

		await page.goto('/dogfight');
		await expect(page.getByTestId('saved-game').first()).toContainText('finished');
		expect(errors).toEqual([]);
		expect(botFailures).toEqual([]);
	});

	test('hot-seat: the next player never sees the previous plot', async ({ page }) => {
		const errors = watchErrors(page);
		await page.goto('/dogfight/new');
		await page.getByTestId('quick-2v2').tap();
		const kinds = page.getByLabel('Played by');
		for (let i = 0; i < 4; i++) await kinds.nth(i).selectOption('human');
		await page.getByTestId('start').tap();

		await expect(page.getByTestId('handover')).toBeVisible();
		await page.getByTestId('handover').getByRole('button').tap();
		// A turn: start maneuvers are straights, shown as "last maneuver" on every record sheet.
		const first = await chooseManeuver(page, true);
		await page.getByTestId('lock').tap();

		// The hand-over screen shows nothing of it…
		await expect(page.getByTestId('handover')).toBeVisible();
		expect(await page.locator('main').innerText()).not.toContain(first);
		await page.getByTestId('handover').getByRole('button').tap();
		// …nor does the second player's screen, outside the printed maneuver sheet itself.
		await expect(page.getByTestId('plot-panel')).toBeVisible();
		const outsideSheet = await page.locator('main').evaluate((main) => {
			const copy = main.cloneNode(true) as HTMLElement;
			copy.querySelectorAll('[role="group"]').forEach((g) => g.remove());
			return copy.innerText ?? copy.textContent ?? '';
		});
		expect(outsideSheet).not.toContain(first);
		await expect(sheet(page).locator('button[aria-pressed="true"]')).toHaveCount(0);
		expect(errors).toEqual([]);
	});
});
