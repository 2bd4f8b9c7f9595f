import { describe, expect, it } from 'vitest';
import type { MissionId } from '../../data/missions';
import { plane, stateAt } from './fixtures';
import { applyOrder, startGame } from './orders';
import type { GridOrder, GridSetup, GridState, PlaneSetup, ShotOrder } from './types';

/**
 * No mission is unwinnable for either side in either activation mode (issue 15): for each of
 * C-M1…C-M6 and each mode, a scripted game reaches every outcome the mission has (win A, win B,
 * and a draw where the mission has one), by orders through the engine from a set-up position.
 * Dice are scripted: a shot's pool is rolled in order, 4–5 a minor hit (−1 HP), 1–3 nothing.
 */

type Mode = 'deck' | 'command-points';
type Setup = Omit<GridSetup, 'board'>;

function game(mode: Mode, mission: MissionId, setup: Setup, dice: number[] = []): GridState {
	const r = startGame(
		stateAt(
			{
				...setup,
				mission,
				options: { activation: mode, ...setup.options },
				...(mode === 'deck' ? { firstDeck: setup.planes.map((p) => p.id) } : {})
			},
			dice
		)
	);
	if (!r.ok) throw new Error(r.reason);
	return r.value.state;
}

/** Plays the orders (each must be accepted) and returns the mission's outcome. */
function outcome(state: GridState, ...orders: GridOrder[]): string | null {
	let s = state;
	for (const o of orders) {
		const r = applyOrder(s, o);
		if (!r.ok) throw new Error(`${JSON.stringify(o)}: ${r.reason}`);
		s = r.value.state;
	}
	return s.result?.outcome ?? null;
}

const move = (id: string, path: string, more: Partial<Extract<GridOrder, { kind: 'move' }>> = {}) =>
	({ kind: 'move', plane: id, path, ...more }) as GridOrder;
const fire = (side: 'A' | 'B', ...shots: ShotOrder[]): GridOrder => ({ kind: 'fire', side, shots });
const shot = (plane: string, target: string, gun = 'mg'): ShotOrder => ({ plane, gun, target });
const bid = (a: number, b: number): GridOrder[] => [
	{ kind: 'bid', side: 'A', points: a },
	{ kind: 'bid', side: 'B', points: b }
];
const flight = (id: string, ...steps: string[]): GridOrder => ({
	kind: 'flight',
	plane: id,
	steps
});
const combat = (id: string, ...shots: ShotOrder[]): GridOrder => ({
	kind: 'combat',
	plane: id,
	shots
});

/** One minor hit out of a pool of `n`: enough for a target with 1 HP left. */
const oneHit = (n: number) => [4, ...Array.from({ length: n - 1 }, () => 1)];

/** A plane far from everything, so that it neither shoots nor is shot at. */
const far = (id: string, side: 'A' | 'B', extra: Partial<PlaneSetup> = {}) =>
	plane(id, 'fokker-dr1', side, side === 'A' ? 0 : 11, 7, side === 'A' ? 2 : 6, extra);

describe('C-M1 photo recon: every outcome is reachable', () => {
	const home = {
		planes: [plane('A1', 're8', 'A', 1, 3, 6), far('B1', 'B')],
		objectives: { photoPoints: [{ x: 0, y: 3 }] }
	};
	const other = {
		planes: [plane('A1', 're8', 'A', 10, 3, 2), plane('B1', 'fokker-dr1', 'B', 1, 7, 6)],
		objectives: { photoPoints: [{ x: 11, y: 3 }] }
	};
	// B1 sits on the RE8's tail (rear-arc +ve: 6 dice at range 2); the RE8 has 1 HP left.
	const tail = {
		planes: [plane('A1', 're8', 'A', 5, 3, 2, { hp: 1 }), plane('B1', 'camel', 'B', 3, 3, 2)],
		objectives: { photoPoints: [{ x: 9, y: 3 }] }
	};

	it('deck: A brings the photographs home, a draw off the other edge, B shoots the observer down', () => {
		expect(outcome(game('deck', 'photo-recon', home), move('A1', 'FF'))).toBe('A');
		expect(outcome(game('deck', 'photo-recon', other), move('A1', 'FF'))).toBe('draw');
		const b = game('deck', 'photo-recon', tail, oneHit(6));
		expect(outcome(b, fire('A'), fire('B', shot('B1', 'A1')))).toBe('B');
	});

	it('command points: the same three outcomes', () => {
		const m = 'photo-recon';
		expect(outcome(game('command-points', m, home), ...bid(1, 0), flight('A1', 'F', 'F'))).toBe(
			'A'
		);
		expect(outcome(game('command-points', m, other), ...bid(1, 0), flight('A1', 'F', 'F'))).toBe(
			'draw'
		);
		const b = game('command-points', m, tail, oneHit(6));
		expect(outcome(b, ...bid(0, 1), combat('B1', shot('B1', 'A1')))).toBe('B');
	});
});

