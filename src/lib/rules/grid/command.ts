import type { Dice } from '../common/dice';
import { ok, quote, refuse, type Result } from '../common/result';
import { aircraftOf, flightGroup } from './catalog';
import type { GridEvent } from './events';
import { planVolley, resolveVolley, type ShotPlan } from './fire';
import { FACING_STEP, exitEdge, inRect, isEnd, onBoard, turnFacing } from './geometry';
import { leaveTable, visitObjectives } from './moves';
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

/** G-TURN-2: may this plane take its action now (its side holds the card, it has a marker)? */
export function activatable(state: GridState, planeId: string): Result<PlaneState> {
	if (state.phase !== 'command' || !state.command)
		return refuse('grid.no_activation_now', {}, 'no plane may be activated now');
	const plane = state.planes.find((p) => p.id === planeId);
	if (!plane)
		return refuse('grid.no_such_plane', { plane: quote(planeId) }, `there is no plane ${planeId}`);
	if (plane.side !== state.command.holder)
		return refuse(
			'grid.initiative_held',
			{ side: state.command.holder ?? '' },
			`side ${state.command.holder} holds the initiative card`
		);
	if (!state.command.marked.includes(planeId))
		return refuse(
			'grid.no_marker',
			{ plane: planeId },
			`${planeId} has no activation marker left this round`
		);
	return ok(plane);
}

export interface FlightStep {
	x: number;
	y: number;
	facing: number;
}

/** Checks a Flight: 3–4 (fighters) or 2–3 (bombers) single-square moves, each then an optional turn. */
export function checkFlight(
	state: GridState,
	planeId: string,
	steps: readonly string[]
): Result<PlaneState> {
	const r = activatable(state, planeId);
	if (!r.ok) return r;
	const plane = r.value;
	if (aircraftOf(plane).static)
		return refuse(
			'grid.static_plane',
			{ plane: plane.id },
			`${plane.id} is static and does not move (G-TER-4)`
		);
	const [min, max] = state.rules.flightMoves[flightGroup(plane)];
	if (!Array.isArray(steps) || steps.length < min || steps.length > max)
		return refuse(
			'grid.flight_length',
			{ plane: plane.id, min, max },
			`${plane.id} flies ${min} to ${max} moves in a Flight`
		);
	for (const s of steps)
		if (s !== 'F' && s !== 'FL' && s !== 'FR')
			return refuse(
				'grid.flight_step',
				{ step: quote(s) },
				'each flight move is "F", "FL" or "FR"'
			);
	let x = plane.x;
	let y = plane.y;
	let facing = plane.facing as number;
	for (const s of steps) {
		const d = FACING_STEP[facing];
		x += d.x;
		y += d.y;
		if (state.terrain.balloons.some((b) => b.hp > 0 && b.x === x && b.y === y))
			return refuse(
				'grid.balloon_in_way',
				{ x, y },
				`a barrage balloon at (${x},${y}) cannot be flown through`
			);
		if (!onBoard(state.board, x, y)) break;
		if (s !== 'F') facing = turnFacing(facing, (s === 'FL' ? -1 : 1) * state.rules.flightTurnSteps);
	}
	return ok(plane);
}

/**
 * Flies a checked Flight (G-TURN-2, from source 001): moving into an occupied square swaps
 * places (facings unchanged); flying off the board lays a spare tile, or the plane is lost
 * if none is left; a critical plane leaving by a short end withdraws instead.
 */
export function performFlight(
	draft: GridState,
	planeId: string,
	steps: readonly string[],
	events: GridEvent[]
): void {
	const p = draft.planes.find((q) => q.id === planeId)!;
	const from = { x: p.x, y: p.y, facing: p.facing };
	const squares: { x: number; y: number }[] = [];
	for (const s of steps) {
		const d = FACING_STEP[p.facing];
		const nx = p.x + d.x;
		const ny = p.y + d.y;
		if (!onBoard(draft.board, nx, ny)) {
			const edge = exitEdge(draft.board, nx, ny);
			if (isEnd(edge) && p.critical) {
				leaveTable(draft, p, edge, events);
				break;
			}
			if (draft.board.tilesLeft <= 0) {
				p.status = 'shot-down';
				events.push({ type: 'flew-off-board', plane: p.id });
				events.push({ type: 'shot-down', plane: p.id, by: null });
				break;
			}
			const size = draft.rules.extensionTileSize;
			const tile = {
				x: Math.floor(nx / size) * size,
				y: Math.floor(ny / size) * size,
				w: size,
				h: size
			};
			draft.board = {
				...draft.board,
				extensions: [...draft.board.extensions, tile],
				tilesLeft: draft.board.tilesLeft - 1
			};
			events.push({ type: 'board-extended', tile });
		}
		const occupant = draft.planes.find(
			(q) => q.id !== p.id && q.status === 'active' && q.x === nx && q.y === ny
		);
		if (occupant) {
			occupant.x = p.x;
			occupant.y = p.y;
			events.push({ type: 'swapped', plane: p.id, with: occupant.id });
		}
		p.x = nx;
		p.y = ny;
		squares.push({ x: nx, y: ny });
		if (s !== 'F')
			p.facing = turnFacing(p.facing, (s === 'FL' ? -1 : 1) * draft.rules.flightTurnSteps);
		const cloud = draft.terrain.largeClouds.find((r) => inRect(r, nx, ny));
		if (cloud) {
			p.status = 'lost';
			p.lostIn = cloud;
			events.push({ type: 'lost-in-cloud', plane: p.id });
			break;
		}
	}
	events.push({
		type: 'moved',
		plane: p.id,
		path: steps.join(''),
		manoeuvre: null,
		from,
		to: { x: p.x, y: p.y, facing: p.facing },
		squares
	});
	visitObjectives(draft, p, squares, events);
}

/** Checks a Combat action: only the activated plane's guns, each once. */
export function checkCombat(
	state: GridState,
	planeId: string,
	shots: readonly ShotOrder[]
): Result<ShotPlan[]> {
	const r = activatable(state, planeId);
	if (!r.ok) return r;
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

/** The activation marker is spent; the initiative passes if the other side still has marked planes. */
export function spendMarker(draft: GridState, planeId: string): void {
	const cmd = { ...draft.command! };
	draft.command = cmd;
	cmd.marked = cmd.marked.filter((id) => id !== planeId);
	const other: Side = cmd.holder === 'A' ? 'B' : 'A';
	if (cmd.marked.some((id) => draft.planes.find((p) => p.id === id)?.side === other))
		cmd.holder = other;
}
