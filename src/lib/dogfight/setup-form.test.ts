import { describe, expect, it } from 'vitest';
import { AIRCRAFT } from '$lib/data/hex';
import { createDogfight } from './game';
import {
	aircraftFor,
	BOARD_COLUMNS,
	defaultForm,
	EARLIEST_MONTH,
	fitToMonth,
	newPlane,
	quickTwoVsTwo,
	toSetup
} from './setup-form';

describe('dogfight setup form', () => {
	it('the month filters the aircraft to those in service for the side (H-SET-4)', () => {
		const early = aircraftFor('1917-01', 'entente');
		const late = aircraftFor('1918-10', 'entente');
		expect(early.length).toBeGreaterThan(0);
		expect(late.length).toBeGreaterThan(early.length);
		for (const id of early) {
			expect(AIRCRAFT[id].inServiceFrom <= '1917-01').toBe(true);
			expect(AIRCRAFT[id].side).toBe('entente');
		}
		expect(aircraftFor('1918-10', 'central').every((id) => AIRCRAFT[id].side === 'central')).toBe(
			true
		);
	});

	it('moving the month earlier swaps aircraft not yet in service', () => {
		const form = quickTwoVsTwo(defaultForm());
		const back = fitToMonth({ ...form, month: '1917-01' });
		for (const s of back.seats)
			for (const p of s.planes) expect(aircraftFor('1917-01', s.side)).toContain(p.aircraft);
		// Before both sides had an aircraft, the month moves up to the first that works.
		const tooEarly = fitToMonth({ ...form, month: '1915-01' });
		expect(tooEarly.month).toBe(EARLIEST_MONTH);
		for (const s of tooEarly.seats) for (const p of s.planes) expect(p.aircraft).not.toBe('');
	});

	it('planes start next to their home edge, several per seat, each with its own scheme', () => {
		const form = quickTwoVsTwo(defaultForm());
		form.seats[0].planes.push(newPlane(form.month, 'entente', 1));
		form.seats[0].planes[1].row = 14;
		form.seats[0].planes[1].colour = '#444444';
		const { setup, seats } = toSetup(form);
		expect(setup.planes).toHaveLength(5);
		expect(setup.planes.filter((p) => p.seat === 's1')).toHaveLength(2);
		for (const p of setup.planes) {
			const side = seats.find((s) => s.id === p.seat)!.side;
			expect(p.hex.slice(0, 2)).toBe(
				side === 'entente' ? '01' : String(BOARD_COLUMNS).padStart(2, '0')
			);
		}
		expect(setup.planes[1].hex).toBe('0114');
		expect(setup.planes[1].colour).toBe('#444444');
		expect(new Set(setup.planes.map((p) => p.id)).size).toBe(5);
		// The engine accepts it: start hexes, altitudes and aircraft are legal.
		expect(createDogfight(setup, seats, 3).ok).toBe(true);
	});

	it('start altitude goes to the engine only with the altitude rule', () => {
		const form = quickTwoVsTwo(defaultForm());
		form.seats[0].planes[0].altitude = 2;
		expect(toSetup(form).setup.planes[0].altitude).toBe(2);
		form.optional.altitude = false;
		expect(toSetup(form).setup.planes[0].altitude).toBeUndefined();
	});
});
