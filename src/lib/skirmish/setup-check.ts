import { newGame } from '$lib/rules/grid';
import type { Refusal } from '$lib/rules/common/result';
import { freeSkirmishSetup, type FreeSkirmishOptions } from './setup';

/** The set-up form offers 1 to this many planes a side. */
export const MAX_PLANES_A_SIDE = 6;

/**
 * Would the rules refuse this free skirmish? Tried with a fixed seed (clouds fall where they
 * may: the engine checks forces and placement, which the seed does not change). Null when fine.
 */
export function freeSetupProblem(options: FreeSkirmishOptions): Refusal | null {
	const r = newGame(freeSkirmishSetup(options, 1), 1);
	return r.ok ? null : r;
}
