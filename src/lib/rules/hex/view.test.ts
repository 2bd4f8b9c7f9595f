import { describe, expect, it } from 'vitest';
import { scenarioState } from './scenario';
import { lockPlot, viewFor } from './view';
import { replayHexGame } from './game';
import type { HexGameState } from './types';

function game(): HexGameState {
	const r = scenarioState({
		rules: { optional: { fuel: true, altitude: true, lewisGun: true } },
		planes: [
			{
				id: 'brisfit',
				seat: 'p1',
				aircraft: 'bristol-f2b',
				hex: '1010',
				facing: 0,
				altitude: 3,
				smoking: true,
				damage: { wings: 4 },
				restrictions: { engineHit: true }
			},
			{ id: 'wingman', seat: 'p1', aircraft: 'sopwith-camel', hex: '1012', facing: 0, altitude: 3 },
			{
				id: 'alb',
				seat: 'p2',
				aircraft: 'albatros-d3',
				hex: '2010',
				facing: 3,
				altitude: 3,
				gliding: 'engine'
			}
		]
	});
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}

describe('views', () => {
	it('hides damage, fuel, jams, gliding, ammo and restrictions of every other plane, team-mates included', () => {
		const v = viewFor(game(), 'p2');
		const bristol = v.planes.find((p) => p.id === 'brisfit')!;
		expect(bristol.visibility).toBe('public');
		for (const hidden of [
			'damage',
			'fuel',
			'jammed',
			'gliding',
			'ammo',
			'restrictions',
			'pending',
			'pilotKilled'
		])
			expect(hidden in bristol, hidden).toBe(false);
		// Smoke is open.
		expect(bristol).toMatchObject({ smoking: true, col: 10, row: 10, altitude: 3 });
		expect(v.planes.find((p) => p.id === 'alb')).toMatchObject({
			visibility: 'full',
			gliding: 'engine'
		});
		// Split seats: a team-mate with another seat sees nothing more (H-DMG-6 "team-mates too").
		const s = game();
		const split = {
			...s,
			planes: s.planes.map((p) => (p.id === 'wingman' ? { ...p, seat: 'p3' } : p))
		};
		expect(viewFor(split, 'p3').planes.find((p) => p.id === 'brisfit')!.visibility).toBe('public');
		expect(viewFor(game(), 'p1').planes.find((p) => p.id === 'brisfit')).toMatchObject({
			damage: { wings: 4 },
			ammo: 5
		});
	});

	it('shows everything once the game is over (replay)', () => {
		const over = { ...game(), over: true };
		expect(viewFor(over, 'p2').planes.every((p) => p.visibility === 'full')).toBe(true);
	});

	it('never leaks a locked plot to another seat', () => {
		const locked = lockPlot(game(), 'alb', { maneuver: '3S2', altitude: 'level' });
		expect(locked.ok).toBe(true);
		if (!locked.ok) return;
		const v = viewFor(locked.value, 'p1');
		expect(v.myPlots).toEqual({});
		expect(v.lockedPlanes).toEqual(['alb']);
		expect(viewFor(locked.value, 'p2').myPlots).toEqual({
			alb: { maneuver: '3S2', altitude: 'level' }
		});
	});

	it('replays a recorded game to the same final-state hash', () => {
		const record = {
			setup: {
				homeEdges: { entente: 'west' as const, central: 'east' as const },
				rules: { optional: { altitude: true, fuel: true } },
				planes: [
					{ id: 'camel', seat: 'p1', aircraft: 'sopwith-camel', hex: '0110' },
					{ id: 'fokker', seat: 'p2', aircraft: 'fokker-dr1', hex: '3210' }
				]
			},
			seed: 99,
			turns: [
				{ camel: { maneuver: '4S3' }, fokker: { maneuver: '4S3' } },
				{ camel: { maneuver: '14R3' }, fokker: { maneuver: '11L2', altitude: 'dive' as const } }
			]
		};
		const a = replayHexGame(record);
		const b = replayHexGame(JSON.parse(JSON.stringify(record)));
		expect(a.ok && b.ok).toBe(true);
		if (!a.ok || !b.ok) return;
		expect(a.value.hash).toBe(b.value.hash);
		expect(a.value.state.turn).toBe(3);
		const changed = replayHexGame({
			...record,
			turns: [record.turns[0], { ...record.turns[1], camel: { maneuver: '14L3' } }]
		});
		expect(changed.ok && changed.value.hash).not.toBe(a.value.hash);
		expect(
			replayHexGame({
				...record,
				turns: [{ camel: { maneuver: '32S3' }, fokker: { maneuver: '4S3' } }]
			})
		).toMatchObject({
			ok: false,
			code: 'hex.replay.turn',
			params: {
				turn: 1,
				inner: {
					code: 'hex.turn.plane_refused',
					params: { inner: { code: 'hex.plot.not_on_sheet' } }
				}
			},
			reason: expect.stringMatching(/^Turn 1: camel: 32S3 is not on the Sopwith Camel's/)
		});
	});
});
