/**
 * The phase machine for one turn (2013 order): 1 tailing · 2 planning · 3 movement · 4 fuel ·
 * 5 combat · 6 resolve · 7 recovery · 8 problems. A turn resolves in two steps, because fire is
 * chosen after movement (H-COMB-3, 000:351): `resolveMovement` flies phases 1–4 and opens the
 * fire step (fire-step.ts: each plane that may shoot chooses, `lockFire`); `resolveCombat` runs
 * phases 5–8 with the fire chosen. `resolveTurn` does both from a turn's record entry (the plots
 * with the fire chosen beside them): replays, the umpire, tournaments.
 * Phases 5–8 are hooks: by default part 2's combat and damage (`COMBAT_HOOKS`); `PART1_HOOKS`
 * leaves them empty. Tailing for the NEXT turn is computed at the end, so the state between turns
 * already says who tails whom (views show it during planning).
 */
import { ok, reasonOf, refuse, refuseWithin, type Result } from '../common/result';
import { combatSettingsFor } from './combat-phase';
import { checkFireOnBoard, fireDue, type FireBoard } from './fire-step';
import { maneuverOf } from './catalog';
import { mapInfo } from './map';
import { LazyDice } from '../common/lazy-dice';
import { clonePlane, type ResolveOptions, type TurnContext } from './turn-context';
import { flyTurn, stalledPlanes } from './turn-start';
import { finishTurn } from './turn-end';
import type { FlownPlot, HexEvent, HexGameState, Plot, PlotMap } from './types';
import { own, setOwn } from '../common/own';

export {
	PART1_HOOKS,
	type PhaseHandler,
	type PhaseHooks,
	type ResolveOptions,
	type TurnContext
} from './turn-context';

type Resolved = Result<{ state: HexGameState; events: HexEvent[] }>;

/** What each plane flew, as the fire step's state keeps it (plain data). */
function flownRecord(flown: ReadonlyMap<string, FlownPlot>): Record<string, FlownPlot> {
	const out: Record<string, FlownPlot> = {};
	for (const [id, plot] of flown) setOwn(out, id, { maneuver: plot.maneuver, order: plot.order });
	return out;
}

/** The record entry of the turn: the plots, with each tailing choice beside its plot. */
function recordedPlots(state: HexGameState, plots: PlotMap): PlotMap {
	const chosen = state.tailing.chosen ?? [];
	const out = { ...plots };
	for (const c of chosen) {
		const plot = own(out, c.tailer);
		if (plot) setOwn(out, c.tailer, { ...plot, tail: c.tailed });
	}
	return out;
}

/**
 * Phases 1–4 (H-TAIL, H-PLAN, H-MOVE, H-FUEL): flies every plot and opens the fire step, in which
 * each plane that may shoot chooses its fire (`lockFire`); `resolveCombat` goes on from there.
 * Never mutates the input; an illegal plot is refused with the reason (or spins, table play).
 */
export function resolveMovement(
	state: HexGameState,
	plots: PlotMap,
	options: ResolveOptions = {}
): Resolved {
	const flown = flyTurn(state, plots, options.illegalPlots ?? 'refuse');
	if (!flown.ok) return flown;
	const ctx = flown.value;
	const start = ctx.state;
	// 5 opens: who may shoot is decided on the board as it stands now (H-COMB-3).
	const stalled = stalledPlanes(ctx);
	const moved: HexGameState = {
		version: start.version,
		ruleset: start.ruleset,
		map: start.map,
		homeEdges: start.homeEdges,
		turn: start.turn,
		planes: ctx.planes,
		tailing: start.tailing,
		locked: {},
		dice: ctx.dice.snapshot(),
		over: start.over,
		winner: start.winner,
		damageDecks: start.damageDecks,
		kills: start.kills,
		fireStep: {
			plots: recordedPlots(start, ctx.plots),
			flown: flownRecord(ctx.flown),
			due: [],
			chosen: [],
			stalled
		}
	};
	moved.fireStep!.due = fireDue(moved, stalled);
	return ok({ state: moved, events: ctx.events });
}

