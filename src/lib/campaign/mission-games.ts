/**
 * "Start from a campaign" (issue 27): the games already begun for a campaign mission, whether
 * fought in the app (Skirmish) or played on the table with the companion — one loader for both
 * start screens, so each shows the game under way instead of starting a second one.
 */
import { listSavedGames } from '$lib/session/game-store';

/** Where a campaign mission is flown: in the app, or on the table with the grid companion. */
export type MissionGameKind = 'skirmish' | 'table-grid';

/** A game of the mission already begun: its id and whether it is over (to record) or not (to go on). */
export interface MissionGame {
	id: string;
	finished: boolean;
}

export async function missionGames(
	missionId: string,
	kind: MissionGameKind
): Promise<MissionGame[]> {
	return (await listSavedGames(kind))
		.filter((g) => g.campaignMissionId === missionId)
		.map((g) => ({ id: g.id, finished: g.status === 'finished' }));
}
