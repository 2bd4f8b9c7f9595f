import { LEWIS_AMMO_FULL } from '../../data/hex-combat/thresholds';
import type { CombatOptionalRules } from '../../data/hex-combat/presets';
import type { GunPosition } from '../../data/hex-combat/types';
import type { Boxes, DamageTrack } from './types';

/** What a new track needs from the aircraft catalog (part 1's `AircraftType` has these fields). */
export interface TrackProfile {
	boxesWings: number;
	boxesFuselage: number;
	boxesTail: number;
	boxesEngine: number;
	pilotGuns: number;
	observerGuns: number;
	/** Which position carries a Lewis gun (H-COMB-7). */
	lewisGun: 'none' | GunPosition;
	/** Fuel at the start with the fuel rule (H-SET-6). */
	fuel: number;
}

/** A fresh track at the start of a game (H-SET-6: fuel, 5 Lewis rounds). */
export function newDamageTrack(
	profile: TrackProfile,
	optional: CombatOptionalRules,
	lewisAmmo = LEWIS_AMMO_FULL
): DamageTrack {
	const boxes: Boxes = {
		wings: profile.boxesWings,
		fuselage: profile.boxesFuselage,
		tail: profile.boxesTail,
		engine: profile.boxesEngine
	};
	const hasObserver = optional.observers && profile.observerGuns > 0;
	const lewisInPlay =
		optional.lewisGun &&
		profile.lewisGun !== 'none' &&
		(profile.lewisGun === 'pilot' || hasObserver);
	return {
		boxes,
		marked: { wings: 0, fuselage: 0, tail: 0, engine: 0 },
		fuel: optional.fuel ? profile.fuel : null,
		guns: {
			pilot: { mounted: profile.pilotGuns, destroyed: 0, jammed: 0 },
			observer: { mounted: hasObserver ? profile.observerGuns : 0, destroyed: 0, jammed: 0 }
		},
		hasObserver,
		observerKilled: false,
		observerWoundedUntil: null,
		wingsDamaged: false,
		wingsCrippled: false,
		engineHit: false,
		smoke: false,
		fire: false,
		pilotWound: null,
		pilotKilled: false,
		rudder: null,
		spinning: false,
		gliding: false,
		engineOutTurn: null,
		ammo: lewisInPlay ? lewisAmmo : null,
		lewisPosition: lewisInPlay && profile.lewisGun !== 'none' ? profile.lewisGun : null,
		down: null
	};
}

/** Guns at a position that are neither destroyed nor jammed. */
export function workingGuns(track: DamageTrack, position: GunPosition): number {
	const g = track.guns[position];
	return Math.max(0, g.mounted - g.destroyed - g.jammed);
}

/** Guns at a position that are not destroyed (jammed or not). */
export function intactGuns(track: DamageTrack, position: GunPosition): number {
	const g = track.guns[position];
	return Math.max(0, g.mounted - g.destroyed);
}

export function observerWounded(track: DamageTrack, turn: number): boolean {
	return track.observerWoundedUntil !== null && turn <= track.observerWoundedUntil;
}

/** A structural area is full: the plane cannot recover from a spin (H-REC-1). */
export function structureDestroyed(track: DamageTrack): boolean {
	return (['wings', 'fuselage', 'tail'] as const).some((a) => track.marked[a] >= track.boxes[a]);
}

/**
 * A deep copy, field by field (one shape, no spreads), so a rule function can change the copy and
 * never its input. Rule functions copy only when they change something (copy on write): a quiet
 * roll hands back the very track it was given.
 */
export function cloneTrack(track: DamageTrack): DamageTrack {
	const b = track.boxes;
	const m = track.marked;
	const pilot = track.guns.pilot;
	const observer = track.guns.observer;
	const wound = track.pilotWound;
	const rudder = track.rudder;
	return {
		boxes: { wings: b.wings, fuselage: b.fuselage, tail: b.tail, engine: b.engine },
		marked: { wings: m.wings, fuselage: m.fuselage, tail: m.tail, engine: m.engine },
		fuel: track.fuel,
		guns: {
			pilot: { mounted: pilot.mounted, destroyed: pilot.destroyed, jammed: pilot.jammed },
			observer: {
				mounted: observer.mounted,
				destroyed: observer.destroyed,
				jammed: observer.jammed
			}
		},
		hasObserver: track.hasObserver,
		observerKilled: track.observerKilled,
		observerWoundedUntil: track.observerWoundedUntil,
		wingsDamaged: track.wingsDamaged,
		wingsCrippled: track.wingsCrippled,
		engineHit: track.engineHit,
		smoke: track.smoke,
		fire: track.fire,
		pilotWound: wound ? { kind: wound.kind, until: wound.until } : null,
		pilotKilled: track.pilotKilled,
		rudder: rudder ? { only: rudder.only, until: rudder.until } : null,
		spinning: track.spinning,
		gliding: track.gliding,
		engineOutTurn: track.engineOutTurn,
		ammo: track.ammo,
		lewisPosition: track.lewisPosition,
		down: track.down
	};
}

/**
 * The planning limits the damage imposes on turn `turn` (H-PLAN-5), in the shape of part 1's
 * `Restrictions` fields, so `legalManeuvers` can read them directly.
 */
export interface DamageRestrictions {
	/** Blue wing damage or a blue engine hit: no speed 3 or 4. */
	noFastSpeeds: boolean;
	wingsDamaged: boolean;
	engineHit: boolean;
	/** Red wing damage or fire: no acrobatics. */
	wingsNoAcrobatics: boolean;
	noAcrobatics: boolean;
	pilotWound: 'straight' | 'slower' | null;
	rudder: { only: 'L' | 'R'; turns: number } | null;
	glideOnly: boolean;
	spinOnly: boolean;
	/** Smoke or fire: no tailing (H-TAIL-2). */
	noTailing: boolean;
}

export function damageRestrictions(track: DamageTrack, turn: number): DamageRestrictions {
	const wound = track.pilotWound && turn <= track.pilotWound.until ? track.pilotWound.kind : null;
	const rudder =
		track.rudder && turn <= track.rudder.until
			? { only: track.rudder.only, turns: track.rudder.until - turn + 1 }
			: null;
	return {
		noFastSpeeds: track.wingsDamaged || track.engineHit,
		wingsDamaged: track.wingsDamaged,
		engineHit: track.engineHit,
		wingsNoAcrobatics: track.wingsCrippled,
		noAcrobatics: track.wingsCrippled || track.fire,
		pilotWound: wound,
		rudder,
		glideOnly: track.gliding,
		spinOnly: track.spinning,
		noTailing: track.smoke || track.fire
	};
}
