/**
 * Mid-game positions for the umpire script, tests and tutorials: planes placed anywhere with a
 * given history and state (fuel, spinning, restrictions…). Built on setupHexGame, then adjusted.
 */
import { DiceScriptError, scriptedDice, seededDice, type Dice } from '../common/dice';
import { ok, quote, refuse, type Result } from '../common/result';
import { setupHexGame, type HexPlaneSetup, type HexSetup } from './setup';
import { computeTailing } from './tailing';
import { checkDeckTops, checkPlaneClaims, checkTurnBound, HEX_SETUP_BOUNDS } from './setup-check';
import { DAMAGE_DECKS_2013 } from '../../data/hex-combat/decks-2013';
import type { CounterSide, GunPosition } from '../../data/hex-combat/types';
import type { DamageDecks } from '../hex-combat/types';
import type { DamageTrack, HexGameState, HexPlane, Restrictions } from './types';
import { aircraftOf, findManeuver } from './catalog';

export interface ScenarioPlaneState {
	lastManeuver?: string;
	previousManeuver?: string | null;
	fuel?: number;
	gliding?: 'fuel' | 'engine' | null;
	glideTurnsLeft?: number | null;
	spinning?: boolean;
	onFire?: boolean;
	smoking?: boolean;
	observerKilled?: boolean;
	ammo?: number;
	damage?: Partial<DamageTrack>;
	restrictions?: Partial<Restrictions>;
	/**
	 * Earlier turns, for the modifiers that depend on them: the target each gun position fired at
	 * last turn (H-COMB-5/6 "same target as last turn"), jammed or destroyed guns (H-COMB-5 "only
	 * one gun", H-REC-2), an observer wounded for this many more turns (H-DMG-4).
	 */
	lastTargets?: Partial<Record<GunPosition, string>>;
	guns?: Partial<Record<GunPosition, { jammed?: number; destroyed?: number }>>;
	observerWoundedTurns?: number;
}

export interface ScenarioPlane extends HexPlaneSetup, ScenarioPlaneState {}

export interface ScenarioInput extends Omit<HexSetup, 'planes' | 'placement'> {
	planes: ScenarioPlane[];
	/** The turn about to be planned (default 2, so the start maneuver no longer matters). */
	turn?: number;
	/** Scripted dice (1-based values) for golden examples, or a seed. */
	dice?: number[];
	/**
	 * 2013 damage decks without shuffling (golden examples): per deck, card ids on top of the draw
	 * pile in this order; the other cards follow in the data's order. Absent: the decks are
	 * shuffled with the game's dice when first needed (H-DMG-2).
	 */
	decks?: Partial<Record<CounterSide, string[]>>;
	seed?: number;
}

const notOnSheet = (plane: HexPlane, maneuver: string, field: string) =>
	refuse(
		'hex.scenario.not_on_sheet',
		{ field, plane: plane.id, maneuver: quote(maneuver), aircraft: plane.aircraft },
		`${plane.id}: ${maneuver} is not on the ${aircraftOf(plane).name}'s sheet.`
	);

