import Dexie from 'dexie';
import { ok, quote, refuse, type Result } from '../rules/common/result';
import { getDb } from './db';
import { routeShared } from './club-route';
import { appendEventsInTx, type EventInput } from './events';
import { changedElsewhere, sameRow } from './guard';
import { newId } from './ids';
import { touchCampaign } from './results';
import { diceRollRecord, type DiceRollInput } from './inputs';
import type {
	CampaignTurnRecord,
	DiceRollRecord,
	ForceEntry,
	JsonObject,
	MissionRecord
} from './records';
import { counted } from '../rules/common/count';

/** One mission rolled for the new turn (C-2: each side rolls one; the roller is side A). */
export interface MissionPlanInput {
	id?: string;
	type: string;
	sideAId: string;
	sideBId: string;
	forces?: { A: ForceEntry[]; B: ForceEntry[] };
	mapSetup?: unknown;
	/** The rolls that chose this mission (C-4 mission table) and set it up. */
	rolls?: DiceRollInput[];
}

export interface StartTurnInput {
	/**
	 * The campaign's latest turn as the page read it (`campaign.currentTurn`): the turn starts
	 * only if it is still the latest, so two tabs never start the same turn twice (issue 13).
	 */
	afterTurn: number;
	/** The house rules the missions were rolled and the crews picked under, if the caller read them. */
	houseRules?: JsonObject;
	/** ISO time, passed in by the caller. */
	startedAt: string;
	missions: MissionPlanInput[];
	/** Turn-level rolls not tied to one mission. */
	rolls?: DiceRollInput[];
	events?: EventInput[];
}

export interface StartedTurn {
	turn: CampaignTurnRecord;
	missions: MissionRecord[];
}

/**
 * Opens the campaign's next turn with its missions and the rolls that made them, in one
 * transaction. Refused while the previous turn still has a mission without a result, so turns
 * stay in order (C-2); refused (`db.changed_elsewhere`) if the campaign's latest turn or house
 * rules are no longer what the caller read, or a pilot of a crew is no longer active.
 */
