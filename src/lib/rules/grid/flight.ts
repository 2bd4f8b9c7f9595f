import { ok, quote, refuse, type Result } from '../common/result';
import { aircraftOf, flightGroup } from './catalog';
import { FACING_STEP, distanceToEnd, inRect, onBoard, turnFacing } from './geometry';
import { mayEscape } from './moves';
import type { Edge, Facing, GridState, PlaneState, Rect, Square } from './types';
import { counted } from '../common/count';

/** Where a command-point Flight ends and what it does on the way (G-TURN-2, source 001). */
export interface FlightOutcome {
	/** The squares flown onto, in order. */
	squares: Square[];
	x: number;
	y: number;
	facing: Facing;
	/**
	 * Flown in full; lost in a large cloud (G-TER-2); left the table by a short end (a withdrawal
	 * at critical, G-MOVE-6, or an escape, C-M1 / C-M4); or flown off with no spare tile left (001:
	 * destroyed).
	 */
	end: 'full' | 'lost' | 'exit' | 'destroyed';
	edge: Edge | null;
	cloud: Rect | null;
	/** Spare board tiles laid on the way (001). */
	tiles: Rect[];
	/** Planes that swapped places with the flier (001), and the square each was moved to. */
	swaps: { plane: string; x: number; y: number }[];
}

const STEPS = ['F', 'FL', 'FR'] as const;

/** The spare tile laid around a square off the board: aligned to a grid of tiles (◇ 4 × 4). */
function tileAround(state: GridState, x: number, y: number): Rect {
	const size = state.rules.extensionTileSize;
	return { x: Math.floor(x / size) * size, y: Math.floor(y / size) * size, w: size, h: size };
}

/** A plane that must leave by a short end rather than lay a tile: critical, or escaping. */
function leavesByEnd(state: GridState, plane: PlaneState, flown: readonly Square[]): boolean {
	return plane.critical || mayEscape(state, plane, flown);
}

/**
 * Flies a Flight on paper (G-TURN-2): each step one square forward, then an optional quarter turn
 * (◇ `flightTurnSteps`). Off the board a spare tile is laid, or with none left the plane is
 * destroyed; a critical or escaping plane leaves the table when it crosses a short end; entering a
 * plane's square swaps the two (001), but a static bomber or Zeppelin never moves (◇
 * `flightIntoStatic`); balloons cannot be flown through (G-TER-3) on the board or beyond it; a large
 * cloud swallows the plane (G-TER-2). A Flight that leaves, is destroyed or is lost stops there and
 * may be shorter than the least number of moves; otherwise it flies 3–4 (fighters) or 2–3 moves.
 */
export function simulateFlight(
	state: GridState,
	plane: PlaneState,
	steps: readonly string[]
): Result<FlightOutcome> {
	const [min, max] = state.rules.flightMoves[flightGroup(plane)];
	if (!Array.isArray(steps) || steps.length === 0 || steps.length > max)
		return refuse(
			'grid.flight_length',
			{ plane: plane.id, min, max },
			`${plane.id} flies ${min} to ${counted(max, 'move', 'moves')} in a Flight`
		);
	for (const s of steps)
		if (!(STEPS as readonly string[]).includes(s))
			return refuse(
				'grid.flight_step',
				{ step: quote(s) },
				'each flight move is "F", "FL" or "FR"'
			);
	let x = plane.x;
	let y = plane.y;
	let facing: Facing = plane.facing;
	const squares: Square[] = [];
	const tiles: Rect[] = [];
	const swaps: FlightOutcome['swaps'] = [];
	const out = (end: FlightOutcome['end'], edge: Edge | null = null, cloud: Rect | null = null) =>
		ok({ squares, x, y, facing, end, edge, cloud, tiles, swaps });
	const whereIs = (q: PlaneState): Square => swaps.find((s) => s.plane === q.id) ?? q;
	const last = steps.length - 1;
	for (let i = 0; i <= last; i++) {
		const d = FACING_STEP[facing];
		const nx = x + d.x;
		const ny = y + d.y;
		const stopsHere = (end: FlightOutcome['end'], edge: Edge | null = null) =>
			i === last
				? out(end, edge)
				: refuse('grid.path_after_exit', {}, 'the path goes on after leaving the table');
		// G-MOVE-6, C-M1, C-M4: crossing a short end's line is leaving the table, tiles or not.
		if ((nx < 0 || nx >= state.board.width) && leavesByEnd(state, plane, squares))
			return stopsHere('exit', nx < 0 ? 'west' : 'east');
		if (!onBoard(state.board, nx, ny) && !tiles.some((r) => inRect(r, nx, ny))) {
			if (state.board.tilesLeft - tiles.length <= 0) return stopsHere('destroyed');
			tiles.push(tileAround(state, nx, ny));
		}
		if (state.terrain.balloons.some((b) => b.hp > 0 && b.x === nx && b.y === ny))
			return refuse(
				'grid.balloon_in_way',
				{ x: nx, y: ny },
				`a barrage balloon at (${nx},${ny}) cannot be flown through`
			);
		for (const q of state.planes) {
			if (q.id === plane.id || q.status !== 'active') continue;
			const at = whereIs(q);
			if (at.x !== nx || at.y !== ny) continue;
			if (aircraftOf(q).static) {
				if (state.rules.flightIntoStatic === 'share') continue;
				return refuse(
					'grid.static_in_way',
					{ plane: q.id, x: nx, y: ny },
					`${q.id} at (${nx},${ny}) does not move, so it cannot swap places: fly around it`
				);
			}
			const moved = swaps.findIndex((s) => s.plane === q.id);
			if (moved >= 0) swaps.splice(moved, 1);
			swaps.push({ plane: q.id, x, y });
		}
		x = nx;
		y = ny;
		squares.push({ x, y });
		const s = steps[i];
		if (s !== 'F') facing = turnFacing(facing, (s === 'FL' ? -1 : 1) * state.rules.flightTurnSteps);
		const cloud = state.terrain.largeClouds.find((r) => inRect(r, x, y));
		if (cloud) {
			if (i !== last)
				return refuse(
					'grid.path_after_cloud',
					{},
					'the plane is lost in the large cloud: end the path there'
				);
			return out('lost', null, cloud);
		}
	}
	if (steps.length < min)
		return refuse(
			'grid.flight_length',
			{ plane: plane.id, min, max },
			`${plane.id} flies ${min} to ${counted(max, 'move', 'moves')} in a Flight`
		);
	return out('full');
}

