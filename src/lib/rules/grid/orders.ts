import { DiceScriptError, type Dice } from '../common/dice';
import { LazyDice } from '../common/lazy-dice';
import { ok, quote, refuse, type Refusal, type Result } from '../common/result';
import {
	checkBid,
	checkCombat,
	checkFlight,
	performCombat,
	performFlight,
	spendMarker
} from './command';
import type { GridEvent } from './events';
import { planVolley } from './fire';
import { setExplainSkippedFire, settle, sidesThatCanFire } from './flow';
import { checkMove, performMove } from './moves';
import { beginTransition, copyActivation, endTransition } from './state';
import type { GridOrder, GridState } from './types';

/** Scripted dice (scenario files, tests) that cannot answer a roll: the order is refused. */
const diceRanOut = ({ detail: d, message }: DiceScriptError): Refusal =>
	d.kind === 'ran-out'
		? refuse('grid.dice_ran_out', { count: d.count, n: d.n }, message)
		: refuse('grid.dice_misfit', { value: quote(d.value), position: d.position, n: d.n }, message);

type Perform = (draft: GridState, dice: Dice, events: GridEvent[]) => void;

/** Checks an order against the state without rolling: the reason is a sentence for the player. */
function check(state: GridState, order: GridOrder): Result<Perform> {
	if (state.phase === 'over') return refuse('grid.game_over', {}, 'the game is over');
	if (!order || typeof order !== 'object')
		return refuse('grid.order_not_object', {}, 'an order must be an object');
	switch (order.kind) {
		case 'fire': {
			if (state.phase !== 'fire')
				return refuse('grid.not_fire_step', {}, 'it is not the fire step');
			if (order.side !== 'A' && order.side !== 'B')
				return refuse('grid.bad_side', { side: quote(order.side) }, 'side must be "A" or "B"');
			if (state.pendingFire[order.side] !== undefined)
				return refuse(
					'grid.fire_orders_given',
					{ side: order.side },
					`side ${order.side} has already given its fire orders`
				);
			if (!sidesThatCanFire(state).includes(order.side))
				return refuse(
					'grid.side_cannot_shoot',
					{ side: order.side },
					`side ${order.side} has no plane that can shoot this turn`
				);
			if (!Array.isArray(order.shots))
				return refuse('grid.fire_needs_shots', {}, 'fire orders need a list of shots');
			const foreign = order.shots.find((s) => {
				const p = state.planes.find((q) => q.id === s.plane);
				return !p || p.side !== order.side;
			});
			if (foreign)
				return refuse(
					'grid.not_side_plane',
					{ plane: quote(foreign.plane), side: order.side },
					`${foreign.plane} is not a plane of side ${order.side}`
				);
			const plans = planVolley(state, order.shots);
			if (!plans.ok) return plans;
			const shots = order.shots.map((s) => ({ plane: s.plane, gun: s.gun, target: s.target }));
			return ok((draft) => {
				draft.pendingFire = { ...draft.pendingFire, [order.side]: shots };
			});
		}
		case 'move': {
			const m = checkMove(state, order);
			if (!m.ok) return m;
			return ok((draft, dice, events) => {
				performMove(draft, m.value, dice, events);
				const act = copyActivation(draft.activation!);
				act.current = null;
				act.source = null;
				draft.activation = act;
			});
		}
		case 'patience': {
			const act = state.activation;
			if (state.phase !== 'activation' || !act || act.current !== order.plane)
				return refuse(
					'grid.patience_when_card',
					{ plane: quote(order.plane) },
					`Patience is declared when ${order.plane}'s card comes up`
				);
			const plane = state.planes.find((p) => p.id === order.plane);
			if (!plane?.aceSkills.includes('patience'))
				return refuse(
					'grid.lacks_patience',
					{ plane: order.plane },
					`${order.plane}'s pilot lacks Patience`
				);
			if (act.source !== 'deck')
				return refuse(
					'grid.cannot_wait',
					{ plane: order.plane },
					`${order.plane} cannot wait now: it already waited or re-enters first`
				);
			return ok((draft, _dice, events) => {
				const act = copyActivation(draft.activation!);
				act.waiting = [...act.waiting, order.plane];
				act.current = null;
				act.source = null;
				draft.activation = act;
				events.push({ type: 'patience', plane: order.plane });
			});
		}
		case 'bid': {
			const b = checkBid(state, order.side, order.points);
			if (!b.ok) return b;
			return ok((draft, _dice, events) => {
				const cmd = draft.command!;
				draft.command = { ...cmd, bids: { ...cmd.bids, [order.side]: order.points } };
				events.push({ type: 'bid-placed', side: order.side });
			});
		}
		case 'flight': {
			const f = checkFlight(state, order.plane, order.steps);
			if (!f.ok) return f;
			return ok((draft, _dice, events) => {
				performFlight(draft, order.plane, order.steps, f.value.outcome, events);
				spendMarker(draft, order.plane);
			});
		}
		case 'combat': {
			const c = checkCombat(state, order.plane, order.shots);
			if (!c.ok) return c;
			return ok((draft, dice, events) => {
				performCombat(draft, c.value, dice, events);
				spendMarker(draft, order.plane);
			});
		}
		default:
			return refuse(
				'grid.unknown_order_kind',
				{ kind: quote((order as { kind?: unknown }).kind) },
				`unknown order kind "${(order as { kind?: unknown }).kind}"`
			);
	}
}

/** Whether an order is legal now, and if not why (architecture principle 6). */
export function validateOrder(state: GridState, order: GridOrder): Result<void> {
	const r = check(state, order);
	return r.ok ? ok(undefined) : r;
}

/**
 * Applies one order and runs the game on to the next decision (G-TURN-1/2). Never mutates
 * the input; an illegal order is refused, never applied. `forTable`: the table companion's bids
 * and Patience, which run on as `settle(…, forTable)` says (a lost plane stays lost for the table).
 */
export function applyOrder(
	state: GridState,
	order: GridOrder,
	forTable = false
): Result<{ state: GridState; events: GridEvent[] }> {
	const c = check(state, order);
	if (!c.ok) return c;
	const dice = new LazyDice(state.dice);
	const draft = beginTransition(state);
	const events: GridEvent[] = [];
	try {
		c.value(draft, dice, events);
		settle(draft, dice, events, forTable);
	} catch (e) {
		if (e instanceof DiceScriptError) return diceRanOut(e);
		throw e;
	} finally {
		endTransition();
	}
	draft.dice = dice.snapshot();
	return ok({ state: draft, events });
}

/**
 * The state after an order, or null when it is refused, for the bots' searches: the same state as
 * `applyOrder`'s, but a skipped fire step's reasons are not worded (nobody reads these events).
 */
export function applyForSearch(state: GridState, order: GridOrder): GridState | null {
	setExplainSkippedFire(false);
	try {
		const r = applyOrder(state, order);
		return r.ok ? r.value.state : null;
	} finally {
		setExplainSkippedFire(true);
	}
}

/** Runs the steps that need no decision from a fresh state (first fire step or bid). */
export function startGame(state: GridState): Result<{ state: GridState; events: GridEvent[] }> {
	const dice = new LazyDice(state.dice);
	const draft = beginTransition(state);
	const events: GridEvent[] = [{ type: 'turn-started', turn: draft.turn }];
	try {
		settle(draft, dice, events);
	} catch (e) {
		if (e instanceof DiceScriptError) return diceRanOut(e);
		throw e;
	} finally {
		endTransition();
	}
	draft.dice = dice.snapshot();
	return ok({ state: draft, events });
}
