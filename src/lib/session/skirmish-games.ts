/** Skirmish games in the one game store (src/lib/session/game-store.ts, issue 27). */
import { loadStoredGame, saveRecord, type GameCodec } from './game-store';
import { quote, refuse, type Result } from '$lib/rules/common/result';
import { fromRecord, toRecord, type Session } from '$lib/skirmish/controller';

const SKIRMISH: GameCodec<Session> = {
	kinds: ['skirmish'],
	fromRecord,
	missing: (id) =>
		refuse('skirmish.no_saved_game', { id: quote(id) }, 'there is no saved game with this id')
};

/** Saved after every confirmed order, so a reload continues where the game was. */
export const saveSession = (session: Session, now = new Date()): Promise<Result<void>> =>
	saveRecord(toRecord(session, now.toISOString()));

export const loadSession = (id: string): Promise<Result<Session>> => loadStoredGame(id, SKIRMISH);