describe('C-M2 bombing run: every outcome is reachable (no draw in the mission)', () => {
	const run = {
		planes: [plane('A1', 're8', 'A', 3, 3, 2), far('B1', 'B')],
		objectives: {
			bombTargets: [
				{ x: 4, y: 3, bombed: false },
				{ x: 5, y: 3, bombed: false },
				{ x: 8, y: 6, bombed: false }
			]
		}
	};
	const tail = {
		...run,
		planes: [plane('A1', 're8', 'A', 5, 3, 2, { hp: 1 }), plane('B1', 'camel', 'B', 3, 3, 2)],
		objectives: { bombTargets: run.objectives.bombTargets.map((t) => ({ ...t, x: t.x + 4 })) }
	};

	it('deck: A bombs two of three targets; B shoots the last observer down', () => {
		expect(outcome(game('deck', 'bombing-run', run), move('A1', 'FF'))).toBe('A');
		const b = game('deck', 'bombing-run', tail, oneHit(6));
		expect(outcome(b, fire('A'), fire('B', shot('B1', 'A1')))).toBe('B');
	});

	it('command points: the same two outcomes', () => {
		expect(
			outcome(game('command-points', 'bombing-run', run), ...bid(1, 0), flight('A1', 'F', 'F'))
		).toBe('A');
		const b = game('command-points', 'bombing-run', tail, oneHit(6));
		expect(outcome(b, ...bid(0, 1), combat('B1', shot('B1', 'A1')))).toBe('B');
	});
});

describe('C-M3 fighter sweep: every outcome is reachable', () => {
	// The shooter sits on the other's tail: 6 dice at range 2; the victim has 1 HP.
	const aShoots = {
		planes: [plane('A1', 'camel', 'A', 3, 3, 2), plane('B1', 'fokker-dr1', 'B', 5, 3, 2, { hp: 1 })]
	};
	const bShoots = {
		planes: [plane('A1', 'camel', 'A', 5, 3, 6, { hp: 1 }), plane('B1', 'fokker-dr1', 'B', 7, 3, 6)]
	};
	const apart = {
		planes: [plane('A1', 'camel', 'A', 1, 1, 2), plane('B1', 'fokker-dr1', 'B', 10, 6, 6)],
		options: { turnLimit: 1 }
	};

	it('deck: A downs B, B downs A, a draw when time runs out with no kills', () => {
		expect(
			outcome(game('deck', 'fighter-sweep', aShoots, oneHit(6)), fire('A', shot('A1', 'B1')))
		).toBe('A');
		expect(
			outcome(game('deck', 'fighter-sweep', bShoots, oneHit(6)), fire('B', shot('B1', 'A1')))
		).toBe('B');
		expect(
			outcome(game('deck', 'fighter-sweep', apart), move('A1', 'FFFF'), move('B1', 'FFFF'))
		).toBe('draw');
	});

	it('command points: the same three outcomes', () => {
		const m = 'fighter-sweep';
		const cp = (setup: Setup, dice: number[] = []) => game('command-points', m, setup, dice);
		expect(outcome(cp(aShoots, oneHit(6)), ...bid(1, 0), combat('A1', shot('A1', 'B1')))).toBe('A');
		expect(outcome(cp(bShoots, oneHit(6)), ...bid(0, 1), combat('B1', shot('B1', 'A1')))).toBe('B');
		expect(
			outcome(cp(apart), ...bid(1, 0), flight('A1', 'F', 'F', 'F'), flight('B1', 'F', 'F', 'F'))
		).toBe('draw');
	});
});

