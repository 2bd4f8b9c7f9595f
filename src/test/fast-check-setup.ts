/**
 * fast-check for every test file (vite.config.ts `setupFiles`, issue 26). `npm test` runs the
 * property and fuzz tests with one fixed seed, so a run fails only when the code changed, never
 * on a new random find. `npm run test:explore` (scripts/test-explore.mjs, TEST_EXPLORE=1) gives
 * each file a fresh seed and prints it; `FC_SEED=<seed>` (and `FC_PATH=<path>` from a failure's
 * report) repeats a run exactly. A find is then pinned as a regression test.
 */
import fc from 'fast-check';

/** The seed of `npm test`. */
export const FIXED_SEED = 20_261_126;

/** True under `npm run test:explore`. */
export const EXPLORE = process.env.TEST_EXPLORE === '1';

function seedOf(): number {
	const given = process.env.FC_SEED;
	if (given !== undefined && given !== '') return Number(given);
	// A fresh 32-bit seed: the test run's own chance, never the rules core's.
	return EXPLORE ? (Date.now() ^ Math.floor(Math.random() * 2 ** 32)) | 0 : FIXED_SEED;
}

const seed = seedOf();
const path = process.env.FC_PATH;
fc.configureGlobal({ seed, ...(path ? { path } : {}) });
if (EXPLORE || process.env.FC_SEED)
	console.log(
		`fast-check seed ${seed}${path ? ` path ${path}` : ''} — repeat with FC_SEED=${seed} npm run test:explore -- <file>`
	);