export async function startCampaignTurn(
	campaignId: string,
	input: StartTurnInput
): Promise<Result<StartedTurn>> {
	const db = getDb();
	const shared = await routeShared<StartedTurn>('turn-started', async () => campaignId, {
		campaignId,
		input: plain(input)
	});
	if (shared) return shared;
	const tables = [db.campaigns, db.sides, db.pilots, db.aircraftTypes, db.campaignTurns];
	return db.transaction(
		'rw',
		[...tables, db.missions, db.diceRolls, db.campaignEvents],
		async () => {
			const campaign = await db.campaigns.get(campaignId);
			if (!campaign) return refuse('db.no_campaign', {}, 'That campaign is not in this app');
			if (campaign.status === 'finished') {
				return refuse('db.campaign_finished', {}, 'This campaign is finished');
			}
			if (
				campaign.currentTurn !== input.afterTurn ||
				(input.houseRules !== undefined && !sameRow(campaign.houseRules, input.houseRules))
			) {
				return changedElsewhere();
			}
			const open = await db.missions
				.where('[campaignId+status]')
				.equals([campaignId, 'planned'])
				.count();
			if (open > 0) {
				return refuse(
					'db.turn_open',
					{ turn: campaign.currentTurn, count: open },
					`Turn ${campaign.currentTurn} still has ${counted(open, 'mission', 'missions')} without a result; record them first`
				);
			}
			const sideIds = new Set(
				(await db.sides.where('campaignId').equals(campaignId).toArray()).map((s) => s.id)
			);
			const pilots = new Map(
				(await db.pilots.where('campaignId').equals(campaignId).toArray()).map((p) => [p.id, p])
			);
			for (const [i, m] of input.missions.entries()) {
				const path = `missions[${i}]`;
				if (!sideIds.has(m.sideAId) || !sideIds.has(m.sideBId)) {
					return refuse(
						'db.unknown_side',
						{ path },
						`${path} names a side that is not in this campaign`
					);
				}
				if (m.sideAId === m.sideBId) {
					return refuse('db.same_side_twice', { path }, `${path} has the same side twice`);
				}
				const flying = [...(m.forces?.A ?? []), ...(m.forces?.B ?? [])];
				const stranger = flying.find((f) => !pilots.has(f.pilotId));
				if (stranger) {
					const pilot = quote(stranger.pilotId);
					return refuse(
						'db.unknown_pilot_id',
						{ path, pilot_id: pilot },
						`${path} names pilot “${pilot}”, who is not in this campaign`
					);
				}
				// Alive when the page picked them; killed since means another tab recorded a result.
				if (flying.some((f) => pilots.get(f.pilotId)?.status !== 'active')) {
					return changedElsewhere();
				}
			}

			const number = campaign.currentTurn + 1;
			const taken = await db.campaignTurns
				.where('[campaignId+number]')
				.equals([campaignId, number])
				.count();
			if (taken > 0) {
				// Only a damaged record gets here (imports check it): say so rather than fail raw.
				return refuse(
					'db.turn_number_taken',
					{ turn: number },
					`The campaign already has a turn ${number}; its records are inconsistent`
				);
			}
			const turn: CampaignTurnRecord = {
				id: newId(),
				campaignId,
				number,
				startedAt: input.startedAt,
				status: input.missions.length === 0 ? 'done' : 'open'
			};
			const missions = input.missions.map((m, index): MissionRecord => ({
				id: m.id ?? newId(),
				campaignId,
				turnId: turn.id,
				turnNumber: number,
				index,
				type: m.type,
				sideAId: m.sideAId,
				sideBId: m.sideBId,
				forces: m.forces ?? { A: [], B: [] },
				mapSetup: m.mapSetup ?? null,
				status: 'planned',
				outcome: null,
				result: null,
				playedAt: null,
				gameId: null
			}));
			const rolls: DiceRollRecord[] = [
				...(input.rolls ?? []).map((d) =>
					diceRollRecord(campaignId, { turnId: turn.id, missionId: null }, d)
				),
				...input.missions.flatMap((m, i) =>
					(m.rolls ?? []).map((d) =>
						diceRollRecord(campaignId, { turnId: turn.id, missionId: missions[i].id }, d)
					)
				)
			];
			await db.campaignTurns.add(turn);
			await db.missions.bulkAdd(missions);
			await db.diceRolls.bulkAdd(rolls);
			await db.campaigns.put({ ...campaign, currentTurn: number, updatedAt: input.startedAt });
			await appendEventsInTx(
				db,
				campaignId,
				(input.events ?? []).map((e) => ({ ...e, turnNumber: e.turnNumber ?? number }))
			);
			return ok({ turn, missions });
		}
	);
}

/**
 * Sets a mission's forces and map setup before it is played (e.g. a new crew after pilots of
 * the first one were killed). `before` is the mission as the page read it: refused
 * (`db.changed_elsewhere`) if it changed since. Logged as 'crew-changed' when `at` is given.
 */