/** G-MOVE-6: how far a withdrawing plane still is from leaving by a short end after a Flight. */
export function flightWithdrawalDistance(state: GridState, o: FlightOutcome): number {
	if (o.end === 'exit') return 0;
	if (o.end === 'destroyed') return Infinity;
	return Math.max(0, distanceToEnd(state.board, o.x));
}

/** Every step list of 1…max moves (3 + 9 + 27 + 81 for a fighter), shortest first. */
export function allStepLists(max: number): string[][] {
	const out: string[][] = [];
	let layer: string[][] = [[]];
	for (let n = 1; n <= max; n++) {
		layer = layer.flatMap((steps) => STEPS.map((s) => [...steps, s]));
		out.push(...layer);
	}
	return out;
}

/**
 * ◇ Boxed in (docs/decisions.md, "Boxed in"): a plane with no Flight at all (nose to a balloon)
 * may turn in place a quarter turn (`flightTurnSteps`) instead, as a Flight of one step "L" or "R".
 */
export const BOXED_IN_STEPS: Readonly<Record<string, -1 | 1>> = { L: -1, R: 1 };

/** The outcome of a boxed-in turn in place: no square flown, the plane turned on its square. */
export function turnInPlace(state: GridState, plane: PlaneState, way: -1 | 1): FlightOutcome {
	return {
		squares: [],
		x: plane.x,
		y: plane.y,
		facing: turnFacing(plane.facing, way * state.rules.flightTurnSteps),
		end: 'full',
		edge: null,
		cloud: null,
		tiles: [],
		swaps: []
	};
}

/** One plane's Flights, simulated once and shared by the checks of one decision. */
export class FlightContext {
	private sims: { steps: string[]; result: Result<FlightOutcome> }[] | null = null;
	private best: number | null = null;
	/** ◇ Boxed in: no step list flies at all (every first step runs into a balloon). */
	boxedIn(): boolean {
		return !aircraftOf(this.plane).static && this.all().every(({ result }) => !result.ok);
	}
	constructor(
		private state: GridState,
		private plane: PlaneState
	) {}
	/** Every step list up to the most moves, with its simulation (refused or not). */
	all(): { steps: string[]; result: Result<FlightOutcome> }[] {
		if (!this.sims) {
			const max = this.state.rules.flightMoves[flightGroup(this.plane)][1];
			this.sims = aircraftOf(this.plane).static
				? []
				: allStepLists(max).map((steps) => ({
						steps,
						result: simulateFlight(this.state, this.plane, steps)
					}));
		}
		return this.sims;
	}
	/** G-MOVE-6: the least withdrawal distance any possible Flight reaches. */
	bestWithdrawal(): number {
		if (this.best === null) {
			let best = Infinity;
			for (const { result } of this.all())
				if (result.ok) best = Math.min(best, flightWithdrawalDistance(this.state, result.value));
			this.best = best;
		}
		return this.best;
	}
}

/** G-MOVE-6 for Flights: a critical plane flies a Flight that brings it nearest to a short end. */
export function checkFlightWithdrawal(
	state: GridState,
	plane: PlaneState,
	o: FlightOutcome,
	ctx: FlightContext
): Result<void> {
	if (!plane.critical) return ok(undefined);
	const best = ctx.bestWithdrawal();
	if (best < Infinity && flightWithdrawalDistance(state, o) > best)
		return refuse(
			'grid.must_withdraw',
			{ plane: plane.id },
			`${plane.id} is critical and must withdraw by the shortest route off a short end (G-MOVE-6)`
		);
	return ok(undefined);
}
