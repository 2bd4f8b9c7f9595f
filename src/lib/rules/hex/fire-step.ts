/**
 * Phase 5, the fire step (H-COMB-1…9, H-COMB-3): after every plane has moved, each plane that may
 * shoot chooses target and burst — secretly, all at once (2013 000:351 and 000:464; classic 003
 * "5. Combat: Recording … secretly") — among the shots legal on the board as it is now. Online
 * rules fire by themselves (004:43–48): nobody is asked.
 */
import type { Burst, GunPosition } from '../../data/hex-combat/types';
import { checkFire, checkFireOrders, type Shooter } from '../hex-combat/fire';
import { dicePool } from '../hex-combat/dice-pool';
import { shotCombatValue, targetLower } from '../hex-combat/shot';
import { newDamageTrack, workingGuns } from '../hex-combat/track';
import { ok, quote, reasonOf, refuse, type Reason, type Result } from '../common/result';
import { combatSettingsFor, shooterFor, shotFacts, targetFor } from './combat-phase';
import { hexDistance, pairGeometry } from './geometry';
import { own } from '../common/own';
import { FIRE_RANGE } from '../../data/hex-combat/thresholds';
import type { HexView } from './view';
import type { FireOrderPlot, HexGameState, HexPlane, PlotMap } from './types';
import { aircraftOf, findManeuver } from './catalog';

const POSITIONS: readonly GunPosition[] = ['pilot', 'observer'];
const BURSTS: readonly Burst[] = ['short', 'medium', 'long'];

/** One gun position × one enemy, as the fire step offers it. */
export interface ShotChoice {
	target: string;
	position: GunPosition;
	ok: boolean;
	/** Why this gun position cannot shoot that plane now. */
	reason?: Reason;
	range: number;
	/** Bursts the guns may fire (Lewis ammunition may rule out the longer ones). */
	bursts: Burst[];
	/**
	 * What each legal burst is worth: the 2013 dice (H-COMB-5) or the combat value (H-COMB-6),
	 * as `measure` says.
	 */
	strength: Partial<Record<Burst, number>>;
	measure: 'dice' | 'combatValue';
	/** 2013: the target's side facing the shooter (its damage deck). */
	deck?: 'A' | 'B' | 'C' | 'D';
}

const noPlane = (id: string) =>
	refuse('hex.no_plane', { id: quote(id) }, `There is no plane "${id}".`);

/** What one shot needs to know of the game: the rules, the turn, and who tails whom. */
interface ShotGame {
	ruleset: HexGameState['ruleset'];
	turn: number;
}

/** A plane as a shot sees it: the shooter's full data, a target's open facts. */
type ShotPlane = Pick<
	HexPlane,
	'id' | 'side' | 'status' | 'altitude' | 'lastManeuver' | 'col' | 'row' | 'facing'
>;

/**
 * One gun position of `shooter` at `other` with `burst` (H-COMB-1, -2, -4, -7, -8, -9): the one
 * check behind both `legalShots` (from a seat's view) and `lockFire` (from the state).
 */
function checkShot(
	game: ShotGame,
	shooterPlane: HexPlane,
	reload: boolean,
	other: ShotPlane,
	stalled: readonly string[],
	order: FireOrderPlot
) {
	const settings = combatSettingsFor(game.ruleset);
	const shooter = shooterFor(shooterPlane, shooterPlane.lastManeuver, reload)!;
	const target = targetFor(other, other.lastManeuver, stalled.includes(other.id));
	const g = pairGeometry(shooterPlane, other);
	const legal =
		shooterPlane.status !== 'flying'
			? refuse('hex.combat.plane_down', {}, 'Your plane is down.')
			: checkFire(order, shooter, target, g, settings, game.turn);
	return { legal, shooter, target, g, settings };
}

/**
 * Every enemy × gun position for one of the seat's planes in the fire step: legal with the bursts
 * and what each is worth, or the reason it is refused (H-COMB-1, -2, -4, -7, -8, -9). The same
 * function decides what `lockFire` accepts.
 */
