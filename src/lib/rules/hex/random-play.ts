/**
 * Random legal play for property tests and the benchmark: picks a legal maneuver and altitude
 * order for every plane that must plot, and after movement a legal fire, through the same views a
 * player gets. The choices use
 * their own Dice stream, never the game's (style.md: separate bot stream).
 */
import { AIRCRAFT_IDS } from '../../data/hex/aircraft';
import type { PresetName } from '../../data/hex/rulesets';
import type { Dice } from '../common/dice';
import { altitudeOptions, maneuverOptions, validatePlot } from './planning';
import { mapInfo } from './map';
import type { HexSetup } from './setup';
import { ok, type Result } from '../common/result';
import { firePending, legalShots, lockFire } from './fire-step';
import { resolveCombat, resolveMovement } from './turn';
import { viewFor } from './view';
import type { FireOrderPlot, HexEvent, HexGameState, HexPlane, Plot, PlotMap } from './types';
import { setOwn } from '../common/own';
import { aircraftOf } from './catalog';

/** A setup with `count` planes split between the sides at their home edges. */
export function randomSetup(
	count: number,
	preset: PresetName,
	choose: Dice,
	allOptions = true,
	/** 'close' (part 2 property tests): the sides start 4 columns apart mid-map, facing. */
	placement: 'homeEdge' | 'close' = 'homeEdge'
): HexSetup {
	const info = mapInfo({ boards: ['standard'] });
	const ids = { entente: [] as string[], central: [] as string[] };
	for (const id of AIRCRAFT_IDS) ids[aircraftOf({ aircraft: id }).side].push(id);
	const rows = choose.shuffle(Array.from({ length: info.rows }, (_, i) => i + 1));
	const planes = Array.from({ length: count }, (_, i) => {
		const side = i % 2 === 0 ? 'entente' : 'central';
		const mid = Math.floor(info.columns / 2);
		const col =
			placement === 'close'
				? side === 'entente'
					? mid - 2
					: mid + 2
				: side === 'entente'
					? 1
					: info.columns;
		const row = rows[Math.floor(i / 2) % rows.length];
		return {
			id: `p${i}`,
			seat: `seat${i % 6}`,
			aircraft: choose.pick(ids[side]),
			hex: `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`,
			novice: choose.below(4) === 0,
			...(placement === 'close' ? { facing: side === 'entente' ? (0 as const) : (3 as const) } : {})
		};
	});
	return {
		preset,
		homeEdges: { entente: 'west', central: 'east' },
		rules: allOptions
			? {
					optional: {
						altitude: true,
						fuel: true,
						observers: true,
						lewisGun: true,
						novicePilots: true
					}
				}
			: {},
		planes,
		...(placement === 'close' ? { placement: 'free' as const } : {})
	};
}

/** One legal plot for each plane that must plot this turn (spinning planes need none). */
export function randomPlots(state: HexGameState, choose: Dice): PlotMap {
	const ctx = { rules: state.ruleset, turn: state.turn };
	const plots: PlotMap = {};
	for (const plane of state.planes) {
		if (plane.status !== 'flying' || plane.spinning) continue;
		const legal = maneuverOptions(ctx, plane).filter((o) => o.ok);
		// Prefer flying without a warning over a voluntary spin, as players do.
		const flying = legal.filter((o) => o.code !== '0S2');
		const clean = flying.filter((o) => !o.warning);
		const pick = choose.pick(clean.length > 0 ? clean : flying.length > 0 ? flying : legal).code;
		const orders = altitudeOptions(ctx, plane, pick).filter((o) => o.ok);
		const calm = orders.filter((o) => !o.warning);
		const order =
			orders.length === 0 ? 'level' : choose.pick(calm.length > 0 ? calm : orders).order;
		const plot: Plot = { maneuver: pick, altitude: order };
		addCombatOrders(state, plane, plot, choose);
		setOwn(plots, plane.id, plot);
	}
	return plots;
}

/**
 * Part 2: now and then an unjam or a Lewis reload with the plot. Fire is chosen after movement
 * (`randomFire`).
 */
function addCombatOrders(state: HexGameState, plane: HexPlane, plot: Plot, choose: Dice): void {
	const t = plane.combat;
	if (!t) return;
	const jammed = (['pilot', 'observer'] as const).filter((p) => t.guns[p].jammed > 0);
	if (jammed.length && choose.below(2) === 0) plot.unjam = jammed;
	if (t.ammo !== null && t.ammo < 5 && choose.below(2) === 0) {
		const withReload = { ...plot, reload: true };
		if (validatePlot({ rules: state.ruleset, turn: state.turn }, plane, withReload).ok)
			plot.reload = true;
	}
}

/**
 * The fire step at random (H-COMB-3): each plane asked picks, per gun position, one of its legal
 * shots with a random legal burst, or (one time in five) holds that gun.
 */
export function randomFire(state: HexGameState, choose: Dice): HexGameState {
	let s = state;
	for (const id of firePending(state)) {
		const plane = s.planes.find((p) => p.id === id)!;
		const shots = legalShots(viewFor(s, plane.seat), id);
		const fire: FireOrderPlot[] = [];
		if (shots.ok)
			for (const position of ['pilot', 'observer'] as const) {
				const legal = shots.value.filter((c) => c.ok && c.position === position);
				if (legal.length === 0 || choose.below(5) === 0) continue;
				const c = choose.pick(legal);
				fire.push({ position, target: c.target, burst: choose.pick(c.bursts) });
			}
		const r = lockFire(s, id, fire);
		if (!r.ok) throw new Error(`${id}: ${r.reason}`);
		s = r.value;
	}
	return s;
}

/**
 * One random turn the way the app plays it: random plots, movement, random fire from what is
 * legal after movement, combat. `plots` is the turn's record entry (fire beside the plots).
 */
export function playRandomTurn(
	state: HexGameState,
	choose: Dice
): Result<{ plots: PlotMap; state: HexGameState; events: HexEvent[] }> {
	const plots = randomPlots(state, choose);
	const moved = resolveMovement(state, plots);
	if (!moved.ok) return moved;
	const fired = randomFire(moved.value.state, choose);
	const fought = resolveCombat(fired);
	if (!fought.ok) return fought;
	const record: PlotMap = {};
	for (const [id, plot] of Object.entries(fired.fireStep!.plots)) {
		const fire = fired.fireStep!.chosen.find((c) => c.plane === id)?.fire;
		setOwn(record, id, fire && fire.length ? { ...plot, fire } : plot);
	}
	return ok({
		plots: record,
		state: fought.value.state,
		events: [...moved.value.events, ...fought.value.events]
	});
}
