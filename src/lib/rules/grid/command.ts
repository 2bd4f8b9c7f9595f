import type { Dice } from '../common/dice';
import { ok, quote, refuse, type Result } from '../common/result';
import { aircraftOf } from './catalog';
import type { GridEvent } from './events';
import { planVolley, type ShotPlan } from './fire';
import { resolveVolley } from './hits';
import {
	BOXED_IN_STEPS,
	FlightContext,
	checkFlightWithdrawal,
	simulateFlight,
	turnInPlace,
	type FlightOutcome
} from './flight';
import { ownValue } from '../common/own';
import { leaveTable, visitObjectives } from './moves';
import { writablePlane } from './state';
import { inPlay } from './victory';
import type { GridState, PlaneState, ShotOrder, Side } from './types';

/** G-TURN-2: a secret bid of 0…3 command points. */
export function checkBid(state: GridState, side: Side, points: number): Result<void> {
	if (state.phase !== 'bid' || !state.command)
		return refuse('grid.bid_not_now', {}, 'bids are made at the start of a round');
	if (side !== 'A' && side !== 'B')
		return refuse('grid.bad_side', { side: quote(side) }, 'side must be "A" or "B"');
	if (state.command.bids[side] !== undefined)
		return refuse('grid.already_bid', { side }, `side ${side} has already bid`);
	const max = state.command.cp[side];
	if (!Number.isInteger(points) || points < 0 || points > max)
		return refuse(
			'grid.bid_range',
			{ max },
			`a bid is a whole number of command points from 0 to ${max}`
		);
	return ok(undefined);
}

/**
 * G-TURN-2: may this plane take its action now (its side holds the card, it has a marker)? A
 * refusal says why (issue 28): the deck game has no command points, the bids come first, the other side holds the card, the plane has acted this round or left play.
 */
export function activatable(state: GridState, planeId: string): Result<PlaneState> {
	if (state.phase !== 'command' || !state.command) return notActivationStep(state);
	const plane = state.planes.find((p) => p.id === planeId);
	if (!plane)
		return refuse('grid.no_such_plane', { plane: quote(planeId) }, `there is no plane ${planeId}`);
	if (plane.side !== state.command.holder)
		return refuse(
			'grid.initiative_held',
			{ side: state.command.holder ?? '' },
			`side ${state.command.holder} holds the initiative card`
		);
	if (!state.command.marked.includes(planeId)) {
		// Markers of planes out of play are taken away (flow.ts); the rest were spent acting.
		if (!inPlay(plane))
			return refuse('grid.not_on_table', { plane: plane.id }, `${plane.id} is not on the table`);
		return refuse(
			'grid.already_activated',
			{ plane: planeId },
			`${planeId} has already acted this round: each plane is activated once a round (G-TURN-2)`
		);
	}
	return ok(plane);
}

/** Why no plane may be activated in this step (G-TURN-1, G-TURN-2). */
function notActivationStep(state: GridState): Result<never> {
	if (state.phase === 'over') return refuse('grid.game_over', {}, 'the game is over');
	// Command-point games are only ever bidding or activating (flow.ts: no fire step of their own).
	if (state.phase === 'bid' && state.command) {
		const side = (['A', 'B'] as const).find((s) => state.command!.bids[s] === undefined) ?? 'A';
		return refuse(
			'grid.activation_after_bids',
			{ side },
			`planes are activated once both sides have bid: ${side} has not bid yet (G-TURN-2)`
		);
	}
	return refuse(
		'grid.activation_by_deck',
		{},
		'this game activates planes by the card deck, not by command points (G-TURN-1)'
	);
}

/**
 * Checks a Flight (G-TURN-2): the plane holds a marker and moves; the steps fly as
 * `simulateFlight` says; a critical plane takes a Flight that brings it nearest a short end
 * (G-MOVE-6).
 */
export function checkFlight(
	state: GridState,
	planeId: string,
	steps: readonly string[],
	ctx?: FlightContext
): Result<{ plane: PlaneState; outcome: FlightOutcome }> {
	const r = activatable(state, planeId);
	if (!r.ok) return r;
	const plane = r.value;
	if (aircraftOf(plane).static)
		return refuse(
			'grid.static_plane',
			{ plane: plane.id },
			`${plane.id} is static and does not move (G-TER-4)`
		);
	const context = ctx ?? new FlightContext(state, plane);
	// ◇ Boxed in: a plane with no Flight turns in place (flight.ts, BOXED_IN_STEPS).
	const way = steps.length === 1 ? ownValue(BOXED_IN_STEPS, String(steps[0])) : undefined;
	if (way !== undefined && context.boxedIn())
		return ok({ plane, outcome: turnInPlace(state, plane, way) });
	const sim = simulateFlight(state, plane, steps);
	if (!sim.ok) return sim;
	const withdrawal = checkFlightWithdrawal(state, plane, sim.value, context);
	if (!withdrawal.ok) return withdrawal;
	return ok({ plane, outcome: sim.value });
}

