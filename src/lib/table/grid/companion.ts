/**
 * The "Tally Ho!" companion's steps (issue 20). Each step changes a draft of the grid engine's
 * state with the engine's own functions, then lets the engine run on (`settle`: the end of the
 * fire step, dealing the initiative deck, re-entries, bids, the end of a turn and the victory
 * check). Steps never mutate their input; a refused step says why.
 */
import { DiceScriptError, type Dice, type DiceState } from '$lib/rules/common/dice';
import { ok, quote, refuse, type Refusal, type Result } from '$lib/rules/common/result';
import {
	applyOrder,
	checkSetup,
	inPlay,
	type Edge,
	type GridEvent,
	type GridState,
	type ManoeuvreId,
	type PlaneState
} from '$lib/rules/grid';
import { isObservation } from '$lib/rules/grid/catalog';
import { activatable, spendMarker } from '$lib/rules/grid/command';
import { endGame, settle } from '$lib/rules/grid/flow';
import { LazyDice } from '$lib/rules/common/lazy-dice';
import { movePlan } from '$lib/rules/grid/movement';
import { leaveTable, markManoeuvre, passingShotGun, passingShots } from '$lib/rules/grid/moves';
import { diceFrom, draftOf, initialState } from '$lib/rules/grid/state';
import type { Companion } from '../log';
import { comeOutOfCloud, lostInCloud } from './cloud';
import { checkTableShot, fireTableShot } from './shots';
import type { TallyAction, TallyEvent, TallySetup, TallyState } from './types';

type Done = Result<{ state: TallyState; events: TallyEvent[] }>;

/** The engine pushes its own events onto the companion's list (they are table events too). */
const asGrid = (events: TallyEvent[]): GridEvent[] => events as GridEvent[];

const diceRanOut = (e: DiceScriptError): Refusal =>
	refuse('table.dice_ran_out', {}, `The scripted dice ran out: ${e.message}`);

/** A new table game: turn 1's fire step (deck play) or first bid (command points). */
export function startTally(setup: TallySetup, seed: number | DiceState): Done {
	const checked = checkSetup(setup.grid);
	if (!checked.ok) return checked;
	const grid = initialState(setup.grid, diceFrom(seed).snapshot());
	const state: TallyState = {
		grid,
		fireStart: null,
		fired: [],
		combat: null,
		cloudSizes: [],
		cloudExit: null
	};
	const events: TallyEvent[] = [{ type: 'turn-started', turn: 1 }];
	const dice = new LazyDice(grid.dice);
	const draft: TallyState = { ...state, grid: draftOf(grid) };
	runOn(draft, dice, asGrid(events));
	draft.grid.dice = dice.snapshot();
	return ok({ state: draft, events });
}

/**
 * After a step: inside a fire step nothing runs on until the players end it (every shot of the
 * step is simultaneous, so the victory check waits too); anywhere else the engine settles.
 */
function runOn(draft: TallyState, dice: Dice, events: GridEvent[]): void {
	const grid = draft.grid;
	if (grid.phase !== 'fire' || grid.pendingFire.A !== undefined) settle(grid, dice, events, true);
	if (grid.phase === 'fire') {
		if (!draft.fireStart || draft.fireStart.turn !== grid.turn) {
			draft.fireStart = grid;
			draft.fired = [];
		}
	} else {
		draft.fireStart = null;
		if (draft.combat === null) draft.fired = [];
	}
}

const planeOf = (grid: GridState, id: string): Result<PlaneState> => {
	const p = grid.planes.find((q) => q.id === id);
	return p ? ok(p) : refuse('grid.no_such_plane', { plane: quote(id) }, `there is no plane ${id}`);
};

/** Applies one step; the result is a new state and what happened, or the reason it cannot. */
export function applyTally(state: TallyState, action: TallyAction): Done {
	if (state.grid.phase === 'over') return refuse('table.game_over', {}, 'The fight is over.');
	// Bids and Patience are engine orders as they are: the engine checks, applies and runs on.
	if (action.kind === 'bid' || action.kind === 'patience') {
		if (action.kind === 'patience' && stillLost(state.grid, action.plane)) return rollExitFirst();
		const r = applyOrder(state.grid, action, true);
		if (!r.ok) return r;
		const next: TallyState = { ...state, grid: r.value.state, cloudExit: null };
		return ok({ state: next, events: r.value.events });
	}
	const dice = new LazyDice(state.grid.dice);
	const draft: TallyState = { ...state, grid: draftOf(state.grid) };
	// G-TER-2: where a plane came out of its cloud shows (and may be rolled again) until the next step.
	if (action.kind !== 'cloud-exit-reroll') draft.cloudExit = null;
	const events: TallyEvent[] = [];
	try {
		const done = perform(draft, action, dice, events);
		if (!done.ok) return done;
		runOn(draft, dice, asGrid(events));
	} catch (e) {
		if (e instanceof DiceScriptError) return diceRanOut(e);
		throw e;
	}
	draft.grid.dice = dice.snapshot();
	return ok({ state: draft, events });
}

