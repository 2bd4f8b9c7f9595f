import { describe, expect, it } from 'vitest';
import { activating, plane, stateAt } from './fixtures';
import { legalMoves } from './legal';
import type { PlaneSetup, Terrain } from './types';
import { whyNotEnd, whyNotStep, type MoveKind } from './why-not';

/**
 * A refused tap on the board says why (issue 28 point 4): the rule and its value, from the reason
 * code and its params. Rules: 003 = the classic 1983 sheet, 002 = the "Tally Ho!" club rules.
 */
const PLAIN: MoveKind = { manoeuvre: null, slow: false };
const solo = (p: PlaneSetup, terrain: Partial<Terrain> = {}) =>
	activating(
		stateAt({
			board: { width: 14, height: 10 },
			planes: [p, plane('B1', 'fokker-dr1', 'B', 13, 9, 6)],
			terrain: { largeClouds: [], smallClouds: [], balloons: [], ...terrain }
		}),
		p.id
	);
// A Sopwith Camel: medium speed (4 squares), Nimble; at square (2,4) facing east.
const camel = (extra: Partial<PlaneSetup> = {}) => plane('A1', 'camel', 'A', 2, 4, 2, extra);
const reason = (r: { code: string; params: object }) => ({ code: r.code, params: r.params });

describe('why a square is not a legal end (G-MOVE-1…3, G-TER-2/3, G-MOVE-5/6)', () => {
	it('too far: the distance against the squares the move flies at its speed (G-MOVE-2)', () => {
		// G-MOVE-2: "A plane moves exactly its speed in squares" (rules-grid.md; 003 speed table).
		const s = solo(camel());
		expect(reason(whyNotEnd(s, 'A1', PLAIN, { x: 9, y: 4 }))).toEqual({
			code: 'grid.end_too_far',
			params: { x: 9, y: 4, distance: 7, squares: 4, speed: 'medium' }
		});
		// Full throttle flies 2 more: 6 squares (its own plan sizes the move).
		expect(
			whyNotEnd(s, 'A1', { manoeuvre: 'full-throttle', slow: false }, { x: 9, y: 4 }).params
		).toMatchObject({ distance: 7, squares: 6 });
	});

	it('behind the plane: sharper turns than one 45° turn per square (G-MOVE-3)', () => {
		const s = solo(camel());
		expect(reason(whyNotEnd(s, 'A1', PLAIN, { x: 1, y: 4 }))).toEqual({
			code: 'grid.end_too_sharp',
			params: { x: 1, y: 4, squares: 4 }
		});
	});

	it('a manoeuvre without turns names itself (Split-S flies 2 squares straight, G-MAN-2)', () => {
		const s = solo(camel());
		expect(
			reason(whyNotEnd(s, 'A1', { manoeuvre: 'split-s', slow: false }, { x: 4, y: 3 }))
		).toEqual({ code: 'grid.end_needs_turn', params: { x: 4, y: 3, manoeuvre: 'split-s' } });
	});

	it('a Clumsy plane turns at the start, then once per 2 squares (G-MOVE-3)', () => {
		// RE8: slow (2 squares), Clumsy. (7,3) needs a turn after the first square.
		const s = solo(plane('A1', 're8', 'A', 5, 4, 2));
		expect(legalMoves(s, s.planes[0]).some((m) => m.to.x === 7 && m.to.y === 3)).toBe(false);
		expect(reason(whyNotEnd(s, 'A1', PLAIN, { x: 7, y: 3 }))).toEqual({
			code: 'grid.end_clumsy_turns',
			params: { x: 7, y: 3 }
		});
	});

	it('a diagonal end when no turn is left to straighten out (G-MOVE-1)', () => {
		// Facing north-east, Full throttle flies straight: every end faces diagonally.
		const s = solo(plane('A1', 'camel', 'A', 2, 7, 1));
		expect(
			reason(whyNotEnd(s, 'A1', { manoeuvre: 'full-throttle', slow: false }, { x: 8, y: 1 }))
		).toEqual({ code: 'grid.end_facing_diagonal', params: { x: 8, y: 1 } });
	});

	it('the balloon that blocks every way there, by its square (G-TER-3)', () => {
		const balloons = [3, 4, 5].map((y) => ({ id: `b${y}`, side: 'B' as const, x: 4, y, hp: 6 }));
		const s = solo(camel(), { balloons });
		expect(reason(whyNotEnd(s, 'A1', PLAIN, { x: 6, y: 4 }))).toEqual({
			code: 'grid.balloon_in_way',
			params: { x: 4, y: 4 }
		});
	});

	it('the large cloud that ends the move before the square (G-TER-2)', () => {
		const s = solo(camel(), { largeClouds: [{ x: 4, y: 2, w: 1, h: 5 }] });
		expect(reason(whyNotEnd(s, 'A1', PLAIN, { x: 6, y: 4 }))).toEqual({
			code: 'grid.cloud_in_way',
			params: { x: 4, y: 4 }
		});
	});

	it('a critical plane must withdraw by the shortest route (G-MOVE-6)', () => {
		// Facing east: the ends a sound Camel reaches that do not bring it nearest the east end.
		const s = solo(plane('A1', 'camel', 'A', 3, 4, 2, { critical: true }));
		const sound = solo(plane('A1', 'camel', 'A', 3, 4, 2));
		const ends = (st: typeof s) =>
			legalMoves(st, st.planes[0])
				.filter((m) => !m.order.manoeuvre && !m.order.slow)
				.map((m) => `${m.to.x},${m.to.y}`);
		const refused = ends(sound).filter((e) => !ends(s).includes(e));
		expect(refused.length).toBeGreaterThan(0);
		for (const e of refused) {
			const [x, y] = e.split(',').map(Number);
			expect(whyNotEnd(s, 'A1', PLAIN, { x, y }).code).toBe('grid.must_withdraw');
		}
	});

	it('a manoeuvre the plane may not fly gives that reason (G-MAN-1)', () => {
		const s = solo(camel());
		expect(
			whyNotEnd(s, 'A1', { manoeuvre: 'immelmann', slow: false }, { x: 4, y: 4 })
		).toMatchObject({
			code: 'grid.ace_skill_missing',
			params: { manoeuvre: 'immelmann', plane: 'A1' }
		});
	});
});

