import { nextBelow, seedRng, type SeededRngState } from './rng';

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

function makeDice(state: DiceState): Dice {
	let used = 0;
	const below = (n: number): number => {
		if (!Number.isInteger(n) || n < 1) throw new RangeError(`cannot choose below ${n}`);
		used++;
		if (state.kind === 'seeded') return nextBelow(state, n);
		if (state.next >= state.values.length) {
			throw new DiceScriptError({ kind: 'ran-out', count: state.values.length, n });
		}
		const value = state.values[state.next++];
		if (!Number.isInteger(value) || value < 1 || value > n) {
			throw new DiceScriptError({ kind: 'misfit', value, position: state.next - 1, n });
		}
		return value - 1;
	};
	const dice: Dice = {
		below,
		roll: (sides) => below(sides) + 1,
		d6: () => below(6) + 1,
		pool: (count, sides = 6) => Array.from({ length: count }, () => below(sides) + 1),
		pick: (items) => {
			if (items.length === 0) throw new RangeError('cannot pick from nothing');
			return items[below(items.length)];
		},
		shuffle: (items) => {
			const out = items.slice();
			for (let i = out.length - 1; i > 0; i--) {
				const j = below(i + 1);
				[out[i], out[j]] = [out[j], out[i]];
			}
			return out;
		},
		snapshot: () => structuredCloneState(state),
		get used() {
			return used;
		}
	};
	return dice;
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
	return makeDice(structuredCloneState(state));
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
