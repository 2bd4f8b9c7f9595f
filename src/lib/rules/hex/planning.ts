/**
 * Phase 2, planning (H-PLAN-1…9): every maneuver of the plane's schedule with ok or the reason it
 * is refused, the altitude orders, and plot validation. Reasons are data (a code, its params and
 * the English sentence); the UI words them in the player's language.
 */
import { topScheduleSpeed, type AircraftType } from '../../data/hex/aircraft';
import { SPIN_CODE, type Maneuver } from '../../data/hex/maneuvers';
import type { RulesetOptions } from '../../data/hex/rulesets';
import {
	because,
	ok,
	quote,
	refuse,
	refuseBecause,
	type Reason,
	type Refusal,
	type Result
} from '../common/result';
import { combatSettingsFor } from './combat-phase';
import type { AltitudeOrder, HexPlane, Plot } from './types';
import { aircraftOf, maneuverOf, findManeuver } from './catalog';

export interface ManeuverOption {
	code: string;
	ok: boolean;
	/** Why the maneuver is refused (when `ok` is false). */
	reason?: Reason;
	/** A legal plot with a consequence the player should know (e.g. not enough fuel → spin). */
	warning?: Reason;
}

export interface AltitudeOption {
	order: AltitudeOrder;
	ok: boolean;
	reason?: Reason;
	warning?: Reason;
}

export interface PlanningContext {
	rules: RulesetOptions;
	turn: number;
}

const ALTITUDE_ORDERS: readonly AltitudeOrder[] = ['climb', 'level', 'dive', 'land'];

/** Turn 1 under the online preset has no restriction from the start maneuver (H-SET-5). */
function previousCounts(ctx: PlanningContext): boolean {
	return !(ctx.turn === 1 && ctx.rules.firstTurn === 'free');
}

