/**
 * Issue 17, done-when: a few dozen files through the command line: every answer arrives whole
 * (the byte count equals the JSON's), one of them over a megabyte; the exit code is the entry
 * function's; a malformed file writes exactly one stderr line and nothing on stdout.
 *
 * Issue 30: the few dozen files go through `main` in this process with stdout and stderr captured
 * (it was one Node process per file, 30+ processes, 122 s on a loaded 2-core machine). Real
 * processes remain for what only a process shows: the exit status the shell sees, a megabyte
 * answer through a pipe into `tee` and `wc -c`, stderr, a reader that stops early and the npm
 * script.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { main, umpire, type CommandIo, type UmpireAnswer } from '../umpire';
import { fuzzBases, scenarioTexts } from './fuzz';
import { crowdedGame, exampleFiles, playedMission, renameId } from './scenarios';

/** The crowded game's text, made once for both tests. */
let crowdedText: string | undefined;
const crowded = (): string => (crowdedText ??= JSON.stringify(crowdedGame()));

const dir = mkdtempSync(join(tmpdir(), 'umpire-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files: the regression files, a long and a crowded game, hostile ids, fuzzed files. */
function files(): Map<string, string> {
	const out = new Map<string, string>();
	for (const name of readdirSync('scripts/umpire/regressions'))
		out.set(`regression-${name}`, readFileSync(`scripts/umpire/regressions/${name}`, 'utf8'));
	out.set('long-mission.json', JSON.stringify(playedMission('bomber-escort', 3)));
	out.set('crowded.json', crowded());
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

/** Captures what `main` writes to stdout and stderr. */
function captured(): CommandIo & { stdout: string[]; stderr: string[] } {
	const stdout: string[] = [];
	const stderr: string[] = [];
	return {
		stdout,
		stderr,
		out: async (text) => void stdout.push(text),
		err: (line) => void stderr.push(line)
	};
}

/** The JSON text the umpire prints for an answered file (remembered: the crowded game is big). */
const answers = new Map<string, string>();
const printed = (text: string): string => {
	if (!answers.has(text))
		answers.set(text, JSON.stringify((umpire(text) as { output: unknown }).output, null, 2) + '\n');
	return answers.get(text)!;
};

describe('the umpire on the command line (issue 17)', () => {
	it('answers a few dozen files whole, with the documented exit codes', async () => {
		const all = files();
		expect(all.size).toBeGreaterThanOrEqual(30);
		let biggest = 0;
		const codes = new Set<number>();
		for (const [name, text] of all) {
			const path = join(dir, name);
			writeFileSync(path, text);
			const io = captured();
			// The entry function's own answer, as main received it.
			let expected: UmpireAnswer | undefined;
			const rc = await main(path, (t) => (expected = umpire(t)), io);
			if (!expected) throw new Error(`${name}: main did not ask the entry function`);
			codes.add(rc);
			expect(rc, name).toBe(expected.code);
			if (expected.code === 0 || expected.code === 1) {
				const json = JSON.stringify(expected.output, null, 2) + '\n';
				expect(io.stdout, name).toEqual([json]);
				if (name === 'crowded.json') answers.set(text, json);
				expect(io.stderr, name).toEqual([]);
				biggest = Math.max(biggest, Buffer.byteLength(json));
			} else {
				expect(io.stdout, name).toEqual([]);
				expect(io.stderr, name).toEqual([`${path}: ${(expected as { error: string }).error}\n`]);
			}
		}
		expect(biggest).toBeGreaterThanOrEqual(1_000_000);
		expect([...codes].sort()).toEqual([0, 1, 2]);
		const usage = captured();
		expect(await main(undefined, umpire, usage)).toBe(2);
		expect(usage.stderr).toEqual(['usage: npm run -s umpire -- FILE.json\n']);
	});

	it('real processes: the exit status the shell sees, stderr, a megabyte whole through a pipe, a reader that stops early', () => {
		const examples = exampleFiles();
		const refused = structuredClone(examples.get('grid/shooting.json')) as { orders?: unknown[] };
		refused.orders = [...(refused.orders ?? []), { kind: 'bid', side: 'A', points: 1 }];
		const texts = {
			crowded: crowded(),
			refused: JSON.stringify(refused),
			malformed: '{"game": "grid", '
		};
		for (const [name, text] of Object.entries(texts))
			writeFileSync(join(dir, `p-${name}.json`), text);
		const f = (name: string) => `'${dir}/p-${name}'`;
		// Four processes side by side; each records its exit status as the shell sees it. The
		// megabyte goes through the README's npm script into `tee` and `wc -c`.
		const runs = {
			crowded: `npm run -s umpire -- ${f('crowded.json')}`,
			refused: `node --import tsx scripts/umpire.ts ${f('refused.json')}`,
			malformed: `node --import tsx scripts/umpire.ts ${f('malformed.json')}`,
			head: `node --import tsx scripts/umpire.ts ${f('crowded.json')}`
		};
		const script = Object.entries(runs)
			.map(([name, command]) =>
				name === 'head'
					? `( ${command} 2>${f('head.err')} | head -c 10 >/dev/null; echo "\${PIPESTATUS[0]}" >${f('head.rc')} ) &`
					: `( ${command} 2>${f(`${name}.err`)} | tee ${f(`${name}.out`)} | wc -c >${f(`${name}.wc`)}; echo "\${PIPESTATUS[0]}" >${f(`${name}.rc`)} ) &`
			)
			.concat('wait')
			.join('\n');
		const run = spawnSync('bash', ['-c', script], { encoding: 'utf8', timeout: 180_000 });
		expect(run.status).toBe(0);
		const read = (name: string) => readFileSync(join(dir, `p-${name}`), 'utf8');
		const result = (name: string) => ({
			rc: Number(read(`${name}.rc`)),
			bytes: Number(read(`${name}.wc`).trim()),
			out: read(`${name}.out`),
			err: read(`${name}.err`)
		});
		const big = printed(texts.crowded);
		expect(Buffer.byteLength(big)).toBeGreaterThanOrEqual(1_000_000);
		expect(result('crowded')).toEqual({ rc: 0, bytes: Buffer.byteLength(big), out: big, err: '' });
		const one = printed(texts.refused);
		expect(result('refused')).toEqual({ rc: 1, bytes: Buffer.byteLength(one), out: one, err: '' });
		const bad = umpire(texts.malformed) as { code: number; error: string };
		expect(bad.code).toBe(2);
		expect(result('malformed')).toEqual({
			rc: 2,
			bytes: 0,
			out: '',
			err: `${dir}/p-malformed.json: ${bad.error}\n`
		});
		// A reader that stops early (`| head`) is no error of ours.
		expect([Number(read('head.rc')), read('head.err')]).toEqual([0, '']);
	}, 180_000);

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
