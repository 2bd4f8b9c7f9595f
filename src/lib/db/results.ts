import {
	because,
	ok,
	quote,
	refuse,
	refuseBecause,
	type Reason,
	type Result
} from '../rules/common/result';
import Dexie from 'dexie';
import { storedHouseRule } from '../rules/campaign/house-rules-check';
import { namesInUse } from '../rules/campaign/names';
import {
	otherTurnCrews,
	turnCrewProblems,
	type TurnMissionCrew
} from '../rules/campaign/turn-crews';
import { getDb, type TallyHoDb } from './db';
import { routeShared } from './club-route';
import { appendEventsInTx, type EventInput } from './events';
import { changedElsewhere, sameRow } from './guard';
import { newId } from './ids';
import {
	badName,
	diceRollRecord,
	MAX_NAME_LENGTH,
	pilotRecord,
	type DiceRollInput,
	type PilotInput
} from './inputs';
import type {
	MissionOutcomeValue,
	MissionRecord,
	PilotOutcomeRecord,
	PilotRecord
} from './records';

/** One pilot's part in the mission (C-P1 kills, C-P5 fled / shot down / fate, C-P3–P4). */
export interface PilotOutcomeInput {
	pilotId: string;
	flew?: boolean;
	aircraftTypeId?: string | null;
	kills: number;
	shotDown: boolean;
	fled: boolean;
	fate: PilotOutcomeRecord['fate'];
	promotions?: string[];
}

/**
 * New values for a pilot, as the campaign rules computed them from the row the page read (the
 * update's `before`): absolute values, written only if the row is still exactly `before`.
 */
export type PilotChanges = Partial<
	Pick<
		PilotRecord,
		| 'status'
		| 'kills'
		| 'confirmedKills'
		| 'missionsFlown'
		| 'aceSkills'
		| 'isAce'
		| 'canChooseAircraft'
		| 'role'
		| 'aircraftTypeId'
		| 'name'
	>
>;

export interface PilotUpdate {
	pilotId: string;
	/** The pilot's row as read when the result was computed. */
	before: PilotRecord;
	changes: PilotChanges;
}

export interface MissionResultInput {
	outcome: MissionOutcomeValue;
	/** Result detail (targets bombed, site found…): opaque. */
	result?: unknown;
	/** ISO time, passed in by the caller. */
	playedAt: string;
	gameId?: string | null;
	pilotOutcomes: PilotOutcomeInput[];
	/**
	 * Only the pilots this result changes (those who flew), each with the row as the page read
	 * it: a check-and-set, refused if the row changed since (issue 13).
	 */
	pilotUpdates?: PilotUpdate[];
	/** Replacements for killed pilots (C-P6). */
	newPilots?: PilotInput[];
	/**
	 * The new pilots whose names the app chose (not the organiser): chosen again inside the
	 * transaction, from the roster as stored, if the stored campaign has that name already or had
	 * it before a rename (issue 26). A name the organiser gave that the campaign uses is refused.
	 */
	generatedNames?: {
		ids: readonly string[];
		/** An unused name for the pilot, given every name the campaign uses or used. */
		choose: (pilot: PilotInput, taken: ReadonlySet<string>) => string;
	};
	diceRolls?: DiceRollInput[];
	events?: EventInput[];
}

export interface RecordedMission {
	mission: MissionRecord;
	/** True when this was the turn's last mission without a result. */
	turnDone: boolean;
}

/**
 * Records a played mission — outcome, every pilot's outcome, the pilots' new kills / status /
 * ace skills / aircraft, replacement pilots, the rolls and the log entries — in ONE
 * transaction: everything is written or nothing is. Each pilot update is a check-and-set
 * against the row the caller read; if another tab changed one of them meanwhile, the result is
 * refused (`db.changed_elsewhere`) and nothing is written. Pilots the result does not name are
 * not touched, so results of the turn's two missions entered in two tabs both stand.
 */
