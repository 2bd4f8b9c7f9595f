import { because, reasonOf, type Reason } from '../common/result';
import { aircraftOf, flightGroup } from './catalog';
import { checkCombat } from './command';
import { BOXED_IN_STEPS, FlightContext, checkFlightWithdrawal } from './flight';
import { legalShots, planShot, planeMayFire } from './fire';
import { sidesThatCanFire } from './flow';
import { BOXED_IN_TURNS, checkExitRules, contextFor, type MoveContext } from './moves';
import { movePlan, movePlans, simulatePath, type RefusedManoeuvre } from './movement';
import type { Facing, GridOrder, GridState, PlaneState, Side } from './types';
import { turnFacing } from './geometry';

export interface ShotChoice {
	plane: string;
	gun: string;
	target: string;
	dice: number;
	range: number;
	ca: number;
}
export interface RefusedShot {
	plane: string;
	gun: string;
	target: string;
	reason: Reason;
}
export interface MoveChoice {
	order: Extract<GridOrder, { kind: 'move' }>;
	to: { x: number; y: number; facing: Facing };
	end: 'full' | 'lost' | 'exit';
	edge?: string;
}

/** What may be decided now, with the reason for every refused choice (architecture principle 6). */
export type LegalChoices =
	| { phase: 'over' }
	| {
			phase: 'fire';
			turn: number;
			/** Sides still to give fire orders; each gun picks one target or holds fire. */
			sides: { side: Side; shots: ShotChoice[]; refused: RefusedShot[] }[];
	  }
	| {
			phase: 'activation';
			turn: number;
			plane: string;
			moves: MoveChoice[];
			refusedManoeuvres: RefusedManoeuvre[];
			patience: { ok: true } | { ok: false; reason: Reason };
	  }
	| { phase: 'bid'; turn: number; sides: { side: Side; max: number }[] }
	| {
			phase: 'command';
			turn: number;
			side: Side;
			/** The holder's planes with a marker: their Flights and shots, refused ones with reasons. */
			planes: CommandPlaneChoices[];
	  };

export interface CommandPlaneChoices {
	plane: string;
	flights: string[][];
	refusedFlights: RefusedFlight[];
	/** Combat: each listed shot may be fired; Combat with no shot at all is always allowed. */
	shots: ShotChoice[];
	refusedShots: RefusedShot[];
	/** Why Combat is refused (a critical plane that can fly must withdraw), or null. */
	combatRefused: Reason | null;
}

const toChoice = (s: ReturnType<typeof legalShots>[number]): ShotChoice => ({
	plane: s.order.plane,
	gun: s.order.gun,
	target: s.order.target,
	dice: s.dice,
	range: s.range,
	ca: s.ca
});

function refusedShots(state: GridState, plane: PlaneState): RefusedShot[] {
	const out: RefusedShot[] = [];
	const may = planeMayFire(state, plane);
	const targets = [
		...state.planes.filter((p) => p.side !== plane.side && p.status === 'active').map((p) => p.id),
		...state.terrain.balloons.filter((b) => b.side !== plane.side && b.hp > 0).map((b) => b.id)
	];
	for (const gun of aircraftOf(plane).guns)
		for (const target of targets) {
			if (!may.ok) {
				out.push({ plane: plane.id, gun: gun.id, target, reason: reasonOf(may) });
				continue;
			}
			const r = planShot(state, { plane: plane.id, gun: gun.id, target });
			if (!r.ok) out.push({ plane: plane.id, gun: gun.id, target, reason: reasonOf(r) });
		}
	return out;
}

/** Legal moves of the plane to act, one per distinct end (square, facing, how it ended). */
export function legalMoves(
	state: GridState,
	plane: PlaneState,
	ctx: MoveContext = contextFor(state, plane)
): MoveChoice[] {
	const out: MoveChoice[] = [];
	const inPlace = (path: string, facing: Facing): MoveChoice => ({
		order: { kind: 'move', plane: plane.id, path },
		to: { x: plane.x, y: plane.y, facing },
		end: 'full'
	});
	if (ctx.moves().length === 0) out.push(inPlace('', plane.facing));
	// ◇ Boxed in (nose to a balloon): a quarter turn in place either way (moves.ts).
	// (The listed moves already say whether any flies a square: the walk is asked only if none does.)
	if (!ctx.moves().some((m) => m.path.includes('F')) && ctx.boxedIn())
		for (const [path, steps] of Object.entries(BOXED_IN_TURNS))
			out.push(inPlace(path, turnFacing(plane.facing, steps)));
	for (const m of ctx.moves()) {
		let outcome = m.outcome;
		if (outcome.end === 'exit') {
			// Escaping depends on the squares flown over (C-M1, C-M4): fly this one in full.
			const plan = movePlan(state, plane, m.manoeuvre, m.slow);
			const sim = plan.ok ? simulatePath(state, plane, m.path, plan.value) : null;
			if (!sim?.ok) continue;
			outcome = sim.value;
		}
		if (!checkExitRules(state, plane, outcome, ctx).ok) continue;
		const order: MoveChoice['order'] = { kind: 'move', plane: plane.id, path: m.path };
		if (m.manoeuvre) order.manoeuvre = m.manoeuvre;
		if (m.slow) order.slow = true;
		out.push({
			order,
			to: { x: m.outcome.x, y: m.outcome.y, facing: m.outcome.facing },
			end: m.outcome.end,
			...(m.outcome.edge ? { edge: m.outcome.edge } : {})
		});
	}
	return out;
}

