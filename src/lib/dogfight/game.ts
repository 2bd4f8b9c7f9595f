/**
 * The dogfight (Blue Max hex) controller: a game is the engine's log (setup + seed + each turn's
 * plots) plus who sits where; the current state and the half-made plot are kept so a reload
 * loses nothing. Pure functions over plain data; persistence lives in store.ts.
 */
import { AIRCRAFT, type Side } from '$lib/data/hex';
import type { HexBotLevel } from '$lib/bots/hex';
import { seededDice, type DiceState } from '$lib/rules/common/dice';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import {
	lockPlot,
	replayHexGame,
	resolveTurn,
	setupHexGame,
	type AltitudeOrder,
	type FireOrderPlot,
	type HexEvent,
	type HexGameRecord,
	type HexGameState,
	type HexPlane,
	type HexSetup,
	type Plot
} from '$lib/rules/hex';

export type SeatKind = 'human' | 'computer';

export interface DogfightSeat {
	id: string;
	name: string;
	side: Side;
	kind: SeatKind;
	/** Only for computer seats. */
	level?: HexBotLevel;
}

export interface DogfightLog extends HexGameRecord {
	version: 1;
	seats: DogfightSeat[];
	/** The side that gave up, if any (the game then ends for the other side). */
	conceded: Side | null;
	/**
	 * Each computer seat's own dice stream (never the game's), as it stands now. Stored with the
	 * game so a reload or resume lets the bots choose exactly what they would have chosen.
	 * Missing in games saved before the real bots existed: derived from the seed then.
	 */
	botDice?: Record<string, DiceState>;
}

/** A plot being made on screen, kept in the saved record so a reload keeps it. */
export interface DraftPlot {
	planeId: string;
	maneuver: string | null;
	altitude: AltitudeOrder;
	/** Written shots (H-COMB-3), one per gun position at most. */
	fire?: FireOrderPlot[];
}

export interface DogfightUi {
	phase: 'plotting' | 'resolved';
	/** The human seat that has taken the tablet (after the hand-over screen). */
	unlockedSeat: string | null;
	draft: DraftPlot | null;
	/** Events of the turn just resolved, for the animation and the turn log. */
	lastEvents: HexEvent[];
	lastTurn: number;
}

export interface DogfightGame {
	log: DogfightLog;
	state: HexGameState;
	ui: DogfightUi;
}

const freshUi = (): DogfightUi => ({
	phase: 'plotting',
	unlockedSeat: null,
	draft: null,
	lastEvents: [],
	lastTurn: 0
});

export function createDogfight(
	setup: HexSetup,
	seats: DogfightSeat[],
	seed: number
): Result<DogfightGame> {
	for (const p of setup.planes) {
		const seat = seats.find((s) => s.id === p.seat);
		if (!seat) return refuse('dogfight.game.no_player', { plane: p.id }, `${p.id} has no player.`);
		if (AIRCRAFT[p.aircraft] && AIRCRAFT[p.aircraft].side !== seat.side)
			return refuse(
				'dogfight.game.wrong_side',
				{ aircraft: p.aircraft, seat: quote(seat.name), side: seat.side },
				`${AIRCRAFT[p.aircraft].name} does not fly for ${seat.name}'s side.`
			);
	}
	if (!seats.some((s) => s.kind === 'human'))
		return refuse('dogfight.game.no_human', {}, 'At least one seat must be a human player.');
	const start = setupHexGame(setup, seed);
	if (!start.ok) return start;
	const botDice: Record<string, DiceState> = {};
	seats.forEach((s, i) => {
		if (s.kind === 'computer') botDice[s.id] = initialBotDice(seed, i);
	});
	const game: DogfightGame = {
		log: { version: 1, setup, seed, turns: [], seats, conceded: null, botDice },
		state: start.value,
		ui: freshUi()
	};
	return ok(settle(game));
}

/** A computer seat's first dice state: fixed by the game's seed and the seat's place. */
function initialBotDice(seed: number, seatIndex: number): DiceState {
	return seededDice((Math.imul(seed, 7919) + 104729 * (seatIndex + 1)) >>> 0).snapshot();
}

/** The seat's stored bot dice (or, for an old save, the first ones). */
export function botDiceOf(game: DogfightGame, seatId: string): DiceState {
	const stored = game.log.botDice?.[seatId];
	if (stored) return stored;
	const i = game.log.seats.findIndex((s) => s.id === seatId);
	return initialBotDice(game.log.seed, Math.max(0, i));
}

export function seatOf(game: DogfightGame, seatId: string): DogfightSeat | undefined {
	return game.log.seats.find((s) => s.id === seatId);
}

/** The plane that plots next: the tailing order (H-TAIL-3), skipping spinners and locked planes. */
export function nextToPlot(state: HexGameState): HexPlane | null {
	if (state.over) return null;
	for (const id of state.tailing.order) {
		const p = state.planes.find((x) => x.id === id);
		if (p && p.status === 'flying' && !p.spinning && !state.locked[id]) return p;
	}
	for (const p of state.planes)
		if (p.status === 'flying' && !p.spinning && !state.locked[p.id]) return p;
	return null;
}

/** The computer plane that must plot now (and its seat), or null when a human plots or nobody. */
export function pendingBot(
	game: DogfightGame
): { plane: HexPlane; seat: DogfightSeat & { kind: 'computer' } } | null {
	if (game.ui.phase !== 'plotting') return null;
	const next = nextToPlot(game.state);
	if (!next) return null;
	const seat = seatOf(game, next.seat);
	if (!seat || seat.kind !== 'computer') return null;
	return { plane: next, seat: seat as DogfightSeat & { kind: 'computer' } };
}

/**
 * Locks the plot a computer seat chose and keeps its dice stream after the choice; resolves the
 * turn when every plane has locked. Refused (not applied) when the plot is illegal.
 */
