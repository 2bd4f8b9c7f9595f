import type { Dice } from '../common/dice';
import { aircraftOf } from './catalog';
import { checkCombat } from './command';
import { legalFlights, legalMoves, legalOrders } from './legal';
import { legalShots } from './fire';
import { checkMove, contextFor } from './moves';
import { sidesThatCanFire } from './flow';
import { FACING_STEP, isOrthogonal, largeCloudAt, onBoard, turnFacing } from './geometry';
import type { MovePlan } from './movement';
import type { GridOrder, GridState, PlaneState, ShotOrder, Side } from './types';

/** Each gun picks one of its legal targets at random, or holds fire (1 in 4). */
function randomVolley(state: GridState, side: Side, dice: Dice): ShotOrder[] {
	const shots: ShotOrder[] = [];
	for (const p of state.planes) {
		if (p.side !== side) continue;
		const legal = legalShots(state, p);
		for (const gun of aircraftOf(p).guns) {
			const options = legal.filter((s) => s.order.gun === gun.id);
			if (options.length === 0 || dice.below(4) === 0) continue;
			shots.push(options[dice.below(options.length)].order);
		}
	}
	return shots;
}

/** A random 45° turn to the left or right. */
const anyTurn = (dice: Dice): number => (dice.below(2) ? -1 : 1);

/** A random path shape for a plan that ends orthogonally and stays clear of edges when it can. */
function randomPath(
	state: GridState,
	plane: PlaneState,
	plan: MovePlan,
	dice: Dice,
	toward: number | null = null
): string {
	let x = plane.x;
	let y = plane.y;
	let facing: number = plane.facing;
	let path = '';
	let started = false;
	if (plan.turns === 'clumsy' && dice.below(2) === 0) {
		const t = anyTurn(dice);
		facing = turnFacing(facing, t);
		path += t < 0 ? 'L' : 'R';
		started = true;
	}
	for (let n = 1; n <= plan.squares; n++) {
		const s = FACING_STEP[facing];
		x += s.x;
		y += s.y;
		path += 'F';
		if (!onBoard(state.board, x, y) || largeCloudAt(state.terrain, x, y)) return path;
		const mayTurn = plan.turns === 'each' || (plan.turns === 'clumsy' && started && n % 2 === 0);
		if (!mayTurn) continue;
		let t = 0;
		if (n === plan.squares) {
			if (!isOrthogonal(facing)) t = anyTurn(dice);
		} else if (toward !== null) {
			// Withdrawing: turn one step toward the nearer short end.
			const diff = (toward - facing + 8) % 8;
			if (diff !== 0) t = diff <= 4 ? 1 : -1;
		} else {
			// Prefer turning away from a nearby edge, else turn now and then.
			const ahead = FACING_STEP[facing];
			const near = !onBoard(state.board, x + ahead.x * 2, y + ahead.y * 2);
			if (near || dice.below(2) === 0) t = anyTurn(dice);
		}
		if (t !== 0) {
			facing = turnFacing(facing, t);
			path += t < 0 ? 'L' : 'R';
		}
	}
	return path;
}

/** A cheap random move: random plan and path checked by the engine, else one from the full list. */
function randomMove(state: GridState, planeId: string, dice: Dice): GridOrder {
	const plane = state.planes.find((p) => p.id === planeId)!;
	const ctx = contextFor(state, plane);
	const plans = ctx.allPlans();
	// A critical plane heads for the nearer short end (G-MOVE-6).
	const toward = plane.critical ? (plane.x < state.board.width - 1 - plane.x ? 6 : 2) : null;
	for (let attempt = 0; attempt < 24 && plans.length > 0; attempt++) {
		const plan = dice.below(4) === 0 ? plans[dice.below(plans.length)] : plans[0];
		const order: Extract<GridOrder, { kind: 'move' }> = {
			kind: 'move',
			plane: planeId,
			path: randomPath(state, plane, plan, dice, toward)
		};
		if (plan.manoeuvre) order.manoeuvre = plan.manoeuvre;
		if (plan.slow) order.slow = true;
		if (checkMove(state, order, ctx).ok) return order;
	}
	const moves = legalMoves(state, plane, ctx);
	return moves[dice.below(moves.length)].order;
}

/**
 * A random legal order for whoever must decide now (tests, benchmark, the simplest bot).
 * `thorough` draws moves from the engine's full legal list instead of sampling paths.
 */
export function randomOrder(state: GridState, dice: Dice, thorough = false): GridOrder | null {
	switch (state.phase) {
		case 'over':
			return null;
		case 'fire': {
			const side = sidesThatCanFire(state).find((s) => state.pendingFire[s] === undefined);
			if (!side) return null;
			return { kind: 'fire', side, shots: randomVolley(state, side, dice) };
		}
		case 'activation': {
			const id = state.activation!.current!;
			if (!thorough) return randomMove(state, id, dice);
			const legal = legalOrders(state);
			if (legal.phase !== 'activation') return null;
			const plane = state.planes.find((p) => p.id === id)!;
			if (legal.patience.ok && dice.below(5) === 0) return { kind: 'patience', plane: id };
			return (
				legal.moves[dice.below(legal.moves.length)]?.order ?? {
					kind: 'move',
					plane: plane.id,
					path: ''
				}
			);
		}
		case 'bid': {
			const cmd = state.command!;
			const side: Side = cmd.bids.A === undefined ? 'A' : 'B';
			return { kind: 'bid', side, points: dice.below(cmd.cp[side] + 1) };
		}
		case 'command': {
			const cmd = state.command!;
			const mine = cmd.marked.filter(
				(id) => state.planes.find((p) => p.id === id)?.side === cmd.holder
			);
			const id = mine[dice.below(mine.length)];
			const plane = state.planes.find((p) => p.id === id)!;
			const flights = legalFlights(state, plane);
			// A critical plane with a Flight open must fly (G-MOVE-6): Combat is refused then.
			const mayFight = checkCombat(state, id, []).ok;
			const shots = mayFight ? legalShots(state, plane) : [];
			if (flights.length === 0 || (shots.length > 0 && dice.below(2) === 0)) {
				const used = new Set<string>();
				const volley = shots.filter((s) => !used.has(s.order.gun) && used.add(s.order.gun));
				return { kind: 'combat', plane: id, shots: volley.map((s) => s.order) };
			}
			return { kind: 'flight', plane: id, steps: flights[dice.below(flights.length)] };
		}
	}
}
