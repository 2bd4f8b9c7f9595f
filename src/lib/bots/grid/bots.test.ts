import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../rules/common/dice';
import { plane, stateAt } from '../../rules/grid/fixtures';
import {
	applyOrder,
	legalOrders,
	missionSetup,
	newGame,
	randomOrder,
	viewFor,
	type GridState,
	type Side
} from '../../rules/grid/index';
import type { MissionId } from '../../data/missions';
import { BOT_LEVELS, chooseGridOrder, stateFromView, type GridBotLevel } from './index';
import { answerChoose } from './protocol';
import { killChance } from './volley';

const LEVELS: GridBotLevel[] = ['random', 'easy', 'normal', 'hard'];
const MISSIONS: MissionId[] = [
	'fighter-sweep',
	'balloon-busting',
	'long-recon',
	'bomber-escort',
	'photo-recon'
];
/** A clock that advances 1 ms per reading: the hard bot stops after a couple of rollouts. */
const tinyClock = () => {
	let t = 0;
	return { now: () => (t += 1), budgetMs: 3 };
};

function decider(state: GridState): Side {
	const legal = legalOrders(state);
	switch (legal.phase) {
		case 'fire':
		case 'bid':
			return legal.sides[0].side;
		case 'activation':
			return state.planes.find((p) => p.id === legal.plane)!.side;
		case 'command':
			return legal.side;
		default:
			throw new Error('over');
	}
}

/** A random mid-game position: a mission played on with random orders for `steps` orders. */
function randomPosition(mission: MissionId, seed: number, steps: number, cp = false): GridState {
	const setup = missionSetup(
		mission,
		seededDice(seed),
		cp ? { rules: { activation: 'command-points' } } : {}
	);
	const g = newGame(setup, seed);
	if (!g.ok) throw new Error(g.reason);
	let s = g.value.state;
	const dice = seededDice(seed + 1);
	for (let i = 0; i < steps && s.phase !== 'over'; i++) {
		const r = applyOrder(s, randomOrder(s, dice)!);
		if (!r.ok) throw new Error(r.reason);
		s = r.value.state;
	}
	return s;
}

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
						const order = chooseGridOrder(viewFor(s, side), level, seededDice(seed), tinyClock());
						const r = applyOrder(s, order);
						expect(r.ok ? 'ok' : `${level}: ${JSON.stringify(order)} ${r.reason}`).toBe('ok');
					}
				}
			),
			{ numRuns: 20, seed: 7 }
		);
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

	it('hard stops at its time budget: with no time left it falls back on the normal choice', () => {
		let checked = 0;
		for (let seed = 1; seed <= 30 && checked < 3; seed++) {
			const s = randomPosition('fighter-sweep', seed, 2 + (seed % 9));
			if (s.phase !== 'activation') continue;
			const view = viewFor(s, decider(s));
			let reads = 0;
			const expired = { now: () => (reads++ === 0 ? 0 : 1e9), budgetMs: 150 };
			const hard = chooseGridOrder(view, 'hard', seededDice(9), expired);
			expect(hard).toEqual(chooseGridOrder(view, 'normal', seededDice(9)));
			expect(reads).toBeLessThanOrEqual(3);
			checked++;
		}
		expect(checked).toBeGreaterThan(0);
	});
});
