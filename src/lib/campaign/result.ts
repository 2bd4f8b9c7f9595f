/**
 * Entering a mission's result (C-P1…C-P6): the organiser says who flew, who shot down whom and
 * who fled; the app rolls survival and ace skills (preview), lets pilots with enough kills choose
 * an aircraft (C-P3, roll-off if several want the same one), then stores it all in ONE
 * transaction (db recordMissionResult).
 */
import type { MissionId, MissionOutcome } from '$lib/data/missions';
import {
	applyAircraftChoices,
	applyMissionResult,
	availableModels,
	freshPilotName,
	missionDefinition,
	namesInUse,
	resolveAircraftChoices,
	resultProblems,
	validateMissionResult,
	type AircraftChoiceResolution,
	type AircraftRequest,
	type AvailableModel,
	type CampaignEvent,
	type CampaignRoll,
	type CheckedResult,
	type MissionApplication,
	type MissionResult,
	type PilotState,
	type ReplacementNaming,
	type ResultProblem
} from '$lib/rules/campaign';
import { restoreDice, seededDice, type DiceState } from '$lib/rules/common/dice';
import { stateHash } from '$lib/rules/common/hash';
import {
	because,
	ok,
	quote,
	refuse,
	refuseBecause,
	type Reason,
	type Result
} from '$lib/rules/common/result';
import type { EventInput } from '$lib/db/events';
import { MAX_NAME_LENGTH, type DiceRollInput, type PilotInput } from '$lib/db/inputs';
import type { MissionRecord, PilotRecord } from '$lib/db/records';
import {
	recordMissionResult,
	type PilotChanges,
	type PilotOutcomeInput,
	type PilotUpdate,
	type RecordedMission
} from '$lib/db/results';
import type { CampaignModel } from './model';
import { turnClashes } from './crew';
import { ownValue } from '$lib/rules/common/own';

export interface ResultEntry {
	flights: { pilotId: string; aircraftTypeId: string | null }[];
	kills: { killerId: string; victimId: string }[];
	/** Credited only if the house rules allow assists (C-P1). */
	assists: { pilotId: string; victimId: string }[];
	fled: string[];
	/** Shot down with nobody credited. */
	lost: string[];
	/** Ignored for most-kills missions, where the rules compute it (C-M3). */
	outcome: MissionOutcome | null;
}

/**
 * The flights the turn planned for this mission (C-3), as a starting point for the entry.
 * Pilots killed since the turn began (in the turn's other mission) are left out (C-P5).
 */
export function entryFromPlan(mission: MissionRecord, model?: CampaignModel): ResultEntry {
	const pilot = (id: string) => model?.bundle.pilots.find((p) => p.id === id);
	const alive = (id: string) => !model || pilot(id)?.status === 'active';
	// A force stored without an aircraft flies the pilot's (or the side's standard, C-P6).
	const aircraft = (f: { pilotId: string; aircraftTypeId: string | null }) =>
		f.aircraftTypeId ?? (model && pilot(f.pilotId) ? model.aircraftOf(pilot(f.pilotId)!) : null);
	return {
		flights: [...mission.forces.A, ...mission.forces.B]
			.filter((f) => alive(f.pilotId))
			.map((f) => ({ pilotId: f.pilotId, aircraftTypeId: aircraft(f) })),
		kills: [],
		assists: [],
		fled: [],
		lost: [],
		outcome: null
	};
}

export const isMostKills = (missionType: string): boolean =>
	missionDefinition(missionType)?.objective === 'most-kills';

/** The rules' form of the entry. */
export function missionResultOf(
	model: CampaignModel,
	mission: MissionRecord,
	entry: ResultEntry
): MissionResult {
	const flown = new Set(entry.flights.map((f) => f.pilotId));
	return {
		missionId: mission.type as MissionId,
		sideA: model.ruleSideOf(mission.sideAId),
		flights: entry.flights.map((f) => ({
			pilotId: f.pilotId,
			aircraftTypeId: model.modelIdOf(f.aircraftTypeId)
		})),
		kills: entry.kills.filter((k) => flown.has(k.killerId) && flown.has(k.victimId)),
		assists: (entry.assists ?? []).filter((a) => flown.has(a.pilotId)),
		lost: entry.lost.filter((id) => flown.has(id)),
		fled: entry.fled.filter((id) => flown.has(id)),
		outcome: isMostKills(mission.type) ? undefined : (entry.outcome ?? undefined)
	};
}

