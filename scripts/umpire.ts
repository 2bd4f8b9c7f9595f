/**
 * Command-line umpire: `npm run -s umpire -- FILE`. Reads a JSON scenario, dispatches on its
 * top-level "game" ("grid" → scripts/umpire/grid.ts, "hex" → scripts/umpire/hex.ts) and prints
 * only the JSON answer on stdout. Exit codes (README): 0 answered; 1 an order refused, answered
 * in JSON; 2 a malformed file, one line on stderr; 3 an internal error, one line on stderr naming
 * the file and "internal error" — a bug to fix, never a refusal.
 */
import { openSync, closeSync, fstatSync, readFileSync } from 'node:fs';
import { runGridUmpire } from './umpire/grid';
import { runHexUmpire } from './umpire/hex';
import { oneLine, parseScenarioText } from './umpire/input';
import { FILE_LIMITS } from './umpire/limits';
import type { UmpireAnswer } from './umpire/answer';

export type { UmpireAnswer } from './umpire/answer';

function dispatch(input: object): UmpireAnswer {
	const game = Object.hasOwn(input, 'game') ? (input as { game: unknown }).game : undefined;
	if (game === 'grid') return runGridUmpire(input);
	if (game === 'hex') return runHexUmpire(input);
	return {
		code: 2,
		error:
			game === undefined
				? 'missing "game": give "grid" or "hex"'
				: `unknown game ${oneLine(JSON.stringify(game), 60)}: give "grid" or "hex"`
	};
}

/**
 * The umpire's entry function: a scenario's text in, the answer out. Never throws: an exception
 * from an engine is answered as an internal error (code 3).
 */
export function umpire(text: string): UmpireAnswer {
	try {
		const parsed = parseScenarioText(text);
		if (!parsed.ok) return { code: 2, error: parsed.error };
		const answer = dispatch(parsed.json as object);
		return answer.code === 2 ? { code: 2, error: oneLine(answer.error) } : answer;
	} catch (e) {
		return {
			code: 3,
			error: `internal error: ${oneLine(e instanceof Error ? e.message : String(e))}`
		};
	}
}

/** The file's text, or why it cannot be read (a directory, too big, missing). */
function readScenario(file: string): { ok: true; text: string } | { ok: false; error: string } {
	let fd: number | undefined;
	try {
		fd = openSync(file, 'r');
		const stat = fstatSync(fd);
		if (!stat.isFile()) return { ok: false, error: 'not a file' };
		if (stat.size > FILE_LIMITS.bytes)
			return { ok: false, error: `the file is larger than ${FILE_LIMITS.bytes} bytes` };
		return { ok: true, text: readFileSync(fd, 'utf8') };
	} catch (e) {
		return { ok: false, error: `cannot read it (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
	} finally {
		if (fd !== undefined) closeSync(fd);
	}
}

/** Where the command line writes: the process's streams, or a test's buffers (issue 30). */
export interface CommandIo {
	/** Writes the whole text; resolves once it has been handed to the pipe or file. */
	out(text: string): Promise<void>;
	/** Writes one line to stderr. */
	err(line: string): void;
}

/** The process's own stdout and stderr. */
export const processIo: CommandIo = {
	out: (text) => new Promise((resolve) => process.stdout.write(text, () => resolve())),
	err: (line) => void process.stderr.write(line)
};

/**
 * The command line: reads FILE, writes the answer to stdout or one line to stderr, and resolves
 * to the exit code. `answer` is the entry function and `io` the streams (a test may hand in others).
 */
export async function main(
	file: string | undefined,
	answer: (text: string) => UmpireAnswer = umpire,
	io: CommandIo = processIo
): Promise<number> {
	if (!file) {
		io.err('usage: npm run -s umpire -- FILE.json\n');
		return 2;
	}
	const name = oneLine(file, 200);
	const read = readScenario(file);
	if (!read.ok) {
		io.err(`${name}: ${read.error}\n`);
		return 2;
	}
	const a = answer(read.text);
	if (a.code === 2 || a.code === 3) {
		io.err(`${name}: ${oneLine(a.error)}\n`);
		return a.code;
	}
	await io.out(JSON.stringify(a.output, null, 2) + '\n');
	return a.code;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
	const file = process.argv[2];
	// A reader that stops early (`| head`) closes the pipe: that is not an error of ours.
	process.stdout.on('error', (e: NodeJS.ErrnoException) => {
		if (e.code !== 'EPIPE') throw e;
	});
	// No process.exit: the answer must reach the pipe whole before the process ends (issue 17).
	main(file).then(
		(code) => {
			process.exitCode = code;
		},
		(e: unknown) => {
			const why = oneLine(e instanceof Error ? e.message : String(e));
			process.stderr.write(`${oneLine(file ?? '', 200)}: internal error: ${why}\n`);
			process.exitCode = 3;
		}
	);
}
