import { describe, expect, it } from 'vitest';
import { GRID_AIRCRAFT, GRID_AIRCRAFT_BY_ID, GRID_HIT_POINTS } from './aircraft';
import { GRID_RULES, SPEED_SQUARES } from './rules';

const row = (id: string) => {
	const a = GRID_AIRCRAFT_BY_ID[id];
	const guns = a.guns.map((g) => `${g.kind}:${g.mount}`).join(' ');
	return [a.kind, a.nation, a.static ? '-' : a.speed, a.static ? '-' : a.agility, guns].join(' | ');
};

describe('grid aircraft catalog (G-AC-1…G-AC-4)', () => {
	it('keeps every entry of the source list with its type, speed, agility and guns', () => {
		expect(GRID_AIRCRAFT.map((a) => a.id)).toEqual([
			'se5a',
			'camel',
			'bristol-f2b',
			're8',
			'hp-o400',
			'nieuport-17',
			'fokker-dr1',
			'fokker-dvii',
			'albatros-diii',
			'fokker-eiii',
			'roland-cii',
			'halberstadt-clii',
			'rumpler-civ',
			'gotha-giv',
			'zeppelin-p'
		]);
		expect(row('se5a')).toBe('fighter | allied | fast | average | double:pilot single:wing');
		expect(row('camel')).toBe('fighter | allied | medium | nimble | double:pilot');
		expect(row('bristol-f2b')).toBe(
			'two-seat-fighter | allied | medium | average | single:pilot single:observer-rear'
		);
		expect(row('re8')).toBe(
			'observation | allied | slow | clumsy | single:pilot single:observer-rear'
		);
		expect(row('hp-o400')).toBe(
			'heavy-bomber | allied | - | - | single:gunner-front single:gunner-left single:gunner-right'
		);
		expect(row('nieuport-17')).toBe('fighter | allied | fast | nimble | double:pilot');
		expect(row('fokker-dr1')).toBe('fighter | central | medium | nimble | double:pilot');
		expect(row('fokker-dvii')).toBe('fighter | central | fast | nimble | double:pilot');
		expect(row('albatros-diii')).toBe('fighter | central | medium | average | double:pilot');
		expect(row('fokker-eiii')).toBe('fighter | central | slow | clumsy | single:pilot');
		expect(row('roland-cii')).toBe(
			'observation | central | slow | clumsy | single:pilot single:observer-rear'
		);
		expect(row('halberstadt-clii')).toBe(
			'observation | central | slow | clumsy | single:pilot single:observer-rear'
		);
		expect(row('rumpler-civ')).toBe(
			'observation | central | slow | average | single:pilot single:observer-rear'
		);
		expect(row('gotha-giv')).toBe(
			'heavy-bomber | central | - | - | single:gunner-front single:gunner-left single:gunner-right'
		);
		expect(GRID_AIRCRAFT_BY_ID['zeppelin-p'].guns).toHaveLength(6);
		expect(GRID_AIRCRAFT_BY_ID['zeppelin-p'].guns.map((g) => g.offset)).toEqual([
			1, 1, 1, -1, -1, -1
		]);
	});

	it('covers every type of G-AC-1 (a generic pusher fills the gap in the list)', () => {
		const kinds = new Set(Object.values(GRID_AIRCRAFT_BY_ID).map((a) => a.kind));
		expect([...kinds].sort()).toEqual(
			['fighter', 'heavy-bomber', 'observation', 'pusher', 'two-seat-fighter', 'zeppelin'].sort()
		);
		expect(GRID_AIRCRAFT_BY_ID.pusher.guns[0].mount).toBe('observer-front');
	});

	it('speed classes move 6 / 4 / 2 squares (G-AC-2)', () => {
		expect(SPEED_SQUARES).toEqual({ fast: 6, medium: 4, slow: 2 });
	});

	it('◇ hit and critical points by type, balloons 6 (G-AC-4)', () => {
		expect(GRID_HIT_POINTS).toEqual({
			fighter: { hp: 6, critical: 2 },
			'two-seat-fighter': { hp: 8, critical: 3 },
			observation: { hp: 8, critical: 3 },
			pusher: { hp: 6, critical: 2 },
			'heavy-bomber': { hp: 16, critical: 6 },
			zeppelin: { hp: 30, critical: 10 }
		});
		expect(GRID_RULES.hitPoints).toEqual(GRID_HIT_POINTS);
		expect(GRID_RULES.balloonHp).toBe(6);
	});
});
