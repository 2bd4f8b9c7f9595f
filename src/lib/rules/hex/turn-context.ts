/**
 * What the phase handlers of one turn share (src/lib/rules/hex/turn.ts): the working context,
 * the hooks part 2 plugs into, a fast plane copy and dice restored only when a phase rolls.
 */
import type { Maneuver } from '../../data/hex/maneuvers';
import type { RulesetOptions } from '../../data/hex/rulesets';
import type { Dice } from '../common/dice';
import type { MapInfo } from './map';
import type { CombatTurn } from './combat-phase';
import type { DamageDecks } from '../hex-combat/types';
import {
	PHASES,
	type FlownPlot,
	type HexEvent,
	type HexGameState,
	type HexPlane,
	type PhaseName,
	type PlotMap
} from './types';

/** What a plane flies this turn, with the maneuver itself (looked up once, read in every phase). */
export interface FlownThisTurn extends FlownPlot {
	readonly flies: Maneuver;
}

/** What a phase handler may read and change. Planes are working copies owned by this turn. */
export interface TurnContext {
	readonly state: HexGameState;
	readonly rules: RulesetOptions;
	readonly map: MapInfo;
	planes: HexPlane[];
	/**
	 * The maneuver and altitude order each flying plane actually flew (after H-PLAN-6), by plane
	 * id: a Map, read in every phase (the fire step's state keeps it as a record).
	 */
	flown: Map<string, FlownThisTurn>;
	dice: Dice;
	events: HexEvent[];
	/** Every plot of the turn: unjam, reload; in phases 5–8 `fire` holds the fire chosen. */
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
export const PHASE_EVENTS = Object.fromEntries(
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
export function clonePlane(p: HexPlane): HexPlane {
	const r = p.restrictions;
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
		// The damage boxes are replaced whole when they change (damage-phases `syncOut`): shared.
		damage: p.damage,
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
	if (p.falling) copy.falling = true;
	// Part 2: tracks and targets are replaced, never mutated, so they can be shared.
	if (p.combat !== undefined) copy.combat = p.combat;
	if (p.lastTargets !== undefined) copy.lastTargets = p.lastTargets;
	return copy;
}