export async function recordMissionResult(
	missionId: string,
	input: MissionResultInput
): Promise<Result<RecordedMission>> {
	const db = getDb();
	const shared = await routeShared<RecordedMission>(
		'result-recorded',
		async () => (await db.missions.get(missionId))?.campaignId,
		{ missionId, input: sharedResultInput(input) }
	);
	if (shared) return shared;
	const tables = [db.campaigns, db.campaignTurns, db.missions, db.pilots, db.aircraftTypes];
	return db.transaction(
		'rw',
		[...tables, db.sides, db.pilotOutcomes, db.diceRolls, db.campaignEvents],
		async () => {
			const mission = await db.missions.get(missionId);
			if (!mission) return refuse('db.no_mission', {}, 'That mission is not in this app');
			if (mission.status === 'recorded') {
				return refuse('db.mission_recorded', {}, 'This mission already has a result');
			}
			const campaignId = mission.campaignId;

			const pilots = new Map(
				(await db.pilots.where('campaignId').equals(campaignId).toArray()).map((p) => [p.id, p])
			);
			const sideIds = new Set(
				(await db.sides.where('campaignId').equals(campaignId).primaryKeys()) as string[]
			);
			const aircraftIds = new Set(
				(await db.aircraftTypes.where('campaignId').equals(campaignId).primaryKeys()) as string[]
			);
			const problem = findProblem(input, pilots, sideIds, aircraftIds);
			if (problem) return refuseBecause(problem);
			const stale = (input.pilotUpdates ?? []).some(
				(u) => !sameRow(pilots.get(u.pilotId), u.before)
			);
			if (stale) return changedElsewhere();
			// C-2 ◇ re-checked here, against the turn as stored now: another tab may have saved the
			// turn's other mission or changed its crew since this result was checked (issue 26).
			const [clash] = await turnClashes(db, mission, input, pilots);
			if (clash) return refuseBecause(clash);
			const named = nameNewPilots(input, await storedNames(db, campaignId, pilots));
			if (!named.ok) return named;
			const newPilots = named.value.newPilots.map((p) => pilotRecord(campaignId, p));
			const taken = await db.pilots.bulkGet(newPilots.map((p) => p.id));
			const takenAt = taken.findIndex((p) => p !== undefined);
			if (takenAt >= 0) {
				const path = `newPilots[${takenAt}].id`;
				const id = quote(newPilots[takenAt].id);
				return refuse('db.id_taken', { path, id }, `${path} “${id}” is already used in this app`);
			}

			const recorded: MissionRecord = {
				...mission,
				status: 'recorded',
				outcome: input.outcome,
				result: input.result ?? null,
				playedAt: input.playedAt,
				gameId: input.gameId === undefined ? mission.gameId : input.gameId
			};
			const outcomes = input.pilotOutcomes.map((o): PilotOutcomeRecord => ({
				id: newId(),
				campaignId,
				missionId,
				pilotId: o.pilotId,
				sideId: pilots.get(o.pilotId)!.sideId,
				turnNumber: mission.turnNumber,
				missionIndex: mission.index,
				flew: o.flew ?? true,
				aircraftTypeId: o.aircraftTypeId ?? pilots.get(o.pilotId)!.aircraftTypeId,
				kills: o.kills,
				shotDown: o.shotDown,
				fled: o.fled,
				fate: o.fate,
				promotions: o.promotions ?? []
			}));
			const updated = (input.pilotUpdates ?? []).map((u): PilotRecord => ({
				...pilots.get(u.pilotId)!,
				...u.changes
			}));
			const rolls = (input.diceRolls ?? []).map((d) =>
				diceRollRecord(campaignId, { turnId: mission.turnId, missionId }, d)
			);

			await db.missions.put(recorded);
			await db.pilotOutcomes.bulkAdd(outcomes);
			await db.pilots.bulkPut(updated);
			await db.pilots.bulkAdd(newPilots);
			await db.diceRolls.bulkAdd(rolls);
			await appendEventsInTx(
				db,
				campaignId,
				named.value.events.map((e) => ({
					...e,
					turnNumber: e.turnNumber ?? mission.turnNumber,
					missionId: e.missionId ?? missionId
				}))
			);
			const stillOpen = await db.missions
				.where('[campaignId+status]')
				.equals([campaignId, 'planned'])
				.filter((m) => m.turnId === mission.turnId)
				.count();
			if (stillOpen === 0) await db.campaignTurns.update(mission.turnId, { status: 'done' });
			await touchCampaign(db, campaignId, input.playedAt);
			return ok({ mission: recorded, turnDone: stillOpen === 0 });
		}
	);
}

