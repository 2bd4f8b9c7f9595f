import { m } from '$lib/ui/i18n';
import { classLabel } from '$lib/ui/reason-params-grid';
import type { GridEvent, PlaneState, Side } from '$lib/rules/grid';
import { GRID_AIRCRAFT_BY_ID } from '$lib/data/grid/aircraft';
import type { ManoeuvreId } from '$lib/rules/grid';
import type { MissionId } from '$lib/data/missions';

/**
 * A plane's label for players: its counter id and type, e.g. "A1 Sopwith Camel", with the
 * pilot's name when a campaign pilot flies it, e.g. "A1 Ball (Sopwith Camel)".
 */
export function planeName(
	planes: readonly (Pick<PlaneState, 'id' | 'type'> & { pilot?: string | null })[],
	id: string
): string {
	const p = planes.find((q) => q.id === id);
	const type = p ? (GRID_AIRCRAFT_BY_ID[p.type]?.name ?? p.type) : '';
	if (p?.pilot) return `${id} ${p.pilot} (${type})`;
	return type ? `${id} ${type}` : id;
}

/** A quick mission's name (C-M1…C-M7). */
export function missionName(id: MissionId): string {
	switch (id) {
		case 'photo-recon':
			return m.skirmish_mission_photo_recon();
		case 'bombing-run':
			return m.skirmish_mission_bombing_run();
		case 'fighter-sweep':
			return m.skirmish_mission_fighter_sweep();
		case 'dawn-patrol':
			return m.skirmish_mission_dawn_patrol();
		case 'long-recon':
			return m.skirmish_mission_long_recon();
		case 'balloon-busting':
			return m.skirmish_mission_balloon_busting();
		case 'bomber-escort':
			return m.skirmish_mission_bomber_escort();
	}
}

export const sideName = (side: Side): string =>
	side === 'A' ? m.skirmish_side_a() : m.skirmish_side_b();

export function manoeuvreName(id: ManoeuvreId | 'slow' | null): string {
	switch (id) {
		case null:
			return m.skirmish_man_none();
		case 'slow':
			return m.skirmish_man_slow();
		case 'split-s':
			return m.skirmish_man_split_s();
		case 'throttle-back':
			return m.skirmish_man_throttle_back();
		case 'full-throttle':
			return m.skirmish_man_full_throttle();
		case 'jink':
			return m.skirmish_man_jink();
		case 'immelmann':
			return m.skirmish_man_immelmann();
		case 'engine-hang':
			return m.skirmish_man_engine_hang();
		case 'dead-eye':
			return m.skirmish_man_dead_eye();
	}
}

/** Whether the plane's type carries an observer (a gun the observer fires). */
export const hasObserver = (plane: Pick<PlaneState, 'type'>): boolean =>
	GRID_AIRCRAFT_BY_ID[plane.type]?.guns.some((g) => g.crew === 'observer') ?? false;

/** The compass point of each orthogonal facing (0 = north, as FACING_STEP in the rules). */
const FACINGS: Partial<Record<number, string>> = { 0: 'north', 2: 'east', 4: 'south', 6: 'west' };

const EDGES = (edge: string): string =>
	({
		west: m.skirmish_edge_west(),
		east: m.skirmish_edge_east(),
		north: m.skirmish_edge_north(),
		south: m.skirmish_edge_south()
	})[edge] ?? edge;

/**
 * A major-table effect in words (G-FIRE-3). Row 1 kills the observer: against a plane that carries
 * none (a single-seater) it only costs its HP, and says so.
 */
export function majorEffectName(effect: string, target?: Pick<PlaneState, 'type'>): string {
	switch (effect) {
		case 'observer-dies':
			return target && !hasObserver(target)
				? m.skirmish_major_no_observer()
				: m.skirmish_major_observer();
		case 'speed-lost':
			return m.skirmish_major_speed();
		case 'agility-lost':
			return m.skirmish_major_agility();
		case 'critical':
			return m.skirmish_major_critical();
		default:
			return m.skirmish_major_damage();
	}
}

