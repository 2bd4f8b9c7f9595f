/**
 * Phase 2's last word (H-PLAN-5…6, H-FUEL-2): every plot checked once more, and the maneuver each
 * plane will really fly — 0S2 for a spinning plane, for an illegal plot in table play, or for a
 * plot the fuel cannot pay for.
 */
import { SPIN_CODE } from '../../data/hex/maneuvers';
import { own } from '../common/own';
import { because, ok, quote, reasonOf, refuse, refuseWithin, type Result } from '../common/result';
import { fuelCost, plotRefusal } from './planning';
import type { TurnContext } from './turn-context';
import type { HexPlane, PlotMap } from './types';
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
		if (plane.spinning) {
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
		if (
			ctx.rules.optional.fuel &&
			plane.fuel !== null &&
			!plane.gliding &&
			fuelCost(m, order) > plane.fuel
		) {
			// H-FUEL-2: not enough fuel → spend the rest and spin.
			ctx.events.push({
				type: 'spinInstead',
				plane: plane.id,
				plotted: plot.maneuver,
				reason: because(
					'hex.turn.spin_no_fuel',
					{ need: fuelCost(m, order), has: plane.fuel },
					`not enough fuel (needs ${fuelCost(m, order)}, has ${plane.fuel})`
				)
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
		if (m.spin) plane.spinning = true; // a chosen spin is a spin
		ctx.flown.set(plane.id, { maneuver: m.code, order, flies: m });
	}
	return ok(true);
}

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
