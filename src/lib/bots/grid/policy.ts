import type { Dice } from '../../rules/common/dice';
import { legalFlights, legalMoves, type MoveChoice } from '../../rules/grid/legal';
import { checkCombat } from '../../rules/grid/command';
import { applyForSearch } from '../../rules/grid/orders';
import type { GridOrder, GridState, PlaneState, Side } from '../../rules/grid/index';
import {
	DEFAULT_WEIGHTS,
	damageOfGuns,
	edgeRiskAt,
	evaluate,
	expectedDamage,
	mayFireNow,
	other
} from './evaluate';
import { chooseShots } from './volley';
import { aircraftOf } from '../../rules/grid/catalog';
import { chebyshev, inArc } from '../../rules/grid/geometry';
import { REAR_ARC } from '../../data/grid/rules';

export type MoveOrder = Extract<GridOrder, { kind: 'move' }>;

export interface Scored {
	order: GridOrder;
	score: number;
	after: GridState | null;
}

/** A uniform noise value in [−amount, amount) from the bot's dice. */
export const noiseOf = (dice: Dice, amount: number): number =>
	amount > 0 ? ((dice.below(2001) - 1000) / 1000) * amount : 0;

/**
 * Positions the bots have examined so far (moves applied, enemy replies weighed): the hard bot's
 * unit of work (issue 19). A count, never a clock, so a search stops at the same place on any
 * device; only differences are read (`searchMove` counts its own decision).
 */
let examined = 0;
export const positionsExamined = (): number => examined;
/** Counts work that is not a move applied: `n` positions' worth (a fire step weighed, say). */
export function examine(n: number): void {
	examined += n;
}

/** Applies an order on a (determinized) state; null when the engine refuses it. */
export function after(state: GridState, order: GridOrder): GridState | null {
	examined++;
	return applyForSearch(state, order);
}

/** One ply: every legal move applied and evaluated for `side` (plus optional noise). */
export function scoreMoves(
	state: GridState,
	moves: readonly MoveChoice[],
	side: Side,
	noise: number,
	dice: Dice
): Scored[] {
	const out: Scored[] = [];
	for (const m of moves) {
		const s = after(state, m.order);
		if (!s) continue;
		out.push({ order: m.order, score: evaluate(s, side) + noiseOf(dice, noise), after: s });
	}
	return out.sort((a, b) => b.score - a.score);
}

/** Enemy planes whose card has not come up yet this turn (in the determinized deck). */
export function enemiesStillToMove(state: GridState, side: Side): PlaneState[] {
	return stillToMove(state, (p) => p.side !== side);
}

/** Planes of `side` whose card has not come up yet this turn (the one moving now excluded). */
export function ownStillToMove(state: GridState, side: Side): PlaneState[] {
	const current = state.activation?.current;
	return stillToMove(state, (p) => p.side === side && p.id !== current);
}

function stillToMove(state: GridState, which: (p: PlaneState) => boolean): PlaneState[] {
	const act = state.activation;
	if (!act) return [];
	const ids = new Set([...act.deck.drawPile, ...act.waiting, ...act.first]);
	return state.planes.filter(
		(p) => which(p) && ids.has(p.id) && (p.status === 'active' || p.status === 'lost')
	);
}

/**
 * One own plane's duel term against one enemy reply (in `side`'s units): the enemy's expected
 * damage on it weighed as a threat, its own on the enemy as a shot, finishing shots ×1.6.
 */
interface DuelTerms {
	ends: readonly ReplyEnd[];
	turn: number;
	rules: GridState['rules'];
	smallClouds: GridState['terrain']['smallClouds'];
	largeClouds: GridState['terrain']['largeClouds'];
	balloons: string;
	/** The term at every reply end, and last at the enemy's own square. */
	terms: Float64Array;
	/** Its parts (finishing shots ×1.6): the enemy's damage on our plane, and ours on it. */
	hit: Float64Array;
	hitBy: Float64Array;
	/** The tailing and distance terms at every reply end (`likelyReplyGain`), worked out once. */
	geo: ReplyGeometry | null;
}

interface ReplyGeometry {
	/** w.tail / distance where the end is in our plane's rear arc (else 0), and the reverse. */
	behind: Float64Array;
	ahead: Float64Array;
	dist: Float64Array;
}

