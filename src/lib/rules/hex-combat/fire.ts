import { ok, refuse, type Result } from '../common/result';
import type { CombatSettings } from '../../data/hex-combat/presets';
import {
	FIRE_ALTITUDE_WINDOW,
	FIRE_RANGE,
	LEWIS_AMMO_COST
} from '../../data/hex-combat/thresholds';
import type { Burst, CounterSide, GunPosition, Stability } from '../../data/hex-combat/types';
import type { PairGeometry } from './geometry';
import { observerWounded, workingGuns } from './track';
import type { DamageTrack } from './types';
import { counted } from '../common/count';

/** The shooter as combat sees it in phase 5. */
export interface Shooter {
	id: string;
	side: string;
	track: DamageTrack;
	stability: Stability;
	/** Null without the altitude rule. */
	altitude: number | null;
	/** Speed of the maneuver flown this turn (same-hex shots H-COMB-2, pool H-COMB-5). */
	speed: number;
	/** A Lewis reload was declared this turn: that gun cannot fire (H-COMB-7). */
	reloading?: boolean;
}

export interface Target {
	id: string;
	side: string;
	/** Shot down, retired or landed planes are no targets. */
	out: boolean;
	altitude: number | null;
	speed: number;
	/** The target flew a stall maneuver this turn (H-COMB-5, H-COMB-6). */
	stalled?: boolean;
}

export interface FireOrder {
	position: GunPosition;
	target: string;
	burst: Burst;
}

export interface LegalShot {
	position: GunPosition;
	range: number;
	burst: Burst;
	/** The 2013 deck (H-COMB-5): the target's side facing the shooter. */
	deck: CounterSide;
	/** Lewis ammunition this burst spends (H-COMB-7); 0 for other guns. */
	ammo: number;
}

/**
 * H-COMB-1, -2, -4, -7, -8, -9: may this gun position fire at this target this turn?
 * The refusal names the first reason, in words a player understands.
 */
