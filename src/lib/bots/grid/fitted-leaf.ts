import type { EvalWeights } from './evaluate';

/** The evaluation's terms whose weights a fit may set (`win` stays: a won game is won). */
export const EVAL_TERMS = [
	'alive',
	'hp',
	'critical',
	'fled',
	'offTable',
	'shot',
	'threat',
	'pursuit',
	'tail',
	'edge',
	'objective'
] as const satisfies readonly (keyof EvalWeights)[];

/** The leaf's fire step in expectation, term by term: HP, kills, criticals, balloons. */
export const FIRE_TERMS = ['fireHp', 'fireKill', 'fireCrit', 'fireBalloon'] as const;

export type LeafTerm = (typeof EVAL_TERMS)[number] | (typeof FIRE_TERMS)[number];
export const LEAF_TERMS: readonly LeafTerm[] = [...EVAL_TERMS, ...FIRE_TERMS];

/** A leaf value's weights, one per term (`leafFeatures` gives the terms). */
export type LeafWeights = Record<LeafTerm, number>;

/** Every evaluation weight 0. */
export const NO_WEIGHTS: EvalWeights = {
	win: 0,
	alive: 0,
	hp: 0,
	critical: 0,
	fled: 0,
	offTable: 0,
	shot: 0,
	threat: 0,
	pursuit: 0,
	tail: 0,
	edge: 0,
	objective: 0
};

/** The evaluation's weights of a leaf weighting, with `win` for a game that is over. */
export function evalWeightsOf(w: LeafWeights, win: number): EvalWeights {
	const e: EvalWeights = { ...NO_WEIGHTS, win };
	for (const t of EVAL_TERMS) e[t] = w[t];
	return e;
}

/** The fire step's weights (`fireStepValue`: hp, alive, objective / 6 on balloons). */
export function fireWeightsOf(w: LeafWeights): EvalWeights {
	return { ...NO_WEIGHTS, hp: w.fireHp, alive: w.fireKill, objective: 6 * w.fireBalloon };
}

/**
 * Leaf weights fitted to game results per mission (scripts/tournament/grid-fit.ts; issue 30,
 * sixth try, docs/benchmarks.md). A mission not listed keeps the evaluation's weights.
 */
export const FITTED_LEAF: Partial<Record<string, LeafWeights>> = {};
