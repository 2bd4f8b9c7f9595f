/**
 * Phase 2's last word (H-PLAN-5…6, H-FUEL-2): every plot checked once more, and the maneuver each
 * plane will really fly — 0S2 for a spinning plane, for an illegal plot in table play, or for a
 * plot the fuel cannot pay for.
 */
import { SPIN_CODE } from '../../data/hex/maneuvers';
import { own } from '../common/own';
import {
	because,
	ok,
	quote,
	reasonOf,
	refuse,
	refuseWithin,
	type Reason,
	type Result
} from '../common/result';
import type { Maneuver } from '../../data/hex/maneuvers';
import type { RulesetOptions } from '../../data/hex/rulesets';
import { fuelCost, plotRefusal } from './planning';
import type { TurnContext } from './turn-context';
import type { AltitudeOrder, HexPlane, PlotMap } from './types';
import { maneuverOf } from './catalog';

/**
 * Fills `ctx.flown`; `spendRest` collects the planes that could not pay for their plot and spin
 * instead (H-FUEL-2). `mode` 'refuse' refuses an illegal plot with its reason (the app), 'spin'
 * flies 0S2 instead (table play, H-PLAN-6).
 */
export function planFlights(
	ctx: TurnContext,
	plots: PlotMap,
	mode: 'refuse' | 'spin',
	spendRest: string[]
): Result<true> {
	const pctx = { rules: ctx.rules, turn: ctx.state.turn };
	for (const id of Object.keys(plots)) {
		const p = ctx.planes.find((x) => x.id === id);
		if (!p) return refuse('hex.no_plane', { id: quote(id) }, `There is no plane "${id}".`);
		if (p.status !== 'flying')
			return refuse(
				'hex.turn.plane_out',
				{ plane: id },
				`${id} is out of the game and plots nothing.`
			);
	}
	for (const plane of ctx.planes) {
		if (plane.status !== 'flying') continue;
		const plot = own(plots, plane.id);
		if (flightFor(ctx.rules, plane, null, 'level') === 'spinning') {
			// H-PLAN-5: a spinning plane flies 0S2 whatever was written.
			ctx.flown.set(plane.id, {
				maneuver: SPIN_CODE,
				order: 'level',
				flies: maneuverOf(SPIN_CODE)
			});
			continue;
		}
		if (!plot)
			return refuse(
				'hex.turn.no_plot',
				{ plane: plane.id, turn: ctx.state.turn },
				`${plane.id} has no plot for turn ${ctx.state.turn}.`
			);
		const check = plotRefusal(pctx, plane, plot);
		const order = plot.altitude ?? 'level';
		if (check) {
			if (mode === 'refuse')
				return refuseWithin('hex.turn.plane_refused', { plane: plane.id }, `${plane.id}: `, check);
			ctx.events.push({
				type: 'spinInstead',
				plane: plane.id,
				plotted: plot.maneuver,
				reason: reasonOf(check)
			});
			plane.spinning = true; // H-PLAN-6
			ctx.flown.set(plane.id, {
				maneuver: SPIN_CODE,
				order: 'level',
				flies: maneuverOf(SPIN_CODE)
			});
			continue;
		}
		const m = maneuverOf(plot.maneuver);
		const flight = flightFor(ctx.rules, plane, m, order);
		if (flight === 'no-fuel') {
			// H-FUEL-2: not enough fuel → spend the rest and spin.
			ctx.events.push({
				type: 'spinInstead',
				plane: plane.id,
				plotted: plot.maneuver,
				reason: noFuelReason(m, order, plane.fuel!)
			});
			plane.spinning = true;
			spendRest.push(plane.id);
			ctx.flown.set(plane.id, {
				maneuver: SPIN_CODE,
				order: 'level',
				flies: maneuverOf(SPIN_CODE)
			});
			continue;
		}
		if (flight === 'spin') plane.spinning = true; // a chosen spin is a spin
		ctx.flown.set(plane.id, { maneuver: m.code, order, flies: m });
	}
	return ok(true);
}

/**
 * What a plane flies for the maneuver written (H-PLAN-5, H-PLAN-6, H-FUEL-2): 'spinning' — it
 * spins already and flies 0S2 whatever was written; 'no-fuel' — the fuel cannot pay for it, so it
 * spends the rest and spins (0S2); 'spin' — it chose the spin (0S2) and now spins; 'as-written'.
 * `m` null asks only whether the plane spins already. The engine's planning and the table
 * companion (where the maneuver is read off the players' sheets) both ask here.
 */
export function flightFor(
	rules: RulesetOptions,
	plane: { spinning: boolean; fuel: number | null; gliding: HexPlane['gliding'] | boolean },
	m: Maneuver | null,
	order: AltitudeOrder
): 'spinning' | 'no-fuel' | 'spin' | 'as-written' {
	if (plane.spinning) return 'spinning';
	if (m === null) return 'as-written';
	if (
		rules.optional.fuel &&
		plane.fuel !== null &&
		!plane.gliding &&
		fuelCost(m, order) > plane.fuel
	)
		return 'no-fuel';
	return m.spin ? 'spin' : 'as-written';
}

/** H-FUEL-2: why the plane spins instead (the cost and what is left, both secret). */
export const noFuelReason = (m: Maneuver, order: AltitudeOrder, fuel: number): Reason =>
	because(
		'hex.turn.spin_no_fuel',
		{ need: fuelCost(m, order), has: fuel },
		`not enough fuel (needs ${fuelCost(m, order)}, has ${fuel})`
	);

/** Effects that last "for the next turn" were used up by this turn's plot (H-PLAN-5). */
export function expireRestrictions(plane: HexPlane): void {
	const r = plane.restrictions;
	r.pilotWound = null;
	r.mustClimb = false;
	r.mustDive = false;
	r.mustFlyTopSpeed = false;
	r.mustStall = false;
	if (r.rudder) r.rudder = r.rudder.turns > 1 ? { ...r.rudder, turns: r.rudder.turns - 1 } : null;
}
