import { describe, expect, it } from 'vitest';
import { seededDice, type Dice } from '../../rules/common/dice';
import { stateHash } from '../../rules/common/hash';
import {
	applyOrder,
	legalMoves,
	missionSetup,
	newGame,
	viewFor,
	type GridOrder,
	type GridState,
	type Side
} from '../../rules/grid/index';
import { applyForSearch } from '../../rules/grid/orders';
import { chooseGridOrder, type GridBotLevel } from './index';
import type { SearchOptions } from './search';
import { FITTED_LEAF } from './fitted-leaf';
import { movesOf, replyEnds } from './policy';
import { decider } from './test-decider';

/** A seeded game of hard against normal (6 turns): every order, and the final state. */
function hardGame(
	mission: 'fighter-sweep' | 'balloon-busting',
	seed: number,
	search?: Partial<SearchOptions>
) {
	const start = newGame(missionSetup(mission, seededDice(seed), { rules: { turnLimit: 6 } }), seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	const levels: Record<Side, GridBotLevel> =
		seed % 2 ? { A: 'hard', B: 'normal' } : { A: 'normal', B: 'hard' };
	const dice: Record<Side, Dice> = { A: seededDice(seed * 31 + 1), B: seededDice(seed * 31 + 2) };
	const orders: GridOrder[] = [];
	while (state.phase !== 'over') {
		const side = decider(state);
		const order = chooseGridOrder(viewFor(state, side), levels[side], dice[side], search);
		orders.push(order);
		const r = applyOrder(state, order);
		if (!r.ok) throw new Error(r.reason);
		state = r.value.state;
	}
	return { orders, state };
}

/**
 * Issue 30 made the hard bot's work cheaper (threat terms without planShot's wording, reply
 * squares on one scratch plane and their duel terms kept per plane, skipped fire steps left
 * unworded in searches, legal moves remembered per unmoved plane) but not different: these games
 * were recorded with the code before issue 30 (commit 92001e6) and are chosen again order for
 * order. A change meant to change hard's play updates these pins on purpose and re-measures its
 * strength against normal (docs/benchmarks.md, "Issue 30: the grid hard bot").
 */
describe('the hard bot decides as before issue 30', () => {
	// Balloon games with the eighth try's `balloonTempo` and the tenth try's `endLeaf` off (on by
	// default since; their pins below); sweeps with the twelfth try's `critLeaf` off (the same);
	// every pin of an earlier try with the ranking's score at its full weight (`blend` 1, the
	// thirteenth try's 0.25 since).
	it.each([
		['fighter-sweep', 301, { critLeaf: 0, blend: 1 }, '84a84625237f855b', '7a49a3f893bfa9a1'],
		[
			'balloon-busting',
			302,
			{ balloonTempo: false, endLeaf: 0, blend: 1 },
			'a321b2dc4b192244',
			'86b875dfd226e1d2'
		]
	] as const)('%s, seed %i', (mission, seed, search, ordersHash, finalHash) => {
		const game = hardGame(mission, seed, search);
		expect(game.orders).toHaveLength(38);
		expect(stateHash(game.orders)).toBe(ordersHash);
		expect(stateHash(game.state)).toBe(finalHash);
	});

	it('other settings play another game (the pins see hard’s settings)', () => {
		const wide = hardGame('fighter-sweep', 301, {
			candidates: 8,
			rankWidth: 1000,
			wideCandidates: 10,
			blend: 1
		});
		expect(stateHash(wide.orders)).toBe('c2bd2e488b08c30c');
	});

	/**
	 * Issue 30's third try (not adopted: 68.0 % against 66.8 % on the same 600 fresh games,
	 * docs/benchmarks.md "… third try"): its options, recorded with that code (commit 8e37ae1), so
	 * the experiment can be run again as it was measured.
	 */
	// One of its two recorded games in `npm test` (issue 30: the suite's time); the other stays
	// beside it for a run by hand (`EXPERIMENT_PINS=1 npx vitest run <this file>`).
	it.each([
		['fighter-sweep', 301, 32, '88858ab79abb43f9', 'f4fb5ddbe8da99bb'],
		...(process.env.EXPERIMENT_PINS
			? ([['balloon-busting', 302, 38, '63d4cdd26ccb7ce7', 'db8133ae139db035']] as const)
			: [])
	] as const)(
		'the third try’s options: %s, seed %i',
		(mission, seed, length, ordersHash, finalHash) => {
			const game = hardGame(mission, seed, {
				ownReplies: 0.5,
				likelyReplies: true,
				critLeaf: 40,
				// That try's `critLeaf` counted in every mission (issue 30, twelfth try: 'kills' since).
				critLeafWhen: 'all',
				balloonLeaf: true,
				balloonTempo: false,
				endLeaf: 0,
				blend: 1
			});
			expect(game.orders).toHaveLength(length);
			expect(stateHash(game.orders)).toBe(ordersHash);
			expect(stateHash(game.state)).toBe(finalHash);
		}
	);
});

/**
 * Issue 30's fourth try (docs/benchmarks.md, "… fourth try"): the leaf's fire step also counts the
 * shots on balloons (`balloonLeaf`, on by default since). A fight without balloons is decided as
 * before (the pins above); this balloon game, recorded with that code, is not — and with the option
 * off it is the game of before issue 30 again (run by hand with EXPERIMENT_PINS=1).
 */
describe('balloons in the leaf’s fire step', () => {
	it.each([
		// Recorded with the eighth try's `balloonTempo` (issue 30), adopted; again once a plane nose
		// to a balloon could turn in place (◇ "Boxed in", docs/decisions.md): it was 37 orders,
		// '8ee654179f79c3dc', '94db298bdb640db2'.
		// Re-recorded with the tenth try's `endLeaf` (issue 30), adopted: the game (side A is hard)
		// ended after 29 orders, won by A (it took 43); the game of before is the 'endLeaf off' pin
		// below. Re-recorded with the thirteenth try's `blend` 0.25: 41 orders, side A misses its
		// objective in time; the tenth to twelfth tries' game is the 'blend 1' pin below.
		['defaults', {}, 41, '717694997ed8969c', '259632965a2bbbe3'],
		...(process.env.EXPERIMENT_PINS
			? ([
					// The defaults of the tenth to the twelfth try.
					['blend 1', { blend: 1 }, 29, '0e81f50e214c9ebd', 'bbaf3400e1cf7b5c'],
					// The defaults of the eighth and ninth try.
					['endLeaf off', { endLeaf: 0, blend: 1 }, 43, '7f26525a5fd7c09d', 'f3d04497d5212296'],
					// The defaults of the fourth to the seventh try.
					[
						'balloonTempo off',
						{ balloonTempo: false, endLeaf: 0, blend: 1 },
						42,
						'f5e222c4c17e19b3',
						'93cc8ffbc19bdee2'
					],
					[
						'balloonLeaf off',
						{ balloonLeaf: false, balloonTempo: false, endLeaf: 0, blend: 1 },
						42,
						'f6bccfc4d0953e27',
						'dd23e747f31e253e'
					]
				] as const)
			: [])
	] as const)('balloon-busting, seed 303, %s', (_name, search, length, ordersHash, finalHash) => {
		const game = hardGame('balloon-busting', 303, search);
		expect(game.orders).toHaveLength(length);
		expect(stateHash(game.orders)).toBe(ordersHash);
		expect(stateHash(game.state)).toBe(finalHash);
	});
});

/**
 * Issue 30's sixth try (not adopted: 127/0/73 against 131/1/68 on 200 fresh balloon games,
 * docs/benchmarks.md "… sixth try"): a balloon game's leaves valued by weights fitted to game
 * results (`leafWeights: FITTED_LEAF`, fitted-leaf.ts), recorded with that code (commit 20c521e,
 * where it was the default), so the experiment can be run again as it was measured.
 */
describe('the fitted leaf in balloon games (option, off)', () => {
	// Both by hand only (EXPERIMENT_PINS=1): the option is off, so `npm test` spends no time on it;
	// leaf-features.test.ts checks what the option changes.
	it.skipIf(!process.env.EXPERIMENT_PINS).each([
		[302, 38, 'e075bdae79625c90', '2ab6440113e3eb67'],
		[303, 41, '257d37fb519ada79', '3ea1d5527168bb61']
	] as const)('balloon-busting, seed %i', (seed, length, ordersHash, finalHash) => {
		const game = hardGame('balloon-busting', seed, {
			leafWeights: FITTED_LEAF,
			balloonTempo: false,
			blend: 1
		});
		expect(game.orders).toHaveLength(length);
		expect(stateHash(game.orders)).toBe(ordersHash);
		expect(stateHash(game.state)).toBe(finalHash);
	});
});

/** The activation states of a seeded game of normal bots. */
function activations(mission: 'fighter-sweep' | 'balloon-busting', seed: number): GridState[] {
	const start = newGame(missionSetup(mission, seededDice(seed)), seed);
	if (!start.ok) throw new Error(start.reason);
	let state = start.value.state;
	const dice = seededDice(seed + 1);
	const seen: GridState[] = [];
	for (let i = 0; i < 400 && state.phase !== 'over'; i++) {
		if (state.phase === 'activation') seen.push(state);
		const order = chooseGridOrder(viewFor(state, decider(state)), 'normal', dice);
		const r = applyOrder(state, order);
		if (!r.ok) throw new Error(r.reason);
		state = r.value.state;
	}
	return seen;
}

describe('the searches apply orders as the engine does (issue 30)', () => {
	it('applyForSearch reaches the state applyOrder reaches; only the skipped fire step goes unworded', () => {
		// A move that ends the turn with nobody in reach: the fire step is skipped (G-TURN-1).
		const skipped = activations('fighter-sweep', 11).flatMap((s) => {
			const plane = s.planes.find((p) => p.id === s.activation!.current)!;
			return legalMoves(s, plane)
				.map((m) => ({ state: s, order: m.order, r: applyOrder(s, m.order) }))
				.filter(({ r }) => r.ok && r.value.events.some((e) => e.type === 'no-shots'));
		});
		expect(skipped.length).toBeGreaterThan(0);
		const { state, order } = skipped[0];
		const full = applyOrder(state, order);
		if (!full.ok) throw new Error(full.reason);
		const worded = full.value.events.find((e) => e.type === 'no-shots');
		expect(worded && worded.type === 'no-shots' && worded.reasons.length).toBeGreaterThan(0);
		expect(stateHash(applyForSearch(state, order))).toBe(stateHash(full.value.state));
		// The engine words them again afterwards (the switch is only on during the search's apply).
		const again = applyOrder(state, order);
		expect(again.ok && again.value.events).toEqual(full.value.events);
		// A refused order is null.
		expect(applyForSearch(state, { ...order, path: 'LLLLLLLL' })).toBeNull();
	});

	it('remembered legal moves and reply ends are the engine’s, also after a balloon came down', () => {
		const seen = activations('balloon-busting', 12);
		expect(seen.length).toBeGreaterThan(20);
		const balloonsDown = (s: GridState) => s.terrain.balloons.filter((b) => b.hp <= 0).length;
		// The game must bring a balloon down for the memo's invalidation to be tested.
		expect(balloonsDown(seen[seen.length - 1])).toBeGreaterThan(balloonsDown(seen[0]));
		for (const s of seen)
			for (const p of s.planes.filter((q) => q.status === 'active')) {
				const engine = legalMoves(s, p);
				expect(movesOf(s, p)).toEqual(engine);
				const ends = new Set(
					engine.filter((m) => m.end === 'full').map((m) => `${m.to.x},${m.to.y},${m.to.facing}`)
				);
				expect(replyEnds(s, p).map((e) => `${e.x},${e.y},${e.facing}`)).toEqual([...ends]);
			}
	});
});

/**
 * Issue 30's eighth try (docs/decisions.md, "The "Tally Ho!" hard bot, eighth try"): in balloon
 * busting hard's candidates have distinct ranking scores and a plane lost in a cloud still pays
 * the pull toward the fight and the balloons (`balloonTempo`, on). This game, recorded with that
 * code, is played otherwise with the option off (the pin of before, above).
 */
describe('balloon tempo (balloon busting only)', () => {
	// By hand only (EXPERIMENT_PINS=1) since the thirteenth try: the defaults' game of this seed is
	// pinned below, and `npm test` plays as many games as before.
	it.skipIf(!process.env.EXPERIMENT_PINS)('balloon-busting, seed 302, `blend` 1', () => {
		// The tenth try's `endLeaf` (on) plays this game as before: no decision in it changed.
		const game = hardGame('balloon-busting', 302, { blend: 1 });
		// Re-recorded once a plane nose to a balloon could turn in place (◇ "Boxed in"); before:
		// '9b273781ca86a404', '6719a23feee75305'. The defaults until the thirteenth try.
		expect(game.orders).toHaveLength(40);
		expect(stateHash(game.orders)).toBe('7fba0fa9bac5a8ac');
		expect(stateHash(game.state)).toBe('708a2be1e8515bc4');
	});
});

/**
 * Issue 30's twelfth try (docs/benchmarks.md, "… twelfth try"): in a fight for kills (C-M3) the
 * leaf's fire step counts an enemy made critical at 60 times its chance (`critLeaf`,
 * `critLeafWhen` 'kills'). The sweep above with it, as the defaults play it: 40 orders (38 with
 * it off), a draw 1–1 (1½–1½ off). Balloon busting is decided as before (the pins above).
 */
describe('criticals in the leaf, fights for kills only', () => {
	// By hand only (EXPERIMENT_PINS=1), as the balloon tempo pin above.
	it.skipIf(!process.env.EXPERIMENT_PINS)(
		'fighter-sweep, seed 301, `blend` 1 (the defaults until the thirteenth try)',
		() => {
			const game = hardGame('fighter-sweep', 301, { blend: 1 });
			expect(game.orders).toHaveLength(40);
			expect(stateHash(game.orders)).toBe('5f8167f3fff753b6');
			expect(stateHash(game.state)).toBe('5a1f4906ad613f37');
		}
	);
});

/**
 * Issue 30's eleventh try (docs/decisions.md, "The "Tally Ho!" hard bot, eleventh try"): in a fight
 * for kills the slower side (here side A's Camels, hard) may leave moves into clouds out of its
 * candidates (`avoidClouds` 'slower', an option, off: it gained on tuning seeds, not on fresh
 * ones). This game, recorded with that code, is another game than the defaults' (above).
 */
describe('the slower side keeps out of clouds (option, off)', () => {
	// By hand only (EXPERIMENT_PINS=1), as the fitted leaf above: the option is off, and
	// slower-side.test.ts checks what it changes (issue 30: the suite's time).
	it.skipIf(!process.env.EXPERIMENT_PINS)('fighter-sweep, seed 301, avoidClouds "slower"', () => {
		const game = hardGame('fighter-sweep', 301, { avoidClouds: 'slower', blend: 1 });
		expect(game.orders).toHaveLength(36);
		expect(stateHash(game.orders)).toBe('d3d940d36b2443e8');
		expect(stateHash(game.state)).toBe('f38a786a5c08f451');
	});
});

/**
 * Issue 30's thirteenth try (docs/benchmarks.md, "… thirteenth try"): a candidate's total is its
 * rollouts' mean plus a quarter of its ranking score (`blend` 0.25; 1 before, the pins above). The
 * defaults' games: the sweep (hard is side A) won ½–0 in 37 orders (a 1–1 draw in 40 with `blend`
 * 1); the balloon game of seed 302 (hard is side B) won by B in 40 orders, another game than the
 * one above.
 */
describe('the ranking score at a quarter beside the rollouts', () => {
	it.each([
		['fighter-sweep', 301, 37, '52f2a7f71d595e88', 'b28ec93743cdb189'],
		['balloon-busting', 302, 40, '636257de2bf5e363', 'd609b809d06bc314']
	] as const)('%s, seed %i, defaults', (mission, seed, length, ordersHash, finalHash) => {
		const game = hardGame(mission, seed);
		expect(game.orders).toHaveLength(length);
		expect(stateHash(game.orders)).toBe(ordersHash);
		expect(stateHash(game.state)).toBe(finalHash);
	});
});
