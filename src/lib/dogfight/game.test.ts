import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TallyHoDb, useDb } from '$lib/db';
import { legalManeuvers, viewFor } from '$lib/rules/hex';
import { chooseHexPlot } from '$lib/bots/hex';
import { seededDice } from '$lib/rules/common/dice';
import {
	concede,
	continueAfterResolution,
	createDogfight,
	lockHumanPlot,
	needsHandover,
	nextToPlot,
	replayStates,
	seatToPlot,
	setDraft,
	settle,
	takeTablet,
	type DogfightGame
} from './game';
import { defaultForm, quickTwoVsTwo, toSetup, type SetupForm } from './setup-form';
import { deleteDogfight, listDogfights, loadDogfight, saveDogfight, startDogfight } from './store';
import { directRunner, playBots } from './bot-client';

/** A new game; the computers that plot before the human have plotted (as the screen does). */
async function start(form: SetupForm, seed = 7): Promise<DogfightGame> {
	const { setup, seats } = toSetup(form);
	const g = createDogfight(setup, seats, seed);
	if (!g.ok) throw new Error(g.reason);
	return playBots(g.value, directRunner());
}

/** The human plays a random legal plot for the plane it must plot; computers after it plot. */
async function humanPlays(game: DogfightGame): Promise<DogfightGame> {
	const plane = nextToPlot(game.state)!;
	const view = viewFor(game.state, plane.seat);
	const plot = chooseHexPlot(view, plane.id, 'random', seededDice(game.state.turn));
	const r = lockHumanPlot(game, plane.id, plot);
	if (!r.ok) throw new Error(r.reason);
	return playBots(r.value, directRunner());
}

describe('dogfight controller', () => {
	it('2 vs 2 quick setup: computers plot, the human plots, the turn resolves', async () => {
		let game = await start(quickTwoVsTwo(defaultForm()));
		expect(game.state.planes).toHaveLength(4);
		expect(game.ui.phase).toBe('plotting');
		expect(seatToPlot(game)?.kind).toBe('human');
		expect(needsHandover(game)).toBe(false);
		for (let t = 1; t <= 3 && !game.state.over; t++) {
			game = await humanPlays(game);
			expect(game.ui.phase).toBe('resolved');
			expect(game.log.turns).toHaveLength(t);
			expect(game.ui.lastEvents.some((e) => e.type === 'moved' || e.type === 'leftMap')).toBe(true);
			game = await playBots(continueAfterResolution(game), directRunner());
		}
		const replay = replayStates(game.log);
		expect(replay.ok).toBe(true);
		if (replay.ok) expect(replay.value.states).toHaveLength(game.log.turns.length + 1);
	});

	it('refuses a plot out of the tailing order and an illegal maneuver', async () => {
		const game = await start(quickTwoVsTwo(defaultForm()));
		const human = nextToPlot(game.state)!;
		const other = game.state.planes.find((p) => p.id !== human.id)!;
		expect(lockHumanPlot(game, other.id, { maneuver: '3S2' })).toMatchObject({
			ok: false,
			code: 'dogfight.game.plots_first',
			params: { plane: human.id }
		});
		const legal = legalManeuvers(viewFor(game.state, human.seat), human.id);
		const refused = legal.ok ? legal.value.find((o) => !o.ok) : undefined;
		expect(refused).toBeDefined();
		const bad = lockHumanPlot(game, human.id, { maneuver: refused!.code });
		expect(bad.ok).toBe(false);
		if (!bad.ok) expect(bad.reason).toBe(refused!.reason!.text);
		if (!bad.ok) expect(bad.code).toBe(refused!.reason!.code);
	});

	it('hot-seat: a hand-over screen before each human seat, and it hides other plots', async () => {
		const form = quickTwoVsTwo(defaultForm());
		form.seats = form.seats.map((s) => ({ ...s, kind: 'human' as const }));
		let game = await start(form);
		expect(needsHandover(game)).toBe(true);
		const first = seatToPlot(game)!;
		game = takeTablet(game, first.id);
		expect(needsHandover(game)).toBe(false);
		game = await humanPlays(game);
		// The next seat must take the tablet first; its view holds no other seat's plot.
		expect(needsHandover(game)).toBe(true);
		const second = seatToPlot(game)!;
		expect(second.id).not.toBe(first.id);
		const view = viewFor(game.state, second.id);
		expect(Object.keys(view.myPlots)).toEqual([]);
		expect(view.lockedPlanes).toHaveLength(1);
	});

	it('settle waits for the human and changes nothing', async () => {
		const game = await start(quickTwoVsTwo(defaultForm()));
		expect(settle(game)).toStrictEqual(game);
	});

	it('refuses a setup without a human seat', () => {
		const form = quickTwoVsTwo(defaultForm());
		form.seats = form.seats.map((s) => ({ ...s, kind: 'computer' as const }));
		const { setup, seats } = toSetup(form);
		expect(createDogfight(setup, seats, 1).ok).toBe(false);
	});

	it('concede ends the game for the other side', async () => {
		const game = concede(await start(quickTwoVsTwo(defaultForm())), 'entente');
		expect(game.state.over).toBe(true);
		expect(game.state.winner).toBe('central');
		expect(game.log.conceded).toBe('entente');
	});
});

describe('dogfight saves', () => {
	let db: TallyHoDb;
	beforeEach(() => {
		db = new TallyHoDb(`dogfight-${Math.random()}`);
		useDb(db);
	});
	afterEach(async () => {
		db.close();
		await db.delete();
	});

	it('a reload mid-plot keeps the half-made plot and the game', async () => {
		let game = await start(quickTwoVsTwo(defaultForm()));
		game = await humanPlays(game);
		game = await playBots(continueAfterResolution(game), directRunner());
		const plane = nextToPlot(game.state)!;
		game = setDraft(game, { planeId: plane.id, maneuver: '3S2', altitude: 'dive' });
		const id = await startDogfight(game, new Date('2026-11-23T10:00:00Z'));
		const back = await loadDogfight(id);
		expect(back?.game.ui.draft).toEqual({ planeId: plane.id, maneuver: '3S2', altitude: 'dive' });
		expect(back?.game.log.turns).toHaveLength(1);
		expect(back?.game.state.turn).toBe(2);
		const list = await listDogfights();
		expect(list.map((r) => r.id)).toEqual([id]);
		expect(list[0].status).toBe('playing');
		const done = concede(back!.game, 'central');
		await saveDogfight({ id, createdAt: back!.createdAt, game: done });
		const rec = (await listDogfights())[0];
		expect(rec.status).toBe('finished');
		expect(rec.finalHash).toMatch(/\w+/);
		await deleteDogfight(id);
		expect(await listDogfights()).toEqual([]);
	});
});
