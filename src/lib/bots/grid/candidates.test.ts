/**
 * Issue 30, eighth try (docs/decisions.md, "The "Tally Ho!" hard bot, eighth try"): the hard
 * bot's candidates were often clones — every move into the same large cloud, or the same retreat
 * by a neighbouring square — and a plane lost in a cloud paid none of the pulls toward the fight.
 * The tests hold what each option changes when on, and that off it changes nothing; in balloon
 * busting (C-M5) `balloonTempo` (on) turns on distinct candidates and the lost plane's pull.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../rules/common/dice';
import { missionSetup, newGame, type GridState, type PlaneState } from '../../rules/grid/index';
import { chebyshev } from '../../rules/grid/geometry';
import { DEFAULT_WEIGHTS, evaluate } from './evaluate';
import type { Scored } from './policy';
import {
	DEFAULT_SEARCH,
	distinctScores,
	headingsFirst,
	leafWeightsOf,
	oneMovePerCloud,
	optionsFor,
	outOfClouds,
	withJoin
} from './search';

const CLOUD = { x: 10, y: 3, w: 3, h: 3 };

/** A ranked move whose result leaves plane B1 as given (only what the filters read). */
function ranked(path: string, score: number, b1: Partial<PlaneState>): Scored {
	const after = { planes: [{ id: 'B1', status: 'active', lostIn: null, ...b1 }] };
	return {
		order: { kind: 'move', plane: 'B1', path },
		score,
		after: after as unknown as GridState
	};
}

describe('one candidate per cloud (oneCloudCandidate)', () => {
	it('keeps only the best move into each cloud, and every move in the open', () => {
		const list = [
			ranked('FFFFLF', 156, { status: 'lost', lostIn: CLOUD, x: 12, y: 3 }),
			ranked('FFFLFF', 156, { status: 'lost', lostIn: CLOUD, x: 12, y: 4 }),
			ranked('FLFLFFLFFR', 147, { x: 17, y: 7 }),
			ranked('FFLFFF', 150, { status: 'lost', lostIn: { ...CLOUD, x: 2 }, x: 4, y: 5 }),
			ranked('FLFLFLFR', 144, { x: 16, y: 5 })
		];
		expect(oneMovePerCloud(list, 'B1').map((c) => c.order)).toEqual(
			[list[0], list[2], list[3], list[4]].map((c) => c.order)
		);
	});
});

describe('candidates with distinct ranking scores (distinctCandidates)', () => {
	it('drops a move the ranking scores exactly as an earlier one, keeping the order', () => {
		// Seed 140073, turn 2, B3 (scripts/tournament/grid-losses.ts WHY=2:B3): six retreats of 94.5.
		const list = [94.5, 94.5, 94.5, 91.5, 91.5, 88.5, 87].map((s, i) =>
			ranked(`F${i}`, s, { x: 16, y: i })
		);
		expect(distinctScores(list).map((c) => c.score)).toEqual([94.5, 91.5, 88.5, 87]);
	});
});

describe('candidates that end facing every way first (facingSpread)', () => {
	it('puts the best move of each end facing first, then the rest, each in the ranking’s order', () => {
		// Seed 140034, turn 4, A3 (grid-losses.ts WHY=4:A3): the ranking's best were jinks east.
		const list = [
			ranked('FRFFFL jink', -87.4, { x: 12, y: 5, facing: 2 }),
			ranked('FFFRFL jink', -87.4, { x: 12, y: 3, facing: 2 }),
			ranked('FRFRFF jink', -90.4, { x: 10, y: 5, facing: 4 }),
			ranked('FF jink', -90.4, { x: 10, y: 2, facing: 2 }),
			ranked('FFFLFF', -91, { status: 'lost', lostIn: CLOUD, x: 12, y: 3, facing: 2 }),
			ranked('FFLFFF', -91.5, { status: 'lost', lostIn: CLOUD, x: 12, y: 4, facing: 0 }),
			ranked('FRFRFRFR jink', -91.9, { x: 9, y: 5, facing: 6 })
		];
		expect(headingsFirst(list, 'B1').map((c) => c.order)).toEqual(
			[0, 2, 4, 6, 1, 3, 5].map((i) => list[i].order)
		);
	});
	it('is off by default, and keeps a list of one facing as it was', () => {
		expect(DEFAULT_SEARCH.facingSpread).toBe(false);
		const east = [3, 2, 1].map((s) => ranked(`F${s}`, s, { x: s, y: 0, facing: 2 }));
		expect(headingsFirst(east, 'B1')).toEqual(east);
	});
});

