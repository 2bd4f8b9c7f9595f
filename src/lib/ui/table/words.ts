/**
 * The table companion's events in words for its log and the "last step" line: the engines' own
 * words (src/lib/skirmish/describe.ts, src/lib/ui/dogfight/combat-words.ts) for the engines'
 * events, and ours for the companion's.
 */
import { AIRCRAFT } from '$lib/data/hex';
import type { PlaneState } from '$lib/rules/grid';
import { describeEvent, manoeuvreName, planeName } from '$lib/ui/skirmish/describe';
import type { TallyEvent } from '$lib/table/grid/types';
import type { MaxEvent, MaxPlane } from '$lib/table/hex/types';
import { cloudExitText } from './grid/cloud-words';
import { areaLabel, combatWords } from '$lib/ui/dogfight/combat-words';
import { m } from '$lib/ui/i18n';
import { reasonText } from '$lib/ui/reasons';

export function tallyEventText(e: TallyEvent, planes: readonly PlaneState[]): string | null {
	const n = (id: string) => planeName(planes, id);
	switch (e.type) {
		case 'flew':
			return m.table_ev_flew({ plane: n(e.plane), manoeuvre: manoeuvreName(e.manoeuvre) });
		case 'fire-step-ended':
			return m.table_ev_fire_ended({ turn: e.turn });
		case 'flight':
			return m.table_ev_flight({ plane: n(e.plane) });
		case 'combat-started':
			return m.table_ev_combat({ plane: n(e.plane) });
		case 'combat-ended':
			return null;
		case 'site-found':
			return m.table_ev_site({ plane: n(e.plane) });
		case 'ended-by-players':
			return m.table_ev_ended();
		case 'cloud-exit':
			return cloudExitText(e, n(e.plane));
		default:
			return describeEvent(e, planes as PlaneState[]);
	}
}

/** A Blue Max plane as the players call it: its id, pilot and type. */
export function maxPlaneName(
	planes: readonly Pick<MaxPlane, 'id' | 'pilot' | 'aircraft'>[],
	id: string
) {
	const p = planes.find((q) => q.id === id);
	if (!p) return id;
	const type = AIRCRAFT[p.aircraft]?.name ?? p.aircraft;
	return p.pilot ? `${p.pilot} (${type})` : type;
}

export const burstLabel = (b: string): string =>
	b === 'long'
		? m.table_burst_long()
		: b === 'medium'
			? m.table_burst_medium()
			: m.table_burst_short();

/** A burst standing alone, on its button ("Kurz"; burstLabel is the word inside a sentence). */
export const burstButtonLabel = (b: string): string =>
	b === 'long'
		? m.table_burst_button_long()
		: b === 'medium'
			? m.table_burst_button_medium()
			: m.table_burst_button_short();

export const positionLabel = (p: string): string =>
	p === 'observer' ? m.dogfight_pos_observer() : m.dogfight_pos_pilot();

