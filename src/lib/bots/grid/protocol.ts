import { restoreDice, type DiceState } from '../../rules/common/dice';
import type { GridOrder } from '../../rules/grid/index';
import type { GridView } from '../../rules/grid/view';
import { chooseGridOrder, type GridBotLevel } from './index';

/**
 * Messages between the UI and the bot worker:
 *   → { type: 'choose', requestId, view, level, botDice }
 *   ← { type: 'chosen', requestId, order, botDice, ms }   (botDice = the stream after the choice)
 *   ← { type: 'error', requestId, message }                (a bug; the UI may fall back to random)
 * Since issue 19 a level is a fixed amount of work, not a time budget: the request carries none
 * (a `budgetMs` sent by an older caller is ignored), and the same view and bot dice give the same
 * order on any device. `ms` is only reported (how long the choice took here).
 */
export interface ChooseRequest {
	type: 'choose';
	requestId: number | string;
	view: GridView;
	level: GridBotLevel;
	/** The bot's own dice stream (never the game's), as `dice.snapshot()`. */
	botDice: DiceState;
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

/** Answers one request; `now` (performance.now in the worker) only measures the reply's `ms`. */
export function answerChoose(req: ChooseRequest, now: () => number): ChosenReply | ErrorReply {
	const t0 = now();
	try {
		const dice = restoreDice(req.botDice);
		const order = chooseGridOrder(req.view, req.level, dice);
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
