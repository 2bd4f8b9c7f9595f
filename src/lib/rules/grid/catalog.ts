import { GRID_AIRCRAFT_BY_ID, type GridAircraft, type GunSpec } from '../../data/grid/aircraft';
import type { PlaneState } from './types';

/** The catalog as a Map: looked up on every rules step, and safe for any id ("constructor"). */
const CATALOG: ReadonlyMap<string, GridAircraft> = new Map(Object.entries(GRID_AIRCRAFT_BY_ID));

/** The catalog entry of a type id a user wrote ("constructor" is no aircraft). */
export const gridAircraftById = (id: string): GridAircraft | undefined => CATALOG.get(id);

/** The catalog entry of a plane; setups are validated, so the type always exists. */
export function aircraftOf(plane: Pick<PlaneState, 'type'>): GridAircraft {
	const a = gridAircraftById(plane.type);
	if (!a) throw new Error(`unknown aircraft type ${plane.type} (internal error)`);
	return a;
}

export function gunOf(plane: PlaneState, gunId: string): GunSpec | undefined {
	for (const g of aircraftOf(plane).guns) if (g.id === gunId) return g;
	return undefined;
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
