import { restoreDice, type DiceState } from '../../rules/common/dice';
import type { FireOrderPlot, Plot } from '../../rules/hex/types';
import type { HexView } from '../../rules/hex/view';
import { chooseHexFire, chooseHexPlot, type HexBotLevel } from './index';

/**
 * Messages between the UI and the hex bot worker:
 *   → { type: 'choose', requestId, view, planeId, level, botDice }   (phase 2: a plot)
 *   ← { type: 'chosen', requestId, plot, botDice, ms }   (botDice = the stream after the choice)
 *   → { type: 'chooseFire', requestId, view, planeId, level, botDice }    (phase 5, after movement)
 *   ← { type: 'chosenFire', requestId, fire, botDice, ms }
 *   ← { type: 'error', requestId, message }               (a bug; the UI may fall back to random)
 */
export interface HexChooseRequest {
	type: 'choose';
	requestId: number | string;
	/** viewFor(state, seat) of the seat flying `planeId`. */
	view: HexView;
	planeId: string;
	level: HexBotLevel;
	/** The bot's own dice stream (never the game's), as `dice.snapshot()`. */
	botDice: DiceState;
}

/** The fire step (H-COMB-3): the view is the seat's after movement. */
export interface HexChooseFireRequest {
	type: 'chooseFire';
	requestId: number | string;
	view: HexView;
	planeId: string;
	level: HexBotLevel;
	botDice: DiceState;
}

export type HexBotRequest = HexChooseRequest | HexChooseFireRequest;

export interface HexChosenReply {
	type: 'chosen';
	requestId: number | string;
	plot: Plot;
	botDice: DiceState;
	ms: number;
}

export interface HexChosenFireReply {
	type: 'chosenFire';
	requestId: number | string;
	fire: FireOrderPlot[];
	botDice: DiceState;
	ms: number;
}

export interface HexErrorReply {
	type: 'error';
	requestId: number | string;
	message: string;
}

function failed(requestId: number | string, e: unknown): HexErrorReply {
	return { type: 'error', requestId, message: e instanceof Error ? e.message : String(e) };
}

/**
 * Answers one plot request. `now` (performance.now in the worker) only measures the reply's `ms`:
 * the bots are budgeted by work, so the plot never depends on it (issue 19).
 */
export function answerHexChoose(
	req: HexChooseRequest,
	now: () => number
): HexChosenReply | HexErrorReply {
	const t0 = now();
	try {
		const dice = restoreDice(req.botDice);
		const plot = chooseHexPlot(req.view, req.planeId, req.level, dice);
		return {
			type: 'chosen',
			requestId: req.requestId,
			plot,
			botDice: dice.snapshot(),
			ms: now() - t0
		};
	} catch (e) {
		return failed(req.requestId, e);
	}
}

/** Answers one fire request (no clock needed: the choice is quick). */
export function answerHexChooseFire(
	req: HexChooseFireRequest,
	now: () => number
): HexChosenFireReply | HexErrorReply {
	const t0 = now();
	try {
		const dice = restoreDice(req.botDice);
		const fire = chooseHexFire(req.view, req.planeId, req.level, dice);
		return {
			type: 'chosenFire',
			requestId: req.requestId,
			fire,
			botDice: dice.snapshot(),
			ms: now() - t0
		};
	} catch (e) {
		return failed(req.requestId, e);
	}
}

/** Either request, answered. */
export function answerHexRequest(
	req: HexBotRequest,
	now: () => number
): HexChosenReply | HexChosenFireReply | HexErrorReply {
	return req.type === 'chooseFire' ? answerHexChooseFire(req, now) : answerHexChoose(req, now);
}
