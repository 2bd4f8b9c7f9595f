/**
 * Game setup (H-SET-1…6): sides and seats, the map, home edges and start hexes, aircraft by
 * month, the ⬆ start maneuver, start altitude, fuel and Lewis ammunition.
 */
import type { AircraftType, Side } from '../../data/hex/aircraft';
import {
	rulesetOptions,
	type PresetName,
	type RulesetOptions,
	type RulesetOverrides
} from '../../data/hex/rulesets';
import { seededDice, type Dice } from '../common/dice';
import { ok, quote, refuse, refuseWithin, type Result } from '../common/result';
import { FACING_NAMES, type Facing, type FacingName } from './geometry';
import { isNextToEdge, parseHexId, validateMap, type Edge, type MapSpec } from './map';
import { newDamageTrack } from '../hex-combat/track';
import { computeTailing } from './tailing';
import { checkRuleOverrides, HEX_SETUP_BOUNDS, tooManyPlanes } from './setup-check';
import type { HexGameState, HexPlane } from './types';
import { aircraftOf, findAircraft } from './catalog';

export interface HexPlaneSetup {
	id: string;
	seat: string;
	aircraft: string;
	hex: string;
	facing?: Facing | FacingName;
	/** H-SET-6: ≤ ceiling; defaults to the ceiling (the recommended start). */
	altitude?: number;
	colour?: string;
	novice?: boolean;
}

export interface HexSetup {
	preset?: PresetName;
	rules?: RulesetOverrides;
	map?: MapSpec;
	/** H-SET-3: each side's choice; random if they disagree or do not say. */
	homeEdges?: Partial<Record<Side, Edge>>;
	/** H-SET-4: `YYYY-MM`; only aircraft in service by then may fly. */
	month?: string;
	planes: HexPlaneSetup[];
	/** Umpire scenarios place planes anywhere; a real game starts at the home edges. */
	placement?: 'homeEdge' | 'free';
}

const SIDES: readonly Side[] = ['entente', 'central'];
export const MAX_SEATS_PER_BOARD = 6; // H-SET-1 "2–6 players, more with joined boards"

export function parseFacing(f: Facing | FacingName | undefined, fallback: Facing): Result<Facing> {
	if (f === undefined) return ok(fallback);
	if (typeof f === 'number') {
		return Number.isInteger(f) && f >= 0 && f <= 5
			? ok(f as Facing)
			: refuse('hex.setup.facing_range', { facing: quote(f) }, `Facing ${f} is not 0–5.`);
	}
	const i = FACING_NAMES.indexOf(f);
	return i >= 0
		? ok(i as Facing)
		: refuse(
				'hex.setup.facing_name',
				{ facing: quote(f), names: FACING_NAMES.join(', ') },
				`Facing "${f}" is not one of ${FACING_NAMES.join(', ')}.`
			);
}

/** H-SET-3: sides keep their choices when they differ; otherwise one die decides. */
function chooseHomeEdges(
	wish: Partial<Record<Side, Edge>> | undefined,
	dice: Dice
): Record<Side, Edge> {
	const e = wish?.entente;
	const c = wish?.central;
	const other = (x: Edge): Edge => (x === 'west' ? 'east' : 'west');
	if (e && c && e !== c) return { entente: e, central: c };
	if (e && !c) return { entente: e, central: other(e) };
	if (c && !e) return { entente: other(c), central: c };
	const entente: Edge = dice.below(2) === 0 ? 'west' : 'east';
	return { entente, central: other(entente) };
}

export function newPlane(
	input: { id: string; seat: string; novice?: boolean; colour?: string },
	aircraft: AircraftType,
	pos: { col: number; row: number; facing: Facing },
	altitude: number | null,
	rules: RulesetOptions
): HexPlane {
	const o = rules.optional;
	return {
		id: input.id,
		seat: input.seat,
		side: aircraft.side,
		aircraft: aircraft.id,
		...(input.colour ? { colour: input.colour } : {}),
		novice: o.novicePilots && input.novice === true,
		col: pos.col,
		row: pos.row,
		facing: pos.facing,
		altitude,
		status: 'flying',
		lastManeuver: aircraft.startManeuver, // H-SET-5
		previousManeuver: null,
		lastAltitudeOrder: 'level',
		fuel: o.fuel ? aircraft.fuel : null, // H-SET-6
		gliding: null,
		glideTurnsLeft: null,
		glideTurnsFlown: 0,
		spinning: false,
		onFire: false,
		smoking: false,
		observerKilled: false,
		observerWoundedTurns: 0,
		pilotKilled: false,
		jammed: false,
		gunsDestroyed: 0,
		ammo: o.lewisGun && aircraft.lewisGun !== 'none' ? rules.lewisAmmo : null, // H-SET-6
		damage: { wings: 0, fuselage: 0, tail: 0, engine: 0 },
		restrictions: {
			wingsDamaged: false,
			wingsNoAcrobatics: false,
			engineHit: false,
			pilotWound: null,
			rudder: null,
			mustClimb: false,
			mustDive: false,
			mustFlyTopSpeed: false,
			mustStall: false
		},
		pending: { stallCheck: null, damage: [] },
		lastTarget: null,
		// Part 2 (H-DMG-1, H-SET-6): boxes, guns, fuel and Lewis rounds of this aircraft.
		combat: newDamageTrack(aircraft, o, rules.lewisAmmo),
		lastTargets: {}
	};
}

