/**
 * The app's one seed source (issue 27). Every new game, table game, campaign turn and dice roll
 * takes its seed from here; the engines never pick one (architecture principle 2), and a test
 * passes its own. The browser's crypto word as it is (1 to 2^32 − 1), so a test that fixes the
 * word fixes the seed; 0 becomes 1, as a form reads 0 as "no seed given".
 */
export function freshSeed(): number {
	const [word] = globalThis.crypto.getRandomValues(new Uint32Array(1));
	return word === 0 ? 1 : word;
}