/**
 * The input as a shared log holds it (issue 29): plain JSON, the name chooser left out (the
 * replay gives its own, `replayNameChooser`).
 */
function sharedResultInput(input: MissionResultInput): Record<string, unknown> {
	const { generatedNames, ...rest } = input;
	const plain = JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
	return generatedNames ? { ...plain, generatedNames: { ids: [...generatedNames.ids] } } : plain;
}

/**
 * The result's pilots who also fly another mission of its turn (C-2 ◇, with the campaign's house
 * rules as stored): the one check of rules/campaign/turn-crews.ts, on the stored turn.
 */
async function turnClashes(
	db: TallyHoDb,
	mission: MissionRecord,
	input: MissionResultInput,
	pilots: ReadonlyMap<string, PilotRecord>
): Promise<Reason[]> {
	const campaign = await db.campaigns.get(mission.campaignId);
	const rules = {
		pilotsFlyOncePerTurn: storedHouseRule(campaign?.houseRules, 'pilotsFlyOncePerTurn')
	};
	if (!rules.pilotsFlyOncePerTurn) return [];
	const cid = mission.campaignId;
	const missions = await db.missions
		.where('[campaignId+status]')
		.between([cid, Dexie.minKey], [cid, Dexie.maxKey])
		.filter((m) => m.turnId === mission.turnId && m.id !== mission.id)
		.toArray();
	const turn: TurnMissionCrew[] = [];
	for (const m of missions) {
		const flew =
			m.status === 'recorded'
				? (await db.pilotOutcomes.where('[campaignId+missionId]').equals([cid, m.id]).toArray())
						.filter((o) => o.flew)
						.map((o) => o.pilotId)
				: null;
		const planned = [...m.forces.A, ...m.forces.B].map((f) => f.pilotId);
		turn.push({ id: m.id, planned, flew });
	}
	const crew = input.pilotOutcomes.filter((o) => o.flew ?? true).map((o) => o.pilotId);
	return turnCrewProblems(crew, otherTurnCrews(turn, mission.id), [...pilots.values()], rules);
}

/** Every name the stored campaign's pilots have or had (rules/campaign/names.ts). */
async function storedNames(
	db: TallyHoDb,
	campaignId: string,
	pilots: ReadonlyMap<string, PilotRecord>
): Promise<Set<string>> {
	const renames = await db.campaignEvents
		.where('[campaignId+seq]')
		.between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
		.filter((e) => e.type === 'pilot-renamed')
		.toArray();
	return namesInUse([...pilots.values()], renames);
}

/**
 * The new pilots with names unique in the campaign: a name the app chose that the stored
 * campaign already uses (another tab saved a replacement of that name meanwhile, or a pilot had
 * it before a rename) is chosen again; a name the organiser gave that it uses is refused. The
 * log's 'replacement-created' entries follow the names.
 */
function nameNewPilots(
	input: MissionResultInput,
	taken: Set<string>
): Result<{ newPilots: PilotInput[]; events: EventInput[] }> {
	const generated = new Set(input.generatedNames?.ids ?? []);
	const renamed = new Map<string, string>();
	const newPilots: PilotInput[] = [];
	for (const [i, p] of (input.newPilots ?? []).entries()) {
		let name = p.name;
		if (taken.has(name)) {
			if (!generated.has(p.id) || !input.generatedNames) {
				const path = `newPilots[${i}].name`;
				return refuse(
					'db.pilot_name_taken',
					{ path, name: quote(name) },
					`${path} “${quote(name)}” is the name of a pilot of this campaign, now or before a rename`
				);
			}
			name = input.generatedNames.choose(p, taken);
			renamed.set(p.id, name);
		}
		taken.add(name);
		newPilots.push(name === p.name ? p : { ...p, name });
	}
	const events = (input.events ?? []).map((e) => {
		const id = e.payload?.pilotId;
		if (e.type !== 'replacement-created' || typeof id !== 'string' || !renamed.has(id)) return e;
		return { ...e, payload: { ...e.payload, name: renamed.get(id)! } };
	});
	return ok({ newPilots, events });
}

