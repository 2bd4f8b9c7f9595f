/**
 * Phases 1–4 of a turn (H-TAIL, H-PLAN, H-MOVE, H-FUEL) on a working context: the checks before
 * anything moves, this turn's tailing choices, every plot checked once more, movement, altitude,
 * collisions and fuel. turn.ts goes on from here to the fire step and phases 5–8 (turn-end.ts).
 */
import { ok, quote, refuse, type Result } from '../common/result';
import { own, setOwn } from '../common/own';
import { expireRestrictions, planFlights } from './flights';
import { fuelPhase } from './fuel';
import { mapInfo } from './map';
import { applyAltitude, checkCollisions, movePlane } from './movement';
import { tailingOptions, tailingWithChoices } from './tailing';
import { LazyDice } from '../common/lazy-dice';
import { PHASE_EVENTS, clonePlane, type TurnContext } from './turn-context';
import { SPIN_CODE, type Maneuver } from '../../data/hex/maneuvers';
import type { FlownPlot, HexGameState, PlotMap } from './types';

/** No own key at all, without building the key list (every turn asks it of `locked`). */
function noOwnKeys(record: object): boolean {
	for (const key in record) if (Object.hasOwn(record, key)) return false;
	return true;
}

/** Refuses a turn that cannot start: the game is over, the planes have moved, a lock changed. */
export function turnCannotStart(state: HexGameState, plots: PlotMap): Result<true> {
	if (state.over) return refuse('hex.turn.game_over', {}, 'The game is over.');
	if (state.fireStep)
		return refuse(
			'hex.turn.fire_step',
			{},
			'The planes have moved: fire is chosen now, then the combat phase resolves.'
		);
	if (noOwnKeys(state.locked)) return ok(true);
	for (const id of Object.keys(state.locked)) {
		const locked = own(state.locked, id)!;
		const p = own(plots, id);
		if (
			p &&
			(p.maneuver !== locked.maneuver || (p.altitude ?? 'level') !== (locked.altitude ?? 'level'))
		)
			return refuse(
				'hex.turn.locked_changed',
				{ plane: id, maneuver: locked.maneuver },
				`${id} already locked ${locked.maneuver}; a locked plot cannot change.`
			);
	}
	return ok(true);
}

/**
 * H-TAIL-2: this turn's tailing with the choices written in the plots (a replay) on top of those
 * already made (`chooseTail`). A choice that is not open to the plane is refused.
 */
function tailingForTurn(state: HexGameState, plots: PlotMap): Result<HexGameState> {
	let chosen: { tailer: string; tailed: string }[] | null = null;
	let changed = false;
	for (const id of Object.keys(plots)) {
		const tail = own(plots, id)?.tail;
		if (tail === undefined) continue;
		chosen ??= (state.tailing.chosen ?? []).map((c) => ({ tailer: c.tailer, tailed: c.tailed }));
		const before = chosen.find((c) => c.tailer === id);
		if (before?.tailed === tail) continue;
		const option = tailingOptions(state).find((o) => o.tailer === id);
		if (!option || !option.enemies.includes(tail))
			return refuse(
				'hex.tail.not_an_option',
				{ plane: id, tailed: quote(tail) },
				`${id} cannot tail ${tail} this turn.`
			);
		if (before) before.tailed = tail;
		else chosen.push({ tailer: id, tailed: tail });
		changed = true;
	}
	return ok(changed ? { ...state, tailing: tailingWithChoices(state, chosen!) } : state);
}

/** The plots with the fire left out: fire is chosen in the fire step, never with the plot. */
function withoutFire(plots: PlotMap): PlotMap {
	const ids = Object.keys(plots);
	if (!ids.some((id) => own(plots, id)?.fire !== undefined)) return plots;
	const out: PlotMap = {};
	for (const id of ids) {
		const plot = own(plots, id)!;
		if (plot.fire === undefined) {
			setOwn(out, id, plot);
			continue;
		}
		// Rest syntax, not `delete`: objects keep their fast shape on this hot path.
		const { fire: _fire, ...copy } = plot;
		setOwn(out, id, copy);
	}
	return out;
}

