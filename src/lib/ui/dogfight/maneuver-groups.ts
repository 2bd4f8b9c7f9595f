/**
 * The maneuver sheet made compact (issue 18): grouped by speed (the last figure of the code,
 * H-PLAN-1), legal ones first within a speed, so no choice needs a long scroll.
 */
import { MANEUVERS } from '$lib/data/hex';
import type { ManeuverOption } from '$lib/rules/hex';

export interface SpeedGroup {
	speed: number;
	options: ManeuverOption[];
	legal: number;
}

export function bySpeed(options: readonly ManeuverOption[]): SpeedGroup[] {
	const groups = new Map<number, ManeuverOption[]>();
	for (const o of options) {
		const speed = MANEUVERS[o.code]?.speed ?? 0;
		groups.set(speed, [...(groups.get(speed) ?? []), o]);
	}
	return [...groups.entries()]
		.sort(([a], [b]) => a - b)
		.map(([speed, list]) => ({
			speed,
			// Stable: legal first, each part in the sheet's own order.
			options: [...list.filter((o) => o.ok), ...list.filter((o) => !o.ok)],
			legal: list.filter((o) => o.ok).length
		}));
}

/**
 * The speed shown first (issue 28): the chosen maneuver's; else the plane's speed now (its last
 * maneuver's, H-PLAN-2: the next may differ by at most 1) if any maneuver there is legal; else
 * the legal speed nearest to it (the slower on a tie); without a speed now, the one with the most
 * legal maneuvers.
 */
export function firstSpeed(
	groups: readonly SpeedGroup[],
	chosen: string | null,
	speedNow: number | null = null
): number | null {
	const mine = chosen ? groups.find((g) => g.options.some((o) => o.code === chosen)) : undefined;
	if (mine) return mine.speed;
	if (speedNow !== null) {
		const legal = groups.filter((g) => g.legal > 0);
		let near: SpeedGroup | null = null;
		for (const g of legal)
			if (!near || Math.abs(g.speed - speedNow) < Math.abs(near.speed - speedNow)) near = g;
		if (near) return near.speed;
	}
	let best: SpeedGroup | null = null;
	for (const g of groups) if (!best || g.legal > best.legal) best = g;
	return best?.speed ?? null;
}

/** The speed a plane flies now: that of its last maneuver (null when unknown). */
export const speedOf = (lastManeuver: string): number | null =>
	Object.hasOwn(MANEUVERS, lastManeuver) ? MANEUVERS[lastManeuver].speed : null;
