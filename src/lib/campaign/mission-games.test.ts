import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TallyHoDb } from '$lib/db/db';
import type { GameRecord } from '$lib/db/records';
import { closeTestDb, openTestDb } from '$lib/db/test-helpers';
import { skirmishGame, tableGridGame } from '$lib/saved-games/fixtures';
import { saveRecord } from '$lib/session/game-store';
import { missionGames } from './mission-games';

let db: TallyHoDb;
beforeEach(() => {
	db = openTestDb();
});
afterEach(async () => {
	await closeTestDb(db);
});

const ofMission = (r: GameRecord, missionId: string | null, finished = false): GameRecord => ({
	...r,
	campaignMissionId: missionId,
	status: finished ? 'finished' : r.status
});

describe('the games begun for a campaign mission (issue 27, one loader for both start screens)', () => {
	it('lists only the games of that mission and of that kind, over or not', async () => {
		for (const r of [
			ofMission(skirmishGame('app-over'), 'm1', true),
			ofMission(skirmishGame('app-other-mission'), 'm2'),
			ofMission(skirmishGame('app-free'), null),
			ofMission(tableGridGame('table-on'), 'm1')
		])
			expect((await saveRecord(r)).ok).toBe(true);

		expect(await missionGames('m1', 'skirmish')).toEqual([{ id: 'app-over', finished: true }]);
		expect(await missionGames('m1', 'table-grid')).toEqual([{ id: 'table-on', finished: false }]);
		expect(await missionGames('m3', 'skirmish')).toEqual([]);
	});
});