/**
 * Phases 1–4 on a new working context: the plots (locked ones and these, fire left out) in
 * `ctx.plots`, what each plane flew in `ctx.flown`, every event so far in `ctx.events`. Never
 * mutates `state`; an illegal plot is refused with the reason, or flies 0S2 (table play).
 */
export function flyTurn(
	state: HexGameState,
	plots: PlotMap,
	illegalPlots: 'refuse' | 'spin'
): Result<TurnContext> {
	const startable = turnCannotStart(state, plots);
	if (!startable.ok) return startable;
	const tailed = tailingForTurn(state, plots);
	if (!tailed.ok) return tailed;
	const start = tailed.value;
	const all = withoutFire(noOwnKeys(start.locked) ? plots : { ...start.locked, ...plots });
	const ctx: TurnContext = {
		state: start,
		rules: start.ruleset,
		map: mapInfo(start.map),
		planes: start.planes.map(clonePlane),
		flown: new Map(),
		dice: new LazyDice(start.dice),
		events: [],
		plots: all,
		combatTurn: undefined,
		damageDecks: undefined
	};
	const ev = ctx.events;

	// 1 Tailing was settled at the end of the previous turn (and by this turn's choices).
	ev.push(PHASE_EVENTS.tailing);
	for (const t of start.tailing.pairs)
		ev.push({ type: 'tailing', tailer: t.tailer, tailed: t.tailed, revealed: t.revealed });
	// 2 Planning
	ev.push(PHASE_EVENTS.planning);
	const spendRest: string[] = []; // a plain list: nearly always empty
	const planned = planFlights(ctx, all, illegalPlots, spendRest);
	if (!planned.ok) return planned;
	// What each plane flies, looked up once for phases 3 and 4 (by plane index; null: not flying).
	const flownPlots: (FlownPlot | null)[] = [];
	const maneuvers: (Maneuver | null)[] = [];
	for (const plane of ctx.planes) {
		const flown = ctx.flown.get(plane.id) ?? null;
		flownPlots.push(flown);
		maneuvers.push(flown ? flown.flies : null);
	}
	// 3 Movement (H-MOVE-1…4): everyone at once, then altitude, then collisions.
	ev.push(PHASE_EVENTS.movement);
	for (let i = 0; i < ctx.planes.length; i++) {
		const flown = flownPlots[i];
		if (flown) {
			movePlane(start, ctx.map, ctx.planes[i], flown, ev, maneuvers[i]!);
			expireRestrictions(ctx.planes[i]);
		} else if (ctx.planes[i].falling) spinWreck(ctx.planes[i]);
	}
	for (let i = 0; i < ctx.planes.length; i++) {
		const flown = flownPlots[i];
		if (flown) applyAltitude(ctx.rules, ctx.planes[i], flown, ev, maneuvers[i]!);
	}
	checkCollisions(ctx.rules, ctx.map, ctx.planes, ctx.flown, ctx.dice, ev);
	// 4 Fuel (H-FUEL-1…3); a plane whose tank ran dry this turn flew under power.
	ev.push(PHASE_EVENTS.fuel);
	for (let i = 0; i < ctx.planes.length; i++) {
		const plane = ctx.planes[i];
		const flown = flownPlots[i];
		if (!flown) continue;
		const wasGliding = Boolean(start.planes[i].gliding);
		const rest = spendRest.includes(plane.id);
		fuelPhase(ctx.rules, plane, flown, wasGliding, rest, ctx.dice, ev, maneuvers[i]!);
	}
	return ok(ctx);
}

/**
 * A wreck falling out of control (2013 000:604 "sein Flugzeug trudelt") flies the spin 0S2 by
 * itself: it stays in its hex (the spin ends where it began) and loses its level in phase 6.
 */
function spinWreck(plane: HexGameState['planes'][number]): void {
	plane.previousManeuver = plane.lastManeuver;
	plane.lastManeuver = SPIN_CODE;
}

/** Planes that stalled this turn: a stall maneuver or a climb too high (open, H-COMB-5). */
export function stalledPlanes(ctx: TurnContext): string[] {
	const out: string[] = [];
	for (const p of ctx.planes)
		if (p.status === 'flying' && p.pending.stallCheck !== null) out.push(p.id);
	return out;
}
