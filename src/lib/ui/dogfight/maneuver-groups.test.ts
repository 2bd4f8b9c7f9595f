import { describe, expect, it } from 'vitest';
import { MANEUVERS } from '$lib/data/hex';
import type { ManeuverOption } from '$lib/rules/hex';
import { bySpeed, firstSpeed, speedOf } from './maneuver-groups';
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

	it('opens at the plane’s speed now when it has legal maneuvers there, not always at 2 (issue 28)', () => {
		const byCode = (speed: number) =>
			Object.keys(MANEUVERS)
				.filter((c) => MANEUVERS[c].speed === speed)
				.slice(0, 6);
		// Speed 2 has the most legal maneuvers; the plane flies at 3.
		const sheet = [
			...byCode(2).map((c) => opt(c, true)),
			...byCode(3).map((c, i) => opt(c, i < 2)),
			...byCode(4).map((c) => opt(c, false))
		];
		const groups = bySpeed(sheet);
		expect(firstSpeed(groups, null)).toBe(2); // as before without a speed
		expect(firstSpeed(groups, null, 3)).toBe(3);
		// At 4 nothing is legal: the nearest legal speed, 3.
		expect(firstSpeed(groups, null, 4)).toBe(3);
		// A chosen maneuver still wins.
		expect(firstSpeed(groups, byCode(2)[0], 3)).toBe(2);
		expect(speedOf(byCode(3)[0])).toBe(3);
		expect(speedOf('nonsense')).toBeNull();
	});

	it('every maneuver of the catalog has a name of ours', () => {
		const names = new Set(Object.values(MANEUVERS).map((x) => x.name));
		expect([...names].filter((n) => !namedManeuvers().includes(n))).toEqual([]);
		expect(maneuverName('nonsense')).toBe('nonsense');
	});
});
