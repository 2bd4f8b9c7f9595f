import { seededDice, type Dice } from '$lib/rules/common/dice';
import { freshSeed } from '$lib/session/seed';

/** Dice for one roll on the page: newly seeded each time, so no roll depends on an earlier one. */
export const freshDice = (): Dice => seededDice(freshSeed());

/** A short unique id for a history entry. */
export function entryId(): string {
	const words = new Uint32Array(2);
	crypto.getRandomValues(words);
	return Array.from(words, (w) => w.toString(36)).join('-');
}