/** Builds turn 1 of a game (H-SET-1…6) from a setup and the app's seed. */
export function setupHexGame(setup: HexSetup, seed: number | Dice): Result<HexGameState> {
	const dice = typeof seed === 'number' ? seededDice(seed) : seed;
	const rules = rulesetOptions(setup.preset ?? 'edition2013', setup.rules);
	const mapSpec = setup.map ?? { boards: ['standard'] };
	const map = validateMap(mapSpec);
	if (!map.ok) return map;
	if (!Array.isArray(setup.planes) || setup.planes.length === 0)
		return refuse('hex.setup.no_planes', {}, 'A game needs planes.');
	if (setup.planes.length > HEX_SETUP_BOUNDS.planes) return tooManyPlanes(setup.planes.length);
	const overrides = checkRuleOverrides(setup.rules);
	if (!overrides.ok) return overrides;

	// H-SET-1: seats, sides.
	const seatSide = new Map<string, Side>();
	const ids = new Set<string>();
	for (const [i, p] of setup.planes.entries()) {
		const ac = findAircraft(p.aircraft);
		if (!ac)
			return refuse(
				'hex.setup.unknown_aircraft',
				{ field: `planes.${i}.aircraft`, aircraft: quote(p.aircraft) },
				`There is no aircraft "${p.aircraft}" in the catalog.`
			);
		if (ids.has(p.id))
			return refuse(
				'hex.setup.duplicate_plane',
				{ field: `planes.${i}.id`, id: quote(p.id) },
				`Two planes are called "${p.id}".`
			);
		ids.add(p.id);
		const side = seatSide.get(p.seat);
		if (side && side !== ac.side)
			return refuse(
				'hex.setup.mixed_sides',
				{ field: `planes.${i}.seat`, seat: quote(p.seat) },
				`All of a player's planes fly for one side: ${p.seat} mixes Entente and Central Powers.`
			);
		seatSide.set(p.seat, ac.side);
		// H-SET-4: the month filter.
		if (setup.month && ac.inServiceFrom > setup.month)
			return refuse(
				'hex.setup.not_in_service',
				{
					field: `planes.${i}.aircraft`,
					aircraft: p.aircraft,
					month: quote(setup.month),
					from: ac.inServiceFrom
				},
				`${ac.name} was not in service in ${setup.month} (from ${ac.inServiceFrom}).`
			);
	}
	for (const s of SIDES) {
		if (!setup.planes.some((p) => aircraftOf(p).side === s))
			return refuse(
				'hex.setup.side_without_planes',
				{ side: s },
				`Each side needs at least one plane: ${s === 'entente' ? 'the Entente' : 'the Central Powers'} has none.`
			);
	}
	const maxSeats = MAX_SEATS_PER_BOARD * mapSpec.boards.length;
	if (seatSide.size > maxSeats)
		return refuse(
			'hex.setup.too_many_players',
			{ players: seatSide.size, max: MAX_SEATS_PER_BOARD },
			`${seatSide.size} players need more boards: one board takes 2–${MAX_SEATS_PER_BOARD}.`
		);

	const homeEdges = chooseHomeEdges(setup.homeEdges, dice);
	const planes: HexPlane[] = [];
	for (const [i, p] of setup.planes.entries()) {
		const ac = aircraftOf(p);
		const hex = parseHexId(map.value, p.hex);
		if (!hex.ok)
			return refuseWithin(
				'hex.setup.plane',
				{ field: `planes.${i}.hex`, plane: p.id },
				`${p.id}: `,
				hex
			);
		const edge = homeEdges[ac.side];
		// H-SET-3: start hexes are full hexes next to the own home edge.
		if (setup.placement !== 'free' && !isNextToEdge(map.value, hex.value.col, edge))
			return refuse(
				'hex.setup.start_edge',
				{ field: `planes.${i}.hex`, plane: p.id, edge, hex: p.hex },
				`${p.id} must start in a full hex next to its ${edge} home edge, not ${p.hex}.`
			);
		const facing = parseFacing(p.facing, edge === 'west' ? 0 : 3);
		if (!facing.ok)
			return refuseWithin(
				'hex.setup.plane',
				{ field: `planes.${i}.facing`, plane: p.id },
				`${p.id}: `,
				facing
			);
		let altitude: number | null = null;
		if (rules.optional.altitude) {
			altitude = p.altitude ?? ac.ceiling; // H-SET-6 recommended: the highest allowed
			if (!Number.isInteger(altitude) || altitude < 1 || altitude > ac.ceiling)
				return refuse(
					'hex.setup.start_altitude',
					{
						field: `planes.${i}.altitude`,
						plane: p.id,
						altitude: quote(altitude),
						ceiling: ac.ceiling,
						aircraft: p.aircraft
					},
					`${p.id}: start altitude must be 1–${ac.ceiling} (the ${ac.name}'s ceiling).`
				);
		}
		planes.push(newPlane(p, ac, { ...hex.value, facing: facing.value }, altitude, rules));
	}

	const state: HexGameState = {
		version: 1,
		ruleset: rules,
		map: { boards: [...mapSpec.boards] },
		homeEdges,
		turn: 1,
		planes,
		tailing: { pairs: [], order: [], cycleStarters: [] },
		locked: {},
		dice: dice.snapshot(),
		over: false,
		winner: null,
		// Every key of a state from the start, absent ones undefined: one shape for all states.
		damageDecks: undefined,
		kills: undefined,
		fireStep: undefined
	};
	const tailing = computeTailing(state, dice);
	return ok({ ...state, tailing, dice: dice.snapshot() });
}
