import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../rules/common/dice';
import { plane, stateAt } from '../../rules/grid/fixtures';
import {
	applyOrder,
	legalOrders,
	newGame,
	viewFor,
	type GridSetup,
	type GridState,
	type Side
} from '../../rules/grid/index';
import type { MissionId } from '../../data/missions';
import { BOT_LEVELS, chooseGridOrder, stateFromView, type GridBotLevel } from './index';
import { answerChoose } from './protocol';
import { killChance } from './volley';
import {
	DEFAULT_SEARCH,
	cardsStillToPlay,
	fireStepValue,
	playOut,
	rollout,
	roundValues
} from './search';
import { lookahead, positionsExamined } from './policy';
import { legalMoves } from '../../rules/grid/legal';
import { evaluate } from './evaluate';
import { decider } from './test-decider';
import { randomPosition } from './test-positions';

const LEVELS: GridBotLevel[] = ['random', 'easy', 'normal', 'hard'];
const MISSIONS: MissionId[] = [
	'fighter-sweep',
	'balloon-busting',
	'long-recon',
	'bomber-escort',
	'photo-recon'
];
/** A small hard search, so the property tests stay quick (the full budget is the default). */
const QUICK = { budget: 300, maxRounds: 2 };

describe('grid bots', () => {
	it('BOT_LEVELS describes the four levels', () => {
		expect(BOT_LEVELS.map((l) => l.id)).toEqual(LEVELS);
		for (const l of BOT_LEVELS) expect(l.description.length).toBeGreaterThan(10);
	});

	it('every level returns a legal order in random positions (deck and command points)', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...MISSIONS),
				fc.integer({ min: 1, max: 1_000_000 }),
				fc.integer({ min: 0, max: 60 }),
				fc.boolean(),
				(mission, seed, steps, cp) => {
					const s = randomPosition(mission, seed, steps, cp);
					if (s.phase === 'over') return;
					const side = decider(s);
					for (const level of LEVELS) {
						const order = chooseGridOrder(viewFor(s, side), level, seededDice(seed), QUICK);
						const r = applyOrder(s, order);
						expect(r.ok ? 'ok' : `${level}: ${JSON.stringify(order)} ${r.reason}`).toBe('ok');
					}
				}
			),
			{ numRuns: 20, seed: 7 }
		);
	});

	it('command points: a critical plane withdraws by a Flight and a static bomber fires, at every level', () => {
		const cp = (planes: GridSetup['planes'], holder: Side) => {
			const g = newGame(
				{ board: { width: 12, height: 8 }, planes, options: { activation: 'command-points' } },
				1
			);
			if (!g.ok) throw new Error(g.reason);
			const started = applyOrder(g.value.state, {
				kind: 'bid',
				side: 'A',
				points: holder === 'A' ? 1 : 0
			});
			if (!started.ok) throw new Error(started.reason);
			const r = applyOrder(started.value.state, {
				kind: 'bid',
				side: 'B',
				points: holder === 'B' ? 1 : 0
			});
			if (!r.ok) throw new Error(r.reason);
			return r.value.state;
		};
		// A1 is critical with B1 in its sights: it must still fly off (G-MOVE-6), not fight.
		const critical = cp(
			[
				plane('A1', 'camel', 'A', 3, 3, 2, { critical: true, hp: 2 }),
				plane('B1', 'fokker-dr1', 'B', 5, 3, 6)
			],
			'A'
		);
		// The bomber is side A's only plane with a marker left to act that can shoot.
		const bomber = cp(
			[plane('bomber', 'hp-o400', 'A', 6, 4, 2), plane('B1', 'fokker-dr1', 'B', 8, 4, 6)],
			'A'
		);
		for (const level of LEVELS) {
			const a = chooseGridOrder(viewFor(critical, 'A'), level, seededDice(3), QUICK);
			expect(a.kind).toBe('flight');
			expect(applyOrder(critical, a).ok).toBe(true);
			const b = chooseGridOrder(viewFor(bomber, 'A'), level, seededDice(3), QUICK);
			expect(b).toMatchObject({ kind: 'combat', plane: 'bomber' });
			expect(applyOrder(bomber, b).ok).toBe(true);
		}
	});

	it('the same bot seed gives the same decision (all levels)', () => {
		const s = randomPosition('fighter-sweep', 42, 9);
		const side = decider(s);
		for (const level of LEVELS) {
			const a = chooseGridOrder(viewFor(s, side), level, seededDice(5));
			const b = chooseGridOrder(viewFor(s, side), level, seededDice(5));
			expect(a).toEqual(b);
		}
	});

	it('never reads hidden info: states differing only in hidden parts give the same decision', () => {
		let checked = 0;
		for (let seed = 1; seed <= 40 && checked < 4; seed++) {
			const s = randomPosition('long-recon', seed, 3 + (seed % 7));
			if (s.phase !== 'activation' || !s.activation) continue;
			const side = decider(s);
			if (side !== 'A') continue;
			// Other game dice, another order of the unseen cards, another real hidden site.
			const sites = s.objectives.sites.map((x) => ({ ...x }));
			const realIdx = sites.findIndex((x) => x.real);
			const alt = sites.findIndex((x, i) => !x.visited && i !== realIdx);
			if (realIdx < 0 || sites[realIdx].visited || alt < 0) continue;
			sites[realIdx].real = false;
			sites[alt].real = true;
			const twin: GridState = {
				...s,
				dice: seededDice(seed * 99).snapshot(),
				activation: {
					...s.activation,
					deck: { ...s.activation.deck, drawPile: [...s.activation.deck.drawPile].reverse() }
				},
				objectives: { ...s.objectives, sites }
			};
			expect(twin).not.toEqual(s);
			expect(viewFor(twin, side)).toEqual(viewFor(s, side));
			for (const level of ['easy', 'normal', 'hard'] as GridBotLevel[])
				expect(chooseGridOrder(viewFor(twin, side), level, seededDice(3))).toEqual(
					chooseGridOrder(viewFor(s, side), level, seededDice(3))
				);
			checked++;
		}
		expect(checked).toBeGreaterThan(0);
	});

	it('easy picks the killing shot when one is available', () => {
		// A1 (Camel, double MG) faces east; B1 at 1 HP is at range 3, B2 at full HP at range 1.
		const s = stateAt({
			planes: [
				plane('A1', 'camel', 'A', 2, 4, 2),
				plane('B1', 'fokker-dvii', 'B', 5, 4, 2, { hp: 1 }),
				plane('B2', 'fokker-dvii', 'B', 3, 4, 0)
			]
		});
		expect(s.phase).toBe('fire');
		for (let seed = 1; seed <= 20; seed++) {
			const order = chooseGridOrder(viewFor(s, 'A'), 'easy', seededDice(seed));
			expect(order).toEqual({
				kind: 'fire',
				side: 'A',
				shots: [{ plane: 'A1', gun: 'mg', target: 'B1' }]
			});
		}
	});

	it('stateFromView keeps everything the seat knows and samples only the hidden parts', () => {
		for (const [mission, seed, steps] of [
			['long-recon', 3, 5],
			['fighter-sweep', 4, 12],
			['bombing-run', 5, 1]
		] as [MissionId, number, number][])
			for (const side of ['A', 'B'] as Side[]) {
				const s = randomPosition(mission, seed, steps);
				const view = viewFor(s, side);
				const det = stateFromView(view, seededDice(11));
				// Round trip: the determinized state shows the seat exactly the same view.
				expect(viewFor(det, side)).toEqual(view);
				if (s.activation && det.activation) {
					const real = new Set(s.activation.deck.drawPile);
					expect(det.activation.deck.drawPile.length).toBe(real.size);
					for (const id of det.activation.deck.drawPile) {
						const p = det.planes.find((q) => q.id === id)!;
						if (p.status === 'active') expect(real.has(id)).toBe(true);
					}
				}
				const reals = det.objectives.sites.filter((x) => x.real).length;
				expect(reals).toBe(s.objectives.sites.length ? 1 : 0);
				if (side === 'B') expect(det.objectives.sites).toEqual(s.objectives.sites);
				// The engine accepts it: a legal order of the real state applies to the twin.
				if (s.phase !== 'over') {
					const order = chooseGridOrder(view, 'easy', seededDice(1));
					expect(applyOrder(det, order).ok).toBe(true);
				}
			}
	});

	it('the worker protocol answers with the order and the bot dice after the choice', () => {
		const s = randomPosition('fighter-sweep', 8, 4);
		const side = decider(s);
		const view = viewFor(s, side);
		const reply = answerChoose(
			{ type: 'choose', requestId: 7, view, level: 'normal', botDice: seededDice(2).snapshot() },
			() => 0
		);
		expect(reply.type).toBe('chosen');
		if (reply.type !== 'chosen') return;
		expect(reply.requestId).toBe(7);
		expect(applyOrder(s, reply.order).ok).toBe(true);
		const dice = seededDice(2);
		expect(chooseGridOrder(view, 'normal', dice)).toEqual(reply.order);
		expect(reply.botDice).toEqual(dice.snapshot());
	});

	it('kill chances follow the G-FIRE-2/3 die (one die kills a 1-HP target half the time)', () => {
		expect(killChance(1, 1)).toBeCloseTo(0.5, 10);
		expect(killChance(0, 1)).toBe(0);
		expect(killChance(1, 3)).toBeCloseTo(1 / 36, 10);
		for (let n = 1; n < 10; n++) expect(killChance(n + 1, 6)).toBeGreaterThan(killChance(n, 6));
	});

	it('hard rollouts fly the rest of the turn with the normal policy up to the next fire step', () => {
		let checked = 0;
		for (let seed = 1; seed <= 30 && checked < 3; seed++) {
			const s = randomPosition('fighter-sweep', seed, 2 + (seed % 9));
			if (s.phase !== 'activation') continue;
			const side = decider(s);
			const det = stateFromView(viewFor(s, side), seededDice(seed));
			const end = playOut(det, seededDice(5), DEFAULT_SEARCH, det.turn, side);
			// Every remaining card of the turn has been played: the game stands at a fire step (or,
			// when no one could shoot, at the start of the next turn: the rollout stops there).
			expect(end.phase === 'fire' || end.phase === 'over' || end.turn > det.turn).toBe(true);
			expect(end.turn === det.turn || end.turn === det.turn + 1).toBe(true);
			// The rollout value is that position's evaluation plus its fire step in expectation.
			const v = rollout(det, side, seededDice(5), DEFAULT_SEARCH);
			expect(v).toBeCloseTo(evaluate(end, side) + fireStepValue(end, side), 9);
			checked++;
		}
		expect(checked).toBeGreaterThan(0);
	});

	it('hard draws its candidates from more moves than normal weighs against replies (rankWidth)', () => {
		let checked = 0;
		let widened = 0;
		for (let seed = 1; seed <= 80 && checked < 12; seed++) {
			const s = randomPosition('fighter-sweep', seed, 2 + (seed % 9));
			if (s.phase !== 'activation') continue;
			const side = decider(s);
			const det = stateFromView(viewFor(s, side), seededDice(seed));
			const plane = det.planes.find((p) => p.id === det.activation!.current)!;
			const moves = legalMoves(det, plane);
			const key = (c: { order: unknown }) => JSON.stringify(c.order);
			// Normal re-scores its best 6 one-ply moves against the enemy replies ...
			const normal = new Set(lookahead(det, moves, side, seededDice(1)).map(key));
			// ... hard re-scores more of them and rolls out the best few of those: a move that only
			// looks good once the replies are weighed (out of an enemy's arc, say) can be among them.
			const { rankWidth, candidates } = DEFAULT_SEARCH;
			expect(rankWidth).toBeGreaterThan(6);
			const hard = lookahead(det, moves, side, seededDice(1), rankWidth).slice(0, candidates);
			if (hard.some((c) => !normal.has(key(c)))) widened++;
			checked++;
		}
		expect(checked).toBeGreaterThanOrEqual(12);
		expect(widened).toBeGreaterThan(0);
	});

	it('hard compares its candidates on equal luck: a paired round gives one move one value', () => {
		let checked = 0;
		let luckDiffered = 0;
		for (let seed = 1; seed <= 40 && checked < 3; seed++) {
			const s = randomPosition('fighter-sweep', seed, 2 + (seed % 9));
			if (s.phase !== 'activation') continue;
			const view = viewFor(s, decider(s));
			// (Some of the turn still to fly, so the rollouts have choices to make.)
			if (cardsStillToPlay(view) < 2) continue;
			const det = stateFromView(view, seededDice(seed));
			const moves = legalOrders(det);
			if (moves.phase !== 'activation' || moves.moves.length < 2) continue;
			const [a, b] = [moves.moves[0].order, moves.moves[moves.moves.length - 1].order];
			const seeds = { state: seed * 17, rollout: seed * 23 };
			// The same order twice in one paired round: same sample, same dice, same value.
			const paired = roundValues(view, [a, a, b], seededDice(1), seeds, DEFAULT_SEARCH)!;
			expect(paired[0]).toBe(paired[1]);
			// And the round is reproducible from its seeds alone, whatever the bot dice.
			expect(roundValues(view, [a, a, b], seededDice(99), seeds, DEFAULT_SEARCH)).toEqual(paired);
			// Unpaired, each rollout draws its own sample and dice from the bot's stream.
			const unpaired = { ...DEFAULT_SEARCH, paired: false };
			const solo = roundValues(view, [a, a, b], seededDice(1), seeds, unpaired)!;
			expect(solo).toHaveLength(3);
			if (solo[0] !== solo[1]) luckDiffered++;
			checked++;
		}
		expect(checked).toBeGreaterThan(0);
		// (so pairing is what makes the values equal above, not a rollout blind to its luck)
		expect(luckDiffered).toBeGreaterThan(0);
	});

	it("hard flies the turn's last move by the fire step it leads to, without spending its budget", () => {
		let checked = 0;
		for (let seed = 1; seed <= 400 && checked < 4; seed++) {
			const s = randomPosition('fighter-sweep', seed, 1 + (seed % 13));
			if (s.phase !== 'activation') continue;
			const side = decider(s);
			const view = viewFor(s, side);
			if (cardsStillToPlay(view) !== 0) continue;
			// No card after this one: the real state agrees.
			const act = s.activation!;
			expect(act.deck.drawPile.length + act.first.length + act.waiting.length).toBe(0);
			const det = stateFromView(view, seededDice(1));
			const plane = det.planes.find((p) => p.id === act.current)!;
			const { rankWidth, wideCandidates } = DEFAULT_SEARCH;
			const top = lookahead(det, legalMoves(det, plane), side, seededDice(1), rankWidth).slice(
				0,
				wideCandidates
			);
			if (top.length < 2) continue;
			// Nothing is left to fly, so each candidate is worth its position plus the fire step in
			// expectation (none when no one can shoot and the next turn has begun) plus the normal
			// score: hard takes the best of the top 8 of its ranking ...
			const worth = (c: (typeof top)[number]) =>
				evaluate(c.after!, side) + fireStepValue(c.after!, side) + c.score;
			const bestWorth = Math.max(...top.map(worth));
			// ... and does not spend its budget once that is known (a few rounds, not a budget's worth).
			const before = positionsExamined();
			const order = chooseGridOrder(view, 'hard', seededDice(4), { budget: 1e9, maxRounds: 1e6 });
			const chosen = top.findIndex((c) => JSON.stringify(c.order) === JSON.stringify(order));
			expect(chosen).toBeGreaterThanOrEqual(0);
			expect(worth(top[chosen])).toBeCloseTo(bestWorth, 9);
			expect(positionsExamined() - before).toBeLessThan(DEFAULT_SEARCH.budget / 2);
			checked++;
		}
		expect(checked).toBeGreaterThanOrEqual(4);
	});

	it('in hard rollouts the other side flies exactly as the normal bot would', () => {
		let checked = 0;
		let sampledDiffers = 0;
		for (let seed = 1; seed <= 400 && checked < 4; seed++) {
			const s = randomPosition('fighter-sweep', seed, 1 + (seed % 13));
			if (s.phase !== 'activation') continue;
			const mover = decider(s);
			const seat: Side = mover === 'A' ? 'B' : 'A';
			// The searching seat waits; the enemy plane whose card is up has the turn's last move.
			const view = viewFor(s, seat);
			if (cardsStillToPlay(view) !== 0) continue;
			const det = stateFromView(view, seededDice(seed));
			const normal = chooseGridOrder(viewFor(det, mover), 'normal', seededDice(1));
			const expected = applyOrder(det, normal);
			if (!expected.ok) throw new Error(expected.reason);
			const end = playOut(det, seededDice(2), DEFAULT_SEARCH, det.turn, seat);
			expect(end.planes).toEqual(expected.value.state.planes);
			// The sampled policy (one random move here) usually flies elsewhere.
			const sampled = { ...DEFAULT_SEARCH, enemyPolicy: 'sampled' as const, rolloutWidth: 1 };
			const other = playOut(det, seededDice(2), sampled, det.turn, seat);
			if (JSON.stringify(other.planes) !== JSON.stringify(end.planes)) sampledDiffers++;
			checked++;
		}
		expect(checked).toBeGreaterThanOrEqual(4);
		expect(sampledDiffers).toBeGreaterThan(0);
	});
});