function perform(
	draft: TallyState,
	action: Exclude<TallyAction, { kind: 'bid' | 'patience' }>,
	dice: Dice,
	events: TallyEvent[]
): Result<void> {
	const grid = draft.grid;
	switch (action.kind) {
		case 'shot': {
			const checked = checkTableShot(draft, action);
			if (!checked.ok) return checked;
			fireTableShot(draft, action, checked.value, dice, asGrid(events));
			return ok(undefined);
		}
		case 'end-fire':
			if (grid.phase !== 'fire')
				return refuse('table.not_fire_step', {}, 'Shots are fired in the fire step.');
			// Every shot is already rolled: the engine's fire step runs with nothing left to fire.
			grid.pendingFire = { A: [], B: [] };
			events.push({ type: 'fire-step-ended', turn: grid.turn });
			return ok(undefined);
		case 'moved':
			if (stillLost(grid, action.plane)) return rollExitFirst();
			return moved(draft, action.plane, action.manoeuvre, action.passed ?? [], dice, events);
		case 'lost':
			return lostInCloud(draft, action.plane, action.manoeuvre, events);
		case 'cloud-exit':
			return comeOutOfCloud(draft, action.plane, action, dice, events);
		case 'cloud-exit-reroll':
			return comeOutOfCloud(draft, action.plane, null, dice, events);
		case 'flight': {
			if (stillLost(grid, action.plane)) return rollExitFirst();
			const p = activatable(grid, action.plane);
			if (!p.ok) return p;
			if (draft.combat !== null) return busy(draft.combat);
			const passing = checkPassed(grid, p.value, action.passed ?? []);
			if (!passing.ok) return passing;
			spendMarker(grid, action.plane);
			events.push({ type: 'flight', plane: action.plane });
			passingShots(grid, p.value, passing.value, dice, asGrid(events));
			return ok(undefined);
		}
		case 'combat': {
			if (stillLost(grid, action.plane)) return rollExitFirst();
			const p = activatable(grid, action.plane);
			if (!p.ok) return p;
			if (draft.combat !== null) return busy(draft.combat);
			draft.combat = action.plane;
			draft.fired = [];
			events.push({ type: 'combat-started', plane: action.plane });
			return ok(undefined);
		}
		case 'end-combat': {
			const plane = draft.combat;
			if (plane === null) return refuse('table.no_combat_now', {}, 'No Combat action is going on.');
			spendMarker(grid, plane);
			draft.combat = null;
			draft.fired = [];
			events.push({ type: 'combat-ended', plane });
			return ok(undefined);
		}
		case 'left':
			return left(draft, action.plane, action.edge, events);
		case 'down': {
			const p = planeOf(grid, action.plane);
			if (!p.ok) return p;
			if (!inPlay(p.value)) return notInPlay(action.plane);
			p.value.status = 'shot-down';
			events.push({ type: 'shot-down', plane: action.plane, by: null });
			endActivationOf(grid, action.plane);
			return ok(undefined);
		}
		case 'objective':
			return objective(grid, action.plane, action.objective, events);
		case 'end':
			events.push({ type: 'ended-by-players' });
			endGame(grid, asGrid(events), true);
			return ok(undefined);
	}
}

const stillLost = (grid: GridState, plane: string) =>
	grid.planes.some((p) => p.id === plane && p.status === 'lost');

const rollExitFirst = () =>
	refuse(
		'table.lost_roll_exit',
		{},
		'The plane is still lost in its cloud: roll where it comes out first.'
	);

const busy = (plane: string) =>
	refuse('table.other_combat', { current: plane }, 'Another plane is taking its Combat action.');

const notInPlay = (plane: string) =>
	refuse('table.not_in_play', { plane }, 'That plane is no longer in the fight.');

/** A plane that leaves the fight during its own activation has had it. */
function endActivationOf(grid: GridState, plane: string): void {
	if (grid.activation?.current === plane)
		grid.activation = { ...grid.activation, current: null, source: null };
}

/**
 * G-MOVE-4 (002:164): the enemies the model passed, as the players name them — each an enemy
 * still on the table, once. The engine decides whether the plane's wing MG may take the shots
 * (`passingShotGun`); naming enemies for a plane it does not offer them to is refused.
 */
