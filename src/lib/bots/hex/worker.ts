/**
 * Web Worker entry for the Blue Max hex bots (issue 8). Create it from app code with
 *   new Worker(new URL('$lib/bots/hex/worker.ts', import.meta.url), { type: 'module' })
 *
 * Message format (stable; see protocol.ts for the types):
 *   → { type: 'choose', requestId, view: HexView, planeId, level: 'random'|'easy'|'normal'|'hard',
 *       botDice: DiceState }
 *   ← { type: 'chosen', requestId, plot: Plot, botDice: DiceState (after), ms: number }
 *   → { type: 'chooseFire', requestId, view (after movement), planeId, level, botDice }
 *   ← { type: 'chosenFire', requestId, fire: FireOrderPlot[], botDice (after), ms }
 *   ← { type: 'error', requestId, message }  — only on a bug; the UI may fall back to 'random'.
 *
 * `view` must be viewFor(state, seat) of the plane's seat — the bot never gets the full state.
 * Keep `botDice` per bot seat and store the returned one, so a saved game replays the bot's
 * choices. This file is the only hex bot file with a clock, and it only times the reply (`ms`):
 * every level does a fixed amount of work (issue 19), so the plot is the same on any device.
 */
import { answerHexRequest, type HexBotRequest } from './protocol';

const ctx = self as unknown as {
	onmessage: ((e: MessageEvent<HexBotRequest>) => void) | null;
	postMessage(message: unknown): void;
};

ctx.onmessage = (e) => {
	if (e.data?.type !== 'choose' && e.data?.type !== 'chooseFire') return;
	ctx.postMessage(answerHexRequest(e.data, () => performance.now()));
};
