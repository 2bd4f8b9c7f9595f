import { GRID_AIRCRAFT_BY_ID, type GridAircraft, type GunSpec } from '../../data/grid/aircraft';
import type { PlaneState } from './types';

/** The catalog entry of a plane; setups are validated, so the type always exists. */
export function aircraftOf(plane: PlaneState): GridAircraft {
	const a = GRID_AIRCRAFT_BY_ID[plane.type];
	if (!a) throw new Error(`unknown aircraft type ${plane.type}`);
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