describe('C-M4 long recon: every outcome is reachable', () => {
	const sites = (real: { x: number; y: number }) => [
		{ ...real, real: true, visited: false },
		{ x: 8, y: 7, real: false, visited: false }
	];
	const escape = {
		planes: [plane('A1', 'rumpler-civ', 'A', 1, 3, 6), far('B1', 'B')],
		objectives: { sites: sites({ x: 0, y: 3 }) }
	};
	// The observer (1 HP) flies over the real site; B1, behind it, shoots it down afterwards.
	const found = {
		planes: [
			plane('A1', 'rumpler-civ', 'A', 2, 3, 2, { hp: 1 }),
			plane('B1', 'camel', 'B', 0, 4, 2)
		],
		objectives: { sites: sites({ x: 3, y: 3 }) }
	};
	const shotFirst = {
		planes: [
			plane('A1', 'rumpler-civ', 'A', 5, 3, 2, { hp: 1 }),
			plane('B1', 'camel', 'B', 3, 3, 2)
		],
		objectives: { sites: sites({ x: 9, y: 3 }) }
	};

	it('deck: A finds the guns and escapes, a draw when found but the observer is lost, B downs it first', () => {
		expect(outcome(game('deck', 'long-recon', escape), move('A1', 'FF'))).toBe('A');
		const d = game('deck', 'long-recon', found, oneHit(6));
		// Turn 1: both hold fire; the observer flies over the site; B1 slows to stay behind it.
		// Turn 2: B1 fires from the observer's tail.
		expect(
			outcome(
				d,
				fire('A'),
				fire('B'),
				move('A1', 'FF'),
				move('B1', 'FF', { slow: true }),
				fire('A'),
				fire('B', shot('B1', 'A1'))
			)
		).toBe('draw');
		const b = game('deck', 'long-recon', shotFirst, oneHit(6));
		expect(outcome(b, fire('A'), fire('B', shot('B1', 'A1')))).toBe('B');
	});

	it('command points: the same three outcomes', () => {
		const cp = (setup: Setup, dice: number[] = []) =>
			game('command-points', 'long-recon', setup, dice);
		expect(outcome(cp(escape), ...bid(1, 0), flight('A1', 'F', 'F'))).toBe('A');
		const d = cp(
			{ ...found, planes: [found.planes[0], plane('B1', 'camel', 'B', 2, 4, 2)] },
			oneHit(6)
		);
		expect(outcome(d, ...bid(1, 0), flight('A1', 'F', 'F'), combat('B1', shot('B1', 'A1')))).toBe(
			'draw'
		);
		expect(outcome(cp(shotFirst, oneHit(6)), ...bid(0, 1), combat('B1', shot('B1', 'A1')))).toBe(
			'B'
		);
	});
});

describe('C-M5 balloon busting: every outcome is reachable (no draw in the mission)', () => {
	// Three Camels, each a square from a balloon with 1 HP left: 5 dice each at range 1.
	const busting = {
		planes: [
			plane('A1', 'camel', 'A', 3, 1, 2),
			plane('A2', 'camel', 'A', 3, 3, 2),
			plane('A3', 'camel', 'A', 3, 5, 2),
			far('B1', 'B')
		],
		terrain: {
			balloons: [
				{ id: 'b1', side: 'B' as const, x: 4, y: 1, hp: 1 },
				{ id: 'b2', side: 'B' as const, x: 4, y: 3, hp: 1 },
				{ id: 'b3', side: 'B' as const, x: 4, y: 5, hp: 1 }
			]
		}
	};
	const hits = [...oneHit(5), ...oneHit(5), ...oneHit(5)];
	const late = {
		planes: [plane('A1', 'camel', 'A', 1, 1, 2), far('B1', 'B')],
		terrain: { balloons: [{ id: 'b1', side: 'B' as const, x: 9, y: 1 }] },
		options: { turnLimit: 1 }
	};

	it('deck: A downs every balloon; B holds out until time runs out', () => {
		const a = game('deck', 'balloon-busting', busting, hits);
		expect(outcome(a, fire('A', shot('A1', 'b1'), shot('A2', 'b2'), shot('A3', 'b3')))).toBe('A');
		expect(
			outcome(
				game('deck', 'balloon-busting', late),
				move('A1', 'FF', { slow: true }),
				move('B1', 'FFFF')
			)
		).toBe('B');
	});

	it('command points: the same two outcomes', () => {
		const a = game('command-points', 'balloon-busting', busting, hits);
		expect(
			outcome(
				a,
				...bid(1, 0),
				combat('A1', shot('A1', 'b1')),
				flight('B1', 'F', 'F', 'F'),
				combat('A2', shot('A2', 'b2')),
				combat('A3', shot('A3', 'b3'))
			)
		).toBe('A');
		const b = game('command-points', 'balloon-busting', late);
		expect(outcome(b, ...bid(1, 0), flight('A1', 'F', 'F', 'F'), flight('B1', 'F', 'F', 'F'))).toBe(
			'B'
		);
	});
});

