import { describe, expect, it } from 'vitest';
import { AIRCRAFT, AIRCRAFT_IDS } from '$lib/data/hex';
import { withLocale } from '$lib/i18n/runtime';
import { cardBoxes, cardRows, serviceLine } from './aircraft-card';

const row = (id: string, key: string, preset?: 'edition2013' | 'classic1983') =>
	cardRows(AIRCRAFT[id], preset).find((r) => r.key === key)!.text;

describe('aircraft card', () => {
	it('shows stability, guns, speeds, climbing, handling, dive, ceiling and fuel in English', () => {
		withLocale('en', () => {
			expect(cardRows(AIRCRAFT['fokker-dr1']).map((r) => r.label)).toEqual([
				'Engine',
				'Stability',
				'Guns',
				'Speeds',
				'Climbing',
				'Handling',
				'Dive',
				'Ceiling',
				'Fuel'
			]);
			expect(row('fokker-dr1', 'engine')).toBe('Oberursel Ur.II, 110 hp, rotary');
			expect(row('fokker-dr1', 'stability')).toBe('A – steadiest gun platform');
			expect(row('fokker-dr1', 'guns')).toBe('pilot: 2 × LMG 08/15 (firing ahead)');
			expect(row('fokker-dr1', 'speeds')).toBe(
				'1 to 4; starts with 3S2 ⬆ (real top speed 185 km/h)'
			);
			expect(row('fokker-dr1', 'climb')).toBe('climbs at speed 2 to 3, never at its top speed');
			expect(row('fokker-dr1', 'climb', 'classic1983')).toMatch(/straight/);
			expect(row('fokker-dr1', 'handling')).toBe(
				'turn 5/5 · climb 3/5 · roll 5/5; turns tighter to the right than to the left (rotary engine torque)'
			);
			expect(row('fokker-dr1', 'dive')).toMatch(/^weak/);
			expect(row('fokker-dr1', 'ceiling')).toBe('level 5 (VH), real service ceiling 6,100 m');
			expect(row('fokker-dr1', 'fuel')).toBe('60 (real endurance 1.5 h)');
			expect(row('bristol-f2b', 'guns')).toBe(
				'pilot: Vickers (firing ahead); observer: Lewis (firing to the rear)'
			);
			expect(row('se5a', 'guns')).toBe('pilot: Vickers, Lewis on the upper wing (firing ahead)');
			expect(row('albatros-d3', 'climb')).toBe('climbs only at speed 2, never at its top speed');
			expect(serviceLine(AIRCRAFT['fokker-dr1'])).toBe(
				'Central Powers · at the front from Aug 1917'
			);
			expect(serviceLine(AIRCRAFT['nieuport-24'])).toMatch(/about .*our estimate/);
		});
	});

	it('speaks German', () => {
		withLocale('de', () => {
			expect(row('fokker-dr1', 'engine')).toBe('Oberursel Ur.II, 110 PS, Umlaufmotor');
			expect(row('fokker-dr1', 'stability')).toBe('A – ruhigste Schussplattform');
			expect(row('bristol-f2b', 'guns')).toBe(
				'Pilot: Vickers (nach vorn); Beobachter: Lewis (nach hinten)'
			);
			expect(row('fokker-dr1', 'ceiling')).toBe('Stufe 5 (VH), echte Dienstgipfelhöhe 6.100 m');
			expect(row('fokker-dr1', 'fuel')).toBe('60 (echte Flugdauer 1,5 h)');
			expect(serviceLine(AIRCRAFT['fokker-dr1'])).toMatch(/^Mittelmächte · an der Front ab Aug/);
			expect(cardBoxes(AIRCRAFT['fokker-dr1']).map((b) => b.label)).toEqual([
				'Tragflächen',
				'Rumpf',
				'Leitwerk',
				'Motor'
			]);
		});
	});

	it('gives every aircraft a full card whose boxes match its record sheet', () => {
		for (const id of AIRCRAFT_IDS) {
			const a = AIRCRAFT[id];
			for (const r of cardRows(a)) expect(r.text.length, `${id} ${r.key}`).toBeGreaterThan(0);
			expect(cardBoxes(a).map((b) => b.boxes)).toEqual([
				a.boxesWings,
				a.boxesFuselage,
				a.boxesTail,
				a.boxesEngine
			]);
		}
	});
});
