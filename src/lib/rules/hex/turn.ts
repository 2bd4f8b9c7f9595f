/**
 * The phase machine for one turn (2013 order): 1 tailing · 2 planning · 3 movement · 4 fuel ·
 * 5 combat · 6 resolve · 7 recovery · 8 problems. Phases 5–8 are hooks: by default part 2's
 * combat and damage (`COMBAT_HOOKS`, combat-hooks.ts); `PART1_HOOKS` leaves them empty.
 * Tailing for the NEXT turn is computed at the end, so the state between turns already says who
 * tails whom (views show it during planning).
 */
import { SPIN_CODE } from '../../data/hex/maneuvers';
import type { RulesetOptions } from '../../data/hex/rulesets';
import type { Side } from '../../data/hex/aircraft';
import { restoreDice, type Dice, type DiceState } from '../common/dice';
import { because, ok, quote, reasonOf, refuse, refuseWithin, type Result } from '../common/result';
import { fuelPhase } from './fuel';
import { mapInfo, type MapInfo } from './map';
import { applyAltitude, checkCollisions, movePlane, type FlownPlot } from './movement';
import { fuelCost, validatePlot } from './planning';
import { computeTailing } from './tailing';
import { COMBAT_HOOKS } from './combat-hooks';
import type { CombatTurn } from './combat-phase';
import { gameEnd } from '../hex-combat/end';
import type { DamageDecks } from '../hex-combat/types';
import {
	PHASES,
	type HexEvent,
	type HexGameState,
	type HexPlane,
	type PhaseName,
	type PlotMap
} from './types';
import { ownValue, setOwn } from '../common/own';
import { maneuverOf } from './catalog';

/** What a phase handler may read and change. Planes are working copies owned by this turn. */
export interface TurnContext {
	readonly state: HexGameState;
	readonly rules: RulesetOptions;
	readonly map: MapInfo;
	planes: HexPlane[];
	/** The maneuver and altitude order each flying plane actually flew (after H-PLAN-6). */
	flown: Record<string, FlownPlot>;
	/** Planes gliding when the turn began (H-FUEL-2/3). */
	wasGliding: Record<string, true>;
	/** Planes that could not pay for their plot and spun instead (H-FUEL-2). */
	spendRest: Record<string, true>;
	dice: Dice;
	events: HexEvent[];
	/** Every plot of the turn (locked ones included): fire orders, unjam, reload (part 2). */
	plots: PlotMap;
	/** Part 2: phase 5's results for phases 6–8. */
	combatTurn?: CombatTurn;
	/** Part 2: the 2013 decks after this turn (written to the next state when set). */
	damageDecks?: DamageDecks;
}

export type PhaseHandler = (ctx: TurnContext) => void;

/** The seams part 2 plugs into (H-COMB, H-DMG, H-REC, H-PROB). */
export interface PhaseHooks {
	combat: PhaseHandler;
	resolve: PhaseHandler;
	recovery: PhaseHandler;
	problems: PhaseHandler;
	/** Part 2: after phase 8, before the game-end check (timed effects, next turn's limits). */
	end?: PhaseHandler;
}

const noop: PhaseHandler = () => {};
/** Shared, frozen phase markers (events are read-only data). */
const PHASE_EVENTS = Object.fromEntries(
	PHASES.map((phase) => [phase, Object.freeze({ type: 'phase' as const, phase })])
) as Record<PhaseName, HexEvent>;
export const PART1_HOOKS: PhaseHooks = {
	combat: noop,
	resolve: noop,
	recovery: noop,
	problems: noop,
	end: noop
};

export interface ResolveOptions {
	/** H-PLAN-6: refuse an illegal plot (app) or fly 0S2 instead (table/umpire). Default refuse. */
	illegalPlots?: 'refuse' | 'spin';
	hooks?: Partial<PhaseHooks>;
}

