/**
 * Issue 17: the hex engine's setup functions refuse impossible states (for the app's setup form
 * as much as for the umpire's files), naming the field.
 */
import { describe, expect, it } from 'vitest';
import { AIRCRAFT } from '../../data/hex/aircraft';
import { scenarioState, type ScenarioInput } from './scenario';
import { setupHexGame, type HexSetup } from './setup';

const DUEL: HexSetup = {
	planes: [
		{ id: 'camel', seat: 'p1', aircraft: 'sopwith-camel', hex: '0110' },
		{ id: 'fokker', seat: 'p2', aircraft: 'fokker-dr1', hex: '3210' }
	],
	homeEdges: { entente: 'west', central: 'east' }
};

const setupRefusal = (setup: HexSetup) => {
	const r = setupHexGame(setup, 1);
	return r.ok ? 'ok' : { code: r.code, field: r.params.field };
};
const scenarioRefusal = (over: Partial<ScenarioInput>) => {
	const r = scenarioState({ ...DUEL, ...over } as ScenarioInput);
	return r.ok ? 'ok' : { code: r.code, field: r.params.field };
};

describe('hex setup: impossible states are refused with their field (issue 17)', () => {
	it('house rules: Lewis drums of 1–100 rounds, collision thresholds in order', () => {
		expect(setupRefusal({ ...DUEL, rules: { lewisAmmo: -2 } })).toEqual({
			code: 'hex.setup.range',
			field: 'rules.lewisAmmo'
		});
		expect(setupRefusal({ ...DUEL, rules: { collisionThresholds: [10, 6] } })).toEqual({
			code: 'hex.setup.range',
			field: 'rules.collisionThresholds.1'
		});
		expect(setupRefusal({ ...DUEL, rules: { collisionThresholds: [6, 1e308] } })).toEqual({
			code: 'hex.setup.range',
			field: 'rules.collisionThresholds.1'
		});
		expect(setupRefusal({ ...DUEL, rules: { lewisAmmo: 8, collisionThresholds: [5, 9] } })).toBe(
			'ok'
		);
	});

	it('more planes than a table takes', () => {
		const planes = Array.from({ length: 37 }, (_, i) => ({
			...DUEL.planes[i % 2],
			id: `p${i}`,
			seat: `s${i % 12}`
		}));
		expect(setupRefusal({ ...DUEL, planes })).toEqual({
			code: 'hex.setup.too_many_planes',
			field: 'planes'
		});
	});

	it('unknown aircraft and duplicate ids name the plane’s field', () => {
		const [camel, fokker] = DUEL.planes;
		expect(
			setupRefusal({ ...DUEL, planes: [camel, { ...fokker, aircraft: 'constructor' }] })
		).toEqual({
			code: 'hex.setup.unknown_aircraft',
			field: 'planes.1.aircraft'
		});
		expect(setupRefusal({ ...DUEL, planes: [camel, { ...fokker, id: 'camel' }] })).toEqual({
			code: 'hex.setup.duplicate_plane',
			field: 'planes.1.id'
		});
	});

	it('a flying plane with a destroyed wing, fuselage or tail (H-DMG-1: it is shot down)', () => {
		const [camel, fokker] = DUEL.planes;
		const boxes = AIRCRAFT['sopwith-camel'].boxesTail;
		expect(scenarioRefusal({ planes: [{ ...camel, damage: { tail: boxes } }, fokker] })).toEqual({
			code: 'hex.setup.area_destroyed',
			field: 'planes.0.damage.tail'
		});
		expect(
			scenarioRefusal({ planes: [{ ...camel, damage: { tail: boxes + 1 } }, fokker] })
		).toEqual({ code: 'hex.setup.range', field: 'planes.0.damage.tail' });
		expect(scenarioRefusal({ planes: [{ ...camel, damage: { tail: boxes - 1 } }, fokker] })).toBe(
			'ok'
		);
		// A full engine is a glide, not a fall (H-DMG-1).
		const engine = AIRCRAFT['sopwith-camel'].boxesEngine;
		expect(scenarioRefusal({ planes: [{ ...camel, damage: { engine } }, fokker] })).toBe('ok');
	});

	it('more fuel than the tank, more rounds than a drum, a card twice, a turn past the bound', () => {
		const [camel, fokker] = DUEL.planes;
		const tank = AIRCRAFT['sopwith-camel'].fuel;
		const fuelOn = { rules: { optional: { fuel: true } } };
		expect(scenarioRefusal({ ...fuelOn, planes: [{ ...camel, fuel: tank + 1 }, fokker] })).toEqual({
			code: 'hex.setup.range',
			field: 'planes.0.fuel'
		});
		expect(scenarioRefusal({ ...fuelOn, planes: [{ ...camel, fuel: tank }, fokker] })).toBe('ok');
		expect(scenarioRefusal({ planes: [{ ...camel, ammo: 6 }, fokker] })).toEqual({
			code: 'hex.setup.range',
			field: 'planes.0.ammo'
		});
		expect(scenarioRefusal({ decks: { B: ['B02', 'B03', 'B02'] } })).toEqual({
			code: 'hex.setup.card_twice',
			field: 'decks.B.2'
		});
		expect(scenarioRefusal({ turn: 501 })).toEqual({ code: 'hex.setup.range', field: 'turn' });
		expect(scenarioRefusal({ turn: 500 })).toBe('ok');
	});
});
