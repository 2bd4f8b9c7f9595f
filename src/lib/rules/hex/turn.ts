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
import type { Side } from '../../data/hex/aircraft';
import { ok, quote, reasonOf, refuse, refuseWithin, type Result } from '../common/result';
import { COMBAT_HOOKS } from './combat-hooks';
import { combatSettingsFor } from './combat-phase';
import { checkFireChoice, fireDue, lockFire } from './fire-step';
import { expireRestrictions, planFlights } from './flights';
import { fuelPhase } from './fuel';
import { mapInfo } from './map';
import { applyAltitude, checkCollisions, movePlane } from './movement';
import { computeTailing, tailingOptions, tailingWithChoices } from './tailing';
import {
	LazyDice,
	PHASE_EVENTS,
	clonePlane,
	type ResolveOptions,
	type TurnContext
} from './turn-context';
import { gameEnd } from '../hex-combat/end';
import type { HexEvent, HexGameState, Plot, PlotMap } from './types';
import { own, setOwn } from '../common/own';

export {
	PART1_HOOKS,
	type PhaseHandler,
	type PhaseHooks,
	type ResolveOptions,
	type TurnContext
} from './turn-context';

type Resolved = Result<{ state: HexGameState; events: HexEvent[] }>;

/**
 * H-END-1/2: the game ends when every plane of one side is out of the fight; most kills wins
 * (hex-combat `gameEnd`; landed planes count as kills unless the ruleset says otherwise).
 */
function checkGameOver(ctx: TurnContext): {
	over: boolean;
	winner: Side | 'draw' | null;
	kills: Record<Side, number>;
} {
	// A plain loop on this hot path; `gameEnd` decides only once a side is out.
	let ententeFlying = false;
	let centralFlying = false;
	const kills: Record<Side, number> = { entente: 0, central: 0 };
	for (const p of ctx.planes) {
		if (p.status === 'flying') {
			if (p.side === 'entente') ententeFlying = true;
			else centralFlying = true;
		} else if (
			p.status === 'shotDown' ||
			(p.status === 'landed' && ctx.rules.landedCountsAsShotDown)
		) {
			kills[p.side === 'entente' ? 'central' : 'entente']++;
		}
	}
	if (ententeFlying && centralFlying) return { over: false, winner: null, kills };
	const end = gameEnd(
		ctx.planes.map((p) => ({
			id: p.id,
			side: p.side,
			status: p.status,
			landedCountsAsShotDown: ctx.rules.landedCountsAsShotDown
		})),
		SIDES
	);
	const winner = (end.winner ?? 'draw') as Side | 'draw';
	ctx.events.push({ type: 'gameOver', winner });
	return { over: true, winner, kills: end.kills as Record<Side, number> };
}

const SIDES: readonly Side[] = ['entente', 'central'];

/** The plots with the fire left out: fire is chosen in the fire step, never with the plot. */
function withoutFire(plots: PlotMap): PlotMap {
	const ids = Object.keys(plots);
	if (!ids.some((id) => own(plots, id)?.fire !== undefined)) return plots;
	const out: PlotMap = {};
	for (const id of ids) {
		// Rest syntax, not `delete`: objects keep their fast shape on this hot path.
		const { fire: _fire, ...copy } = own(plots, id)!;
		setOwn(out, id, copy);
	}
	return out;
}

/**
 * H-TAIL-2: this turn's tailing with the choices written in the plots (a replay) on top of those
 * already made (`chooseTail`). A choice that is not open to the plane is refused.
 */
