/**
 * The app's one seed source (issue 27). Every new game, table game, campaign turn and dice roll
 * takes its seed from here; the engines never pick one (architecture principle 2), and a test
 * passes its own. A positive 31-bit whole number: what every engine's setup check and every saved
 * game's schema accept.
 */
export function freshSeed(): number {
	const [word] = globalThis.crypto.getRandomValues(new Uint32Array(1));
	return 1 + (word % 0x7fffffff);
}
