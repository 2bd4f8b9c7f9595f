import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TallyHoDb, useDb } from '$lib/db';
import { legalManeuvers, viewFor } from '$lib/rules/hex';
import { chooseHexFire, chooseHexPlot } from '$lib/bots/hex';
import { seededDice } from '$lib/rules/common/dice';
import {
	chooseTailing,
	concede,
	continueAfterResolution,
	createDogfight,
	lockHumanPlot,
	needsHandover,
	nextToPlot,
	seatToAct,
	lockHumanFire,
	nextToFire,
	pendingBot,
	settleTailing,
	tailingChoices,
	setDraft,
	settle,
	takeTablet,
	type DogfightGame
} from './game';
import { isOldLog, isPlayable, replayStates } from './record';
import { defaultForm, quickTwoVsTwo, toSetup, type SetupForm } from './setup-form';
import { DRAFT_SAVE_DELAY_MS, deleteSavedGame, listSavedGames } from '$lib/session/game-store';
import {
	loadDogfight,
	progressKey,
	saveDogfight,
	startDogfight
} from '$lib/session/dogfight-games';
import { directRunner, playBots } from './bot-client';

/** A new game; the computers that plot before the human have plotted (as the screen does). */
async function start(form: SetupForm, seed = 7): Promise<DogfightGame> {
	const { setup, seats } = toSetup(form);
	const g = createDogfight(setup, seats, seed);
	if (!g.ok) throw new Error(g.reason);
	return playBots(g.value, directRunner());
}

/**
 * The human plays a random legal plot for the plane it must plot; computers after it plot; after
 * movement the human chooses fire (at random among the legal shots) when asked, and so on until
 * the turn is told.
 */
async function humanPlays(game: DogfightGame): Promise<DogfightGame> {
	const plane = nextToPlot(game.state)!;
	const view = viewFor(game.state, plane.seat);
	const plot = chooseHexPlot(view, plane.id, 'random', seededDice(game.state.turn));
	const r = lockHumanPlot(game, plane.id, plot);
	if (!r.ok) throw new Error(r.reason);
	return humanFires(await playBots(r.value, directRunner()));
}

/** A saved game as the play screen opens it (null when it cannot). */
async function loaded(id: string) {
	const r = await loadDogfight(id);
	return r.ok ? r.value : null;
}

async function humanFires(game: DogfightGame): Promise<DogfightGame> {
	while (game.ui.phase === 'firing') {
		const plane = nextToFire(game.state)!;
		const fire = chooseHexFire(viewFor(game.state, plane.seat), plane.id, 'random', seededDice(1));
		const r = lockHumanFire(game, plane.id, fire);
		if (!r.ok) throw new Error(r.reason);
		game = await playBots(r.value, directRunner());
	}
	return game;
}

describe('dogfight controller', () => {
	it('2 vs 2 quick setup: computers plot, the human plots, the turn resolves', async () => {
		let game = await start(quickTwoVsTwo(defaultForm()));
		expect(game.state.planes).toHaveLength(4);
		expect(game.ui.phase).toBe('plotting');
		expect(seatToAct(game)?.kind).toBe('human');
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
		const first = seatToAct(game)!;
		game = takeTablet(game, first.id);
		expect(needsHandover(game)).toBe(false);
		game = await humanPlays(game);
		// The next seat must take the tablet first; its view holds no other seat's plot.
		expect(needsHandover(game)).toBe(true);
		const second = seatToAct(game)!;
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
		const started = await startDogfight(game, new Date('2026-11-23T10:00:00Z'));
		if (!started.ok) throw new Error(started.reason);
		const id = started.value;
		const back = await loaded(id);
		expect(back?.game.ui.draft).toEqual({ planeId: plane.id, maneuver: '3S2', altitude: 'dive' });
		expect(back?.game.log.turns).toHaveLength(1);
		expect(back?.game.state.turn).toBe(2);
		const list = await listSavedGames('dogfight');
		expect(list.map((r) => r.id)).toEqual([id]);
		expect(list[0].status).toBe('playing');
		const done = concede(back!.game, 'central');
		await saveDogfight({ id, createdAt: back!.createdAt, game: done });
		const rec = (await listSavedGames('dogfight'))[0];
		expect(rec.status).toBe('finished');
		expect(rec.finalHash).toMatch(/\w+/);
		await deleteSavedGame(id);
		expect(await listSavedGames('dogfight')).toEqual([]);
	});

	it('a half-made plot waits for the taps to pause; a lock is written at once (issue 19)', async () => {
		const game = await start(quickTwoVsTwo(defaultForm()));
		const plane = nextToPlot(game.state)!;
		const started = await startDogfight(game);
		if (!started.ok) throw new Error(started.reason);
		const id = started.value;
		const createdAt = (await loaded(id))!.createdAt;
		const drafted = setDraft(game, { planeId: plane.id, maneuver: '3S2', altitude: 'level' });
		expect(progressKey(drafted)).toBe(progressKey(game));
		const t0 = Date.now();
		await saveDogfight({ id, createdAt, game: drafted });
		expect(Date.now() - t0).toBeGreaterThanOrEqual(DRAFT_SAVE_DELAY_MS - 20);
		expect((await loaded(id))?.game.ui.draft?.maneuver).toBe('3S2');
		const locked = lockHumanPlot(drafted, plane.id, { maneuver: '3S2', altitude: 'level' });
		if (!locked.ok) throw new Error(locked.reason);
		expect(progressKey(locked.value)).not.toBe(progressKey(drafted));
		const t1 = Date.now();
		await saveDogfight({ id, createdAt, game: locked.value });
		expect(Date.now() - t1).toBeLessThan(DRAFT_SAVE_DELAY_MS);
	});
});

