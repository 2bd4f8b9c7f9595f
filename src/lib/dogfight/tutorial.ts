/**
 * The guided first dogfight (ux principle 6: the first game teaches): a short real game — your
 * Sopwith Camel meeting one Albatros D.Va flown by the easy computer, mid-map and close — with a
 * hint at each decision: plot (a suggested maneuver), climb/dive and lock, watch the movement,
 * fire after movement (H-COMB-3), read the turn on the board, next turn. The hints are worked out
 * from the seat's view, not scripted move by move, so they stay right whatever the player does.
 * The guided part ends when the fight does, or after `TUTORIAL_TURNS` turns.
 */
import { AIRCRAFT, MANEUVERS } from '$lib/data/hex';
import {
	flyPath,
	hexDistance,
	inFrontArc,
	mapInfo,
	toAxial,
	type HexPlane,
	type HexView,
	type ManeuverOption,
	type ShotChoice
} from '$lib/rules/hex';
import type { HexSetup } from '$lib/rules/hex';
import type { DogfightSeat } from './game';

export const TUTORIAL_SEED = 1917;
export const TUTORIAL_TURNS = 3;
export const TUTORIAL_PLANE = 'Camel';
export const TUTORIAL_ENEMY = 'Albatros';
/**
 * The Albatros two hexes ahead and a row lower, flying towards the Camel: whatever the easy
 * computer flies, the suggested maneuvers bring it under the Camel's guns in each of the three
 * guided turns (tutorial.test.ts plays it hint by hint).
 */
const TUTORIAL_ENEMY_START = { hex: '1611', facing: 3 } as const;

/** Mid-map, both at altitude 4, 2013 rules with altitude; the Camel flies east (facing 0). */
export function tutorialSetup(
	names: { you: string; enemy: string },
	enemyAt: { hex: string; facing: 0 | 1 | 2 | 3 | 4 | 5 } = TUTORIAL_ENEMY_START
): {
	setup: HexSetup;
	seats: DogfightSeat[];
} {
	return {
		setup: {
			preset: 'edition2013',
			rules: {
				optional: {
					altitude: true,
					fuel: false,
					observers: false,
					lewisGun: false,
					novicePilots: false
				}
			},
			month: '1917-10',
			homeEdges: { entente: 'west', central: 'east' },
			placement: 'free',
			planes: [
				{
					id: TUTORIAL_PLANE,
					seat: 's1',
					aircraft: 'sopwith-camel',
					hex: '1410',
					facing: 0,
					altitude: 4,
					colour: '#b03a2e'
				},
				{
					id: TUTORIAL_ENEMY,
					seat: 's2',
					aircraft: 'albatros-d5a',
					hex: enemyAt.hex,
					facing: enemyAt.facing,
					altitude: 4,
					colour: '#3d8b3d'
				}
			]
		},
		seats: [
			{ id: 's1', name: names.you, side: 'entente', kind: 'human' },
			{ id: 's2', name: names.enemy, side: 'central', kind: 'computer', level: 'easy' }
		]
	};
}

export type DogfightHintStep =
	| 'plot'
	| 'lock'
	| 'moving'
	| 'fire-shots'
	| 'fire-none'
	| 'next'
	| 'computer'
	| 'won'
	| 'lost'
	| 'done';

export interface DogfightHint {
	step: DogfightHintStep;
	/** The maneuver the hint suggests (an orange frame on the sheet). */
	maneuver?: string;
}

export interface HintInput {
	view: HexView | null;
	phase: 'plotting' | 'firing' | 'resolved';
	/** The player's plane plotting now, with its options. */
	plotting: HexPlane | null;
	options: readonly ManeuverOption[];
	chosen: string | null;
	/** The player's plane choosing fire now, with its shots. */
	firing: HexPlane | null;
	shots: readonly ShotChoice[];
	/** The counters are still flying their paths. */
	moving: boolean;
	/** The turn last told (resolved) or being played. */
	turn: number;
	over: boolean;
	winner: string | null;
}

/** The hint for the decision at hand. */
export function tutorialHint(i: HintInput): DogfightHint {
	if (i.over) return { step: i.winner === 'entente' ? 'won' : 'lost' };
	if (i.phase === 'resolved' && i.turn >= TUTORIAL_TURNS) return { step: 'done' };
	if (i.moving) return { step: 'moving' };
	if (i.phase === 'resolved') return { step: 'next' };
	if (i.phase === 'firing')
		return i.firing
			? { step: i.shots.some((s) => s.ok) ? 'fire-shots' : 'fire-none' }
			: { step: 'computer' };
	if (i.plotting && i.view) {
		const suggested = suggestManeuver(i.view, i.plotting, i.options);
		if (i.chosen) return { step: 'lock', maneuver: suggested ?? undefined };
		return { step: 'plot', maneuver: suggested ?? undefined };
	}
	return { step: 'computer' };
}

/**
 * Where an enemy may end this turn: the calm maneuvers of its sheet within one speed of its last
 * (H-PLAN-2), in the direction its tailer was told if it was (H-TAIL-3).
 */
function enemyEnds(
	view: HexView,
	enemy: HexView['planes'][number],
	told: 'L' | 'S' | 'R' | null
): { col: number; row: number }[] {
	const info = mapInfo(view.map);
	const ac = Object.hasOwn(AIRCRAFT, enemy.aircraft) ? AIRCRAFT[enemy.aircraft] : null;
	const last = MANEUVERS[enemy.lastManeuver]?.speed ?? 2;
	const codes = (ac?.schedule ?? []).filter((c) => {
		const x = MANEUVERS[c];
		return (
			x && !x.stall && !x.spin && Math.abs(x.speed - last) <= 1 && (!told || x.direction === told)
		);
	});
	const ends = codes.map((c) => flyPath(info, enemy, MANEUVERS[c])).filter((e) => !e.left);
	return ends.length ? ends : [enemy];
}

/**
 * The legal, calm maneuver (no stall or spin) that most often ends with an enemy in the front arc
 * within 3 hexes (the pilot's guns, H-COMB-1), over the places the enemy may fly to; on a tie the
 * one that ends nearest to them.
 */
export function suggestManeuver(
	view: HexView,
	plane: HexPlane,
	options: readonly ManeuverOption[]
): string | null {
	const info = mapInfo(view.map);
	const enemies = view.planes.filter((p) => p.side !== plane.side && p.status === 'flying');
	if (enemies.length === 0) return null;
	const told = (id: string) =>
		view.told.find((t) => t.tailer === plane.id && t.tailed === id)?.direction ?? null;
	const futures = enemies.flatMap((e) => enemyEnds(view, e, told(e.id)));
	let best: { code: string; score: number } | null = null;
	for (const o of options) {
		const man = MANEUVERS[o.code];
		if (!o.ok || !man || man.stall || man.spin) continue;
		const end = flyPath(info, plane, man);
		if (end.left) continue;
		const from = toAxial(end.col, end.row);
		let inArc = 0;
		let distance = 0;
		for (const f of futures) {
			const d = hexDistance(end, f);
			distance += d;
			if (d > 0 && d <= 3 && inFrontArc(from, end.facing, toAxial(f.col, f.row))) inArc++;
		}
		// Mostly the chance of a shot; then nearness; a warned maneuver (risk) last.
		const score = -inArc * 100 + distance / futures.length + (o.warning ? 50 : 0);
		if (!best || score < best.score) best = { code: o.code, score };
	}
	return best?.code ?? null;
}