function geometryOf(mine: PlaneState, ends: readonly ReplyEnd[]): ReplyGeometry {
	const w = DEFAULT_WEIGHTS;
	const behind = new Float64Array(ends.length);
	const ahead = new Float64Array(ends.length);
	const dist = new Float64Array(ends.length);
	for (let j = 0; j < ends.length; j++) {
		const end = ends[j];
		const d = chebyshev(end, mine);
		dist[j] = d;
		if (d > 0 && d <= 4) {
			if (inArc(mine, mine.facing, REAR_ARC, end)) behind[j] = w.tail / d;
			if (inArc(end, end.facing, REAR_ARC, mine)) ahead[j] = w.tail / d;
		}
	}
	return { behind, ahead, dist };
}

/**
 * Duel terms by enemy plane and own plane. A term reads only the two planes, the terrain (lines of
 * sight), the turn and the rules (expectedDamage), and planes are shared between states until they
 * move: the 48…all moves a lookahead re-scores leave the same enemies and, but for the one that
 * moved, the same own planes, so their terms are worked out once (issue 30). Kept by plane object,
 * checked against everything else they read.
 */
const duelTerms = new WeakMap<PlaneState, WeakMap<PlaneState, DuelTerms>>();

function termsOf(
	state: GridState,
	enemy: PlaneState,
	mine: PlaneState,
	ends: readonly ReplyEnd[],
	balloons: string
): DuelTerms {
	let byMine = duelTerms.get(enemy);
	if (!byMine) {
		byMine = new WeakMap();
		duelTerms.set(enemy, byMine);
	}
	const memo = byMine.get(mine);
	if (
		memo &&
		memo.ends === ends &&
		memo.turn === state.turn &&
		memo.rules === state.rules &&
		memo.smallClouds === state.terrain.smallClouds &&
		memo.largeClouds === state.terrain.largeClouds &&
		memo.balloons === balloons
	)
		return memo;
	const w = DEFAULT_WEIGHTS;
	// Whether a plane may fire does not depend on its square: asked once, not per reply.
	const enemyFires = mayFireNow(state, enemy);
	const mineFires = mayFireNow(state, mine);
	const terms = new Float64Array(ends.length + 1);
	const hit = new Float64Array(ends.length + 1);
	const hitBy = new Float64Array(ends.length + 1);
	let k = 0;
	const term = (e: PlaneState): number => {
		const toMe = enemyFires ? damageOfGuns(state, e, mine) : 0;
		const toIt = mineFires ? damageOfGuns(state, mine, e) : 0;
		hit[k] = toMe >= mine.hp ? toMe * 1.6 : toMe;
		hitBy[k] = toIt >= e.hp ? toIt * 1.6 : toIt;
		return w.threat * hit[k] - w.shot * hitBy[k];
	};
	// The enemy is moved on one scratch copy, no state is built per reply.
	const moved: PlaneState = { ...enemy };
	for (let j = 0; j < ends.length; j++) {
		moved.x = ends[j].x;
		moved.y = ends[j].y;
		moved.facing = ends[j].facing;
		k = j;
		terms[j] = term(moved);
	}
	k = ends.length;
	terms[ends.length] = term(enemy);
	const fresh: DuelTerms = {
		ends,
		turn: state.turn,
		rules: state.rules,
		smallClouds: state.terrain.smallClouds,
		largeClouds: state.terrain.largeClouds,
		balloons,
		terms,
		hit,
		hitBy,
		geo: null
	};
	byMine.set(mine, fresh);
	return fresh;
}

/**
 * How much one enemy plane can improve its duel terms against `side` by its best move (in `side`'s
 * evaluation units, so larger is worse for `side`). Reply ends are given (they do not depend on
 * where our plane went: planes never collide in deck play).
 */
export function bestReplyGain(
	state: GridState,
	enemy: PlaneState,
	ends: readonly ReplyEnd[],
	side: Side
): number {
	const mine = state.planes.filter((p) => p.side === side && p.status === 'active');
	if (enemy.status !== 'active' || mine.length === 0) return 0;
	const balloons = balloonsUp(state);
	const terms = mine.map((m) => termsOf(state, enemy, m, ends, balloons).terms);
	// Summed plane by plane in the planes' order, as one duel always was.
	let base = 0;
	for (const t of terms) base += t[ends.length];
	let best = -Infinity;
	examined += ends.length;
	for (let j = 0; j < ends.length; j++) {
		let v = 0;
		for (const t of terms) v += t[j];
		best = Math.max(best, v - base);
	}
	return best === -Infinity ? 0 : best;
}

type ReplyEnd = { x: number; y: number; facing: PlaneState['facing'] };