/**
 * Phases 5–8 (H-COMB, H-DMG, H-REC, H-PROB) with the fire chosen in the fire step (a plane that
 * did not choose holds fire), then the end of the turn and next turn's tailing.
 */
export function resolveCombat(state: HexGameState, options: ResolveOptions = {}): Resolved {
	const step = state.fireStep;
	if (!step)
		return refuse(
			'hex.fire.not_now',
			{},
			'Shots are chosen in the combat phase, after the planes have moved.'
		);
	const plots: PlotMap = {};
	for (const id of Object.keys(step.plots)) setOwn(plots, id, { ...own(step.plots, id)! });
	for (const c of step.chosen) {
		const plot = own(plots, c.plane);
		if (plot) setOwn<Plot>(plots, c.plane, { ...plot, fire: c.fire });
	}
	const ctx: TurnContext = {
		state,
		rules: state.ruleset,
		map: mapInfo(state.map),
		planes: state.planes.map(clonePlane),
		flown: new Map(
			Object.entries(step.flown).map(([id, f]) => [id, { ...f, flies: maneuverOf(f.maneuver) }])
		),
		dice: new LazyDice(state.dice),
		events: [],
		plots,
		combatTurn: undefined,
		damageDecks: undefined
	};
	return ok(finishTurn(ctx, options.hooks));
}

/**
 * The fire step of a turn resolved from its record entry (H-COMB-3): each plane's recorded fire
 * checked against the board after movement, as `lockFire` checks it, and written into the turn's
 * plots for phase 5. Table play (`illegalPlots: 'spin'`) fires the legal shots only and tells the
 * owner why the others were not fired.
 */
function fireFromRecord(ctx: TurnContext, plots: PlotMap, spin: boolean): Result<true> {
	let board: FireBoard | null = null;
	for (const plane of ctx.planes) {
		const fire = own(plots, plane.id)?.fire;
		if (!fire || fire.length === 0) continue;
		board ??= {
			ruleset: ctx.rules,
			turn: ctx.state.turn,
			planes: ctx.planes,
			plots: ctx.plots,
			stalled: stalledPlanes(ctx)
		};
		let r = checkFireOnBoard(board, plane, fire);
		if (!r.ok && spin) {
			// Table play: each shot on its own; the ones not legal now are not fired.
			const legal = fire.filter((f) => {
				const one = checkFireOnBoard(board!, plane, [f]);
				if (!one.ok)
					ctx.events.push({
						type: 'fireRefused',
						plane: plane.id,
						position: f.position,
						target: f.target,
						reason: reasonOf(one)
					});
				return one.ok;
			});
			r = checkFireOnBoard(board, plane, legal);
		}
		if (!r.ok)
			return refuseWithin('hex.turn.fire_refused', { plane: plane.id }, `${plane.id}: `, r);
		const plot = own(ctx.plots, plane.id);
		if (plot) setOwn<Plot>(ctx.plots, plane.id, { ...plot, fire: r.value });
	}
	return ok(true);
}

/**
 * One whole turn from its record entry: the plots, and beside them the fire each plane chose
 * after movement (`Plot.fire`). Returns the next state and every event, never mutating the input.
 * An illegal plot or shot is refused with the reason; with `illegalPlots: 'spin'` (table play)
 * the plot flies 0S2 instead and the shot is not fired (`fireRefused`, owner only).
 * Online rules fire automatically: written fire is ignored there. The same as `resolveMovement`,
 * `lockFire` for every plane with fire, then `resolveCombat` — in one pass over one working copy.
 */
export function resolveTurn(
	state: HexGameState,
	plots: PlotMap,
	options: ResolveOptions = {}
): Resolved {
	const spin = options.illegalPlots === 'spin';
	const flown = flyTurn(state, plots, spin ? 'spin' : 'refuse');
	if (!flown.ok) return flown;
	const ctx = flown.value;
	if (combatSettingsFor(ctx.rules).rules.targeting !== 'automatic') {
		const fired = fireFromRecord(ctx, plots, spin);
		if (!fired.ok) return fired;
	}
	return ok(finishTurn(ctx, options.hooks));
}