function checkPassed(grid: GridState, p: PlaneState, passed: readonly string[]): Result<string[]> {
	if (passed.length === 0) return ok([]);
	if (!passingShotGun(grid, p))
		return refuse(
			'table.no_passing_shot',
			{ plane: p.id },
			'This plane has no wing MG that may take a passing shot now.'
		);
	const out: string[] = [];
	for (const id of passed) {
		const q = grid.planes.find((x) => x.id === id);
		if (!q || q.side === p.side || q.status !== 'active' || out.includes(id))
			return refuse(
				'table.not_passed_enemy',
				{ plane: quote(id) },
				'Name each enemy plane on the table it passed, once.'
			);
		out.push(id);
	}
	return ok(out);
}

/**
 * Deck play: the activated plane flew; its manoeuvre leaves its ±ve and marks (G-MAN-1…4), and
 * its wing MG rolls for a passing shot at each enemy it passed, as the engine's move does
 * (G-MOVE-4, `passingShots`).
 */
function moved(
	draft: TallyState,
	plane: string,
	manoeuvre: ManoeuvreId | null,
	passed: readonly string[],
	dice: Dice,
	events: TallyEvent[]
): Result<void> {
	const grid = draft.grid;
	if (grid.phase !== 'activation' || grid.activation?.current !== plane)
		return refuse('table.not_activated', { plane }, 'Only the plane whose card is up moves now.');
	const p = planeOf(grid, plane);
	if (!p.ok) return p;
	if (manoeuvre !== null) {
		const plan = movePlan(grid, p.value, manoeuvre, false);
		if (!plan.ok) return plan;
	}
	const passing = checkPassed(grid, p.value, passed);
	if (!passing.ok) return passing;
	markManoeuvre(grid, p.value, manoeuvre);
	events.push({ type: 'flew', plane, manoeuvre });
	passingShots(grid, p.value, passing.value, dice, asGrid(events));
	endActivationOf(grid, plane);
	return ok(undefined);
}

/** G-MOVE-5, G-MOVE-6, C-M1, C-M4: the engine decides whether it withdrew, escaped or re-enters. */
function left(draft: TallyState, plane: string, edge: Edge, events: TallyEvent[]): Result<void> {
	const grid = draft.grid;
	const p = planeOf(grid, plane);
	if (!p.ok) return p;
	if (p.value.status !== 'active')
		return refuse('table.not_on_table', { plane }, 'That plane is not on the table.');
	if (!['west', 'east', 'north', 'south'].includes(edge))
		return refuse('table.bad_edge', { edge: quote(edge) }, 'Name the edge it left by.');
	leaveTable(grid, p.value, edge, asGrid(events));
	endActivationOf(grid, plane);
	return ok(undefined);
}

/**
 * C-M1, C-M2, C-M4: what side A's observation planes did over the table, as the engine's own
 * flags, so its victory check judges the mission.
 */
function objective(
	grid: GridState,
	plane: string,
	what: 'photographed' | 'bombed' | 'site-found',
	events: TallyEvent[]
): Result<void> {
	const p = planeOf(grid, plane);
	if (!p.ok) return p;
	if (p.value.side !== 'A' || !isObservation(p.value))
		return refuse(
			'table.objective_observer',
			{ plane },
			'Only side A’s observation planes carry out the mission’s task.'
		);
	if (p.value.status !== 'active')
		return refuse('table.not_on_table', { plane }, 'That plane is not on the table.');
	const { x, y } = p.value;
	if (what === 'photographed') {
		if (grid.mission !== 'photo-recon') return noSuchTask();
		p.value.photographed = true;
		events.push({ type: 'photographed', plane, x, y });
		return ok(undefined);
	}
	if (what === 'bombed') {
		const target = grid.objectives.bombTargets.find((t) => !t.bombed);
		if (grid.mission !== 'bombing-run' || !target) return noSuchTask();
		target.bombed = true;
		events.push({ type: 'bombed', plane, x, y });
		return ok(undefined);
	}
	const site = grid.objectives.sites.find((s) => s.real);
	if (grid.mission !== 'long-recon' || !site) return noSuchTask();
	site.visited = true;
	events.push({ type: 'site-found', plane });
	return ok(undefined);
}

const noSuchTask = () =>
	refuse('table.no_such_task', {}, 'This mission has no such task, or it is already done.');

export const TALLY: Companion<TallySetup, TallyState, TallyAction, TallyEvent> = {
	start: startTally,
	apply: applyTally
};
