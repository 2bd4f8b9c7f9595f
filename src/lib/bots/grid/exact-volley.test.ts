import { describe, expect, it } from 'vitest';
import { seededDice } from '../../rules/common/dice';
import { plane, stateAt } from '../../rules/grid/fixtures';
import { legalShots } from '../../rules/grid/fire';
import { applyOrder, viewFor, type GridState } from '../../rules/grid/index';
import { chooseGridOrder } from './index';
import { chooseShotsExact, poolOutcome, targetGain } from './exact-volley';
import { chooseShots, sidePlanes } from './volley';

/**
 * Brute force over every die face and major-table row (002 lines 63–92: 1–3 nothing, 4–5 −1 HP,
 * a 6 rolls the major table: 1, 2, 5 −1 HP, 3–4 −2 HP, 6 critical and −3 HP).
 */
function bruteForce(dice: number, hp: number, critical: number) {
	const faces: { p: number; hp: number; crit: boolean }[] = [];
	for (let r = 1; r <= 6; r++) {
		if (r <= 3) faces.push({ p: 1 / 6, hp: 0, crit: false });
		else if (r <= 5) faces.push({ p: 1 / 6, hp: 1, crit: false });
		else
			for (let m = 1; m <= 6; m++)
				faces.push({ p: 1 / 36, hp: [1, 1, 2, 2, 1, 3][m - 1], crit: m === 6 });
	}
	let kill = 0;
	let crit = 0;
	let lost = 0;
	const walk = (d: number, p: number, dmg: number, c: boolean) => {
		if (d === dice) {
			const v = Math.min(hp, dmg);
			lost += p * v;
			if (v >= hp) kill += p;
			else if (critical >= 0 && (c || hp - v <= critical)) crit += p;
			return;
		}
		for (const f of faces) walk(d + 1, p * f.p, dmg + f.hp, c || f.crit);
	};
	walk(0, 1, 0, false);
	return { kill, critical: crit, hp: lost };
}

/** The sweep's fire step: A1 (Camel) faces east with B1 and B2 (Fokker D.VIIs) in its arc. */
function sweepFire(b1: { hp: number; critical?: boolean }, b2: { hp: number }): GridState {
	return stateAt({
		mission: 'fighter-sweep',
		planes: [
			plane('A1', 'camel', 'A', 2, 4, 2),
			plane('B1', 'fokker-dvii', 'B', 4, 4, 2, b1),
			plane('B2', 'fokker-dvii', 'B', 4, 5, 0, b2)
		]
	});
}

