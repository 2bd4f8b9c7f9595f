import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { setupHexGame, type HexSetup } from './setup';
import { legalManeuvers, viewFor } from './view';

const duel = (over: Partial<HexSetup> = {}): HexSetup => ({
	homeEdges: { entente: 'west', central: 'east' },
	planes: [
		{ id: 'camel', seat: 'p1', aircraft: 'sopwith-camel', hex: '0110' },
		{ id: 'fokker', seat: 'p2', aircraft: 'fokker-dr1', hex: '3210' }
	],
	...over
});

describe('hex setup', () => {
	it('H-SET-1 needs a plane on each side and keeps a player on one side', () => {
		expect(setupHexGame(duel(), 1).ok).toBe(true);
		const oneSided = setupHexGame(
			duel({ planes: [{ id: 'a', seat: 'p1', aircraft: 'sopwith-camel', hex: '0110' }] }),
			1
		);
		expect(oneSided).toMatchObject({
			ok: false,
			code: 'hex.setup.side_without_planes',
			params: { side: 'central' },
			reason: expect.stringMatching(/Central Powers has none/)
		});
		const mixed = setupHexGame(
			duel({
				planes: [
					{ id: 'a', seat: 'p1', aircraft: 'sopwith-camel', hex: '0110' },
					{ id: 'b', seat: 'p1', aircraft: 'fokker-dr1', hex: '3210' }
				]
			}),
			1
		);
		expect(mixed).toMatchObject({ ok: false, reason: expect.stringMatching(/one side/) });
	});

	it('H-SET-1 takes 2–6 players a board, more with joined boards', () => {
		const planes = Array.from({ length: 8 }, (_, i) => ({
			id: `p${i}`,
			seat: `s${i}`,
			aircraft: i % 2 ? 'fokker-dr1' : 'sopwith-camel',
			hex: i % 2 ? `32${String(i + 2).padStart(2, '0')}` : `01${String(i + 2).padStart(2, '0')}`
		}));
		expect(setupHexGame(duel({ planes }), 1)).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/more boards/)
		});
		const joined = planes.map((p) => ({
			...p,
			hex: p.hex.startsWith('32') ? `${p.hex}B` : `${p.hex}A`
		}));
		expect(
			setupHexGame(duel({ planes: joined, map: { boards: ['standard', 'standard'] } }), 1).ok
		).toBe(true);
	});

	it('H-SET-2 refuses hexes that are not full hexes of the map', () => {
		const r = setupHexGame(
			duel({
				planes: [
					...duel().planes.slice(0, 1),
					{ id: 'f', seat: 'p2', aircraft: 'fokker-dr1', hex: '3310' }
				]
			}),
			1
		);
		expect(r).toMatchObject({
			ok: false,
			code: 'hex.setup.plane',
			params: { inner: { code: 'hex.map.not_full_hex' } },
			reason: expect.stringMatching(/not a full hex/)
		});
	});

	it('H-SET-3 starts each side next to its home edge, picked at random when the sides disagree', () => {
		const away = setupHexGame(
			duel({ planes: [{ ...duel().planes[0], hex: '0510' }, duel().planes[1]] }),
			1
		);
		expect(away).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/next to its west home edge/)
		});
		const disagree = { entente: 'west' as const, central: 'west' as const };
		const a = setupHexGame(duel({ homeEdges: disagree }), scriptedDice([1]));
		expect(a.ok && a.value.homeEdges).toEqual({ entente: 'west', central: 'east' });
		const b = setupHexGame(
			duel({
				homeEdges: disagree,
				planes: [
					{ ...duel().planes[0], hex: '3210' },
					{ ...duel().planes[1], hex: '0110' }
				]
			}),
			scriptedDice([2])
		);
		expect(b.ok && b.value.homeEdges).toEqual({ entente: 'east', central: 'west' });
		// Facing defaults towards the enemy.
		expect(a.ok && a.value.planes.map((p) => p.facing)).toEqual([0, 3]);
	});

	it('H-SET-4 filters aircraft by month and keeps a colour scheme', () => {
		const early = setupHexGame(duel({ month: '1917-03' }), 1);
		expect(early).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/Sopwith Camel was not in service in 1917-03/)
		});
		const late = setupHexGame(
			duel({
				month: '1918-01',
				planes: [{ ...duel().planes[0], colour: 'red-nose' }, duel().planes[1]]
			}),
			1
		);
		expect(late.ok && late.value.planes[0].colour).toBe('red-nose');
	});

	it('H-SET-5 records the start maneuver as turn 0, which limits turn 1 (not online)', () => {
		const spad = { id: 'spad', seat: 'p1', aircraft: 'spad-13', hex: '0110' };
		const g = setupHexGame(duel({ planes: [spad, duel().planes[1]] }), 1);
		expect(g.ok).toBe(true);
		if (!g.ok) return;
		expect(g.value.planes[0].lastManeuver).toBe('4S3');
		const opts = legalManeuvers(viewFor(g.value, 'p1'), 'spad');
		const slow = opts.ok ? opts.value.find((o) => o.code === '2S1') : undefined;
		expect(slow).toMatchObject({
			code: '2S1',
			ok: false,
			reason: { code: 'hex.plan.speed_change', text: expect.stringMatching(/at most 1/) }
		});
		const online = setupHexGame(duel({ preset: 'online', planes: [spad, duel().planes[1]] }), 1);
		const free = online.ok ? legalManeuvers(viewFor(online.value, 'p1'), 'spad') : null;
		expect(free?.ok && free.value.find((o) => o.code === '2S1')?.ok).toBe(true);
	});

	it('H-SET-6 sets altitude to the ceiling or below, fuel to the aircraft value and 5 Lewis rounds', () => {
		const rules = { optional: { altitude: true, fuel: true, lewisGun: true } };
		const bristol = { id: 'brisfit', seat: 'p1', aircraft: 'bristol-f2b', hex: '0110' };
		const g = setupHexGame(
			duel({ rules, planes: [bristol, { ...duel().planes[1], altitude: 3 }] }),
			1
		);
		expect(g.ok).toBe(true);
		if (!g.ok) return;
		expect(g.value.planes.map((p) => [p.altitude, p.fuel, p.ammo])).toEqual([
			[4, 90, 5],
			[3, 60, null]
		]);
		const tooHigh = setupHexGame(
			duel({ rules, planes: [{ ...bristol, altitude: 5 }, duel().planes[1]] }),
			1
		);
		expect(tooHigh).toMatchObject({ ok: false, reason: expect.stringMatching(/1–4/) });
		const plain = setupHexGame(duel(), 1);
		expect(plain.ok && plain.value.planes.map((p) => [p.altitude, p.fuel, p.ammo])).toEqual([
			[null, null, null],
			[null, null, null]
		]);
	});
});