/** The reason `m` may not be flown this turn (H-PLAN-2…6), or null. */
export function maneuverRefusal(ctx: PlanningContext, plane: HexPlane, m: Maneuver): Reason | null {
	const r = plane.restrictions;
	if (plane.status !== 'flying')
		return because('hex.plan.out_of_game', { plane: plane.id }, 'This plane is out of the game.');
	if (plane.spinning) {
		return m.code === SPIN_CODE
			? null
			: because(
					'hex.plan.spinning',
					{ spin: SPIN_CODE },
					'The plane is spinning: it flies 0S2 until it recovers.'
				);
	}
	if (m.code === SPIN_CODE) return null; // a pilot may always spin on purpose (2013 p.7)
	if (r.mustStall && !m.stall)
		return because(
			'hex.plan.must_stall',
			{},
			'After the failed climb the plane must stall (1L1, 1S1 or 1R1).'
		);
	if (plane.gliding && !m.glide) {
		return plane.gliding === 'fuel'
			? because(
					'hex.plan.gliding_fuel',
					{},
					'Out of fuel: the plane glides and may only fly glide maneuvers ⊖.'
				)
			: because(
					'hex.plan.gliding_engine',
					{},
					'Engine destroyed: the plane glides and may only fly glide maneuvers ⊖.'
				);
	}
	const ac = aircraftOf(plane);
	const last = maneuverOf(plane.lastManeuver);
	const counts = previousCounts(ctx);
	if (ctx.rules.topSpeedAfterSpin && r.mustFlyTopSpeed) {
		// The fastest it may fly now: damaged wings or a hit engine bar speeds 3 and 4 (H-PLAN-5),
		// so then its top speed is 2 — else a damaged plane out of a spin could only spin again.
		const top =
			r.wingsDamaged || r.engineHit ? Math.min(topScheduleSpeed(ac), 2) : topScheduleSpeed(ac);
		if (m.speed !== top)
			return because(
				'hex.plan.top_speed_after_spin',
				{ speed: top },
				`After recovering from a spin the plane must fly its top speed ${top}.`
			);
	} else if (counts && !plane.gliding && !r.mustStall) {
		// H-PLAN-2. Gliding and a forced stall override it; a damage cap of speed 2 lets a plane
		// that flew speed 4 drop to 2 (decisions-hex.md) — otherwise it could fly only a spin.
		const capped = r.wingsDamaged || r.engineHit ? Math.min(last.speed, 3) : last.speed;
		if (Math.abs(m.speed - capped) > 1)
			return because(
				'hex.plan.speed_change',
				{ last: last.code, speed: last.speed },
				`Speed may change by at most 1 a turn: last turn's ${last.code} was speed ${last.speed}.`
			);
	}
	if (r.pilotWound === 'straight' && m.direction !== 'S')
		return because(
			'hex.plan.wounded_straight',
			{},
			'The wounded pilot must fly a straight (S) maneuver this turn.'
		);
	if (r.pilotWound === 'slower') {
		// ◇ Under a cap of speed 2 (damaged wings, a hit engine, gliding) the previous speed counts
		// as at most 3, as for H-PLAN-2 above: a wounded pilot whose plane flew speed 4 flies 2.
		// Else speed 3 is both required and barred, and the plane could only spin (the random-play
		// property found it: seed 1250112678, 9 planes, 2013; docs/decisions.md).
		const from =
			r.wingsDamaged || r.engineHit || plane.gliding ? Math.min(last.speed, 3) : last.speed;
		const want = Math.max(1, from - 1);
		if (m.speed !== want)
			return from === last.speed
				? because(
						'hex.plan.wounded_slower',
						{ speed: want },
						`The wounded pilot must fly speed ${want}, one less than last turn.`
					)
				: because(
						'hex.plan.wounded_slower_capped',
						{ speed: want },
						`The wounded pilot must fly speed ${want}: slower than last turn, and speed 3 is barred.`
					);
	}
	if (m.speed >= 3 && r.wingsDamaged)
		return because('hex.plan.wings_damaged', {}, 'Damaged wings: no maneuvers at speed 3 or 4.');
	if (m.speed >= 3 && r.engineHit)
		return because('hex.plan.engine_hit', {}, 'Engine hit: no maneuvers at speed 3 or 4.');
	if (r.rudder && m.direction !== r.rudder.only) {
		const n = r.rudder.turns;
		const only = r.rudder.only;
		return n === 1
			? because(
					'hex.plan.rudder_one_turn',
					{ only, turns: n },
					`Jammed rudder: only ${only} maneuvers for 1 more turn.`
				)
			: because(
					'hex.plan.rudder',
					{ only, turns: n },
					`Jammed rudder: only ${only} maneuvers for ${n} more turns.`
				);
	}
	if (m.acrobatic) {
		if (plane.onFire)
			return because('hex.plan.acro_on_fire', {}, 'On fire: no acrobatic maneuvers.');
		if (r.wingsNoAcrobatics)
			return because('hex.plan.acro_wings', {}, 'Badly damaged wings: no acrobatic maneuvers.');
		if (plane.novice)
			return because('hex.plan.acro_novice', {}, 'Novice pilots may not fly acrobatic maneuvers.');
		// H-PLAN-3: only right after a preparation maneuver (classic: a repeatable one twice).
		const repeat =
			ctx.rules.acrobaticRepeatTwice &&
			!m.nonRepeatable &&
			plane.lastManeuver === m.code &&
			plane.previousManeuver !== m.code;
		if (counts && !last.preparation && !repeat) {
			return because(
				'hex.plan.acro_preparation',
				{ last: last.code },
				`Acrobatic maneuvers need a preparation straight (2–5) last turn; last turn was ${last.code}.`
			);
		}
	}
	if (m.nonRepeatable && counts) {
		// H-PLAN-4
		if (ctx.rules.nonRepeatable === 'afterAnyNonRepeatable' && last.nonRepeatable)
			return because(
				'hex.plan.non_repeatable_follow',
				{ last: last.code },
				`Non-repeatable maneuvers ⊕ may not follow each other: last turn was ${last.code}.`
			);
		if (ctx.rules.nonRepeatable === 'sameTwice' && last.code === m.code)
			return because(
				'hex.plan.twice_in_a_row',
				{ maneuver: m.code },
				`${m.code} may not be flown twice in a row.`
			);
	}
	return null;
}

/** H-FUEL-1: what a plot costs (speed digit, climbing +1, diving −1). */
export function fuelCost(m: Maneuver, order: AltitudeOrder | undefined): number {
	return Math.max(0, m.speed + (order === 'climb' ? 1 : 0) - (order === 'dive' ? 1 : 0));
}

function fuelWarning(
	ctx: PlanningContext,
	plane: HexPlane,
	m: Maneuver,
	order?: AltitudeOrder
): Reason | undefined {
	if (!ctx.rules.optional.fuel || plane.fuel === null || plane.gliding || plane.spinning || m.spin)
		return undefined;
	const cost = fuelCost(m, order);
	return cost > plane.fuel
		? because(
				'hex.warn.fuel',
				{ need: cost, left: plane.fuel },
				`Not enough fuel (needs ${cost}, ${plane.fuel} left): the plane will spend the rest and spin.`
			)
		: undefined;
}