describe('hard: the exact volley (issue 30, fifth try)', () => {
	it('the pooled damage distribution follows the G-FIRE-2/3 die and major table exactly', () => {
		for (const [dice, hp, critical] of [
			[1, 6, 2],
			[2, 3, 2],
			[3, 6, 2],
			[3, 2, 2],
			[2, 8, 3],
			[3, 6, -1]
		])
			for (const [k, v] of Object.entries(bruteForce(dice, hp, critical)))
				expect(poolOutcome(dice, hp, critical)[k as 'kill']).toBeCloseTo(v, 12);
		// One die at a 1-HP plane: 4, 5 or 6 (every major row takes at least 1 HP) — a half.
		expect(poolOutcome(1, 1, 0).kill).toBeCloseTo(1 / 2, 12);
		// Major row 6 makes a plane critical however many HP it keeps (002 line 92).
		expect(poolOutcome(1, 6, 2).critical).toBeCloseTo(1 / 36, 12);
	});

	it('a critical plane is worth only the rest of a kill; a plane near its critical points a half more', () => {
		// B1 critical at 2 HP must withdraw already (½ counted, 002 line 125, C-M3 002 line 394);
		// B2 at 3 HP goes critical with any hit.
		const s = sweepFire({ hp: 2, critical: true }, { hp: 3 });
		const at1 = poolOutcome(6, 2, 2);
		expect(targetGain(s, 'B1', 6)).toBeCloseTo(0.5 * at1.kill + 0.05 * at1.hp, 12);
		const at2 = poolOutcome(4, 3, 2);
		expect(targetGain(s, 'B2', 4)).toBeCloseTo(at2.kill + 0.5 * at2.critical + 0.05 * at2.hp, 12);
	});

	it('shoots the plane it can make critical rather than finish one already withdrawing (greedy does not)', () => {
		const s = sweepFire({ hp: 2, critical: true }, { hp: 3 });
		expect(s.phase).toBe('fire');
		const a = sidePlanes(s, 'A');
		// The greedy gun-by-gun choice (normal's) takes the 6 dice at the critical B1 …
		expect(chooseShots(s, a, 0, seededDice(1))).toEqual([{ plane: 'A1', gun: 'mg', target: 'B1' }]);
		// … the exact choice the 4 dice at B2, and hard with the option gives that order.
		const exact = [{ plane: 'A1', gun: 'mg', target: 'B2' }];
		expect(chooseShotsExact(s, a)).toEqual(exact);
		expect(chooseGridOrder(viewFor(s, 'A'), 'hard', seededDice(3), { exactFire: true })).toEqual({
			kind: 'fire',
			side: 'A',
			shots: exact
		});
		// Off (the default), hard fires like normal.
		expect(chooseGridOrder(viewFor(s, 'A'), 'hard', seededDice(3))).toEqual({
			kind: 'fire',
			side: 'A',
			shots: [{ plane: 'A1', gun: 'mg', target: 'B1' }]
		});
		// The engine agrees: over 2,000 seeded fire steps the exact volley scores more (C-M3: one
		// per plane down, ½ per plane made to withdraw that was not critical before).
		const score = (target: string) => {
			let total = 0;
			for (let seed = 1; seed <= 2000; seed++) {
				const start = { ...s, dice: seededDice(seed).snapshot() };
				const a1 = applyOrder(start, {
					kind: 'fire',
					side: 'A',
					shots: [{ plane: 'A1', gun: 'mg', target }]
				});
				if (!a1.ok) throw new Error(a1.reason);
				let next = a1.value.state;
				if (next.phase === 'fire') {
					const b = applyOrder(next, { kind: 'fire', side: 'B', shots: [] });
					if (!b.ok) throw new Error(b.reason);
					next = b.value.state;
				}
				for (const id of ['B1', 'B2']) {
					const before = s.planes.find((p) => p.id === id)!;
					const after = next.planes.find((p) => p.id === id)!;
					if (after.status === 'shot-down') total += before.critical ? 0.5 : 1;
					else if (after.critical && !before.critical) total += 0.5;
				}
			}
			return total / 2000;
		};
		expect(score('B2')).toBeGreaterThan(score('B1') + 0.15);
	});

	it('two guns: concentrates where the pooled dice finish a plane, never leaves a gun silent', () => {
		const s = stateAt({
			mission: 'fighter-sweep',
			planes: [
				plane('A1', 'camel', 'A', 2, 4, 2),
				plane('A2', 'camel', 'A', 2, 5, 2),
				plane('B1', 'fokker-dvii', 'B', 4, 4, 2, { hp: 2, critical: true }),
				plane('B2', 'fokker-dvii', 'B', 4, 5, 0, { hp: 3 })
			]
		});
		const a = sidePlanes(s, 'A');
		const shots = chooseShotsExact(s, a);
		expect(shots.map((x) => x.plane).sort()).toEqual(['A1', 'A2']);
		const pools = (v: typeof shots) => {
			const m = new Map<string, number>();
			for (const x of v) {
				const plan = a
					.flatMap((p) => legalShots(s, p))
					.find((q) => q.order.plane === x.plane && q.order.target === x.target)!;
				m.set(x.target, (m.get(x.target) ?? 0) + plan.dice);
			}
			let total = 0;
			for (const [t, d] of m) total += targetGain(s, t, d);
			return total;
		};
		expect(pools(shots)).toBeGreaterThanOrEqual(pools(chooseShots(s, a, 0, seededDice(1))));
	});
});