/** One event in words for the turn log; null for bookkeeping the log leaves out. */
export function describeEvent(e: GridEvent, planes: readonly PlaneState[]): string | null {
	const n = (id: string) => planeName(planes, id);
	switch (e.type) {
		case 'turn-started':
			return m.skirmish_ev_turn({ turn: e.turn });
		case 'fire-step':
			return m.skirmish_ev_fire_step();
		case 'no-shots':
			return m.skirmish_ev_no_shots();
		case 'shot':
			return m.skirmish_ev_shot({
				shooter: n(e.shooter),
				target: n(e.target),
				dice: e.dice,
				hp: e.hpLoss
			});
		case 'passing-roll':
			return m.skirmish_ev_passing({ plane: n(e.plane), roll: e.roll, needed: e.needed });
		case 'shot-down':
			return m.skirmish_ev_shot_down({ plane: n(e.plane) });
		case 'critical':
			return m.skirmish_ev_critical({ plane: n(e.plane) });
		case 'observer-killed':
			return m.skirmish_ev_observer({ plane: n(e.plane) });
		case 'speed-lost':
			return m.skirmish_ev_speed({ plane: n(e.plane), now: classLabel(e.now) });
		case 'agility-lost':
			return m.skirmish_ev_agility({ plane: n(e.plane), now: classLabel(e.now) });
		case 'balloon-destroyed':
			return m.skirmish_ev_balloon({ balloon: e.balloon, plane: n(e.by) });
		case 'deck-shuffled':
			return m.skirmish_ev_shuffled({ cards: e.cards });
		case 'activated':
			return m.skirmish_ev_card({ plane: n(e.plane) });
		case 'patience':
			return m.skirmish_ev_patience({ plane: n(e.plane) });
		case 'moved':
			// ◇ Boxed in (nose to a balloon): no square flown, a quarter turn in place or none.
			if (e.manoeuvre === null && !e.path.includes('F'))
				return e.path === ''
					? m.skirmish_ev_held_boxed({ plane: n(e.plane) })
					: m.skirmish_ev_turned_in_place({
							plane: n(e.plane),
							facing: EDGES(FACINGS[e.to.facing] ?? '')
						});
			return m.skirmish_ev_moved({
				plane: n(e.plane),
				x: e.to.x + 1,
				y: e.to.y + 1,
				manoeuvre: manoeuvreName(e.manoeuvre)
			});
		case 'left-table':
			return m.skirmish_ev_left({ plane: n(e.plane), edge: EDGES(e.edge) });
		case 'withdrawn':
			return m.skirmish_ev_withdrawn({ plane: n(e.plane) });
		case 'escaped':
			return m.skirmish_ev_escaped({ plane: n(e.plane) });
		case 'reentered':
			return m.skirmish_ev_reentered({ plane: n(e.plane) });
		case 'lost-in-cloud':
			return m.skirmish_ev_lost({ plane: n(e.plane) });
		case 'reemerged':
			return m.skirmish_ev_reemerged({ plane: n(e.plane) });
		case 'photographed':
			return m.skirmish_ev_photo({ plane: n(e.plane) });
		case 'bombed':
			return m.skirmish_ev_bombed({ plane: n(e.plane) });
		case 'site-visited':
			return m.skirmish_ev_site({ plane: n(e.plane) });
		case 'initiative':
			return m.skirmish_ev_initiative({ side: sideName(e.side), a: e.bids.A, b: e.bids.B });
		case 'round-started':
			return m.skirmish_ev_round({ round: e.round });
		case 'board-extended':
			return m.skirmish_ev_extended();
		case 'flew-off-board':
			return m.skirmish_ev_off_board({ plane: n(e.plane) });
		case 'swapped':
			return m.skirmish_ev_swapped({ plane: n(e.plane), other: n(e.with) });
		case 'game-over':
			return m.skirmish_ev_over();
		default:
			return null;
	}
}

/** An ace skill's name as the manoeuvre buttons show it (G-MAN-3). */
export function aceSkillName(skill: string): string {
	switch (skill) {
		case 'patience':
			return m.skirmish_ace_patience();
		case 'immelmann':
			return m.skirmish_man_immelmann();
		case 'engine-hang':
			return m.skirmish_man_engine_hang();
		case 'dead-eye':
			return m.skirmish_man_dead_eye();
		default:
			return skill;
	}
}

/**
 * The grid engine states why a game ended in fixed English phrases (victory.ts, G-END-1,
 * C-M1…C-M6); players read them in their language. An unknown phrase is shown as it is.
 */
export const RESULT_REASONS: Readonly<Record<string, () => string>> = {
	'no plane is left on the table': m.skirmish_reason_none_left,
	'side A has no plane left on the table': () =>
		m.skirmish_reason_side_empty({ side: sideName('A') }),
	'side B has no plane left on the table': () =>
		m.skirmish_reason_side_empty({ side: sideName('B') }),
	'the photographs came home over side A’s edge': m.skirmish_reason_photos_home,
	'the photographs left by another edge': m.skirmish_reason_photos_other_edge,
	'no observation plane of side A can bring photographs home': m.skirmish_reason_no_photo_plane,
	'side A has no observation plane left to bomb with': m.skirmish_reason_no_bomber,
	'the hidden guns were found and an observer escaped': m.skirmish_reason_site_escaped,
	'the guns were found but no observer escaped': m.skirmish_reason_site_no_escape,
	'side A has no observer left to search': m.skirmish_reason_site_no_observer,
	'every balloon was destroyed': m.skirmish_reason_balloons,
	'the bomber was downed': m.skirmish_reason_bomber_downed,
	'side B’s fighters were driven off': m.skirmish_reason_b_driven_off,
	'side A’s fighters fled but the bomber survives': m.skirmish_reason_a_fled,
	'the turn limit was reached': m.skirmish_reason_turn_limit,
	'the guns were found but no observer escaped in time': m.skirmish_reason_site_late,
	'the bomber survived but side B was not driven off': m.skirmish_reason_bomber_survived,
	'side A did not reach its objective in time': m.skirmish_reason_objective_late
};

export function resultReason(reason: string): string {
	const known = RESULT_REASONS[reason];
	if (known) return known();
	const bombed = /^(\d+) of the targets were bombed$/.exec(reason);
	if (bombed) return m.skirmish_reason_bombed({ n: Number(bombed[1]) });
	const score = /^score ([\d.]+) to ([\d.]+)$/.exec(reason);
	if (score) return m.skirmish_reason_score({ a: score[1], b: score[2] });
	return reason;
}