/** Every maneuver of the plane's schedule with ok or its reason (H-PLAN-1…6). */
export function maneuverOptions(ctx: PlanningContext, plane: HexPlane): ManeuverOption[] {
	return aircraftOf(plane).schedule.map((code) => {
		const m = maneuverOf(code);
		const reason = maneuverRefusal(ctx, plane, m);
		if (reason) return { code, ok: false, reason };
		const warning = fuelWarning(ctx, plane, m, 'level');
		return warning ? { code, ok: true, warning } : { code, ok: true };
	});
}

/** The reason an altitude order is refused with maneuver `m` (H-PLAN-8, H-COMB-9), or null. */
export function altitudeRefusal(
	ctx: PlanningContext,
	plane: HexPlane,
	m: Maneuver,
	order: AltitudeOrder
): Reason | null {
	if (!ctx.rules.optional.altitude || plane.altitude === null)
		return order === 'level'
			? null
			: because('hex.alt.rule_off', { order }, 'The altitude rule is not in play.');
	const r = plane.restrictions;
	if (plane.spinning || m.spin)
		return order === 'level'
			? null
			: because('hex.alt.spinning', { order }, 'A spinning plane loses height by itself.');
	const ac = aircraftOf(plane);
	const classic = ctx.rules.altitudeOrders === 'classic';
	// H-COMB-9 ◇: the obligation binds whenever this maneuver can climb / dive; one that cannot
	// (speed, top speed, gliding, level 1, a forced maneuver) flies level (decisions-hex-2.md).
	if (r.mustClimb && order !== 'climb' && altitudeRefusal(ctx, free(plane), m, 'climb') === null)
		return because(
			'hex.alt.must_climb',
			{ order },
			'After a burst at a higher target the plane must climb.'
		);
	if (r.mustDive && order !== 'dive' && altitudeRefusal(ctx, free(plane), m, 'dive') === null)
		return because(
			'hex.alt.must_dive',
			{ order },
			'After a burst at a lower target the plane must dive.'
		);
	switch (order) {
		case 'level':
			return null;
		case 'climb':
			if (plane.gliding)
				return because('hex.alt.gliding_climb', {}, 'A gliding plane cannot climb.');
			if (classic && m.direction !== 'S')
				return because('hex.alt.climb_straight', {}, 'Climbing needs a straight (S) maneuver.');
			if (!classic && m.speed < 2)
				return because(
					'hex.alt.climb_speed',
					{ min: 2 },
					'Climbing needs a maneuver of speed 2 or more.'
				);
			if (m.speed >= ac.topSpeed)
				return because(
					'hex.alt.climb_top_speed',
					{ speed: ac.topSpeed },
					`No climbing at top speed (${ac.topSpeed}).`
				);
			return null;
		case 'dive':
			if (plane.gliding && !classic)
				return because('hex.alt.gliding_dive', {}, 'A gliding plane cannot dive.');
			if (!classic && m.speed < 2)
				return because(
					'hex.alt.dive_speed',
					{ min: 2 },
					'Diving needs a maneuver of speed 2 or more.'
				);
			if (plane.altitude <= 1)
				return because('hex.alt.lowest', { level: 1 }, 'Level 1 is the lowest: to go lower, land.');
			return null;
		case 'land':
			if (plane.altitude !== 1)
				return because(
					'hex.alt.land_level',
					{ level: plane.altitude },
					'Landing is only possible from level 1.'
				);
			if (m.direction !== 'S' || m.acrobatic)
				return because('hex.alt.land_straight', {}, 'Landing needs a straight (S) maneuver.');
			return null;
	}
}

/** The plane without its climb/dive obligation (to ask whether the order is possible at all). */
function free(plane: HexPlane): HexPlane {
	return { ...plane, restrictions: { ...plane.restrictions, mustClimb: false, mustDive: false } };
}

/** H-PLAN-8: trying to climb above ceiling − 1 stalls. */
export function climbsTooHigh(plane: HexPlane, order: AltitudeOrder | undefined): boolean {
	return (
		order === 'climb' &&
		plane.altitude !== null &&
		plane.altitude + 1 > aircraftOf(plane).ceiling - 1
	);
}

