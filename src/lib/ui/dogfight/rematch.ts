/**
 * "New game" at the end of a dogfight (issue 28): the same set-up and players, new dice. The
 * guided first game's hints are not repeated (a rematch is a game of its own).
 */
import { createDogfight, type DogfightGame } from '$lib/dogfight/game';
import type { Result } from '$lib/rules/common/result';

export function rematchOf(game: DogfightGame, seed: number): Result<DogfightGame> {
	return createDogfight(game.log.setup, game.log.seats, seed);
}
