import { newGame } from '$lib/rules/grid';
import type { Refusal } from '$lib/rules/common/result';
import { freeSkirmishSetup, type FreeSkirmishOptions } from './setup';

export { MAX_PLANES_A_SIDE } from './setup-limits';

/**
 * Would the rules refuse this free skirmish? Tried with a fixed seed (clouds fall where they
 * may: the engine checks forces and placement, which the seed does not change). Null when fine.
 */
export function freeSetupProblem(options: FreeSkirmishOptions): Refusal | null {
	const r = newGame(freeSkirmishSetup(options, 1), 1);
	return r.ok ? null : r;
}