/** Every problem of an entry at once, with the part of the form it belongs to (issue 14). */
export function entryProblems(
	model: CampaignModel,
	mission: MissionRecord,
	entry: ResultEntry
): ResultProblem[] {
	const result = missionResultOf(model, mission, entry);
	return [
		...resultProblems(model.snapshot, result, model.houseRules),
		...resultClashes(model, mission, result).map((reason) => ({
			section: 'flights' as const,
			reason
		}))
	];
}

/** C-2 ◇ the result's pilots who fly another mission of the turn (turn-crews.ts, issue 26). */
function resultClashes(model: CampaignModel, mission: MissionRecord, result: MissionResult) {
	return turnClashes(
		model,
		mission,
		result.flights.map((f) => f.pilotId)
	);
}

/** The rules' check of an entry, before anything is rolled (the reason if refused). */
export function checkEntry(
	model: CampaignModel,
	mission: MissionRecord,
	entry: ResultEntry
): Result<CheckedResult> {
	const result = missionResultOf(model, mission, entry);
	const checked = validateMissionResult(model.snapshot, result, model.houseRules);
	if (!checked.ok) return checked;
	const [clash] = resultClashes(model, mission, result);
	return clash ? refuseBecause(clash) : checked;
}

export interface ResultPreview {
	result: MissionResult;
	application: MissionApplication;
	/** The dice after survival and skill rolls: the roll-off continues from here. */
	diceAfter: DiceState;
	/** Pilots who may now choose their aircraft (C-P3), alive, with the models open to them. */
	choosers: { pilot: PilotState; models: AvailableModel[] }[];
	/**
	 * The stored pilots the rolls were made from. The commit writes only if they are unchanged
	 * (check-and-set, issue 13), so a result computed from an older copy never overwrites newer
	 * data from another tab.
	 */
	basis: PilotRecord[];
}

/**
 * ◇ The result dice are seeded from the mission id: entering the same result again (after a
 * reload) shows the same rolls, so nobody can re-roll a death by reloading the page.
 */
export function resultSeed(missionId: string): number {
	return parseInt(stateHash({ missionResultDice: missionId }).slice(0, 8), 16) >>> 0;
}

/**
 * Short names for the replacements of one result (C-P6, issue 14): an unused name in the
 * side's language ("Karl Bauer"), else "<fallback> n". The organiser may change each before the
 * result is saved.
 */
export function replacementNamer(
	model: CampaignModel,
	fallback = 'Replacement'
): ReplacementNaming {
	const taken = namesInUse(model.bundle.pilots, model.bundle.campaignEvents);
	return (dead) => {
		const name = freshPilotName(model.snapshot.sides[dead.sideId].nationId, taken, 0, fallback);
		taken.add(name);
		return name;
	};
}

/** Rolls survival and ace skills (C-P4, C-P5) without storing anything. */
export function previewResult(
	model: CampaignModel,
	mission: MissionRecord,
	entry: ResultEntry,
	naming: ReplacementNaming = replacementNamer(model)
): Result<ResultPreview> {
	if (mission.status === 'recorded') {
		return refuse('campaign.result_recorded', {}, 'This mission already has a result.');
	}
	const result = missionResultOf(model, mission, entry);
	// The same C-2 check for a hand entry, a game fought in the app and a table game (issue 26).
	const [clash] = resultClashes(model, mission, result);
	if (clash) return refuseBecause(clash);
	const dice = seededDice(resultSeed(mission.id));
	const applied = applyMissionResult(model.snapshot, result, dice, model.houseRules, {
		replacementName: naming
	});
	if (!applied.ok) return applied;
	const choosers = applied.value.pilots
		.filter((p) => p.status === 'active' && p.canChooseAircraft)
		.filter((p) => result.flights.some((f) => f.pilotId === p.id))
		.map((pilot) => ({ pilot, models: modelsFor(model, pilot, applied.value.pilots) }));
	const flown = new Set(result.flights.map((f) => f.pilotId));
	// Plain copies (the page's model may be reactive state, which structuredClone refuses).
	const basis = model.bundle.pilots
		.filter((p) => flown.has(p.id))
		.map((p) => JSON.parse(JSON.stringify(p)) as PilotRecord);
	return ok({ result, application: applied.value, diceAfter: dice.snapshot(), choosers, basis });
}

