/**
 * The line over the maneuver sheet when the plane has no real choice (issue 28): a spinning plane
 * flies the spin until it recovers (H-PLAN-5: it flies 0S2 whatever is written; H-REC-1: it rolls
 * to recover in phase 7), so the sheet says so instead of a speed tab with "1 legal".
 */
import type { ManeuverOption } from '$lib/rules/hex';

export type PlotHeadline = { kind: 'spinning'; spin: string };

export function plotHeadline(
	plane: { spinning: boolean },
	options: readonly ManeuverOption[]
): PlotHeadline | null {
	if (!plane.spinning) return null;
	return { kind: 'spinning', spin: options.find((o) => o.ok)?.code ?? '0S2' };
}
