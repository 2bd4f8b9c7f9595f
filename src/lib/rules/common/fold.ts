import { ok, refuseWithin, type ReasonParams, type Result } from './result';

/**
 * Architecture principle 3 and issue 27: a game is its start plus a log of entries, and its state
 * is the engine folded over the log. This is the one fold every way to play uses — the grid and hex
 * engines' replays, the app's Skirmish and Dogfight, both table companions and the replays — so a
 * log replays the same everywhere, and a refused entry is named the same way everywhere.
 */

export interface Outcome<State, Event> {
	state: State;
	events: Event[];
}

/** How a refused entry is named: the code and the 1-based parameter, e.g. `grid.in_order` / `n`. */
export interface EntryNaming {
	code: string;
	param: string;
	/** The English prefix of the refusal's text ("order 3: "); the UI words the code. */
	prefix: (n: number) => string;
}

export interface FoldedStep<Entry, State, Event> extends Outcome<State, Event> {
	/** The entry that led here; null for the start. */
	entry: Entry | null;
	/** 0 for the start, then 1, 2, … */
	index: number;
}

/**
 * Folds `apply` over `entries` from `start`. `onStep` sees the start and every step (for replays
 * that keep each state); the result is the last state. The first refused entry stops the fold.
 */
export function foldLog<State, Entry, Event>(
	start: Outcome<State, Event>,
	entries: readonly Entry[],
	apply: (state: State, entry: Entry) => Result<Outcome<State, Event>>,
	naming: EntryNaming,
	onStep?: (step: FoldedStep<Entry, State, Event>) => void
): Result<State> {
	let state = start.state;
	onStep?.({ state, events: start.events, entry: null, index: 0 });
	for (let i = 0; i < entries.length; i++) {
		const r = apply(state, entries[i]);
		if (!r.ok) {
			const params: ReasonParams = { [naming.param]: i + 1 };
			return refuseWithin(naming.code, params, naming.prefix(i + 1), r);
		}
		state = r.value.state;
		onStep?.({ state, events: r.value.events, entry: entries[i], index: i + 1 });
	}
	return ok(state);
}