/** Moves the campaign's updatedAt forward (never back: another tab may have written later). */
export async function touchCampaign(db: TallyHoDb, campaignId: string, at: string): Promise<void> {
	const campaign = await db.campaigns.get(campaignId);
	if (campaign && at > campaign.updatedAt) await db.campaigns.update(campaignId, { updatedAt: at });
}

/** The first thing in the input that does not fit this campaign, as a sentence; or null. */
function findProblem(
	input: MissionResultInput,
	pilots: Map<string, PilotRecord>,
	sideIds: Set<string>,
	aircraftIds: Set<string>
): Reason | null {
	const aircraftOk = (id: string | null | undefined) => id == null || aircraftIds.has(id);
	const unknownPilot = (path: string) =>
		because('db.unknown_pilot', { path }, `${path} names a pilot not in this campaign`);
	const unknownAircraft = (path: string) =>
		because('db.unknown_aircraft', { path }, `${path} names an unknown aircraft type`);
	const badNameAt = (path: string) =>
		because(
			'db.bad_name',
			{ path, max: MAX_NAME_LENGTH },
			`${path} must be 1 to ${MAX_NAME_LENGTH} characters`
		);
	const seen = new Set<string>();
	for (const [i, o] of input.pilotOutcomes.entries()) {
		const path = `pilotOutcomes[${i}]`;
		if (!pilots.has(o.pilotId)) return unknownPilot(path);
		if (seen.has(o.pilotId)) {
			return because('db.pilot_twice', { path }, `${path} lists the same pilot twice`);
		}
		seen.add(o.pilotId);
		if (!Number.isInteger(o.kills) || o.kills < 0) {
			return because(
				'db.kills_not_whole',
				{ path: `${path}.kills` },
				`${path}.kills must be a whole number, 0 or more`
			);
		}
		if (!aircraftOk(o.aircraftTypeId)) return unknownAircraft(path);
	}
	const seenUpdate = new Set<string>();
	for (const [i, u] of (input.pilotUpdates ?? []).entries()) {
		const path = `pilotUpdates[${i}]`;
		if (!pilots.has(u.pilotId)) return unknownPilot(path);
		if (seenUpdate.has(u.pilotId)) {
			return because('db.pilot_twice', { path }, `${path} lists the same pilot twice`);
		}
		seenUpdate.add(u.pilotId);
		if (!aircraftOk(u.changes.aircraftTypeId)) return unknownAircraft(path);
		if (u.changes.name !== undefined && badName(u.changes.name)) return badNameAt(`${path}.name`);
	}
	for (const [i, p] of (input.newPilots ?? []).entries()) {
		const path = `newPilots[${i}]`;
		if (!sideIds.has(p.sideId)) {
			return because(
				'db.unknown_side',
				{ path },
				`${path} names a side that is not in this campaign`
			);
		}
		if (!aircraftOk(p.aircraftTypeId)) return unknownAircraft(path);
		if (badName(p.name)) return badNameAt(`${path}.name`);
		if (p.replacesId != null && !pilots.has(p.replacesId)) {
			return because(
				'db.replaces_unknown',
				{ path },
				`${path} replaces a pilot not in this campaign`
			);
		}
	}
	const known = new Set([...pilots.keys(), ...(input.newPilots ?? []).map((p) => p.id)]);
	for (const [i, e] of (input.events ?? []).entries()) {
		if ((e.pilotIds ?? []).some((id) => !known.has(id))) return unknownPilot(`events[${i}]`);
	}
	return null;
}
