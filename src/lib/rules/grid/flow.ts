import type { Dice } from '../common/dice';
import { newDeck } from '../common/deck';
import { aircraftOf } from './catalog';
import type { GridEvent } from './events';
import { planVolley, sideHasShot } from './fire';
import { resolveVolley } from './hits';
import { INWARD, inRect } from './geometry';
import type { Facing, GridState, PlaneState, Rect, Side } from './types';
import { whyNobodyFired } from './no-shots';
import { copyActivation, writablePlane } from './state';
import { checkVictory, inPlay } from './victory';

const SIDES: Side[] = ['A', 'B'];

/**
 * Whether a skipped fire step says why (the 'no-shots' event's reasons, issue 15). Only the bots'
 * searches turn it off (`applyForSearch`): they read no events, and wording the reasons was a
 * twentieth of a hard decision (issue 30). The state is the same either way.
 */
let explainSkippedFire = true;
export function setExplainSkippedFire(on: boolean): void {
	explainSkippedFire = on;
}

/** Sides that have at least one legal shot in this fire step; the others skip it. */
export function sidesThatCanFire(state: GridState): Side[] {
	return SIDES.filter((side) => sideHasShot(state, side));
}

/** Ends the game when the victory check has a verdict (G-END-1, C-M1…C-M6); true if it did. */
export function endGame(draft: GridState, events: GridEvent[], timeUp: boolean): boolean {
	const result = checkVictory(draft, timeUp);
	if (!result) return false;
	draft.result = result;
	draft.phase = 'over';
	draft.activation = null;
	events.push({ type: 'game-over', result });
	return true;
}

/**
 * Runs every step that needs no decision (G-TURN-1, G-TURN-2): resolves the fire step once all
 * sides that can shoot have ordered, draws activation cards, re-enters and re-emerges planes,
 * ends turns, and checks victory after each step. Mutates the draft. With `forTable` (the table
 * companion, whose squares mean nothing) every side gives its (maybe empty) fire orders, and a
 * lost plane's card (deck) or its side's initiative (command points) comes with the plane still
 * lost: the players roll where it re-emerges beside the cloud on their table (G-TER-2,
 * src/lib/table/grid/cloud.ts).
 */
export function settle(draft: GridState, dice: Dice, events: GridEvent[], forTable = false): void {
	// A turn takes a handful of steps; the guard counts steps within one turn, so a long game of
	// pieces that never act (turnLimit 100 of static bombers) settles, and a loop cannot hide.
	let turn = draft.turn;
	for (let guard = 0; guard < 1000; guard++) {
		if (draft.turn !== turn) [turn, guard] = [draft.turn, 0];
		if (draft.phase === 'over') return;
		if (endGame(draft, events, false)) return;
		if (draft.phase === 'fire') {
			const shooters = forTable ? SIDES : sidesThatCanFire(draft);
			if (shooters.some((s) => draft.pendingFire[s] === undefined)) return;
			resolveFireStep(draft, dice, events, shooters.length === 0);
			if (endGame(draft, events, false)) return;
			startActivation(draft, dice, events);
			continue;
		}
		if (draft.phase === 'activation') {
			if (draft.activation?.current) return;
			if (nextActivation(draft, dice, events, forTable)) return;
			if (endTurn(draft, events)) return;
			continue;
		}
		if (draft.phase === 'bid') {
			const cmd = draft.command;
			if (!cmd || cmd.bids.A === undefined || cmd.bids.B === undefined) {
				if (!cmd) {
					draft.command = freshCommand(draft, null);
					reenterOffTable(draft, events);
				}
				return;
			}
			takeInitiative(draft, events);
			continue;
		}
		if (draft.phase === 'command') {
			// Copy before changing: the command state is shared with the input state.
			const cmd = { ...draft.command! };
			draft.command = cmd;
			cmd.marked = cmd.marked.filter((id) => {
				const p = planeIn(draft, id);
				return p !== undefined && inPlay(p);
			});
			if (cmd.marked.length > 0) {
				if (cmd.holder && !holdsMarker(draft, cmd.marked, cmd.holder))
					cmd.holder = cmd.holder === 'A' ? 'B' : 'A';
				if (cmd.holder && holdsMarker(draft, cmd.marked, cmd.holder)) {
					if (!forTable) reemergeIfLost(draft, dice, events, cmd);
					return;
				}
			}
			if (endTurn(draft, events)) return;
			continue;
		}
		return;
	}
	throw new Error('the grid engine did not settle (internal error)');
}

