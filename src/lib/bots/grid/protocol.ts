import { restoreDice, type DiceState } from '../../rules/common/dice';
import type { GridOrder } from '../../rules/grid/index';
import type { GridView } from '../../rules/grid/view';
import { DEFAULT_HARD_BUDGET_MS, chooseGridOrder, type GridBotLevel } from './index';

/**
 * Messages between the UI and the bot worker (kept stable for the Skirmish UI):
 *   → { type: 'choose', requestId, view, level, botDice, budgetMs }
 *   ← { type: 'chosen', requestId, order, botDice, ms }   (botDice = the stream after the choice)
 *   ← { type: 'error', requestId, message }                (a bug; the UI may fall back to random)
 */
export interface ChooseRequest {
	type: 'choose';
	requestId: number | string;
	view: GridView;
	level: GridBotLevel;
	/** The bot's own dice stream (never the game's), as `dice.snapshot()`. */
	botDice: DiceState;
	/** Thinking time for the hard bot; ◇ DEFAULT_HARD_BUDGET_MS when omitted. */
	budgetMs?: number;
}

export interface ChosenReply {
	type: 'chosen';
	requestId: number | string;
	order: GridOrder;
	botDice: DiceState;
	ms: number;
}

export interface ErrorReply {
	type: 'error';
	requestId: number | string;
	message: string;
}

/** Answers one request; `now` is the caller's clock (performance.now in the worker). */
export function answerChoose(req: ChooseRequest, now: () => number): ChosenReply | ErrorReply {
	const t0 = now();
	try {
		const dice = restoreDice(req.botDice);
		const budgetMs = req.budgetMs ?? DEFAULT_HARD_BUDGET_MS;
		const order = chooseGridOrder(req.view, req.level, dice, { now, budgetMs });
		return {
			type: 'chosen',
			requestId: req.requestId,
			order,
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
