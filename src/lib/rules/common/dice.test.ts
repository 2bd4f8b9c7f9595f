import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DiceScriptError, restoreDice, scriptedDice, seededDice } from './dice';
import { discard, drawCard, newDeck } from './deck';
import { rollSpecialPool, tally } from './special-dice';
import { stateHash } from './hash';
import { nextBelow, seedRng } from './rng';

describe('seeded dice', () => {
	it('gives the same sequence for the same seed and a different one for another seed', () => {
		const a = seededDice(42).pool(50);
		const b = seededDice(42).pool(50);
		const c = seededDice(43).pool(50);
		expect(a).toEqual(b);
		expect(a).not.toEqual(c);
		expect(a.every((v) => v >= 1 && v <= 6)).toBe(true);
	});

	it('follows rng.ts (sfc32, rejection sampling) value for value, snapshots included (property)', () => {
		// Issue 19: the Dice keeps the generator's words in fields; the stream must not change.
		fc.assert(
			fc.property(
				fc.integer(),
				fc.array(fc.integer({ min: 1, max: 2 ** 32 }), { maxLength: 40 }),
				(seed, sizes) => {
					const dice = seededDice(seed);
					const reference = seedRng(seed);
					for (const n of sizes) expect(dice.below(n)).toBe(nextBelow(reference, n));
					expect(dice.snapshot()).toEqual(reference);
				}
			)
		);
	});

	it('survives a JSON round trip mid-sequence', () => {
		const dice = seededDice(7);
		dice.pool(13);
		const saved = JSON.parse(JSON.stringify(dice.snapshot()));
		const rest = dice.pool(20);
		expect(restoreDice(saved).pool(20)).toEqual(rest);
	});

	it('does not change a snapshot when the restored dice roll on', () => {
		const snap = seededDice(9).snapshot();
		const before = JSON.stringify(snap);
		restoreDice(snap).pool(5);
		expect(JSON.stringify(snap)).toBe(before);
	});

	it('rolls every face of a d6 about equally often', () => {
		const counts = [0, 0, 0, 0, 0, 0];
		const dice = seededDice(123);
		for (let i = 0; i < 60000; i++) counts[dice.d6() - 1]++;
		for (const n of counts) expect(Math.abs(n - 10000)).toBeLessThan(400);
	});

	it('keeps every roll in range for any seed and die size (property)', () => {
		fc.assert(
			fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, sides) => {
				const dice = seededDice(seed);
				for (let i = 0; i < 20; i++) {
					const v = dice.roll(sides);
					if (v < 1 || v > sides || !Number.isInteger(v)) return false;
				}
				return true;
			})
		);
	});
});

describe('scripted dice', () => {
	it('consumes the script in order, for rolls, picks and choices', () => {
		const dice = scriptedDice([6, 1, 3, 2]);
		expect(dice.d6()).toBe(6);
		expect(dice.roll(4)).toBe(1);
		expect(dice.pick(['a', 'b', 'c'])).toBe('c');
		expect(dice.below(2)).toBe(1);
		expect(dice.used).toBe(4);
	});

	it('says so when the script runs out or a value does not fit', () => {
		expect(() => scriptedDice([]).d6()).toThrow(DiceScriptError);
		expect(() => scriptedDice([7]).d6()).toThrow(/does not fit/);
	});

	it('round-trips through JSON like seeded dice', () => {
		const dice = scriptedDice([1, 2, 3, 4]);
		dice.d6();
		const restored = restoreDice(JSON.parse(JSON.stringify(dice.snapshot())));
		expect(restored.pool(3)).toEqual([2, 3, 4]);
	});
});

describe('decks', () => {
	it('draws every card once, then reshuffles the discards when empty', () => {
		const dice = seededDice(5);
		let deck = newDeck(['a', 'b', 'c'], dice);
		const seen: string[] = [];
		for (let i = 0; i < 3; i++) {
			const draw = drawCard(deck, dice)!;
			expect(draw.reshuffled).toBe(false);
			seen.push(draw.card);
			deck = discard(draw.deck, draw.card);
		}
		expect(seen.sort()).toEqual(['a', 'b', 'c']);
		expect(deck.drawPile).toEqual([]);
		const again = drawCard(deck, dice)!;
		expect(again.reshuffled).toBe(true);
		expect(again.deck.drawPile.length + 1).toBe(3);
		expect(again.deck.discards).toEqual([]);
	});

	it('returns null when no card exists at all', () => {
		expect(drawCard({ drawPile: [], discards: [] }, seededDice(1))).toBeNull();
	});

	it('shuffles deterministically from a script', () => {
		// Fisher–Yates from the end: below(3) → 0 swaps c↔a, below(2) → 1 keeps b.
		expect(scriptedDice([1, 2]).shuffle(['a', 'b', 'c'])).toEqual(['c', 'b', 'a']);
	});
});

describe('special dice', () => {
	it('rolls faces from data and tallies them', () => {
		const die = {
			id: 'bluemax',
			faces: ['white', 'white', 'white', 'blue', 'blue', 'red'] as const
		};
		const faces = rollSpecialPool(die, 3, scriptedDice([1, 4, 6]));
		expect(faces).toEqual(['white', 'blue', 'red']);
		expect(tally(faces, ['white', 'blue', 'red'])).toEqual({ white: 1, blue: 1, red: 1 });
	});
});

describe('state hash', () => {
	it('ignores key order and notices any change', () => {
		expect(stateHash({ a: 1, b: [1, 2] })).toBe(stateHash({ b: [1, 2], a: 1 }));
		expect(stateHash({ a: 1, b: [1, 2] })).not.toBe(stateHash({ a: 1, b: [2, 1] }));
	});
});
