/**
 * Phases 3 and 4 of a Blue Max turn on the table: the maneuver read off a plane's sheet and the
 * fuel it costs. What the plane really flies is the engine's word (`flightFor`, H-PLAN-5,
 * H-PLAN-6, H-FUEL-2): a spinning plane flies 0S2 whatever was written, a chosen 0S2 spins, and
 * a plane whose fuel cannot pay for its maneuver spends the rest and spins (000:257).
 */
import { AIRCRAFT, MANEUVERS, SPIN_CODE } from '$lib/data/hex';
import type { Dice } from '$lib/rules/common/dice';
import { because, ok, quote, refuse, type Result } from '$lib/rules/common/result';
import { flightFor, noFuelReason } from '$lib/rules/hex/flights';
import { payFuel } from '$lib/rules/hex/fuel';
import { fuelCost } from '$lib/rules/hex/planning';
import type { MaxEvent, MaxPlane, MaxState } from './types';

type Order = 'climb' | 'level' | 'dive';

/**
 * The plane as the engine's flight check needs it: spinning, fuel (with the rule, and not yet paid
 * this turn: a maneuver entered again after the fuel step is not judged by what is left), gliding.
 */
const flightFacts = (state: MaxState, p: MaxPlane) => ({
	spinning: p.track.spinning,
	fuel: state.rules.optional.fuel && !p.done.includes('fuel') ? p.track.fuel : null,
	gliding: p.glideTurns !== null || p.track.gliding
});

/** The plane spins and flies 0S2 instead of what was written, and says why (owner only). */
function spinInstead(p: MaxPlane, plotted: string, reason: ReturnType<typeof because>) {
	p.maneuver = SPIN_CODE;
	p.track = { ...p.track, spinning: true };
	return {
		type: 'spin-instead' as const,
		plane: p.id,
		visibility: 'owner' as const,
		plotted,
		reason
	};
}

/** Phase 3 (H-PLAN-1): the maneuver written, from the plane's own schedule; the engine says what flies. */
export function flyManeuver(
	state: MaxState,
	p: MaxPlane,
	code: string,
	order: Order,
	events: MaxEvent[]
): Result<void> {
	// H-PLAN-1: a maneuver of the plane's own schedule (the spin is in every schedule).
	if (!AIRCRAFT[p.aircraft].schedule.includes(code) || !Object.hasOwn(MANEUVERS, code))
		return refuse(
			'table.not_in_schedule',
			{ code: quote(code) },
			'That maneuver is not on this plane’s schedule.'
		);
	const m = MANEUVERS[code];
	const flight = flightFor(state.rules, flightFacts(state, p), m, order);
	if (flight === 'spinning' && code !== SPIN_CODE)
		events.push(
			spinInstead(
				p,
				code,
				because('table.spinning_flies_spin', {}, 'A spinning plane flies 0S2 (H-PLAN-5).')
			)
		);
	else if (flight === 'no-fuel') {
		events.push(spinInstead(p, code, noFuelReason(m, order, p.track.fuel ?? 0)));
		p.fuelShort = true;
	} else {
		p.maneuver = code;
		// H-PLAN-6 / H-COMB-4: a chosen spin is a spin — no shots, a recovery roll in phase 7.
		if (flight === 'spin') p.track = { ...p.track, spinning: true };
	}
	events.push({ type: 'maneuver-flown', plane: p.id, visibility: 'all', code: p.maneuver! });
	return ok(undefined);
}

/**
 * Phase 4 (H-FUEL-1, H-FUEL-2): pay for the maneuver flown; a plane short of fuel spends the rest
 * (as the engine's fuel phase does); a dry tank rolls the turns of gliding (`payFuel`).
 */
export function payFuelOf(
	state: MaxState,
	p: MaxPlane,
	order: Order,
	dice: Dice,
	events: MaxEvent[]
): Result<void> {
	if (!state.rules.optional.fuel || p.track.fuel === null)
		return refuse('table.no_fuel_rule', {}, 'This game is played without the fuel rule.');
	if (p.maneuver === null || !Object.hasOwn(MANEUVERS, p.maneuver))
		return refuse(
			'table.maneuver_first',
			{},
			'Enter the maneuver this plane flew this turn first: the check depends on it.'
		);
	if (p.track.fuel === 0 || p.glideTurns !== null)
		return refuse('table.tank_dry', {}, 'The tank is dry: the plane glides.');
	const m = MANEUVERS[p.maneuver];
	// An order given only now may leave the fuel short of the maneuver too (H-FUEL-2).
	if (!p.fuelShort && flightFor(state.rules, flightFacts(state, p), m, order) === 'no-fuel') {
		events.push(spinInstead(p, m.code, noFuelReason(m, order, p.track.fuel)));
		p.fuelShort = true;
	}
	const fuel = p.track.fuel;
	const paid = payFuel(fuel, p.fuelShort ? fuel : fuelCost(m, order), dice);
	p.track = { ...p.track, fuel: paid.left };
	p.glideTurns = paid.glideTurns;
	p.done = [...p.done, 'fuel'];
	events.push({ type: 'fuel-paid', plane: p.id, visibility: 'owner', ...paid });
	return ok(undefined);
}