function tailingForTurn(state: HexGameState, plots: PlotMap): Result<HexGameState> {
	const chosen = [...(state.tailing.chosen ?? [])];
	let changed = false;
	for (const id of Object.keys(plots)) {
		const tail = own(plots, id)?.tail;
		if (tail === undefined) continue;
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
	return ok(changed ? { ...state, tailing: tailingWithChoices(state, chosen) } : state);
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
	if (state.over) return refuse('hex.turn.game_over', {}, 'The game is over.');
	if (state.fireStep)
		return refuse(
			'hex.turn.fire_step',
			{},
			'The planes have moved: fire is chosen now, then the combat phase resolves.'
		);
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
	const tailed = tailingForTurn(state, plots);
	if (!tailed.ok) return tailed;
	const start = tailed.value;
	const ctx: TurnContext = {
		state: start,
		rules: start.ruleset,
		map: mapInfo(start.map),
		planes: start.planes.map(clonePlane),
		flown: {},
		dice: new LazyDice(start.dice),
		events: [],
		plots: {}
	};
	const wasGliding = new Set(start.planes.filter((p) => p.gliding).map((p) => p.id));
	const spendRest = new Set<string>();
	const ev = ctx.events;

	// 1 Tailing was settled at the end of the previous turn (and by this turn's choices).
	ev.push(PHASE_EVENTS.tailing);
	for (const t of start.tailing.pairs)
		ev.push({ type: 'tailing', tailer: t.tailer, tailed: t.tailed, revealed: t.revealed });
	// 2 Planning
	ev.push(PHASE_EVENTS.planning);
	const all = withoutFire(Object.keys(start.locked).length ? { ...start.locked, ...plots } : plots);
	ctx.plots = all;
	const planned = planFlights(ctx, all, options.illegalPlots ?? 'refuse', spendRest);
	if (!planned.ok) return planned;
	// 3 Movement (H-MOVE-1…4): everyone at once, then altitude, then collisions.
	ev.push(PHASE_EVENTS.movement);
	for (const plane of ctx.planes) {
		const flown = own(ctx.flown, plane.id);
		if (!flown) continue;
		movePlane(start, ctx.map, plane, flown, ev);
		expireRestrictions(plane);
	}
	for (const plane of ctx.planes) {
		const flown = own(ctx.flown, plane.id);
		if (flown) applyAltitude(ctx.rules, plane, flown, ev);
	}
	checkCollisions(ctx.rules, ctx.map, ctx.planes, ctx.flown, ctx.dice, ev);
	// 4 Fuel (H-FUEL-1…3)
	ev.push(PHASE_EVENTS.fuel);
	for (const plane of ctx.planes) {
		const flown = own(ctx.flown, plane.id);
		if (!flown) continue;
		fuelPhase(
			ctx.rules,
			plane,
			flown,
			wasGliding.has(plane.id),
			spendRest.has(plane.id),
			ctx.dice,
			ev
		);
	}
	// 5 opens: who may shoot is decided on the board as it stands now (H-COMB-3).
	const stalled = ctx.planes
		.filter((p) => p.status === 'flying' && p.pending.stallCheck !== null)
		.map((p) => p.id);
	const moved: HexGameState = {
		...start,
		planes: ctx.planes,
		locked: {},
		dice: ctx.dice.snapshot(),
		fireStep: { plots: recordedPlots(start, all), flown: ctx.flown, due: [], chosen: [], stalled }
	};
	moved.fireStep!.due = fireDue(moved, stalled);
	return ok({ state: moved, events: ev });
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
	const hooks = { ...COMBAT_HOOKS, ...options.hooks };
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
		flown: step.flown,
		dice: new LazyDice(state.dice),
		events: [],
		plots
	};
	const ev = ctx.events;
	ev.push(PHASE_EVENTS.combat);
	hooks.combat(ctx);
	ev.push(PHASE_EVENTS.resolve);
	hooks.resolve(ctx);
	ev.push(PHASE_EVENTS.recovery);
	hooks.recovery(ctx);
	ev.push(PHASE_EVENTS.problems);
	hooks.problems(ctx);
	hooks.end?.(ctx);

	const end = checkGameOver(ctx);
	const { fireStep: _fired, ...rest } = state;
	const next: HexGameState = {
		...rest,
		turn: state.turn + 1,
		planes: ctx.planes,
		locked: {},
		over: end.over,
		winner: end.winner,
		tailing: { pairs: [], order: [], cycleStarters: [] },
		dice: state.dice
	};
	if (ctx.damageDecks) next.damageDecks = ctx.damageDecks;
	if (end.kills) next.kills = end.kills;
	// Phase 1 of the next turn: who tails whom (H-TAIL-1…3); a cycle start uses the dice.
	if (!end.over) {
		next.tailing = computeTailing(next, ctx.dice);
		for (const s of next.tailing.cycleStarters) {
			const blindOn: string[] = [];
			for (const p of next.tailing.pairs) if (!p.revealed && p.tailer === s) blindOn.push(p.tailed);
			ev.push({ type: 'cycleStart', plane: s, blindOn });
		}
	}
	next.dice = ctx.dice.snapshot();
	return ok({ state: next, events: ev });
}

/**
 * One whole turn from its record entry: the plots, and beside them the fire each plane chose
 * after movement (`Plot.fire`). Returns the next state and every event, never mutating the input.
 * An illegal plot or shot is refused with the reason; with `illegalPlots: 'spin'` (table play)
 * the plot flies 0S2 instead and the shot is not fired (`fireRefused`, owner only).
 * Online rules fire automatically: written fire is ignored there.
 */
export function resolveTurn(
	state: HexGameState,
	plots: PlotMap,
	options: ResolveOptions = {}
): Resolved {
	const moved = resolveMovement(state, plots, options);
	if (!moved.ok) return moved;
	let s = moved.value.state;
	const events = moved.value.events;
	if (combatSettingsFor(s.ruleset).rules.targeting !== 'automatic') {
		for (const plane of s.planes) {
			const fire = own(plots, plane.id)?.fire;
			if (!fire || fire.length === 0) continue;
			let r = lockFire(s, plane.id, fire);
			if (!r.ok && options.illegalPlots === 'spin') {
				// Table play: each shot on its own; the ones not legal now are not fired.
				const legal = fire.filter((f) => {
					const one = checkFireChoice(s, plane.id, [f]);
					if (!one.ok)
						events.push({
							type: 'fireRefused',
							plane: plane.id,
							position: f.position,
							target: f.target,
							reason: reasonOf(one)
						});
					return one.ok;
				});
				r = lockFire(s, plane.id, legal);
			}
			if (!r.ok)
				return refuseWithin('hex.turn.fire_refused', { plane: plane.id }, `${plane.id}: `, r);
			s = r.value;
		}
	}
	const fought = resolveCombat(s, options);
	if (!fought.ok) return fought;
	return ok({ state: fought.value.state, events: [...events, ...fought.value.events] });
}
