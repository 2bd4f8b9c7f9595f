/**
 * Saving a mission's result (issue 27): one path for the hand entry (the result page) and a game's
 * result (app or table, MissionRecordFlow). The aircraft the choosers asked for and the names given
 * to the replacements (C-P6, issue 14) go with the preview into the one-transaction commit.
 */
import type { CampaignModel } from '$lib/campaign/model';
import { commitResult, type CommitOutcome, type ResultPreview } from '$lib/campaign/result';
import type { MissionRecord } from '$lib/db/records';
import type { StaleAwareSave } from './stale-save.svelte';

export interface ResultToSave {
	model: CampaignModel;
	mission: MissionRecord;
	preview: ResultPreview;
	/** Pilot id → the model he asked for; '' where he keeps his aircraft. */
	wanted: Record<string, string>;
	/** Replacement id → the name the organiser gave. */
	names: Record<string, string>;
	/** The game the mission was fought as: the campaign's history links to its replay or its log. */
	gameId?: string;
}

/** Commits the result; what it changed, or null with the refusal in `saving`. */
export async function saveResult(
	saving: StaleAwareSave,
	r: ResultToSave
): Promise<CommitOutcome | null> {
	const requests = Object.entries(r.wanted)
		.filter(([, modelId]) => modelId !== '')
		.map(([pilotId, modelId]) => ({ pilotId, modelId }));
	// The screens hold these as reactive state: the store gets plain copies.
	const preview = $state.snapshot(r.preview) as ResultPreview;
	const names = $state.snapshot(r.names);
	const done = await saving.run(() =>
		commitResult(r.model, r.mission, preview, requests, undefined, r.gameId, names)
	);
	return done?.value ?? null;
}