function resolveFireStep(
	draft: GridState,
	dice: Dice,
	events: GridEvent[],
	nobodyCanShoot: boolean
): void {
	events.push({ type: 'fire-step', turn: draft.turn });
	// Skipped for want of a shot: say why, so nobody wonders (issue 15).
	if (nobodyCanShoot)
		events.push({
			type: 'no-shots',
			turn: draft.turn,
			reasons: explainSkippedFire ? whyNobodyFired(draft) : []
		});
	const shots = [...(draft.pendingFire.A ?? []), ...(draft.pendingFire.B ?? [])];
	const plans = planVolley(draft, shots);
	if (plans.ok) resolveVolley(draft, plans.value, dice, events);
	draft.pendingFire = {};
	// G-MAN-4: the ±ve of a turn are spent on its fire step.
	spendVe(draft);
}

function startActivation(draft: GridState, dice: Dice, events: GridEvent[]): void {
	const movers = draft.planes.filter((p) => !aircraftOf(p).static);
	const first = movers.filter((p) => p.status === 'off-table').map((p) => p.id);
	const cards = movers.filter((p) => p.status === 'active' || p.status === 'lost').map((p) => p.id);
	let drawPile: string[];
	if (draft.firstDeck) {
		const fixed = draft.firstDeck.filter((id) => cards.includes(id));
		drawPile = [...fixed, ...cards.filter((id) => !fixed.includes(id))];
		draft.firstDeck = null;
	} else {
		drawPile = newDeck(cards, dice).drawPile;
		events.push({ type: 'deck-shuffled', cards: cards.length });
	}
	draft.phase = 'activation';
	draft.activation = {
		deck: { drawPile, discards: [] },
		first,
		reentered: [],
		waiting: [],
		waitingOrdered: false,
		current: null,
		source: null
	};
}

function holdsMarker(state: GridState, marked: readonly string[], side: Side): boolean {
	return marked.some((id) => planeIn(state, id)?.side === side);
}

function planeIn(state: GridState, id: string): PlaneState | undefined {
	for (const p of state.planes) if (p.id === id) return p;
	return undefined;
}

/** Picks the next plane to act; false when the turn's activations are over. */
function nextActivation(
	draft: GridState,
	dice: Dice,
	events: GridEvent[],
	forTable: boolean
): boolean {
	const act = copyActivation(draft.activation!);
	draft.activation = act;
	while (act.first.length > 0) {
		const id = act.first[0];
		act.first = act.first.slice(1);
		const p = planeIn(draft, id);
		if (!p || p.status !== 'off-table') continue;
		reenter(draft, p, events, draft.turn + 1);
		act.reentered = [...act.reentered, id];
		act.current = id;
		act.source = 'first';
		events.push({ type: 'activated', plane: id });
		return true;
	}
	while (act.deck.drawPile.length > 0) {
		const id = act.deck.drawPile[0];
		act.deck = { drawPile: act.deck.drawPile.slice(1), discards: [...act.deck.discards, id] };
		const p = planeIn(draft, id);
		if (!p || !inPlay(p) || p.status === 'off-table') continue;
		if (p.status === 'lost' && !forTable) reemerge(draft, p, dice, events);
		act.current = id;
		act.source = 'deck';
		events.push({ type: 'activated', plane: id });
		return true;
	}
	if (act.waiting.length > 1 && !act.waitingOrdered) {
		// G-MAN-3: Patience aces dice off; the highest roll moves last (ties keep declaration order).
		const rolls = act.waiting.map((plane) => ({ plane, roll: dice.d6() }));
		events.push({ type: 'patience-dice-off', rolls });
		act.waiting = rolls
			.map((r, i) => ({ ...r, i }))
			.sort((a, b) => a.roll - b.roll || a.i - b.i)
			.map((r) => r.plane);
	}
	act.waitingOrdered = true;
	while (act.waiting.length > 0) {
		const id = act.waiting[0];
		act.waiting = act.waiting.slice(1);
		const p = planeIn(draft, id);
		if (!p || !inPlay(p)) continue;
		act.current = id;
		act.source = 'waiting';
		events.push({ type: 'activated', plane: id });
		return true;
	}
	return false;
}

