import type { Dice } from '../common/dice';

/** One legal target of an automatic (online) shot with its combat value (H-COMB-3, H-COMB-6). */
export interface TargetOption {
	target: string;
	combatValue: number;
	range: number;
}

/**
 * Online: "If several targets are available the one with the best combat value will be shot
 * at." ◇ Ties: the nearer target, then a random pick from the Dice. Null when none is legal.
 */
export function chooseAutomaticTarget(
	options: readonly TargetOption[],
	dice: Dice
): TargetOption | null {
	if (options.length === 0) return null;
	const best = Math.max(...options.map((o) => o.combatValue));
	const top = options.filter((o) => o.combatValue === best);
	const nearest = Math.min(...top.map((o) => o.range));
	const tied = top.filter((o) => o.range === nearest);
	return tied.length === 1 ? tied[0] : dice.pick(tied);
}
