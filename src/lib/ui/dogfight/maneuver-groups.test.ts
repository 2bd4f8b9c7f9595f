import { describe, expect, it } from 'vitest';
import { MANEUVERS } from '$lib/data/hex';
import type { ManeuverOption } from '$lib/rules/hex';
import { bySpeed, firstSpeed } from './maneuver-groups';
import { maneuverName, namedManeuvers } from './maneuver-words';

const opt = (code: string, ok: boolean): ManeuverOption => ({ code, ok }) as ManeuverOption;

describe('the compact maneuver sheet (issue 18)', () => {
	const codes = Object.keys(MANEUVERS).slice(0, 30);
	const options = codes.map((c, i) => opt(c, i % 3 !== 0));

	it('groups by speed, every option once, legal ones first', () => {
		const groups = bySpeed(options);
		expect(groups.flatMap((g) => g.options).length).toBe(options.length);
		for (const g of groups) {
			for (const o of g.options) expect(MANEUVERS[o.code].speed).toBe(g.speed);
			const firstRefused = g.options.findIndex((o) => !o.ok);
			if (firstRefused >= 0) expect(g.options.slice(firstRefused).every((o) => !o.ok)).toBe(true);
			expect(g.legal).toBe(g.options.filter((o) => o.ok).length);
		}
		expect(groups.map((g) => g.speed)).toEqual([...groups.map((g) => g.speed)].sort());
	});

	it('opens at the chosen maneuver’s speed, else where most are legal', () => {
		const groups = bySpeed(options);
		const chosen = groups[groups.length - 1].options[0].code;
		expect(firstSpeed(groups, chosen)).toBe(groups[groups.length - 1].speed);
		const most = Math.max(...groups.map((g) => g.legal));
		expect(groups.find((g) => g.speed === firstSpeed(groups, null))!.legal).toBe(most);
		expect(firstSpeed([], null)).toBeNull();
	});

	it('every maneuver of the catalog has a name of ours', () => {
		const names = new Set(Object.values(MANEUVERS).map((x) => x.name));
		expect([...names].filter((n) => !namedManeuvers().includes(n))).toEqual([]);
		expect(maneuverName('nonsense')).toBe('nonsense');
	});
});
