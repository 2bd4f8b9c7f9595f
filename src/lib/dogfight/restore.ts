/**
 * A stored Dogfight back into play (issue 26). The log is the truth: it is checked against its
 * schema, its setup and seats go through the same checks as a new game (`createDogfight`, which
 * runs the engine's `setupHexGame`), and its turns are replayed. The stored state is read only
 * for the choices of the turn under way — tailing choices, locked plots, the fire chosen after
 * movement — and each goes through the engine again (`chooseTail`, `lockPlot`,
 * `resolveMovement`, `lockFire`), so a damaged state is refused with a reason, never shown.
 * The one loader of Dogfights: the screens (store.ts) and the backup import use it. Pure.
 */
import type { GameRecord } from '$lib/db/records';
import { ok, quote, refuse, type Refusal, type Result } from '$lib/rules/common/result';
import {
	chooseTail,
	lockFire,
	lockPlot,
	replayHexGame,
	resolveMovement,
	type FireOrderPlot,
	type HexEvent,
	type HexGameState,
	type PlotMap
} from '$lib/rules/hex';
import {
	dogfightLogSchema,
	dogfightTurnSchema,
	dogfightUiSchema
} from '$lib/saved-games/hex-schema';
import { checkShape } from '$lib/saved-games/shape';
import { createDogfight, type DogfightGame, type DogfightLog, type DogfightUi } from './game';

interface TurnInputs {
	tailing: { chosen?: { tailer: string; tailed: string }[] };
	locked: PlotMap;
	fireStep?: { plots: PlotMap; chosen: { plane: string; fire: FireOrderPlot[] }[] };
}

/** No Dogfight is saved under this id (the store's answer; the words are the screens'). */
export const noSavedDogfight = (id: string): Refusal =>
	refuse(
		'dogfight.no_saved_game',
		{ id: quote(id) },
		`There is no such saved dogfight (${quote(id)}).`
	);

const mismatch = () =>
	refuse(
		'dogfight.saved.state_mismatch',
		{},
		'The saved turn does not fit the game: its screen and its state disagree.'
	);

export function dogfightFromRecord(record: GameRecord): Result<DogfightGame> {
	if (record.kind !== 'dogfight') return mismatch();
	const log = checkShape<DogfightLog>(dogfightLogSchema, record.log, 'log');
	if (!log.ok) return log;
	const ui = checkShape<DogfightUi>(dogfightUiSchema, record.ui, 'ui');
	if (!ui.ok) return ui;
	const inputs = checkShape<TurnInputs>(dogfightTurnSchema, record.state, 'state');
	if (!inputs.ok) return inputs;
	// The same checks as a new game: every plane has a seat of its side, a human plays.
	const fresh = createDogfight(log.value.setup, log.value.seats, log.value.seed);
	if (!fresh.ok) return fresh;
	const replay = replayHexGame(log.value);
	if (!replay.ok) return replay;
	const turns = replay.value.events;
	const lastTold: HexEvent[] = turns.length > 0 ? turns[turns.length - 1] : [];
	const base = replay.value.state;
	const conceded = log.value.conceded;
	if (conceded) {
		// concede() (game.ts): the game ends where the log ends, the other side wins.
		const state: HexGameState = {
			...base,
			over: true,
			winner: conceded === 'entente' ? 'central' : 'entente',
			locked: {}
		};
		delete state.fireStep;
		// A concession after movement ends at the board of the turn's start: the moves of a
		// turn nobody finished are not in the log.
		return ok({ log: log.value, state, ui: { ...ui.value, lastEvents: [] } });
	}
	const phase = ui.value.phase;
	// Told: the turn is in the log, the state is the one after it.
	if (phase === 'resolved')
		return ok({ log: log.value, state: base, ui: { ...ui.value, lastEvents: lastTold } });
	if (base.over) return mismatch();
	const firing = phase === 'firing';
	const step = inputs.value.fireStep;
	if (firing !== !!step) return mismatch();
	let state = base;
	for (const c of inputs.value.tailing.chosen ?? []) {
		const r = chooseTail(state, c.tailer, c.tailed);
		if (!r.ok) return r;
		state = r.value;
	}
	for (const [planeId, plot] of Object.entries(step ? step.plots : inputs.value.locked)) {
		const r = lockPlot(state, planeId, plot);
		if (!r.ok) return r;
		state = r.value;
	}
	if (!step) return ok({ log: log.value, state, ui: { ...ui.value, lastEvents: lastTold } });
	const moved = resolveMovement(state, {});
	if (!moved.ok) return moved;
	state = moved.value.state;
	for (const c of step.chosen) {
		const r = lockFire(state, c.plane, c.fire);
		if (!r.ok) return r;
		state = r.value;
	}
	return ok({ log: log.value, state, ui: { ...ui.value, lastEvents: moved.value.events } });
}
