/**
 * Mid-game positions for the umpire script, tests and tutorials: planes placed anywhere with a
 * given history and state (fuel, spinning, restrictions…). Built on setupHexGame, then adjusted.
 */
import { AIRCRAFT } from '../../data/hex/aircraft';
import { MANEUVERS } from '../../data/hex/maneuvers';
import { scriptedDice, seededDice, type Dice } from '../common/dice';
import { ok, refuse, type Result } from '../common/result';
import { setupHexGame, type HexPlaneSetup, type HexSetup } from './setup';
import { computeTailing } from './tailing';
import type { DamageTrack, HexGameState, HexPlane, Restrictions } from './types';

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
}

export interface ScenarioPlane extends HexPlaneSetup, ScenarioPlaneState {}

export interface ScenarioInput extends Omit<HexSetup, 'planes' | 'placement'> {
	planes: ScenarioPlane[];
	/** The turn about to be planned (default 2, so the start maneuver no longer matters). */
	turn?: number;
	/** Scripted dice (1-based values) for golden examples, or a seed. */
	dice?: number[];
	seed?: number;
}

function applyState(plane: HexPlane, s: ScenarioPlaneState): Result<HexPlane> {
	const ac = AIRCRAFT[plane.aircraft];
	const onSheet = (c: string) => ac.schedule.includes(c) || c === ac.startManeuver;
	if (s.lastManeuver !== undefined && (!MANEUVERS[s.lastManeuver] || !onSheet(s.lastManeuver)))
		return refuse(`${plane.id}: ${s.lastManeuver} is not on the ${ac.name}'s sheet.`);
	if (s.previousManeuver && (!MANEUVERS[s.previousManeuver] || !onSheet(s.previousManeuver)))
		return refuse(`${plane.id}: ${s.previousManeuver} is not on the ${ac.name}'s sheet.`);
	if (s.fuel !== undefined && (!Number.isInteger(s.fuel) || s.fuel < 0))
		return refuse(`${plane.id}: fuel must be a whole number ≥ 0.`);
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
	return ok(next);
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
		const p = applyState(base.value.planes[i], input.planes[i]);
		if (!p.ok) return p;
		planes.push(p.value);
	}
	const turn = input.turn ?? 2;
	if (!Number.isInteger(turn) || turn < 1) return refuse('The turn must be a whole number ≥ 1.');
	const state: HexGameState = { ...base.value, turn, planes };
	return ok({ ...state, tailing: computeTailing(state, dice), dice: dice.snapshot() });
}
