/** Maneuver names in the reader's language (issue 18: German everywhere), by the catalog's name. */
import { MANEUVERS } from '$lib/data/hex';
import { m } from '$lib/ui/i18n';

const NAMES = new Map<string, () => string>([
	['Barrel roll', m.dogfight_man_barrel_roll],
	['Chandelle', m.dogfight_man_chandelle],
	['Climbing turn', m.dogfight_man_climbing_turn],
	['Forward slip', m.dogfight_man_forward_slip],
	['Gentle turn', m.dogfight_man_gentle_turn],
	['Immelmann', m.dogfight_man_immelmann],
	['Loop', m.dogfight_man_loop],
	['Reversement', m.dogfight_man_reversement],
	['Sideslip', m.dogfight_man_sideslip],
	['Skid turn', m.dogfight_man_skid_turn],
	['Snap turn', m.dogfight_man_snap_turn],
	['Spin', m.dogfight_man_spin],
	['Split S', m.dogfight_man_split_s],
	['Stall turn', m.dogfight_man_stall_turn],
	['Stall', m.dogfight_man_stall],
	['Straight', m.dogfight_man_straight],
	['Tight turn', m.dogfight_man_tight_turn],
	['Turn', m.dogfight_man_turn],
	['Very tight turn', m.dogfight_man_very_tight_turn],
	['Wingover', m.dogfight_man_wingover]
]);

/** The maneuver's name ("Enge Kurve"), or its English catalog name for one we have not named. */
export function maneuverName(code: string): string {
	const man = Object.hasOwn(MANEUVERS, code) ? MANEUVERS[code] : undefined;
	if (!man) return code;
	return NAMES.get(man.name)?.() ?? man.name;
}

/** Every catalog name has a translation (checked by a test). */
export const namedManeuvers = (): string[] => [...NAMES.keys()];
