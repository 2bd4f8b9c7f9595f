import { describe, expect, it } from 'vitest';
import {
	DEFAULT_HOUSE_RULES,
	HOUSE_RULE_IDS,
	houseRuleOverrides,
	withHouseRules
} from '../../data/campaign/house-rules';
import { DEFAULT_SIDES, NATIONS, otherSide } from '../../data/campaign/sides';
import { createPilot, standardAircraftFor } from './pilots';

describe('house rules', () => {
	it('the defaults override nothing', () => {
		expect(houseRuleOverrides(DEFAULT_HOUSE_RULES)).toEqual([]);
	});

	it('lists exactly the fields that differ, with their rule id, default and value', () => {
		const rules = withHouseRules({ survivesOnAtLeast: 4, assistsCountAsKills: true });
		expect(houseRuleOverrides(rules)).toEqual([
			{ field: 'assistsCountAsKills', ruleId: 'C-P1', default: false, value: true },
			{ field: 'survivesOnAtLeast', ruleId: 'C-P5', default: 5, value: 4 }
		]);
	});

	it('compares nested data by value, not by key order or identity', () => {
		const same = withHouseRules({
			planesPerPlayer: { max: 2, min: 1 },
			aceSkillPool: [...DEFAULT_HOUSE_RULES.aceSkillPool]
		});
		expect(houseRuleOverrides(same)).toEqual([]);
		const changed = withHouseRules({ fleeCountsAsKill: { 'fighter-sweep': 1 } });
		expect(houseRuleOverrides(changed).map((o) => o.field)).toEqual(['fleeCountsAsKill']);
	});

	it('every field has a rule id', () => {
		expect(Object.keys(HOUSE_RULE_IDS).sort()).toEqual(Object.keys(DEFAULT_HOUSE_RULES).sort());
	});
});

describe('C-1 sides', () => {
	it('defaults to the Royal Flying Corps (allied) against the Luftstreitkräfte (central)', () => {
		expect(DEFAULT_SIDES.allied.nationId).toBe('rfc');
		expect(DEFAULT_SIDES.central.nationId).toBe('luftstreitkrafte');
		expect(otherSide('allied')).toBe('central');
		expect(otherSide('central')).toBe('allied');
	});

	it("every nation's standard aircraft is one of its own models of that role", () => {
		for (const nation of Object.values(NATIONS)) {
			for (const role of ['fighter', 'observation'] as const) {
				const model = nation.models.find((m) => m.id === nation.standard[role]);
				expect(model?.role, `${nation.id} ${role}`).toBe(role);
			}
		}
	});

	it('allows another nation on a side: its pilots get that nation’s aircraft', () => {
		const side = { id: 'allied' as const, nationId: 'aeronautique-militaire', name: 'Escadrille' };
		const pilot = createPilot({ id: 'f1', name: 'Nungesser', side, role: 'fighter' });
		expect(pilot.ok && pilot.value.aircraftTypeId).toBe('nieuport-17');
		expect(pilot.ok && pilot.value.sideId).toBe('allied');
	});

	it('refuses an unknown nation', () => {
		expect(standardAircraftFor('atlantis', 'fighter').ok).toBe(false);
	});
});
