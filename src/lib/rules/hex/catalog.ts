/**
 * The hex catalogs looked up by ids and codes that came from users (issue 17): an aircraft named
 * "constructor" or a maneuver "toString" is simply not in the catalog. `find…` answers undefined
 * for an unknown id (setup and plot checks refuse it); `…Of` is for states the setup has checked,
 * where a missing entry is an internal error.
 */
import { AIRCRAFT, type AircraftType } from '../../data/hex/aircraft';
import { MANEUVERS, type Maneuver } from '../../data/hex/maneuvers';
import { ownValue } from '../common/own';

export const findAircraft = (id: string): AircraftType | undefined => ownValue(AIRCRAFT, id);

export const findManeuver = (code: string): Maneuver | undefined => ownValue(MANEUVERS, code);

/** The aircraft of a plane of a checked state. */
export function aircraftOf(plane: { readonly aircraft: string }): AircraftType {
	const ac = findAircraft(plane.aircraft);
	if (!ac) throw new Error(`unknown aircraft ${plane.aircraft} (internal error)`);
	return ac;
}

/** A maneuver code of a checked state (a plane's last maneuver, a validated plot, a schedule). */
export function maneuverOf(code: string): Maneuver {
	const m = findManeuver(code);
	if (!m) throw new Error(`unknown maneuver ${code} (internal error)`);
	return m;
}
