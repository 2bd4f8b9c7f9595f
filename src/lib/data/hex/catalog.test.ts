import { describe, expect, it } from 'vitest';
import { hexesEntered, MANEUVER_CODE_PATTERN, MANEUVERS, type Maneuver } from './maneuvers';
import { BOARDS } from './boards';
import { PRESETS, rulesetOptions } from './rulesets';
import { flyPath } from '../../rules/hex/movement';
import { mapInfo } from '../../rules/hex/map';
import { toAxial } from '../../rules/hex/geometry';

const ALL = Object.values(MANEUVERS);
const info = mapInfo({ boards: ['standard'] });
const START = { col: 16, row: 11, facing: 0 as const };

function fly(m: Maneuver) {
	return flyPath(info, START, m);
}
/** Offset from the start in axial coordinates. */
function offset(p: { col: number; row: number }) {
	const a = toAxial(p.col, p.row);
	const s = toAxial(START.col, START.row);
	return { dq: a.q - s.q, dr: a.r - s.r };
}
describe('maneuver catalog', () => {
	it('gives every maneuver a unique code in the grammar number, L/S/R, speed', () => {
		const codes = ALL.map((m) => m.code);
		expect(new Set(codes).size).toBe(codes.length);
		for (const m of ALL) {
			const match = MANEUVER_CODE_PATTERN.exec(m.code);
			expect(match, m.code).not.toBeNull();
			expect(Number(match![1])).toBe(m.number);
			expect(match![2]).toBe(m.direction);
			expect(Number(match![3])).toBe(m.speed);
		}
	});

	it('keeps speeds 1–4, the spin 0S2 excepted', () => {
		for (const m of ALL) {
			if (m.code === '0S2') continue;
			expect(m.speed, m.code).toBeGreaterThanOrEqual(1);
			expect(m.speed, m.code).toBeLessThanOrEqual(4);
		}
		expect(MANEUVERS['0S2'].spin).toBe(true);
	});

	it('enters as many hexes as its speed, unless it explicitly ends in its start hex', () => {
		for (const m of ALL) {
			const result = fly(m);
			if (m.endsInStartHex) {
				expect([result.col, result.row], m.code).toEqual([START.col, START.row]);
			} else {
				expect(hexesEntered(m.path), m.code).toBe(m.speed);
				expect(result.entered.length, m.code).toBe(m.speed);
			}
		}
	});

	it('makes L and R versions mirror images of each other', () => {
		const rights = ALL.filter((m) => m.direction === 'R');
		expect(rights.length).toBeGreaterThan(10);
		for (const r of rights) {
			const l = MANEUVERS[`${r.number}L${r.speed}`];
			expect(l, r.code).toBeDefined();
			const { path: _a, code: _b, direction: _c, ...rFlags } = r;
			const { path: _d, code: _e, direction: _f, ...lFlags } = l;
			expect(lFlags).toEqual(rFlags);
			const fr = fly(r);
			const fl = fly(l);
			// Mirror across the start facing (east): (dq, dr) → (dq + dr, −dr), facing f → −f.
			expect(fr.entered.length).toBe(fl.entered.length);
			fr.entered.forEach((hex, i) => {
				const a = offset(hex);
				const b = offset(fl.entered[i]);
				expect([b.dq, b.dr], `${r.code} step ${i}`).toEqual([a.dq + a.dr, -a.dr || 0]);
			});
			expect(fl.facing).toBe((6 - fr.facing) % 6);
			// An R maneuver turns right or slips to the right (south of an east-facing start).
			const endDr = offset(fr.entered[fr.entered.length - 1] ?? START).dr;
			expect(fr.facing !== 0 || endDr > 0, `${r.code} goes right`).toBe(true);
		}
		for (const l of ALL.filter((m) => m.direction === 'L'))
			expect(MANEUVERS[`${l.number}R${l.speed}`], l.code).toBeDefined();
	});

	it('ends every S maneuver on its start facing or reversed', () => {
		for (const m of ALL.filter((x) => x.direction === 'S')) {
			expect([0, 3], m.code).toContain(fly(m).facing);
		}
		expect(fly(MANEUVERS['29S2']).facing).toBe(3); // Immelmann reverses
	});

	it('keeps the classic number ranges for every flag', () => {
		for (const m of ALL) {
			expect(!!m.preparation, m.code).toBe(m.direction === 'S' && m.number >= 2 && m.number <= 5);
			expect(!!m.glide, m.code).toBe([2, 3, 8].includes(m.number));
			expect(!!m.sideslip, m.code).toBe([8, 16, 17].includes(m.number));
			expect(!!m.acrobatic, m.code).toBe(m.number >= 27 && m.number <= 36);
			expect(!!m.nonRepeatable, m.code).toBe([1, 28, 31, 36].includes(m.number));
			expect(!!m.stall, m.code).toBe(m.number === 1);
		}
		expect(['1L1', '1S1', '1R1'].every((c) => MANEUVERS[c]?.stall)).toBe(true);
		expect(MANEUVERS['29S2'].acrobatic).toBe(true);
		expect(MANEUVERS['14L3'].speed).toBe(3);
		expect(ALL.some((m) => m.forwardSlip)).toBe(true);
	});
});

describe('boards and rulesets', () => {
	it('ships boards of at least 30 × 20 full hexes', () => {
		for (const b of Object.values(BOARDS)) {
			expect(b.columns).toBeGreaterThanOrEqual(30);
			expect(b.rows).toBeGreaterThanOrEqual(20);
		}
	});

	it('follows the preset table and lets every default be overridden', () => {
		expect(PRESETS.edition2013.leavingMap).toBe('shotDown');
		expect(PRESETS.classic1983.sameHexShots).toBe(true);
		expect(PRESETS.online.leavingMap).toBe('retired');
		expect(PRESETS.online.firstTurn).toBe('free');
		expect(PRESETS.online.targeting).toBe('automatic');
		const r = rulesetOptions('edition2013', { lewisAmmo: 7, optional: { fuel: true } });
		expect(r.lewisAmmo).toBe(7);
		expect(r.optional).toEqual({
			altitude: false,
			fuel: true,
			observers: false,
			lewisGun: false,
			novicePilots: false
		});
	});
});
