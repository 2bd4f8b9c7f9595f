import type { GridState, Side } from '../../rules/grid/index';
import { evaluate } from './evaluate';
import { EVAL_TERMS, NO_WEIGHTS, type LeafTerm } from './fitted-leaf';
import { fireStepValue } from './search';

export { LEAF_TERMS, type LeafTerm } from './fitted-leaf';

/**
 * The leaf's terms for `side`, each the value of the evaluation (or of the fire step in
 * expectation) with that term's weight 1 and every other 0 — both are linear in their weights,
 * so Σ weight × term is the leaf value those weights give (a position not over; scripts/
 * tournament/grid-fit.ts fits the weights on these). Slow (one evaluation per term): for fitting
 * and tests, not for the search.
 */
export function leafFeatures(state: GridState, side: Side): Record<LeafTerm, number> {
	const out = {} as Record<LeafTerm, number>;
	for (const t of EVAL_TERMS) out[t] = evaluate(state, side, { ...NO_WEIGHTS, [t]: 1 });
	out.fireHp = fireStepValue(state, side, 0, false, { ...NO_WEIGHTS, hp: 1 });
	out.fireKill = fireStepValue(state, side, 0, false, { ...NO_WEIGHTS, alive: 1 });
	out.fireCrit = fireStepValue(state, side, 1, false, NO_WEIGHTS);
	// fireStepValue's balloon terms carry objective / 6 (the evaluation's scale).
	out.fireBalloon = fireStepValue(state, side, 0, true, { ...NO_WEIGHTS, objective: 6 });
	return out;
}
