/**
 * "Play it on the table" (issue 20): a campaign mission as a table game, and its result back to
 * the campaign through the same entry as a mission fought in the app (issue 5) — the same
 * ResultEntry the hand entry builds, the same preview and one-transaction commit.
 */
import type { CampaignModel } from '$lib/campaign/model';
import type { ResultEntry } from '$lib/campaign/result';
import type { MissionRecord } from '$lib/db/records';
import { ok, refuse, type Result } from '$lib/rules/common/result';
import { entryFromGame } from '$lib/skirmish/campaign-result';
import { campaignScenario } from '$lib/skirmish/campaign-setup';
import type { TallySetup, TallyState } from '$lib/table/grid/types';

/** The mission's planned pilots in their aircraft, on the map the turn generated (C-M7). */
export function tallyFromCampaign(
	model: CampaignModel,
	mission: MissionRecord,
	activation: 'deck' | 'command-points',
	missionLabel?: string
): Result<TallySetup> {
	const s = campaignScenario(model, mission, missionLabel);
	if (!s.ok) return s;
	const { setup, link, title } = s.value;
	return ok({
		title,
		grid: { ...setup, options: { ...setup.options, activation } },
		campaign: link
	});
}

/** The finished table game as the campaign's result entry (kills to the shooters' pilots). */
export function tableEntry(
	mission: MissionRecord,
	setup: TallySetup,
	state: TallyState,
	model: CampaignModel
): Result<ResultEntry> {
	if (!setup.campaign || setup.campaign.missionId !== mission.id)
		return refuse('table.not_this_mission', {}, 'This table game does not fight this mission.');
	if (!state.grid.result) return refuse('table.not_over', {}, 'The fight is not over yet.');
	return ok(entryFromGame(mission, setup.campaign, state.grid.result, model));
}
