import { DiceBase, restoreDice, type Dice, type DiceState } from './dice';
import { nextBelow, nextUint32, type SeededRngState } from './rng';

/**
 * `nextBelow` (common/rng.ts) for the small ranges the rules roll — dice, picks, a deck's shuffle:
 * the very same draws and results, but the 32-bit remainders are taken in 16-bit halves, so V8
 * stays in integer arithmetic (`x % n` on a uint32 above 2^31 is a floating-point remainder, and
 * shuffling the four damage decks at a game's first shot takes 132 of them).
 */
export function smallBelow(words: SeededRngState, n: number): number {
	if (n >= 0x8000) return nextBelow(words, n);
	const rest = ((0x10000 % n) * 0x10000) % n; // 2^32 mod n: draws at or above 2^32 − rest are redrawn
	for (;;) {
		const x = nextUint32(words);
		if (x < 0x100000000 - rest) return (((x >>> 16) % n) * 0x10000 + (x & 0xffff)) % n;
	}
}

/**
 * The game's dice for one order or turn, brought back from the snapshot only when something really
 * rolls (most orders and turns roll nothing). The one lazy dice of both engines (issue 27). Seeded dice step sfc32 (rng.ts) on a copy of the four words: no
 * closures are rebuilt per turn; scripted dice (tests, scenario files) go through `restoreDice`.
 * Not part of the state: the snapshot is.
 */
export class LazyDice extends DiceBase {
	private words: SeededRngState | null = null;
	private scripted: Dice | null = null;
	constructor(private readonly saved: DiceState) {
		super();
	}

	protected choose(n: number): number {
		if (this.words !== null) return smallBelow(this.words, n);
		if (this.scripted !== null) return this.scripted.below(n);
		const saved = this.saved;
		if (saved.kind === 'seeded') {
			this.words = { kind: 'seeded', a: saved.a, b: saved.b, c: saved.c, d: saved.d };
			return smallBelow(this.words, n);
		}
		this.scripted = restoreDice(saved);
		return this.scripted.below(n);
	}
	snapshot(): DiceState {
		const w = this.words;
		if (w !== null) return { kind: 'seeded', a: w.a, b: w.b, c: w.c, d: w.d };
		return this.scripted !== null ? this.scripted.snapshot() : this.saved;
	}
}
