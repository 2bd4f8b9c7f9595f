/**
 * Phases 5–8 of a turn (H-COMB, H-DMG, H-REC, H-PROB) on the working context, with the fire chosen
 * in `ctx.plots`, then the end of the game (H-END-1/2) and next turn's tailing (H-TAIL-1…3).
 */
import type { Side } from '../../data/hex/aircraft';
import { COMBAT_HOOKS } from './combat-hooks';
import { computeTailing } from './tailing';
import { PHASE_EVENTS, type PhaseHooks, type TurnContext } from './turn-context';
import { gameEnd } from '../hex-combat/end';
import type { HexEvent, HexGameState, TailingState } from './types';

const SIDES: readonly Side[] = ['entente', 'central'];
/** A placeholder the next state holds only until its tailing is worked out (never returned). */
const NOT_YET: TailingState = Object.freeze({ pairs: [], order: [], cycleStarters: [] });

/**
 * H-END-1/2: the game ends when every plane of one side is out of the fight; most kills wins
 * (hex-combat `gameEnd`; landed planes count as kills unless the ruleset says otherwise).
 */
function checkGameOver(ctx: TurnContext): {
	over: boolean;
	winner: Side | 'draw' | null;
	kills: Record<Side, number>;
} {
	// A plain loop on this hot path; `gameEnd` decides only once a side is out.
	let ententeFlying = false;
	let centralFlying = false;
	const kills: Record<Side, number> = { entente: 0, central: 0 };
	for (const p of ctx.planes) {
		if (p.status === 'flying') {
			if (p.side === 'entente') ententeFlying = true;
			else centralFlying = true;
		} else if (
			p.status === 'shotDown' ||
			(p.status === 'landed' && ctx.rules.landedCountsAsShotDown)
		) {
			kills[p.side === 'entente' ? 'central' : 'entente']++;
		}
	}
	if (ententeFlying && centralFlying) return { over: false, winner: null, kills };
	const end = gameEnd(
		ctx.planes.map((p) => ({
			id: p.id,
			side: p.side,
			status: p.status,
			landedCountsAsShotDown: ctx.rules.landedCountsAsShotDown
		})),
		SIDES
	);
	const winner = (end.winner ?? 'draw') as Side | 'draw';
	ctx.events.push({ type: 'gameOver', winner });
	return { over: true, winner, kills: end.kills as Record<Side, number> };
}

/**
 * Phases 5–8 and the end of the turn: the next state (planning of the next turn, its tailing
 * worked out) and every event of the turn. `ctx.state` is the state the turn started from.
 */
export function finishTurn(
	ctx: TurnContext,
	extraHooks: Partial<PhaseHooks> | undefined
): { state: HexGameState; events: HexEvent[] } {
	const hooks = extraHooks ? { ...COMBAT_HOOKS, ...extraHooks } : COMBAT_HOOKS;
	const ev = ctx.events;
	ev.push(PHASE_EVENTS.combat);
	hooks.combat(ctx);
	ev.push(PHASE_EVENTS.resolve);
	hooks.resolve(ctx);
	ev.push(PHASE_EVENTS.recovery);
	hooks.recovery(ctx);
	ev.push(PHASE_EVENTS.problems);
	hooks.problems(ctx);
	hooks.end?.(ctx);

	const end = checkGameOver(ctx);
	const state = ctx.state;
	// One fixed shape for every state (every key, in this order): V8 keeps states fast.
	const next: HexGameState = {
		version: state.version,
		ruleset: state.ruleset,
		map: state.map,
		homeEdges: state.homeEdges,
		turn: state.turn + 1,
		planes: ctx.planes,
		tailing: NOT_YET, // replaced below: no tailing is built only to be thrown away
		locked: {},
		dice: state.dice,
		over: end.over,
		winner: end.winner,
		damageDecks: ctx.damageDecks ?? state.damageDecks,
		kills: end.kills,
		fireStep: undefined
	};
	// Phase 1 of the next turn: who tails whom (H-TAIL-1…3); a cycle start uses the dice.
	if (end.over) next.tailing = { pairs: [], order: [], cycleStarters: [] };
	else {
		next.tailing = computeTailing(next, ctx.dice);
		for (const s of next.tailing.cycleStarters) {
			const blindOn: string[] = [];
			for (const p of next.tailing.pairs) if (!p.revealed && p.tailer === s) blindOn.push(p.tailed);
			ev.push({ type: 'cycleStart', plane: s, blindOn });
		}
	}
	next.dice = ctx.dice.snapshot();
	return { state: next, events: ev };
}
