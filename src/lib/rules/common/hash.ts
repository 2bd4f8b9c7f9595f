/**
 * A stable hash of plain data: object keys are sorted, so two equal states hash the same
 * whatever order their fields were written in. Used to prove that replaying a game's
 * setup + seed + orders reaches the same final state (architecture principle 3).
 *
 * Written as one pass that appends to a string (issue 30): the games hash every state they
 * replay, and the tests hash thousands; the text is exactly what `Object.entries`, a sorted
 * `map` and `join` gave before (hash.test.ts keeps that version and compares).
 */
export function canonicalJson(value: unknown): string {
	switch (typeof value) {
		case 'string':
			return quoted(value);
		case 'number':
			if (!Number.isFinite(value)) throw new TypeError('non-finite number in state');
			// A finite number's JSON is its string.
			return '' + value;
		case 'boolean':
			return value ? 'true' : 'false';
		case 'undefined':
			return 'null';
		case 'object':
			if (value === null) return 'null';
			return Array.isArray(value) ? arrayJson(value) : objectJson(value as Record<string, unknown>);
		default:
			// Not data (a function, a symbol, a bigint): as JSON.stringify answers it.
			return JSON.stringify(value);
	}
}

function arrayJson(items: readonly unknown[]): string {
	let out = '[';
	for (let i = 0; i < items.length; i++) {
		if (i > 0) out += ',';
		// A hole, or an item JSON has no text for, is empty between its commas (as `join` wrote it).
		const item = items[i];
		if (item === undefined && !Object.hasOwn(items, i)) continue;
		const text: string | undefined = canonicalJson(item);
		if (text !== undefined) out += text;
	}
	return out + ']';
}

function objectJson(record: Record<string, unknown>): string {
	// Own keys only (a key "__proto__" is data here), sorted by UTF-16 code units; undefined
	// values are left out.
	const keys = Object.keys(record);
	if (keys.length > 1) keys.sort();
	let out = '{';
	let first = true;
	for (let i = 0; i < keys.length; i++) {
		// eslint-disable-next-line local/own-lookups -- the record's own keys (Object.keys above)
		const value = record[keys[i]];
		if (value === undefined) continue;
		if (first) first = false;
		else out += ',';
		out += keyJson(keys[i]) + canonicalJson(value);
	}
	return out + '}';
}

/** Printable ASCII without `"` and `\`: JSON writes such a string as it is, in quotes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const quoted = (text: string): string =>
	PLAIN.test(text) ? '"' + text + '"' : JSON.stringify(text);

/**
 * A key's JSON and its colon. States repeat a few hundred field names and ids, so they are kept;
 * the bound keeps data with ever new keys from growing the memo.
 */
const KEYS_KEPT = 4096;
const keyTexts = new Map<string, string>();
function keyJson(key: string): string {
	let text = keyTexts.get(key);
	if (text === undefined) {
		text = quoted(key) + ':';
		if (keyTexts.size < KEYS_KEPT) keyTexts.set(key, text);
	}
	return text;
}

/** FNV-1a over the canonical JSON, 2 × 32 bits, as 16 hex digits. */
export function stateHash(value: unknown): string {
	const text = canonicalJson(value);
	let h1 = 0x811c9dc5;
	let h2 = 0x01000193 ^ 0x5bd1e995;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
		h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
		h2 ^= h2 >>> 15;
	}
	return h1.toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
