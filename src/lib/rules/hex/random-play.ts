/**
 * Random legal play for property tests and the benchmark: picks a legal maneuver and altitude
 * order for every plane that must plot, through the same views a player gets. The choices use
 * their own Dice stream, never the game's (style.md: separate bot stream).
 */
import { AIRCRAFT_IDS } from '../../data/hex/aircraft';
import type { PresetName } from '../../data/hex/rulesets';
import type { Dice } from '../common/dice';
import { altitudeOptions, maneuverOptions, validatePlot } from './planning';
import { hexDistance } from './geometry';
import { mapInfo } from './map';
import type { HexSetup } from './setup';
import type { FireOrderPlot, HexGameState, HexPlane, Plot, PlotMap } from './types';
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

const BURSTS = ['short', 'medium', 'long'] as const;

/**
 * Part 2: random fire orders at enemies near enough to be in reach after movement (phase 5
 * refuses the ones that turn out illegal), and now and then an unjam or a Lewis reload.
 */
function addCombatOrders(state: HexGameState, plane: HexPlane, plot: Plot, choose: Dice): void {
	const t = plane.combat;
	if (!t) return;
	const fire: FireOrderPlot[] = [];
	for (const position of ['pilot', 'observer'] as const) {
		if (t.guns[position].mounted === 0 || choose.below(5) === 0) continue;
		const near = state.planes.filter(
			(o) => o.side !== plane.side && o.status === 'flying' && hexDistance(plane, o) <= 6
		);
		if (near.length === 0) continue;
		fire.push({ position, target: choose.pick(near).id, burst: choose.pick(BURSTS) });
	}
	if (fire.length) plot.fire = fire;
	const jammed = (['pilot', 'observer'] as const).filter((p) => t.guns[p].jammed > 0);
	if (jammed.length && choose.below(2) === 0) plot.unjam = jammed;
	if (t.ammo !== null && t.ammo < 5 && choose.below(2) === 0) {
		const withReload = { ...plot, reload: true };
		if (validatePlot({ rules: state.ruleset, turn: state.turn }, plane, withReload).ok)
			plot.reload = true;
	}
}
