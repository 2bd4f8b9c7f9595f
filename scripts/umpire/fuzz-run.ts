/**
 * Runs the umpire fuzz property (scripts/umpire/fuzz.ts) and prints one JSON summary line.
 * Started by fuzz.test.ts as its own Node process with a capped heap
 * (`--max-old-space-size`), so a file that needs more memory kills the run instead of passing.
 *
 *   node --import tsx --max-old-space-size=256 scripts/umpire/fuzz-run.ts SEED RUNS
 */
import fc from 'fast-check';
import { fuzzBases, scenarioTexts, umpireChecked } from './fuzz';

/** Per file: CPU time (the machine may be shared; see docs/decisions.md) and answer size. */
export const FUZZ_BOUNDS = { cpuMs: 1000, answerBytes: 4_000_000 } as const;

const seed = Number(process.argv[2] ?? 17);
const numRuns = Number(process.argv[3] ?? 3000);
const stats = {
	maxCpuMs: 0,
	maxWallMs: 0,
	maxHeapMb: 0,
	maxAnswerBytes: 0,
	codes: {} as Record<string, number>
};

const property = fc.property(scenarioTexts(fuzzBases()), (text) => {
	const cpu = process.cpuUsage();
	const r = umpireChecked(text);
	const used = process.cpuUsage(cpu);
	const cpuMs = (used.user + used.system) / 1000;
	stats.maxCpuMs = Math.max(stats.maxCpuMs, cpuMs);
	stats.maxWallMs = Math.max(stats.maxWallMs, r.ms);
	stats.maxHeapMb = Math.max(stats.maxHeapMb, process.memoryUsage().heapUsed / 1e6);
	stats.maxAnswerBytes = Math.max(stats.maxAnswerBytes, r.bytes);
	stats.codes[r.code] = (stats.codes[r.code] ?? 0) + 1;
	if (r.problems.length > 0) throw new Error(r.problems.join('; '));
	if (cpuMs > FUZZ_BOUNDS.cpuMs) throw new Error(`took ${Math.round(cpuMs)} ms of CPU time`);
	if (r.bytes > FUZZ_BOUNDS.answerBytes) throw new Error(`answered with ${r.bytes} bytes`);
});

const result = fc.check(property, { numRuns, seed });
const example = result.counterexample?.[0];
process.stdout.write(
	JSON.stringify({
		runs: result.numRuns,
		failed: result.failed,
		...(result.failed
			? {
					error: String(result.errorInstance),
					counterexample: typeof example === 'string' ? example.slice(0, 4000) : null
				}
			: {}),
		...stats,
		maxCpuMs: Math.round(stats.maxCpuMs),
		maxWallMs: Math.round(stats.maxWallMs),
		maxHeapMb: Math.round(stats.maxHeapMb)
	}) + '\n'
);
