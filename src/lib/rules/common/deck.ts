import type { Dice } from './dice';

/**
 * A card deck as plain data: the draw pile (top = index 0) and the discards.
 * Used for the Tally Ho! initiative deck and the Blue Max damage decks (H-DMG-2).
 */
export interface DeckState<Card> {
	drawPile: Card[];
	discards: Card[];
}

export function newDeck<Card>(cards: readonly Card[], dice: Dice): DeckState<Card> {
	return { drawPile: dice.shuffle(cards), discards: [] };
}

export interface Draw<Card> {
	card: Card;
	deck: DeckState<Card>;
	/** True when the discards had to be shuffled back to make this draw. */
	reshuffled: boolean;
}

/**
 * Draws the top card. An empty draw pile is refilled by shuffling the discards first
 * (H-DMG-2 "Empty deck → reshuffle its discards"). Returns null when no card exists at all.
 * The drawn card is not discarded automatically: call `discard` when it leaves play.
 */
export function drawCard<Card>(deck: DeckState<Card>, dice: Dice): Draw<Card> | null {
	let drawPile = deck.drawPile;
	let discards = deck.discards;
	let reshuffled = false;
	if (drawPile.length === 0) {
		if (discards.length === 0) return null;
		drawPile = dice.shuffle(discards);
		discards = [];
		reshuffled = true;
	}
	const [card, ...rest] = drawPile;
	return { card, deck: { drawPile: rest, discards }, reshuffled };
}

export function discard<Card>(deck: DeckState<Card>, ...cards: Card[]): DeckState<Card> {
	return { drawPile: deck.drawPile, discards: [...deck.discards, ...cards] };
}