export function lockBotPlot(
	game: DogfightGame,
	planeId: string,
	plot: Plot,
	botDice: DiceState
): Result<DogfightGame> {
	const pending = pendingBot(game);
	if (!pending || pending.plane.id !== planeId)
		return refuse(
			'dogfight.game.not_plotting',
			{ plane: planeId },
			`${planeId} does not plot now.`
		);
	const locked = lockPlot(game.state, planeId, plot);
	if (!locked.ok) return locked;
	const log = { ...game.log, botDice: { ...game.log.botDice, [pending.seat.id]: botDice } };
	return ok(settle({ ...game, log, state: locked.value }));
}

/** When every plane has locked its plot (H-PLAN-9), the turn resolves. */
export function settle(game: DogfightGame): DogfightGame {
	if (game.state.over || game.ui.phase !== 'plotting') return game;
	return nextToPlot(game.state) ? game : resolve(game);
}

function resolve(game: DogfightGame): DogfightGame {
	const plots = game.state.locked;
	const r = resolveTurn(game.state, {});
	if (!r.ok) throw new Error(r.reason); // locked plots were validated: a bug, not a player error
	return {
		log: { ...game.log, turns: [...game.log.turns, { ...plots }] },
		state: r.value.state,
		ui: {
			phase: 'resolved',
			unlockedSeat: game.ui.unlockedSeat,
			draft: null,
			lastEvents: r.value.events,
			lastTurn: game.state.turn
		}
	};
}

/** After the movement was shown: the next turn's planning starts. */
export function continueAfterResolution(game: DogfightGame): DogfightGame {
	if (game.ui.phase !== 'resolved') return game;
	const humans = game.log.seats.filter((s) => s.kind === 'human');
	return settle({
		...game,
		ui: {
			...game.ui,
			phase: 'plotting',
			draft: null,
			unlockedSeat: humans.length === 1 ? humans[0].id : null
		}
	});
}

/** The human seat whose turn it is to plot, or null. */
export function seatToPlot(game: DogfightGame): DogfightSeat | null {
	if (game.ui.phase !== 'plotting') return null;
	const next = nextToPlot(game.state);
	return next ? (seatOf(game, next.seat) ?? null) : null;
}

/**
 * A hand-over screen is due when the seat to plot is not the one holding the tablet. With a
 * single human seat there is nobody to hide from.
 */
export function needsHandover(game: DogfightGame): boolean {
	const seat = seatToPlot(game);
	if (!seat || seat.kind !== 'human') return false;
	if (game.log.seats.filter((s) => s.kind === 'human').length === 1) return false;
	return game.ui.unlockedSeat !== seat.id;
}

export function takeTablet(game: DogfightGame, seatId: string): DogfightGame {
	return { ...game, ui: { ...game.ui, unlockedSeat: seatId, draft: null } };
}

export function setDraft(game: DogfightGame, draft: DraftPlot | null): DogfightGame {
	return { ...game, ui: { ...game.ui, draft } };
}

/** A human locks a plane's plot; computers after it plot, and the turn resolves when all did. */
export function lockHumanPlot(
	game: DogfightGame,
	planeId: string,
	plot: Plot
): Result<DogfightGame> {
	const next = nextToPlot(game.state);
	if (game.ui.phase !== 'plotting' || !next)
		return refuse('dogfight.game.nobody_plots', {}, 'Nobody plots now.');
	if (next.id !== planeId)
		return refuse(
			'dogfight.game.plots_first',
			{ plane: next.id, asked: planeId },
			`${next.id} plots first (tailing order).`
		);
	const locked = lockPlot(game.state, planeId, plot);
	if (!locked.ok) return locked;
	const humans = game.log.seats.filter((s) => s.kind === 'human');
	const after = { ...game, state: locked.value, ui: { ...game.ui, draft: null } };
	const moved = settle(after);
	// In hot-seat the tablet goes back on the table whenever the next plane is another seat's.
	const nextPlane = nextToPlot(moved.state);
	if (humans.length > 1 && (!nextPlane || nextPlane.seat !== next.seat))
		return ok({ ...moved, ui: { ...moved.ui, unlockedSeat: null } });
	return ok(moved);
}

/** A side gives up: the game ends, the other side wins (H-END, app rule). */
export function concede(game: DogfightGame, side: Side): DogfightGame {
	const winner: Side = side === 'entente' ? 'central' : 'entente';
	return {
		log: { ...game.log, conceded: side },
		state: { ...game.state, over: true, winner, locked: {} },
		ui: { ...freshUi(), lastTurn: game.ui.lastTurn }
	};
}

export function isFinished(game: DogfightGame): boolean {
	return game.state.over;
}

/** Every state of the game from the start, one per resolved turn, for the replay. */
export function replayStates(
	log: DogfightLog
): Result<{ states: HexGameState[]; events: HexEvent[][]; hash: string }> {
	const full = replayHexGame(log);
	if (!full.ok) return full;
	const start = setupHexGame(log.setup, log.seed);
	if (!start.ok) return start;
	const states = [start.value];
	let s = start.value;
	for (const plots of log.turns) {
		const r = resolveTurn(s, plots);
		if (!r.ok) return r;
		s = r.value.state;
		states.push(s);
	}
	return ok({ states, events: full.value.events, hash: full.value.hash });
}

/** "Camel, SPAD XIII vs Fokker Dr.I — turn 4" for the saved-game list. */
export function gameTitle(game: DogfightGame): string {
	const names = (side: Side) =>
		game.state.planes
			.filter((p) => p.side === side)
			.map((p) => AIRCRAFT[p.aircraft].name)
			.join(', ');
	return `${names('entente')} vs ${names('central')}`;
}
