import { seededDice, type Dice } from '$lib/rules/common/dice';

/** A fresh seed from the browser's crypto source (the rules core never picks its own seed). */
export function randomSeed(): number {
	const words = new Uint32Array(1);
	crypto.getRandomValues(words);
	return words[0];
}

/** Dice for one roll on the page: newly seeded each time, so no roll depends on an earlier one. */
export const freshDice = (): Dice => seededDice(randomSeed());

/** A short unique id for a history entry. */
export function entryId(): string {
	const words = new Uint32Array(2);
	crypto.getRandomValues(words);
	return Array.from(words, (w) => w.toString(36)).join('-');
}
