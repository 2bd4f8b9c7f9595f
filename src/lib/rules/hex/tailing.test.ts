import { describe, expect, it } from 'vitest';
import { scenarioState, type ScenarioInput, type ScenarioPlane } from './scenario';
import { computeTailing, tailingCombatBonus } from './tailing';
import { lockPlot, viewFor } from './view';
import { scriptedDice } from '../common/dice';
import type { HexGameState } from './types';

const E = (
	id: string,
	hex: string,
	facing: number,
	more: Partial<ScenarioPlane> = {}
): ScenarioPlane => ({
	id,
	seat: id,
	aircraft: 'sopwith-camel',
	hex,
	facing: facing as 0,
	...more
});
const C = (
	id: string,
	hex: string,
	facing: number,
	more: Partial<ScenarioPlane> = {}
): ScenarioPlane => ({
	...E(id, hex, facing, more),
	aircraft: 'albatros-d3'
});

function game(planes: ScenarioPlane[], more: Partial<ScenarioInput> = {}): HexGameState {
	const r = scenarioState({ planes, ...more });
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}
const pairs = (s: HexGameState) =>
	s.tailing.pairs.map((p) => `${p.tailer}>${p.tailed}${p.revealed ? '' : ' (blind)'}`);

describe('tailing', () => {
	it('H-TAIL-1 X tails Y when Y is in X front arc and X in Y rear arc, within 3 hexes', () => {
		// Camel two hexes behind an Albatros, both flying east.
		expect(pairs(game([E('camel', '1010', 0), C('alb', '1210', 0)]))).toEqual(['camel>alb']);
		// Head-on: each is in the other's front arc, nobody tails.
		expect(pairs(game([E('camel', '1010', 0), C('alb', '1210', 3)]))).toEqual([]);
		// Four hexes behind: out of range.
		expect(pairs(game([E('camel', '1010', 0), C('alb', '1410', 0)]))).toEqual([]);
		// Flying side by side (abeam): the corner hex counts as front arc, so nobody tails.
		expect(pairs(game([E('camel', '1010', 0), C('alb', '1012', 0)]))).toEqual([]);
	});

	it('H-TAIL-2 no tailing with smoke or fire, by novices, or more than one level apart', () => {
		const behind = (more: Partial<ScenarioPlane>, extra: Partial<ScenarioInput> = {}) =>
			pairs(game([E('camel', '1010', 0, more), C('alb', '1210', 0)], extra));
		expect(behind({ smoking: true })).toEqual([]);
		expect(behind({ onFire: true })).toEqual([]);
		expect(behind({ novice: true }, { rules: { optional: { novicePilots: true } } })).toEqual([]);
		// Without the novice rule the flag is ignored.
		expect(behind({ novice: true })).toEqual(['camel>alb']);
		const alt = { rules: { optional: { altitude: true } } };
		expect(
			pairs(
				game([E('camel', '1010', 0, { altitude: 4 }), C('alb', '1210', 0, { altitude: 2 })], alt)
			)
		).toEqual([]);
		expect(
			pairs(
				game([E('camel', '1010', 0, { altitude: 4 }), C('alb', '1210', 0, { altitude: 3 })], alt)
			)
		).toEqual(['camel>alb']);
	});

	it('H-TAIL-2 a plane tails at most one enemy (the nearest), classic also tails every eligible friendly', () => {
		const s = game([E('camel', '1010', 0), C('near', '1110', 0), C('far', '1310', 0)]);
		expect(pairs(s)).toEqual(['camel>near']);
		const friends = [E('camel', '1010', 0), E('pup', '1110', 0), C('alb', '1210', 0)];
		expect(pairs(game(friends))).toEqual(['camel>alb', 'pup>alb']);
		expect(pairs(game(friends, { preset: 'classic1983' }))).toEqual([
			'camel>pup',
			'camel>alb',
			'pup>alb'
		]);
	});

	it('H-TAIL-3 a chain resolves from its head and each tailer is told the direction only', () => {
		let s = game([E('a', '0510', 0), C('b', '0710', 0), E('c', '0910', 0)], {
			rules: { optional: { altitude: true } }
		});
		expect(pairs(s)).toEqual(['a>b', 'b>c']);
		expect(s.tailing.order).toEqual(['c', 'b', 'a']);
		// Before c locks, b is told nothing.
		expect(viewFor(s, 'b').told).toEqual([
			{ tailer: 'b', tailed: 'c', direction: null, altitude: null }
		]);
		const locked = lockPlot(s, 'c', { maneuver: '14L3', altitude: 'dive' });
		expect(locked.ok).toBe(true);
		if (!locked.ok) return;
		s = locked.value;
		expect(viewFor(s, 'b').told).toEqual([
			{ tailer: 'b', tailed: 'c', direction: 'L', altitude: 'dive' }
		]);
		// The tailer never sees the maneuver itself, and nobody else is told.
		expect(viewFor(s, 'b').myPlots).toEqual({});
		expect(viewFor(s, 'a').told).toEqual([
			{ tailer: 'a', tailed: 'b', direction: null, altitude: null }
		]);
	});

	it('H-TAIL-3 a cycle starts at a member picked by the dice, who plots without being told', () => {
		// A ring of four planes, each on the tail of the next (found by search over the geometry).
		const ring = [E('a', '1310', 1), C('b', '1411', 0), E('c', '1410', 4), C('d', '1409', 3)];
		const s = game(ring, { dice: [3] }); // below(4) → 2 → plane c starts
		expect(s.tailing.cycleStarters).toEqual(['c']);
		expect(pairs(s)).toEqual(['a>b', 'b>c', 'c>d (blind)', 'd>a']);
		expect(s.tailing.order).toEqual(['c', 'b', 'a', 'd']);
		const other = computeTailing(s, scriptedDice([1]));
		expect(other.cycleStarters).toEqual(['a']);
		expect(other.order).toEqual(['a', 'd', 'c', 'b']);
		// The starter is not told even after its tailed plane locks.
		const locked = lockPlot(s, 'd', { maneuver: '11R2' });
		expect(locked.ok && viewFor(locked.value, 'c').told).toEqual([
			{ tailer: 'c', tailed: 'd', direction: null, altitude: null }
		]);
	});

	it('H-TAIL-4 online tailing adds a combat-value bonus by range, never for observers', () => {
		const planes = [E('camel', '1010', 0), C('alb', '1210', 0)];
		const online = game(planes, { preset: 'online' });
		expect(tailingCombatBonus(online, 'camel', 'alb', 2, 'pilot')).toBe(1);
		expect(tailingCombatBonus(online, 'camel', 'alb', 1, 'pilot')).toBe(2);
		expect(tailingCombatBonus(online, 'camel', 'alb', 1, 'observer')).toBe(0);
		expect(tailingCombatBonus(online, 'alb', 'camel', 1, 'pilot')).toBe(0);
		expect(tailingCombatBonus(game(planes), 'camel', 'alb', 1, 'pilot')).toBe(0);
	});
});
