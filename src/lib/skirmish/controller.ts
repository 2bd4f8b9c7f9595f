import { seededDice } from '$lib/rules/common/dice';
import { foldLog } from '$lib/rules/common/fold';
import { ok, refuse, type Result } from '$lib/rules/common/result';
import {
	applyOrder,
	gridStateHash,
	legalOrders,
	newGame,
	ORDER_NAMING,
	viewFor,
	type GridEvent,
	type GridOrder,
	type GridState,
	type GridView,
	type Side
} from '$lib/rules/grid';
import type { GameRecord } from '$lib/db';
import { skirmishLogSchema } from '$lib/saved-games/grid-schema';
import { checkShape } from '$lib/saved-games/shape';
import type { Seat, SkirmishLog } from './types';

/**
 * The app-level game controller: it alone holds the full GridState; screens and bots get
 * viewFor(state, seat) only (architecture principle 4). A game is its log: setup + seed + orders.
 */
export interface Session {
	id: string;
	createdAt: string;
	log: SkirmishLog;
	state: GridState;
	/** Every event since the start, in order, for the turn log. */
	events: GridEvent[];
}

export interface NewSessionInput {
	id: string;
	createdAt: string;
	setup: SkirmishLog['setup'];
	seed: number;
	seats: Record<Side, Seat>;
	title: string;
	campaign?: SkirmishLog['campaign'];
	tutorial?: SkirmishLog['tutorial'];
}

export function startSession(input: NewSessionInput): Result<Session> {
	const game = newGame(input.setup, input.seed);
	if (!game.ok) return game;
	// Each computer seat rolls its own dice, seeded from the game seed (never the game's dice).
	const botDice = {
		A: seededDice(input.seed * 31 + 1).snapshot(),
		B: seededDice(input.seed * 31 + 2).snapshot()
	};
	return ok({
		id: input.id,
		createdAt: input.createdAt,
		log: {
			version: 1,
			setup: input.setup,
			seed: input.seed,
			seats: input.seats,
			orders: [],
			botDice,
			title: input.title,
			...(input.campaign ? { campaign: input.campaign } : {}),
			...(input.tutorial ? { tutorial: input.tutorial } : {})
		},
		state: game.value.state,
		events: game.value.events
	});
}

/** The side that must decide now, or null when the game is over (G-TURN-1/2). */
export function decider(state: GridState): Side | null {
	switch (state.phase) {
		case 'over':
			return null;
		case 'fire': {
			const legal = legalOrders(state);
			return legal.phase === 'fire' ? (legal.sides[0]?.side ?? null) : null;
		}
		case 'activation': {
			const id = state.activation?.current;
			return state.planes.find((p) => p.id === id)?.side ?? null;
		}
		case 'bid':
			return state.command?.bids.A === undefined ? 'A' : 'B';
		case 'command':
			return state.command?.holder ?? null;
	}
}

export const isHuman = (session: Session, side: Side): boolean =>
	session.log.seats[side].kind === 'human';

/** What the seat to act may see; the controller never hands out the full state. */
export function viewOf(session: Session, side: Side): GridView {
	return viewFor(session.state, side);
}

/** Applies one confirmed order; an illegal one is refused with the engine's reason. */
export function play(
	session: Session,
	order: GridOrder,
	botDice?: SkirmishLog['botDice']
): Result<{ session: Session; events: GridEvent[] }> {
	const r = applyOrder(session.state, order);
	if (!r.ok) return r;
	return ok({
		session: {
			...session,
			log: {
				...session.log,
				orders: [...session.log.orders, order],
				botDice: botDice ?? session.log.botDice
			},
			state: r.value.state,
			events: [...session.events, ...r.value.events]
		},
		events: r.value.events
	});
}

/** One step of a replay: the state after an order (or the start) and what it brought. */
export interface ReplayStep {
	state: GridState;
	events: GridEvent[];
	order: GridOrder | null;
}

/** Replays a log order by order (architecture principle 3), through the engines' one fold. */
export function replaySteps(log: SkirmishLog): Result<ReplayStep[]> {
	const start = newGame(log.setup, log.seed);
	if (!start.ok) return start;
	const steps: ReplayStep[] = [];
	const end = foldLog(start.value, log.orders, applyOrder, ORDER_NAMING, (step) =>
		steps.push({ state: step.state, events: step.events, order: step.entry })
	);
	return end.ok ? ok(steps) : end;
}

/** Indexes of the replay steps where a new turn begins (for stepping turn by turn). */
export function turnStarts(steps: readonly ReplayStep[]): number[] {
	const out = [0];
	for (let i = 1; i < steps.length; i++)
		if (steps[i].state.turn !== steps[i - 1].state.turn) out.push(i);
	return out;
}

/** Rebuilds a session from its log: the saved state is only a cache, the log is the truth. */
export function sessionFromLog(id: string, createdAt: string, log: SkirmishLog): Result<Session> {
	const steps = replaySteps(log);
	if (!steps.ok) return steps;
	const last = steps.value[steps.value.length - 1];
	return ok({
		id,
		createdAt,
		log,
		state: last.state,
		events: steps.value.flatMap((s) => s.events)
	});
}

export function toRecord(session: Session, now: string): GameRecord {
	const over = session.state.phase === 'over';
	return {
		id: session.id,
		kind: 'skirmish',
		status: over ? 'finished' : 'playing',
		title: session.log.title,
		createdAt: session.createdAt,
		updatedAt: now,
		campaignMissionId: session.log.campaign?.missionId ?? null,
		log: session.log,
		state: { turn: session.state.turn, phase: session.state.phase },
		ui: null,
		finalHash: over ? gridStateHash(session.state) : null
	};
}

/**
 * A stored record back into play: its log checked against the Skirmish schema (issue 26), then
 * replayed from the engine's own setup check (newGame → checkSetup). The one loader of Skirmish
 * games: the screens (store.ts) and the backup import use it.
 */
export function fromRecord(record: GameRecord): Result<Session> {
	if (record.kind !== 'skirmish')
		return refuse('skirmish.not_a_log', {}, 'this saved game is not a skirmish log');
	const log = checkShape<SkirmishLog>(skirmishLogSchema, record.log, 'log');
	if (!log.ok) return log;
	return sessionFromLog(record.id, record.createdAt, log.value);
}