describe('dogfight: fire after movement (H-COMB-3) and tailing choices (H-TAIL-2)', () => {
	/** Quick 2 vs 2, everyone human, starting close and face to face (rows 9 and 12). */
	function hotSeatClose(): DogfightGame {
		const form = quickTwoVsTwo(defaultForm());
		form.seats = form.seats.map((s) => ({ ...s, kind: 'human' as const }));
		const { setup, seats } = toSetup({ ...form, start: 'close' });
		const g = createDogfight(setup, seats, 3);
		if (!g.ok) throw new Error(g.reason);
		return g.value;
	}
	/** Every seat takes the tablet and plots its slowest straight. */
	function plotAll(game: DogfightGame): DogfightGame {
		while (game.ui.phase === 'plotting') {
			const seat = seatToAct(game)!;
			game = takeTablet(game, seat.id);
			const plane = nextToPlot(game.state)!;
			const legal = legalManeuvers(viewFor(game.state, seat.id), plane.id);
			const code = legal.ok
				? legal.value.find((o) => o.ok && /^\dS\d$/.test(o.code) && o.code !== '0S2')!.code
				: '';
			const r = lockHumanPlot(game, plane.id, { maneuver: code });
			if (!r.ok) throw new Error(r.reason);
			game = r.value;
		}
		return game;
	}

	it('after movement each seat hands over and chooses among the shots legal now; nobody sees another choice', () => {
		let game = plotAll(hotSeatClose());
		expect(game.ui.phase).toBe('firing');
		// The movement is told while fire is chosen; the turn is not in the log yet.
		expect(game.ui.lastEvents.some((e) => e.type === 'moved')).toBe(true);
		expect(game.log.turns).toHaveLength(0);
		const asked = game.state.fireStep!.due;
		expect(asked.length).toBeGreaterThan(1);
		const choices: Record<string, unknown> = {};
		while (game.ui.phase === 'firing') {
			expect(needsHandover(game)).toBe(true);
			const seat = seatToAct(game)!;
			game = takeTablet(game, seat.id);
			const plane = nextToFire(game.state)!;
			expect(plane.seat).toBe(seat.id);
			const view = viewFor(game.state, seat.id);
			// No other seat's fire is in this seat's view, only who has chosen.
			expect(view.fireStep!.myFire).toEqual([]);
			expect(JSON.stringify(view)).not.toMatch(/"burst"/);
			const fire = chooseHexFire(view, plane.id, 'normal', seededDice(2));
			choices[plane.id] = fire;
			const r = lockHumanFire(game, plane.id, fire);
			if (!r.ok) throw new Error(r.reason);
			game = r.value;
			if (game.ui.phase === 'firing') {
				expect(game.ui.unlockedSeat).toBeNull(); // the tablet goes back on the table
				expect(viewFor(game.state, seatToAct(game)!.id).fireStep!.chosenPlanes).toContain(plane.id);
			}
		}
		expect(game.ui.phase).toBe('resolved');
		// The log holds the plots with the fire chosen after movement; the replay agrees.
		const entry = game.log.turns[0];
		for (const [id, fire] of Object.entries(choices)) expect(entry[id].fire ?? []).toEqual(fire);
		const replay = replayStates(game.log);
		expect(replay.ok && replay.value.hash).toBeTruthy();
		expect(game.ui.lastEvents.some((e) => e.type === 'shot')).toBe(
			Object.values(choices).some((f) => (f as unknown[]).length > 0)
		);
	});

	it('refuses fire out of turn and a shot that is not legal now', () => {
		let game = plotAll(hotSeatClose());
		const first = nextToFire(game.state)!;
		const other = game.state.fireStep!.due.find((id) => id !== first.id)!;
		expect(lockHumanFire(game, other, [])).toMatchObject({
			ok: false,
			code: 'dogfight.game.fires_first'
		});
		const friend = game.state.planes.find((p) => p.side === first.side && p.id !== first.id)!;
		expect(
			lockHumanFire(game, first.id, [{ position: 'pilot', target: friend.id, burst: 'short' }])
		).toMatchObject({
			ok: false,
			code: 'hex.fire.same_side'
		});
		game = takeTablet(game, first.seat);
		expect(lockHumanFire(game, first.id, []).ok).toBe(true);
	});

	it('a human tailer with two enemies in reach chooses whom it tails before anyone plots', () => {
		const form = quickTwoVsTwo(defaultForm());
		const { setup, seats } = toSetup(form);
		// The human's plane right behind both enemies, flying the same way.
		setup.placement = 'free';
		setup.planes[0] = { ...setup.planes[0], hex: '1010', facing: 0 };
		setup.planes[1] = { ...setup.planes[1], hex: '0520', facing: 0 };
		setup.planes[2] = { ...setup.planes[2], hex: '1210', facing: 0 };
		setup.planes[3] = { ...setup.planes[3], hex: '1310', facing: 0 };
		const created = createDogfight(setup, seats, 4);
		if (!created.ok) throw new Error(created.reason);
		let game = created.value;
		const choices = tailingChoices(game);
		const me = setup.planes[0].id;
		expect(choices).toEqual([
			expect.objectContaining({
				enemies: [setup.planes[2].id, setup.planes[3].id],
				tailed: setup.planes[2].id
			})
		]);
		// Nobody plots, no computer either, until the choice is settled.
		expect(pendingBot(game)).toBeNull();
		expect(nextToPlot(game.state)).not.toBeNull();
		expect(lockHumanPlot(game, me, { maneuver: '3S2' })).toMatchObject({
			ok: false,
			code: 'dogfight.game.nobody_plots'
		});
		const chosen = chooseTailing(game, me, setup.planes[3].id);
		if (!chosen.ok) throw new Error(chosen.reason);
		game = settleTailing(chosen.value);
		expect(tailingChoices(game)).toEqual([]);
		expect(game.state.tailing.pairs).toContainEqual(
			expect.objectContaining({ tailer: me, tailed: setup.planes[3].id, friendly: false })
		);
		expect(chooseTailing(game, me, setup.planes[2].id)).toMatchObject({
			ok: false,
			code: 'dogfight.game.no_tailing_choice'
		});
	});
});

