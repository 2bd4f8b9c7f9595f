/**
 * A stable hash of plain data: object keys are sorted, so two equal states hash the same
 * whatever order their fields were written in. Used to prove that replaying a game's
 * setup + seed + orders reaches the same final state (architecture principle 3).
 */
export function canonicalJson(value: unknown): string {
	if (value === null || typeof value !== 'object') {
		if (typeof value === 'number' && !Number.isFinite(value))
			throw new TypeError('non-finite number in state');
		if (value === undefined) return 'null';
		return JSON.stringify(value);
	}
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
	// Own entries only (a key "__proto__" is data here); sorted as Array#sort sorts strings.
	const entries = Object.entries(value)
		.filter(([, v]) => v !== undefined)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
		.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
	return `{${entries.join(',')}}`;
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