/**
 * C-P3 the models of the pilot's role in the side's pool, with the copies still free: the pool's
 * count less the alive pilots already flying one (not counting the pilot asking).
 */
export function modelsFor(
	model: CampaignModel,
	pilot: PilotState,
	pilots: readonly PilotState[]
): AvailableModel[] {
	const side = model.sideOf(pilot.sideId);
	return availableModels(model.snapshot.sides[pilot.sideId].nationId, pilot.role).flatMap((m) => {
		const type = model.aircraftTypeFor(side.id, m.modelId);
		if (!type) return [];
		const inUse = pilots.filter(
			(p) => p.status === 'active' && p.id !== pilot.id && p.aircraftTypeId === m.modelId
		).length;
		const pool = type.available ?? Number.MAX_SAFE_INTEGER;
		return [{ ...m, copies: Math.max(0, pool - inUse) }];
	});
}

export interface CommitOutcome {
	recorded: RecordedMission;
	choices: AircraftChoiceResolution;
	rolls: CampaignRoll[];
}

/** Rolls off contested aircraft (C-P3) and stores the whole mission result in one transaction. */
export async function commitResult(
	model: CampaignModel,
	mission: MissionRecord,
	preview: ResultPreview,
	requests: readonly AircraftRequest[],
	at = new Date().toISOString(),
	/** The game this mission was fought as: in the app (issue 5) or with the table companion (issue 20). */
	gameId?: string,
	/** Names the organiser gave the replacements: replacement id → name (issue 14). */
	names: Readonly<Record<string, string>> = {}
): Promise<Result<CommitOutcome>> {
	const named = renameReplacements(preview, names, model);
	if (!named.ok) return named;
	// The names the organiser left as the app chose them: the store chooses them again from the
	// roster as stored if another tab took one meanwhile (issue 26).
	const chosen = new Map(preview.application.pilots.map((p) => [p.id, p.name]));
	const generated = named.value.application.pilots
		.filter((p) => p.replacesId && chosen.get(p.id) === p.name)
		.map((p) => p.id);
	preview = named.value;
	const { application } = preview;
	// Several pilots may want the same model: merge what each of them may take.
	const available = new Map<string, AvailableModel>();
	for (const chooser of preview.choosers) {
		for (const m of chooser.models) {
			const seen = available.get(m.modelId);
			if (!seen || seen.copies < m.copies) available.set(m.modelId, m);
		}
	}
	const wanted = requests.filter(
		(r) => application.pilots.find((p) => p.id === r.pilotId)?.aircraftTypeId !== r.modelId
	);
	const choices = resolveAircraftChoices(
		wanted,
		[...available.values()],
		restoreDice(preview.diceAfter),
		{
			pilots: application.pilots,
			houseRules: model.houseRules
		}
	);
	const pilots = applyAircraftChoices(application.pilots, choices.granted);
	const rolls = [...application.rolls, ...choices.rolls];
	const input = storedResult(model, mission, preview, pilots, choices, rolls, at);
	if (!input.ok) return input;
	const generatedNames = {
		ids: generated,
		choose: (pilot: PilotInput, taken: ReadonlySet<string>) =>
			freshPilotName(model.snapshot.sides[model.ruleSideOf(pilot.sideId)].nationId, taken)
	};
	const stored = { ...input.value, generatedNames };
	const recorded = await recordMissionResult(
		mission.id,
		gameId === undefined ? stored : { ...stored, gameId }
	);
	if (!recorded.ok) return recorded;
	return ok({ recorded: recorded.value, choices, rolls });
}

