import { describe, expect, it } from 'vitest';
import { seededDice } from '$lib/rules/common/dice';
import {
	applyOrder,
	legalOrders,
	newGame,
	viewFor,
	type GridEvent,
	type GridOrder,
	type GridState,
	type MoveChoice,
	type ShotOrder
} from '$lib/rules/grid';
import { chooseGridOrder } from '$lib/bots/grid';
import { decider } from './controller';
import { manoeuvreKey } from './geometry';
import {
	TUTORIAL_SEED,
	TUTORIAL_SIDE,
	tutorialHint,
	tutorialSetup,
	type HintStep
} from './tutorial';

/** The player's order when following every hint, as the taps in the e2e test give it. */
function followHint(state: GridState): GridOrder {
	const choices = legalOrders(state);
	const view = viewFor(state, TUTORIAL_SIDE);
	if (choices.phase === 'fire') {
		// The fire panel's default: each gun at its best target (most dice).
		const best = new Map<string, { target: string; dice: number; plane: string; gun: string }>();
		for (const s of choices.sides[0].shots) {
			const k = `${s.plane}/${s.gun}`;
			if (!best.has(k) || best.get(k)!.dice < s.dice) best.set(k, s);
		}
		const shots: ShotOrder[] = [...best.values()].map((s) => ({
			plane: s.plane,
			gun: s.gun,
			target: s.target
		}));
		return { kind: 'fire', side: TUTORIAL_SIDE, shots };
	}
	if (choices.phase !== 'activation') throw new Error(`unexpected ${choices.phase}`);
	const plain = choices.moves.filter((mv) => manoeuvreKey(mv) === 'plain');
	const moves =
		plain.length > 0
			? plain
			: choices.moves.filter((mv) => manoeuvreKey(mv) === manoeuvreKey(choices.moves[0]));
	const hint = tutorialHint({ view, choices, moves, pending: null, candidates: [] });
	const there: MoveChoice[] = hint.square
		? moves.filter((mv) => mv.to.x === hint.square!.x && mv.to.y === hint.square!.y)
		: [];
	return (there[0] ?? moves[0]).order;
}

function playThrough(seed = TUTORIAL_SEED) {
	const game = newGame(tutorialSetup(), seed);
	if (!game.ok) throw new Error(game.reason);
	let state = game.value.state;
	const events: GridEvent[] = [...game.value.events];
	const botDice = seededDice(seed * 31 + 2);
	const steps: HintStep[] = [];
	for (let i = 0; i < 60 && state.phase !== 'over'; i++) {
		const side = decider(state)!;
		let order: GridOrder;
		if (side === TUTORIAL_SIDE) {
			const choices = legalOrders(state);
			const view = viewFor(state, side);
			steps.push(tutorialHint({ view, choices, moves: [], pending: null, candidates: [] }).step);
			order = followHint(state);
		} else order = chooseGridOrder(viewFor(state, side), 'easy', botDice);
		const r = applyOrder(state, order);
		if (!r.ok) throw new Error(r.reason);
		state = r.value.state;
		events.push(...r.value.events);
	}
	return { state, events, steps };
}

describe('the guided first game', () => {
	it('followed hint by hint: a welcome, a shot at the Albatros, a win in turn 2', () => {
		const { state, events, steps } = playThrough();
		expect(steps).toEqual(['welcome', 'fire-shots']);
		expect(events.some((e) => e.type === 'shot' && e.shooter === 'A1' && e.gun === 'wing')).toBe(
			true
		);
		expect(state.phase).toBe('over');
		expect(state.turn).toBe(2);
		expect(state.result?.outcome).toBe('A');
	});

	it('with other dice the hints still bring the guns to bear, and the game ends in four turns', () => {
		let fired = 0;
		for (let seed = 1; seed <= 24; seed++) {
			const { state, events } = playThrough(seed);
			expect(state.phase, `seed ${seed}`).toBe('over');
			expect(state.turn).toBeLessThanOrEqual(4);
			if (events.some((e) => e.type === 'shot' && e.shooter === 'A1')) fired++;
		}
		expect(fired).toBeGreaterThanOrEqual(16);
	});

	it('suggests a square from which the enemy is in the guns’ arc', () => {
		const game = newGame(tutorialSetup(), TUTORIAL_SEED);
		if (!game.ok) throw new Error(game.reason);
		// The Albatros's first move (it has the first card), as the computer flies it.
		const botOrder = chooseGridOrder(
			viewFor(game.value.state, 'B'),
			'easy',
			seededDice(TUTORIAL_SEED * 31 + 2)
		);
		const r = applyOrder(game.value.state, botOrder);
		if (!r.ok) throw new Error(r.reason);
		const choices = legalOrders(r.value.state);
		if (choices.phase !== 'activation') throw new Error(choices.phase);
		const moves = choices.moves.filter((mv) => manoeuvreKey(mv) === 'plain');
		const hint = tutorialHint({
			view: viewFor(r.value.state, 'A'),
			choices,
			moves,
			pending: null,
			candidates: []
		});
		expect(hint.step).toBe('welcome');
		const to = moves.find((mv) => mv.to.x === hint.square!.x && mv.to.y === hint.square!.y)!;
		const after = applyOrder(r.value.state, to.order);
		if (!after.ok) throw new Error(after.reason);
		const next = legalOrders(after.value.state);
		expect(next.phase).toBe('fire');
		if (next.phase === 'fire')
			expect(next.sides.find((s) => s.side === 'A')?.shots.some((s) => s.target === 'B1')).toBe(
				true
			);
	});
});
