import type { Dice } from '../common/dice';
import { ok, quote, refuse, type Result } from '../common/result';
import { ownValue } from '../common/own';
import { MANOEUVRES, MANOEUVRE_IDS, type ManoeuvreId } from '../../data/grid/rules';
import { aircraftOf, isObservation } from './catalog';
import type { GridEvent } from './events';
import { jinking } from './fire';
import { applyHits, rollHits } from './hits';
import { distanceToEnd, isEnd, turnFacing } from './geometry';
import {
	enumerateMoves,
	checkTurns,
	movePlan,
	availablePlans,
	distinctlyFlownPlans,
	simulatePath,
	type EnumeratedMove,
	type MovePlan,
	type MoveOutcome
} from './movement';
import { writablePlane } from './state';
import type { GridState, PlaneState, Rect } from './types';
import { walkEnds } from './walk';

/** C-M1 / C-M4: a plane that holds what its mission needs may leave by a short end. */
export function mayEscape(
	state: GridState,
	plane: PlaneState,
	squares: readonly { x: number; y: number }[] = []
): boolean {
	if (plane.side !== 'A' || !isObservation(plane)) return false;
	const over = (q: { x: number; y: number }) => squares.some((s) => s.x === q.x && s.y === q.y);
	if (state.mission === 'photo-recon')
		return plane.photographed || state.objectives.photoPoints.some(over);
	if (state.mission === 'long-recon')
		return state.objectives.sites.some((s) => s.real && (s.visited || over(s)));
	return false;
}

/** G-MOVE-6: how far a withdrawing plane still is from leaving by an end (side exits never count). */
function withdrawalDistance(state: GridState, o: MoveOutcome): number {
	if (o.end === 'exit') return o.edge && isEnd(o.edge) ? 0 : Infinity;
	return distanceToEnd(state.board, o.x);
}

/**
 * Lazily computed facts about all of a plane's moves in one state, shared by every check made on
 * that state (states are never mutated): the legal list, "can it stay on the table?", the shortest
 * withdrawal, and the moves already checked in full — so applying a move that was just listed or
 * checked (a bot's candidates, the random player's pick) does not fly and judge it again.
 */
export class MoveContext {
	private all: EnumeratedMove[] | null = null;
	private plans: readonly MovePlan[] | null = null;
	private stay: boolean | null = null;
	private best: number | null = null;
	private boxed: boolean | null = null;
	/** Moves checked in full, by `checkedKey`. */
	readonly checked = new Map<string, CheckedMove>();
	constructor(
		readonly state: GridState,
		readonly plane: PlaneState
	) {}
	moves(): EnumeratedMove[] {
		if (!this.all) this.all = enumerateMoves(this.state, this.plane);
		return this.all;
	}
	allPlans(): readonly MovePlan[] {
		if (!this.plans)
			this.plans = aircraftOf(this.plane).static ? [] : availablePlans(this.state, this.plane);
		return this.plans;
	}
	/** One plan per way of flying (the walks below ask only where a move can end). */
	private flownPlans(): readonly MovePlan[] {
		return aircraftOf(this.plane).static ? [] : distinctlyFlownPlans(this.state, this.plane);
	}
	/** Whether some legal move keeps the plane on the table (G-MOVE-5); stops at the first found. */
	canStay(): boolean {
		if (this.stay === null)
			this.stay = this.flownPlans().some((plan) =>
				walkEnds(this.state, this.plane, plan, (_x, _y, _f, end) => end !== 'exit')
			);
		return this.stay;
	}
	/** Whether the plane has any move at all. */
	hasMove(): boolean {
		return this.flownPlans().some((plan) => walkEnds(this.state, this.plane, plan, () => true));
	}
	/**
	 * Boxed in (◇, G-TER-3): no move flies a single square — in practice, nose to a balloon, which
	 * may not be flown through. Then the plane may turn in place (see BOXED_IN_TURNS).
	 */
	boxedIn(): boolean {
		if (this.boxed === null)
			this.boxed =
				!aircraftOf(this.plane).static &&
				!this.flownPlans().some(
					(plan) => plan.squares > 0 && walkEnds(this.state, this.plane, plan, () => true)
				);
		return this.boxed;
	}
	/** G-MOVE-6: the least withdrawal distance any move reaches. */
	bestWithdrawal(): number {
		if (this.best === null) {
			let best = Infinity;
			for (const plan of this.flownPlans()) {
				walkEnds(this.state, this.plane, plan, (x, _y, _f, end, edge) => {
					const d =
						end === 'exit'
							? edge && isEnd(edge)
								? 0
								: Infinity
							: distanceToEnd(this.state.board, x);
					best = Math.min(best, d);
					return best === 0;
				});
				if (best === 0) break;
			}
			this.best = best;
		}
		return this.best;
	}
}