export function checkFire(
	order: FireOrder,
	shooter: Shooter,
	target: Target,
	geometry: PairGeometry,
	settings: CombatSettings,
	turn: number,
	lewisCost: Readonly<Record<Burst, number>> = LEWIS_AMMO_COST
): Result<LegalShot> {
	const t = shooter.track;
	const { position, burst } = order;
	if (target.id === shooter.id)
		return refuse('hex.fire.self', {}, 'A plane cannot fire at itself.');
	if (target.out)
		return refuse(
			'hex.fire.target_out',
			{ target: target.id },
			'That plane is no longer in the fight.'
		);
	if (target.side === shooter.side)
		return refuse('hex.fire.same_side', { target: target.id }, 'That plane is on your side.');
	if (t.down) return refuse('hex.combat.plane_down', {}, 'Your plane is down.');
	// H-COMB-4: spinning planes never fire.
	if (t.spinning) return refuse('hex.fire.spinning', {}, 'A spinning plane cannot fire.');
	if (position === 'pilot') {
		if (t.fire)
			return refuse(
				'hex.fire.pilot_on_fire',
				{},
				'The pilot cannot fire while the plane is on fire.'
			);
		if (t.pilotKilled) return refuse('hex.fire.pilot_killed', {}, 'The pilot cannot fire.');
	} else {
		// H-COMB-8: observers only with the optional rule; wounded 3 turns, killed for good.
		if (!settings.optional.observers || !t.hasObserver)
			return refuse('hex.fire.no_observer', {}, 'This plane has no observer in play.');
		// H-COMB-4: 2013 lets the observer of a burning plane fire (000:772); classic does not
		// (003:30 "Aircraft which are on fire or spinning may not shoot").
		if (t.fire && !settings.rules.burningObserverFires)
			return refuse(
				'hex.fire.observer_on_fire',
				{},
				'Under these rules nobody aboard a burning plane may shoot, not even the observer.'
			);
		if (t.observerKilled)
			return refuse('hex.combat.observer_killed', {}, 'The observer has been killed.');
		if (observerWounded(t, turn))
			return refuse('hex.fire.observer_wounded', {}, 'The observer is wounded and cannot fire.');
	}
	if (t.guns[position].mounted - t.guns[position].destroyed <= 0)
		return refuse(
			'hex.fire.no_gun_left',
			{ position },
			position === 'pilot' ? 'The pilot has no gun left.' : 'The observer has no gun left.'
		);
	if (workingGuns(t, position) === 0)
		return refuse('hex.fire.jammed', { position }, 'The guns are jammed.');
	// H-COMB-7: Lewis gun ammunition and reload.
	const lewis = settings.optional.lewisGun && t.lewisPosition === position;
	const ammo = lewis ? lewisCost[burst] : 0;
	if (lewis) {
		if (shooter.reloading)
			return refuse('hex.fire.lewis_reloading', {}, 'The Lewis gun is being reloaded this turn.');
		if ((t.ammo ?? 0) < ammo)
			return refuse(
				'hex.fire.lewis_ammo',
				{ burst, need: ammo, left: t.ammo ?? 0 },
				`A ${burst} burst needs ${counted(ammo, 'round', 'rounds')} of Lewis ammunition; ${t.ammo ?? 0} left.`
			);
	}
	// H-COMB-9: only within one altitude level.
	if (settings.optional.altitude && shooter.altitude !== null && target.altitude !== null) {
		if (Math.abs(shooter.altitude - target.altitude) > FIRE_ALTITUDE_WINDOW)
			return refuse(
				'hex.fire.altitude_window',
				{ window: FIRE_ALTITUDE_WINDOW },
				'The target is more than one altitude level away.'
			);
	}
	const g = geometry;
	if (g.range > FIRE_RANGE)
		return refuse(
			'hex.fire.out_of_range',
			{ range: g.range, max: FIRE_RANGE },
			`The target is beyond ${FIRE_RANGE} hexes.`
		);
	if (g.range === 0) {
		// H-COMB-2: same hex.
		if (position === 'observer')
			return refuse('hex.fire.observer_own_hex', {}, 'The observer cannot fire into his own hex.');
		if (!settings.rules.sameHexShots)
			return refuse(
				'hex.fire.same_hex_off',
				{},
				'Planes in the same hex are no targets for each other.'
			);
		if (!g.sameFacing)
			return refuse(
				'hex.fire.same_hex_facing',
				{},
				'In the same hex you may only fire when both planes face the same way.'
			);
		if (!(shooter.speed < target.speed))
			return refuse(
				'hex.fire.same_hex_speed',
				{ speed: shooter.speed, targetSpeed: target.speed },
				'In the same hex you may only fire when you flew slower than the target.'
			);
	} else if (position === 'pilot') {
		// H-COMB-1: the hex row straight ahead of side A.
		if (g.fireLine === 0)
			return refuse(
				'hex.fire.not_ahead',
				{},
				'The target is not straight ahead (the 3 hexes in front of A).'
			);
	} else {
		// H-COMB-8: out of C and D, not into the first hex behind D.
		if (!g.shooterSides.some((s) => s === 'C' || s === 'D'))
			return refuse(
				'hex.fire.observer_rear',
				{},
				'The observer fires only to the rear (sides C and D).'
			);
		// Online (004:76): only into the rear arc, where a corner hex abeam counts as front.
		if (settings.rules.observerArc === 'rearArc' && !['C', 'D'].includes(g.shooterSides[0]))
			return refuse(
				'hex.fire.observer_rear_arc',
				{},
				'The observer fires only into the rear arc; a hex abeam belongs to the front arc.'
			);
		if (g.range === 1 && g.shooterSides.includes('D'))
			return refuse(
				'hex.fire.observer_dead_zone',
				{},
				'The hex right behind the tail is the observer’s dead zone.'
			);
	}
	return ok({ position, range: g.range, burst, deck: g.targetSide, ammo });
}

/**
 * H-COMB-1 / H-COMB-8: each marked side fires at most once a turn — one shot for the pilot,
 * one for the observer.
 */
export function checkFireOrders(orders: readonly FireOrder[]): Result<readonly FireOrder[]> {
	const seen = new Set<GunPosition>();
	for (const o of orders) {
		if (seen.has(o.position))
			return refuse(
				'hex.fire.once_a_turn',
				{ position: o.position },
				o.position === 'pilot'
					? 'The pilot fires at most once a turn.'
					: 'The observer fires at most once a turn.'
			);
		seen.add(o.position);
	}
	return ok(orders);
}

/**
 * H-COMB-9: a medium or long burst at a higher target → climb next turn; at a lower → dive.
 * Part 1 sets `restrictions.mustClimb / mustDive` from this.
 */
export function altitudeObligation(
	burst: Burst,
	shooterAltitude: number | null,
	targetAltitude: number | null
): 'climb' | 'dive' | null {
	if (burst === 'short' || shooterAltitude === null || targetAltitude === null) return null;
	if (targetAltitude > shooterAltitude) return 'climb';
	if (targetAltitude < shooterAltitude) return 'dive';
	return null;
}

/** H-COMB-7: spend the Lewis rounds of a shot (after damage is determined). */
export function spendAmmo(track: DamageTrack, shot: LegalShot): DamageTrack {
	if (shot.ammo === 0 || track.ammo === null) return track;
	return { ...track, ammo: Math.max(0, track.ammo - shot.ammo) };
}
