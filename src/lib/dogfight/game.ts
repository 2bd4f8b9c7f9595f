/**
 * The dogfight (Blue Max hex) controller: a game is the engine's log (setup + seed + each turn's
 * plots with the fire chosen after movement) plus who sits where; the current state and the
 * half-made plot or fire choice are kept so a reload loses nothing. A turn runs: tailing choices
 * (H-TAIL-2) · plots in the tailing order (H-PLAN-9) · movement · fire chosen by every plane that
 * may shoot, secretly (H-COMB-3) · combat and damage. Pure functions over plain data;
 * persistence lives in store.ts.
 */
import { AIRCRAFT, type Side } from '$lib/data/hex';
import type { HexBotLevel } from '$lib/bots/hex';
import { seededDice, type DiceState } from '$lib/rules/common/dice';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import {
	chooseTail,
	firePending,
	lockFire,
	lockPlot,
	resolveCombat,
	resolveMovement,
	setupHexGame,
	type AltitudeOrder,
	type FireOrderPlot,
	type HexEvent,
	type HexGameRecord,
	type HexGameState,
	type HexPlane,
	type HexSetup,
	type Plot,
	type PlotMap
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

/**
 * 2: each turn's entry holds the fire chosen after movement. Version 1 (before issue 16) wrote
 * fire with the plot, before movement: such a log may not replay (`isOldLog`).
 */
export const DOGFIGHT_LOG_VERSION = 2;

export interface DogfightLog extends HexGameRecord {
	version: 1 | 2;
	seats: DogfightSeat[];
	/** The side that gave up, if any (the game then ends for the other side). */
	conceded: Side | null;
	/**
	 * Each computer seat's own dice stream (never the game's), as it stands now. Stored with the
	 * game so a reload or resume lets the bots choose exactly what they would have chosen.
	 * Missing in games saved before the real bots existed: derived from the seed then.
	 */
	botDice?: Record<string, DiceState>;
	/** The guided first game (issue 18): its screen shows hints (src/lib/dogfight/tutorial.ts). */
	tutorial?: 'first-game';
}

/** A plot being made on screen, kept in the saved record so a reload keeps it. */
export interface DraftPlot {
	planeId: string;
	maneuver: string | null;
	altitude: AltitudeOrder;
}

/** The fire being chosen on screen after movement (H-COMB-3), one shot per gun position. */
export interface FireDraft {
	planeId: string;
	fire: FireOrderPlot[];
}

export interface DogfightUi {
	/** Plotting, then choosing fire after movement, then the turn told in full. */
	phase: 'plotting' | 'firing' | 'resolved';
	/** The human seat that has taken the tablet (after the hand-over screen). */
	unlockedSeat: string | null;
	draft: DraftPlot | null;
	fireDraft?: FireDraft | null;
	/** The turn whose tailing choices are settled (H-TAIL-2); absent: not yet. */
	tailingSettled?: number;
	/**
	 * Events of the turn being told: the movement while fire is chosen, then the whole turn, for
	 * the animation and the turn log.
	 */
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
		log: {
			version: DOGFIGHT_LOG_VERSION,
			setup,
			seed,
			turns: [],
			seats,
			conceded: null,
			botDice
		},
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

/**
 * The plane that plots next: the tailing order (H-TAIL-3), skipping locked planes. A spinning
 * plane plots too (only 0S2 is legal for it), so that nobody learns of a spin before movement
 * shows it (003:67).
 */
export function nextToPlot(state: HexGameState): HexPlane | null {
	if (state.over || state.fireStep) return null;
	for (const id of state.tailing.order) {
		const p = state.planes.find((x) => x.id === id);
		if (p && p.status === 'flying' && !Object.hasOwn(state.locked, id)) return p;
	}
	for (const p of state.planes)
		if (p.status === 'flying' && !Object.hasOwn(state.locked, p.id)) return p;
	return null;
}

/** The plane that chooses its fire next, after movement (H-COMB-3), in plane order. */
export function nextToFire(state: HexGameState): HexPlane | null {
	if (state.over) return null;
	const id = firePending(state)[0];
	return id === undefined ? null : (state.planes.find((p) => p.id === id) ?? null);
}

/** The plane that acts now: plots in the plotting phase, chooses fire in the firing phase. */
function nextToAct(game: DogfightGame): HexPlane | null {
	if (game.ui.phase === 'plotting') return tailingOpen(game) ? null : nextToPlot(game.state);
	if (game.ui.phase === 'firing') return nextToFire(game.state);
	return null;
}

/**
 * H-TAIL-2 (000:230, 004:39): the human planes that could tail several enemies, while their
 * players may still choose — before the first plot of the turn. Open, like the tailing itself.
 */
export function tailingChoices(
	game: DogfightGame
): { tailer: HexPlane; enemies: string[]; tailed: string }[] {
	const s = game.state;
	if (game.ui.phase !== 'plotting' || s.over || game.ui.tailingSettled === s.turn) return [];
	if (Object.keys(s.locked).length > 0) return [];
	const out: { tailer: HexPlane; enemies: string[]; tailed: string }[] = [];
	for (const o of s.tailing.options ?? []) {
		const tailer = s.planes.find((p) => p.id === o.tailer);
		if (!tailer || seatOf(game, tailer.seat)?.kind !== 'human') continue;
		const tailed = s.tailing.pairs.find((p) => p.tailer === o.tailer && !p.friendly)?.tailed;
		out.push({ tailer, enemies: o.enemies, tailed: tailed ?? o.enemies[0] });
	}
	return out;
}

function tailingOpen(game: DogfightGame): boolean {
	return tailingChoices(game).length > 0;
}

/** A human tailer picks the enemy it tails (H-TAIL-2). */
export function chooseTailing(
	game: DogfightGame,
	tailer: string,
	tailed: string
): Result<DogfightGame> {
	if (!tailingChoices(game).some((c) => c.tailer.id === tailer))
		return refuse(
			'dogfight.game.no_tailing_choice',
			{ plane: tailer },
			`${tailer} has no tailing choice to make now.`
		);
	const r = chooseTail(game.state, tailer, tailed);
	if (!r.ok) return r;
	return ok({ ...game, state: r.value });
}

/** The tailing choices are made: plotting begins. */
export function settleTailing(game: DogfightGame): DogfightGame {
	return settle({ ...game, ui: { ...game.ui, tailingSettled: game.state.turn } });
}

/** The computer plane that must act now (plot or fire) and its seat, or null. */
export function pendingBot(game: DogfightGame): {
	plane: HexPlane;
	seat: DogfightSeat & { kind: 'computer' };
	task: 'plot' | 'fire';
} | null {
	const next = nextToAct(game);
	if (!next) return null;
	const seat = seatOf(game, next.seat);
	if (!seat || seat.kind !== 'computer') return null;
	return {
		plane: next,
		seat: seat as DogfightSeat & { kind: 'computer' },
		task: game.ui.phase === 'firing' ? 'fire' : 'plot'
	};
}

function withBotDice(game: DogfightGame, seatId: string, botDice: DiceState): DogfightLog {
	return { ...game.log, botDice: { ...game.log.botDice, [seatId]: botDice } };
}

/**
 * Locks the plot a computer seat chose and keeps its dice stream after the choice; the planes
 * move when every plane has locked. Refused (not applied) when the plot is illegal.
 */
export function lockBotPlot(
	game: DogfightGame,
	planeId: string,
	plot: Plot,
	botDice: DiceState
): Result<DogfightGame> {
	const pending = pendingBot(game);
	if (!pending || pending.task !== 'plot' || pending.plane.id !== planeId)
		return refuse(
			'dogfight.game.not_plotting',
			{ plane: planeId },
			`${planeId} does not plot now.`
		);
	const locked = lockPlot(game.state, planeId, plot);
	if (!locked.ok) return locked;
	return ok(
		settle({ ...game, log: withBotDice(game, pending.seat.id, botDice), state: locked.value })
	);
}

/** Locks the fire a computer seat chose after movement (H-COMB-3); refused when not legal. */
export function lockBotFire(
	game: DogfightGame,
	planeId: string,
	fire: FireOrderPlot[],
	botDice: DiceState
): Result<DogfightGame> {
	const pending = pendingBot(game);
	if (!pending || pending.task !== 'fire' || pending.plane.id !== planeId)
		return refuse(
			'dogfight.game.not_firing',
			{ plane: planeId },
			`${planeId} does not choose fire now.`
		);
	const locked = lockFire(game.state, planeId, fire);
	if (!locked.ok) return locked;
	return ok(
		settle({ ...game, log: withBotDice(game, pending.seat.id, botDice), state: locked.value })
	);
}

/**
 * When every plane has locked its plot (H-PLAN-9) the planes move; when every plane asked has
 * chosen its fire (H-COMB-3) the combat phase resolves and the turn goes into the log.
 */
export function settle(game: DogfightGame): DogfightGame {
	if (game.state.over) return game;
	if (game.ui.phase === 'plotting')
		return tailingOpen(game) || nextToPlot(game.state) ? game : settle(move(game));
	if (game.ui.phase === 'firing') return nextToFire(game.state) ? game : fight(game);
	return game;
}

function move(game: DogfightGame): DogfightGame {
	const r = resolveMovement(game.state, {});
	if (!r.ok) throw new Error(r.reason); // locked plots were validated: a bug, not a player error
	return {
		...game,
		state: r.value.state,
		ui: {
			...game.ui,
			phase: 'firing',
			draft: null,
			fireDraft: null,
			lastEvents: r.value.events,
			lastTurn: game.state.turn
		}
	};
}

/** The turn's entry in the log: each plot with the fire chosen beside it (a replay's input). */
function recordEntry(state: HexGameState): PlotMap {
	const step = state.fireStep!;
	const out: PlotMap = {};
	for (const [id, plot] of Object.entries(step.plots)) {
		const fire = step.chosen.find((c) => c.plane === id)?.fire;
		out[id] = fire && fire.length ? { ...plot, fire } : { ...plot };
	}
	return out;
}

function fight(game: DogfightGame): DogfightGame {
	const r = resolveCombat(game.state);
	if (!r.ok) throw new Error(r.reason); // chosen fire was validated: a bug, not a player error
	return {
		log: { ...game.log, turns: [...game.log.turns, recordEntry(game.state)] },
		state: r.value.state,
		ui: {
			...game.ui,
			phase: 'resolved',
			draft: null,
			fireDraft: null,
			lastEvents: [...game.ui.lastEvents, ...r.value.events]
		}
	};
}

/** After the turn was told: the next turn's planning starts. */
export function continueAfterResolution(game: DogfightGame): DogfightGame {
	if (game.ui.phase !== 'resolved') return game;
	const humans = game.log.seats.filter((s) => s.kind === 'human');
	return settle({
		...game,
		ui: {
			...game.ui,
			phase: 'plotting',
			draft: null,
			fireDraft: null,
			unlockedSeat: humans.length === 1 ? humans[0].id : null
		}
	});
}

/** The human seat whose turn it is to plot or to choose fire, or null. */
export function seatToAct(game: DogfightGame): DogfightSeat | null {
	const next = nextToAct(game);
	return next ? (seatOf(game, next.seat) ?? null) : null;
}

/**
 * A hand-over screen is due when the seat to plot or fire is not the one holding the tablet.
 * With a single human seat there is nobody to hide from.
 */
export function needsHandover(game: DogfightGame): boolean {
	const seat = seatToAct(game);
	if (!seat || seat.kind !== 'human') return false;
	if (game.log.seats.filter((s) => s.kind === 'human').length === 1) return false;
	return game.ui.unlockedSeat !== seat.id;
}

export function takeTablet(game: DogfightGame, seatId: string): DogfightGame {
	return { ...game, ui: { ...game.ui, unlockedSeat: seatId, draft: null, fireDraft: null } };
}

export function setDraft(game: DogfightGame, draft: DraftPlot | null): DogfightGame {
	return { ...game, ui: { ...game.ui, draft } };
}

export function setFireDraft(game: DogfightGame, fireDraft: FireDraft | null): DogfightGame {
	return { ...game, ui: { ...game.ui, fireDraft } };
}

/** In hot-seat the tablet goes back on the table whenever the next to act is another seat. */
function passTablet(before: DogfightGame, after: DogfightGame, seat: string): DogfightGame {
	const humans = before.log.seats.filter((s) => s.kind === 'human');
	const next = nextToAct(after);
	if (humans.length > 1 && (!next || next.seat !== seat))
		return { ...after, ui: { ...after.ui, unlockedSeat: null } };
	return after;
}

/** A human locks a plane's plot; computers after it plot, and the planes move when all did. */
export function lockHumanPlot(
	game: DogfightGame,
	planeId: string,
	plot: Plot
): Result<DogfightGame> {
	const next = game.ui.phase === 'plotting' ? nextToAct(game) : null;
	if (!next) return refuse('dogfight.game.nobody_plots', {}, 'Nobody plots now.');
	if (next.id !== planeId)
		return refuse(
			'dogfight.game.plots_first',
			{ plane: next.id, asked: planeId },
			`${next.id} plots first (tailing order).`
		);
	const locked = lockPlot(game.state, planeId, plot);
	if (!locked.ok) return locked;
	const after = settle({ ...game, state: locked.value, ui: { ...game.ui, draft: null } });
	return ok(passTablet(game, after, next.seat));
}

/** A human locks a plane's fire after movement (H-COMB-3); an empty list holds fire. */
export function lockHumanFire(
	game: DogfightGame,
	planeId: string,
	fire: FireOrderPlot[]
): Result<DogfightGame> {
	const next = game.ui.phase === 'firing' ? nextToFire(game.state) : null;
	if (!next) return refuse('dogfight.game.nobody_fires', {}, 'Nobody chooses fire now.');
	if (next.id !== planeId)
		return refuse(
			'dogfight.game.fires_first',
			{ plane: next.id, asked: planeId },
			`${next.id} chooses its fire first.`
		);
	const locked = lockFire(game.state, planeId, fire);
	if (!locked.ok) return locked;
	const after = settle({ ...game, state: locked.value, ui: { ...game.ui, fireDraft: null } });
	return ok(passTablet(game, after, next.seat));
}

/** A side gives up: the game ends, the other side wins (H-END, app rule). */
export function concede(game: DogfightGame, side: Side): DogfightGame {
	const winner: Side = side === 'entente' ? 'central' : 'entente';
	const { fireStep: _fireStep, ...rest } = game.state;
	const state: HexGameState = { ...rest, over: true, winner, locked: {} };
	return {
		log: { ...game.log, conceded: side },
		state,
		ui: { ...freshUi(), lastTurn: game.ui.lastTurn }
	};
}

export function isFinished(game: DogfightGame): boolean {
	return game.state.over;
}