/**
 * The contexts of the last few (state, plane) pairs asked about: a bot lists a state's moves, then
 * applies each, with other questions in between. A short ring, not a WeakMap: weak entries for
 * every state a search makes cost more garbage-collection time than the checks they save.
 */
const recent: (MoveContext | null)[] = [null, null, null, null];
let nextSlot = 0;

/** The shared MoveContext of `plane` in `state` (states are never mutated, so it stays true). */
export function contextFor(state: GridState, plane: PlaneState): MoveContext {
	for (const ctx of recent) if (ctx && ctx.state === state && ctx.plane === plane) return ctx;
	const ctx = new MoveContext(state, plane);
	recent[nextSlot] = ctx;
	nextSlot = (nextSlot + 1) % recent.length;
	return ctx;
}

/**
 * The key of a well-formed move in MoveContext.checked (no manoeuvre or a known one: ids hold no
 * "/", so the key is unambiguous), or null for an order that is left to the full check.
 */
function checkedKey(manoeuvre: unknown, slow: boolean, path: string): string | null {
	if (manoeuvre !== null && !(MANOEUVRE_IDS as readonly unknown[]).includes(manoeuvre)) return null;
	return `${manoeuvre ?? '-'}/${slow ? 'slow' : ''}/${path}`;
}

/** Exit and withdrawal rules for one simulated move (G-MOVE-5, G-MOVE-6). */
export function checkExitRules(
	state: GridState,
	plane: PlaneState,
	o: MoveOutcome,
	ctx: MoveContext
): Result<void> {
	if (plane.critical) {
		const d = withdrawalDistance(state, o);
		const best = ctx.bestWithdrawal();
		if (best < Infinity && d > best)
			return refuse(
				'grid.must_withdraw',
				{ plane: plane.id },
				`${plane.id} is critical and must withdraw by the shortest route off a short end (G-MOVE-6)`
			);
		if (d === 0) return ok(undefined);
	}
	if (o.end === 'exit') {
		if (o.edge && isEnd(o.edge) && mayEscape(state, plane, o.squares)) return ok(undefined);
		if (ctx.canStay())
			return refuse(
				'grid.must_stay_on_table',
				{ plane: plane.id },
				'a move that keeps the plane on the table exists: take it (G-MOVE-5)'
			);
	}
	return ok(undefined);
}

/**
 * ◇ Boxed in: the paths of a plane that cannot fly a single square, by the 45° steps each turns
 * (a quarter turn, so the plane still ends facing along the grid, G-MOVE-1).
 */
export const BOXED_IN_TURNS: Readonly<Record<string, number>> = { LL: -2, RR: 2 };

export interface CheckedMove {
	plane: PlaneState;
	manoeuvre: ManoeuvreId | null;
	path: string;
	outcome: MoveOutcome;
}

