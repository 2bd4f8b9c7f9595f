/**
 * How the UI words the parameters of the hex reasons (`hex.…`, `dogfight.…`), by parameter name.
 * Ids the engine uses (plane, aircraft, gun position, burst, side, home edge) become the words the
 * Dogfight screens use; maneuver codes, hex ids and numbers stay as they are.
 */
import { AIRCRAFT } from '$lib/data/hex/aircraft';
import { m } from '$lib/ui/i18n';
import type { ParamFormatter, ReasonNames } from './reasons';

const plane = (id: string | number, names: ReasonNames): string =>
	names.plane ? names.plane(String(id)) : String(id);

/** A word from a table of messages; an unknown value stays as it is. */
const from =
	(words: Record<string, () => string>): ParamFormatter =>
	(value) =>
		Object.hasOwn(words, value) ? words[value]() : String(value);

export const HEX_PARAMS: Record<string, ParamFormatter> = {
	/** A plane of the game (unknown ids are passed as `id`, quoted). */
	plane,
	target: plane,
	/** An aircraft type id of the catalog → its name (the same in every language). */
	aircraft: (id) => AIRCRAFT[id]?.name ?? String(id),
	/** A gun position, as the crew member who fires it ("The {position} fires…"). */
	position: from({
		pilot: () => m.dogfight_reason_pilot(),
		observer: () => m.dogfight_reason_observer()
	}),
	/** A burst length, as the word before "burst" ("A {burst} burst…", "Ein {burst} Feuerstoß…"). */
	burst: from({
		short: () => m.dogfight_reason_burst_short(),
		medium: () => m.dogfight_reason_burst_medium(),
		long: () => m.dogfight_reason_burst_long()
	}),
	side: from({
		entente: () => m.dogfight_side_entente(),
		central: () => m.dogfight_side_central()
	}),
	/** A home edge (H-SET-3). */
	edge: from({
		west: () => m.dogfight_reason_edge_west(),
		east: () => m.dogfight_reason_edge_east()
	})
};