/** `at` is the plane's path in the input (`planes.2`), for the refusals' `field`. */
function applyState(
	plane: HexPlane,
	s: ScenarioPlaneState,
	turn: number,
	at: string
): Result<HexPlane> {
	const ac = aircraftOf(plane);
	const onSheet = (c: string) => ac.schedule.includes(c) || c === ac.startManeuver;
	if (s.lastManeuver !== undefined && (!findManeuver(s.lastManeuver) || !onSheet(s.lastManeuver)))
		return notOnSheet(plane, s.lastManeuver, `${at}.lastManeuver`);
	if (s.previousManeuver && (!findManeuver(s.previousManeuver) || !onSheet(s.previousManeuver)))
		return notOnSheet(plane, s.previousManeuver, `${at}.previousManeuver`);
	if (s.fuel !== undefined && (!Number.isInteger(s.fuel) || s.fuel < 0))
		return refuse(
			'hex.scenario.fuel',
			{ field: `${at}.fuel`, plane: plane.id, fuel: quote(s.fuel) },
			`${plane.id}: fuel must be a whole number ≥ 0.`
		);
	const next: HexPlane = {
		...plane,
		lastManeuver: s.lastManeuver ?? plane.lastManeuver,
		previousManeuver:
			s.previousManeuver !== undefined ? s.previousManeuver : plane.previousManeuver,
		fuel: plane.fuel === null ? null : (s.fuel ?? plane.fuel),
		gliding: s.gliding !== undefined ? s.gliding : plane.gliding,
		glideTurnsLeft: s.glideTurnsLeft !== undefined ? s.glideTurnsLeft : plane.glideTurnsLeft,
		spinning: s.spinning ?? plane.spinning,
		onFire: s.onFire ?? plane.onFire,
		smoking: s.smoking ?? plane.smoking,
		observerKilled: s.observerKilled ?? plane.observerKilled,
		ammo: plane.ammo === null ? null : (s.ammo ?? plane.ammo),
		damage: { ...plane.damage, ...s.damage },
		restrictions: { ...plane.restrictions, ...s.restrictions }
	};
	if (s.lastTargets) {
		next.lastTargets = { ...s.lastTargets };
		next.lastTarget = s.lastTargets.pilot ?? s.lastTargets.observer ?? null;
	}
	if (next.combat) {
		next.combat = trackFromState(next, s, turn);
		const guns = next.combat.guns;
		next.jammed = guns.pilot.jammed + guns.observer.jammed > 0;
		next.gunsDestroyed = guns.pilot.destroyed + guns.observer.destroyed;
		if (next.combat.observerWoundedUntil !== null)
			next.observerWoundedTurns = next.combat.observerWoundedUntil - turn + 1;
	}
	return ok(next);
}

/** The part 2 track follows the scenario's part 1 fields (H-DMG-1…4 state in one place). */
function trackFromState(plane: HexPlane, s: ScenarioPlaneState, turn: number) {
	const t = { ...plane.combat! };
	t.marked = {
		wings: Math.min(t.boxes.wings, plane.damage.wings),
		fuselage: Math.min(t.boxes.fuselage, plane.damage.fuselage),
		tail: Math.min(t.boxes.tail, plane.damage.tail),
		engine: Math.min(t.boxes.engine, plane.damage.engine)
	};
	t.spinning = plane.spinning;
	t.fire = plane.onFire;
	t.smoke = plane.smoking && !plane.onFire;
	t.observerKilled = t.hasObserver && plane.observerKilled;
	if (t.ammo !== null && plane.ammo !== null) t.ammo = plane.ammo;
	if (t.fuel !== null && plane.fuel !== null) t.fuel = plane.fuel;
	t.gliding = plane.gliding === 'engine';
	const r = s.restrictions ?? {};
	if (r.wingsDamaged) t.wingsDamaged = true;
	if (r.wingsNoAcrobatics) t.wingsCrippled = true;
	if (r.engineHit) t.engineHit = true;
	if (r.pilotWound) t.pilotWound = { kind: r.pilotWound, until: turn };
	if (r.rudder) t.rudder = { only: r.rudder.only, until: turn + r.rudder.turns - 1 };
	for (const position of ['pilot', 'observer'] as const) {
		const g = s.guns?.[position];
		if (!g) continue;
		const destroyed = Math.min(t.guns[position].mounted, g.destroyed ?? 0);
		const jammed = Math.min(t.guns[position].mounted - destroyed, g.jammed ?? 0);
		t.guns = { ...t.guns, [position]: { ...t.guns[position], destroyed, jammed } };
	}
	if (s.observerWoundedTurns && t.hasObserver && !t.observerKilled)
		t.observerWoundedUntil = turn + s.observerWoundedTurns - 1;
	return t;
}

