import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, stateHash } from './hash';

/**
 * The canonical JSON as it was written before issue 30 made it one pass: every recorded hash (the
 * replay pins, the bots' recorded games, saved games' final hashes) was made with this text, so
 * the faster version must write exactly the same.
 */
function canonicalJsonBefore(value: unknown): string {
	if (value === null || typeof value !== 'object') {
		if (typeof value === 'number' && !Number.isFinite(value))
			throw new TypeError('non-finite number in state');
		if (value === undefined) return 'null';
		return JSON.stringify(value);
	}
	if (Array.isArray(value)) return `[${value.map(canonicalJsonBefore).join(',')}]`;
	const entries = Object.entries(value)
		.filter(([, v]) => v !== undefined)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
		.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJsonBefore(v)}`);
	return `{${entries.join(',')}}`;
}

/** Keys and strings that JSON must escape, or that sort unlike their look. */
const awkwardText = fc.oneof(
	fc.string(),
	fc.string({ unit: 'grapheme' }),
	fc.string({ unit: 'binary' }),
	fc.constantFrom('', '"', '\\', '\n', '\u2028', '\ud800', 'é', 'Z', 'a', '10', '9', '__proto__')
);

/** Plain data as states hold it, with undefined fields and items mixed in. */
const stateLike = fc.letrec((tie) => ({
	value: fc.oneof(
		{ depthSize: 'small' },
		awkwardText,
		fc.double({ noNaN: true, noDefaultInfinity: true }),
		fc.integer(),
		fc.constantFrom(0, -0, 1e21, 5e-7, null, undefined, true, false),
		fc.array(tie('value'), { maxLength: 5 }),
		fc.dictionary(awkwardText, tie('value'), { maxKeys: 6 })
	)
}));

describe('canonicalJson (issue 30: one pass, the same text)', () => {
	it('writes what the version before wrote, for any state-like value', () => {
		fc.assert(
			fc.property(stateLike.value, (value) => {
				expect(canonicalJson(value)).toBe(canonicalJsonBefore(value));
			}),
			{ numRuns: 2000 }
		);
	});

	it('keeps "__proto__" as data, holes and undefined items as before, and refuses NaN', () => {
		const own = JSON.parse('{"b":1,"__proto__":{"x":[1,null]},"a":{"c":null}}');
		own.a.c = undefined;
		expect(canonicalJson(own)).toBe('{"__proto__":{"x":[1,null]},"a":{},"b":1}');
		expect(canonicalJson(own)).toBe(canonicalJsonBefore(own));
		// eslint-disable-next-line no-sparse-arrays -- a hole is what is tested
		const holes = [1, , undefined, null];
		expect(canonicalJson(holes)).toBe('[1,,null,null]');
		expect(canonicalJson(holes)).toBe(canonicalJsonBefore(holes));
		expect(() => canonicalJson({ a: [Number.NaN] })).toThrow('non-finite');
		expect(() => canonicalJson(Infinity)).toThrow('non-finite');
	});

	it('sorts keys by code unit, whatever order they were written in', () => {
		expect(canonicalJson({ b: 1, a: 2, B: 3, 10: 4, 9: 5, é: 6 })).toBe(
			'{"10":4,"9":5,"B":3,"a":2,"b":1,"é":6}'
		);
		expect(stateHash({ x: 1, y: [true, 'z'] })).toBe(stateHash({ y: [true, 'z'], x: 1 }));
	});

	it('hashes as recorded: a fixed value keeps the hash the version before gave it', () => {
		const value = {
			turn: 3,
			planes: [{ id: 'A1', at: [4, -2], gone: undefined }],
			note: 'é"\n',
			z: -0,
			w: 1e21
		};
		expect(stateHash(value)).toBe('db2734172830c535');
	});
});
