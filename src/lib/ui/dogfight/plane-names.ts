/** How the Dogfight screen names a plane: its aircraft type, and the player (seat) flying it. */
import { AIRCRAFT } from '$lib/data/hex';
import { seatOf, type DogfightGame } from '$lib/dogfight/game';

const planeOf = (game: DogfightGame, pid: string) => game.state.planes.find((p) => p.id === pid);

/** The aircraft's name (the id when the type is unknown). */
export const aircraftNameOf = (game: DogfightGame, pid: string): string =>
	AIRCRAFT[planeOf(game, pid)?.aircraft ?? '']?.name ?? pid;

/** The name of the player flying the plane ('' when none). */
export const seatNameOf = (game: DogfightGame, pid: string): string =>
	seatOf(game, planeOf(game, pid)?.seat ?? '')?.name ?? '';
