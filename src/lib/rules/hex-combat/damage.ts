import type { Dice } from '../common/dice';
import { because, type Reason } from '../common/result';
import { DURATIONS, THRESHOLDS } from '../../data/hex-combat/thresholds';
import type { EffectDurations, CombatThresholds } from '../../data/hex-combat/thresholds';
import type { CombatSettings } from '../../data/hex-combat/presets';
import type { DamageEffect, SpecialEffect } from '../../data/hex-combat/types';
import { BOX_AREAS, type BoxArea, type CombatEvent, type DamageTrack, type Hit } from './types';
import { cloneTrack, intactGuns } from './track';

/** Facts open to every player (H-DMG-6): smoke, fire, observer killed, destruction. */
const OPEN_SPECIALS: readonly SpecialEffect[] = ['smoke', 'fire', 'observer-killed'];

export interface DamageContext {
	plane: string;
	/** The turn being resolved; timed effects run from the next turn (H-DMG-4). */
	turn: number;
	settings: CombatSettings;
	durations?: EffectDurations;
	thresholds?: CombatThresholds;
}

type Emit = (event: CombatEvent) => void;

/** Marks boxes and applies one special (H-DMG-1, H-DMG-4). Mutates the working copy `t`. */
function applyEffect(t: DamageTrack, effect: DamageEffect, ctx: DamageContext, emit: Emit): void {
	const d = ctx.durations ?? DURATIONS;
	const plane = ctx.plane;
	for (const area of BOX_AREAS) {
		const n = effect.damage[area] ?? 0;
		if (n <= 0) continue;
		const before = t.marked[area];
		t.marked[area] = Math.min(t.boxes[area], before + n);
		emit({
			plane,
			visibility: 'owner',
			type: 'damage',
			area,
			boxes: t.marked[area] - before,
			marked: t.marked[area],
			of: t.boxes[area]
		});
	}
	const fuelLost = effect.damage.fuel ?? 0;
	if (fuelLost > 0 && t.fuel !== null) {
		const before = t.fuel;
		t.fuel = Math.max(0, before - fuelLost);
		emit({
			plane,
			visibility: 'owner',
			type: 'damage',
			area: 'fuel',
			boxes: before - t.fuel,
			marked: t.fuel,
			of: before
		});
		if (t.fuel === 0 && before > 0) emit({ plane, visibility: 'owner', type: 'fuel-empty' });
	}
	const special = effect.special;
	if (!special) return;
	const ignored = applySpecial(t, special, ctx.turn, d, pilotKilledRule(ctx.settings));
	emit({
		plane,
		visibility: OPEN_SPECIALS.includes(special) && !ignored ? 'all' : 'owner',
		type: 'special',
		effect: special,
		...(ignored ? { ignored } : {})
	});
}

/**
 * H-DMG-4: what a killed pilot means here. 2013 with altitude (`pilotKilledWithAltitude`
 * 'fallsOutOfControl', 000:604): the player is out at once — part 1 keeps the plane on the board
 * as a falling wreck (`HexPlane.falling`).
 */
function pilotKilledRule(settings: CombatSettings): CombatSettings['rules']['pilotKilled'] {
	const r = settings.rules;
	return settings.optional.altitude && r.pilotKilledWithAltitude === 'fallsOutOfControl'
		? 'outAtOnce'
		: r.pilotKilled;
}

const noObserver = () => because('hex.special.no_observer', {}, 'no observer in play');

/** Returns a reason when the special has no effect on this plane. */
function applySpecial(
	t: DamageTrack,
	special: SpecialEffect,
	turn: number,
	d: EffectDurations,
	pilotKilled: CombatSettings['rules']['pilotKilled']
): Reason | undefined {
	switch (special) {
		case 'wings-damaged':
			t.wingsDamaged = true;
			return;
		case 'wings-crippled':
			t.wingsCrippled = true;
			return;
		case 'guns-jammed': {
			// ◇ The pilot's guns jam (all working ones); an aircraft without pilot guns jams the observer's.
			const pos = intactGuns(t, 'pilot') > 0 ? 'pilot' : 'observer';
			if (intactGuns(t, pos) === 0)
				return because('hex.special.no_guns_to_jam', {}, 'no guns left to jam');
			t.guns[pos].jammed = intactGuns(t, pos);
			return;
		}
		case 'gun-destroyed': {
			// ◇ One gun of the pilot first, else the observer's; a jammed gun may be the one lost.
			const pos = intactGuns(t, 'pilot') > 0 ? 'pilot' : 'observer';
			if (intactGuns(t, pos) === 0)
				return because('hex.special.no_guns_to_destroy', {}, 'no guns left to destroy');
			t.guns[pos].destroyed++;
			t.guns[pos].jammed = Math.min(t.guns[pos].jammed, intactGuns(t, pos));
			return;
		}
		case 'engine-hit':
			t.engineHit = true;
			return;
		case 'smoke':
			if (t.fire) return because('hex.special.already_on_fire', {}, 'already on fire');
			t.smoke = true;
			return;
		case 'fire':
			t.fire = true;
			t.smoke = false;
			return;
		case 'observer-wounded':
			if (!t.hasObserver || t.observerKilled) return noObserver();
			t.observerWoundedUntil = Math.max(t.observerWoundedUntil ?? 0, turn + d.observerWounded);
			return;
		case 'observer-killed':
			if (!t.hasObserver || t.observerKilled) return noObserver();
			t.observerKilled = true;
			t.observerWoundedUntil = null;
			return;
		case 'pilot-wounded':
			t.pilotWound = { kind: 'straight', until: turn + d.pilotWounded };
			return;
		case 'pilot-wounded-slow':
			t.pilotWound = { kind: 'slower', until: turn + d.pilotWounded };
			return;
		case 'pilot-killed':
			// Not announced (H-DMG-6): the plane spins and cannot recover (H-REC-1). 2013 and
			// online take the player out at once (000:604, 004:88); classic spins it down (003:67).
			t.pilotKilled = true;
			t.spinning = true;
			if (pilotKilled === 'outAtOnce' && !t.down) t.down = 'pilot-killed';
			return;
		case 'fuel-tank-hit':
			// The fuel boxes are on the effect itself (fuel3 / fuel6); without the fuel rule nothing.
			return t.fuel === null
				? because('hex.special.fuel_rule_off', {}, 'fuel rule off')
				: undefined;
		case 'fuel-tank-explodes':
			if (!t.down) t.down = 'fuel-tank-explosion';
			return;
		case 'rudder-right':
		case 'rudder-left':
			// One rudder effect at a time; later ones are ignored, their boxes still count.
			if (t.rudder && t.rudder.until > turn)
				return because(
					'hex.special.rudder_in_force',
					{ only: t.rudder.only },
					'a rudder effect is already in force'
				);
			t.rudder = { only: special === 'rudder-right' ? 'R' : 'L', until: turn + d.rudder };
			return;
	}
}

