/**
 * "Play it on the table" (issue 20): a campaign mission as a table game. Its result goes back to
 * the campaign through the one "record this mission" flow (src/lib/campaign/mission-record.ts).
 */
import type { CampaignModel } from '$lib/campaign/model';
import type { MissionRecord } from '$lib/db/records';
import { ok, type Result } from '$lib/rules/common/result';
import { campaignScenario } from '$lib/skirmish/campaign-setup';
import type { TallySetup } from '$lib/table/grid/types';

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
