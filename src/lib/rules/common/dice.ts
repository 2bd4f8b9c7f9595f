import { seedRng, type SeededRngState } from './rng';

/**
 * The one source of randomness for every rules engine (architecture principle 2).
 *
 * A `Dice` is either seeded (play) or scripted (tests). Its whole state is plain JSON
 * (`snapshot()`), so a saved game stores it and a reload never re-rolls.
 * Every random choice — die rolls, picks, shuffles — is made from `below(n)`, so a
 * scripted sequence can drive all of them.
 */
export interface ScriptedDiceState {
	kind: 'scripted';
	/** 1-based values: a die roll of `sides` takes the value as is; `below(n)` returns value − 1. */
	values: number[];
	/** Index of the next value to consume. */
	next: number;
}

export type DiceState = SeededRngState | ScriptedDiceState;

/** Scripted dice (tests, scenario files) that cannot answer a choice: what went wrong, as data. */
export class DiceScriptError extends Error {
	constructor(
		readonly detail:
			| { kind: 'ran-out'; count: number; n: number }
			| { kind: 'misfit'; value: unknown; position: number; n: number }
	) {
		super(
			detail.kind === 'ran-out'
				? `scripted dice ran out after ${detail.count} values (wanted one below ${detail.n})`
				: `scripted value ${detail.value} at position ${detail.position} does not fit a choice of 1…${detail.n}`
		);
	}
}

export interface Dice {
	/** A uniform integer in [0, n). */
	below(n: number): number;
	/** One die with `sides` faces, 1…sides. */
	roll(sides: number): number;
	d6(): number;
	/** `count` dice of `sides` faces. */
	pool(count: number, sides?: number): number[];
	pick<T>(items: readonly T[]): T;
	/** A new array: Fisher–Yates, consuming one `below` per position. */
	shuffle<T>(items: readonly T[]): T[];
	/** A deep copy of the current state; restoring it continues the same sequence. */
	snapshot(): DiceState;
	/** How many values this Dice has consumed since it was created or restored. */
	readonly used: number;
}

/**
 * What every Dice does with `below`: die rolls, pools, picks and shuffles. Classes, so restoring a
 * snapshot (every engine transition that rolls) builds one small object, not a closure per method.
 * Exported for dice that draw their values in their own way (the hex engine's `LazyDice`).
 */
export abstract class DiceBase implements Dice {
	private count = 0;
	/** A uniform integer in [0, n) for a whole n ≥ 1 (checked by `below`). */
	protected abstract choose(n: number): number;
	abstract snapshot(): DiceState;

	below(n: number): number {
		if (!Number.isInteger(n) || n < 1) throw new RangeError(`cannot choose below ${n}`);
		this.count++;
		return this.choose(n);
	}
	roll(sides: number): number {
		return this.below(sides) + 1;
	}
	d6(): number {
		return this.below(6) + 1;
	}
	pool(count: number, sides = 6): number[] {
		// As Array.from({ length: count }) did: a fractional count is truncated, NaN is none.
		const n = Math.trunc(count) || 0;
		const out: number[] = [];
		for (let i = 0; i < n; i++) out.push(this.below(sides) + 1);
		return out;
	}
	pick<T>(items: readonly T[]): T {
		if (items.length === 0) throw new RangeError('cannot pick from nothing');
		return items[this.below(items.length)];
	}
	shuffle<T>(items: readonly T[]): T[] {
		const out = items.slice();
		for (let i = out.length - 1; i > 0; i--) {
			const j = this.below(i + 1);
			const t = out[i];
			out[i] = out[j];
			out[j] = t;
		}
		return out;
	}
	get used(): number {
		return this.count;
	}
}

/** sfc32 (rng.ts) with its four words held in fields: the engines roll often. */
class SeededDice extends DiceBase {
	private a: number;
	private b: number;
	private c: number;
	private d: number;
	constructor(state: SeededRngState) {
		super();
		this.a = state.a;
		this.b = state.b;
		this.c = state.c;
		this.d = state.d;
	}
	protected choose(n: number): number {
		// nextBelow (rng.ts): rejection sampling, no modulo bias.
		if (n > 0x100000000) throw new RangeError(`bad range ${n}`);
		const limit = 0x100000000 - (0x100000000 % n);
		for (;;) {
			const x = this.next32();
			if (x < limit) return x % n;
		}
	}
	/** nextUint32 (rng.ts), on the fields. */
	private next32(): number {
		const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
		this.d = (this.d + 1) >>> 0;
		this.a = (this.b ^ (this.b >>> 9)) >>> 0;
		this.b = (this.c + (this.c << 3)) >>> 0;
		this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
		this.c = (this.c + t) >>> 0;
		return t;
	}
	snapshot(): DiceState {
		return { kind: 'seeded', a: this.a, b: this.b, c: this.c, d: this.d };
	}
}

/** Scripted values, consumed in order (tests, scenario files). */
class ScriptedDice extends DiceBase {
	constructor(private readonly state: ScriptedDiceState) {
		super();
	}
	protected choose(n: number): number {
		const state = this.state;
		if (state.next >= state.values.length) {
			throw new DiceScriptError({ kind: 'ran-out', count: state.values.length, n });
		}
		const value = state.values[state.next++];
		if (!Number.isInteger(value) || value < 1 || value > n) {
			throw new DiceScriptError({ kind: 'misfit', value, position: state.next - 1, n });
		}
		return value - 1;
	}
	snapshot(): DiceState {
		return structuredCloneState(this.state);
	}
}

/** The state is the Dice's own (copied by the callers that take one from outside). */
function makeDice(state: DiceState): Dice {
	return state.kind === 'seeded' ? new SeededDice(state) : new ScriptedDice(state);
}

function structuredCloneState(state: DiceState): DiceState {
	return state.kind === 'seeded' ? { ...state } : { ...state, values: state.values.slice() };
}

/** Seeded dice for play; the seed is chosen by the app, never by the engine. */
export function seededDice(seed: number): Dice {
	return makeDice(seedRng(seed));
}

/** Scripted dice for tests: each value is consumed in order (1-based, see ScriptedDiceState). */
export function scriptedDice(values: readonly number[]): Dice {
	return makeDice({ kind: 'scripted', values: values.slice(), next: 0 });
}

/** Continues from a snapshot (e.g. one stored in a saved game). The snapshot is not mutated. */
export function restoreDice(state: DiceState): Dice {
	// Seeded dice copy the four words into their fields; a script is copied here.
	return state.kind === 'seeded' ? new SeededDice(state) : makeDice(structuredCloneState(state));
}

export function isDiceState(value: unknown): value is DiceState {
	if (typeof value !== 'object' || value === null) return false;
	const v = value as Record<string, unknown>;
	if (v.kind === 'seeded')
		return (['a', 'b', 'c', 'd'] as const).every((k) => Number.isInteger(v[k]));
	if (v.kind === 'scripted')
		return Array.isArray(v.values) && v.values.every(Number.isInteger) && Number.isInteger(v.next);
	return false;
}