/** One Blue Max event in words (only events the reader may see reach here: `maxEventsFor`). */
export function maxEventText(e: MaxEvent, planes: readonly MaxPlane[]): string | null {
	const n = (id: string) => maxPlaneName(planes, id);
	switch (e.type) {
		case 'turn-started':
			return m.table_ev_turn({ turn: e.turn });
		case 'maneuver-flown':
			return m.table_ev_maneuver({ plane: n(e.plane), code: e.code });
		case 'fuel-paid':
			return e.glideTurns === null
				? m.table_ev_fuel({ plane: n(e.plane), spent: e.spent, left: e.left })
				: m.table_ev_fuel_dry({ plane: n(e.plane), turns: e.glideTurns });
		case 'altitude-set':
			return m.table_ev_altitude({ plane: n(e.plane), altitude: e.altitude });
		case 'reload-declared':
			return m.table_ev_reload({ plane: n(e.plane) });
		case 'shot-dice':
			return m.table_ev_shot_dice({
				plane: n(e.plane),
				target: n(e.target),
				burst: burstLabel(e.burst),
				dice: e.pool.dice,
				blue: e.faces.filter((f) => f === 'blue').length,
				red: e.faces.filter((f) => f === 'red').length,
				deck: e.deck,
				cards: e.cards
			});
		case 'shot-crt':
			return m.table_ev_shot_crt({
				plane: n(e.plane),
				target: n(e.target),
				value: e.value.value,
				die: e.result.die,
				code: e.result.code
			});
		case 'hits-drawn':
			return m.table_ev_hits({
				plane: n(e.plane),
				list: e.hits
					.map((h) => `${h.id} (${h.half === 'red' ? m.table_red() : m.table_blue()})`)
					.join(', ')
			});
		case 'must-change-altitude':
			return e.must === 'climb'
				? m.table_ev_must_climb({ plane: n(e.plane) })
				: m.table_ev_must_dive({ plane: n(e.plane) });
		case 'ticked':
			return m.table_ev_ticked({ plane: n(e.plane), area: areaLabel(e.area) });
		case 'spin-instead':
			return m.table_ev_spin_instead({
				plane: n(e.plane),
				plotted: e.plotted,
				reason: reasonText(e.reason)
			});
		case 'held-fire':
			return m.table_ev_held_fire({ plane: n(e.plane) });
		case 'collision':
			return m.table_ev_collision({
				planes: e.planes.map(n).join(', '),
				roll: e.roll,
				speed: e.speed,
				stability: e.stability,
				total: e.total,
				cards: e.cards
			});
		case 'action-refused':
			return m.table_ev_refused_reload({ plane: n(e.plane), reason: reasonText(e.reason) });
		case 'out':
			return e.how === 'landed'
				? m.table_ev_landed({ plane: n(e.plane) })
				: m.table_ev_left_map({ plane: n(e.plane) });
		case 'game-over':
			return e.result.winner === 'draw'
				? m.table_ev_over_draw()
				: m.table_ev_over({ side: sideLabel(e.result.winner ?? '') });
		default:
			return combatWords({ ...e, plane: n(e.plane) }).text;
	}
}

export const sideLabel = (side: string): string =>
	side === 'central' ? m.dogfight_side_central() : m.dogfight_side_entente();

/**
 * The engine names each pool or combat-value modifier in fixed English phrases
 * (src/lib/rules/hex-combat/dice-pool.ts, combat-value.ts); players read them in their
 * language. An unknown phrase is shown as it is.
 */
export function modifierText(reason: string): string {
	const fixed: Readonly<Record<string, () => string>> = {
		base: m.table_mod_base,
		'same target as last turn': m.table_mod_same_target,
		'fired at this target last turn': m.table_mod_same_target,
		'target stalled': m.table_mod_stalled,
		'target lower': m.table_mod_lower,
		'only one gun': m.table_mod_one_gun,
		'single gun': m.table_mod_one_gun,
		deflection: m.table_mod_deflection,
		'tailing target': m.table_mod_tailing
	};
	if (Object.hasOwn(fixed, reason)) return fixed[reason]();
	let x = /^base at range (\d+)$/.exec(reason);
	if (x) return m.table_mod_base_range({ range: x[1] });
	x = /^range (\d+)$/.exec(reason);
	if (x) return m.table_mod_range({ range: x[1] });
	x = /^(short|medium|long) burst$/.exec(reason);
	if (x) return m.table_mod_burst({ burst: burstLabel(x[1]) });
	x = /^stability ([ABC])$/.exec(reason);
	if (x) return m.table_mod_stability({ stability: x[1] });
	x = /^(?:shooter|attacker) flew speed (\d+)$/.exec(reason);
	if (x) return m.table_mod_fast({ speed: x[1] });
	return reason;
}

export const modifiersText = (mods: readonly { reason: string; value: number }[]): string =>
	mods
		.map((mod) => `${modifierText(mod.reason)} ${mod.value >= 0 ? '+' : '−'}${Math.abs(mod.value)}`)
		.join(' · ');
