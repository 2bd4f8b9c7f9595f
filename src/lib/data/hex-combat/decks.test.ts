import { describe, expect, it } from 'vitest';
import { DAMAGE_CARDS_2013, DAMAGE_DECKS_2013 } from './decks-2013';
import { CHIT_CUP_CLASSIC } from './chits-classic';
import { formatEffect, parseEffect } from './notation';
import type { CounterSide, DamageArea, DamageEffect, SpecialEffect } from './types';

const boxes = (e: DamageEffect) =>
	(e.damage.wings ?? 0) + (e.damage.fuselage ?? 0) + (e.damage.tail ?? 0) + (e.damage.engine ?? 0);

/** How bad a half is: boxes + fuel/3 + a weight for its special (red specials are the worse ones). */
const SPECIAL_WEIGHT: Record<SpecialEffect, number> = {
	'wings-damaged': 1,
	'wings-crippled': 2,
	'guns-jammed': 1,
	'gun-destroyed': 2,
	'engine-hit': 1,
	smoke: 1,
	fire: 3,
	'observer-wounded': 1,
	'observer-killed': 3,
	'pilot-wounded': 1,
	'pilot-wounded-slow': 1,
	'pilot-killed': 20,
	'fuel-tank-hit': 0,
	'fuel-tank-explodes': 20,
	'rudder-right': 1,
	'rudder-left': 1
};
const severity = (e: DamageEffect) =>
	boxes(e) + (e.damage.fuel ?? 0) / 3 + (e.special ? SPECIAL_WEIGHT[e.special] : 0);

function share(deck: CounterSide): Record<DamageArea, number> {
	const total: Record<DamageArea, number> = { wings: 0, fuselage: 0, tail: 0, engine: 0, fuel: 0 };
	for (const card of DAMAGE_DECKS_2013[deck])
		for (const half of [card.blue, card.red])
			for (const [area, n] of Object.entries(half.damage)) total[area as DamageArea] += n ?? 0;
	const sum = total.wings + total.fuselage + total.tail + total.engine;
	return {
		wings: total.wings / sum,
		fuselage: total.fuselage / sum,
		tail: total.tail / sum,
		engine: total.engine / sum,
		fuel: total.fuel
	};
}

describe('2013 damage decks (H-DMG-2)', () => {
	it('hold A 24, B 44, C 44 and D 24 cards with unique ids', () => {
		expect(DAMAGE_DECKS_2013.A).toHaveLength(24);
		expect(DAMAGE_DECKS_2013.B).toHaveLength(44);
		expect(DAMAGE_DECKS_2013.C).toHaveLength(44);
		expect(DAMAGE_DECKS_2013.D).toHaveLength(24);
		expect(Object.keys(DAMAGE_CARDS_2013)).toHaveLength(136);
		for (const [side, deck] of Object.entries(DAMAGE_DECKS_2013))
			for (const card of deck) expect(card.deck).toBe(side);
	});

	it('deck A hits mostly wings and engine, some fuselage, no tail', () => {
		const s = share('A');
		expect(s.wings + s.engine).toBeGreaterThan(0.8);
		expect(s.engine).toBeGreaterThan(s.fuselage);
		expect(s.fuselage).toBeGreaterThan(0);
		expect(s.tail).toBe(0);
	});

	it('deck B hits mostly wings and fuselage, some engine', () => {
		const s = share('B');
		expect(s.wings + s.fuselage).toBeGreaterThan(0.85);
		expect(s.engine).toBeGreaterThan(0.03);
		expect(s.engine).toBeLessThan(Math.min(s.wings, s.fuselage) / 3);
	});

	it('deck C hits mostly wings and fuselage, some tail, rarely the engine', () => {
		const s = share('C');
		expect(s.wings + s.fuselage).toBeGreaterThan(0.8);
		expect(s.tail).toBeGreaterThan(0.05);
		expect(s.engine).toBeGreaterThan(0);
		expect(s.engine).toBeLessThan(s.tail / 3);
	});

	it('deck D hits mostly tail and fuselage, some wings, no engine', () => {
		const s = share('D');
		expect(s.tail + s.fuselage).toBeGreaterThan(0.85);
		expect(s.tail).toBeGreaterThan(0.2);
		expect(s.wings).toBeGreaterThan(0);
		expect(s.engine).toBe(0);
	});

	it('every red half is at least as bad as its blue half', () => {
		for (const card of Object.values(DAMAGE_CARDS_2013))
			expect(severity(card.red), card.id).toBeGreaterThanOrEqual(severity(card.blue));
	});

	it('red halves mark about twice the boxes of blue halves', () => {
		for (const deck of Object.values(DAMAGE_DECKS_2013)) {
			const blue = deck.reduce((s, c) => s + boxes(c.blue), 0);
			const red = deck.reduce((s, c) => s + boxes(c.red), 0);
			expect(red / blue).toBeGreaterThan(1.8);
			expect(red / blue).toBeLessThan(2.4);
		}
	});

	it('specials sit on the half the rulebook prints them on (H-DMG-4)', () => {
		const BLUE: SpecialEffect[] = [
			'wings-damaged',
			'guns-jammed',
			'engine-hit',
			'smoke',
			'observer-wounded',
			'pilot-wounded',
			'pilot-wounded-slow',
			'rudder-right'
		];
		const RED: SpecialEffect[] = [
			'wings-crippled',
			'gun-destroyed',
			'fire',
			'observer-killed',
			'pilot-killed',
			'fuel-tank-explodes',
			'rudder-left'
		];
		const seen = new Set<SpecialEffect>();
		for (const card of Object.values(DAMAGE_CARDS_2013)) {
			if (card.blue.special) {
				expect(RED).not.toContain(card.blue.special);
				seen.add(card.blue.special);
			}
			if (card.red.special) {
				expect(BLUE).not.toContain(card.red.special);
				seen.add(card.red.special);
			}
			// Fuel tank hits take 3 (blue) or 6 (red) fuel.
			if (card.blue.special === 'fuel-tank-hit') expect(card.blue.damage.fuel).toBe(3);
			if (card.red.special === 'fuel-tank-hit') expect(card.red.damage.fuel).toBe(6);
		}
		expect([...seen].sort()).toEqual([...BLUE, ...RED, 'fuel-tank-hit'].sort());
	});

	it('keep the rulebook examples possible (collision: A blue w3 and smoke — Bristol: B red + blue = w5 e1)', () => {
		expect(DAMAGE_CARDS_2013.A03.blue).toEqual({ damage: { wings: 3 } });
		expect(DAMAGE_CARDS_2013.A11.blue).toEqual({ damage: {}, special: 'smoke' });
		expect(DAMAGE_CARDS_2013.B02.red).toEqual({ damage: { wings: 4 } });
		expect(DAMAGE_CARDS_2013.B03.blue).toEqual({ damage: { wings: 1, engine: 1 } });
	});
});