/**
 * Hard's ranking (issue 30): the reply the enemy plane would likely fly — the one its own
 * evaluation prefers (its best shot ×shot, our shots on it ×threat, tailing, the pull toward us,
 * the table edge: the terms of `evaluate` its move changes), as the normal bot it is chooses, not
 * the one worst for us — and what that reply costs `side` in duel terms.
 */
export function likelyReplyGain(
	state: GridState,
	enemy: PlaneState,
	ends: readonly ReplyEnd[],
	side: Side
): number {
	const mine = state.planes.filter((p) => p.side === side && p.status === 'active');
	if (enemy.status !== 'active' || mine.length === 0 || ends.length === 0) return 0;
	const balloons = balloonsUp(state);
	const duels = mine.map((m) => termsOf(state, enemy, m, ends, balloons));
	// Kept with the duel terms: the 48 moves a ranking weighs share all planes but the one moved.
	const geo = duels.map((d, i) => d.geo ?? (d.geo = geometryOf(mine[i], ends)));
	const w = DEFAULT_WEIGHTS;
	const kind = aircraftOf(enemy);
	const pursues = !enemy.critical && !kind.static && kind.kind !== 'observation';
	examined += ends.length;
	let bestJ = 0;
	let bestU = -Infinity;
	for (let j = 0; j < ends.length; j++) {
		const end = ends[j];
		let shot = 0;
		let threat = 0;
		let tail = 0;
		let nearest = Infinity;
		for (let i = 0; i < mine.length; i++) {
			const d = duels[i];
			if (d.hit[j] > shot) shot = d.hit[j];
			threat += d.hitBy[j];
			const g = geo[i];
			if (g.dist[j] < nearest) nearest = g.dist[j];
			// Adding or taking 0 leaves the sum as it is: the same order as term by term.
			tail += g.behind[j];
			tail -= g.ahead[j];
		}
		let u = w.shot * shot - w.threat * threat + tail;
		if (pursues) u -= w.pursuit * nearest;
		if (!enemy.critical) u -= w.edge * edgeRiskAt(state, end);
		if (u > bestU) {
			bestU = u;
			bestJ = j;
		}
	}
	let v = 0;
	for (const d of duels) v += d.terms[bestJ] - d.terms[ends.length];
	return v;
}

/**
 * What a plane's legal moves depend on besides the plane itself (movement.ts, moves.ts: the
 * board, the large clouds, the balloons still up, the rules; escapes the mission and its photo
 * points and sites). Planes are never mutated and are shared between states until they move, so
 * the same plane object in the same surroundings has the same legal moves: rollouts list the
 * moves of every plane whose card comes up, and of every enemy still to move at every step, on
 * planes that have not moved yet this turn (issue 30).
 */
interface MovesMemo {
	board: GridState['board'];
	largeClouds: GridState['terrain']['largeClouds'];
	balloons: string;
	rules: GridState['rules'];
	mission: GridState['mission'];
	photoPoints: GridState['objectives']['photoPoints'];
	sites: GridState['objectives']['sites'];
	moves: readonly MoveChoice[];
	ends: ReplyEnd[] | null;
}
const movesMemo = new WeakMap<PlaneState, MovesMemo>();
const balloonsUp = (state: GridState): string =>
	state.terrain.balloons.length === 0
		? ''
		: state.terrain.balloons.map((b) => (b.hp > 0 ? `${b.x},${b.y}` : '')).join(';');

function memoOf(state: GridState, plane: PlaneState): MovesMemo {
	const balloons = balloonsUp(state);
	const memo = movesMemo.get(plane);
	if (
		memo &&
		memo.board === state.board &&
		memo.largeClouds === state.terrain.largeClouds &&
		memo.balloons === balloons &&
		memo.rules === state.rules &&
		memo.mission === state.mission &&
		memo.photoPoints === state.objectives.photoPoints &&
		memo.sites === state.objectives.sites
	)
		return memo;
	const fresh: MovesMemo = {
		board: state.board,
		largeClouds: state.terrain.largeClouds,
		balloons,
		rules: state.rules,
		mission: state.mission,
		photoPoints: state.objectives.photoPoints,
		sites: state.objectives.sites,
		moves: legalMoves(state, plane),
		ends: null
	};
	movesMemo.set(plane, fresh);
	return fresh;
}

/** The engine's legal moves of `plane` in `state` (remembered: never modify the list). */
export const movesOf = (state: GridState, plane: PlaneState): readonly MoveChoice[] =>
	memoOf(state, plane).moves;

