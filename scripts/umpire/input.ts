/**
 * Reading a scenario's text before any game looks at it: a byte-order mark is dropped, the size,
 * the JSON and its nesting are checked, and every message fits on one line (issue 17).
 */
import { FILE_LIMITS } from './limits';

export type ParsedText = { ok: true; json: unknown } | { ok: false; error: string };

/** Any text as one line: a message quoting a file's newlines would make two stderr lines. */
export function oneLine(text: string, max = 300): string {
	// eslint-disable-next-line no-control-regex -- control characters are what this removes
	const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
	return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** "line 3, column 7" for an offset into the text. */
function lineColumn(text: string, offset: number): string {
	const before = text.slice(0, offset);
	const line = before.split('\n').length;
	return `line ${line}, column ${offset - before.lastIndexOf('\n')}`;
}

/** V8's JSON errors quote the text (with its newlines) or give an offset: say where instead. */
function jsonError(e: unknown, text: string): string {
	const message = e instanceof Error ? e.message : String(e);
	const at = /at position (\d+)/.exec(message);
	const what = message
		.replace(/,? (?:\.\.\.)?".*" is not valid JSON$/s, '')
		.replace(/\s*in JSON at position \d+.*$/s, '')
		.replace(/'\n'/g, '(a line break)')
		.replace(/'\r'/g, '(a carriage return)')
		.replace(/'\t'/g, '(a tab)');
	return `not valid JSON: ${oneLine(what, 120)}${at ? ` at ${lineColumn(text, Number(at[1]))}` : ''}`;
}

/** Keys no scenario field has: valibot would pass over them in silence (plots are read apart). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Depth of nesting and forbidden field names, without recursion (a deep file cannot overflow). */
function checkShape(json: unknown, openKeys: (path: string) => boolean): string | null {
	const stack: { value: unknown; path: string; depth: number }[] = [
		{ value: json, path: '', depth: 0 }
	];
	while (stack.length > 0) {
		const { value, path, depth } = stack.pop()!;
		if (typeof value !== 'object' || value === null) continue;
		if (depth >= FILE_LIMITS.depth)
			return `${path || 'the file'}: nested deeper than ${FILE_LIMITS.depth} levels`;
		const entries = Array.isArray(value)
			? value.map((v, i) => [String(i), v] as const)
			: Object.entries(value);
		for (const [key, v] of entries) {
			const at = path ? `${path}.${key}` : key;
			if (!Array.isArray(value) && FORBIDDEN_KEYS.has(key) && !openKeys(path))
				return `unknown field "${oneLine(at, 120)}"`;
			stack.push({ value: v, path: at, depth: depth + 1 });
		}
	}
	return null;
}

/**
 * The scenario's JSON, or one line saying what is wrong and where. `openKeys(path)` tells which
 * objects are maps keyed by the user's ids (a hex file's `plots` and each of its `turns`), where
 * any key is allowed.
 */
export function parseScenarioText(
	text: string,
	openKeys: (path: string) => boolean = (path) => path === 'plots' || /^turns\.\d+$/.test(path)
): ParsedText {
	// A text has no more UTF-16 units than its file has bytes: over the bound in units, over in bytes.
	if (text.length > FILE_LIMITS.bytes)
		return { ok: false, error: `the file is larger than ${FILE_LIMITS.bytes} bytes` };
	const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
	let json: unknown;
	try {
		json = JSON.parse(body);
	} catch (e) {
		return { ok: false, error: jsonError(e, body) };
	}
	if (typeof json !== 'object' || json === null || Array.isArray(json))
		return { ok: false, error: 'the file must hold a JSON object' };
	const bad = checkShape(json, openKeys);
	return bad ? { ok: false, error: bad } : { ok: true, json };
}
