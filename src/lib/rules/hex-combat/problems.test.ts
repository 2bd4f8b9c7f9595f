import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { BRISTOL_F2B, FOKKER_DR1, settingsFor, trackFor } from './fixtures';
import { fireCheck, jamChecks, problemsPhase, smokeCheck, stallCheck } from './problems';
import type { DamageDecks } from './types';

const decks = (b: string[] = ['B02', 'B07']): DamageDecks => ({
	A: { drawPile: [], discards: [] },
	B: { drawPile: b, discards: [] },
	C: { drawPile: [], discards: [] },
	D: { drawPile: [], discards: [] }
});
const ctx = (preset: 'edition2013' | 'classic1983' | 'online' = 'edition2013') => ({
	plane: 'p',
	turn: 1,
	settings: settingsFor(preset)
});
const burning = () => ({ ...trackFor(FOKKER_DR1), fire: true });

describe('jams after a long burst (H-PROB-1)', () => {
	it('each gun that fired rolls: 5 jams, 4 does not', () => {
		const r = jamChecks(
			trackFor(FOKKER_DR1),
			'p',
			[{ position: 'pilot', guns: 2 }],
			scriptedDice([4, 5])
		);
		expect(r.track.guns.pilot.jammed).toBe(1);
		expect(r.events.map((e) => e.type === 'jam-check' && e.jams)).toEqual([false, true]);
		expect(r.events.every((e) => e.visibility === 'owner')).toBe(true);
	});
});

describe('stall (H-PROB-2)', () => {
	it('one roll: 5 spins, 4 does not', () => {
		expect(
			stallCheck(trackFor(FOKKER_DR1), 'p', false, settingsFor('edition2013'), scriptedDice([5]))
				.track.spinning
		).toBe(true);
		expect(
			stallCheck(trackFor(FOKKER_DR1), 'p', false, settingsFor('edition2013'), scriptedDice([4]))
				.track.spinning
		).toBe(false);
	});

	it('novice (novice rule): 4 spins, 3 does not', () => {
		const s = settingsFor('classic1983', { novicePilots: true });
		expect(stallCheck(trackFor(FOKKER_DR1), 'p', true, s, scriptedDice([4])).track.spinning).toBe(
			true
		);
		expect(stallCheck(trackFor(FOKKER_DR1), 'p', true, s, scriptedDice([3])).track.spinning).toBe(
			false
		);
	});

	it('many reasons, still one roll', () => {
		const r = problemsPhase(
			trackFor(FOKKER_DR1),
			{
				stall: true,
				novice: false,
				forwardSlip: false,
				sideslip: false,
				longBursts: [],
				decks: decks()
			},
			ctx(),
			scriptedDice([2])
		);
		expect(r.events).toHaveLength(1);
	});
});

describe('fire (H-PROB-3)', () => {
	it('2013: draws a B card and takes its blue half, then 5 puts it out', () => {
		const r = fireCheck(burning(), { sideslip: false, decks: decks() }, ctx(), scriptedDice([5]));
		expect(r.track.marked.wings).toBe(2); // B02 blue = w2
		expect(r.decks.B).toEqual({ drawPile: ['B07'], discards: ['B02'] });
		expect(r.track.fire).toBe(false);
		expect(r.track.smoke).toBe(false);
		expect(r.events.at(-1)).toMatchObject({
			type: 'fire-out-check',
			visibility: 'all',
			roll: 5,
			needed: 5,
			out: true
		});
	});

	it('4 does not put it out without a sideslip — after a sideslip 4 does, 3 does not', () => {
		expect(
			fireCheck(burning(), { sideslip: false, decks: decks() }, ctx(), scriptedDice([4])).track.fire
		).toBe(true);
		expect(
			fireCheck(burning(), { sideslip: true, decks: decks() }, ctx(), scriptedDice([4])).track.fire
		).toBe(false);
		expect(
			fireCheck(burning(), { sideslip: true, decks: decks() }, ctx(), scriptedDice([3])).track.fire
		).toBe(true);
	});

	it('classic: one blue chit of damage, and an extinguished fire becomes smoke', () => {
		// chit pick 1 of 36 = K01 (w1 | w5), then roll 6
		const r = fireCheck(
			burning(),
			{ sideslip: false, decks: decks() },
			ctx('classic1983'),
			scriptedDice([1, 6])
		);
		expect(r.track.marked.wings).toBe(1);
		expect(r.track).toMatchObject({ fire: false, smoke: true });
		expect(r.decks).toEqual(decks());
		const online = fireCheck(
			burning(),
			{ sideslip: false, decks: decks() },
			ctx('online'),
			scriptedDice([1, 6])
		);
		expect(online.track).toMatchObject({ fire: false, smoke: false });
	});

	it('fire damage can destroy the plane — then no roll', () => {
		const weak = { ...burning(), marked: { ...burning().marked, wings: 19 } };
		const r = fireCheck(weak, { sideslip: false, decks: decks() }, ctx(), scriptedDice([]));
		expect(r.track.down).toBe('wings-destroyed');
	});
});

describe('smoke (H-PROB-4)', () => {
	const smoking = () => ({ ...trackFor(BRISTOL_F2B), smoke: true });
	it('6 clears it, 1 turns it into fire, 2–5 keep it smoking', () => {
		expect(smokeCheck(smoking(), 'p', false, scriptedDice([6])).track.smoke).toBe(false);
		const fire = smokeCheck(smoking(), 'p', false, scriptedDice([1])).track;
		expect(fire).toMatchObject({ smoke: false, fire: true });
		for (const roll of [2, 5]) {
			const r = smokeCheck(smoking(), 'p', false, scriptedDice([roll]));
			expect(r.track).toMatchObject({ smoke: true, fire: false });
			expect(r.events[0]).toMatchObject({ visibility: 'all', outcome: 'smoking' });
		}
	});

	it('a forward slip clears it without a roll', () => {
		const r = smokeCheck(smoking(), 'p', true, scriptedDice([]));
		expect(r.track.smoke).toBe(false);
		expect(r.events[0]).toMatchObject({ roll: null, outcome: 'cleared' });
	});

	it('phase 8 order: a plane burning at the start rolls for fire only', () => {
		const r = problemsPhase(
			burning(),
			{
				stall: false,
				novice: false,
				forwardSlip: true,
				sideslip: false,
				longBursts: [],
				decks: decks()
			},
			ctx('classic1983'),
			scriptedDice([1, 5])
		);
		expect(r.track).toMatchObject({ fire: false, smoke: true });
		expect(r.events.some((e) => e.type === 'smoke-check')).toBe(false);
	});
});
