import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import {
	combatValue,
	crtLookup,
	parseCrtCode,
	rollCrt,
	type CombatValueInput
} from './combat-value';

const base: CombatValueInput = {
	range: 1,
	stability: 'B',
	targetStalled: false,
	attackerSpeed: 2,
	guns: 2,
	deflection: false,
	sameTargetAsLastTurn: false,
	tailing: false,
	position: 'pilot',
	burst: 'short'
};
const online = { tailingBonus: true, burstBonus: false };
const classic = { tailingBonus: false, burstBonus: true };
const cv = (change: Partial<CombatValueInput>, rules = online) =>
	combatValue({ ...base, ...change }, rules).value;

describe('combat value modifiers (H-COMB-6)', () => {
	it('base by range 3 / 2 / 1 / 0 is 3 / 4 / 7 / 9 (stability B adds − − +1 +2)', () => {
		expect([3, 2, 1, 0].map((range) => cv({ range }))).toEqual([3, 4, 8, 11]);
	});

	it('stability A +1 +1 +2 +3, C −1 − − +1', () => {
		expect([3, 2, 1, 0].map((range) => cv({ range, stability: 'A' }))).toEqual([4, 5, 9, 12]);
		expect([3, 2, 1, 0].map((range) => cv({ range, stability: 'C' }))).toEqual([2, 4, 7, 10]);
	});

	const rows: [string, Partial<CombatValueInput>, number[]][] = [
		['target stalled', { targetStalled: true }, [2, 2, 3, 0]],
		['attacker flew speed 3', { attackerSpeed: 3 }, [-3, -2, -1, 0]],
		['single gun', { guns: 1 }, [-3, -2, -2, -2]],
		['deflection', { deflection: true }, [-3, -2, -1, 0]],
		['fired at this target last turn', { sameTargetAsLastTurn: true }, [0, 1, 1, 2]],
		['tailing target', { tailing: true }, [1, 1, 2, 2]]
	];
	it.each(rows)('%s changes the value by the table row', (_why, change, byRange) => {
		expect([3, 2, 1, 0].map((range) => cv({ range, ...change }) - cv({ range }))).toEqual(byRange);
	});

	it('speed 4 counts as fast like speed 3 — speed 1 does not', () => {
		expect(cv({ attackerSpeed: 4 })).toBe(cv({ attackerSpeed: 3 }));
		expect(cv({ attackerSpeed: 1 })).toBe(cv({}));
	});

	it('lists every modifier with its reason', () => {
		const r = combatValue({ ...base, range: 2, stability: 'A', guns: 1, tailing: true }, online);
		expect(r.modifiers).toEqual([
			{ reason: 'base at range 2', value: 4 },
			{ reason: 'stability A', value: 1 },
			{ reason: 'single gun', value: -2 },
			{ reason: 'tailing target', value: 1 }
		]);
		expect(r.value).toBe(4);
	});

	it('tailing bonus only where the preset has it, never for observers (H-TAIL-4)', () => {
		expect(cv({ tailing: true }, classic)).toBe(cv({}, classic));
		expect(cv({ tailing: true, position: 'observer' })).toBe(cv({}));
	});

	it('◇ classic burst bonus: medium +1, long +2 — none online', () => {
		expect(cv({ burst: 'medium' }, classic) - cv({}, classic)).toBe(1);
		expect(cv({ burst: 'long' }, classic) - cv({}, classic)).toBe(2);
		expect(cv({ burst: 'long' })).toBe(cv({}));
	});
});

/**
 * The source's table, copied verbatim from the online rules page (source 004) as an
 * independent transcription: the lookup through scripted dice must give exactly these.
 */
const SOURCE_CRT = `
| 1 | - | - | - | B | B | B | B | 2B | R | R | BR | 2R | 3R | B3R | 4R |
| 2 | - | - | B | B | B | B | 2B | R | R | BR | 2R | 3R | B3R | 4R | 5R |
| 3 | - | B | B | B | B | 2B | R | R | BR | 2R | 3R | B3R | 4R | 5R | 6R |
| 4 | B | B | B | B | 2B | R | R | BR | 2R | 3R | B3R | 4R | 5R | 6R | 7R |
| 5 | B | B | B | 2B | R | R | BR | 2R | 3R | B3R | 4R | 5R | 6R | 7R | 8R |
| 6 | B | B | 2B | R | R | BR | 2R | 3R | B3R | 4R | 5R | 6R | 7R | 8R | 9R |`;
const EXPECTED: Record<string, { blue: number; red: number }> = {
	'-': { blue: 0, red: 0 },
	B: { blue: 1, red: 0 },
	'2B': { blue: 2, red: 0 },
	R: { blue: 0, red: 1 },
	BR: { blue: 1, red: 1 },
	'2R': { blue: 0, red: 2 },
	'3R': { blue: 0, red: 3 },
	B3R: { blue: 1, red: 3 },
	'4R': { blue: 0, red: 4 },
	'5R': { blue: 0, red: 5 },
	'6R': { blue: 0, red: 6 },
	'7R': { blue: 0, red: 7 },
	'8R': { blue: 0, red: 8 },
	'9R': { blue: 0, red: 9 }
};
const CELLS = SOURCE_CRT.trim()
	.split('\n')
	.flatMap((line) => {
		const [die, ...entries] = line
			.split('|')
			.map((c) => c.trim())
			.filter(Boolean);
		return entries.map((code, i) => ({ die: Number(die), value: i + 1, code }));
	});

describe('combat-results table (H-COMB-6)', () => {
	it('covers all 6 rows and 15 columns', () => {
		expect(CELLS).toHaveLength(90);
	});

	it.each(CELLS)('die $die, combat value $value → $code', ({ die, value, code }) => {
		const r = rollCrt(value, scriptedDice([die]));
		expect(r.code).toBe(code);
		expect({ blue: r.blue, red: r.red }).toEqual(EXPECTED[code]);
	});

	it('a combat value below 1 never hits', () => {
		for (const die of [1, 6]) expect(crtLookup(0, die).code).toBe('-');
		expect(crtLookup(-4, 6)).toMatchObject({ blue: 0, red: 0 });
	});

	it('above 15 the diagonals continue and anything beyond 9R is 9R', () => {
		expect(crtLookup(16, 1).code).toBe('5R');
		expect(crtLookup(16, 5).code).toBe('9R');
		expect(crtLookup(16, 6)).toMatchObject({ code: '9R', blue: 0, red: 9 });
		expect(crtLookup(30, 6).red).toBe(9);
	});

	it('parses every kind of entry', () => {
		for (const [code, expected] of Object.entries(EXPECTED))
			expect(parseCrtCode(code)).toEqual(expected);
		expect(() => parseCrtCode('X')).toThrow();
	});
});
