/**
 * Phase 4, fuel and gliding (H-FUEL-1…3).
 */
import type { Maneuver } from '../../data/hex/maneuvers';
import type { RulesetOptions } from '../../data/hex/rulesets';
import type { Dice } from '../common/dice';
import { land } from './movement';
import { fuelCost } from './planning';
import type { FlownPlot, HexEvent, HexPlane } from './types';
import { maneuverOf } from './catalog';

/**
 * One plane's fuel phase. `wasGliding` = the plane was already gliding when this turn began
 * (a plane whose tank runs dry this turn flew under power). `spendRest` = it could not pay for
 * its plot and spun instead (H-FUEL-2).
 */
export function fuelPhase(
	rules: RulesetOptions,
	plane: HexPlane,
	flown: FlownPlot,
	wasGliding: boolean,
	spendRest: boolean,
	dice: Dice,
	events: HexEvent[],
	/** The flown maneuver, when the caller has looked it up already. */
	m: Maneuver = maneuverOf(flown.maneuver)
): void {
	if (plane.status !== 'flying') return;
	if (wasGliding) {
		glide(rules, plane, flown, events);
		return;
	}
	if (!rules.optional.fuel || plane.fuel === null) return;
	// H-FUEL-1: pay the speed digit, climbing +1, diving −1 (H-FUEL-3: glide maneuvers too).
	const paid = payFuel(plane.fuel, spendRest ? plane.fuel : fuelCost(m, flown.order), dice);
	plane.fuel = paid.left;
	events.push({ type: 'fuel', plane: plane.id, spent: paid.spent, left: paid.left });
	if (paid.glideTurns !== null) {
		plane.gliding = 'fuel';
		plane.glideTurnsLeft = paid.glideTurns;
		plane.glideTurnsFlown = 0;
		events.push({
			type: 'outOfFuel',
			plane: plane.id,
			glideTurns: paid.glideTurns,
			roll: paid.glideTurns
		});
	}
}

/**
 * H-FUEL-1: pay the turn's cost (the speed digit, climbing +1, diving −1; H-FUEL-3 glide maneuvers
 * too), never more than is left. H-FUEL-2: a tank that runs dry rolls d6 = turns of glide left.
 * Also the table companion's fuel step.
 */
export function payFuel(
	fuel: number,
	cost: number,
	dice: Dice
): { spent: number; left: number; glideTurns: number | null } {
	const spent = Math.min(fuel, cost);
	const left = fuel - spent;
	return { spent, left, glideTurns: left === 0 ? dice.d6() : null };
}

/**
 * A gliding turn: altitude loss (2013: one level each turn; classic: every other turn, every turn
 * with maneuver 3, H-FUEL-3) and the countdown to landing (H-FUEL-2: with altitude the plane
 * must first be down to level 1; reaching level 0 is a landing).
 */
function glide(rules: RulesetOptions, plane: HexPlane, flown: FlownPlot, events: HexEvent[]): void {
	if (plane.spinning || maneuverOf(flown.maneuver).spin) return; // a spin loses height by itself
	plane.glideTurnsFlown += 1;
	if (rules.optional.altitude && plane.altitude !== null && plane.altitude > 0) {
		const loses =
			rules.gliding === 'edition2013' ||
			maneuverOf(flown.maneuver).number === 3 ||
			plane.glideTurnsFlown % 2 === 0;
		if (loses) {
			const from = plane.altitude;
			plane.altitude = from - 1;
			events.push({ type: 'glideLoss', plane: plane.id, from, to: plane.altitude });
			if (plane.altitude === 0) {
				land(rules, plane, events);
				return;
			}
		}
	}
	if (plane.gliding === 'fuel' && plane.glideTurnsLeft !== null) {
		plane.glideTurnsLeft = Math.max(0, plane.glideTurnsLeft - 1);
		const low = !rules.optional.altitude || plane.altitude === null || plane.altitude <= 1;
		if (plane.glideTurnsLeft === 0 && low) land(rules, plane, events);
	}
}