export function altitudeOptions(
	ctx: PlanningContext,
	plane: HexPlane,
	code: string
): AltitudeOption[] {
	const m = findManeuver(code);
	if (!m) {
		const unknown = because(
			'hex.alt.unknown_maneuver',
			{ maneuver: quote(code) },
			`Unknown maneuver ${code}.`
		);
		return ALTITUDE_ORDERS.map((order) => ({ order, ok: false, reason: unknown }));
	}
	return ALTITUDE_ORDERS.map((order) => {
		const reason = altitudeRefusal(ctx, plane, m, order);
		if (reason) return { order, ok: false, reason };
		const ceiling = aircraftOf(plane).ceiling;
		const warnings = [
			climbsTooHigh(plane, order)
				? because(
						'hex.warn.ceiling',
						{ level: plane.altitude! + 1, ceiling },
						`Level ${plane.altitude! + 1} is above what the plane can climb to (ceiling ${ceiling} − 1): it will stall.`
					)
				: undefined,
			fuelWarning(ctx, plane, m, order)
		].filter((w): w is Reason => w !== undefined);
		const warning = bothWarnings(warnings);
		return warning ? { order, ok: true, warning } : { order, ok: true };
	});
}

/** Two warnings for one choice (a climb too high that also runs the tank dry), as one reason. */
function bothWarnings(warnings: readonly Reason[]): Reason | undefined {
	if (warnings.length < 2) return warnings[0];
	const [first, second] = warnings;
	return because('hex.warn.both', { first, second }, `${first.text} ${second.text}`);
}

/** Each aircraft's sheet as a set: every plot of every turn is looked up on it. */
const SHEETS = new WeakMap<AircraftType, ReadonlySet<string>>();

function onSheet(ac: AircraftType, code: string): boolean {
	let sheet = SHEETS.get(ac);
	if (!sheet) SHEETS.set(ac, (sheet = new Set(ac.schedule)));
	return sheet.has(code);
}

/**
 * Why a plot is refused (H-PLAN-1…8), or null when it may be flown: `validatePlot` without the
 * warnings, for the turn's own last check of every plot (flights.ts).
 */
export function plotRefusal(ctx: PlanningContext, plane: HexPlane, plot: Plot): Refusal | null {
	const m = findManeuver(plot.maneuver);
	if (!m)
		return refuse(
			'hex.plot.not_a_maneuver',
			{ maneuver: quote(plot.maneuver) },
			`${plot.maneuver} is not a maneuver code (write e.g. 14R3).`
		);
	if (!onSheet(aircraftOf(plane), m.code))
		return refuse(
			'hex.plot.not_on_sheet',
			{ maneuver: m.code, aircraft: plane.aircraft },
			`${m.code} is not on the ${aircraftOf(plane).name}'s maneuver sheet.`
		);
	const reason = maneuverRefusal(ctx, plane, m);
	if (reason) return refuseBecause(reason);
	const order = plot.altitude ?? 'level';
	const altReason = altitudeRefusal(ctx, plane, m, order);
	if (altReason) return refuseBecause(altReason);
	if (plot.reload) {
		// H-PLAN-5 / H-COMB-7: reloading needs a straight (classic: 2S, 3S or 4S, 003:72) unless
		// the observer does it (2013 000:693: whatever the plane flies).
		if (plane.ammo === null)
			return refuse('hex.plot.no_lewis', {}, 'This plane has no Lewis gun to reload.');
		const combat = combatSettingsFor(ctx.rules).rules;
		const observerReloads =
			combat.observerAnyManeuver &&
			ctx.rules.optional.observers &&
			aircraftOf(plane).lewisGun === 'observer' &&
			!plane.observerKilled;
		const numbers = combat.reloadManeuverNumbers;
		if (!observerReloads && (m.direction !== 'S' || m.acrobatic || m.stall || m.spin))
			return refuse(
				'hex.plot.reload_straight',
				{ maneuver: m.code },
				'Reloading the Lewis gun needs a straight (S) maneuver.'
			);
		if (!observerReloads && numbers !== null && !numbers.includes(m.number))
			return refuse(
				'hex.reload.maneuver_numbers',
				{ numbers: numbers.join(', ') },
				`Reloading needs maneuver ${numbers.join(', ')} straight.`
			);
	}
	return null;
}

/** Validates a whole plot (H-PLAN-1…8); the value lists warnings the player accepted. */
export function validatePlot(ctx: PlanningContext, plane: HexPlane, plot: Plot): Result<Reason[]> {
	const refused = plotRefusal(ctx, plane, plot);
	if (refused) return refused;
	const m = maneuverOf(plot.maneuver);
	const order = plot.altitude ?? 'level';
	const warnings: Reason[] = [];
	const fw = fuelWarning(ctx, plane, m, order);
	if (fw) warnings.push(fw);
	if (climbsTooHigh(plane, order))
		warnings.push(because('hex.warn.too_high', {}, 'The climb is too high: the plane will stall.'));
	return ok(warnings);
}