export function legalShots(view: HexView, planeId: string): Result<ShotChoice[]> {
	const step = view.fireStep;
	if (!step)
		return refuse(
			'hex.fire.not_now',
			{},
			'Shots are chosen in the combat phase, after the planes have moved.'
		);
	const plane = view.planes.find((p) => p.id === planeId);
	if (!plane) return noPlane(planeId);
	if (plane.visibility !== 'full' || !plane.combat)
		return refuse('hex.targets.not_yours', { plane: planeId }, `${planeId} is not yours.`);
	const settings = combatSettingsFor(view.ruleset);
	const reload = own(step.myPlots, planeId)?.reload === true;
	const mine = plane as HexPlane;
	const positions: GunPosition[] = plane.combat.hasObserver ? ['pilot', 'observer'] : ['pilot'];
	const measure = settings.rules.combat === 'dice2013' ? 'dice' : 'combatValue';
	const out: ShotChoice[] = [];
	for (const other of view.planes) {
		if (other.side === plane.side) continue;
		for (const position of positions) {
			const bursts: Burst[] = [];
			const strength: Partial<Record<Burst, number>> = {};
			let reason: Reason | undefined;
			let deck: ShotChoice['deck'];
			let range = 0;
			const facts = shotFacts(view, plane, other.id, position);
			for (const burst of BURSTS) {
				const order = { position, target: other.id, burst };
				const {
					legal: r,
					shooter,
					target,
					g
				} = checkShot(view, mine, reload, other, step.stalled, order);
				range = g.range;
				if (!r.ok) {
					reason ??= reasonOf(r);
					continue;
				}
				bursts.push(burst);
				deck = r.value.deck;
				strength[burst] =
					measure === 'dice'
						? dicePool({
								range: r.value.range,
								burst,
								stability: shooter.stability,
								sameTargetAsLastTurn: facts.sameTargetAsLastTurn,
								targetStalled: target.stalled === true,
								targetLower: targetLower(shooter, target, settings),
								shooterSpeed: shooter.speed,
								guns: workingGuns(shooter.track, position)
							}).dice
						: shotCombatValue(r.value, shooter, target, g, settings, facts).value;
			}
			const legal = bursts.length > 0;
			out.push({
				target: other.id,
				position,
				ok: legal,
				...(legal ? {} : { reason }),
				range,
				bursts,
				strength,
				measure,
				...(legal && measure === 'dice' ? { deck } : {})
			});
		}
	}
	return ok(out);
}

/**
 * The shooter as the open facts show it (H-DMG-6): the aircraft's guns, fire, observer killed,
 * spinning (a spin was revealed by its 0S2 in movement) — never jams, ammunition or wounds.
 */
function openShooter(state: HexGameState, plane: HexPlane): Shooter {
	const ac = aircraftOf(plane);
	const fresh = newDamageTrack(ac, state.ruleset.optional, state.ruleset.lewisAmmo);
	return {
		id: plane.id,
		side: plane.side,
		track: {
			...fresh,
			fire: plane.onFire,
			observerKilled: fresh.hasObserver && plane.observerKilled,
			spinning: plane.spinning
		},
		stability: ac.stability,
		altitude: plane.altitude,
		speed: findManeuver(plane.lastManeuver)?.speed ?? 0
	};
}

/**
 * The planes asked for fire after movement: flying, with at least one shot possible on the open
 * facts alone, so being asked (or not) tells the other players nothing hidden. Nobody is asked
 * under automatic targeting (online).
 */
export function fireDue(state: HexGameState, stalled: readonly string[]): string[] {
	const settings = combatSettingsFor(state.ruleset);
	if (settings.rules.targeting === 'automatic') return [];
	const due: string[] = [];
	for (const plane of state.planes) {
		if (plane.status !== 'flying' || plane.spinning) continue;
		// Only enemies within gun range can be shot at all (H-COMB-1, H-COMB-8): a cheap first look.
		const near = state.planes.filter(
			(other) =>
				other.side !== plane.side &&
				other.status === 'flying' &&
				hexDistance(plane, other) <= FIRE_RANGE
		);
		if (near.length === 0) continue;
		const shooter = openShooter(state, plane);
		const positions = shooter.track.hasObserver ? POSITIONS : POSITIONS.slice(0, 1);
		const possible = near.some((other) =>
			positions.some(
				(position) =>
					checkFire(
						{ position, target: other.id, burst: 'short' },
						shooter,
						targetFor(other, other.lastManeuver, stalled.includes(other.id)),
						pairGeometry(plane, other),
						settings,
						state.turn
					).ok
			)
		);
		if (possible) due.push(plane.id);
	}
	return due;
}

