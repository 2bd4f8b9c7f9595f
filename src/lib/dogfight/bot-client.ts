/**
 * Computer seats for the dogfight screens (issue 8): the UI side of the hex bots in
 * `$lib/bots/hex`. This file is the pure part — what a bot is asked (only its own seat's
 * `viewFor`, its own stored dice: a plot in planning, its fire after movement), what happens
 * with the answer, and the fallback when a bot fails. Who answers is a `BotRunner`: the Web
 * Worker in the app (ui/dogfight/bot-worker.ts), `answerHexRequest` called directly in tests.
 */
import { HEX_BOT_LEVELS, type HexBotLevel } from '$lib/bots/hex';
import {
	answerHexChoose,
	answerHexChooseFire,
	answerHexRequest,
	type HexBotRequest,
	type HexChooseFireRequest,
	type HexChooseRequest,
	type HexChosenFireReply,
	type HexChosenReply,
	type HexErrorReply
} from '$lib/bots/hex/protocol';
import { restoreDice } from '$lib/rules/common/dice';
import { viewFor } from '$lib/rules/hex';
import { botDiceOf, lockBotFire, lockBotPlot, pendingBot, type DogfightGame } from './game';

export type BotLevel = HexBotLevel;
/** Levels offered in setup, weakest real one first; 'random' comes last, as practice. */
export const BOT_LEVELS: readonly BotLevel[] = [
	...HEX_BOT_LEVELS.map((l) => l.id).filter((l) => l !== 'random'),
	'random'
];
/** ◇ The level a new computer seat gets. */
export const DEFAULT_BOT_LEVEL: BotLevel = 'normal';

export type BotReply = HexChosenReply | HexChosenFireReply | HexErrorReply;
/** Answers one request, somewhere (worker or same thread). May reject if the worker died. */
export type BotRunner = (req: HexBotRequest) => Promise<BotReply>;

/**
 * What the computer plane to act now is asked — its plot, or after movement its fire — or null
 * when no computer acts now.
 */
export function botRequest(game: DogfightGame, requestId: number | string): HexBotRequest | null {
	const pending = pendingBot(game);
	if (!pending) return null;
	const common = {
		requestId,
		// Only what this seat may know (H-DMG-6, H-PLAN-9, H-COMB-3): never the full state.
		view: viewFor(game.state, pending.seat.id),
		planeId: pending.plane.id,
		level: pending.seat.level ?? DEFAULT_BOT_LEVEL,
		botDice: botDiceOf(game, pending.seat.id)
	};
	if (pending.task === 'fire') return { type: 'chooseFire', ...common };
	// No time budget: the bots are budgeted by work (issue 19), the same plot on any device.
	return { type: 'choose', ...common };
}

/** Same-thread runner: for tests, and for the fallback when the worker fails. */
export function directRunner(now: () => number = () => 0): BotRunner {
	return (req) => Promise.resolve(answerHexRequest(req, now));
}

export interface BotOutcome {
	game: DogfightGame;
	/** Set when the bot failed and the random level (or a spin) flew instead. */
	failure: string | null;
}

/**
 * Applies a bot's answer to the game. A failed or illegal answer falls back to the random level
 * on this thread (from the same dice), and if even that is refused, to the straight-down spin
 * (H-PLAN-7) or to holding fire, so the game never stalls.
 */
export function applyBotReply(
	game: DogfightGame,
	req: HexBotRequest,
	reply: BotReply | { type: 'error'; message: string }
): BotOutcome {
	return req.type === 'chooseFire'
		? applyFireReply(game, req, reply)
		: applyPlotReply(game, req, reply);
}