/** A field-by-field copy: much faster than object spread on this hot path (benchmarks-hex.md). */
function clonePlane(p: HexPlane): HexPlane {
	const r = p.restrictions;
	const d = p.damage;
	const copy: HexPlane = {
		id: p.id,
		seat: p.seat,
		side: p.side,
		aircraft: p.aircraft,
		novice: p.novice,
		col: p.col,
		row: p.row,
		facing: p.facing,
		altitude: p.altitude,
		status: p.status,
		lastManeuver: p.lastManeuver,
		previousManeuver: p.previousManeuver,
		lastAltitudeOrder: p.lastAltitudeOrder,
		fuel: p.fuel,
		gliding: p.gliding,
		glideTurnsLeft: p.glideTurnsLeft,
		glideTurnsFlown: p.glideTurnsFlown,
		spinning: p.spinning,
		onFire: p.onFire,
		smoking: p.smoking,
		observerKilled: p.observerKilled,
		observerWoundedTurns: p.observerWoundedTurns,
		pilotKilled: p.pilotKilled,
		jammed: p.jammed,
		gunsDestroyed: p.gunsDestroyed,
		ammo: p.ammo,
		damage: { wings: d.wings, fuselage: d.fuselage, tail: d.tail, engine: d.engine },
		restrictions: {
			wingsDamaged: r.wingsDamaged,
			wingsNoAcrobatics: r.wingsNoAcrobatics,
			engineHit: r.engineHit,
			pilotWound: r.pilotWound,
			rudder: r.rudder ? { only: r.rudder.only, turns: r.rudder.turns } : null,
			mustClimb: r.mustClimb,
			mustDive: r.mustDive,
			mustFlyTopSpeed: r.mustFlyTopSpeed,
			mustStall: r.mustStall
		},
		pending: {
			stallCheck: p.pending.stallCheck,
			damage: p.pending.damage.length ? p.pending.damage.slice() : []
		},
		lastTarget: p.lastTarget
	};
	if (p.colour !== undefined) copy.colour = p.colour;
	if (p.safeReturn !== undefined) copy.safeReturn = p.safeReturn;
	// Part 2: tracks and targets are replaced, never mutated, so they can be shared.
	if (p.combat !== undefined) copy.combat = p.combat;
	if (p.lastTargets !== undefined) copy.lastTargets = p.lastTargets;
	return copy;
}

/**
 * The game's dice, restored only when a phase really rolls (most turns roll nothing), so a
 * quiet turn does not pay for rebuilding the generator. Not part of the state: the snapshot is.
 */
class LazyDice implements Dice {
	private real: Dice | null = null;
	constructor(private readonly saved: DiceState) {}
	private get dice(): Dice {
		if (this.real === null) this.real = restoreDice(this.saved);
		return this.real;
	}
	below(n: number) {
		return this.dice.below(n);
	}
	roll(sides: number) {
		return this.dice.roll(sides);
	}
	d6() {
		return this.dice.d6();
	}
	pool(count: number, sides?: number) {
		return this.dice.pool(count, sides);
	}
	pick<T>(items: readonly T[]) {
		return this.dice.pick(items);
	}
	shuffle<T>(items: readonly T[]) {
		return this.dice.shuffle(items);
	}
	snapshot(): DiceState {
		return this.real ? this.real.snapshot() : this.saved;
	}
	get used() {
		return this.real ? this.real.used : 0;
	}
}

/** Phase 2 check of all plots; returns the maneuver each plane will fly (H-PLAN-6). */
function planFlights(ctx: TurnContext, plots: PlotMap, mode: 'refuse' | 'spin'): Result<true> {
	const pctx = { rules: ctx.rules, turn: ctx.state.turn };
	for (const id in plots) {
		let p: HexPlane | null = null;
		for (const x of ctx.planes) if (x.id === id) p = x;
		if (!p) return refuse('hex.no_plane', { id: quote(id) }, `There is no plane "${id}".`);
		if (p.status !== 'flying')
			return refuse(
				'hex.turn.plane_out',
				{ plane: id },
				`${id} is out of the game and plots nothing.`
			);
	}
	for (const plane of ctx.planes) {
		if (plane.status !== 'flying') continue;
		const plot = ownValue(plots, plane.id);
		if (plane.spinning) {
			// H-PLAN-5: a spinning plane flies 0S2 whatever was written.
			setOwn(ctx.flown, plane.id, { maneuver: SPIN_CODE, order: 'level' });
			continue;
		}
		if (!plot)
			return refuse(
				'hex.turn.no_plot',
				{ plane: plane.id, turn: ctx.state.turn },
				`${plane.id} has no plot for turn ${ctx.state.turn}.`
			);
		const check = validatePlot(pctx, plane, plot);
		const order = plot.altitude ?? 'level';
		if (!check.ok) {
			if (mode === 'refuse')
				return refuseWithin('hex.turn.plane_refused', { plane: plane.id }, `${plane.id}: `, check);
			ctx.events.push({
				type: 'spinInstead',
				plane: plane.id,
				plotted: plot.maneuver,
				reason: reasonOf(check)
			});
			plane.spinning = true; // H-PLAN-6
			setOwn(ctx.flown, plane.id, { maneuver: SPIN_CODE, order: 'level' });
			continue;
		}
		const m = maneuverOf(plot.maneuver);
		if (
			ctx.rules.optional.fuel &&
			plane.fuel !== null &&
			!plane.gliding &&
			fuelCost(m, order) > plane.fuel
		) {
			// H-FUEL-2: not enough fuel → spend the rest and spin.
			ctx.events.push({
				type: 'spinInstead',
				plane: plane.id,
				plotted: plot.maneuver,
				reason: because(
					'hex.turn.spin_no_fuel',
					{ need: fuelCost(m, order), has: plane.fuel },
					`not enough fuel (needs ${fuelCost(m, order)}, has ${plane.fuel})`
				)
			});
			plane.spinning = true;
			setOwn(ctx.spendRest, plane.id, true);
			setOwn(ctx.flown, plane.id, { maneuver: SPIN_CODE, order: 'level' });
			continue;
		}
		if (m.spin) plane.spinning = true; // a chosen spin is a spin
		setOwn(ctx.flown, plane.id, { maneuver: m.code, order });
	}
	return ok(true);
}

