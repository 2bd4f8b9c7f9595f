/**
 * Issue 17, done-when: a few dozen files through the real command line, stdout piped into
 * `wc -c` (and `tee`): every answer arrives whole (the byte count equals the JSON's), one of them
 * over a megabyte; the exit code is the entry function's; a malformed file writes exactly one
 * stderr line and nothing on stdout.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { main, umpire } from '../umpire';
import { fuzzBases, scenarioTexts } from './fuzz';
import { crowdedGame, exampleFiles, playedMission, renameId } from './scenarios';

const dir = mkdtempSync(join(tmpdir(), 'umpire-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files: the regression files, a long and a crowded game, hostile ids, fuzzed files. */
function files(): Map<string, string> {
	const out = new Map<string, string>();
	for (const name of readdirSync('scripts/umpire/regressions'))
		out.set(`regression-${name}`, readFileSync(`scripts/umpire/regressions/${name}`, 'utf8'));
	out.set('long-mission.json', JSON.stringify(playedMission('bomber-escort', 3)));
	out.set('crowded.json', JSON.stringify(crowdedGame()));
	const examples = exampleFiles();
	out.set('hostile-grid.json', renameId(examples.get('grid/shooting.json')!, 'A1', '__proto__'));
	out.set(
		'hostile-hex.json',
		renameId(examples.get('hex/firing-2013.json')!, 'fokker', 'toString')
	);
	// A refused order (exit 1) whatever the fuzz sample holds: a bid in a deck game.
	const refused = structuredClone(examples.get('grid/shooting.json')) as { orders?: unknown[] };
	refused.orders = [...(refused.orders ?? []), { kind: 'bid', side: 'A', points: 1 }];
	out.set('refused-order.json', JSON.stringify(refused));
	fc.sample(scenarioTexts(fuzzBases()), { numRuns: 16, seed: 2017 }).forEach((text, i) =>
		out.set(`fuzz-${i}.json`, text)
	);
	return out;
}

describe('the umpire on the command line (issue 17)', () => {
	it('answers a few dozen files whole through a pipe, with the documented exit codes', () => {
		const all = files();
		expect(all.size).toBeGreaterThanOrEqual(30);
		for (const [name, text] of all) writeFileSync(join(dir, name), text);
		// One shell for all files: the answer goes through `tee` into a file and on into `wc -c`.
		const script = [...all.keys()]
			.map(
				(name) =>
					`node --import tsx scripts/umpire.ts '${dir}/${name}' 2>'${dir}/${name}.err' | tee '${dir}/${name}.out' | wc -c >'${dir}/${name}.wc'; echo "\${PIPESTATUS[0]}" >'${dir}/${name}.rc'`
			)
			.join('\n');
		const run = spawnSync('bash', ['-c', script], { encoding: 'utf8', timeout: 240_000 });
		expect(run.status).toBe(0);
		let biggest = 0;
		const codes = new Set<number>();
		for (const [name, text] of all) {
			const path = join(dir, name);
			const expected = umpire(text);
			const rc = Number(readFileSync(`${path}.rc`, 'utf8'));
			const bytes = Number(readFileSync(`${path}.wc`, 'utf8').trim());
			const err = readFileSync(`${path}.err`, 'utf8');
			codes.add(rc);
			expect(rc, name).toBe(expected.code);
			if (expected.code === 0 || expected.code === 1) {
				const json = JSON.stringify(expected.output, null, 2) + '\n';
				expect(bytes, name).toBe(Buffer.byteLength(json));
				expect(readFileSync(`${path}.out`, 'utf8'), name).toBe(json);
				expect(err, name).toBe('');
				biggest = Math.max(biggest, bytes);
			} else {
				expect(bytes, name).toBe(0);
				expect(err, name).toBe(`${path}: ${(expected as { error: string }).error}\n`);
			}
		}
		expect(biggest).toBeGreaterThanOrEqual(1_000_000);
		expect([...codes].sort()).toEqual([0, 1, 2]);
	}, 300_000);

	it('a reader that stops early is no error, and the npm script delivers the whole answer too', () => {
		const crowded = join(dir, 'crowded-npm.json');
		writeFileSync(crowded, JSON.stringify(crowdedGame()));
		const head = spawnSync(
			'bash',
			[
				'-c',
				`node --import tsx scripts/umpire.ts '${crowded}' | head -c 10 >/dev/null; echo "\${PIPESTATUS[0]}"`
			],
			{ encoding: 'utf8', timeout: 60_000 }
		);
		expect(head.stdout.trim()).toBe('0');
		expect(head.stderr).toBe('');
		const npm = spawnSync('bash', ['-c', `npm run -s umpire -- '${crowded}' | wc -c`], {
			encoding: 'utf8',
			timeout: 60_000
		});
		const expected = umpire(readFileSync(crowded, 'utf8'));
		expect(Number(npm.stdout.trim())).toBe(
			Buffer.byteLength(JSON.stringify((expected as { output: unknown }).output, null, 2) + '\n')
		);
	}, 120_000);

	it('an internal error is exit 3 with one stderr line naming the file and "internal error"', async () => {
		const written: string[] = [];
		const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
			written.push(String(chunk));
			return true;
		});
		try {
			const file = join(dir, 'regression-bom.json');
			const code = await main(file, () => ({ code: 3, error: 'internal error: boom\nat line 2' }));
			expect(code).toBe(3);
			expect(written).toEqual([`${file}: internal error: boom at line 2\n`]);
			written.length = 0;
			expect(await main(join(dir, 'no-such-file.json'))).toBe(2);
			expect(written).toEqual([`${join(dir, 'no-such-file.json')}: cannot read it (ENOENT)\n`]);
		} finally {
			spy.mockRestore();
		}
	});
});
