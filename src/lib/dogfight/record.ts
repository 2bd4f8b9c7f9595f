/**
 * A dogfight as a saved record: whether this version can go on with it or replay it, its full
 * replay (H-END-3) and its title in the list of saved games.
 */
import { AIRCRAFT, type Side } from '$lib/data/hex';
import { ok, type Result } from '$lib/rules/common/result';
import { replayHexGameTurns, type HexEvent, type HexGameState } from '$lib/rules/hex';
import { DOGFIGHT_LOG_VERSION, type DogfightGame, type DogfightLog } from './game';

/**
 * A saved game this version can go on with: the shapes it needs are there (a game saved by an
 * older version, or damaged, is shown with a message instead of breaking the screen).
 */
export function isPlayable(game: unknown): game is DogfightGame {
	const g = game as Partial<DogfightGame> | null;
	if (!g || typeof g !== 'object' || !g.state || !g.ui || !g.log) return false;
	const phaseKnown = ['plotting', 'firing', 'resolved'].includes(g.ui.phase);
	return (
		g.state.version === 1 &&
		Array.isArray(g.state.planes) &&
		!!g.state.tailing &&
		Array.isArray(g.log.turns) &&
		Array.isArray(g.log.seats) &&
		phaseKnown &&
		(g.ui.phase === 'firing') === !!g.state.fireStep
	);
}

/** A log written before fire was chosen after movement (issue 16): it may not replay. */
export function isOldLog(log: DogfightLog): boolean {
	return log.version !== DOGFIGHT_LOG_VERSION;
}

/** Every state of the game from the start, one per resolved turn, for the replay (one fold). */
export function replayStates(
	log: DogfightLog
): Result<{ states: HexGameState[]; events: HexEvent[][]; hash: string }> {
	const turns = replayHexGameTurns(log.setup, log.seed, log.turns);
	if (!turns.ok) return turns;
	return ok({
		states: turns.value.map((t) => t.state),
		events: turns.value.slice(1).map((t) => t.events),
		hash: turns.value[turns.value.length - 1].hash
	});
}

/** "Camel, SPAD XIII vs Fokker Dr.I — turn 4" for the saved-game list. */
export function gameTitle(game: DogfightGame): string {
	const names = (side: Side) =>
		game.state.planes
			.filter((p) => p.side === side)
			.map((p) => AIRCRAFT[p.aircraft].name)
			.join(', ');
	return `${names('entente')} vs ${names('central')}`;
}
