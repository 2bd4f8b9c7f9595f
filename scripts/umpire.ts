/**
 * Command-line umpire: `npm run -s umpire -- FILE`. Reads a JSON scenario, dispatches on its
 * top-level "game" ("grid" here; "hex" via scripts/umpire/hex.ts once it exists) and prints
 * only the JSON answer on stdout. A malformed file gets one clear line on stderr and exit code 2;
 * a refused order is answered in JSON with exit code 1.
 */
import { existsSync, readFileSync } from 'node:fs';
import { runGridUmpire, type UmpireAnswer } from './umpire/grid';

type Runner = (input: unknown) => UmpireAnswer | Promise<UmpireAnswer>;
type HexModule = {
	runHexUmpire?: Runner;
	runHexScenario?: (input: unknown) => { ok: true; output: unknown } | { ok: false; error: string };
};

/** The hex umpire lives in scripts/umpire/hex.ts (another module); load it only when asked. */
async function hexRunner(): Promise<Runner | null> {
	const path = new URL('./umpire/hex.ts', import.meta.url);
	if (!existsSync(path)) return null;
	const mod = (await import(path.href)) as HexModule;
	if (mod.runHexUmpire) return mod.runHexUmpire;
	const run = mod.runHexScenario;
	if (!run) return null;
	return (input) => {
		const r = run(input);
		// Its messages may span lines; the command line promises one line on stderr.
		return r.ok
			? { code: 0, output: r.output }
			: { code: 2, error: r.error.replace(/\s*\n\s*/g, '; ') };
	};
}

export async function umpire(text: string): Promise<UmpireAnswer> {
	let input: unknown;
	try {
		input = JSON.parse(text);
	} catch (e) {
		return { code: 2, error: `not valid JSON: ${(e as Error).message}` };
	}
	if (typeof input !== 'object' || input === null || Array.isArray(input))
		return { code: 2, error: 'the file must hold a JSON object' };
	const game = (input as { game?: unknown }).game;
	if (game === 'grid') return runGridUmpire(input);
	if (game === 'hex') {
		const run = await hexRunner();
		if (!run) return { code: 2, error: 'hex scenarios are not supported yet' };
		return run(input);
	}
	return {
		code: 2,
		error:
			game === undefined
				? 'missing "game": give "grid" or "hex"'
				: `unknown game ${JSON.stringify(game)}: give "grid" or "hex"`
	};
}

async function main(): Promise<number> {
	const file = process.argv[2];
	if (!file) {
		process.stderr.write('usage: npm run -s umpire -- FILE.json\n');
		return 2;
	}
	let text: string;
	try {
		text = readFileSync(file, 'utf8');
	} catch (e) {
		process.stderr.write(`cannot read ${file}: ${(e as Error).message}\n`);
		return 2;
	}
	const answer = await umpire(text);
	if (answer.code === 2) {
		process.stderr.write(`${file}: ${answer.error}\n`);
		return 2;
	}
	process.stdout.write(JSON.stringify(answer.output, null, 2) + '\n');
	return answer.code;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
	main().then((code) => process.exit(code));
}