/** Ends a turn (deck) or round (command points); true when the game ended. */
function endTurn(draft: GridState, events: GridEvent[]): boolean {
	if (endGame(draft, events, draft.turn >= draft.rules.turnLimit)) return true;
	draft.turn += 1;
	draft.activation = null;
	if (draft.rules.activation === 'deck') {
		draft.phase = 'fire';
		events.push({ type: 'turn-started', turn: draft.turn });
	} else {
		draft.phase = 'bid';
		draft.command = freshCommand(draft, draft.command?.winner ?? null);
		events.push({ type: 'round-started', round: draft.turn });
		startRound(draft, events);
	}
	return false;
}

/**
 * Command points, start of a round: the ±ve of the last round are spent (G-MAN-4: they count for
 * the round they were gathered in, as the deck game spends them in its fire step), and a plane
 * off the table comes back where it left (G-MOVE-5 ◇ in this mode: at the round's start, facing
 * into the table, with a −ve, and no Combat this round).
 */
function startRound(draft: GridState, events: GridEvent[]): void {
	spendVe(draft);
	reenterOffTable(draft, events);
}

/** G-MAN-4: every plane's ±ve back to 0 (only planes that had some are written). */
function spendVe(draft: GridState): void {
	for (const p of draft.planes) if (p.ve !== 0) writablePlane(draft, p).ve = 0;
}

function reenterOffTable(draft: GridState, events: GridEvent[]): void {
	for (const p of draft.planes)
		if (p.status === 'off-table' && p.exit) reenter(draft, p, events, draft.turn);
}

/**
 * G-MOVE-5: back where it left, facing into the table, with a −ve and no shot next turn (deck:
 * the next turn's fire step; command points: the round it comes back in).
 */
function reenter(
	draft: GridState,
	plane: PlaneState,
	events: GridEvent[],
	noFireTurn: number
): void {
	const p = writablePlane(draft, plane);
	const exit = p.exit!;
	p.x = exit.x;
	p.y = exit.y;
	p.facing = INWARD[exit.edge];
	p.status = 'active';
	p.ve += draft.rules.reenterVe;
	p.noFireTurn = noFireTurn;
	p.exit = null;
	events.push({ type: 'reentered', plane: p.id, x: p.x, y: p.y, facing: p.facing });
}

type Spot = { x: number; y: number; facing: Facing };

/** The squares beside a cloud's sides that are on the board and in no large cloud, facing out. */
function spotsBeside(draft: GridState, c: Rect): Spot[] {
	const spots: Spot[] = [];
	// Only the sides' squares that can be on the board: a cloud is never wider than the board.
	const { width, height } = draft.board;
	for (let x = Math.max(c.x, 0); x < Math.min(c.x + c.w, width); x++) {
		spots.push({ x, y: c.y - 1, facing: 0 }, { x, y: c.y + c.h, facing: 4 });
	}
	for (let y = Math.max(c.y, 0); y < Math.min(c.y + c.h, height); y++) {
		spots.push({ x: c.x - 1, y, facing: 6 }, { x: c.x + c.w, y, facing: 2 });
	}
	return spots.filter(
		(s) =>
			s.x >= 0 &&
			s.y >= 0 &&
			s.x < width &&
			s.y < height &&
			!draft.terrain.largeClouds.some((r) => inRect(r, s.x, s.y))
	);
}

/**
 * spotsBeside, kept per cloud (its Rect object, shared by every state of a game) for the board
 * size and large clouds it was worked out on: the bots' searches re-emerge the same lost plane
 * after every move they weigh (issue 30). Never modify the list.
 */
const besideClouds = new WeakMap<
	Rect,
	{ width: number; height: number; largeClouds: readonly Rect[]; spots: readonly Spot[] }
