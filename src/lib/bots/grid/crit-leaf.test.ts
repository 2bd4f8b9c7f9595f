/**
 * Issue 30, twelfth try (docs/decisions.md, "The "Tally Ho!" hard bot, twelfth try"): in a fight
 * for kills (C-M3: the sweeps) the score gives a plane made critical and still in play ½ a kill,
 * but the rollouts' leaf valued the coming fire step's criticals only by the HP they cost.
 * `critLeaf` 60 (½ of a 6-HP fighter's 120) counts them; `critLeafWhen` 'kills' keeps balloon
 * busting (C-M5), where it measured nothing (eleventh try), as it was. The tests hold where it
 * counts and that the rollouts' leaf gains just that term. (The tournament's 2 v 2 sweep is a
 * fighter sweep with two planes a side: the same mission here.)
 */
import { describe, expect, it } from 'vitest';
import { plane, stateAt } from '../../rules/grid/fixtures';
import type { GridState } from '../../rules/grid/index';
import { seededDice } from '../../rules/common/dice';
import { DEFAULT_SEARCH, critLeafFor, fireStepValue, rollout, type SearchOptions } from './search';

/** At the fire step: A1 right behind B1 (4 HP: a volley may make it critical, G-FIRE-4). */
function behind(mission: 'fighter-sweep' | 'balloon-busting'): GridState {
	const s = stateAt({
		mission,
		board: { width: 14, height: 8 },
		planes: [
			plane('A1', 'camel', 'A', 5, 3, 2),
			plane('B1', 'fokker-dvii', 'B', 6, 3, 2, { hp: 4 })
		],
		terrain:
			mission === 'balloon-busting'
				? { balloons: [{ id: 'b1', side: 'B', x: 13, y: 7, hp: 3 }] }
				: undefined
	});
	expect(s.phase).toBe('fire');
	return s;
}

const off: SearchOptions = { ...DEFAULT_SEARCH, critLeaf: 0 };
/** What a rollout from the fire step gains with `options` over `critLeaf` 0, for side A. */
const gain = (s: GridState, options: SearchOptions) =>
	rollout(s, 'A', seededDice(1), options) - rollout(s, 'A', seededDice(1), off);

describe('criticals in the leaf’s fire step, in fights for kills only (critLeaf, critLeafWhen)', () => {
	it('is the default: 60 in the sweeps, nothing in balloon busting', () => {
		expect(DEFAULT_SEARCH.critLeaf).toBe(60);
		expect(DEFAULT_SEARCH.critLeafWhen).toBe('kills');
		expect(critLeafFor(DEFAULT_SEARCH, behind('fighter-sweep'))).toBe(60);
		expect(critLeafFor(DEFAULT_SEARCH, behind('balloon-busting'))).toBe(0);
		// 'all' is the option's meaning before this try: every mission.
		const all = { ...DEFAULT_SEARCH, critLeafWhen: 'all' as const };
		expect(critLeafFor(all, behind('balloon-busting'))).toBe(60);
	});

	it('a sweep’s rollout gains the chance to make B1 critical, times 60', () => {
		const s = behind('fighter-sweep');
		const crit = fireStepValue(s, 'A', 60, true) - fireStepValue(s, 'A', 0, true);
		// A camel at range 1: its dice may take B1 from 4 HP to critical (2) without a kill.
		expect(crit).toBeGreaterThan(5);
		expect(crit).toBeLessThan(60);
		expect(gain(s, DEFAULT_SEARCH)).toBeCloseTo(crit, 9);
	});

	it('balloon busting’s rollouts are valued as before, unless asked for every mission', () => {
		const s = behind('balloon-busting');
		expect(gain(s, DEFAULT_SEARCH)).toBe(0);
		expect(gain(s, { ...DEFAULT_SEARCH, critLeafWhen: 'all' })).toBeGreaterThan(5);
	});
});
