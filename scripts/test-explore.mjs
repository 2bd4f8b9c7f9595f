#!/usr/bin/env node
/**
 * `npm run test:explore` (issue 26): the property and fuzz tests — every test file that uses
 * fast-check — with fresh seeds (src/test/fast-check-setup.ts prints each file's seed) and the
 * long backup fuzz (2,000 mutated backups unless FUZZ_RUNS says otherwise). Files named on the
 * command line are run instead of all of them; other arguments go to vitest.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function testFiles(dir, out = []) {
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (name === 'node_modules' || name.startsWith('.')) continue;
		if (statSync(path).isDirectory()) testFiles(path, out);
		else if (name.endsWith('.test.ts') && /from 'fast-check'/.test(readFileSync(path, 'utf8')))
			out.push(path);
	}
	return out;
}

const args = process.argv.slice(2);
const named = args.filter((a) => a.endsWith('.ts') || a.includes('/'));
const files = named.length > 0 ? [] : [...testFiles('src'), ...testFiles('scripts')].sort();
const env = { ...process.env, TEST_EXPLORE: '1', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000' };
console.log(`test:explore: ${named.length || files.length} file(s), fresh fast-check seeds`);
const run = spawnSync('npx', ['vitest', 'run', ...files, ...args], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
