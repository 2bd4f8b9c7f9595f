import { expect, test, type Page } from './app-test';
import { seededDice } from '../src/lib/rules/common/dice';
import type { GridSetup } from '../src/lib/rules/grid/types';
import { openAppDatabase, storeRaw, watchErrors } from './helpers';

/**
 * Issue 15 on the Skirmish screens (1024×768 and 768×1024 touch tablets, English and German): a
 * fire step nobody could shoot in says why; a Nimble plane is offered its slow-down combined with
 * Jink and Dead Eye; in command-point play any listed Flight — here the photographs flown home
 * off the board — can be built step by step. Games are set up by putting a saved game (setup +
 * seed, no orders yet) into the app's database, so the positions are known.
 */

const SHOTS = '/tmp/shots/skirmish-rules';

async function openSaved(page: Page, id: string, setup: GridSetup): Promise<void> {
	await openAppDatabase(page);
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	const record = {
		id,
		kind: 'skirmish',
		status: 'playing',
		title: id,
		createdAt: '2026-11-24T10:00:00.000Z',
		updatedAt: '2026-11-24T10:00:00.000Z',
		campaignMissionId: null,
		log: {
			version: 1,
			setup,
			seed: 7,
			seats: { A: { kind: 'human' }, B: { kind: 'computer', level: 'easy' } },
			orders: [],
			botDice: { A: seededDice(1).snapshot(), B: seededDice(2).snapshot() },
			title: id
		},
		state: { turn: 1, phase: 'fire' },
		ui: null,
		finalHash: null
	};
	await storeRaw(page, record);
	await page.goto(`/skirmish/play?id=${id}`);
	await expect(page.getByTestId('board')).toBeVisible();
}

async function shoot(page: Page, name: string): Promise<void> {
	await page.screenshot({ path: `${SHOTS}/${name}-1024x768.png` });
	await page.setViewportSize({ width: 768, height: 1024 });
	await page.screenshot({ path: `${SHOTS}/${name}-768x1024.png`, fullPage: true });
	await page.setViewportSize({ width: 1024, height: 768 });
}

// A1 (Camel, Nimble, a Dead Eye ace) cannot see B1 through the cloud; B2 is out of range.
const deckSetup: GridSetup = {
	board: { width: 12, height: 8 },
	planes: [
		{ id: 'A1', type: 'camel', side: 'A', x: 2, y: 3, facing: 2, aceSkills: ['dead-eye'] },
		{ id: 'B1', type: 'fokker-dr1', side: 'B', x: 5, y: 3, facing: 6 },
		{ id: 'B2', type: 'fokker-dr1', side: 'B', x: 10, y: 6, facing: 6 }
	],
	terrain: { smallClouds: [{ x: 3, y: 3, w: 2, h: 1 }] },
	firstDeck: ['A1', 'B1', 'B2']
};

// Photo recon by command points: the RE8 is one square from the photo point and two from home.
const cpSetup: GridSetup = {
	mission: 'photo-recon',
	board: { width: 12, height: 8 },
	planes: [
		{ id: 'A1', type: 're8', side: 'A', x: 2, y: 3, facing: 6 },
		{ id: 'B1', type: 'fokker-dr1', side: 'B', x: 11, y: 0, facing: 6 }
	],
	objectives: { photoPoints: [{ x: 1, y: 3 }] },
	options: { activation: 'command-points' }
};

// ◇ Boxed in: A1 (Camel) nose to its own side's balloon on the square ahead (nobody can shoot,
// so the game opens on A1's move); it may only turn in place.
const boxedSetup: GridSetup = {
	board: { width: 12, height: 8 },
	planes: [
		{ id: 'A1', type: 'camel', side: 'A', x: 3, y: 3, facing: 2 },
		{ id: 'B1', type: 'fokker-dr1', side: 'B', x: 11, y: 7, facing: 6 }
	],
	terrain: { balloons: [{ id: 'bal1', side: 'A', x: 4, y: 3 }] },
	firstDeck: ['A1', 'B1']
};

