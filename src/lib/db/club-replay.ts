/**
 * A shared campaign's rows, rebuilt from its log (issue 29, docs/club-format.md): the
 * `campaign-shared` entry's bundle, then every entry `entriesToApply` keeps, in log order, each
 * through the SAME write function a screen calls — in ONE transaction, so a page never sees a
 * half-rebuilt campaign. The same log gives the same rows on every device: ids made while an
 * entry is applied come from the entry's id (ids.ts `idsFrom`). An entry its write function
 * refuses writes nothing and is kept, with its reason, for the page to show; a mission recorded
 * on two devices applies neither result until the organiser keeps one (`result-chosen`).
 */
import { ok, refuse, type Refusal, type Result } from '../rules/common/result';
import type { ClubEntryV1 } from '../club/entry';
import { entriesToApply } from '../club/conflicts';
import { BACKUP_FORMAT } from './backup-schema';
import { parseBackup } from './backup-parse';
import { markReplay } from './club-route';
import { deleteCampaignRows, setHouseRules } from './campaigns';
import { getDb } from './db';
import { idsFrom } from './ids';
import type { PilotInput } from './inputs';
import { addPilots, renamePilot, type NewPilots } from './pilots';
import { CHILD_TABLES, type CampaignBundle, type JsonObject, type MissionRecord } from './records';
import { recordMissionResult, type MissionResultInput } from './results';
import { planMission, recordMissionRolls, startCampaignTurn, type StartTurnInput } from './turns';

/** What became of one entry of the log. */
export type EntryOutcome =
	| { status: 'applied'; value: unknown }
	| { status: 'refused'; refusal: Refusal }
	/** A result of a mission recorded twice: waiting for the organiser's choice, or not kept. */
	| { status: 'not-applied' };

export interface Replay {
	/** Entry id → what became of it. */
	outcomes: Map<string, EntryOutcome>;
}

/** The campaign bundle the log starts from, checked like a backup's; or why it is unusable. */
export function sharedBundle(entries: readonly ClubEntryV1[]): Result<CampaignBundle> {
	const first = entries[0];
	if (!first || first.kind !== 'campaign-shared') {
		return refuse('club.log_no_start', {}, 'The shared log does not start with the campaign');
	}
	const file = {
		format: BACKUP_FORMAT,
		version: 2,
		exportedAt: first.at,
		campaigns: [first.body.bundle],
		games: [],
		settings: []
	};
	const parsed = parseBackup(JSON.stringify(file));
	if (!parsed.ok) return parsed;
	const [bundle] = parsed.value.campaigns;
	if (bundle.campaign.id !== first.campaignId) {
		return refuse('club.log_other_campaign', {}, 'The shared log is of another campaign');
	}
	return ok(bundle);
}

/**
 * Rebuilds the campaign's rows from its log in one transaction. Refused (nothing changes) if
 * the log has no usable start.
 */
export async function replayLog(
	campaignId: string,
	entries: readonly ClubEntryV1[]
): Promise<Result<Replay>> {
	const base = sharedBundle(entries);
	if (!base.ok) return base;
	if (base.value.campaign.id !== campaignId) {
		return refuse('club.log_other_campaign', {}, 'The shared log is of another campaign');
	}
	const applied = new Set(entriesToApply(entries).map((e) => e.id));
	const db = getDb();
	const tables = [...db.campaignTables(), db.games, db.clubLinks];
	return db.transaction('rw', tables, async () => {
		markReplay();
		await deleteCampaignRows(db, campaignId);
		await db.campaigns.add(base.value.campaign);
		for (const table of CHILD_TABLES) await db.table(table).bulkAdd(base.value[table]);
		const outcomes = new Map<string, EntryOutcome>();
		for (const entry of entries.slice(1)) {
			if (!applied.has(entry.id)) {
				outcomes.set(entry.id, { status: 'not-applied' });
				continue;
			}
			const done = await idsFrom(entry.id, () => applyEntry(campaignId, entry));
			outcomes.set(
				entry.id,
				done.ok ? { status: 'applied', value: done.value } : { status: 'refused', refusal: done }
			);
		}
		return ok({ outcomes });
	});
}

const elsewhere = (): Refusal =>
	refuse('club.entry_elsewhere', {}, 'This change names something outside the shared campaign');

/** One entry, through the write function a screen would call. */
async function applyEntry(campaignId: string, entry: ClubEntryV1): Promise<Result<unknown>> {
	const db = getDb();
	const b = entry.body as Record<string, unknown>;
	const mine = async (table: 'missions' | 'pilots', id: unknown) =>
		typeof id === 'string' && (await db[table].get(id))?.campaignId === campaignId;
	switch (entry.kind) {
		case 'result-recorded': {
			if (!(await mine('missions', b.missionId))) return elsewhere();
			const input = b.input as MissionResultInput & { generatedNames?: { ids: string[] } };
			const names = input.generatedNames;
			return recordMissionResult(b.missionId as string, {
				...input,
				generatedNames: names ? { ids: names.ids, choose: replayName } : undefined
			});
		}
		case 'turn-started':
			return startCampaignTurn(campaignId, b.input as StartTurnInput);
		case 'missions-rolled':
			return recordMissionRolls(
				campaignId,
				b.input as { afterTurn: number; at: string; rolls: JsonObject }
			);
		case 'mission-planned': {
			if (!(await mine('missions', b.missionId))) return elsewhere();
			return planMission(
				b.missionId as string,
				b.plan as Parameters<typeof planMission>[1],
				b.before as MissionRecord,
				b.at as string | undefined
			);
		}
		case 'pilots-added':
			return addPilots(campaignId, b.input as NewPilots, b.at as string);
		case 'pilot-renamed': {
			if (!(await mine('pilots', b.pilotId))) return elsewhere();
			return renamePilot(b.pilotId as string, b.name as string, b.before as string, b.at as string);
		}
		case 'house-rules-changed':
			return setHouseRules(
				campaignId,
				b.houseRules as JsonObject,
				b.at as string,
				b.before as JsonObject
			);
		case 'result-chosen':
			return ok(null);
		default:
			return refuse('club.entry_unknown', {}, 'This change is of a kind this app does not know');
	}
}

/**
 * A replacement's name the app chose, taken meanwhile by another device's pilot: the same
 * name with the first free number after it, the same on every device.
 */
export function replayName(pilot: PilotInput, taken: ReadonlySet<string>): string {
	for (let n = 2; ; n++) {
		const name = `${pilot.name} ${n}`;
		if (!taken.has(name)) return name;
	}
}
