import { parseEffect } from './notation';
import type { CounterSide, DamageCard } from './types';

/**
 * The 2013 damage decks (H-DMG-2): A 24, B 44, C 44, D 24 cards. The counts and leanings are the
 * rulebook's; the card faces are OUR design (data-hex.md: no card text survives, and the printed
 * cards are not ours to copy). Each line is `blue | red` in the notation of `notation.ts`.
 * Red halves hit about twice as hard as blue ones (H-DMG-2); red specials are the red ones of
 * H-DMG-4. Fixed facts from the rulebook's worked examples:
 * - collision example: deck A holds a card whose blue half is 3 wing boxes (A03) and one whose
 *   blue half is smoke (A11);
 * - Bristol example: one red and one blue B card can total 5 wing boxes and 1 engine box
 *   (B02 red w4 + B03 blue w1 e1).
 */
const A = [
	'w1 | w2',
	'w2 | w4',
	'w3 | w6',
	'w2 | w4',
	'w1 e1 | w2 e2',
	'w2 | w4 !wings-crippled',
	'w1 !wings-damaged | w3 !wings-crippled',
	'e1 | e2',
	'e1 !engine-hit | e3',
	'e2 | e4',
	'!smoke | e2 !fire',
	'e1 !smoke | e2 !fire',
	'w1 e1 | w3 e2',
	'f1 | f2',
	'w1 f1 | w2 f2',
	'!guns-jammed | !gun-destroyed',
	'w2 !guns-jammed | w3 !gun-destroyed',
	'!pilot-wounded | !pilot-killed',
	'w1 !pilot-wounded-slow | w2 e1',
	'e1 fuel3 !fuel-tank-hit | e2 fuel6 !fuel-tank-hit',
	'w2 e1 | w4 e2',
	'w3 | w5 e1',
	'f2 | w2 f2',
	'w2 | w3 e1'
];

const B = [
	'w1 | w2',
	'w2 | w4',
	'w1 e1 | w2 e2',
	'w3 | w6',
	'w1 | w3',
	'w2 | w3 f1',
	'f1 | f2',
	'f2 | f4',
	'f3 | f6',
	'f1 | f3',
	'w1 f1 | w2 f2',
	'w2 f1 | w4 f2',
	'w1 f2 | w2 f4',
	'w1 | w2 !wings-crippled',
	'w1 !wings-damaged | w2 !wings-crippled',
	'w2 | w3 f1',
	'f2 | f4 !pilot-killed',
	'f1 !pilot-wounded | f3',
	'!pilot-wounded-slow | w2 f2',
	'f1 !pilot-wounded | w2 f2',
	'!guns-jammed | f1 !gun-destroyed',
	'w1 !guns-jammed | w2 !gun-destroyed',
	'f1 !observer-wounded | f2 !observer-killed',
	'!observer-wounded | f1 !observer-killed',
	'e1 | e2',
	'e1 !engine-hit | e2 f1',
	'e1 !smoke | e1 !fire',
	'f1 !smoke | f2 !fire',
	'fuel3 !fuel-tank-hit | fuel6 !fuel-tank-hit',
	'f1 fuel3 !fuel-tank-hit | !fuel-tank-explodes',
	'w2 | f2 fuel6 !fuel-tank-hit',
	't1 !rudder-right | t1 !rudder-left',
	'w2 | w2 f2',
	'w3 | w4 f2',
	'f2 | w2 f3',
	'w1 f1 | w3 f3',
	'f3 | w1 f5',
	'w2 | w5',
	'w1 | w2 e1',
	'f1 | f2 e1',
	'w2 f2 | w4 f4',
	'w1 | w2',
	'f2 | f4',
	'w2 | w4'
];

const C = [
	'w1 | w2',
	'w2 | w4',
	'w3 | w6',
	'w1 | w3',
	'f1 | f2',
	'f2 | f4',
	'f3 | f6',
	'w1 f1 | w2 f2',
	'w2 f1 | w4 f2',
	'w1 f2 | w2 f4',
	't1 | t2',
	't1 | w2 t1',
	'f1 t1 | f2 t2',
	'w1 t1 | w2 t2',
	't1 !rudder-right | t2 !rudder-left',
	'f1 !rudder-right | f2 !rudder-left',
	'e1 | f1 e2',
	'w1 !wings-damaged | w3 !wings-crippled',
	'w2 | w2 !wings-crippled',
	'f1 !observer-wounded | f2 !observer-killed',
	'!observer-wounded | f2 !observer-killed',
	'f1 !pilot-wounded | f2 !pilot-killed',
	'!pilot-wounded-slow | w2 f2',
	'!guns-jammed | f1 !gun-destroyed',
	'f1 !smoke | f1 !fire',
	'fuel3 !fuel-tank-hit | f1 fuel6 !fuel-tank-hit',
	'f2 fuel3 !fuel-tank-hit | !fuel-tank-explodes',
	'w2 | w3 f1',
	'f2 | w1 f3',
	'w3 | w5',
	'f3 | f5',
	'w1 | w2 f1',
	'f1 | w1 f2',
	'w2 f2 | w4 f4',
	'w1 f1 | w3 f3',
	't1 | f2 t1',
	'w2 | w4',
	'f2 | f4',
	'w1 | w2',
	'f1 | f3',
	'w2 t1 | w3 t2',
	'f2 | f3 t1',
	'w2 | w3 f2',
	'f1 | w1 f2'
];

const D = [
	't1 | t2',
	't1 | f1 t2',
	'f1 t1 | f2 t2',
	'f1 | f2',
	'f2 | f4',
	'f3 | f6',
	't1 !rudder-right | t1 !rudder-left',
	'f1 !rudder-right | t2 !rudder-left',
	't2 | t3',
	'f1 t1 | f3 t1',
	'f2 | f2 t2',
	'w1 | w2',
	'w1 f1 | w2 f2',
	'f1 !observer-wounded | f2 !observer-killed',
	'!observer-wounded | t1 !observer-killed',
	'f1 !pilot-wounded | f1 !pilot-killed',
	'!pilot-wounded-slow | f2 t1',
	'fuel3 !fuel-tank-hit | f1 fuel6 !fuel-tank-hit',
	'f1 !smoke | f1 !fire',
	't1 | f2 t1',
	'f2 | f3 t1',
	'w1 | w1 t1',
	'f1 t1 | f2 t2',
	'f2 | f4'
];

function buildDeck(deck: CounterSide, lines: readonly string[]): DamageCard[] {
	return lines.map((line, i) => {
		const [blue, red] = line.split('|');
		return {
			id: `${deck}${String(i + 1).padStart(2, '0')}`,
			deck,
			blue: parseEffect(blue),
			red: parseEffect(red)
		};
	});
}

/** H-DMG-2: the four decks, by the side of the target that was hit. */
export const DAMAGE_DECKS_2013: Readonly<Record<CounterSide, readonly DamageCard[]>> = {
	A: buildDeck('A', A),
	B: buildDeck('B', B),
	C: buildDeck('C', C),
	D: buildDeck('D', D)
};

/** Every 2013 card by id (game state stores card ids only). */
export const DAMAGE_CARDS_2013: Readonly<Record<string, DamageCard>> = Object.fromEntries(
	Object.values(DAMAGE_DECKS_2013)
		.flat()
		.map((card) => [card.id, card])
);
