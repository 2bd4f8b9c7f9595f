/**
 * Hostile scenario files for the umpire (issue 17): valid files mutated — values swapped for huge
 * numbers, prototype names, long or odd strings, deep nesting; fields removed, duplicated or
 * added under hostile keys; ids renamed; the text itself cut, prefixed with a byte-order mark or
 * sprinkled with stray characters — and the check every answer must pass.
 */
import fc from 'fast-check';
import { umpire, type UmpireAnswer } from '../umpire';
import { exampleFiles, playedMission, type Scenario } from './scenarios';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The valid files the mutations start from: every example and two games played to the end. */
export function fuzzBases(): Json[] {
	return [
		...exampleFiles().values(),
		playedMission('bomber-escort', 3),
		playedMission('photo-recon', 5)
	] as Json[];
}

const HOSTILE_KEYS = [
	'__proto__',
	'constructor',
	'toString',
	'hasOwnProperty',
	'valueOf',
	'prototype'
];

/** Deep nesting is spliced into the text (JSON.stringify would recurse): a token marks where. */
const DEEP = '§deep§';

const hugeNumber = fc.constantFrom(
	1e308,
	-1e308,
	2 ** 53,
	-(2 ** 53),
	1e21,
	4_294_967_296,
	-1,
	0,
	0.5,
	-2,
	1e-300,
	1000
);
const oddString = fc.oneof(
	fc.constantFrom(...HOSTILE_KEYS),
	fc.constantFrom('', ' ', '\n', '\u2028', '\uFEFF', 'A1', 'B1', 'camel', 'x'.repeat(5000), 'Ж'),
	fc.string({ maxLength: 12 })
);
/** A value with hostile keys as own properties (JSON.parse makes "__proto__" an own key). */
const hostileObject = fc
	.tuple(fc.constantFrom(...HOSTILE_KEYS), fc.oneof(hugeNumber, oddString))
	.map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value)}}`) as Json);
const deepValue = fc.integer({ min: 2, max: 200_000 }).map((n) => `${DEEP}${n}`);
const leaf: fc.Arbitrary<Json> = fc.oneof(
	hugeNumber,
	oddString,
	hostileObject,
	deepValue,
	fc.constantFrom<Json>(null, true, false, [], {}, [1, 2, 3])
);

/** One change to a file; `at` picks a node (modulo the node count), so shrinking stays simple. */
const mutation = fc.oneof(
	fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: leaf }),
	fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
	fc.record({
		kind: fc.constant('add' as const),
		at: fc.nat(),
		key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.constantFrom('extra', 'id', 'hp')),
		value: leaf
	}),
	fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
	fc.record({ kind: fc.constant('rename' as const), at: fc.nat(), to: oddString }),
	// Near-valid changes keep many files playable, so the engines' own refusals get exercised.
	fc.record({
		kind: fc.constant('nudge' as const),
		at: fc.nat(),
		by: fc.integer({ min: -3, max: 3 })
	}),
	fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() })
);
const textChange = fc.oneof(
	{ arbitrary: fc.constant({ kind: 'none' as const }), weight: 6 },
	fc.constant({ kind: 'bom' as const }),
	fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
	fc.record({
		kind: fc.constant('insert' as const),
		at: fc.nat(),
		text: fc.constantFrom('\n', '"', '}', ',', '\u0000', 'NaN', '\uFEFF')
	})
);

type Path = (string | number)[];
type TextChange = typeof textChange extends fc.Arbitrary<infer T> ? T : never;

/** Every node's path, root first. */
function paths(value: Json, at: Path = [], out: Path[] = []): Path[] {
	out.push(at);
	if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
	else if (value && typeof value === 'object')
		for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
	return out;
}

/** Sets an own property ("__proto__" included) or an array slot. */
function put(container: Json[] | { [key: string]: Json }, key: string | number, value: Json) {
	if (Array.isArray(container)) container[Number(key)] = value;
	else
		Object.defineProperty(container, key, {
			value,
			enumerable: true,
			writable: true,
			configurable: true
		});
}

function nodeAt(root: Json, path: Path): Json {
	let node = root;
	for (const key of path)
		node = Object.getOwnPropertyDescriptor(node as object, key)?.value as Json;
	return node;
}

type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(root: Json, m: Mutation): Json {
	const all = paths(root);
	const path = all[m.at % all.length];
	if (m.kind === 'rename') {
		const strings = all
			.map((p) => nodeAt(root, p))
			.filter((v): v is string => typeof v === 'string');
		if (strings.length === 0) return root;
		const from = JSON.stringify(strings[m.at % strings.length]);
		return JSON.parse(JSON.stringify(root).split(from).join(JSON.stringify(m.to))) as Json;
	}
	if (m.kind === 'nudge') {
		const numbers = all.filter((p) => typeof nodeAt(root, p) === 'number' && p.length > 0);
		if (numbers.length === 0) return root;
		const at = numbers[m.at % numbers.length];
		const parent = nodeAt(root, at.slice(0, -1)) as Json[] | { [key: string]: Json };
		put(parent, at[at.length - 1], (nodeAt(root, at) as number) + m.by);
		return root;
	}
	if (m.kind === 'swap') {
		const node = nodeAt(root, path);
		if (Array.isArray(node) && node.length > 1) {
			const i = m.at % node.length;
			const j = m.with % node.length;
			[node[i], node[j]] = [node[j], node[i]];
		}
		return root;
	}
	if (path.length === 0) return m.kind === 'replace' ? m.value : root;
	const parent = nodeAt(root, path.slice(0, -1)) as Json[] | { [key: string]: Json };
	const key = path[path.length - 1];
	const node = nodeAt(root, path);
	if (m.kind === 'replace') put(parent, key, m.value);
	else if (m.kind === 'remove') {
		if (Array.isArray(parent)) parent.splice(Number(key), 1);
		else Reflect.deleteProperty(parent, key);
	} else if (m.kind === 'add') {
		if (node && typeof node === 'object' && !Array.isArray(node)) put(node, m.key, m.value);
		else if (Array.isArray(node)) node.push(m.value);
	} else if (m.kind === 'duplicate') {
		if (Array.isArray(parent))
			parent.splice(Number(key), 0, JSON.parse(JSON.stringify(node)) as Json);
		else if (Array.isArray(node)) node.push(...(JSON.parse(JSON.stringify(node)) as Json[]));
	}
	return root;
}

/** The file's text: deep-nesting tokens spliced in, then the text-level change. */
function render(root: Json, change: TextChange): string {
	let text = JSON.stringify(root).replace(
		new RegExp(`"${DEEP}(\\d+)"`, 'g'),
		(_, n: string) => '['.repeat(Number(n)) + ']'.repeat(Number(n))
	);
	if (change.kind === 'bom') text = `\uFEFF${text}`;
	else if (change.kind === 'cut') text = text.slice(0, change.at % (text.length + 1));
	else if (change.kind === 'insert') {
		const at = change.at % (text.length + 1);
		text = text.slice(0, at) + change.text + text.slice(at);
	}
	return text;
}

/** Scenario files as text: a valid base, one to four mutations, maybe a change to the text. */
export function scenarioTexts(bases: readonly Json[]): fc.Arbitrary<string> {
	return fc
		.record({
			base: fc.nat({ max: bases.length - 1 }),
			mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
			text: textChange
		})
		.map(({ base, mutations, text }) => {
			let root = JSON.parse(JSON.stringify(bases[base])) as Json;
			for (const m of mutations) root = mutate(root, m);
			return render(root, text);
		});
}

/** What any answer must look like (README "The command-line umpire"); problems, or none. */
export function answerProblems(a: UmpireAnswer): string[] {
	const problems: string[] = [];
	if (a.code !== 0 && a.code !== 1 && a.code !== 2) problems.push(`exit code ${a.code}`);
	if (a.code === 2 || a.code === 3) {
		if (typeof a.error !== 'string' || a.error.length === 0) problems.push('no error line');
		else if (/[\n\r\u2028\u2029]/.test(a.error)) problems.push('error of more than one line');
		else if (a.error.length > 400) problems.push(`error of ${a.error.length} characters`);
		if (/internal error/.test(a.error)) problems.push(`internal error: ${a.error}`);
		return problems;
	}
	const out = a.output as Record<string, unknown>;
	if (typeof out !== 'object' || out === null) return [...problems, 'no JSON answer'];
	const has = (k: string) => Object.hasOwn(out, k);
	if (a.code === 1) {
		const r = out.refused as Record<string, unknown> | undefined;
		if (
			!r ||
			typeof r.code !== 'string' ||
			typeof r.reason !== 'string' ||
			typeof r.params !== 'object'
		)
			problems.push('a refusal without code, reason and params');
		const gridState = has('state') && has('turn') && has('phase') && typeof r?.order === 'number';
		const hexState = out.game === 'hex' && has('turn') && has('planes');
		if (!gridState && !hexState)
			problems.push('a refusal without the order and the state before it');
	} else if (out.game === 'hex') {
		if (!has('ruleset') || typeof out.results !== 'object') problems.push('hex answer shape');
	} else if (
		!has('legal') &&
		!has('view') &&
		!['turn', 'phase', 'events', 'state', 'hash'].every(has)
	)
		problems.push('grid answer shape');
	return problems;
}

/** Answers one file: the problems with its answer, the time it took and the answer's size. */
export function umpireChecked(text: string): {
	problems: string[];
	ms: number;
	bytes: number;
	code: number | 'threw';
} {
	const start = performance.now();
	let answer: UmpireAnswer;
	try {
		answer = umpire(text);
	} catch (e) {
		return {
			problems: [`threw: ${String(e)}`],
			ms: performance.now() - start,
			bytes: 0,
			code: 'threw'
		};
	}
	const ms = performance.now() - start;
	const bytes = answer.code < 2 ? JSON.stringify((answer as { output: unknown }).output).length : 0;
	return { problems: answerProblems(answer), ms, bytes, code: answer.code };
}

export type { Scenario };
