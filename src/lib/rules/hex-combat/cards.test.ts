import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../common/dice';
import { drawForFaces, drawHalves, newDamageDecks } from './cards';
import { applyHits } from './damage';
import { BRISTOL_F2B, settingsFor, trackFor } from './fixtures';
import type { DamageDecks } from './types';

const empty = { drawPile: [], discards: [] };
const decksWith = (b: string[], discardsB: string[] = []): DamageDecks => ({
	A: { drawPile: ['A01'], discards: [] },
	B: { drawPile: b, discards: discardsB },
	C: empty,
	D: empty
});

describe('damage decks (H-COMB-5, H-DMG-2)', () => {
	it('new decks hold every card id once, shuffled', () => {
		const decks = newDamageDecks(seededDice(7));
		expect(decks.A.drawPile).toHaveLength(24);
		expect(decks.B.drawPile).toHaveLength(44);
		expect(decks.C.drawPile).toHaveLength(44);
		expect(decks.D.drawPile).toHaveLength(24);
		expect(new Set(decks.B.drawPile).size).toBe(44);
		expect(decks.B.drawPile.every((id) => id.startsWith('B'))).toBe(true);
	});

	it('worked example: the Bristol hit on side B with one red and one blue die draws two B cards', () => {
		const decks = decksWith(['B02', 'B03', 'B10']);
		const drawn = drawForFaces(decks, 'B', ['white', 'red', 'blue'], scriptedDice([]), 'fokker');
		expect(drawn.hits.map((h) => [h.id, h.half])).toEqual([
			['B02', 'red'],
			['B03', 'blue']
		]);
		expect(drawn.decks.B).toEqual({ drawPile: ['B10'], discards: ['B02', 'B03'] });
		expect(drawn.decks.A).toBe(decks.A);
		// "5 Schaden für die Flügel und 1 Schaden für den Motor"
		const settings = settingsFor('edition2013');
		const applied = applyHits(
			trackFor(BRISTOL_F2B),
			drawn.hits,
			{ plane: 'bristol', turn: 1, settings },
			scriptedDice([])
		);
		expect(applied.track.marked).toEqual({ wings: 5, fuselage: 0, tail: 0, engine: 1 });
	});

	it('worked example (collision): each plane draws one A card and takes its blue half', () => {
		const decks: DamageDecks = { ...decksWith([]), A: { drawPile: ['A03', 'A11'], discards: [] } };
		const settings = settingsFor('edition2013');
		const albatros = drawHalves(decks, 'A', ['blue'], scriptedDice([]), undefined, 'collision');
		const fokker = drawHalves(
			albatros.decks,
			'A',
			['blue'],
			scriptedDice([]),
			undefined,
			'collision'
		);
		const c = { turn: 1, settings };
		// "Die Albatros D.III nimmt 3 Schaden an den Flügeln … die Fokker DR.1 … Rauch"
		const a = applyHits(
			trackFor(BRISTOL_F2B),
			albatros.hits,
			{ ...c, plane: 'a' },
			scriptedDice([])
		);
		expect(a.track.marked.wings).toBe(3);
		const f = applyHits(trackFor(BRISTOL_F2B), fokker.hits, { ...c, plane: 'f' }, scriptedDice([]));
		expect(f.track.smoke).toBe(true);
		expect(fokker.hits[0].source).toBe('collision');
	});

	it('white faces draw nothing — every blue or red face draws one card of the named deck', () => {
		const decks = newDamageDecks(seededDice(3));
		expect(drawForFaces(decks, 'C', ['white', 'white'], scriptedDice([])).hits).toEqual([]);
		const d = drawForFaces(decks, 'D', ['blue', 'red', 'blue'], scriptedDice([]));
		expect(d.hits).toHaveLength(3);
		expect(d.hits.every((h) => h.id.startsWith('D'))).toBe(true);
		expect(d.hits.map((h) => h.half)).toEqual(['red', 'blue', 'blue']);
	});

	it('an empty deck is reshuffled from its discards', () => {
		const decks = decksWith(['B01'], ['B05', 'B06']);
		// second draw: shuffle of 2 discards (one below(2) = value 1 → swap) then top card
		const drawn = drawHalves(decks, 'B', ['blue', 'blue'], scriptedDice([1]));
		expect(drawn.hits.map((h) => h.id)).toEqual(['B01', 'B06']);
		expect(drawn.reshuffled).toEqual(['B']);
		expect(drawn.decks.B.drawPile).toEqual(['B05']);
		expect(drawn.decks.B.discards).toEqual(['B01', 'B06']);
	});

	it('never mutates the decks it is given', () => {
		const decks = decksWith(['B02', 'B03']);
		const copy = JSON.parse(JSON.stringify(decks));
		drawHalves(decks, 'B', ['red'], scriptedDice([]));
		expect(decks).toEqual(copy);
	});
});
