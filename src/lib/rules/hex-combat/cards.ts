import type { Dice } from '../common/dice';
import { newDeck } from '../common/deck';
import { DAMAGE_CARDS_2013, DAMAGE_DECKS_2013 } from '../../data/hex-combat/decks-2013';
import type { CounterSide, DamageCard, FaceColour } from '../../data/hex-combat/types';
import type { DamageDecks, Half, Hit } from './types';
import { ownValue } from '../common/own';

const SIDES: readonly CounterSide[] = ['A', 'B', 'C', 'D'];

/** The card ids of each deck, listed once per set of decks (the first shot of a game shuffles). */
const DECK_IDS = new WeakMap<object, Readonly<Record<CounterSide, readonly string[]>>>();

function deckIds(
	decks: Readonly<Record<CounterSide, readonly DamageCard[]>>
): Readonly<Record<CounterSide, readonly string[]>> {
	let ids = DECK_IDS.get(decks);
	if (!ids) {
		ids = {
			A: decks.A.map((c) => c.id),
			B: decks.B.map((c) => c.id),
			C: decks.C.map((c) => c.id),
			D: decks.D.map((c) => c.id)
		};
		DECK_IDS.set(decks, ids);
	}
	return ids;
}

/** Four shuffled decks of card ids (H-DMG-2), ready to store in the game state. */
export function newDamageDecks(
	dice: Dice,
	decks: Readonly<Record<CounterSide, readonly DamageCard[]>> = DAMAGE_DECKS_2013
): DamageDecks {
	const ids = deckIds(decks);
	const out = {} as DamageDecks;
	for (const side of SIDES) out[side] = newDeck(ids[side], dice);
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
	// Drawn from the top as `drawCard` does (common/deck.ts), reading down the pile instead of
	// copying it per card; an empty pile is refilled from the discards before that draw.
	let pile = decks[side].drawPile;
	let discards = decks[side].discards;
	let top = 0;
	const hits: Hit[] = [];
	const reshuffled: CounterSide[] = [];
	const held: string[] = [];
	for (const half of halves) {
		if (top >= pile.length) {
			if (discards.length === 0) break;
			pile = dice.shuffle(discards);
			discards = [];
			top = 0;
			if (!reshuffled.includes(side)) reshuffled.push(side);
		}
		const id = pile[top++];
		const card = ownValue(cards, id);
		if (!card) throw new Error(`card ${id} is in no deck (internal error)`);
		const hit: Hit = { source, id: card.id, half, effect: card[half] };
		if (by) hit.by = by;
		hits.push(hit);
		held.push(id);
	}
	// The cards of this draw are read, then laid on the discards together. (The decks copied, then
	// the one drawn from replaced: a literal with a computed key is slow on this path.)
	const next: DamageDecks = { ...decks };
	next[side] = { drawPile: pile.slice(top), discards: discards.concat(held) };
	return { hits, decks: next, reshuffled };
}
