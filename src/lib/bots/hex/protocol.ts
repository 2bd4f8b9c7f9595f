import { restoreDice, type DiceState } from '../../rules/common/dice';
import type { Plot } from '../../rules/hex/types';
import type { HexView } from '../../rules/hex/view';
import { DEFAULT_HEX_BUDGET_MS, chooseHexPlot, type HexBotLevel } from './index';

/**
 * Messages between the UI and the hex bot worker:
 *   → { type: 'choose', requestId, view, planeId, level, botDice, budgetMs }
 *   ← { type: 'chosen', requestId, plot, botDice, ms }   (botDice = the stream after the choice)
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
	/** Thinking time for the hard bot; ◇ DEFAULT_HEX_BUDGET_MS when omitted. */
	budgetMs?: number;
}

export interface HexChosenReply {
	type: 'chosen';
	requestId: number | string;
	plot: Plot;
	botDice: DiceState;
	ms: number;
}

export interface HexErrorReply {
	type: 'error';
	requestId: number | string;
	message: string;
}

/** Answers one request; `now` is the caller's clock (performance.now in the worker). */
export function answerHexChoose(
	req: HexChooseRequest,
	now: () => number
): HexChosenReply | HexErrorReply {
	const t0 = now();
	try {
		const dice = restoreDice(req.botDice);
		const budgetMs = req.budgetMs ?? DEFAULT_HEX_BUDGET_MS;
		const plot = chooseHexPlot(req.view, req.planeId, req.level, dice, { now, budgetMs });
		return {
			type: 'chosen',
			requestId: req.requestId,
			plot,
			botDice: dice.snapshot(),
			ms: now() - t0
		};
	} catch (e) {
		return {
			type: 'error',
			requestId: req.requestId,
			message: e instanceof Error ? e.message : String(e)
		};
	}
}