/** Checks the guns and last targets a scenario gives a plane (their counts, their targets). */
function checkHistory(planes: readonly HexPlane[], input: ScenarioInput): Result<true> {
	for (let i = 0; i < planes.length; i++) {
		const plane = planes[i];
		const s = input.planes[i];
		const ac = aircraftOf(plane);
		for (const position of ['pilot', 'observer'] as const) {
			const g = s.guns?.[position];
			if (!g) continue;
			const mounted = position === 'pilot' ? ac.pilotGuns : ac.observerGuns;
			const destroyed = g.destroyed ?? 0;
			const jammed = g.jammed ?? 0;
			if (
				![destroyed, jammed].every((n) => Number.isInteger(n) && n >= 0) ||
				destroyed + jammed > mounted
			)
				return refuse(
					'hex.scenario.guns',
					{ plane: plane.id, position, mounted },
					`${plane.id}: the ${position} has ${mounted} ${mounted === 1 ? 'gun' : 'guns'}; jammed and destroyed ones cannot be more.`
				);
		}
		for (const [position, target] of Object.entries(s.lastTargets ?? {})) {
			const other = planes.find((p) => p.id === target);
			if (!other || other.side === plane.side)
				return refuse(
					'hex.scenario.last_target',
					{ plane: plane.id, position, target: quote(target) },
					`${plane.id}: the ${position} cannot have fired at "${target}" last turn.`
				);
		}
	}
	return ok(true);
}

/** Decks in data order with the named cards on top (no dice used). */
function orderedDecks(top: Partial<Record<CounterSide, string[]>>): Result<DamageDecks> {
	const out = {} as DamageDecks;
	for (const side of ['A', 'B', 'C', 'D'] as const) {
		const ids = DAMAGE_DECKS_2013[side].map((c) => c.id);
		const first = top[side] ?? [];
		for (const [i, id] of first.entries())
			if (!ids.includes(id))
				return refuse(
					'hex.scenario.card_not_in_deck',
					{ field: `decks.${side}.${i}`, card: quote(id), deck: side },
					`Card ${id} is not in damage deck ${side}.`
				);
		out[side] = { drawPile: [...first, ...ids.filter((id) => !first.includes(id))], discards: [] };
	}
	return ok(out);
}

/** A state ready for planning, with tailing computed from the given positions. */
export function scenarioState(input: ScenarioInput): Result<HexGameState> {
	const dice: Dice = input.dice ? scriptedDice(input.dice) : seededDice(input.seed ?? 1);
	const base = setupHexGame(
		{
			...input,
			homeEdges: { entente: 'west', central: 'east', ...input.homeEdges },
			placement: 'free'
		},
		seededDice(0) // placement only; the scenario's own dice start below
	);
	if (!base.ok) return base;
	const planes: HexPlane[] = [];
	for (let i = 0; i < input.planes.length; i++) {
		const plane = base.value.planes[i];
		const claims = checkPlaneClaims(
			plane,
			i,
			input.planes[i],
			base.value.ruleset,
			aircraftOf(plane).fuel
		);
		if (claims) return claims;
		const p = applyState(plane, input.planes[i], input.turn ?? 2, `planes.${i}`);
		if (!p.ok) return p;
		planes.push(p.value);
	}
	const history = checkHistory(planes, input);
	if (!history.ok) return history;
	const turn = input.turn ?? 2;
	if (!Number.isInteger(turn) || turn < 1)
		return refuse(
			'hex.scenario.turn',
			{ field: 'turn', turn: quote(turn) },
			'The turn must be a whole number ≥ 1.'
		);
	if (turn > HEX_SETUP_BOUNDS.turn) return checkTurnBound(turn);
	const state: HexGameState = { ...base.value, turn, planes };
	if (input.decks) {
		const twice = checkDeckTops(input.decks);
		if (twice) return twice;
		const decks = orderedDecks(input.decks);
		if (!decks.ok) return decks;
		state.damageDecks = decks.value;
	}
	try {
		return ok({ ...state, tailing: computeTailing(state, dice), dice: dice.snapshot() });
	} catch (e) {
		// Scripted dice that cannot pick the plane starting a tailing cycle (H-TAIL-2).
		if (!(e instanceof DiceScriptError)) throw e;
		return refuse('hex.scenario.dice', { field: 'dice', error: quote(e.message, 200) }, e.message);
	}
}
