/**
 * Hidden information (H-DMG-6, H-PLAN-9, H-TAIL-3): what one seat may know, secret plots and the
 * tailing reveal. UI and bots only ever see a view.
 */
import { ok, quote, refuse, type Result } from '../common/result';
import { maneuverOptions, validatePlot, type ManeuverOption } from './planning';
import { toldAbout } from './tailing';
import { publicDamage, type PublicDamage } from '../hex-combat/secrecy';
import { SPIN_CODE } from '../../data/hex/maneuvers';
import { own, ownValue, setOwn } from '../common/own';
import type { FireOrderPlot, HexGameState, HexPlane, Plot, PlotMap, TailPair } from './types';

/** What anyone at the table sees of a plane. */
export interface PublicPlaneView {
	visibility: 'public';
	id: string;
	seat: string;
	side: HexPlane['side'];
	aircraft: string;
	colour?: string;
	novice: boolean;
	col: number;
	row: number;
	facing: HexPlane['facing'];
	altitude: number | null;
	status: HexPlane['status'];
	safeReturn?: boolean;
	/** Shot down, but still falling out of control on the board (2013 with altitude, 000:604). */
	falling?: true;
	/** Revealed in movement (the sheets are shown). */
	lastManeuver: string;
	lastAltitudeOrder: HexPlane['lastAltitudeOrder'];
	/** Spinning as far as the table can see: it flew the spin 0S2 (revealed in movement). */
	spinning: boolean;
	/** Open effects (H-DMG-6): smoke, fire, observer killed. */
	smoking: boolean;
	onFire: boolean;
	observerKilled: boolean;
	/** Part 2: the open facts of the damage track (H-DMG-6, hex-combat `publicDamage`). */
	openDamage?: PublicDamage;
}

export type FullPlaneView = HexPlane & { visibility: 'full' };
export type PlaneView = PublicPlaneView | FullPlaneView;

export interface ToldDirection {
	tailer: string;
	tailed: string;
	/** Null until the tailed plane has locked its plot. */
	direction: 'L' | 'S' | 'R' | null;
	altitude: string | null;
}

export interface HexView {
	seat: string;
	ruleset: HexGameState['ruleset'];
	map: HexGameState['map'];
	homeEdges: HexGameState['homeEdges'];
	turn: number;
	over: boolean;
	winner: HexGameState['winner'];
	planes: PlaneView[];
	/** Tailing is settled openly in phase 1: every pair and the plotting order. */
	tailing: { pairs: TailPair[]; order: string[] };
	/** H-TAIL-3: only what this seat's tailers are told. */
	told: ToldDirection[];
	/** This seat's own locked plots; every other plot stays secret (H-PLAN-9). */
	myPlots: PlotMap;
	/** Which planes have locked (the Ready! marker is public), not what. */
	lockedPlanes: string[];
	/** H-END-2: kills per side so far (open). */
	kills?: HexGameState['kills'];
	/** After movement, while fire is chosen (H-COMB-3): see `FireStepView`. */
	fireStep?: FireStepView;
}

/**
 * The fire step as one seat sees it: who is asked and who has chosen are open (the Ready
 * marker), so are the stalls movement revealed; the plots' reload and unjam and the fire chosen
 * are this seat's own only (H-COMB-3, 000:464) until the combat phase resolves.
 */
export interface FireStepView {
	due: string[];
	chosenPlanes: string[];
	stalled: string[];
	myPlots: PlotMap;
	myFire: { plane: string; fire: FireOrderPlot[] }[];
}

function publicPlane(p: HexPlane): PublicPlaneView {
	return {
		visibility: 'public',
		id: p.id,
		seat: p.seat,
		side: p.side,
		aircraft: p.aircraft,
		...(p.colour ? { colour: p.colour } : {}),
		novice: p.novice,
		col: p.col,
		row: p.row,
		facing: p.facing,
		altitude: p.altitude,
		status: p.status,
		...(p.safeReturn ? { safeReturn: true } : {}),
		...(p.falling ? { falling: true } : {}),
		lastManeuver: p.lastManeuver,
		lastAltitudeOrder: p.lastAltitudeOrder,
		// A spin shows only when movement reveals its 0S2 (003:67): one that began in phase 6 or
		// 8 stays the owner's secret until then (H-DMG-6).
		spinning: p.spinning && p.lastManeuver === SPIN_CODE,
		smoking: p.smoking,
		onFire: p.onFire,
		observerKilled: p.observerKilled,
		...(p.combat ? { openDamage: publicDamage(p.combat) } : {})
	};
}

