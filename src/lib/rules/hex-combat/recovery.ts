import type { Dice } from '../common/dice';
import { ok, refuse, type Result } from '../common/result';
import type { CombatSettings } from '../../data/hex-combat/presets';
import {
	LEWIS_AMMO_FULL,
	THRESHOLDS,
	type CombatThresholds
} from '../../data/hex-combat/thresholds';
import type { GunPosition } from '../../data/hex-combat/types';
import { cloneTrack, structureDestroyed } from './track';
import type { CombatEvent, DamageTrack } from './types';

/** The maneuver flown this turn, as recovery needs it (flags of part 1's catalog). */
export interface FlownManeuver {
	number: number;
	direction: 'L' | 'S' | 'R';
	acrobatic: boolean;
	stall: boolean;
	spin: boolean;
}

export interface RecoveryResult {
	track: DamageTrack;
	events: CombatEvent[];
}

/** H-REC-1: can this spin be recovered at all? */
export function canRecoverSpin(track: DamageTrack): boolean {
	return !track.down && !track.pilotKilled && !structureDestroyed(track);
}

/**
 * H-REC-1 spin recovery (phase 7): roll 3+ (novice 4+), then a d6 sets the new facing
 * (`facingRoll`: the Ready marker side the nose turns to; part 1 maps 1…6 to a facing, ◇ 1 =
 * unchanged, then clockwise). Impossible with a destroyed wing/fuselage/tail or a killed pilot.
 * Without altitude an unrecovered spin is shot down at once; with altitude the plane keeps
 * spinning and loses a level a turn (`spinDescent`).
 */
export function recoverSpin(
	track: DamageTrack,
	plane: string,
	novice: boolean,
	settings: CombatSettings,
	dice: Dice,
	thresholds: CombatThresholds = THRESHOLDS
): RecoveryResult {
	const events: CombatEvent[] = [];
	if (!track.spinning || track.down) return { track, events };
	const needed =
		novice && settings.optional.novicePilots
			? thresholds.spinRecoveryNovice
			: thresholds.spinRecovery;
	if (!canRecoverSpin(track)) {
		if (settings.optional.altitude) return { track, events };
		const t = cloneTrack(track);
		t.down = t.pilotKilled ? 'pilot-killed' : 'failed-spin';
		events.push({ plane, visibility: 'all', type: 'shot-down', cause: t.down });
		return { track: t, events };
	}
	const roll = dice.d6();
	if (roll >= needed) {
		const facingRoll = dice.d6();
		const t = cloneTrack(track);
		t.spinning = false;
		events.push({
			plane,
			visibility: 'owner',
			type: 'spin-recovery',
			roll,
			needed,
			recovered: true,
			facingRoll
		});
		return { track: t, events };
	}
	events.push({
		plane,
		visibility: 'owner',
		type: 'spin-recovery',
		roll,
		needed,
		recovered: false
	});
	if (settings.optional.altitude) return { track, events };
	const t = cloneTrack(track);
	t.down = 'failed-spin';
	events.push({ plane, visibility: 'all', type: 'shot-down', cause: t.down });
	return { track: t, events };
}

/**
 * H-REC-1 / H-MOVE-3 with altitude: a spinning plane loses one level a turn; below 1 it is shot
 * down (cause: a killed pilot, else a failed spin).
 */
export function spinDescent(track: DamageTrack, plane: string, altitude: number) {
	const events: CombatEvent[] = [];
	if (!track.spinning || track.down) return { track, altitude, events };
	const to = altitude - 1;
	events.push({ plane, visibility: 'all', type: 'spin-descent', from: altitude, to });
	if (to >= 1) return { track, altitude: to, events };
	const t = cloneTrack(track);
	t.down = t.pilotKilled ? 'pilot-killed' : 'failed-spin';
	events.push({ plane, visibility: 'all', type: 'shot-down', cause: t.down });
	return { track: t, altitude: Math.max(0, to), events };
}

/**
 * 2013 with altitude, pilot killed (000:604 "sein Flugzeug trudelt", 000:420): the wreck, down
 * already, spins down one level a turn and is gone below level 1 (`gone`). Open to all.
 */
export function wreckDescent(plane: string, altitude: number) {
	const to = altitude - 1;
	const events: CombatEvent[] = [
		{ plane, visibility: 'all', type: 'spin-descent', from: altitude, to }
	];
	return { altitude: Math.max(0, to), gone: to < 1, events };
}

export type RecoveryAction = 'spin' | 'unjam' | 'reload';

/**
 * H-REC-2 unjam: only after a straight, non-acrobatic maneuver (classic: no stall either), never
 * while spinning; classic: not when the plane made an attack this turn (`firedThisTurn`, 003:68).
 * 2013: the observer (observers rule) may clear his gun whatever the maneuver.
 */
