import { describe, expect, it } from 'vitest';
import {
	AXIAL_DIRS,
	fireLine,
	fireLineRange,
	fromAxial,
	hexDistance,
	inFrontArc,
	inRearArc,
	pairGeometry,
	sidesSeen,
	toAxial
} from './geometry';
import { edgeCrossed, hexId, isNextToEdge, mapInfo, onMap, parseHexId, validateMap } from './map';

const O = { q: 0, r: 0 };

describe('hex map ids', () => {
	it('numbers full hexes CCRR and leaves partial edge hexes off the map', () => {
		const info = mapInfo({ boards: ['standard'] });
		expect(hexId(info, 2, 8)).toBe('0208');
		expect(parseHexId(info, '0208')).toEqual({ ok: true, value: { col: 2, row: 8 } });
		expect(onMap(info, 1, 1)).toBe(true);
		expect(onMap(info, 0, 5)).toBe(false);
		expect(onMap(info, 33, 5)).toBe(false);
		expect(onMap(info, 5, 23)).toBe(false);
		expect(parseHexId(info, '3305').ok).toBe(false);
		expect(parseHexId(info, 'xx').ok).toBe(false);
	});

	it('joins boards west to east with board letters (0208A, 0208B)', () => {
		const spec = { boards: ['standard' as const, 'standard' as const] };
		expect(validateMap(spec).ok).toBe(true);
		const info = mapInfo(spec);
		expect(info.columns).toBe(64);
		expect(hexId(info, 2, 8)).toBe('0208A');
		expect(hexId(info, 34, 8)).toBe('0208B');
		expect(parseHexId(info, '0208B')).toEqual({ ok: true, value: { col: 34, row: 8 } });
		expect(parseHexId(info, '0208').ok).toBe(false);
		expect(parseHexId(info, '0208C').ok).toBe(false);
		// Only the outer short edges are home edges (H-SET-3).
		expect(isNextToEdge(info, 1, 'west')).toBe(true);
		expect(isNextToEdge(info, 32, 'east')).toBe(false);
		expect(isNextToEdge(info, 64, 'east')).toBe(true);
		expect(validateMap({ boards: ['standard', 'alternative'] }).ok).toBe(false);
	});

	it('says which short edge an off-map hex lies beyond', () => {
		const info = mapInfo({ boards: ['alternative'] });
		expect(edgeCrossed(info, 0)).toBe('west');
		expect(edgeCrossed(info, 31)).toBe('east');
		expect(edgeCrossed(info, 10)).toBeNull();
	});
});

describe('hex geometry', () => {
	it('round-trips offset and axial coordinates and measures range', () => {
		for (let col = 1; col <= 6; col++)
			for (let row = 1; row <= 6; row++)
				expect(fromAxial(toAxial(col, row).q, toAxial(col, row).r)).toEqual({ col, row });
		expect(hexDistance({ col: 5, row: 5 }, { col: 8, row: 5 })).toBe(3);
		expect(hexDistance({ col: 5, row: 5 }, { col: 5, row: 7 })).toBe(2);
		// Every neighbour is at range 1.
		for (const [dq, dr] of AXIAL_DIRS) {
			const n = fromAxial(toAxial(5, 5).q + dq, toAxial(5, 5).r + dr);
			expect(hexDistance({ col: 5, row: 5 }, n)).toBe(1);
		}
	});

	it('letters the counter sides A front, B front quarters, C rear quarters, D rear', () => {
		// Facing east (0): the six neighbours clockwise E, SE, SW, W, NW, NE.
		expect(AXIAL_DIRS.map(([q, r]) => sidesSeen(O, 0, { q, r }))).toEqual([
			['A'],
			['B'],
			['C'],
			['D'],
			['C'],
			['B']
		]);
		// Facing south-west (2) the front is SW.
		expect(sidesSeen(O, 2, { q: -1, r: 1 })).toEqual(['A']);
		expect(sidesSeen(O, 2, { q: 1, r: -1 })).toEqual(['D']);
	});

	it('puts hexes within 3 through A and B in the front arc and through C and D in the rear arc', () => {
		expect(inFrontArc(O, 0, { q: 3, r: 0 })).toBe(true);
		expect(inFrontArc(O, 0, { q: 4, r: 0 })).toBe(false); // beyond 3
		expect(inRearArc(O, 0, { q: -3, r: 0 })).toBe(true);
		expect(inRearArc(O, 0, { q: -4, r: 0 })).toBe(false);
		expect(inFrontArc(O, 0, O)).toBe(false);
		expect(inRearArc(O, 0, O)).toBe(false);
		// A hex on the corner line between B and C (abeam) is seen through both, and counts as front.
		expect(sidesSeen(O, 0, { q: -1, r: 2 })).toEqual(['B', 'C']);
		expect(inFrontArc(O, 0, { q: -1, r: 2 })).toBe(true);
		expect(inRearArc(O, 0, { q: -1, r: 2 })).toBe(false);
		// Corner between A and B.
		expect(sidesSeen(O, 0, { q: 2, r: -1 })).toEqual(['A', 'B']);
		// Each hex within 3 is in exactly one arc.
		for (let q = -3; q <= 3; q++)
			for (let r = -3; r <= 3; r++) {
				const d = (Math.abs(q) + Math.abs(r) + Math.abs(q + r)) / 2;
				if (d === 0 || d > 3) continue;
				for (let f = 0; f < 6; f++)
					expect(inFrontArc(O, f, { q, r }) !== inRearArc(O, f, { q, r })).toBe(true);
			}
	});

	it('draws the fire line as the three hexes straight ahead of side A', () => {
		expect(fireLine(O, 0)).toEqual([
			{ q: 1, r: 0 },
			{ q: 2, r: 0 },
			{ q: 3, r: 0 }
		]);
		expect(fireLineRange(O, 1, { q: 0, r: 2 })).toBe(2);
		expect(fireLineRange(O, 0, { q: 1, r: 1 })).toBe(0);
		expect(fireLineRange(O, 0, { q: 4, r: 0 })).toBe(0);
	});
});

describe('pair geometry for combat', () => {
	it('gives range, fire line, the target side facing the shooter and the aspect', () => {
		// Shooter two hexes behind a target, both facing east: fire line 2, hits side D, from the rear.
		expect(pairGeometry({ col: 10, row: 10, facing: 0 }, { col: 12, row: 10, facing: 0 })).toEqual({
			range: 2,
			fireLine: 2,
			shooterSides: ['A'],
			targetSide: 'D',
			sameFacing: true,
			parallel: true,
			aspect: 'rear'
		});
		// Head-on: side A, from the front.
		expect(
			pairGeometry({ col: 10, row: 10, facing: 0 }, { col: 11, row: 10, facing: 3 })
		).toMatchObject({
			targetSide: 'A',
			aspect: 'front',
			parallel: true,
			sameFacing: false
		});
		// Same hex: D by default.
		expect(
			pairGeometry({ col: 10, row: 10, facing: 0 }, { col: 10, row: 10, facing: 0 })
		).toMatchObject({
			range: 0,
			targetSide: 'D',
			aspect: 'rear'
		});
	});
});
