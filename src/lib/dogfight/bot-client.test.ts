import { describe, expect, it, vi } from 'vitest';
import { answerHexChoose, type HexChooseRequest } from '$lib/bots/hex/protocol';
import { seededDice } from '$lib/rules/common/dice';
import { legalManeuvers, viewFor } from '$lib/rules/hex';
import { MANEUVERS } from '$lib/data/hex';
import {
	applyBotReply,
	botRequest,
	BOT_LEVELS,
	directRunner,
	playBots,
	type BotHooks,
	type BotRunner
} from './bot-client';
import {
	botDiceOf,
	continueAfterResolution,
	createDogfight,
	lockHumanFire,
	lockHumanPlot,
	nextToFire,
	nextToPlot,
	pendingBot,
	type DogfightGame
} from './game';
import { defaultForm, quickTwoVsTwo, toSetup, type SetupForm } from './setup-form';

/** Quick 2 vs 2 with the computer seats at the given levels (wingman, enemy 1, enemy 2). */
function form(levels: SetupForm['seats'][number]['level'][]): SetupForm {
	const f = quickTwoVsTwo(defaultForm());
	let i = 0;
	f.seats = f.seats.map((s) => (s.kind === 'computer' ? { ...s, level: levels[i++] } : s));
	return f;
}

function create(f: SetupForm, seed = 11): DogfightGame {
	const { setup, seats } = toSetup(f);
	const g = createDogfight(setup, seats, seed);
	if (!g.ok) throw new Error(g.reason);
	return g.value;
}

/** JSON round trip, as a save and reload does. */
const reload = (g: DogfightGame): DogfightGame => JSON.parse(JSON.stringify(g));

/**
 * The human flies its first legal maneuver (spins and stalls aside: a stall may spin the plane,
 * and a spinning plane has nothing to plot next turn), then the computers answer; after movement
 * the human holds fire when asked, the computers choose theirs.
 */
async function humanTurn(
	game: DogfightGame,
	run: BotRunner,
	hooks: BotHooks = {}
): Promise<DogfightGame> {
	game = await playBots(humanPlots(game), run, hooks);
	while (game.ui.phase === 'firing') {
		const held = lockHumanFire(game, nextToFire(game.state)!.id, []);
		if (!held.ok) throw new Error(held.reason);
		game = await playBots(held.value, run, hooks);
	}
	return game;
}

/** The human's plot of the turn (see humanTurn); the computers' plots are next. */
function humanPlots(game: DogfightGame): DogfightGame {
	const plane = nextToPlot(game.state)!;
	const legal = legalManeuvers(viewFor(game.state, plane.seat), plane.id);
	const flyable = (o: { ok: boolean; code: string }) =>
		o.ok && !MANEUVERS[o.code].spin && !MANEUVERS[o.code].stall;
	const code = legal.ok
		? (legal.value.find(flyable) ?? legal.value.find((o) => o.ok))!.code
		: '0S2';
	const r = lockHumanPlot(game, plane.id, { maneuver: code });
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}