/**
 * Flies a checked Flight on the draft (G-TURN-2, source 001): tiles laid, planes swapped (facings
 * unchanged), objectives visited on the way; then the plane is lost in a cloud, leaves the table
 * (withdrawn at critical, escaped with its mission's objective), or is destroyed off the board.
 */
export function performFlight(
	draft: GridState,
	planeId: string,
	steps: readonly string[],
	o: FlightOutcome,
	events: GridEvent[]
): void {
	const p = writablePlane(
		draft,
		draft.planes.find((q) => q.id === planeId)!
	);
	const from = { x: p.x, y: p.y, facing: p.facing };
	if (o.tiles.length > 0) {
		draft.board = {
			...draft.board,
			extensions: [...draft.board.extensions, ...o.tiles],
			tilesLeft: draft.board.tilesLeft - o.tiles.length
		};
		for (const tile of o.tiles) events.push({ type: 'board-extended', tile });
	}
	for (const swap of o.swaps) {
		const q = writablePlane(
			draft,
			draft.planes.find((c) => c.id === swap.plane)!
		);
		q.x = swap.x;
		q.y = swap.y;
		events.push({ type: 'swapped', plane: p.id, with: q.id });
	}
	p.x = o.x;
	p.y = o.y;
	p.facing = o.facing;
	events.push({
		type: 'moved',
		plane: p.id,
		path: steps.join(''),
		manoeuvre: null,
		from,
		to: { x: p.x, y: p.y, facing: p.facing },
		squares: o.squares
	});
	visitObjectives(draft, p, o.squares, events);
	if (o.end === 'lost') {
		p.status = 'lost';
		p.lostIn = o.cloud;
		events.push({ type: 'lost-in-cloud', plane: p.id });
	} else if (o.end === 'exit' && o.edge) {
		leaveTable(draft, p, o.edge, events);
	} else if (o.end === 'destroyed') {
		p.status = 'shot-down';
		events.push({ type: 'flew-off-board', plane: p.id });
		events.push({ type: 'shot-down', plane: p.id, by: null });
	}
}

/** Checks a Combat action: only the activated plane's guns, each once. */
export function checkCombat(
	state: GridState,
	planeId: string,
	shots: readonly ShotOrder[]
): Result<ShotPlan[]> {
	const r = activatable(state, planeId);
	if (!r.ok) return r;
	const plane = r.value;
	// G-MOVE-6: a critical plane must withdraw; ◇ in command-point play it may not stop to fight
	// while a Flight is open to it (house rule `criticalMayFight`).
	if (plane.critical && !state.rules.criticalMayFight && canFly(state, plane))
		return refuse(
			'grid.critical_must_fly',
			{ plane: plane.id },
			`${plane.id} is critical: it must withdraw with a Flight, not fight (G-MOVE-6)`
		);
	if (!Array.isArray(shots))
		return refuse('grid.combat_needs_shots', {}, 'combat needs a list of shots');
	if (shots.some((s) => s.plane !== planeId))
		return refuse(
			'grid.combat_only_own',
			{ plane: planeId },
			`only ${planeId} fires in its Combat action`
		);
	return planVolley(state, shots);
}

export function performCombat(
	draft: GridState,
	plans: ShotPlan[],
	dice: Dice,
	events: GridEvent[]
): void {
	resolveVolley(draft, plans, dice, events);
}

/** Whether some Flight is open to the plane (the ones nearest a short end always pass G-MOVE-6). */
export const canFly = (state: GridState, plane: PlaneState): boolean =>
	new FlightContext(state, plane).all().some((f) => f.result.ok);

/** The activation marker is spent; the initiative passes if the other side still has marked planes. */
export function spendMarker(draft: GridState, planeId: string): void {
	const cmd = { ...draft.command! };
	draft.command = cmd;
	cmd.marked = cmd.marked.filter((id) => id !== planeId);
	const other: Side = cmd.holder === 'A' ? 'B' : 'A';
	if (cmd.marked.some((id) => draft.planes.find((p) => p.id === id)?.side === other))
		cmd.holder = other;
}