function applyPlotReply(
	game: DogfightGame,
	req: HexChooseRequest,
	reply: BotReply | { type: 'error'; message: string }
): BotOutcome {
	let failure: string | null = null;
	if (reply.type === 'chosen') {
		const r = lockBotPlot(game, req.planeId, reply.plot, reply.botDice);
		if (r.ok) return { game: r.value, failure: null };
		failure = `illegal plot ${reply.plot.maneuver}: ${r.reason}`;
	} else failure = reply.type === 'error' ? reply.message : 'a fire answer to a plot request';
	const random = answerHexChoose({ ...req, level: 'random' }, () => 0);
	if (random.type === 'chosen') {
		const r = lockBotPlot(game, req.planeId, random.plot, random.botDice);
		if (r.ok) return { game: r.value, failure };
	}
	const dice = restoreDice(req.botDice);
	const spin = lockBotPlot(game, req.planeId, { maneuver: '0S2' }, dice.snapshot());
	if (spin.ok) return { game: spin.value, failure };
	throw new Error(`${req.planeId} cannot plot at all: ${failure}`);
}

function applyFireReply(
	game: DogfightGame,
	req: HexChooseFireRequest,
	reply: BotReply | { type: 'error'; message: string }
): BotOutcome {
	let failure: string | null = null;
	if (reply.type === 'chosenFire') {
		const r = lockBotFire(game, req.planeId, reply.fire, reply.botDice);
		if (r.ok) return { game: r.value, failure: null };
		failure = `illegal fire ${JSON.stringify(reply.fire)}: ${r.reason}`;
	} else failure = reply.type === 'error' ? reply.message : 'a plot answer to a fire request';
	const random = answerHexChooseFire({ ...req, level: 'random' }, () => 0);
	if (random.type === 'chosenFire') {
		const r = lockBotFire(game, req.planeId, random.fire, random.botDice);
		if (r.ok) return { game: r.value, failure };
	}
	const hold = lockBotFire(game, req.planeId, [], restoreDice(req.botDice).snapshot());
	if (hold.ok) return { game: hold.value, failure };
	throw new Error(`${req.planeId} cannot choose its fire at all: ${failure}`);
}

export interface BotHooks {
	/** The plane a computer is thinking about now, or null when it is done. */
	thinking?(planeId: string | null): void;
	/** After each computer plot or fire choice (save the game here). */
	step?(game: DogfightGame): void | Promise<void>;
	/** A bot failed and the fallback flew (the UI logs 'hex bot failed'). */
	failed?(planeId: string, message: string): void;
	/** Checked before each request: false stops (e.g. the game was conceded meanwhile). */
	stillCurrent?(): boolean;
}

let nextRequestId = 1;

/** Asks `run`, turning a rejected promise (a dead worker) into an error reply. */
function ask(
	run: BotRunner,
	req: HexBotRequest
): Promise<BotReply | { type: 'error'; message: string }> {
	return run(req).catch((e: unknown) => ({
		type: 'error' as const,
		message: e instanceof Error ? e.message : String(e)
	}));
}

/**
 * Lets computer seats act — plot one plane at a time in the tailing order (H-TAIL-3), then after
 * movement choose fire (H-COMB-3) — until a human must act or the turn resolved. Returns the game
 * after the last computer choice.
 *
 * Each choice is streamed: as soon as one plane's answer is applied, the next computer plane's
 * request goes to the runner, and only then is the choice handed to `step` (saved and drawn), so
 * the worker thinks about the next plane while the page saves and shows the last (issue 30). The
 * requests and answers are the same as one at a time: the next request is built from the game
 * the step is given.
 */
export async function playBots(
	game: DogfightGame,
	run: BotRunner,
	hooks: BotHooks = {}
): Promise<DogfightGame> {
	const current = () => !hooks.stillCurrent || hooks.stillCurrent();
	const next = (g: DogfightGame) => {
		const req = current() ? botRequest(g, nextRequestId++) : null;
		return req && { req, reply: ask(run, req) };
	};
	let asked = next(game);
	while (asked) {
		hooks.thinking?.(asked.req.planeId);
		const reply = await asked.reply;
		if (!current()) break;
		const out = applyBotReply(game, asked.req, reply);
		if (out.failure) hooks.failed?.(asked.req.planeId, out.failure);
		game = out.game;
		asked = next(game);
		await hooks.step?.(game);
	}
	hooks.thinking?.(null);
	return game;
}
