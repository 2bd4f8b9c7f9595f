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
 * The speed shown first: the chosen maneuver's, else the one with the most legal maneuvers
 * (the speeds a plane may fly next turn, H-PLAN-2), the slower on a tie.
 */
export function firstSpeed(groups: readonly SpeedGroup[], chosen: string | null): number | null {
	const mine = chosen ? groups.find((g) => g.options.some((o) => o.code === chosen)) : undefined;
	if (mine) return mine.speed;
	let best: SpeedGroup | null = null;
	for (const g of groups) if (!best || g.legal > best.legal) best = g;
	return best?.speed ?? null;
}