describe('a lost plane still pays the pull toward the fight (lostPull)', () => {
	function balloonStart(): GridState {
		const g = newGame(missionSetup('balloon-busting', seededDice(140073 * 7919 + 13)), 140073);
		if (!g.ok) throw new Error(g.reason);
		return g.value.state;
	}
	/** The start with B1 lost in a cloud at (x, y) (G-TER-2: it keeps the square it entered by). */
	function withLost(s: GridState, x: number, y: number, id = 'B1'): GridState {
		return {
			...s,
			planes: s.planes.map((p) =>
				p.id === id ? { ...p, x, y, status: 'lost', lostIn: { x, y, w: 3, h: 3 } } : p
			)
		};
	}

	it('is off by default: the evaluation of before', () => {
		expect(DEFAULT_SEARCH.lostPull).toBe(0);
		expect(DEFAULT_WEIGHTS.lostPull ?? 0).toBe(0);
		const s = withLost(balloonStart(), 12, 3);
		expect(evaluate(s, 'B', { ...DEFAULT_WEIGHTS, lostPull: 0 })).toBe(evaluate(s, 'B'));
	});

	it('charges the lost plane pursuit × share × its distance to the nearest enemy on the table', () => {
		const s = withLost(balloonStart(), 12, 3);
		const b1 = s.planes.find((p) => p.id === 'B1')!;
		const nearest = Math.min(
			...s.planes
				.filter((p) => p.side === 'A' && p.status === 'active')
				.map((p) => chebyshev(p, b1))
		);
		const half = evaluate(s, 'B', { ...DEFAULT_WEIGHTS, lostPull: 0.5 });
		expect(evaluate(s, 'B') - half).toBeCloseTo(DEFAULT_WEIGHTS.pursuit * 0.5 * nearest, 9);
		// The farther the cloud from the enemy, the more it costs: without the pull, a lost plane
		// paid nothing for its distance (the lure of a far cloud, seed 140073 turn 1).
		const far = withLost(balloonStart(), 15, 3);
		const w = { ...DEFAULT_WEIGHTS, lostPull: 1 };
		expect(evaluate(far, 'B') - evaluate(far, 'B', w)).toBeGreaterThan(
			evaluate(s, 'B') - evaluate(s, 'B', w)
		);
	});

	it('charges side A’s lost plane its share of the pull toward the balloons still up (C-M5)', () => {
		const s = withLost(balloonStart(), 2, 3, 'A1');
		const a1 = s.planes.find((p) => p.id === 'A1')!;
		const toBalloon = Math.min(...s.terrain.balloons.map((b) => chebyshev(a1, b)));
		const toEnemy = Math.min(
			...s.planes.filter((p) => p.side === 'B').map((p) => chebyshev(p, a1))
		);
		const w = { ...DEFAULT_WEIGHTS, lostPull: 1 };
		// objective weight 6 / 6 = 1: half a point per square to the nearest balloon (evaluate.ts).
		expect(evaluate(s, 'A') - evaluate(s, 'A', w)).toBeCloseTo(
			DEFAULT_WEIGHTS.pursuit * toEnemy + 0.5 * toBalloon,
			9
		);
	});
});

describe('balloon tempo: the options in balloon busting only (balloonTempo)', () => {
	const start = (mission: 'balloon-busting' | 'fighter-sweep') => {
		const g = newGame(missionSetup(mission, seededDice(7)), 7);
		if (!g.ok) throw new Error(g.reason);
		return g.value.state;
	};
	it('turns on distinct candidates and the full pull of a lost plane in C-M5', () => {
		expect(DEFAULT_SEARCH.balloonTempo).toBe(true);
		const o = optionsFor(DEFAULT_SEARCH, start('balloon-busting'));
		expect(o.distinctCandidates).toBe(true);
		expect(o.lostPull).toBe(1);
	});
	it('leaves a sweep’s search as it was (C-M3), and balloon busting with the option off', () => {
		expect(optionsFor(DEFAULT_SEARCH, start('fighter-sweep'))).toBe(DEFAULT_SEARCH);
		const off = { ...DEFAULT_SEARCH, balloonTempo: false };
		expect(optionsFor(off, start('balloon-busting'))).toBe(off);
		expect(DEFAULT_SEARCH.distinctCandidates).toBe(false);
		expect(DEFAULT_SEARCH.lostPull).toBe(0);
	});
});

