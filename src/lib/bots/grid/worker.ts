/**
 * Web Worker entry for the grid bots (issue 5). Create it from app code with
 *   new Worker(new URL('$lib/bots/grid/worker.ts', import.meta.url), { type: 'module' })
 *
 * Message format (stable; see protocol.ts for the types):
 *   → { type: 'choose', requestId, view: GridView, level: 'random'|'easy'|'normal'|'hard',
 *       botDice: DiceState }   (each level is a fixed amount of work: no time budget)
 *   ← { type: 'chosen', requestId, order: GridOrder, botDice: DiceState (after), ms: number }
 *   ← { type: 'error', requestId, message }  — only on a bug; the UI may fall back to 'random'.
 *
 * `view` must be viewFor(state, botSide) — the bot never gets the full state. Keep `botDice`
 * per bot seat (seededDice(seed).snapshot() at game start) and store the returned one, so a
 * saved game replays the bot's choices. This file is the only bot file with a clock, and it only
 * reports how long a choice took.
 */
import { answerChoose, type ChooseRequest } from './protocol';

const ctx = self as unknown as {
	onmessage: ((e: MessageEvent<ChooseRequest>) => void) | null;
	postMessage(message: unknown): void;
};

ctx.onmessage = (e) => {
	if (e.data?.type !== 'choose') return;
	ctx.postMessage(answerChoose(e.data, () => performance.now()));
};