export function checkMove(
	state: GridState,
	order: { plane: string; path: string; manoeuvre?: ManoeuvreId; slow?: boolean },
	ctx?: MoveContext
): Result<CheckedMove> {
	if (state.phase !== 'activation' || !state.activation)
		return refuse('grid.move_not_now', {}, 'planes move only in the activation step');
	if (state.activation.current !== order.plane)
		return state.activation.current === null
			? refuse(
					'grid.nobody_activated',
					{ plane: quote(order.plane) },
					`it is nobody's activation, not ${order.plane}'s`
				)
			: refuse(
					'grid.not_your_activation',
					{ current: state.activation.current, plane: quote(order.plane) },
					`it is ${state.activation.current}'s activation, not ${order.plane}'s`
				);
	const plane = state.planes.find((p) => p.id === order.plane);
	if (!plane)
		return refuse(
			'grid.no_such_plane',
			{ plane: quote(order.plane) },
			`there is no plane ${order.plane}`
		);
	if (aircraftOf(plane).static)
		return refuse(
			'grid.static_plane',
			{ plane: plane.id },
			`${plane.id} is static and does not move (G-TER-4)`
		);
	if (typeof order.path !== 'string')
		return refuse('grid.path_needed', {}, 'a move needs a path such as "FFLFF"');
	const context = ctx ?? contextFor(state, plane);
	const manoeuvre = order.manoeuvre ?? null;
	const key = checkedKey(manoeuvre, order.slow === true, order.path);
	const known = key === null ? undefined : context.checked.get(key);
	if (known) return ok(known);
	const plain = !order.manoeuvre && !order.slow;
	const turn = ownValue(BOXED_IN_TURNS, order.path);
	if (
		plain &&
		((order.path === '' && !context.hasMove()) || (turn !== undefined && context.boxedIn()))
	) {
		// Boxed in: the plane holds its square (a log of before may hold such a move), or turns in
		// place a quarter turn either way, so that it is not held nose to a balloon for the rest
		// of the game (◇ docs/decisions.md, "Boxed in").
		const o = {
			squares: [],
			x: plane.x,
			y: plane.y,
			facing: turnFacing(plane.facing, turn ?? 0),
			end: 'full' as const,
			passed: []
		};
		const boxedIn: CheckedMove = { plane, manoeuvre: null, path: order.path, outcome: o };
		if (key !== null) context.checked.set(key, boxedIn);
		return ok(boxedIn);
	}
	const plan = movePlan(state, plane, order.manoeuvre ?? null, order.slow === true);
	if (!plan.ok) return plan;
	const turns = checkTurns(order.path, plan.value);
	if (!turns.ok) return turns;
	const sim = simulatePath(state, plane, order.path, plan.value);
	if (!sim.ok) return sim;
	const exit = checkExitRules(state, plane, sim.value, context);
	if (!exit.ok) return exit;
	const checked: CheckedMove = { plane, manoeuvre, path: order.path, outcome: sim.value };
	if (key !== null) context.checked.set(key, checked);
	return ok(checked);
}

/**
 * G-MAN-1…3: what a manoeuvre leaves on the plane besides its path — its ±ve for the next fire
 * step, Jink (attackers lose dice, no shot of its own) and Dead Eye next turn. Also used by the
 * table companion, where the path is flown with models.
 */
export function markManoeuvre(
	draft: GridState,
	p: PlaneState,
	manoeuvre: ManoeuvreId | null
): void {
	const spec = manoeuvre ? MANOEUVRES[manoeuvre] : null;
	p.lastManoeuvre = manoeuvre;
	if (!spec) return;
	p.ve += spec.ve;
	if (spec.jink) {
		p.jinkTurn = draft.turn + 1;
		p.noFireTurn = draft.turn + 1;
	}
	if (spec.deadEye) p.deadEyeTurn = draft.turn + 1;
}

/** Carries out a checked move on the draft: position, ±ve, objectives, passing shots, exits. */
export function performMove(
	draft: GridState,
	move: CheckedMove,
	dice: Dice,
	events: GridEvent[]
): void {
	const p = writablePlane(
		draft,
		draft.planes.find((q) => q.id === move.plane.id)!
	);
	const o = move.outcome;
	const from = { x: p.x, y: p.y, facing: p.facing };
	p.x = o.x;
	p.y = o.y;
	p.facing = o.facing;
	markManoeuvre(draft, p, move.manoeuvre);
	events.push({
		type: 'moved',
		plane: p.id,
		path: move.path,
		manoeuvre: move.manoeuvre,
		from,
		to: { x: o.x, y: o.y, facing: o.facing },
		squares: o.squares
	});
	visitObjectives(draft, p, o.squares, events);
	passingShots(draft, p, o.passed, dice, events);
	if (o.end === 'lost') {
		loseInCloud(draft, p, o.cloud ?? null, events);
	} else if (o.end === 'exit' && o.edge) {
		leaveTable(draft, p, o.edge, events);
	}
}

/**
 * G-TER-2: the plane entered a large cloud and is lost (neither fires nor can be fired at) until
 * its next card. Also used by the table companion, where the cloud is on the players' table.
 */