/** Effects that last "for the next turn" were used up by this turn's plot (H-PLAN-5). */
function expireRestrictions(plane: HexPlane): void {
	const r = plane.restrictions;
	r.pilotWound = null;
	r.mustClimb = false;
	r.mustDive = false;
	r.mustFlyTopSpeed = false;
	r.mustStall = false;
	if (r.rudder) r.rudder = r.rudder.turns > 1 ? { ...r.rudder, turns: r.rudder.turns - 1 } : null;
}

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

/**
 * Resolves one turn from every plane's plot: returns the next state and the events, never
 * mutating the input (architecture principle 1). Illegal plots are refused with the reason.
 */
export function resolveTurn(
	state: HexGameState,
	plots: PlotMap,
	options: ResolveOptions = {}
): Result<{ state: HexGameState; events: HexEvent[] }> {
	if (state.over) return refuse('hex.turn.game_over', {}, 'The game is over.');
	for (const [id, locked] of Object.entries(state.locked)) {
		const p = ownValue(plots, id);
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
	const hooks = { ...COMBAT_HOOKS, ...options.hooks };
	const ctx: TurnContext = {
		state,
		rules: state.ruleset,
		map: mapInfo(state.map),
		planes: state.planes.map(clonePlane),
		flown: {},
		wasGliding: {},
		spendRest: {},
		dice: new LazyDice(state.dice),
		events: [],
		plots: {}
	};
	for (const p of state.planes) if (p.gliding) setOwn(ctx.wasGliding, p.id, true);
	const ev = ctx.events;

	// 1 Tailing was settled at the end of the previous turn (state.tailing).
	ev.push(PHASE_EVENTS.tailing);
	for (const t of state.tailing.pairs)
		ctx.events.push({ type: 'tailing', tailer: t.tailer, tailed: t.tailed, revealed: t.revealed });
	// 2 Planning
	ev.push(PHASE_EVENTS.planning);
	const all = Object.keys(state.locked).length ? { ...state.locked, ...plots } : plots;
	ctx.plots = all;
	const planned = planFlights(ctx, all, options.illegalPlots ?? 'refuse');
	if (!planned.ok) return planned;
	// 3 Movement (H-MOVE-1…4): everyone at once, then altitude, then collisions.
	ev.push(PHASE_EVENTS.movement);
	for (const plane of ctx.planes) {
		const flown = ownValue(ctx.flown, plane.id);
		if (!flown) continue;
		movePlane(state, ctx.map, plane, flown, ctx.events);
		expireRestrictions(plane);
	}
	for (const plane of ctx.planes) {
		const flown = ownValue(ctx.flown, plane.id);
		if (flown) applyAltitude(ctx.rules, plane, flown, ctx.events);
	}
	checkCollisions(ctx.rules, ctx.map, ctx.planes, ctx.flown, ctx.dice, ctx.events);
	// 4 Fuel (H-FUEL-1…3)
	ev.push(PHASE_EVENTS.fuel);
	for (const plane of ctx.planes) {
		const flown = ownValue(ctx.flown, plane.id);
		if (!flown) continue;
		fuelPhase(
			ctx.rules,
			plane,
			flown,
			ownValue(ctx.wasGliding, plane.id) === true,
			ownValue(ctx.spendRest, plane.id) === true,
			ctx.dice,
			ctx.events
		);
	}
	// 5–8: seams for part 2.
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
	const next: HexGameState = {
		...state,
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
			ctx.events.push({ type: 'cycleStart', plane: s, blindOn });
		}
	}
	next.dice = ctx.dice.snapshot();
	return ok({ state: next, events: ctx.events });
}
