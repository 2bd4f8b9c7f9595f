/**
 * The hex catalogs looked up by ids and codes that came from users (issue 17): an aircraft named
 * "constructor" or a maneuver "toString" is simply not in the catalog. `find…` answers undefined
 * for an unknown id (setup and plot checks refuse it); `…Of` is for states the setup has checked,
 * where a missing entry is an internal error. The records are read into Maps once: every phase
 * of every turn looks them up (issue 19).
 */
import { AIRCRAFT, type AircraftType } from '../../data/hex/aircraft';
import { MANEUVERS, type Maneuver } from '../../data/hex/maneuvers';

const AIRCRAFT_BY_ID: ReadonlyMap<string, AircraftType> = new Map(Object.entries(AIRCRAFT));
const MANEUVER_BY_CODE: ReadonlyMap<string, Maneuver> = new Map(Object.entries(MANEUVERS));

export const findAircraft = (id: string): AircraftType | undefined => AIRCRAFT_BY_ID.get(id);

export const findManeuver = (code: string): Maneuver | undefined => MANEUVER_BY_CODE.get(code);

/** The aircraft of a plane of a checked state. */
export function aircraftOf(plane: { readonly aircraft: string }): AircraftType {
	const ac = AIRCRAFT_BY_ID.get(plane.aircraft);
	if (!ac) throw new Error(`unknown aircraft ${plane.aircraft} (internal error)`);
	return ac;
}

/** A maneuver code of a checked state (a plane's last maneuver, a validated plot, a schedule). */
export function maneuverOf(code: string): Maneuver {
	const m = MANEUVER_BY_CODE.get(code);
	if (!m) throw new Error(`unknown maneuver ${code} (internal error)`);
	return m;
}
