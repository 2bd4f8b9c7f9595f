/**
 * A finished grid game as the campaign's result entry (issue 5): the same ResultEntry the hand
 * entry fills in (src/lib/campaign/result.ts), so survival, promotions and the one-transaction
 * commit are exactly those of a result typed in by hand.
 */
import { entryFromPlan, type ResultEntry } from '$lib/campaign/result';
import type { CampaignModel } from '$lib/campaign/model';
import type { MissionRecord } from '$lib/db/records';
import type { GridResult } from '$lib/rules/grid';
import type { CampaignLink } from './campaign-setup';

/**
 * Who flew (every planned pilot still alive, C-3), who shot down whom (the game's kills between
 * two pilots, C-P1), who was shot down with nobody credited (by a bomber's gunners or off the
 * board), who fled (withdrew at critical, G-MOVE-6), and the game's winner. Planes that escaped
 * with their task done are neither fled nor lost. A most-kills mission's winner is recomputed
 * by the campaign rules (C-M3) from the same kills and flights.
 */
export function entryFromGame(
	mission: MissionRecord,
	link: CampaignLink,
	result: GridResult,
	model?: CampaignModel
): ResultEntry {
	const pilotOf = (planeId: string): string | undefined => link.pilots[planeId];
	const planned = entryFromPlan(mission, model);
	const flew = new Set(Object.values(link.pilots));
	const flights = planned.flights.filter((f) => flew.has(f.pilotId));
	const kills: ResultEntry['kills'] = [];
	for (const k of result.kills) {
		const killerId = pilotOf(k.killer);
		const victimId = pilotOf(k.victim);
		if (killerId && victimId && !kills.some((x) => x.victimId === victimId))
			kills.push({ killerId, victimId });
	}
	const credited = new Set(kills.map((k) => k.victimId));
	const lost = result.shotDown
		.map(pilotOf)
		.filter((id): id is string => id !== undefined && !credited.has(id));
	const down = new Set([...credited, ...lost]);
	const fled = result.fled
		.map(pilotOf)
		.filter((id): id is string => id !== undefined && !down.has(id));
	return {
		flights,
		kills,
		assists: [],
		fled,
		lost,
		outcome: result.outcome
	};
}
