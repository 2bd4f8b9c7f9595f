import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { restoreDice, scriptedDice, seededDice } from '../common/dice';
import { stateHash } from '../common/hash';
import { newDamageDecks } from './cards';
import { drawChits } from './chits';
import { applyHits, endOfTurn } from './damage';
import type { Shooter, Target } from './fire';
import { ahead, ALL_OPTIONAL, BRISTOL_F2B, FOKKER_DR1, settingsFor, trackFor } from './fixtures';
import type { PairGeometry } from './geometry';
import { resolveShot2013, resolveShotCrt, shotCombatValue, type ShotFacts } from './shot';
import { chooseAutomaticTarget } from './targeting';
import type { DamageDecks } from './types';

const fokker = (over: Partial<Shooter> = {}): Shooter => ({
	id: 'fokker',
	side: 'central',
	stability: 'A',
	track: trackFor(FOKKER_DR1),
	altitude: null,
	speed: 2,
	...over
});
const bristol: Target = { id: 'bristol', side: 'entente', out: false, altitude: null, speed: 3 };
const facts: ShotFacts = { turn: 1, sameTargetAsLastTurn: false, tailing: false };
const decks = (b: string[]): DamageDecks => ({
	A: { drawPile: [], discards: [] },
	B: { drawPile: b, discards: [] },
	C: { drawPile: [], discards: [] },
	D: { drawPile: [], discards: [] }
});

describe('a whole 2013 shot (H-COMB-5)', () => {
	it('worked example: Fokker at range 2, medium, stability A rolls 3 dice — white, red, blue on the Bristol’s side B', () => {
		const s = settingsFor('edition2013');
		// dice: white (1), red (6), blue (4)
		const r = resolveShot2013(
			{ position: 'pilot', target: 'bristol', burst: 'medium' },
			fokker(),
			bristol,
			ahead(2, 'B'),
			s,
			facts,
			decks(['B02', 'B03']),
			scriptedDice([1, 6, 4])
		);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.pool.dice).toBe(3);
		expect(r.value.roll.counts).toEqual({ white: 1, blue: 1, red: 1 });
		expect(r.value.hits.map((h) => [h.id, h.half, h.by])).toEqual([
			['B02', 'red', 'fokker'],
			['B03', 'blue', 'fokker']
		]);
		const applied = applyHits(
			trackFor(BRISTOL_F2B),
			r.value.hits,
			{ plane: 'bristol', turn: 1, settings: s },
			scriptedDice([])
		);
		expect(applied.track.marked).toMatchObject({ wings: 5, engine: 1 });
	});

	it('an illegal shot is refused with its reason and rolls nothing', () => {
		const dice = scriptedDice([]);
		const r = resolveShot2013(
			{ position: 'pilot', target: 'bristol', burst: 'long' },
			fokker({ track: { ...trackFor(FOKKER_DR1), spinning: true } }),
			bristol,
			ahead(1),
			settingsFor('edition2013'),
			facts,
			decks([]),
			dice
		);
		expect(r).toMatchObject({
			ok: false,
			code: 'hex.fire.spinning',
			reason: 'A spinning plane cannot fire.'
		});
		expect(dice.used).toBe(0);
	});

	it('with altitude a lower target adds a die', () => {
		const s = settingsFor('edition2013', { altitude: true });
		const r = resolveShot2013(
			{ position: 'pilot', target: 'bristol', burst: 'short' },
			fokker({ altitude: 3 }),
			{ ...bristol, altitude: 2 },
			ahead(1),
			s,
			facts,
			decks([]),
			scriptedDice([1, 1, 1, 1])
		);
		expect(r.ok && r.value.pool.dice).toBe(4);
	});
});

