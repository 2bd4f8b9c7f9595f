import type { Dice } from '../common/dice';
import { drawCard, newDeck } from '../common/deck';
import { DAMAGE_CARDS_2013, DAMAGE_DECKS_2013 } from '../../data/hex-combat/decks-2013';
import type { CounterSide, DamageCard, FaceColour } from '../../data/hex-combat/types';
import type { DamageDecks, Half, Hit } from './types';
import { ownValue } from '../common/own';

const SIDES: readonly CounterSide[] = ['A', 'B', 'C', 'D'];

/** Four shuffled decks of card ids (H-DMG-2), ready to store in the game state. */
export function newDamageDecks(
	dice: Dice,
	decks: Readonly<Record<CounterSide, readonly DamageCard[]>> = DAMAGE_DECKS_2013
): DamageDecks {
	const out = {} as DamageDecks;
	for (const side of SIDES)
		out[side] = newDeck(
			decks[side].map((c) => c.id),
			dice
		);
	return out;
}

export interface CardDraws {
	hits: Hit[];
	decks: DamageDecks;
	/** Decks that ran out and were reshuffled from their discards (H-DMG-2). */
	reshuffled: CounterSide[];
}

/**
 * H-COMB-5 / H-DMG-2: one card per blue or red face from the deck named by the target's side
 * facing the shooter; each card gives that colour's half. Red faces are drawn first, as in the
 * rulebook's Bristol example. The cards of one draw go to the discards together once read (◇ the
 * phase machine applies them in phase 6), so a reshuffle in the middle of a draw never returns
 * a card of that same draw.
 */
export function drawForFaces(
	decks: DamageDecks,
	side: CounterSide,
	faces: readonly FaceColour[],
	dice: Dice,
	by?: string,
	cards: Readonly<Record<string, DamageCard>> = DAMAGE_CARDS_2013
): CardDraws {
	const halves: Half[] = [
		...faces.filter((f) => f === 'red').map(() => 'red' as const),
		...faces.filter((f) => f === 'blue').map(() => 'blue' as const)
	];
	return drawHalves(decks, side, halves, dice, by, 'card', cards);
}

/** Draws one card per half from one deck (also collisions: deck A, blue; fire: deck B, blue). */
export function drawHalves(
	decks: DamageDecks,
	side: CounterSide,
	halves: readonly Half[],
	dice: Dice,
	by?: string,
	source: Hit['source'] = 'card',
	cards: Readonly<Record<string, DamageCard>> = DAMAGE_CARDS_2013
): CardDraws {
	let deck = decks[side];
	const hits: Hit[] = [];
	const reshuffled: CounterSide[] = [];
	const held: string[] = [];
	for (const half of halves) {
		const draw = drawCard(deck, dice);
		if (!draw) break;
		if (draw.reshuffled && !reshuffled.includes(side)) reshuffled.push(side);
		const card = ownValue(cards, draw.card);
		if (!card) throw new Error(`card ${draw.card} is in no deck (internal error)`);
		hits.push({ source, id: card.id, half, effect: card[half], ...(by ? { by } : {}) });
		held.push(draw.card);
		deck = draw.deck;
	}
	// The cards of this draw are read, then laid on the discards together.
	return {
		hits,
		decks: { ...decks, [side]: { drawPile: deck.drawPile, discards: [...deck.discards, ...held] } },
		reshuffled
	};
}