describe('why a square is not the next one when flying square by square', () => {
	it('all squares flown, not ahead, a turn before the first square (G-MOVE-3)', () => {
		const s = solo(camel());
		expect(reason(whyNotStep(s, 'A1', PLAIN, 'FFFF', { x: 7, y: 4 }))).toEqual({
			code: 'grid.step_all_flown',
			params: { squares: 4 }
		});
		expect(reason(whyNotStep(s, 'A1', PLAIN, 'F', { x: 5, y: 4 }))).toEqual({
			code: 'grid.step_not_ahead',
			params: { x: 5, y: 4, fromX: 3, fromY: 4 }
		});
		// A Nimble plane turns after a square moved, not before the first.
		expect(whyNotStep(s, 'A1', PLAIN, '', { x: 3, y: 3 }).code).toBe('grid.turn_after_square');
	});

	it('a step into a balloon names its square; a step no legal end follows says how many are left', () => {
		const s = solo(camel(), { balloons: [{ id: 'b', side: 'B', x: 4, y: 4, hp: 6 }] });
		expect(reason(whyNotStep(s, 'A1', PLAIN, 'F', { x: 4, y: 4 }))).toEqual({
			code: 'grid.balloon_in_way',
			params: { x: 4, y: 4 }
		});
		// Full throttle on a diagonal: no turn can straighten the end, whatever comes next.
		const d = solo(plane('A1', 'camel', 'A', 2, 9, 1));
		expect(
			reason(whyNotStep(d, 'A1', { manoeuvre: 'full-throttle', slow: false }, '', { x: 3, y: 8 }))
		).toEqual({ code: 'grid.step_dead_end', params: { x: 3, y: 8, left: 5 } });
	});
});