export async function planMission(
	missionId: string,
	plan: {
		forces: { A: ForceEntry[]; B: ForceEntry[] };
		mapSetup?: unknown;
		gameId?: string | null;
	},
	before: MissionRecord,
	at?: string
): Promise<Result<MissionRecord>> {
	const db = getDb();
	const shared = await routeShared<MissionRecord>(
		'mission-planned',
		async () => (await db.missions.get(missionId))?.campaignId,
		plain({ missionId, plan, before, at })
	);
	if (shared) return shared;
	return db.transaction(
		'rw',
		[db.campaigns, db.missions, db.pilots, db.campaignEvents, db.games],
		async () => {
			const mission = await db.missions.get(missionId);
			if (!mission) return refuse('db.no_mission', {}, 'That mission is not in this app');
			if (mission.status === 'recorded') {
				return refuse('db.mission_recorded', {}, 'This mission already has a result');
			}
			if (!sameRow(mission, before)) return changedElsewhere();
			// A fight under way knows its pilots by the crew it began with (its result names them).
			const fighting = await db.games
				.where('campaignMissionId')
				.equals(missionId)
				.filter((g) => g.status === 'playing')
				.count();
			if (fighting > 0 && !sameRow(plan.forces, mission.forces)) {
				return refuse(
					'db.mission_being_fought',
					{},
					'This mission is being fought in the app; its crew stays as the fight began'
				);
			}
			const ids = [...plan.forces.A, ...plan.forces.B].map((f) => f.pilotId);
			const pilots = await db.pilots.bulkGet(ids);
			const bad = pilots.findIndex((p) => p?.campaignId !== mission.campaignId);
			if (bad >= 0) {
				return refuse(
					'db.pilot_not_here',
					{ pilot_id: quote(ids[bad]) },
					`Pilot “${quote(ids[bad])}” is not in this campaign`
				);
			}
			const updated: MissionRecord = {
				...mission,
				forces: plan.forces,
				mapSetup: plan.mapSetup === undefined ? mission.mapSetup : plan.mapSetup,
				gameId: plan.gameId === undefined ? mission.gameId : plan.gameId
			};
			await db.missions.put(updated);
			if (at !== undefined) {
				await appendEventsInTx(db, mission.campaignId, [
					{
						type: 'crew-changed',
						at,
						turnNumber: mission.turnNumber,
						missionId,
						pilotIds: ids,
						payload: { missionType: mission.type }
					}
				]);
				await touchCampaign(db, mission.campaignId, at);
			}
			return ok(updated);
		}
	);
}

/** The log entry that keeps the mission rolls of the turn about to start (issue 14). */
export const MISSIONS_ROLLED = 'missions-rolled';

/**
 * Stores the mission rolls of the campaign's next turn the moment they are made, so leaving
 * the page never rolls them again: a 'missions-rolled' log entry numbered with that turn. If the
 * turn already has one (another tab rolled first), that one is kept and returned, not replaced.
 * Refused (`db.changed_elsewhere`) if the turn was started meanwhile.
 */
export async function recordMissionRolls(
	campaignId: string,
	input: { afterTurn: number; at: string; rolls: JsonObject }
): Promise<Result<{ rolls: JsonObject; fresh: boolean }>> {
	const db = getDb();
	const shared = await routeShared<{ rolls: JsonObject; fresh: boolean }>(
		'missions-rolled',
		async () => campaignId,
		{ campaignId, input: plain(input) }
	);
	if (shared) return shared;
	return db.transaction('rw', [db.campaigns, db.campaignEvents], async () => {
		const campaign = await db.campaigns.get(campaignId);
		if (!campaign) return refuse('db.no_campaign', {}, 'That campaign is not in this app');
		if (campaign.currentTurn !== input.afterTurn) return changedElsewhere();
		const next = input.afterTurn + 1;
		const earlier = await db.campaignEvents
			.where('[campaignId+seq]')
			.between([campaignId, Dexie.minKey], [campaignId, Dexie.maxKey])
			.reverse()
			.until((e) => e.turnNumber !== null && e.turnNumber < next, true)
			.filter((e) => e.type === MISSIONS_ROLLED && e.turnNumber === next)
			.first();
		if (earlier) return ok({ rolls: earlier.payload, fresh: false });
		await appendEventsInTx(db, campaignId, [
			{ type: MISSIONS_ROLLED, at: input.at, turnNumber: next, payload: input.rolls }
		]);
		return ok({ rolls: input.rolls, fresh: true });
	});
}

/** Arguments as a shared log holds them (issue 29): plain JSON. */
const plain = <T>(value: T): Record<string, unknown> =>
	JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
