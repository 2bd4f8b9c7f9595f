import { describe, expect, it } from 'vitest';
import type { HexEvent } from '$lib/rules/hex';
import { because } from '$lib/rules/common/result';
import { withLocale } from '$lib/i18n/runtime';
import { combatWords } from './combat-words';
import { eventWords } from './event-words';
import { turnLines } from './turn-lines';

const moved: HexEvent = {
	type: 'moved',
	plane: 'a',
	maneuver: '3S2',
	from: '0101',
	to: '0401',
	path: []
} as unknown as HexEvent;

describe('turn lines', () => {
	it('tells movement first, then shots with dice and cards, then damage, keeping engine order', () => {
		const events = [
			{
				type: 'shot',
				shooter: 'a',
				target: 'b',
				position: 'pilot',
				burst: 'short',
				range: 1,
				faces: ['red', 'white'],
				blue: 0,
				red: 1
			},
			moved,
			{
				type: 'combat',
				plane: 'b',
				visibility: 'all',
				detail: {
					type: 'damage',
					plane: 'b',
					visibility: 'all',
					area: 'wings',
					boxes: 2,
					marked: 2,
					of: 14
				}
			},
			{ type: 'hitsDrawn', plane: 'b', hits: [{ source: 'A', id: 'A7', half: 'red' }] },
			{
				type: 'combat',
				plane: 'a',
				visibility: 'owner',
				detail: {
					type: 'jam-check',
					plane: 'a',
					visibility: 'owner',
					position: 'pilot',
					roll: 6,
					needed: 6,
					jams: true
				}
			}
		] as unknown as HexEvent[];
		const lines = turnLines(events, () => true);
		expect(lines.map((l) => l.stage)).toEqual(['move', 'fire', 'fire', 'after', 'after']);
		expect(lines[0].text).toContain('flew 3S2');
		expect(lines[1].faces).toEqual(['red', 'white']);
		expect(lines[1].text).toContain('1 red');
		expect(lines[2].cards).toEqual([{ id: 'A7', half: 'red' }]);
		expect(lines[3].text).toContain('2 damage');
		expect(lines[4].roll).toBe(6);
	});

	it('has words for every combat event, never the raw type', () => {
		const base = { plane: 'p', visibility: 'all' } as const;
		const all = [
			{ type: 'damage', area: 'tail', boxes: 1, marked: 1, of: 5 },
			{ type: 'special', effect: 'pilot-wounded' },
			{ type: 'area-destroyed', area: 'wings' },
			{ type: 'engine-destroyed', gliding: true, shotDownAtEndOf: null },
			{ type: 'fuel-empty' },
			{ type: 'loss-of-control', roll: 2, needed: 3, spins: true },
			{ type: 'spin-recovery', roll: 5, needed: 4, recovered: true },
			{ type: 'spin-descent', from: 3, to: 2 },
			{ type: 'unjam', position: 'pilot', roll: 4, needed: 4, cleared: true },
			{ type: 'reload', position: 'observer', ammo: 2 },
			{ type: 'jam-check', position: 'pilot', roll: 1, needed: 6, jams: false },
			{ type: 'stall-check', roll: 3, needed: 4, spins: false },
			{ type: 'fire-out-check', roll: 6, needed: 5, out: true, becameSmoke: true },
			{ type: 'smoke-check', roll: 2, outcome: 'fire' },
			{ type: 'shot-down', cause: 'tail-destroyed' }
		];
		for (const d of all) {
			const w = combatWords({ ...base, ...d } as Parameters<typeof combatWords>[0]);
			expect(w.text).toMatch(/^p/);
			if (d.type.includes('-')) expect(w.text).not.toContain(d.type);
			expect(w.text).not.toMatch(/undefined|\{/);
		}
	});

	it('words refused shots, actions and ignored specials from their codes, in the UI language', () => {
		const jammed = because('hex.fire.jammed', { position: 'pilot' }, 'The guns are jammed.');
		const fire = {
			type: 'fireRefused',
			plane: 'a',
			position: 'pilot',
			target: 'b',
			reason: jammed
		} as HexEvent;
		const mine = () => true;
		expect(withLocale('en', () => eventWords(fire, mine))).toBe(
			'a could not fire at b: The guns are jammed.'
		);
		expect(withLocale('de', () => eventWords(fire, mine))).toBe(
			'a konnte nicht auf b feuern: Die MGs haben Ladehemmung.'
		);
		const action = {
			type: 'actionRefused',
			plane: 'a',
			action: 'reload',
			reason: because('hex.reload.spinning', {}, 'A spinning plane cannot reload.')
		} as HexEvent;
		expect(withLocale('de', () => eventWords(action, mine))).toBe(
			'a: Ein trudelndes Flugzeug kann nicht nachladen.'
		);
		const ignored = because('hex.special.already_on_fire', {}, 'already on fire');
		const special = { plane: 'p', visibility: 'owner', type: 'special', effect: 'smoke', ignored };
		expect(
			withLocale('de', () => combatWords(special as Parameters<typeof combatWords>[0]).text)
		).toBe('p: raucht — ohne Wirkung (brennt schon).');
		// A game saved before reasons were data keeps the English sentence of its last turn.
		const old = { ...fire, reason: 'The guns are jammed.' } as unknown as HexEvent;
		expect(withLocale('de', () => eventWords(old, mine))).toBe(
			'a konnte nicht auf b feuern: The guns are jammed.'
		);
	});
});
