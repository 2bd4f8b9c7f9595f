/**
 * H-COMB-1…9 for the plotting UI: which enemies a plane may shoot from a position it might end
 * its maneuver in, with the reason for each refused one. The player writes target and burst with
 * the plot (H-COMB-3); phase 5 checks them again against the real positions after movement.
 *
 * How the UI asks: take the seat's view (`viewFor`), compute the plane's end position for the
 * maneuver being considered (e.g. `flyManeuver` from movement.ts, or the preview the board
 * already draws), then call `legalTargets(view, planeId, end)`. Enemies are taken where they
 * stand now (their maneuvers are secret); their speed is last turn's.
 */
import type { Burst, GunPosition } from '../../data/hex-combat/types';
import { checkFire, type Shooter, type Target } from '../hex-combat/fire';
import { ok, quote, reasonOf, refuse, type Reason, type Result } from '../common/result';
import { combatSettingsFor } from './combat-phase';
import { pairGeometry, type Facing } from './geometry';
import type { HexView } from './view';
import { aircraftOf, findManeuver } from './catalog';

export interface EndPosition {
	col: number;
	row: number;
	facing: Facing;
	/** The level after the altitude order (null without the altitude rule). */
	altitude?: number | null;
	/** The maneuver being considered: its speed counts for same-hex shots and the dice pool. */
	maneuver?: string;
	/** A Lewis reload is planned this turn (that gun cannot fire, H-COMB-7). */
	reload?: boolean;
}

export interface TargetChoice {
	target: string;
	position: GunPosition;
	ok: boolean;
	/** Why this gun position cannot shoot that plane from there. */
	reason?: Reason;
	range: number;
	/** Bursts the guns may fire (Lewis ammunition may rule out the longer ones). */
	bursts: Burst[];
	/** 2013: the target's side facing the shooter (its damage deck). */
	deck?: 'A' | 'B' | 'C' | 'D';
}

const BURSTS: readonly Burst[] = ['short', 'medium', 'long'];

/** Every enemy × gun position, legal or with the reason (H-COMB-1, -2, -4, -7, -8, -9). */
export function legalTargets(
	view: HexView,
	planeId: string,
	end: EndPosition
): Result<TargetChoice[]> {
	const plane = view.planes.find((p) => p.id === planeId);
	if (!plane)
		return refuse('hex.no_plane', { id: quote(planeId) }, `There is no plane "${planeId}".`);
	if (plane.visibility !== 'full' || !plane.combat)
		return refuse('hex.targets.not_yours', { plane: planeId }, `${planeId} is not yours.`);
	const settings = combatSettingsFor(view.ruleset);
	const shooter: Shooter = {
		id: plane.id,
		side: plane.side,
		track: plane.combat,
		stability: aircraftOf(plane).stability,
		altitude: end.altitude === undefined ? plane.altitude : end.altitude,
		speed: findManeuver(end.maneuver ?? plane.lastManeuver)?.speed ?? 0,
		reloading: end.reload === true
	};
	const positions: GunPosition[] = ['pilot'];
	if (plane.combat.hasObserver) positions.push('observer');
	const out: TargetChoice[] = [];
	for (const other of view.planes) {
		if (other.side === plane.side) continue;
		const target: Target = {
			id: other.id,
			side: other.side,
			out: other.status !== 'flying',
			altitude: other.altitude,
			speed: findManeuver(other.lastManeuver)?.speed ?? 0
		};
		const g = pairGeometry(end, other);
		for (const position of positions) {
			const bursts: Burst[] = [];
			let reason: Reason | undefined;
			let deck: TargetChoice['deck'];
			for (const burst of BURSTS) {
				const r = checkFire(
					{ position, target: other.id, burst },
					shooter,
					target,
					g,
					settings,
					view.turn
				);
				if (r.ok) {
					bursts.push(burst);
					deck = r.value.deck;
				} else reason ??= reasonOf(r);
			}
			const legal = bursts.length > 0;
			out.push({
				target: other.id,
				position,
				ok: legal,
				...(legal ? {} : { reason }),
				range: g.range,
				bursts,
				...(legal && settings.rules.combat === 'dice2013' ? { deck } : {})
			});
		}
	}
	return ok(out);
}
