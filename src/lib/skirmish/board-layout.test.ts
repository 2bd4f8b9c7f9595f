import { describe, expect, it } from 'vitest';
import {
	CELL,
	MIN_COUNTER_PX,
	badgeGroups,
	centreOf,
	counterRadius,
	fanOut,
	moveDuration,
	pointAlong
} from './board-layout';

describe('board layout: counters a finger can hit', () => {
	it('a counter is at least MIN_COUNTER_PX across on screen however small the squares', () => {
		for (const pxPerUnit of [0.5, 0.8, 0.92, 1, 1.5]) {
			const r = counterRadius(pxPerUnit);
			// Up to the cap of a square and a half.
			if (r < CELL * 0.75) expect(2 * r * pxPerUnit).toBeGreaterThanOrEqual(MIN_COUNTER_PX - 1e-9);
		}
		// Big squares: the counter stays inside its square.
		expect(counterRadius(3)).toBe(CELL * 0.45);
	});

	it('planes sharing a square fan out; their discs do not overlap', () => {
		const r = 20;
		for (const n of [2, 3, 4, 5]) {
			const planes = Array.from({ length: n }, (_, i) => ({ id: `P${i}`, x: 3, y: 4 }));
			const off = fanOut(planes, r);
			const pts = planes.map((p) => off.get(p.id)!);
			for (let i = 0; i < n; i++)
				for (let j = i + 1; j < n; j++)
					expect(Math.hypot(pts[i].dx - pts[j].dx, pts[i].dy - pts[j].dy)).toBeGreaterThanOrEqual(
						2 * r - 1e-9
					);
		}
	});

	it('a plane alone stays in the middle of its square', () => {
		const off = fanOut(
			[
				{ id: 'A1', x: 1, y: 1 },
				{ id: 'B1', x: 2, y: 1 }
			],
			20
		);
		expect(off.get('A1')).toEqual({ dx: 0, dy: 0 });
		expect(off.get('B1')).toEqual({ dx: 0, dy: 0 });
	});
});

describe('board layout: a move animates along its squares', () => {
	const path = [centreOf({ x: 0, y: 5 }), centreOf({ x: 1, y: 5 }), centreOf({ x: 2, y: 4 })];

	it('starts at the first square and ends at the last, facing the end facing', () => {
		expect(pointAlong(path, 0, 0)).toMatchObject(path[0]);
		expect(pointAlong(path, 1, 90)).toEqual({ ...path[2], heading: 90 });
	});

	it('heads along each leg: east, then north-east', () => {
		expect(pointAlong(path, 0.25, 0).heading).toBeCloseTo(90);
		expect(pointAlong(path, 0.75, 0).heading).toBeCloseTo(45);
		const mid = pointAlong(path, 0.5, 0);
		expect(mid.x).toBeCloseTo(path[1].x);
	});

	it('a turn on the spot keeps its place', () => {
		expect(pointAlong([path[0], path[0]], 0.5, 180)).toEqual({ ...path[0], heading: 180 });
	});

	it('longer moves take a little longer, never more than about a second', () => {
		expect(moveDuration(2)).toBeLessThan(moveDuration(6));
		expect(moveDuration(40)).toBeLessThanOrEqual(1100);
	});
});

describe('board layout: dice beside the target', () => {
	const bounds = { x: -20, y: -20, w: 19 * CELL, h: 13 * CELL };
	const centres: Record<string, { x: number; y: number }> = {
		A1: centreOf({ x: 6, y: 5 }),
		B1: centreOf({ x: 5, y: 5 }),
		B2: centreOf({ x: 17, y: 2 }),
		A2: centreOf({ x: 9, y: 9 })
	};
	const counters = Object.entries(centres).map(([id, c]) => ({ id, ...c }));
	const centre = (id: string) => centres[id] ?? null;
	const r = 20;
	const die = 12;

	it('sits right beside the target, touching its counter', () => {
		const [g] = badgeGroups([{ shooter: 'A2', target: 'A1', dice: 5 }], centre, r, die, bounds, []);
		expect(g.side).toBe('right');
		expect(g.x - (centres.A1.x + r)).toBeGreaterThanOrEqual(0);
		expect(g.x - (centres.A1.x + r)).toBeLessThan(die);
	});

	it('never covers another counter when there is room: the shooter next to it stays in sight', () => {
		// A1 sits right of B1, so the badge goes elsewhere.
		const [g] = badgeGroups(
			[{ shooter: 'A1', target: 'B1', dice: 5 }],
			centre,
			r,
			die,
			bounds,
			counters
		);
		expect(g.side).not.toBe('right');
		const a1 = centres.A1;
		const nx = Math.max(g.x, Math.min(a1.x, g.x + g.w));
		const ny = Math.max(g.y, Math.min(a1.y, g.y + g.h));
		expect(Math.hypot(a1.x - nx, a1.y - ny)).toBeGreaterThanOrEqual(r);
	});

	it('stays on the board near its right edge', () => {
		const [g] = badgeGroups(
			[{ shooter: 'A1', target: 'B2', dice: 6 }],
			centre,
			r,
			die,
			bounds,
			counters
		);
		expect(g.x + g.w).toBeLessThanOrEqual(bounds.x + bounds.w);
		expect(g.side).toBe('left');
	});

	it('all shots at one target share its badge, a line of dice each', () => {
		const groups = badgeGroups(
			[
				{ shooter: 'A1', target: 'B1', dice: 6 },
				{ shooter: 'A2', target: 'B1', dice: 8 },
				{ shooter: 'B1', target: 'A2', dice: 3 }
			],
			centre,
			r,
			die,
			bounds,
			counters
		);
		expect(groups.map((g) => g.target)).toEqual(['B1', 'A2']);
		expect(groups[0].rows).toEqual([
			{ shot: 0, lines: 1 },
			{ shot: 1, lines: 2 }
		]);
	});

	it('a shot at a target no longer on the board gets no badge', () => {
		expect(
			badgeGroups([{ shooter: 'A1', target: 'X9', dice: 3 }], centre, r, die, bounds, [])
		).toEqual([]);
	});
});
