/** What the hex map draws, from the engine's planes and events (shared by play and replay). */
import { AIRCRAFT } from '$lib/data/hex';
import type { HexEvent, HexPlane } from '$lib/rules/hex';
import { hexSilhouette } from '$lib/ui/board/silhouettes';
import type { BoardPlane } from './HexBoard.svelte';
import type { BoardShot } from './board/ShotBadges.svelte';

type Drawn = Pick<
	HexPlane,
	| 'id'
	| 'side'
	| 'aircraft'
	| 'colour'
	| 'col'
	| 'row'
	| 'facing'
	| 'altitude'
	| 'status'
	| 'smoking'
	| 'onFire'
	| 'observerKilled'
	| 'falling'
>;

/**
 * The planes in the air, and as wrecks those in `wrecks` (shot down in the turn shown) and those
 * still falling out of control (2013 with altitude: a killed pilot's plane spins down, 000:604).
 */
export function boardPlanes(
	planes: readonly Drawn[],
	wrecks: ReadonlySet<string>,
	extra: (p: Drawn) => Partial<BoardPlane> = () => ({})
): BoardPlane[] {
	return planes
		.filter((p) => p.status === 'flying' || p.falling || wrecks.has(p.id))
		.map((p) => ({
			id: p.id,
			name: Object.hasOwn(AIRCRAFT, p.aircraft) ? `${p.id} · ${AIRCRAFT[p.aircraft].name}` : p.id,
			side: p.side,
			kind: hexSilhouette(
				Object.hasOwn(AIRCRAFT, p.aircraft)
					? AIRCRAFT[p.aircraft]
					: { id: p.aircraft, observerGuns: 0 }
			),
			colour: p.colour,
			col: p.col,
			row: p.row,
			facing: p.facing,
			altitude: p.altitude,
			wreck: p.status !== 'flying',
			smoking: p.smoking,
			onFire: p.onFire,
			observerKilled: p.observerKilled,
			...extra(p)
		}));
}

/** Planes shot down among these events. */
export const shotDownIn = (events: readonly HexEvent[]): Set<string> =>
	new Set(events.flatMap((e) => (e.type === 'shotDown' ? [e.plane] : [])));

/** H-COMB-5/6: the open shots among these events, with their dice and hits. */
export const shotsIn = (events: readonly HexEvent[]): BoardShot[] =>
	events.flatMap((e): BoardShot[] =>
		e.type === 'shot'
			? [
					{
						shooter: e.shooter,
						target: e.target,
						faces: e.faces,
						roll: e.roll,
						combatValue: e.combatValue,
						blue: e.blue,
						red: e.red
					}
				]
			: []
	);