/** The fire a plane chose this fire step, if it has chosen. */
export function chosenFire(state: HexGameState, planeId: string): FireOrderPlot[] | undefined {
	return state.fireStep?.chosen.find((c) => c.plane === planeId)?.fire;
}

/** The planes still to choose their fire (in plane order). */
export function firePending(state: HexGameState): string[] {
	const step = state.fireStep;
	if (!step) return [];
	return step.due.filter((id) => !step.chosen.some((c) => c.plane === id));
}

/** What fire is checked against after movement: the board, the turn's plots and stalls. */
export interface FireBoard {
	ruleset: HexGameState['ruleset'];
	turn: number;
	planes: readonly HexPlane[];
	/** The turn's plots (a Lewis reload declared with the plot, H-COMB-7). */
	plots: PlotMap;
	/** Planes that stalled this turn (H-COMB-5). */
	stalled: readonly string[];
}

/**
 * H-COMB-1/3/8: checks a plane's fire against the board after movement — one shot per gun
 * position, each among its legal shots with a burst the guns may fire.
 */
export function checkFireOnBoard(
	board: FireBoard,
	plane: HexPlane,
	fire: readonly FireOrderPlot[]
): Result<FireOrderPlot[]> {
	const once = checkFireOrders(fire);
	if (!once.ok) return once;
	const reload = own(board.plots, plane.id)?.reload === true;
	for (const order of fire) {
		const other = board.planes.find((p) => p.id === order.target);
		if (!other) return noPlane(order.target);
		if (other.side === plane.side)
			return refuse('hex.fire.same_side', { target: order.target }, 'That plane is on your side.');
		// The shot's own reason, e.g. a long burst the Lewis drum cannot pay for (H-COMB-7).
		const { legal } = checkShot(board, plane, reload, other, board.stalled, order);
		if (!legal.ok) return legal;
	}
	return ok(fire.map((f) => ({ position: f.position, target: f.target, burst: f.burst })));
}

/** `checkFireOnBoard` for a plane of a state in its fire step. */
export function checkFireChoice(
	state: HexGameState,
	planeId: string,
	fire: readonly FireOrderPlot[]
): Result<FireOrderPlot[]> {
	const plane = state.planes.find((p) => p.id === planeId);
	if (!plane) return noPlane(planeId);
	const step = state.fireStep;
	if (!step)
		return refuse(
			'hex.fire.not_now',
			{},
			'Shots are chosen in the combat phase, after the planes have moved.'
		);
	return checkFireOnBoard(
		{
			ruleset: state.ruleset,
			turn: state.turn,
			planes: state.planes,
			plots: step.plots,
			stalled: step.stalled
		},
		plane,
		fire
	);
}

/**
 * A plane's fire for this turn (H-COMB-3): locked secretly until phase 5 resolves; an empty list
 * holds fire. Refused with the reason when a shot is not legal now.
 */
export function lockFire(
	state: HexGameState,
	planeId: string,
	fire: readonly FireOrderPlot[]
): Result<HexGameState> {
	const step = state.fireStep;
	if (!step)
		return refuse(
			'hex.fire.not_now',
			{},
			'Shots are chosen in the combat phase, after the planes have moved.'
		);
	if (combatSettingsFor(state.ruleset).rules.targeting === 'automatic')
		return refuse(
			'hex.fire.automatic',
			{},
			'Under these rules every plane fires by itself at its best target.'
		);
	if (chosenFire(state, planeId))
		return refuse(
			'hex.fire.already_chosen',
			{ plane: planeId },
			`${planeId} has already chosen its fire.`
		);
	const checked = checkFireChoice(state, planeId, fire);
	if (!checked.ok) return checked;
	return ok({
		...state,
		fireStep: { ...step, chosen: [...step.chosen, { plane: planeId, fire: checked.value }] }
	});
}