describe('dogfight saves from before fire was chosen after movement (issue 16)', () => {
	it('an old log that wrote fire before movement says so instead of replaying; a broken save is not played', async () => {
		let game = await start(quickTwoVsTwo(defaultForm()));
		game = await humanPlays(game);
		expect(isOldLog(game.log)).toBe(false);
		expect(isPlayable(game)).toBe(true);
		// Version 1 wrote a shot with the plot, at an enemy where it stood: now an illegal record.
		const [plane] = game.state.planes;
		const enemy = game.state.planes.find((p) => p.side !== plane.side)!;
		const old = {
			...game.log,
			version: 1 as const,
			turns: [
				{
					...game.log.turns[0],
					[plane.id]: {
						...game.log.turns[0][plane.id],
						fire: [{ position: 'pilot' as const, target: enemy.id, burst: 'long' as const }]
					}
				}
			]
		};
		expect(isOldLog(old)).toBe(true);
		expect(replayStates(old)).toMatchObject({ ok: false, code: 'hex.replay.turn' });
		// A state saved mid-fire-step without its fire step, or an unknown phase: not playable.
		expect(isPlayable({ ...game, ui: { ...game.ui, phase: 'firing' } })).toBe(false);
		expect(isPlayable({ ...game, ui: { ...game.ui, phase: 'aiming' } })).toBe(false);
		expect(isPlayable({ log: game.log })).toBe(false);
		expect(isPlayable(null)).toBe(false);
	});
});
