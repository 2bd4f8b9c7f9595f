import { GRID_AIRCRAFT_BY_ID, type GridAircraft, type GunSpec } from '../../data/grid/aircraft';
import { ownValue } from '../common/own';
import type { PlaneState } from './types';

/** The catalog entry of a type id a user wrote ("constructor" is no aircraft). */
export const gridAircraftById = (id: string): GridAircraft | undefined =>
	ownValue(GRID_AIRCRAFT_BY_ID, id);

/** The catalog entry of a plane; setups are validated, so the type always exists. */
export function aircraftOf(plane: Pick<PlaneState, 'type'>): GridAircraft {
	const a = gridAircraftById(plane.type);
	if (!a) throw new Error(`unknown aircraft type ${plane.type} (internal error)`);
	return a;
}

export function gunOf(plane: PlaneState, gunId: string): GunSpec | undefined {
	return aircraftOf(plane).guns.find((g) => g.id === gunId);
}

export const isObservation = (plane: PlaneState): boolean =>
	aircraftOf(plane).kind === 'observation';

/** Fighters fly 3–4 flight moves, everything else 2–3 (G-TURN-2 ◇ grouping). */
export const flightGroup = (plane: PlaneState): 'fighter' | 'bomber' => {
	const kind = aircraftOf(plane).kind;
	return kind === 'fighter' || kind === 'two-seat-fighter' || kind === 'pusher'
		? 'fighter'
		: 'bomber';
};