/**
 * The database's form of the result. Only pilots whose values change are updated (those who
 * flew), each against its row in `preview.basis`; a pilot who did not fly is not written at all.
 */
/**
 * A name the organiser gives a replacement that a pilot of the campaign has or had before a
 * rename, or that another replacement of this result has (issue 26): the form says so beside the
 * field, and the result is not saved with it.
 */
export function replacementNameTaken(
	model: CampaignModel,
	preview: ResultPreview,
	names: Readonly<Record<string, string>>,
	id: string
): Reason | null {
	const name = (ownValue(names, id) ?? '').trim();
	if (name === '') return null;
	const nameOf = (p: PilotState) => (ownValue(names, p.id) ?? p.name).trim();
	const others = preview.application.pilots.filter(
		(p) => p.replacesId && p.id !== id && !model.bundle.pilots.some((s) => s.id === p.id)
	);
	const taken = namesInUse(model.bundle.pilots, model.bundle.campaignEvents);
	if (!taken.has(name) && !others.some((p) => nameOf(p) === name)) return null;
	return because(
		'campaign.replacement_name_taken',
		{ name: quote(name) },
		`“${quote(name)}” is the name of a pilot of this campaign (now or before a rename): give the replacement another name.`
	);
}

/**
 * The replacements' names (C-P6) as given before saving; each 1 to 200 characters and, given
 * the campaign (`model`), none a pilot of it has or had.
 */
export function renameReplacements(
	preview: ResultPreview,
	names: Readonly<Record<string, string>>,
	model?: CampaignModel
): Result<ResultPreview> {
	const isNew = (id: string) => preview.application.pilots.some((p) => p.id === id && p.replacesId);
	for (const [id, name] of Object.entries(names)) {
		if (!isNew(id)) continue;
		if (name.trim() === '' || name.length > MAX_NAME_LENGTH) {
			return refuse(
				'campaign.replacement_bad_name',
				{ max: MAX_NAME_LENGTH },
				`A replacement's name has 1 to ${MAX_NAME_LENGTH} characters.`
			);
		}
		const taken = model ? replacementNameTaken(model, preview, names, id) : null;
		if (taken) return refuseBecause(taken);
	}
	const nameOf = (id: string, name: string) =>
		isNew(id) ? (ownValue(names, id)?.trim() ?? name) : name;
	const application: MissionApplication = {
		...preview.application,
		pilots: preview.application.pilots.map((p) => ({ ...p, name: nameOf(p.id, p.name) })),
		events: preview.application.events.map((e) =>
			e.kind === 'replacement-created' ? { ...e, name: nameOf(e.pilotId, e.name) } : e
		)
	};
	return ok({ ...preview, application });
}