/** Distinct end squares/facings of a plane's legal moves (its possible replies). */
export function replyEnds(state: GridState, plane: PlaneState): ReplyEnd[] {
	const memo = memoOf(state, plane);
	if (memo.ends) return memo.ends;
	const seen = new Set<string>();
	const out: ReplyEnd[] = [];
	for (const m of memo.moves) {
		if (m.end !== 'full') continue;
		const key = `${m.to.x},${m.to.y},${m.to.facing}`;
		if (seen.has(key)) continue;
		seen.add(key);
		out.push(m.to);
	}
	memo.ends = out;
	return out;
}

/**
 * Normal: the best few one-ply moves are re-scored against the likely reply of every enemy plane
 * still to move this turn (each takes its move that most improves its shots on us / escapes ours).
 */
export function lookahead(
	state: GridState,
	moves: readonly MoveChoice[],
	side: Side,
	dice: Dice,
	keep = 6,
	/**
	 * Hard's ranking only (normal: 0): weight of the best moves of own planes still to move this
	 * turn, weighed as the enemies' replies are (their chance to answer what the enemy does).
	 */
	ownReplies = 0,
	/** Hard's ranking only (normal: false): enemies reply as they likely would (`likelyReplyGain`). */
	likely = false
): Scored[] {
	const first = scoreMoves(state, moves, side, 0, dice);
	const enemies = enemiesStillToMove(state, side);
	const own = ownReplies > 0 ? ownStillToMove(state, side) : [];
	const ends = new Map([...enemies, ...own].map((e) => [e.id, replyEnds(state, e)]));
	const top = first.slice(0, keep).map((c) => {
		let penalty = 0;
		const s = c.after!;
		if (s.phase !== 'over') {
			for (const e of enemies) {
				const now = s.planes.find((p) => p.id === e.id)!;
				penalty += (likely ? likelyReplyGain : bestReplyGain)(s, now, ends.get(e.id) ?? [], side);
			}
			for (const o of own) {
				const now = s.planes.find((p) => p.id === o.id)!;
				penalty -= ownReplies * bestReplyGain(s, now, ends.get(o.id) ?? [], other(side));
			}
		}
		return { ...c, score: c.score - penalty };
	});
	return top.sort((a, b) => b.score - a.score);
}

/** Greedy command-point action (G-TURN-2): best Flight by evaluation, or Combat by its volley. */
export function chooseCommand(state: GridState, side: Side, noise: number, dice: Dice): GridOrder {
	const cmd = state.command!;
	const mine = cmd.marked
		.map((id) => state.planes.find((p) => p.id === id)!)
		.filter((p) => p && p.side === side);
	let best: GridOrder | null = null;
	let bestScore = -Infinity;
	const base = evaluate(state, side);
	for (const p of mine) {
		const flights = legalFlights(state, p);
		// A critical plane with a Flight open must fly (G-MOVE-6 ◇): Combat is refused then.
		const mayFight = checkCombat(state, p.id, []).ok;
		const shots = mayFight ? chooseShots(state, [p], 0, dice) : [];
		if (mayFight && (shots.length > 0 || flights.length === 0)) {
			let gain = 0;
			for (const s of shots) {
				const t = state.planes.find((q) => q.id === s.target);
				if (t) gain += DEFAULT_WEIGHTS.hp * 1.5 * expectedDamage(state, p, t);
				else gain += 8;
			}
			const score = base + gain + noiseOf(dice, noise);
			if (score > bestScore) {
				bestScore = score;
				best = { kind: 'combat', plane: p.id, shots };
			}
		}
		for (const steps of flights) {
			const order: GridOrder = { kind: 'flight', plane: p.id, steps };
			const s = after(state, order);
			if (!s) continue;
			const score = evaluate(s, side) + noiseOf(dice, noise);
			if (score > bestScore) {
				bestScore = score;
				best = order;
			}
		}
	}
	return best ?? { kind: 'combat', plane: mine[0]?.id ?? '', shots: [] };
}

/** Bid more when shots are on either way (the initiative decides who fires first). */
export function chooseBid(state: GridState, side: Side): number {
	const cp = state.command?.cp[side] ?? 0;
	const active = state.planes.filter((p) => p.status === 'active');
	let heat = 0;
	for (const p of active)
		for (const e of active)
			if (p.side !== e.side && expectedDamage(state, p, e) > 0) heat += p.side === side ? 1 : 1;
	return Math.min(cp, heat === 0 ? 1 : heat > 2 ? 3 : 2);
}

export { other };
