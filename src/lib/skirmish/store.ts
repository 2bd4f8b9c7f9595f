import { deleteGame, listGames, loadGame, saveGame, type GameRecord } from '$lib/db';
import type { Result } from '$lib/rules/common/result';
import { quote, refuse } from '$lib/rules/common/result';
import { fromRecord, toRecord, type Session } from './controller';

/** Saved after every confirmed order, so a reload continues where the game was. */
export async function saveSession(session: Session, now = new Date()): Promise<void> {
	await saveGame(toRecord(session, now.toISOString()));
}

export async function loadSession(id: string): Promise<Result<Session>> {
	const record = await loadGame(id);
	if (!record)
		return refuse(
			'skirmish.no_saved_game',
			{ id: quote(id) },
			'there is no saved game with this id'
		);
	return fromRecord(record);
}

export const listSkirmishes = (): Promise<GameRecord[]> => listGames('skirmish');
export const deleteSkirmish = (id: string): Promise<void> => deleteGame(id);
