/**
 * Part 2's phase hooks (project issue 7): phase 5 combat, 6 resolve, 7 recovery, 8 problems and
 * the end of the turn, sharing one `CombatTurn` through the turn context.
 */
import { combatPhase, newCombatTurn, type CombatTurn } from './combat-phase';
import {
	endOfTurnAll,
	problemsPhaseAll,
	recoveryPhase,
	resolvePhase,
	syncIn
} from './damage-phases';
import type { PhaseHooks, TurnContext } from './turn';

function combatTurn(ctx: TurnContext): CombatTurn {
	if (!ctx.combatTurn) {
		syncIn(ctx);
		ctx.combatTurn = newCombatTurn(ctx);
	}
	return ctx.combatTurn;
}

export const COMBAT_HOOKS: PhaseHooks = {
	combat: (ctx) => combatPhase(ctx, combatTurn(ctx)),
	resolve: (ctx) => resolvePhase(ctx, combatTurn(ctx)),
	recovery: (ctx) => recoveryPhase(ctx, combatTurn(ctx)),
	problems: (ctx) => problemsPhaseAll(ctx, combatTurn(ctx)),
	end: (ctx) => endOfTurnAll(ctx, combatTurn(ctx))
};
