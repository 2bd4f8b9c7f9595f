/**
 * Damage, recovery and problem events (part 2 of the hex engine) in words, with the die roll
 * where there is one (H-DMG-1…6, H-REC-1…3). Only events the reader may see reach here
 * (`hexEventsFor`), so nothing in this file decides secrecy.
 */
import type { CombatEvent } from '$lib/rules/hex-combat/types';
import { m } from '$lib/ui/i18n';
import { reasonWords } from './event-words';

export function areaLabel(area: string): string {
	return (
		{
			wings: m.dogfight_dmg_wings(),
			fuselage: m.dogfight_dmg_fuselage(),
			tail: m.dogfight_dmg_tail(),
			engine: m.dogfight_dmg_engine(),
			fuel: m.dogfight_fuel()
		}[area] ?? area
	);
}

export function effectLabel(effect: string): string {
	return (
		{
			'wings-damaged': m.dogfight_eff_wings_damaged(),
			'wings-crippled': m.dogfight_eff_wings_crippled(),
			'guns-jammed': m.dogfight_fx_jammed(),
			'gun-destroyed': m.dogfight_eff_gun_destroyed(),
			'engine-hit': m.dogfight_eff_engine_hit(),
			smoke: m.dogfight_smoking(),
			fire: m.dogfight_on_fire(),
			'observer-wounded': m.dogfight_eff_observer_wounded(),
			'observer-killed': m.dogfight_observer_killed(),
			'pilot-wounded': m.dogfight_fx_wounded(),
			'pilot-wounded-slow': m.dogfight_eff_pilot_wounded_slow(),
			'pilot-killed': m.dogfight_eff_pilot_killed(),
			'fuel-tank-hit': m.dogfight_eff_fuel_tank_hit(),
			'fuel-tank-explodes': m.dogfight_eff_fuel_tank_explodes(),
			'rudder-right': m.dogfight_eff_rudder({ only: 'R' }),
			'rudder-left': m.dogfight_eff_rudder({ only: 'L' })
		}[effect] ?? effect.replace(/-/g, ' ')
	);
}

export function causeLabel(cause: string): string {
	return (
		{
			'fuel-tank-explosion': m.dogfight_eff_fuel_tank_explodes(),
			'left-map': m.dogfight_cause_left_map(),
			'failed-spin': m.dogfight_cause_failed_spin(),
			'wings-destroyed': m.dogfight_cause_destroyed({ area: m.dogfight_dmg_wings() }),
			'fuselage-destroyed': m.dogfight_cause_destroyed({ area: m.dogfight_dmg_fuselage() }),
			'tail-destroyed': m.dogfight_cause_destroyed({ area: m.dogfight_dmg_tail() }),
			'pilot-killed': m.dogfight_eff_pilot_killed(),
			'engine-destroyed': m.dogfight_cause_destroyed({ area: m.dogfight_dmg_engine() }),
			landed: m.dogfight_ev_landed({ plane: '' }).trim()
		}[cause] ?? cause.replace(/-/g, ' ')
	);
}

const position = (p: string) =>
	p === 'observer' ? m.dogfight_pos_observer() : m.dogfight_pos_pilot();

/** One combat event as a sentence, and the die it rolled (if any) for the dice strip. */
export function combatWords(d: CombatEvent): { text: string; roll: number | null } {
	const plane = d.plane;
	const check = (roll: number, needed: number) => ({ roll, needed });
	switch (d.type) {
		case 'damage':
			return {
				text: m.dogfight_cb_damage({
					plane,
					boxes: d.boxes,
					area: areaLabel(d.area),
					marked: d.marked,
					of: d.of
				}),
				roll: null
			};
		case 'special':
			return {
				text: d.ignored
					? m.dogfight_cb_special_ignored({
							plane,
							effect: effectLabel(d.effect),
							why: reasonWords(d.ignored)
						})
					: m.dogfight_cb_special({ plane, effect: effectLabel(d.effect) }),
				roll: null
			};
		case 'area-destroyed':
			return { text: m.dogfight_cb_area_destroyed({ plane, area: areaLabel(d.area) }), roll: null };
		case 'engine-destroyed':
			return { text: m.dogfight_cb_engine_destroyed({ plane }), roll: null };
		case 'fuel-empty':
			return { text: m.dogfight_cb_fuel_empty({ plane }), roll: null };
		case 'loss-of-control':
			return {
				text: d.spins
					? m.dogfight_cb_control_lost({ plane, ...check(d.roll, d.needed) })
					: m.dogfight_cb_control_kept({ plane, ...check(d.roll, d.needed) }),
				roll: d.roll
			};
		case 'spin-recovery':
			return {
				text: d.recovered
					? m.dogfight_cb_spin_recovered({ plane, ...check(d.roll, d.needed) })
					: m.dogfight_cb_spin_continues({ plane, ...check(d.roll, d.needed) }),
				roll: d.roll
			};
		case 'spin-descent':
			return { text: m.dogfight_cb_spin_descent({ plane, from: d.from, to: d.to }), roll: null };
		case 'unjam':
			return {
				text: d.cleared
					? m.dogfight_cb_unjammed({
							plane,
							position: position(d.position),
							...check(d.roll, d.needed)
						})
					: m.dogfight_cb_still_jammed({
							plane,
							position: position(d.position),
							...check(d.roll, d.needed)
						}),
				roll: d.roll
			};
		case 'reload':
			return {
				text: m.dogfight_cb_reload({ plane, position: position(d.position), ammo: d.ammo }),
				roll: null
			};
		case 'jam-check':
			return {
				text: d.jams
					? m.dogfight_cb_jams({
							plane,
							position: position(d.position),
							...check(d.roll, d.needed)
						})
					: m.dogfight_cb_no_jam({
							plane,
							position: position(d.position),
							...check(d.roll, d.needed)
						}),
				roll: d.roll
			};
		case 'stall-check':
			return {
				text: d.spins
					? m.dogfight_cb_stall_spins({ plane, ...check(d.roll, d.needed) })
					: m.dogfight_cb_stall_holds({ plane, ...check(d.roll, d.needed) }),
				roll: d.roll
			};
		case 'fire-out-check':
			return {
				text: d.out
					? m.dogfight_cb_fire_out({ plane, ...check(d.roll, d.needed) })
					: m.dogfight_cb_fire_burns({ plane, ...check(d.roll, d.needed) }),
				roll: d.roll
			};
		case 'smoke-check':
			return {
				text:
					d.outcome === 'cleared'
						? m.dogfight_cb_smoke_cleared({ plane })
						: d.outcome === 'fire'
							? m.dogfight_cb_smoke_fire({ plane })
							: m.dogfight_cb_smoke_stays({ plane }),
				roll: d.roll
			};
		case 'shot-down':
			return { text: m.dogfight_cb_shot_down({ plane, cause: causeLabel(d.cause) }), roll: null };
	}
}
