/** The charts page's data: the campaign and the db layer's three series (issue 3). */
import {
	killsPerPilotPerTurn,
	missionOutcomesByType,
	sideScorePerTurn,
	type KillsSeries,
	type MissionTypeTally,
	type SideScoreSeries
} from '$lib/db/charts';
import { loadCampaign } from './loader.svelte';
import type { CampaignModel } from './model';

export interface ChartData {
	model: CampaignModel;
	kills: KillsSeries;
	score: SideScoreSeries;
	outcomes: MissionTypeTally[];
}

/** ◇ the line chart shows the twelve pilots with the most kills (one colour each, chart-style.ts), so it stays readable. */
export const TOP_PILOTS = 12;

export async function loadCharts(id: string | null): Promise<ChartData | undefined> {
	const model = await loadCampaign(id);
	if (!model) return undefined;
	const campaignId = model.bundle.campaign.id;
	const [kills, score, outcomes] = await Promise.all([
		killsPerPilotPerTurn(campaignId, { top: TOP_PILOTS }),
		sideScorePerTurn(campaignId),
		missionOutcomesByType(campaignId)
	]);
	return { model, kills, score, outcomes };
}