describe('classic chit cup (H-DMG-3)', () => {
	it('holds 36 chits, 28 of them the known 1993 tokens', () => {
		expect(CHIT_CUP_CLASSIC).toHaveLength(36);
		expect(new Set(CHIT_CUP_CLASSIC.map((c) => c.id)).size).toBe(36);
		expect(CHIT_CUP_CLASSIC.filter((c) => c.known)).toHaveLength(28);
	});

	it('contains every known token exactly as listed in data-hex.md', () => {
		const faces = CHIT_CUP_CLASSIC.filter((c) => c.known).map(
			(c) => `${formatEffect(c.blue)} | ${formatEffect(c.red)}`
		);
		const expected = [
			...['w1 | w5', 'w2 | w6', 'w3 | w7', 'w4 | w8', 'e1 | e3', 'e2 | e4'],
			...['f1 | f5', 'f2 | f6', 'f3 | f7', 'f4 | f8', 't1 | t3', 't2 | t4']
		].flatMap((t) => [t, t]);
		expected.push(
			'!smoke | !fire',
			'!smoke | f3 fuel6 !fuel-tank-hit',
			'!pilot-killed | !pilot-killed',
			'!observer-wounded | !observer-killed'
		);
		expect(faces.sort()).toEqual(expected.sort());
	});

	it('our 8 added chits carry the missing H-DMG-4 specials', () => {
		const specials = new Set(
			CHIT_CUP_CLASSIC.filter((c) => !c.known).flatMap((c) => [c.blue.special, c.red.special])
		);
		for (const s of [
			'guns-jammed',
			'gun-destroyed',
			'engine-hit',
			'pilot-wounded',
			'rudder-right',
			'rudder-left',
			'fuel-tank-hit'
		] as const)
			expect(specials).toContain(s);
	});
});

describe('effect notation', () => {
	it('parses and formats areas and specials', () => {
		expect(parseEffect('w2 e1 !smoke')).toEqual({
			damage: { wings: 2, engine: 1 },
			special: 'smoke'
		});
		expect(parseEffect('')).toEqual({ damage: {} });
		expect(formatEffect(parseEffect('f3 fuel6 !fuel-tank-hit'))).toBe('f3 fuel6 !fuel-tank-hit');
	});

	it('refuses typos loudly', () => {
		expect(() => parseEffect('x2')).toThrow();
		expect(() => parseEffect('!smok')).toThrow();
		expect(() => parseEffect('!smoke !fire')).toThrow();
	});
});
