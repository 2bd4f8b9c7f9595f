/**
 * sfc32: a small, fast, well-tested 32-bit PRNG whose whole state is four integers,
 * so it can live inside a saved game as plain JSON (architecture principle 2).
 */
export interface SeededRngState {
	kind: 'seeded';
	a: number;
	b: number;
	c: number;
	d: number;
}

/** splitmix32 spreads a small user seed over the four state words. */
function splitmix32(seed: number): () => number {
	let s = seed >>> 0;
	return () => {
		s = (s + 0x9e3779b9) >>> 0;
		let z = s;
		z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
		z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
		return (z ^ (z >>> 16)) >>> 0;
	};
}

export function seedRng(seed: number): SeededRngState {
	const next = splitmix32(seed);
	const state: SeededRngState = { kind: 'seeded', a: next(), b: next(), c: next(), d: next() };
	// Discard the first outputs: sfc32 mixes poorly for the first few steps.
	for (let i = 0; i < 12; i++) nextUint32(state);
	return state;
}

/** Advances `state` in place and returns the next unsigned 32-bit integer. */
export function nextUint32(state: SeededRngState): number {
	const t = (((state.a + state.b) >>> 0) + state.d) >>> 0;
	state.d = (state.d + 1) >>> 0;
	state.a = (state.b ^ (state.b >>> 9)) >>> 0;
	state.b = (state.c + (state.c << 3)) >>> 0;
	state.c = ((state.c << 21) | (state.c >>> 11)) >>> 0;
	state.c = (state.c + t) >>> 0;
	return t;
}

/** Uniform integer in [0, n) without modulo bias (rejection sampling). */
export function nextBelow(state: SeededRngState, n: number): number {
	if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`bad range ${n}`);
	const limit = 0x100000000 - (0x100000000 % n);
	for (;;) {
		const x = nextUint32(state);
		if (x < limit) return x % n;
	}
}