export function checkUnjam(
	track: DamageTrack,
	position: GunPosition,
	flown: FlownManeuver,
	firedThisTurn: boolean,
	settings: CombatSettings
): Result<GunPosition> {
	if (track.down) return refuse('hex.combat.plane_down', {}, 'Your plane is down.');
	if (track.guns[position].jammed === 0)
		return refuse('hex.unjam.not_jammed', { position }, 'No gun is jammed there.');
	if (track.spinning)
		return refuse('hex.unjam.spinning', { position }, 'Guns cannot be cleared while spinning.');
	if (settings.rules.noUnjamAfterFiring && firedThisTurn)
		return refuse(
			'hex.unjam.fired',
			{ position },
			'Guns cannot be cleared in a turn the plane made an attack.'
		);
	if (position === 'observer') {
		if (track.observerKilled)
			return refuse('hex.combat.observer_killed', {}, 'The observer has been killed.');
		// 2013 000:774: the observer clears his guns whatever the plane flies.
		if (settings.rules.observerAnyManeuver) return ok(position);
	}
	// 2013 000:432: a straight that is not acrobatic (a stall 1S1 is one); classic 003:70: an
	// unrestricted straight, no stalls.
	const noStall = settings.rules.unjamAfter === 'straightNoStall';
	if (flown.direction !== 'S' || flown.acrobatic || flown.spin || (noStall && flown.stall))
		return noStall
			? refuse(
					'hex.unjam.not_straight_no_stall',
					{ position },
					'Guns can only be cleared after an unrestricted straight maneuver (no stall).'
				)
			: refuse(
					'hex.unjam.not_straight',
					{ position },
					'Guns can only be cleared after a straight maneuver that is not acrobatic.'
				);
	return ok(position);
}

/** H-REC-2: a checked unjam attempt — 4+ clears every jam at that position. */
export function unjam(
	track: DamageTrack,
	plane: string,
	position: GunPosition,
	dice: Dice,
	thresholds: CombatThresholds = THRESHOLDS
): RecoveryResult {
	const roll = dice.d6();
	const cleared = roll >= thresholds.unjam;
	let t = track;
	if (cleared) {
		t = cloneTrack(track);
		t.guns[position].jammed = 0;
	}
	return {
		track: t,
		events: [
			{
				plane,
				visibility: 'owner',
				type: 'unjam',
				position,
				roll,
				needed: thresholds.unjam,
				cleared
			}
		]
	};
}

/**
 * H-COMB-7: reload the Lewis gun on a straight maneuver (classic: 2S, 3S, 4S only); 2013: the
 * observer's on any maneuver; not while spinning; classic: not once the plane made an attack.
 */
export function checkReload(
	track: DamageTrack,
	flown: FlownManeuver,
	firedThisTurn: boolean,
	settings: CombatSettings
): Result<GunPosition> {
	const position = track.lewisPosition;
	if (!settings.optional.lewisGun || position === null)
		return refuse('hex.reload.no_lewis', {}, 'This plane has no Lewis gun.');
	if (track.down) return refuse('hex.combat.plane_down', {}, 'Your plane is down.');
	if (track.spinning) return refuse('hex.reload.spinning', {}, 'A spinning plane cannot reload.');
	if (settings.rules.noUnjamAfterFiring && firedThisTurn)
		return refuse(
			'hex.reload.fired',
			{ position },
			'The Lewis gun cannot be reloaded in a turn the plane made an attack.'
		);
	if (position === 'observer' && settings.optional.observers) {
		if (track.observerKilled)
			return refuse('hex.combat.observer_killed', {}, 'The observer has been killed.');
		// 2013 000:693: the observer reloads whatever the plane flies; classic has no such
		// exception (003:72: "the aircraft must perform maneuver 2S, 3S, or 4S").
		if (settings.rules.observerAnyManeuver) return ok(position);
	}
	const numbers = settings.rules.reloadManeuverNumbers;
	const straight = flown.direction === 'S' && !flown.acrobatic && !flown.stall && !flown.spin;
	if (!straight || (numbers !== null && !numbers.includes(flown.number)))
		return numbers
			? refuse(
					'hex.reload.maneuver_numbers',
					{ numbers: numbers.join(', ') },
					`Reloading needs maneuver ${numbers.join(', ')} straight.`
				)
			: refuse('hex.reload.not_straight', {}, 'Reloading needs a straight maneuver.');
	return ok(position);
}

/** H-COMB-7: the reload completes at the end of phase 6: a full drum. */
export function reload(track: DamageTrack, plane: string, full = LEWIS_AMMO_FULL): RecoveryResult {
	const position = track.lewisPosition;
	if (position === null) return { track, events: [] };
	const t = cloneTrack(track);
	t.ammo = full;
	return {
		track: t,
		events: [{ plane, visibility: 'owner', type: 'reload', position, ammo: full }]
	};
}

/** H-REC-3 classic: one recovery action a turn (so never reload and unjam together). */
export function checkRecoveryActions(
	actions: readonly RecoveryAction[],
	settings: CombatSettings
): Result<readonly RecoveryAction[]> {
	if (settings.rules.oneRecoveryAction && actions.length > 1)
		return refuse(
			'hex.recovery.one_action',
			{ actions: actions.join(', ') },
			'Only one recovery action a turn: spin recovery, unjamming or reloading.'
		);
	if (new Set(actions).size !== actions.length)
		return refuse('hex.recovery.each_once', {}, 'Each action only once a turn.');
	return ok(actions);
}
