/**
 * G-TER-2 on the table in words (src/lib/table/grid/cloud.ts): which side of the cloud, which
 * square along it counted from which end, and the facing, named as the companion names the table
 * (west is side A's end, east side B's end, north the long edge on side A's left).
 */
import type { Edge } from '$lib/rules/grid';
import { sideName } from '$lib/ui/skirmish/describe';
import type { CloudExit } from '$lib/table/grid/types';
import { m } from '$lib/ui/i18n';

const ends = () => ({ a: sideName('A'), b: sideName('B') });

export function cloudSideText(side: Edge): string {
	const t = ends();
	if (side === 'north') return m.table_cloud_side_north(t);
	if (side === 'south') return m.table_cloud_side_south(t);
	if (side === 'east') return m.table_cloud_side_east(t);
	return m.table_cloud_side_west(t);
}

export function cloudSquareText(exit: Pick<CloudExit, 'side' | 'square' | 'length'>): string {
	const p = { ...ends(), n: exit.square, of: exit.length };
	return exit.side === 'north' || exit.side === 'south'
		? m.table_cloud_square_ns(p)
		: m.table_cloud_square_ew(p);
}

export function cloudFacingText(side: Edge): string {
	const t = ends();
	if (side === 'north') return m.table_cloud_facing_north();
	if (side === 'south') return m.table_cloud_facing_south();
	if (side === 'east') return m.table_cloud_facing_east(t);
	return m.table_cloud_facing_west(t);
}

/** A ±ve as the plane cards show it: +1, 0, −1. */
export const veText = (ve: number): string => (ve > 0 ? `+${ve}` : ve < 0 ? `−${-ve}` : '0');

/** The log's and the "last step" line for a plane coming out of its cloud. */
export function cloudExitText(exit: CloudExit, plane: string): string {
	const parts = {
		plane,
		side: cloudSideText(exit.side),
		square: cloudSquareText(exit),
		facing: cloudFacingText(exit.side)
	};
	return exit.reroll ? m.table_ev_cloud_reroll(parts) : m.table_ev_cloud_exit(parts);
}
