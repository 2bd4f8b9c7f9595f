import { deleteGame, getMission, listGames, loadGame, saveGame, type GameRecord } from '$lib/db';
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

/**
 * The finished campaign fights whose mission already has its result (issue 28: Saved games
 * offered "Record the result" for them, then said it was already recorded), each with the
 * campaign to open instead.
 */
export async function recordedFights(games: readonly GameRecord[]): Promise<Map<string, string>> {
	const recorded = new Map<string, string>();
	for (const g of games) {
		if (g.status === 'playing' || !g.campaignMissionId) continue;
		const campaignId = await campaignHoldingResult(g.campaignMissionId);
		if (campaignId) recorded.set(g.id, campaignId);
	}
	return recorded;
}

/** The campaign that holds a mission's result, or null while the mission has none (issue 28). */
export async function campaignHoldingResult(missionId: string): Promise<string | null> {
	const mission = await getMission(missionId);
	return mission?.status === 'recorded' ? mission.campaignId : null;
}