for (const lang of ['en', 'de'] as const) {
	const t = {
		en: {
			why: 'Why nobody fired',
			whyButton: 'Why nobody fired',
			blocked: 'B1 Fokker Dr1: The line of sight is blocked at square 4,4',
			range: 'B2 Fokker Dr1: B2 Fokker Dr1 is out of range (8 > 4)',
			slowJink: 'Slow down + Jink',
			slowEye: 'Slow down + Dead Eye',
			confirm: 'Confirm move',
			forward: '↑ Forward',
			result: 'the photographs came home',
			boxed: 'A1 Sopwith Camel is nose to a balloon: it cannot fly forward',
			turnLeft: 'Turn left',
			turnRight: 'Turn right',
			turned: 'A1 Sopwith Camel, nose to a balloon, turns in place to face north.'
		},
		de: {
			why: 'Warum niemand geschossen hat',
			whyButton: 'Warum kein Feuer?',
			blocked: 'B1 Fokker Dr1: Die Sichtlinie ist auf Feld 4,4 blockiert',
			range: 'B2 Fokker Dr1: B2 Fokker Dr1 ist außer Reichweite (8 > 4)',
			slowJink: 'Langsamer + Ausweichen',
			slowEye: 'Langsamer + Meisterschütze',
			confirm: 'Zug bestätigen',
			forward: '↑ Geradeaus',
			result: 'die Fotos kamen',
			boxed: 'A1 Sopwith Camel steht mit der Nase vor einem Ballon: Es kann nicht vorwärts fliegen',
			turnLeft: 'Links drehen',
			turnRight: 'Rechts drehen',
			turned: 'A1 Sopwith Camel steht vor einem Ballon und dreht sich auf der Stelle nach Norden.'
		}
	}[lang];

	test.describe(`issue 15 on the Skirmish screens (${lang})`, () => {
		test.beforeEach(async ({ page }) => {
			await page.addInitScript((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), lang);
		});

		test('a skipped fire step says why on a phone and a portrait tablet: the button over the board names it', async ({
			page
		}) => {
			const errors = watchErrors(page);
			for (const [i, size] of [
				{ width: 390, height: 844 },
				{ width: 768, height: 1024 }
			].entries()) {
				await page.setViewportSize(size);
				await openSaved(page, `e2e-no-shots-narrow-${i}-${lang}`, deckSetup);
				const button = page.getByTestId('log-button');
				await expect(button).toHaveAccessibleName(t.whyButton);
				await expect(button).toBeInViewport({ ratio: 1 });
				// Beside the legend's button, not a row of its own taken from the board.
				const legend = await page.getByTestId('legend-button').boundingBox();
				expect(Math.abs((await button.boundingBox())!.y - legend!.y)).toBeLessThan(4);
				await button.tap();
				// Over the board (the side column's copy is hidden here), unfolded: no second fold.
				const why = page.locator('[data-testid="no-shots"]:visible');
				await expect(why).toContainText(t.blocked);
				await expect(why.getByText(t.blocked)).toBeInViewport();
				await expect(page.getByTestId('move-panel')).toBeInViewport();
			}
			expect(errors).toEqual([]);
		});

		test('a skipped fire step says why; the Nimble slow-down combines with Jink and Dead Eye', async ({
			page
		}) => {
			const errors = watchErrors(page);
			await openSaved(page, `e2e-no-shots-${lang}`, deckSetup);
			const why = page.getByTestId('no-shots');
			// Folded above the move panel: one tap opens the reasons.
			await expect(why.getByRole('heading', { name: t.why })).toBeInViewport();
			await why.getByRole('heading', { name: t.why }).tap();
			await shoot(page, `no-shots-open-${lang}`);
			await expect(why).toContainText(t.blocked);
			await expect(why).toContainText(t.range);
			const move = page.getByTestId('move-panel');
			await expect(move.getByRole('button', { name: t.slowJink })).toBeVisible();
			await expect(move.getByRole('button', { name: t.slowEye })).toBeVisible();
			await move.getByRole('button', { name: t.slowJink }).tap();
			await shoot(page, `no-shots-slow-jink-${lang}`);
			// Two squares ahead, jinking: the end square in the cloud.
			await page.locator('[data-square="4,3"]').tap({ force: true });
			await expect(page.getByTestId('pending-move')).toBeVisible();
			await move.getByRole('button', { name: t.confirm }).tap();
			await expect(page.getByTestId('pending-move')).toHaveCount(0);
			await expect(page.locator('.error-text')).toHaveCount(0);
			expect(errors).toEqual([]);
		});

		test('◇ boxed in: a plane nose to a balloon turns in place, offered as buttons with the reason', async ({
			page
		}) => {
			const errors = watchErrors(page);
			await openSaved(page, `e2e-boxed-in-${lang}`, boxedSetup);
			const move = page.getByTestId('move-panel');
			await expect(move.getByTestId('boxed-in')).toContainText(t.boxed);
			await page.screenshot({ path: `/tmp/shots/boxed-${lang}.png` });
			await expect(move.getByRole('button', { name: t.turnLeft })).toBeInViewport();
			// A tap on its own square asks which way, in the same words.
			await page.locator('[data-square="3,3"]').tap({ force: true });
			const which = page.getByTestId('move-which');
			await expect(which.getByRole('button', { name: t.turnRight })).toBeVisible();
			await which.getByRole('button', { name: t.turnLeft }).tap();
			await expect(page.getByTestId('pending-move')).toBeVisible();
			await move.getByRole('button', { name: t.confirm }).tap();
			await expect(page.getByTestId('turn-log')).toContainText(t.turned);
			await expect(page.locator('.error-text')).toHaveCount(0);
			expect(errors).toEqual([]);
		});

		test('command points: the RE8 flies the photographs home, built step by step off the board', async ({
			page
		}) => {
			const errors = watchErrors(page);
			await openSaved(page, `e2e-cp-escape-${lang}`, cpSetup);
			await page.getByTestId('bid-panel').getByRole('button', { name: '3' }).tap();
			const panel = page.getByTestId('command-panel');
			await expect(panel).toBeVisible({ timeout: 15_000 });
			await panel.getByRole('button', { name: /A1/ }).tap();
			const steps = panel.getByTestId('flight-steps');
			for (let i = 0; i < 3; i++) await steps.getByRole('button', { name: t.forward }).tap();
			await shoot(page, `cp-flight-steps-${lang}`);
			await panel.getByRole('button', { name: t.confirm }).tap();
			await expect(page.getByTestId('result')).toContainText(t.result);
			// Saved without a hitch (the order is plain data the database can store).
			await expect(page.locator('.error-text')).toHaveCount(0);
			await shoot(page, `cp-escape-result-${lang}`);
			expect(errors).toEqual([]);
		});

		test('◇ boxed in, command points: the turn in place is the Flight offered, with the reason', async ({
			page
		}) => {
			const errors = watchErrors(page);
			await openSaved(page, `e2e-cp-boxed-${lang}`, {
				...boxedSetup,
				firstDeck: undefined,
				options: { activation: 'command-points' }
			});
			await page.getByTestId('bid-panel').getByRole('button', { name: '3' }).tap();
			const panel = page.getByTestId('command-panel');
			await expect(panel).toBeVisible({ timeout: 15_000 });
			await panel.getByRole('button', { name: /A1/ }).tap();
			await expect(panel.getByTestId('boxed-in')).toContainText(t.boxed);
			await panel.getByTestId('flight-steps').getByRole('button', { name: t.turnLeft }).tap();
			await panel.getByRole('button', { name: t.confirm }).tap();
			await expect(page.getByTestId('turn-log')).toContainText(t.turned);
			await expect(page.locator('.error-text')).toHaveCount(0);
			expect(errors).toEqual([]);
		});
	});
}