describe('C-M6 bomber escort: every outcome is reachable', () => {
	const escort = (planes: PlaneSetup[]) => ({
		planes,
		objectives: { escortedBomber: 'bomber' }
	});
	// A's fighter on B1's tail; B1 has 1 HP.
	const driveOff = escort([
		plane('A1', 'camel', 'A', 3, 3, 2),
		plane('B1', 'fokker-dr1', 'B', 5, 3, 2, { hp: 1 }),
		plane('bomber', 'hp-o400', 'A', 6, 7, 2)
	]);
	// B1 on the bomber's tail (the bomber, 1 HP, could shoot back: side A gives empty orders).
	const downBomber = escort([
		far('A1', 'A'),
		plane('bomber', 'hp-o400', 'A', 6, 3, 2, { hp: 1 }),
		plane('B1', 'fokker-dr1', 'B', 4, 3, 2)
	]);
	// B1 downs A's only fighter; the bomber is out of everyone's reach.
	const fightersFlee = escort([
		plane('A1', 'camel', 'A', 5, 3, 2, { hp: 1 }),
		plane('B1', 'fokker-dr1', 'B', 3, 3, 2),
		plane('bomber', 'hp-o400', 'A', 11, 0, 2)
	]);

	it('deck: A drives off B’s fighters, B downs the bomber, a draw when A’s fighters are gone', () => {
		const m = 'bomber-escort';
		expect(outcome(game('deck', m, driveOff, oneHit(6)), fire('A', shot('A1', 'B1')))).toBe('A');
		expect(
			outcome(game('deck', m, downBomber, oneHit(6)), fire('A'), fire('B', shot('B1', 'bomber')))
		).toBe('B');
		expect(outcome(game('deck', m, fightersFlee, oneHit(6)), fire('B', shot('B1', 'A1')))).toBe(
			'draw'
		);
	});

	it('command points: the same three outcomes — and the bomber’s own gunners can drive B off', () => {
		const cp = (setup: Setup, dice: number[]) =>
			game('command-points', 'bomber-escort', setup, dice);
		expect(outcome(cp(driveOff, oneHit(6)), ...bid(1, 0), combat('A1', shot('A1', 'B1')))).toBe(
			'A'
		);
		expect(
			outcome(cp(downBomber, oneHit(6)), ...bid(0, 1), combat('B1', shot('B1', 'bomber')))
		).toBe('B');
		expect(outcome(cp(fightersFlee, oneHit(6)), ...bid(0, 1), combat('B1', shot('B1', 'A1')))).toBe(
			'draw'
		);
		// The bomber (front gunner, range 2: one die) finishes B1 itself.
		const gunners = escort([
			far('A1', 'A'),
			plane('bomber', 'hp-o400', 'A', 6, 3, 2),
			plane('B1', 'fokker-dr1', 'B', 8, 3, 6, { hp: 1 })
		]);
		expect(
			outcome(cp(gunners, [4]), ...bid(1, 0), combat('bomber', shot('bomber', 'B1', 'front')))
		).toBe('A');
	});
});
