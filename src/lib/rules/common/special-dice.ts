import type { Dice } from './dice';

/**
 * A die whose faces are not numbers, e.g. the 2013 Blue Max dice with white, blue and red
 * faces (rules-hex H-COMB-5). Faces are data (src/lib/data), never literals in rule code.
 */
export interface SpecialDie<Face> {
	id: string;
	faces: readonly Face[];
}

export function rollSpecial<Face>(die: SpecialDie<Face>, dice: Dice): Face {
	return die.faces[dice.below(die.faces.length)];
}

export function rollSpecialPool<Face>(die: SpecialDie<Face>, count: number, dice: Dice): Face[] {
	return Array.from({ length: count }, () => rollSpecial(die, dice));
}

/** Counts the faces of a rolled pool, e.g. `{ white: 1, blue: 2, red: 0 }`. */
export function tally<Face extends string>(
	faces: readonly Face[],
	all: readonly Face[]
): Record<Face, number> {
	const counts = Object.fromEntries(all.map((f) => [f, 0])) as Record<Face, number>;
	for (const f of faces) counts[f]++;
	return counts;
}
