/**
 * "Record this mission" (issue 27): one loader for a campaign mission flown as a "Tally Ho!"
 * game, whether fought in the app (Skirmish) or played on the table with the companion. It finds
 * the mission, turns the game's result into the hand entry's ResultEntry and rolls the preview
 * (survival, promotions, replacements), so both ways share one screen and one commit.
 */
import type { MissionRecord } from '$lib/db/records';
import { ok, refuse, type Refusal, type Result } from '$lib/rules/common/result';
import type { GridResult, PlaneState } from '$lib/rules/grid';
import { entryFromGame } from '$lib/skirmish/campaign-result';
import type { CampaignLink } from '$lib/skirmish/campaign-setup';
import { loadMission } from './loader.svelte';
import type { CampaignModel } from './model';
import { previewResult, replacementNamer, type ResultEntry, type ResultPreview } from './result';

/** A finished game that flew a campaign mission, as both sources hand it over. */
export interface FinishedMissionGame {
	/** The saved game: the campaign's history links the mission to it. */
	gameId: string;
	link: CampaignLink;
	/** The game's result; null while it is still being fought. */
	result: GridResult | null;
}

/** What a screen's source hands over: the game and its planes, or why it cannot (in words). */
export type RecordSource =
	{ ok: true; game: FinishedMissionGame; planes: PlaneState[] } | { ok: false; message: string };

export interface MissionRecordPlan {
	model: CampaignModel;
	mission: MissionRecord;
	entry: ResultEntry;
	/** The rolls to be stored; null when the mission already has a result or it is refused. */
	preview: ResultPreview | null;
	refusal: Refusal | null;
	/** The aircraft each promoted pilot may ask for (C-P3), none asked yet. */
	wanted: Record<string, string>;
}

/**
 * The plan for recording `game` in its campaign, or why it cannot be recorded (the game is not
 * over; the mission is not on this device).
 */
export async function planMissionRecord(
	game: FinishedMissionGame,
	replacementWord: string
): Promise<Result<MissionRecordPlan>> {
	if (!game.result) return refuse('campaign.game_not_over', {}, 'This game is not over yet.');
	const found = await loadMission(game.link.missionId, game.link.campaignId);
	if (!found)
		return refuse(
			'campaign.mission_not_on_device',
			{},
			'This mission does not exist on this device.'
		);
	const { model, mission } = found;
	const entry = entryFromGame(mission, game.link, game.result, model);
	const plan = { model, mission, entry, preview: null, refusal: null, wanted: {} };
	if (mission.status === 'recorded') return ok(plan);
	const made = previewResult(model, mission, entry, replacementNamer(model, replacementWord));
	if (!made.ok) return ok({ ...plan, refusal: made });
	const wanted = Object.fromEntries(made.value.choosers.map((c) => [c.pilot.id, '']));
	return ok({ ...plan, preview: made.value, wanted });
}