describe('the pull toward the enemy in a sweep’s leaf (sweepPursuit)', () => {
	const start = (mission: 'balloon-busting' | 'fighter-sweep') => {
		const g = newGame(missionSetup(mission, seededDice(7)), 7);
		if (!g.ok) throw new Error(g.reason);
		return g.value.state;
	};
	it('weighs the pursuit of a fight for kills (C-M3) as asked, per square to the nearest enemy', () => {
		const s = start('fighter-sweep');
		const w = leafWeightsOf(s, { ...DEFAULT_SEARCH, sweepPursuit: 0.5 });
		expect(w.pursuit).toBe(0.5);
		expect({ ...w, pursuit: DEFAULT_WEIGHTS.pursuit }).toEqual({ ...DEFAULT_WEIGHTS, lostPull: 0 });
		// Every fighter of both sides pays its distance to its nearest enemy: the same planes, so
		// the difference is (1.5 − 0.5) × (A's distances − B's), seen from side A.
		const near = (side: 'A' | 'B') =>
			s.planes
				.filter((p) => p.side === side)
				.reduce(
					(sum, p) =>
						sum + Math.min(...s.planes.filter((e) => e.side !== side).map((e) => chebyshev(p, e))),
					0
				);
		s.planes[0] = { ...s.planes[0], x: s.planes[0].x + 3 };
		expect(evaluate(s, 'A', w) - evaluate(s, 'A')).toBeCloseTo(
			(1.5 - 0.5) * (near('A') - near('B')),
			9
		);
	});
	it('leaves the defaults, and other missions, with the evaluation’s weights', () => {
		expect(DEFAULT_SEARCH.sweepPursuit).toBe(DEFAULT_WEIGHTS.pursuit);
		expect(leafWeightsOf(start('fighter-sweep'), DEFAULT_SEARCH)).toBe(DEFAULT_WEIGHTS);
		const off = { ...DEFAULT_SEARCH, sweepPursuit: 0.5, balloonTempo: false };
		expect(leafWeightsOf(start('balloon-busting'), off)).toBe(DEFAULT_WEIGHTS);
	});
});

describe('a move joining a fellow plane among the candidates (joinCandidate)', () => {
	/** A ranked move of B1 with B2 already at 10,4 facing south (4). */
	const move = (path: string, score: number, x: number, y: number, facing: number): Scored => ({
		order: { kind: 'move', plane: 'B1', path },
		score,
		after: {
			planes: [
				{ id: 'B1', side: 'B', status: 'active', x, y, facing },
				{ id: 'B2', side: 'B', status: 'active', x: 10, y: 4, facing: 4 }
			]
		} as unknown as GridState
	});
	const ranked = [
		move('a', 5, 12, 4, 2),
		move('b', 4, 11, 4, 2),
		move('c', 3, 10, 4, 2),
		move('d', 2, 10, 4, 4),
		move('e', 1, 10, 4, 4)
	];
	it('puts the best move onto a fellow plane’s square and facing in the last place', () => {
		expect(withJoin(ranked.slice(0, 3), ranked, 'B1', 3).map((c) => c.order)).toEqual(
			[ranked[0], ranked[1], ranked[3]].map((c) => c.order)
		);
	});
	it('changes nothing when a candidate joins already, or no move does; off by default', () => {
		expect(withJoin(ranked.slice(2, 5), ranked, 'B1', 3)).toEqual(ranked.slice(2, 5));
		expect(withJoin(ranked.slice(0, 3), ranked.slice(0, 3), 'B1', 3)).toEqual(ranked.slice(0, 3));
		expect(DEFAULT_SEARCH.joinCandidate).toBe(false);
	});
});

describe('no candidate into a cloud (avoidClouds)', () => {
	// Issue 30, tenth try: 700 paired tuning sweep games +1.9 ± 3.0 points (docs/benchmarks.md);
	// eleventh try: 'slower' (the slower side of a sweep only), slower-side.test.ts. Off by default.
	it('keeps the moves that end in the open, in the ranking’s order', () => {
		const list = [
			ranked('FFFFLF', 156, { status: 'lost', lostIn: CLOUD }),
			ranked('FFFL', 147, { status: 'active', x: 9, y: 2 }),
			ranked('FFFLFF', 150, { status: 'lost', lostIn: CLOUD }),
			ranked('FFR', 120, { status: 'active', x: 8, y: 3 })
		];
		expect(outOfClouds(list, 'B1').map((c) => c.score)).toEqual([147, 120]);
	});
	it('keeps every move when each one is into a cloud', () => {
		const list = [
			ranked('FFFFLF', 156, { status: 'lost', lostIn: CLOUD }),
			ranked('FFFLFF', 150, { status: 'lost', lostIn: CLOUD })
		];
		expect(outOfClouds(list, 'B1')).toEqual(list);
		expect(DEFAULT_SEARCH.avoidClouds).toBe('off');
	});
});
