import { because, reasonOf, type Reason } from '../common/result';
import { aircraftOf } from './catalog';
import type { NoShotReason } from './events';
import { planeMayFire, shotDice, shotRefusal, type ShotFailure } from './fire';
import type { GunSpec } from '../../data/grid/aircraft';
import type { Balloon, GridState, PlaneState } from './types';
import { inPlay } from './victory';

/**
 * planShot's checks in the order it makes them: a refusal later in the list got further (the
 * target was in range but outside the arc, say), so it tells the players more.
 */
const CHECK_ORDER = [
	'grid.gunner_dead',
	'grid.out_of_range',
	'grid.outside_arc',
	'grid.sight_blocked',
	'grid.no_dice_left'
];
const rank = (code: string): number => CHECK_ORDER.indexOf(code);

/** Enemy planes on the table and enemy balloons still up: what a plane could shoot at. */
function targetsOf(state: GridState, plane: PlaneState): (PlaneState | Balloon)[] {
	return [
		...state.planes.filter((p) => p.side !== plane.side && p.status === 'active'),
		...state.terrain.balloons.filter((b) => b.side !== plane.side && b.hp > 0)
	];
}

/**
 * Why one pairing failed: the reason of whichever of the plane's guns got furthest (the first such
 * gun). The checks are ranked by their codes; only the chosen one is worded.
 */
function bestReason(
	state: GridState,
	plane: PlaneState,
	target: PlaneState | Balloon
): Reason | null {
	let bestGun: GunSpec | null = null;
	let bestFailure: ShotFailure | null = null;
	let bestRank = -Infinity;
	for (const gun of aircraftOf(plane).guns) {
		const r = shotDice(state, plane, gun, target);
		if (typeof r === 'number') return null;
		if (rank(r) > bestRank) {
			bestRank = rank(r);
			bestGun = gun;
			bestFailure = r;
		}
	}
	if (!bestGun) return null;
	return reasonOf(shotRefusal(state, plane, bestGun, target, bestFailure!));
}

/**
 * G-TURN-1: a fire step in which nobody can shoot is skipped; this says why, plane by plane and
 * target by target (out of range, outside the arcs, line of sight blocked at a square, …), so the
 * players can see it (issue 15). Planes in play only; one reason per plane when it cannot shoot at
 * all (it re-entered, jinked, is lost in a cloud) or has no enemy on the table.
 */
export function whyNobodyFired(state: GridState): NoShotReason[] {
	const out: NoShotReason[] = [];
	for (const plane of state.planes) {
		if (!inPlay(plane)) continue;
		const may = planeMayFire(state, plane);
		if (!may.ok) {
			out.push({ plane: plane.id, target: null, reason: reasonOf(may) });
			continue;
		}
		const targets = targetsOf(state, plane);
		if (targets.length === 0) {
			out.push({
				plane: plane.id,
				target: null,
				reason: because(
					'grid.no_enemy_on_table',
					{ plane: plane.id },
					`no enemy of ${plane.id} is on the table`
				)
			});
			continue;
		}
		for (const target of targets) {
			const reason = bestReason(state, plane, target);
			if (reason) out.push({ plane: plane.id, target: target.id, reason });
		}
	}
	return out;
}