>();
function keptSpotsBeside(draft: GridState, c: Rect): readonly Spot[] {
	const { width, height } = draft.board;
	const largeClouds = draft.terrain.largeClouds;
	const kept = besideClouds.get(c);
	if (kept && kept.width === width && kept.height === height && kept.largeClouds === largeClouds)
		return kept.spots;
	const spots = spotsBeside(draft, c);
	besideClouds.set(c, { width, height, largeClouds, spots });
	return spots;
}

/**
 * G-TER-2 ◇: a lost plane comes out on a random square beside one side of its cloud, facing away
 * from it, with a −ve.
 */
export function reemerge(
	draft: GridState,
	plane: PlaneState,
	dice: Dice,
	events: GridEvent[]
): void {
	const p = writablePlane(draft, plane);
	const c = p.lostIn ?? { x: p.x, y: p.y, w: 1, h: 1 };
	const beside = p.lostIn ? keptSpotsBeside(draft, p.lostIn) : spotsBeside(draft, c);
	const balloons = draft.terrain.balloons;
	const free =
		balloons.length === 0
			? beside
			: beside.filter((s) => !balloons.some((b) => b.hp > 0 && b.x === s.x && b.y === s.y));
	const spot = free.length > 0 ? dice.pick(free) : { x: p.x, y: p.y, facing: p.facing };
	reemergeAt(draft, p, spot);
	events.push({ type: 'reemerged', plane: p.id, x: p.x, y: p.y, facing: p.facing });
}

/** G-TER-2: out of the cloud at a square, facing away from it, with the ◇ −ve (`reemergeVe`). */
export function reemergeAt(
	draft: GridState,
	plane: PlaneState,
	spot: { x: number; y: number; facing: Facing }
): PlaneState {
	const p = writablePlane(draft, plane);
	p.x = spot.x;
	p.y = spot.y;
	p.facing = spot.facing;
	p.status = 'active';
	p.ve += draft.rules.reemergeVe;
	p.lostIn = null;
	return p;
}

function reemergeIfLost(
	draft: GridState,
	dice: Dice,
	events: GridEvent[],
	cmd: NonNullable<GridState['command']>
): void {
	for (const id of cmd.marked) {
		const p = draft.planes.find((q) => q.id === id);
		if (p && p.status === 'lost' && p.side === cmd.holder) reemerge(draft, p, dice, events);
	}
}

/**
 * G-TURN-2 (001 2.4.1): a new round — every plane on the plan gets an activation marker (static
 * bombers and Zeppelins too: they act by Combat), each side 3 command points.
 */
function freshCommand(
	draft: GridState,
	lastWinner: Side | null
): NonNullable<GridState['command']> {
	return {
		cp: { A: draft.rules.commandPoints, B: draft.rules.commandPoints },
		bids: {},
		holder: null,
		winner: null,
		lastWinner,
		marked: draft.planes.filter(inPlay).map((p) => p.id)
	};
}

/**
 * G-TURN-2 (001 2.4.2): the bids are shown and thrown away (spent for the round); the highest takes
 * the initiative card; ◇ ties by the data's tie rule (default: the side that did not win last
 * round's bid, so ties alternate).
 */
function takeInitiative(draft: GridState, events: GridEvent[]): void {
	const cmd = { ...draft.command! };
	draft.command = cmd;
	const bids = { A: cmd.bids.A ?? 0, B: cmd.bids.B ?? 0 };
	let holder: Side;
	if (bids.A !== bids.B) holder = bids.A > bids.B ? 'A' : 'B';
	else if (draft.rules.bidTie.kind === 'side') holder = draft.rules.bidTie.side;
	else if (cmd.lastWinner) holder = cmd.lastWinner === 'A' ? 'B' : 'A';
	else holder = draft.rules.bidTie.firstRound;
	cmd.holder = holder;
	cmd.winner = holder;
	cmd.cp = { A: cmd.cp.A - bids.A, B: cmd.cp.B - bids.B };
	cmd.bids = {};
	draft.phase = 'command';
	events.push({ type: 'initiative', side: holder, bids });
}