export function loseInCloud(
	draft: GridState,
	plane: PlaneState,
	cloud: Rect | null,
	events: GridEvent[]
): void {
	const p = writablePlane(draft, plane);
	p.status = 'lost';
	p.lostIn = cloud;
	p.noFireTurn = draft.turn + 1;
	events.push({ type: 'lost-in-cloud', plane: p.id });
}

export function leaveTable(
	draft: GridState,
	plane: PlaneState,
	edge: NonNullable<MoveOutcome['edge']>,
	events: GridEvent[]
): void {
	const p = writablePlane(draft, plane);
	p.exit = { x: p.x, y: p.y, edge };
	// C-M1 / C-M4 (002:378, 002:399): bringing the photographs or the news home is an escape even
	// at critical — the plane leaves the fight either way (G-MOVE-6), and what it carries counts.
	if (isEnd(edge) && mayEscape(draft, p)) {
		p.status = 'escaped';
		events.push({ type: 'escaped', plane: p.id, edge });
	} else if (isEnd(edge) && p.critical) {
		p.status = 'withdrawn';
		events.push({ type: 'withdrawn', plane: p.id, edge });
	} else {
		p.status = 'off-table';
		events.push({ type: 'left-table', plane: p.id, edge });
	}
}

/** C-M1, C-M2, C-M4: side A's observation planes photograph, bomb and search as they pass. */
export function visitObjectives(
	draft: GridState,
	plane: PlaneState,
	squares: readonly { x: number; y: number }[],
	events: GridEvent[]
): void {
	if (plane.side !== 'A' || !isObservation(plane)) return;
	const p = writablePlane(draft, plane);
	const obj = draft.objectives;
	for (const s of squares) {
		if (!p.photographed && obj.photoPoints.some((q) => q.x === s.x && q.y === s.y)) {
			p.photographed = true;
			events.push({ type: 'photographed', plane: p.id, x: s.x, y: s.y });
		}
		for (const t of obj.bombTargets)
			if (!t.bombed && t.x === s.x && t.y === s.y) {
				t.bombed = true;
				events.push({ type: 'bombed', plane: p.id, x: s.x, y: s.y });
			}
		for (const site of obj.sites)
			if (!site.visited && site.x === s.x && site.y === s.y) {
				site.visited = true;
				events.push({ type: 'site-visited', plane: p.id, x: s.x, y: s.y, real: site.real });
			}
	}
}

/**
 * G-MOVE-4: whether this plane's wing MG may take passing shots now (002:164, 002:195): it has a
 * wing MG and may shoot (not re-entered, re-emerged or jinking). The table companion offers the
 * passing shot when this says so.
 */
export function passingShotGun(draft: GridState, p: PlaneState) {
	const wing = aircraftOf(p).guns.find((g) => g.mount === 'wing');
	if (!wing || p.noFireTurn === draft.turn || jinking(draft, p)) return null;
	return wing;
}

/**
 * G-MOVE-4: a wing MG gets a free shot on 4+ at each enemy whose square it passes. It is a shot
 * like any other (002:195): not while the shooter may not shoot (it re-entered, re-emerged or is
 * jinking), and −2D6 against a jinking target. Also the table companion's, where the players say
 * which enemies the model passed.
 */
export function passingShots(
	draft: GridState,
	p: PlaneState,
	passed: readonly string[],
	dice: Dice,
	events: GridEvent[]
): void {
	const wing = passingShotGun(draft, p);
	if (!wing) return;
	for (const id of passed) {
		const target = draft.planes.find((q) => q.id === id);
		if (!target || target.status !== 'active') continue;
		const jinkDice = jinking(draft, target) ? (MANOEUVRES.jink.jink?.attackerDice ?? 0) : 0;
		const count = draft.rules.passingShotDice - jinkDice;
		if (count <= 0) continue;
		const roll = dice.d6();
		events.push({
			type: 'passing-roll',
			plane: p.id,
			target: id,
			roll,
			needed: draft.rules.passingShotOn
		});
		if (roll < draft.rules.passingShotOn) continue;
		const hit = rollHits(dice, count);
		events.push({
			type: 'shot',
			shooter: p.id,
			gun: wing.id,
			target: id,
			range: 0,
			ca: 0,
			dice: count,
			...hit,
			passing: true
		});
		applyHits(draft, p.id, id, hit, events);
	}
}