/**
 * The view of one seat. Damage, fuel, jams, gliding, ammunition, restrictions, pending checks
 * and other seats' plots are hidden (H-DMG-6) — from team-mates too. After the game ends
 * everything is shown for the replay (H-END-3).
 */
export function viewFor(state: HexGameState, seat: string): HexView {
	const mine = (p: HexPlane) => p.seat === seat || state.over;
	const myPlots: PlotMap = {};
	for (const [id, plot] of Object.entries(state.locked)) {
		const p = state.planes.find((x) => x.id === id);
		if (p && mine(p)) setOwn(myPlots, id, { ...plot });
	}
	const told: ToldDirection[] = [];
	for (const p of state.planes) {
		if (p.seat !== seat) continue;
		for (const t of toldAbout(state, p.id)) told.push({ tailer: p.id, ...t });
	}
	const step = state.fireStep;
	let fireStep: FireStepView | undefined;
	if (step) {
		const myPlots: PlotMap = {};
		for (const p of state.planes) {
			const plot = own(step.plots, p.id);
			if (plot && mine(p)) setOwn(myPlots, p.id, JSON.parse(JSON.stringify(plot)) as Plot);
		}
		const seatOf = new Map(state.planes.map((p) => [p.id, p]));
		fireStep = {
			due: [...step.due],
			chosenPlanes: step.chosen.map((c) => c.plane),
			stalled: [...step.stalled],
			myPlots,
			myFire: step.chosen
				.filter((c) => {
					const p = seatOf.get(c.plane);
					return p !== undefined && mine(p);
				})
				.map((c) => ({ plane: c.plane, fire: c.fire.map((f) => ({ ...f })) }))
		};
	}
	return {
		seat,
		ruleset: state.ruleset,
		map: state.map,
		homeEdges: state.homeEdges,
		turn: state.turn,
		over: state.over,
		winner: state.winner,
		planes: state.planes.map((p) =>
			mine(p)
				? { ...(JSON.parse(JSON.stringify(p)) as HexPlane), visibility: 'full' as const }
				: publicPlane(p)
		),
		tailing: { pairs: state.tailing.pairs.map((t) => ({ ...t })), order: [...state.tailing.order] },
		told,
		myPlots,
		lockedPlanes: Object.keys(state.locked),
		...(state.kills ? { kills: { ...state.kills } } : {}),
		...(fireStep ? { fireStep } : {})
	};
}

const noPlane = (id: string) =>
	refuse('hex.no_plane', { id: quote(id) }, `There is no plane "${id}".`);

/** H-PLAN-1…6: every maneuver of the plane's schedule, with ok or the reason it is refused. */
export function legalManeuvers(view: HexView, planeId: string): Result<ManeuverOption[]> {
	const plane = view.planes.find((p) => p.id === planeId);
	if (!plane) return noPlane(planeId);
	if (plane.visibility !== 'full')
		return refuse('hex.view.not_yours', { plane: planeId }, `${planeId} is not yours to plot.`);
	return ok(maneuverOptions({ rules: view.ruleset, turn: view.turn }, plane));
}

/**
 * Locks one plane's plot (the Ready! marker, H-PLAN-9). Once locked it is revealed to tailers as
 * a direction only (H-TAIL-3) and cannot change. Fire is not part of it: it is chosen after
 * movement (`lockFire`, H-COMB-3).
 */
export function lockPlot(state: HexGameState, planeId: string, plot: Plot): Result<HexGameState> {
	const plane = state.planes.find((p) => p.id === planeId);
	if (!plane) return noPlane(planeId);
	if (state.fireStep)
		return refuse(
			'hex.turn.fire_step',
			{},
			'The planes have moved: fire is chosen now, then the combat phase resolves.'
		);
	if (plane.status !== 'flying')
		return refuse('hex.view.out_of_game', { plane: planeId }, `${planeId} is out of the game.`);
	if (ownValue(state.locked, planeId))
		return refuse(
			'hex.view.already_locked',
			{ plane: planeId },
			`${planeId} has already locked its plot.`
		);
	const check = validatePlot({ rules: state.ruleset, turn: state.turn }, plane, plot);
	if (!check.ok) return check;
	// Fire is chosen after movement (H-COMB-3), the tailing choice before plotting (chooseTail).
	const { fire: _fire, tail: _tail, ...kept } = plot;
	return ok({ ...state, locked: { ...state.locked, [planeId]: kept } });
}