/** A Flight refused for a plane that could fly, and why (architecture principle 6). */
export interface RefusedFlight {
	steps: string[];
	reason: Reason;
}

/**
 * A plane's Flights in command-point play (G-TURN-2): every step list the engine accepts (also the
 * short ones that leave the table, are lost in a cloud or fly off with no tile left), and every
 * refused list of the regular length with its reason. A static plane gets one refusal with no steps.
 */
export function flightChoices(
	state: GridState,
	plane: PlaneState
): { flights: string[][]; refused: RefusedFlight[] } {
	if (aircraftOf(plane).static)
		return {
			flights: [],
			refused: [
				{
					steps: [],
					reason: because(
						'grid.static_plane',
						{ plane: plane.id },
						`${plane.id} is static and does not move (G-TER-4)`
					)
				}
			]
		};
	const [min] = state.rules.flightMoves[flightGroup(plane)];
	const ctx = new FlightContext(state, plane);
	const flights: string[][] = [];
	const refused: RefusedFlight[] = [];
	for (const { steps, result } of ctx.all()) {
		const r = result.ok ? checkFlightWithdrawal(state, plane, result.value, ctx) : result;
		if (r.ok) flights.push(steps);
		else if (steps.length >= min) refused.push({ steps, reason: reasonOf(r) });
	}
	// ◇ Boxed in (nose to a balloon): a quarter turn in place either way (flight.ts).
	if (flights.length === 0 && ctx.boxedIn())
		for (const step of Object.keys(BOXED_IN_STEPS)) flights.push([step]);
	return { flights, refused };
}

/** Every Flight a plane may fly now (G-TURN-2). */
export const legalFlights = (state: GridState, plane: PlaneState): string[][] =>
	flightChoices(state, plane).flights;

export function legalOrders(state: GridState): LegalChoices {
	switch (state.phase) {
		case 'over':
			return { phase: 'over' };
		case 'fire': {
			const sides = sidesThatCanFire(state)
				.filter((side) => state.pendingFire[side] === undefined)
				.map((side) => {
					const planes = state.planes.filter((p) => p.side === side);
					return {
						side,
						shots: planes.flatMap((p) => legalShots(state, p)).map(toChoice),
						refused: planes.flatMap((p) => refusedShots(state, p))
					};
				});
			return { phase: 'fire', turn: state.turn, sides };
		}
		case 'activation': {
			const id = state.activation?.current ?? '';
			const plane = state.planes.find((p) => p.id === id)!;
			const patience = !plane.aceSkills.includes('patience')
				? {
						ok: false as const,
						reason: because('grid.lacks_patience', { plane: id }, `${id}'s pilot lacks Patience`)
					}
				: state.activation?.source !== 'deck'
					? {
							ok: false as const,
							reason: because(
								'grid.cannot_wait',
								{ plane: id },
								`${id} cannot wait now: it already waited or re-enters first`
							)
						}
					: { ok: true as const };
			return {
				phase: 'activation',
				turn: state.turn,
				plane: id,
				moves: legalMoves(state, plane),
				refusedManoeuvres: movePlans(state, plane).refused,
				patience
			};
		}
		case 'bid': {
			const cmd = state.command;
			const sides = (['A', 'B'] as Side[])
				.filter((s) => cmd?.bids[s] === undefined)
				.map((side) => ({ side, max: cmd?.cp[side] ?? state.rules.commandPoints }));
			return { phase: 'bid', turn: state.turn, sides };
		}
		case 'command': {
			const cmd = state.command!;
			const side = cmd.holder!;
			const planes = cmd.marked
				.map((id) => state.planes.find((p) => p.id === id)!)
				.filter((p) => p.side === side)
				.map((p): CommandPlaneChoices => {
					const f = flightChoices(state, p);
					const combat = checkCombat(state, p.id, []);
					return {
						plane: p.id,
						flights: f.flights,
						refusedFlights: f.refused,
						shots: combat.ok ? legalShots(state, p).map(toChoice) : [],
						refusedShots: refusedShots(state, p),
						combatRefused: combat.ok ? null : reasonOf(combat)
					};
				});
			return { phase: 'command', turn: state.turn, side, planes };
		}
	}
}