describe('a whole classic / online shot (H-COMB-6)', () => {
	it('combat value + d6 on the CRT → chits owed with the shooter’s aspect', () => {
		const s = settingsFor('online');
		// range 1, stability A (+2), two guns, parallel from the rear: 7 + 2 = 9; die 4 → 2R
		const r = resolveShotCrt(
			{ position: 'pilot', target: 'bristol', burst: 'short' },
			fokker(),
			bristol,
			ahead(1, 'D'),
			s,
			facts,
			scriptedDice([4])
		);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.value.value).toBe(9);
		expect(r.value.result.code).toBe('2R');
		expect(r.value.owed).toEqual([
			{ half: 'red', by: 'fokker', aspect: 'rear', sameAltitude: true },
			{ half: 'red', by: 'fokker', aspect: 'rear', sameAltitude: true }
		]);
	});

	it('online automatic targeting picks the best combat value, then the nearer target', () => {
		const s = settingsFor('online');
		const near: PairGeometry = { ...ahead(1, 'B'), parallel: false };
		const far = ahead(2, 'D');
		const cv = (g: PairGeometry) => {
			const r = resolveShotCrt(
				{ position: 'pilot', target: 'bristol', burst: 'short' },
				fokker(),
				bristol,
				g,
				s,
				facts,
				scriptedDice([1])
			);
			return r.ok ? shotCombatValue(r.value.shot, fokker(), bristol, g, s, facts).value : -99;
		};
		const options = [
			{ target: 'near', combatValue: cv(near), range: 1 },
			{ target: 'far', combatValue: cv(far), range: 2 }
		];
		expect(options.map((o) => o.combatValue)).toEqual([8, 5]);
		expect(chooseAutomaticTarget(options, scriptedDice([]))?.target).toBe('near');
		const tie = [
			{ target: 'x', combatValue: 6, range: 3 },
			{ target: 'y', combatValue: 6, range: 2 },
			{ target: 'z', combatValue: 6, range: 2 }
		];
		expect(chooseAutomaticTarget(tie, scriptedDice([2]))?.target).toBe('z');
		expect(chooseAutomaticTarget([], scriptedDice([]))).toBeNull();
	});
});

describe('determinism for replays (H-END-3)', () => {
	/** A few turns of fire and damage, all randomness from one seeded Dice. */
	function play(seed: number, snapshotAt?: number) {
		const dice = seededDice(seed);
		const s = settingsFor('edition2013', ALL_OPTIONAL);
		let d = newDamageDecks(dice);
		let target = trackFor(BRISTOL_F2B, ALL_OPTIONAL);
		let snapshot = null;
		for (let turn = 1; turn <= 6; turn++) {
			if (turn === snapshotAt) snapshot = { dice: dice.snapshot(), d, target };
			const shot = resolveShot2013(
				{ position: 'pilot', target: 'bristol', burst: 'long' },
				fokker(),
				bristol,
				ahead(1, 'C'),
				s,
				{ ...facts, turn },
				d,
				dice
			);
			if (!shot.ok) break;
			d = shot.value.decks;
			target = applyHits(
				target,
				shot.value.hits,
				{ plane: 'bristol', turn, settings: s },
				dice
			).track;
			target = endOfTurn(target, 'bristol', turn).track;
		}
		return { hash: stateHash({ d, target }), snapshot };
	}

	it('the same seed gives the same final state hash', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
				expect(play(seed).hash).toBe(play(seed).hash);
			}),
			{ numRuns: 25 }
		);
	});

	it('the dice snapshot is plain JSON and continues the same sequence', () => {
		const { snapshot } = play(42, 3);
		const copy = JSON.parse(JSON.stringify(snapshot));
		expect(restoreDice(copy.dice).d6()).toBe(restoreDice(snapshot!.dice).d6());
	});

	it('classic chits for one target are drawn in one go from the seed', () => {
		const a = drawChits(
			[
				{ half: 'red', aspect: 'other', sameAltitude: true },
				{ half: 'blue', aspect: 'rear', sameAltitude: true }
			],
			seededDice(9)
		);
		const b = drawChits(
			[
				{ half: 'red', aspect: 'other', sameAltitude: true },
				{ half: 'blue', aspect: 'rear', sameAltitude: true }
			],
			seededDice(9)
		);
		expect(a).toEqual(b);
		expect(a[0].half).toBe('blue');
	});
});
