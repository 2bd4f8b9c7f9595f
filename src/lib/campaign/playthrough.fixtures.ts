/**
 * For tests (issue 13): does a stored campaign work? It opens (the model the pages use), its
 * pages' queries answer (roster, history, careers, charts), its open missions can be recorded,
 * and a new turn can be rolled, crewed, started and its first mission recorded — all through
 * the app's own functions. Anything unexpected throws; refusals come back as data.
 */
import { newId } from '$lib/db/ids';
import { addPilots } from '$lib/db/pilots';
import { campaignHistory, pilotCareer } from '$lib/db/queries';
import type { MissionRecord } from '$lib/db/records';
import { chooseMission, type MissionRoll } from '$lib/rules/campaign';
import { ok, type Refusal, type Result } from '$lib/rules/common/result';
import { loadCharts } from './charts';
import { loadCampaign } from './loader.svelte';
import type { CampaignModel } from './model';
import {
	commitResult,
	entryFromPlan,
	isMostKills,
	previewResult,
	type ResultEntry
} from './result';
import { proposeCrew } from './crew';
import { filterRoster } from './roster';
import { proposeCrews, rollTurn, startTurn } from './turn';
import { ownValue } from '$lib/rules/common/own';

/** Opens the campaign and reads every page's data (see openAll). */
export const openEverything = (id: string): Promise<CampaignModel> => openAll(id);

export interface Playthrough {
	/** The turn that was started and had its first mission recorded, or why not. */
	turn: Result<number>;
}

/**
 * Opens the campaign and reads its pages' data (careers of the first `careers` pilots); throws
 * if any of it fails.
 */
export async function openAll(id: string, careers = 20): Promise<CampaignModel> {
	const model = await loadCampaign(id);
	if (!model) throw new Error(`campaign ${id} does not open`);
	filterRoster(model.bundle.pilots, { sideId: '', status: '', sort: 'kills' });
	await campaignHistory(id);
	for (const p of model.bundle.pilots.slice(0, careers)) await pilotCareer(p.id);
	const charts = await loadCharts(id);
	if (!charts) throw new Error(`the charts of ${id} do not load`);
	return model;
}

/** A plain result for a mission: its planned crew (or a new valid one), nobody shot down. */
async function recordQuietly(model: CampaignModel, mission: MissionRecord, at: string) {
	let entry: ResultEntry = { ...entryFromPlan(mission, model), outcome: 'draw' };
	if (isMostKills(mission.type)) entry = { ...entry, outcome: null };
	let preview = previewResult(model, mission, entry);
	if (!preview.ok) {
		// The planned crew lost pilots (killed since): fly a crew the rules accept instead, of
		// pilots not flying the turn's other mission (C-2 ◇); too few of them: add pilots, as
		// the roster page lets the organiser do.
		let crew = proposeCrew(model, mission);
		for (let tries = 0; !crew.ok && tries < 4; tries++) {
			if (!(await topUp(model, crew, at))) return crew;
			model = (await loadCampaign(model.bundle.campaign.id)) ?? model;
			crew = proposeCrew(model, mission);
		}
		if (!crew.ok) return crew;
		entry = {
			...entry,
			flights: crew.value.map((pilotId) => ({
				pilotId,
				aircraftTypeId: model.aircraftOf(model.bundle.pilots.find((p) => p.id === pilotId)!)
			}))
		};
		preview = previewResult(model, mission, entry);
		if (!preview.ok) return preview;
	}
	return commitResult(model, mission, preview.value, [], at);
}

/** Adds what a crew shortfall names: new players, each flying one new pilot. */
async function topUp(model: CampaignModel, shortfall: Refusal, at: string): Promise<boolean> {
	const { code, params } = shortfall;
	if (code !== 'campaign.crew_short_pilots' && code !== 'campaign.crew_short_players') return false;
	const side = model.bundle.sides.find((s) => model.ruleSideOf(s.id) === params.side);
	if (!side) return false;
	const roles: ('fighter' | 'observation')[] =
		code === 'campaign.crew_short_pilots'
			? Array(Number(params.needed) - Number(params.available)).fill(params.role)
			: ['fighter', 'observation'];
	const players = roles.map((_, i) => ({ id: newId(), sideId: side.id, name: `Reserve ${i + 1}` }));
	const standard = (role: string) => ownValue(side.standardAircraft, role) ?? null;
	const added = await addPilots(
		model.bundle.campaign.id,
		{
			players,
			pilots: roles.map((role, i) => ({
				id: newId(),
				sideId: side.id,
				playerId: players[i].id,
				name: `Reserve pilot ${i + 1}`,
				role,
				aircraftTypeId: standard(role)
			}))
		},
		at
	);
	return added.ok;
}

/** Side A takes the first option of an "X or Y" row. */
const decided = (roll: MissionRoll): MissionRoll =>
	roll.pendingChoice
		? (chooseMission(roll, roll.pendingChoice[0]) as { value: MissionRoll }).value
		: roll;

/**
 * Records what is open, then plays a new turn up to its first recorded mission (or only starts
 * it, with `recordFirst: false`).
 */
export async function playNextTurn(
	id: string,
	seed: number,
	at: string,
	{ recordFirst = true, careers = 20 } = {}
): Promise<Result<number>> {
	const openEverything = (id: string) => openAll(id, careers);
	let model = await openEverything(id);
	for (const mission of model.bundle.missions.filter((m) => m.status === 'planned')) {
		const recorded = await recordQuietly(model, mission, at);
		if (!recorded.ok) return recorded;
		model = await openEverything(id);
	}
	const turn = rollTurn(model, seed);
	const rolls = [decided(turn.rolls.allied), decided(turn.rolls.central)];
	let crews = proposeCrews(model, rolls);
	// Too few pilots or players for these missions: add them, as the roster page lets the
	// organiser do, and pick again (issue 14: the fix is one link away).
	for (let tries = 0; !crews.ok && tries < 4; tries++) {
		const added = await topUp(model, crews, at);
		if (!added) return crews;
		model = await openEverything(id);
		crews = proposeCrews(model, rolls);
	}
	if (!crews.ok) return crews;
	const started = await startTurn(
		model,
		turn,
		rolls.map((roll, i) => ({ roll, pilotIds: crews.value[i] })),
		at
	);
	if (!started.ok) return started;
	if (!recordFirst) return ok(started.value.turn.number);
	model = await openEverything(id);
	const first = model.bundle.missions.find((m) => m.id === started.value.missions[0].id)!;
	const recorded = await recordQuietly(model, first, at);
	if (!recorded.ok) return recorded as Refusal;
	await openEverything(id);
	return ok(started.value.turn.number);
}
