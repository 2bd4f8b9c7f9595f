import { restoreDice, type Dice, type DiceState } from '../common/dice';

/**
 * A Dice restored from a snapshot only when first rolled. Most orders roll nothing (a move, a
 * bid), so they skip the restore and keep the snapshot as it is. A class at module level keeps
 * hot paths free of per-call closures.
 */
export class LazyDice implements Dice {
	private inner: Dice | null = null;
	constructor(private readonly state: DiceState) {}
	private get d(): Dice {
		if (!this.inner) this.inner = restoreDice(this.state);
		return this.inner;
	}
	below(n: number): number {
		return this.d.below(n);
	}
	roll(sides: number): number {
		return this.d.roll(sides);
	}
	d6(): number {
		return this.d.d6();
	}
	pool(count: number, sides?: number): number[] {
		return this.d.pool(count, sides);
	}
	pick<T>(items: readonly T[]): T {
		return this.d.pick(items);
	}
	shuffle<T>(items: readonly T[]): T[] {
		return this.d.shuffle(items);
	}
	/** The state after the rolls made, or the untouched snapshot when nothing was rolled. */
	snapshot(): DiceState {
		return this.inner ? this.inner.snapshot() : this.state;
	}
	get used(): number {
		return this.inner ? this.inner.used : 0;
	}
}