export interface DamageResult {
	track: DamageTrack;
	events: CombatEvent[];
}

/**
 * Phase 6 (H-DMG-1…5): applies every hit a plane took this turn, in order, then the loss-of-
 * control roll (altitude rule: one roll if any wing or tail box was marked, 5+ spins) and the
 * consequences of full areas. A shot-down plane takes no more damage. Never mutates `track`.
 */
export function applyHits(
	track: DamageTrack,
	hits: readonly Hit[],
	ctx: DamageContext,
	dice: Dice
): DamageResult {
	if (track.down) return { track, events: [] };
	const t = cloneTrack(track);
	const events: CombatEvent[] = [];
	const emit: Emit = (e) => events.push(e);
	const before = { ...t.marked };
	for (const hit of hits) {
		applyEffect(t, hit.effect, ctx, emit);
		if (t.down) break;
	}
	settleDamage(t, before, ctx, dice, emit);
	return { track: t, events };
}

function settleDamage(
	t: DamageTrack,
	before: Record<BoxArea, number>,
	ctx: DamageContext,
	dice: Dice,
	emit: Emit
): void {
	const th = ctx.thresholds ?? THRESHOLDS;
	const plane = ctx.plane;
	if (t.down) {
		emit({ plane, visibility: 'all', type: 'shot-down', cause: t.down });
		return;
	}
	// H-DMG-1: a full wing, fuselage or tail → the plane spins and is shot down.
	for (const area of ['wings', 'fuselage', 'tail'] as const) {
		if (t.marked[area] >= t.boxes[area] && before[area] < t.boxes[area]) {
			emit({ plane, visibility: 'owner', type: 'area-destroyed', area });
			if (!t.down) t.down = `${area}-destroyed`;
		}
	}
	if (t.down) {
		t.spinning = true;
		emit({ plane, visibility: 'all', type: 'shot-down', cause: t.down });
		return;
	}
	// H-DMG-1: engine full → glide only; 2013 also shot down at the end of the next turn.
	if (t.marked.engine >= t.boxes.engine && before.engine < t.boxes.engine) {
		t.gliding = true;
		const d = ctx.durations ?? DURATIONS;
		t.engineOutTurn =
			ctx.settings.rules.engineOut === 'shotDownNextTurn' ? ctx.turn + d.engineOut2013 : null;
		emit({
			plane,
			visibility: 'owner',
			type: 'engine-destroyed',
			gliding: true,
			shotDownAtEndOf: t.engineOutTurn
		});
	}
	// H-DMG-5: with altitude, damage to wings or tail → 5+ the plane spins (one roll a phase ◇).
	// 2013 only: classic rolls for spin once, in phase 8, for a stall, a failed climb or a
	// critical hit that says so — never for ordinary wing or tail damage (003:76–80).
	const controlHit = t.marked.wings > before.wings || t.marked.tail > before.tail;
	if (
		ctx.settings.optional.altitude &&
		ctx.settings.rules.spinChecks === 'stallAndLossOfControl' &&
		controlHit &&
		!t.spinning
	) {
		const roll = dice.d6();
		const spins = roll >= th.lossOfControl;
		if (spins) t.spinning = true;
		emit({
			plane,
			visibility: 'owner',
			type: 'loss-of-control',
			roll,
			needed: th.lossOfControl,
			spins
		});
	}
}

/**
 * End of a turn (after phase 8): the 2013 engine-out countdown (H-DMG-1) and expiry of timed
 * effects (H-DMG-4). Returns the events (a shot-down is open).
 */
export function endOfTurn(track: DamageTrack, plane: string, turn: number): DamageResult {
	const changes =
		(!track.down && track.engineOutTurn !== null && turn >= track.engineOutTurn) ||
		(track.pilotWound !== null && turn >= track.pilotWound.until) ||
		(track.rudder !== null && turn >= track.rudder.until) ||
		(track.observerWoundedUntil !== null && turn >= track.observerWoundedUntil);
	if (!changes) return { track, events: [] };
	const t = cloneTrack(track);
	const events: CombatEvent[] = [];
	if (!t.down && t.engineOutTurn !== null && turn >= t.engineOutTurn) {
		t.down = 'engine-destroyed';
		events.push({ plane, visibility: 'all', type: 'shot-down', cause: t.down });
	}
	if (t.pilotWound && turn >= t.pilotWound.until) t.pilotWound = null;
	if (t.rudder && turn >= t.rudder.until) t.rudder = null;
	if (t.observerWoundedUntil !== null && turn >= t.observerWoundedUntil)
		t.observerWoundedUntil = null;
	return { track: t, events };
}
