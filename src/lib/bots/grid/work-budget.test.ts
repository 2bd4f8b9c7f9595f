import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreDice, seededDice, type DiceState } from '../../rules/common/dice';
import { stateHash } from '../../rules/common/hash';
import {
	applyOrder,
	missionSetup,
	newGame,
	viewFor,
	type GridOrder,
	type Side
} from '../../rules/grid/index';
import { chooseGridOrder, type GridBotLevel } from './index';
import { positionsExamined } from './policy';
import { answerChoose, type ChooseRequest } from './protocol';
import { DEFAULT_SEARCH } from './search';
import { decider } from './test-decider';

/**
 * A short game of the hard bot against normal, every order asked through the worker's entry
 * (`answerChoose`, as the Skirmish screen does) with the given clock.
 */
function playThroughWorker(now: () => number): { orders: GridOrder[]; hash: string } {
	const setup = missionSetup('fighter-sweep', seededDice(77), { rules: { turnLimit: 3 } });
	const start = newGame(setup, 77);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	const levels: Record<Side, GridBotLevel> = { A: 'hard', B: 'normal' };
	const botDice: Record<Side, DiceState> = {
		A: seededDice(1).snapshot(),
		B: seededDice(2).snapshot()
	};
	const orders: GridOrder[] = [];
	while (state.phase !== 'over') {
		const side = decider(state);
		const request: ChooseRequest = {
			type: 'choose',
			requestId: orders.length,
			view: viewFor(state, side),
			level: levels[side],
			botDice: botDice[side]
		};
		const reply = answerChoose(request, now);
		if (reply.type !== 'chosen') throw new Error(reply.message);
		botDice[side] = reply.botDice;
		orders.push(reply.order);
		const r = applyOrder(state, reply.order);
		if (!r.ok) throw new Error(r.reason);
		state = r.value.state;
	}
	return { orders, hash: stateHash(state) };
}

describe('grid bots think by work, not by clock (issue 19)', () => {
	afterEach(() => vi.restoreAllMocks());

	it('a game against the hard bot repeats order for order on a fast and on a very slow device', () => {
		const fast = playThroughWorker(() => performance.now());
		expect(fast.orders.length).toBeGreaterThan(10);
		// A device a thousand times slower: every clock reading has jumped 10 s. A bot that thought
		// for a time budget would search less here and choose differently.
		let t = 0;
		const slow = () => (t += 10_000);
		vi.spyOn(performance, 'now').mockImplementation(slow);
		vi.spyOn(Date, 'now').mockImplementation(slow);
		const slowGame = playThroughWorker(slow);
		expect(slowGame.orders).toEqual(fast.orders);
		expect(slowGame.hash).toBe(fast.hash);
	});

	it('the worker ignores a time budget sent by an older caller', () => {
		const start = newGame(missionSetup('fighter-sweep', seededDice(5)), 5);
		if (!start.ok) throw new Error(start.reason);
		let state = start.value.state;
		// On to the first activation (both sides hold fire at range).
		while (state.phase !== 'activation') {
			const r = applyOrder(state, { kind: 'fire', side: decider(state), shots: [] });
			if (!r.ok) throw new Error(r.reason);
			state = r.value.state;
		}
		const side = decider(state);
		const base = {
			type: 'choose' as const,
			requestId: 1,
			view: viewFor(state, side),
			level: 'hard' as const,
			botDice: seededDice(3).snapshot()
		};
		const plain = answerChoose(base, () => 0);
		const hurried = answerChoose({ ...base, budgetMs: 1 } as ChooseRequest, () => 0);
		expect(hurried).toEqual(plain);
	});

	it('a hard decision examines about its budget of positions, the same count every time', () => {
		const start = newGame(missionSetup('fighter-sweep', seededDice(9)), 9);
		if (!start.ok) throw new Error(start.reason);
		let state = start.value.state;
		while (state.phase !== 'activation') {
			const r = applyOrder(state, { kind: 'fire', side: decider(state), shots: [] });
			if (!r.ok) throw new Error(r.reason);
			state = r.value.state;
		}
		const view = viewFor(state, decider(state));
		const counts: number[] = [];
		const orders: GridOrder[] = [];
		for (let i = 0; i < 2; i++) {
			const before = positionsExamined();
			orders.push(chooseGridOrder(view, 'hard', restoreDice(seededDice(4).snapshot())));
			counts.push(positionsExamined() - before);
		}
		expect(orders[1]).toEqual(orders[0]);
		expect(counts[1]).toBe(counts[0]);
		// At least the budget (rounds are whole) ...
		expect(counts[0]).toBeGreaterThanOrEqual(DEFAULT_SEARCH.budget);
		// ... and a bigger budget buys more rounds.
		const before = positionsExamined();
		chooseGridOrder(view, 'hard', seededDice(4), { budget: counts[0] * 2 });
		expect(positionsExamined() - before).toBeGreaterThan(counts[0] * 1.5);
	});
});