describe('dogfight bot client', () => {
	it('offers easy, normal and hard, with random last as practice; quick setup is normal', () => {
		expect(BOT_LEVELS).toEqual(['easy', 'normal', 'hard', 'random']);
		const seats = toSetup(quickTwoVsTwo(defaultForm())).seats;
		expect(seats.filter((s) => s.kind === 'computer').map((s) => s.level)).toEqual([
			'normal',
			'normal',
			'normal'
		]);
	});

	it("asks a bot with its own seat's view, its level and its own stored dice", () => {
		let game = create(form(['easy', 'normal', 'hard']));
		// Make sure a computer plots first: give the tablet's plane a lock if it leads.
		while (!pendingBot(game)) {
			const p = nextToPlot(game.state)!;
			const r = lockHumanPlot(game, p.id, { maneuver: '0S2' });
			if (!r.ok) throw new Error(r.reason);
			game = r.value;
		}
		const pending = pendingBot(game)!;
		const req = botRequest(game, 1)!;
		expect(req.planeId).toBe(pending.plane.id);
		expect(req.level).toBe(pending.seat.level);
		expect(req.view).toEqual(viewFor(game.state, pending.seat.id));
		expect(req.view.seat).toBe(pending.seat.id);
		// Other seats' planes are never given with full (secret) detail.
		for (const p of req.view.planes)
			if (p.seat !== pending.seat.id) expect(p.visibility).not.toBe('full');
		expect(req.botDice).toEqual(game.log.botDice![pending.seat.id]);
		// Each computer seat has its own stream, none of them the game's dice.
		const streams = Object.values(game.log.botDice!).map((d) => JSON.stringify(d));
		expect(new Set(streams).size).toBe(3);
		expect(streams).not.toContain(JSON.stringify(game.state.dice));
	});

	it('computers at easy, normal and hard plot legally through answerHexChoose for three turns', async () => {
		let game = await playBots(create(form(['easy', 'normal', 'hard'])), directRunner());
		const first = JSON.stringify(game.log.botDice);
		for (let t = 1; t <= 3 && !game.state.over; t++) {
			expect(pendingBot(game)).toBeNull();
			game = await humanTurn(game, directRunner());
			expect(game.ui.phase).toBe('resolved');
			expect(game.log.turns).toHaveLength(t);
			// Four planes plotted (or were out / spinning): the bots' plots are in the log.
			expect(Object.keys(game.log.turns[t - 1]).length).toBeGreaterThanOrEqual(3);
			game = await playBots(continueAfterResolution(game), directRunner());
		}
		// The bots drew from their own streams, and the new states were kept.
		expect(JSON.stringify(game.log.botDice)).not.toBe(first);
	});

	it('a reload (JSON round trip) lets the bots choose exactly the same again', async () => {
		const game = await playBots(create(form(['normal', 'hard', 'easy']), 5), directRunner());
		const a = await humanTurn(game, directRunner());
		const b = await humanTurn(reload(game), directRunner());
		expect(a.ui.phase).toBe('resolved');
		expect(b.log).toEqual(a.log);
		expect(b.state).toEqual(a.state);
	});

	it('a bot that fails falls back to random, says so, and the game goes on', async () => {
		const failing: BotRunner = () => Promise.reject(new Error('worker died'));
		const failed = vi.fn();
		let game = create(form(['normal', 'normal', 'normal']));
		game = await playBots(game, failing, { failed });
		game = await humanTurn(game, failing, { failed });
		expect(game.ui.phase).toBe('resolved');
		expect(failed).toHaveBeenCalled();
		expect(failed.mock.calls[0][1]).toBe('worker died');
	});

	it('an error reply or an illegal plot is refused and replaced by a legal random plot', () => {
		let game = create(form(['normal', 'normal', 'normal']));
		while (!pendingBot(game)) {
			const p = nextToPlot(game.state)!;
			const r = lockHumanPlot(game, p.id, { maneuver: '0S2' });
			if (!r.ok) throw new Error(r.reason);
			game = r.value;
		}
		const req = botRequest(game, 7) as HexChooseRequest;
		const bad = applyBotReply(game, req, {
			type: 'chosen',
			requestId: 7,
			plot: { maneuver: 'no-such-maneuver' },
			botDice: req.botDice,
			ms: 1
		});
		expect(bad.failure).toMatch(/illegal plot no-such-maneuver/);
		const plot = bad.game.state.locked[req.planeId] ?? bad.game.log.turns.at(-1)?.[req.planeId];
		expect(plot?.maneuver).not.toBe('no-such-maneuver');
		const err = applyBotReply(game, req, { type: 'error', requestId: 7, message: 'boom' });
		expect(err.failure).toBe('boom');
		const random = answerHexChoose({ ...req, level: 'random' }, () => 0);
		if (random.type !== 'chosen') throw new Error('random failed');
		const plotted = err.game.state.locked[req.planeId] ?? err.game.log.turns.at(-1)?.[req.planeId];
		expect(plotted).toEqual(random.plot);
	});

	it('stops when the game is no longer current (conceded meanwhile)', async () => {
		const game = create(form(['normal', 'normal', 'normal']));
		const run = vi.fn(directRunner());
		const out = await playBots(game, run, { stillCurrent: () => false });
		expect(run).not.toHaveBeenCalled();
		expect(out).toBe(game);
	});

	it('streams each choice: the next plane is asked before the last one is saved, with the same answers (issue 30)', async () => {
		const start = humanPlots(create(form(['hard', 'normal', 'hard'])));
		const events: string[] = [];
		const direct = directRunner();
		const run: BotRunner = (req) => {
			events.push(`ask ${req.planeId}`);
			return direct(req);
		};
		// A save that takes a while, as IndexedDB does: the worker must not wait for it.
		const step = async (g: DogfightGame) => {
			events.push('save begins');
			await new Promise((resolve) => setTimeout(resolve, 5));
			events.push(`saved ${g.ui.phase}`);
		};
		const streamed = await playBots(start, run, { step });
		const asks = events.filter((e) => e.startsWith('ask'));
		expect(asks.length).toBeGreaterThanOrEqual(2);
		// After the first answer: the second plane is asked, then the first choice is saved.
		expect(events.slice(0, 3)).toEqual([asks[0], asks[1], 'save begins']);
		// One at a time gives the very same game (requests and dice do not depend on the order).
		let sequential = start;
		for (;;) {
			const req = botRequest(sequential, 'one-at-a-time');
			if (!req) break;
			sequential = applyBotReply(sequential, req, await direct(req)).game;
		}
		expect(streamed.state).toEqual(sequential.state);
		expect(streamed.ui).toEqual(sequential.ui);
	});

	it('a game conceded while a choice is saved stops after that save: the streamed answer is dropped', async () => {
		const start = humanPlots(create(form(['normal', 'normal', 'normal'])));
		let current = true;
		const steps: DogfightGame[] = [];
		const out = await playBots(start, directRunner(), {
			step: (g) => {
				steps.push(g);
				current = false; // conceded while the first choice was being saved
			},
			stillCurrent: () => current
		});
		expect(steps).toHaveLength(1);
		expect(out).toBe(steps[0]);
	});

	it('an old save without bot dice derives them from the seed, the same every time', () => {
		const game = create(form(['normal', 'normal', 'normal']));
		const old = reload(game);
		delete old.log.botDice;
		const seat = game.log.seats.find((s) => s.kind === 'computer')!;
		expect(botDiceOf(old, seat.id)).toEqual(botDiceOf(game, seat.id));
		expect(botDiceOf(old, seat.id)).not.toEqual(seededDice(game.log.seed).snapshot());
	});
});
