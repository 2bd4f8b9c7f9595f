/**
 * What an aircraft card says (issue 16): the figures a player weighs before choosing an
 * aircraft — stability, guns, speeds, climbing, handling, dive, ceiling, fuel, damage boxes and
 * the maneuver sheet — in the UI's language. Pure, so it is tested without a browser.
 */
import type { AircraftType, Gun, PresetName } from '$lib/data/hex';
import { m } from '$lib/ui/i18n';
import { formatNumber } from '$lib/ui/format';
import { formatLocale } from '$lib/i18n/format-locale';
import { sideLabel } from './event-words';

export interface CardRow {
	key: string;
	label: string;
	text: string;
}

export interface CardBoxes {
	key: 'wings' | 'fuselage' | 'tail' | 'engine';
	label: string;
	boxes: number;
}

const BANDS = ['VL', 'L', 'M', 'H', 'VH'];

/** `1917-08` → "Aug 1917" / "Aug. 1917" in the UI's language. */
export function monthLabel(month: string): string {
	const [y, mo] = month.split('-').map(Number);
	return new Intl.DateTimeFormat(formatLocale(), {
		month: 'short',
		year: 'numeric',
		timeZone: 'UTC'
	}).format(Date.UTC(y, mo - 1, 1));
}

/** "2 × LMG 08/15", "Vickers, Lewis on the upper wing". */
function gunsText(guns: readonly Gun[]): string {
	const groups = new Map<string, number>();
	for (const g of guns) {
		const name = g.wingMount ? m.aircraft_gun_wing({ model: g.model }) : g.model;
		groups.set(name, (groups.get(name) ?? 0) + 1);
	}
	return [...groups]
		.map(([model, n]) => (n > 1 ? m.aircraft_gun_count({ n, model }) : model))
		.join(', ');
}

function climbText(a: AircraftType, preset: PresetName): string {
	// H-PLAN-8: 2013 (and online) climb needs speed ≥ 2 and not the top speed; classic: a straight.
	if (preset === 'classic1983') return m.aircraft_climb_classic();
	return a.topSpeed - 1 <= 2
		? m.aircraft_climb_only_2()
		: m.aircraft_climb_line({ max: a.topSpeed - 1 });
}

/** The text rows of the card, in reading order. */
export function cardRows(a: AircraftType, preset: PresetName = 'edition2013'): CardRow[] {
	const h = a.history;
	const pilot = a.guns.filter((g) => g.position === 'pilot');
	const observer = a.guns.filter((g) => g.position === 'observer');
	const handling = [
		m.aircraft_rating({ name: m.aircraft_turn(), value: a.handling.turn }),
		m.aircraft_rating({ name: m.aircraft_climb_rating(), value: a.handling.climb }),
		m.aircraft_rating({ name: m.aircraft_roll(), value: a.handling.roll })
	].join(' · ');
	return [
		{
			key: 'engine',
			label: m.aircraft_engine(),
			text: m.aircraft_engine_line({
				engine: h.engineName,
				hp: h.hp,
				kind: a.engine === 'rotary' ? m.aircraft_rotary() : m.aircraft_inline()
			})
		},
		{
			key: 'stability',
			label: m.aircraft_stability(),
			text: { A: m.aircraft_stability_A, B: m.aircraft_stability_B, C: m.aircraft_stability_C }[
				a.stability
			]()
		},
		{
			key: 'guns',
			label: m.aircraft_guns(),
			text: [
				m.aircraft_guns_pilot({ guns: gunsText(pilot) }),
				...(observer.length ? [m.aircraft_guns_observer({ guns: gunsText(observer) })] : [])
			].join('; ')
		},
		{
			key: 'speeds',
			label: m.aircraft_speeds(),
			text: m.aircraft_speeds_line({
				top: a.topSpeed,
				start: a.startManeuver,
				kmh: h.maxSpeedKmh
			})
		},
		{ key: 'climb', label: m.aircraft_climb(), text: climbText(a, preset) },
		{
			key: 'handling',
			label: m.aircraft_handling(),
			text: a.handling.torque ? `${handling}; ${m.aircraft_torque()}` : handling
		},
		{
			key: 'dive',
			label: m.aircraft_dive(),
			text: {
				weak: m.aircraft_dive_weak,
				normal: m.aircraft_dive_normal,
				strong: m.aircraft_dive_strong
			}[a.handling.dive]()
		},
		{
			key: 'ceiling',
			label: m.aircraft_ceiling(),
			text: m.aircraft_ceiling_line({
				level: a.ceiling,
				band: BANDS[a.ceiling - 1],
				metres: formatNumber(h.serviceCeilingM)
			})
		},
		{
			key: 'fuel',
			label: m.dogfight_fuel(),
			text: m.aircraft_fuel_line({ fuel: a.fuel, hours: formatNumber(h.enduranceH, 2) })
		}
	];
}

/** Side and service month, e.g. "Central Powers · at the front from Aug 1917". */
export function serviceLine(a: AircraftType): string {
	const p = { side: sideLabel(a.side), month: monthLabel(a.inServiceFrom) };
	return a.serviceDateEstimated ? m.aircraft_service_estimated(p) : m.aircraft_service(p);
}

/** The four damage tracks (H-DMG-1) with their boxes. */
export function cardBoxes(a: AircraftType): CardBoxes[] {
	return [
		{ key: 'wings', label: m.dogfight_dmg_wings(), boxes: a.boxesWings },
		{ key: 'fuselage', label: m.dogfight_dmg_fuselage(), boxes: a.boxesFuselage },
		{ key: 'tail', label: m.dogfight_dmg_tail(), boxes: a.boxesTail },
		{ key: 'engine', label: m.dogfight_dmg_engine(), boxes: a.boxesEngine }
	];
}