function storedResult(
	model: CampaignModel,
	mission: MissionRecord,
	preview: ResultPreview,
	pilots: PilotState[],
	choices: AircraftChoiceResolution,
	rolls: CampaignRoll[],
	at: string
): Result<Parameters<typeof recordMissionResult>[1]> {
	const { result, application } = preview;
	const before = new Map(preview.basis.map((p) => [p.id, p]));
	const known = new Set(model.bundle.pilots.map((p) => p.id));
	const typeFor = (p: PilotState, sideId: string) =>
		model.aircraftTypeFor(sideId, p.aircraftTypeId)?.id ?? null;
	const pilotUpdates: PilotUpdate[] = [];
	const newPilots: PilotInput[] = [];
	for (const p of pilots) {
		const stored = before.get(p.id);
		// A pilot of the campaign who did not fly: this result does not concern them.
		if (!stored && known.has(p.id)) continue;
		if (!stored) {
			const sideId = model.dbSideIdOf(p.sideId);
			newPilots.push({
				id: p.id,
				sideId,
				name: p.name,
				playerId: p.playerId,
				kills: p.kills,
				confirmedKills: p.confirmedKills,
				aircraftTypeId: typeFor(p, sideId),
				joinedTurn: mission.turnNumber,
				replacesId: p.replacesId,
				role: p.role,
				isAce: p.isAce,
				canChooseAircraft: p.canChooseAircraft,
				aceSkills: [...p.aceSkills]
			});
			continue;
		}
		const changes: PilotChanges = {
			status: p.status === 'killed' ? 'killed' : stored.status,
			kills: p.kills,
			confirmedKills: p.confirmedKills,
			missionsFlown: p.missionsFlown,
			aceSkills: [...p.aceSkills],
			isAce: p.isAce,
			canChooseAircraft: p.canChooseAircraft,
			aircraftTypeId:
				p.aircraftTypeId === model.modelIdOf(stored.aircraftTypeId)
					? stored.aircraftTypeId
					: typeFor(p, stored.sideId)
		};
		pilotUpdates.push({ pilotId: p.id, before: stored, changes });
	}

	const events = application.events;
	const creditedTo = (id: string) =>
		events.filter((e) => e.kind === 'kill-credited' && e.pilotId === id).length;
	const promotionsOf = (id: string) => promotions(events, choices, id);
	const shotDown = new Set([...result.kills.map((k) => k.victimId), ...(result.lost ?? [])]);
	const fled = new Set(result.fled);
	const pilotOutcomes: PilotOutcomeInput[] = result.flights.map((f) => {
		const sideId = before.get(f.pilotId)?.sideId ?? '';
		return {
			pilotId: f.pilotId,
			aircraftTypeId: model.aircraftTypeFor(sideId, f.aircraftTypeId)?.id ?? null,
			kills: creditedTo(f.pilotId),
			shotDown: shotDown.has(f.pilotId),
			fled: fled.has(f.pilotId),
			fate: pilots.find((p) => p.id === f.pilotId)?.status === 'killed' ? 'killed' : 'survived',
			promotions: promotionsOf(f.pilotId)
		};
	});

	const diceRolls: DiceRollInput[] = rolls.map((r) => ({
		purpose: r.purpose,
		dice: `d${r.sides}`,
		values: [r.value],
		pilotId: r.pilotId ?? null,
		at
	}));
	const eventInputs: EventInput[] = [
		{
			type: 'mission-recorded',
			at,
			payload: { missionType: mission.type, outcome: application.outcome, rolls: [...rolls] },
			pilotIds: result.flights.map((f) => f.pilotId)
		},
		...events.map((e) => ({
			type: e.kind,
			at,
			payload: { ...e },
			pilotIds: eventPilots(e)
		})),
		...choices.granted.map((g) => ({
			type: 'aircraft-chosen',
			at,
			payload: { pilotId: g.pilotId, modelId: g.modelId },
			pilotIds: [g.pilotId]
		})),
		...choices.refused.map((r) => ({
			type: 'aircraft-refused',
			at,
			payload: { pilotId: r.pilotId, modelId: r.modelId, reason: r.reason },
			pilotIds: [r.pilotId]
		}))
	];
	return ok({
		outcome: application.outcome,
		result: { entry: result, rolls: [...rolls] },
		playedAt: at,
		pilotOutcomes,
		pilotUpdates,
		newPilots,
		diceRolls,
		events: eventInputs
	});
}

function eventPilots(e: CampaignEvent): string[] {
	if (e.kind === 'kill-credited' && e.victimId) return [e.pilotId, e.victimId];
	if (e.kind === 'replacement-created') return [e.pilotId, e.replacesId];
	return [e.pilotId];
}

/** The promotions a pilot earned here, as the database's words (C-P3, C-P4). */
function promotions(
	events: readonly CampaignEvent[],
	choices: AircraftChoiceResolution,
	pilotId: string
): string[] {
	const out: string[] = [];
	for (const e of events) {
		if (e.pilotId !== pilotId) continue;
		if (e.kind === 'aircraft-choice-unlocked') out.push('choose-aircraft');
		if (e.kind === 'became-ace') out.push('ace', ...(e.skill ? [`skill:${e.skill}`] : []));
		if (e.kind === 'ace-skill-gained') out.push(`skill:${e.skill}`);
	}
	for (const g of choices.granted) if (g.pilotId === pilotId) out.push(`aircraft:${g.modelId}`);
	return out;
}
