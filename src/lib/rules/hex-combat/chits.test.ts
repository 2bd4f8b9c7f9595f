import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import type { DamageChit } from '../../data/hex-combat/types';
import { parseEffect } from '../../data/hex-combat/notation';
import { convertDirectional, drawChits, type ChitOwed } from './chits';

const chit = (id: string, line: string): DamageChit => {
	const [b, r] = line.split('|');
	return { id, blue: parseEffect(b), red: parseEffect(r), known: true };
};
const CUP = [chit('t', 't1 | t3'), chit('e', 'e2 | e4'), chit('s', '!smoke | !fire')];
const owe = (
	half: 'blue' | 'red',
	aspect: ChitOwed['aspect'] = 'other',
	sameAltitude = true
): ChitOwed => ({ half, aspect, sameAltitude });

describe('classic chits (H-DMG-3)', () => {
	it('draws all hits together, blue first, then red, without putting any back', () => {
		// owed red, blue, red → drawn blue, red, red; picks: index 0 of 3, 0 of 2, 0 of 1
		const hits = drawChits([owe('red'), owe('blue'), owe('red')], scriptedDice([1, 1, 1]), CUP);
		expect(hits.map((h) => [h.id, h.half])).toEqual([
			['t', 'blue'],
			['e', 'red'],
			['s', 'red']
		]);
		expect(new Set(hits.map((h) => h.id)).size).toBe(3);
	});

	it('◇ more hits than chits: the cup is refilled', () => {
		const hits = drawChits(
			[owe('blue'), owe('blue'), owe('blue'), owe('blue')],
			scriptedDice([3, 2, 1, 3]),
			CUP
		);
		expect(hits.map((h) => h.id)).toEqual(['s', 'e', 't', 's']);
	});

	it('same altitude, straight from the front: tail hits become engine hits', () => {
		expect(convertDirectional(parseEffect('t3 w1'), 'front', true).damage).toEqual({
			engine: 3,
			wings: 1
		});
		const [hit] = drawChits([owe('red', 'front')], scriptedDice([1]), CUP);
		expect(hit.effect.damage).toEqual({ engine: 3 });
	});

	it('same altitude, straight from the rear: engine hits become tail hits', () => {
		expect(convertDirectional(parseEffect('e2'), 'rear', true).damage).toEqual({ tail: 2 });
		const [hit] = drawChits([owe('blue', 'rear')], scriptedDice([2]), CUP);
		expect(hit.effect.damage).toEqual({ tail: 2 });
	});

	it('no conversion at different altitudes, from the side, or for lettered specials', () => {
		expect(convertDirectional(parseEffect('e2'), 'rear', false).damage).toEqual({ engine: 2 });
		expect(convertDirectional(parseEffect('e2'), 'other', true).damage).toEqual({ engine: 2 });
		const special = parseEffect('e1 !engine-hit');
		expect(convertDirectional(special, 'rear', true)).toBe(special);
	});
});
