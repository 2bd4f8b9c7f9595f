import { describe, expect, it } from 'vitest';
import { legalOrders, validateOrder, viewFor, type GridOrder } from '$lib/rules/grid';
import { decider, play, startSession, type Session } from '$lib/skirmish/controller';
import { manoeuvreKey } from '$lib/skirmish/geometry';
import { freeSkirmishSetup } from '$lib/skirmish/setup';
import { BoardDecision } from './decision.svelte';

/** A fresh two-plane skirmish at its first decision, both seats human. */
function firstDecision(activation: 'deck' | 'command-points' = 'deck'): Session {
	const setup = freeSkirmishSetup(
		{
			planes: {
				A: [
					{ type: 'camel', aceSkills: [] },
					{ type: 'se5a', aceSkills: [] }
				],
				B: [
					{ type: 'fokker-dr1', aceSkills: [] },
					{ type: 'albatros-diii', aceSkills: [] }
				]
			},
			terrain: 'none',
			activation
		},
		3
	);
	const s = startSession({
		id: 'd',
		createdAt: '2026-11-26T10:00:00.000Z',
		setup,
		seed: 3,
		seats: { A: { kind: 'human' }, B: { kind: 'human' } },
		title: 't'
	});
	if (!s.ok) throw new Error(s.reason);
	return s.value;
}

function decisionFor(session: Session) {
	const state = session.state;
	const side = decider(state)!;
	const choices = legalOrders(state);
	return {
		decision: new BoardDecision(
			() => choices,
			() => viewFor(state, side)
		),
		choices
	};
}

describe('taps on the "Tally Ho!" board become orders (issue 27)', () => {
	it('a tap on a square reached by one move picks it; confirming plays that order', () => {
		const session = firstDecision();
		const { decision, choices } = decisionFor(session);
		if (choices.phase !== 'activation') throw new Error(`phase ${choices.phase}`);
		const byEnd = new Map<string, number>();
		for (const mv of decision.moves) {
			const k = `${mv.to.x},${mv.to.y}`;
			byEnd.set(k, (byEnd.get(k) ?? 0) + 1);
		}
		const single = decision.moves.find((mv) => byEnd.get(`${mv.to.x},${mv.to.y}`) === 1)!;
		expect(decision.tapSquare(single.to.x, single.to.y)).toBeNull();
		expect(decision.pending).toBe(single);
		expect(decision.marks).toContainEqual({ ...single.to, kind: 'chosen' });
		const order: GridOrder = decision.pending!.order;
		expect(validateOrder(session.state, order).ok).toBe(true);
		const after = play(session, order);
		expect(after.ok).toBe(true);
		if (after.ok) expect(after.value.session.log.orders.at(-1)).toEqual(order);
	});

	it('a square reached by several routes asks which, and each answer is its own order', () => {
		const session = firstDecision();
		const { decision, choices } = decisionFor(session);
		if (choices.phase !== 'activation') throw new Error(`phase ${choices.phase}`);
		// Look through the manoeuvres for an end square more than one route reaches.
		let found: { x: number; y: number } | null = null;
		for (const mv of choices.moves) {
			decision.chooseManoeuvre(manoeuvreKey(mv));
			const same = decision.moves.filter((o) => o.to.x === mv.to.x && o.to.y === mv.to.y);
			if (same.length > 1) {
				found = mv.to;
				break;
			}
		}
		expect(found).not.toBeNull();
		expect(decision.tapSquare(found!.x, found!.y)).toBeNull();
		expect(decision.pending).toBeNull();
		expect(decision.candidates.length).toBeGreaterThan(1);
		const orders = decision.candidates.map((c) => JSON.stringify(c.order));
		expect(new Set(orders).size).toBe(orders.length);
		decision.pick(decision.candidates[1]);
		expect(decision.pending).toBe(decision.candidates[1]);
		expect(validateOrder(session.state, decision.pending!.order).ok).toBe(true);
	});

	it('a tap on no legal end says so and changes nothing', () => {
		const session = firstDecision();
		const { decision } = decisionFor(session);
		const ends = new Set(decision.moves.map((mv) => `${mv.to.x},${mv.to.y}`));
		let x = 0;
		while (ends.has(`${x},0`)) x++;
		expect(decision.tapSquare(x, 0)).toEqual({ kind: 'no-end', x, y: 0 });
		expect(decision.pending).toBeNull();
	});

	it('square by square: each step narrows the routes, undo steps back, a wrong square is refused', () => {
		const session = firstDecision();
		const { decision } = decisionFor(session);
		decision.setStepMode(true);
		const steps = decision.marks.filter((k) => k.kind === 'move');
		expect(steps.length).toBeGreaterThan(0);
		const first = steps[0];
		const before = decision.candidates.length;
		expect(decision.tapSquare(first.x, first.y)).toBeNull();
		expect(decision.stepPath).not.toBe('');
		expect(decision.candidates.length).toBeLessThanOrEqual(before);
		expect(decision.candidates.every((c) => c.order.path.startsWith(decision.stepPath))).toBe(true);
		decision.undo();
		expect(decision.stepPath).toBe('');
		const far = decision.tapSquare(first.x + 10, first.y + 10);
		expect(far).toEqual({ kind: 'no-step', x: first.x + 10, y: first.y + 10 });
	});

	it('a new decision starts over in the end-square mode', () => {
		const { decision } = decisionFor(firstDecision());
		decision.setStepMode(true);
		decision.selected = 'A1';
		decision.reset();
		expect([decision.stepMode, decision.stepPath, decision.selected]).toEqual([false, '', null]);
	});
});
