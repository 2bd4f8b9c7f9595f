/**
 * A table game is a log (issue 20): the setup, the seed of its dice and the steps the players
 * took. Its state is the fold of the steps over the start, so a reload replays the log and undo is
 * "replay without the last step". Pure: no Svelte, no database, no clock.
 */
import { foldLog, type EntryNaming } from '$lib/rules/common/fold';
import { ok, type Result } from '$lib/rules/common/result';
import { restoreDice, seededDice, type Dice, type DiceState } from '$lib/rules/common/dice';

export interface TableLog<Setup, Action> {
	version: 1;
	setup: Setup;
	/** The app picks the seed; tests pass scripted dice. */
	seed: number | DiceState;
	steps: Action[];
}

/** One companion: where a game starts and how a step changes it. */
export interface Companion<Setup, State, Action, Event> {
	start(setup: Setup, seed: number | DiceState): Result<{ state: State; events: Event[] }>;
	apply(state: State, action: Action): Result<{ state: State; events: Event[] }>;
}

export interface Step<Action, Event> {
	action: Action | null;
	events: Event[];
}

export interface Replayed<State, Action, Event> {
	state: State;
	/** The start (action null) and every step with what it did, for the log. */
	history: Step<Action, Event>[];
}

/** The state after every step of the log (the engines' one fold); a refused step names its number. */
export function replayLog<Setup, State, Action, Event>(
	companion: Companion<Setup, State, Action, Event>,
	log: TableLog<Setup, Action>
): Result<Replayed<State, Action, Event>> {
	const start = companion.start(log.setup, log.seed);
	if (!start.ok) return start;
	const history: Step<Action, Event>[] = [];
	const end = foldLog(start.value, log.steps, companion.apply, STEP_NAMING, (step) =>
		history.push({ action: step.entry, events: step.events })
	);
	return end.ok ? ok({ state: end.value, history }) : end;
}

const STEP_NAMING: EntryNaming = {
	code: 'table.in_step',
	param: 'n',
	prefix: (n) => `step ${n}: `
};

export const withStep = <Setup, Action>(
	log: TableLog<Setup, Action>,
	action: Action
): TableLog<Setup, Action> => ({ ...log, steps: [...log.steps, action] });

/** Undo: the same log without its last step (replaying it gives the state before that step). */
export const withoutLastStep = <Setup, Action>(
	log: TableLog<Setup, Action>
): TableLog<Setup, Action> => ({ ...log, steps: log.steps.slice(0, -1) });

/** The dice a game starts with: seeded in play, scripted in tests. */
export const diceFor = (seed: number | DiceState): Dice =>
	typeof seed === 'number' ? seededDice(seed) : restoreDice(seed);
