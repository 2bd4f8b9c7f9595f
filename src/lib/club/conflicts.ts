/**
 * What a shared campaign's log means when two devices recorded the same mission (issue 29): a
 * mission recorded twice is never silently merged or dropped. Neither version is applied until the
 * organiser keeps one (`result-chosen`); the other stays in the log. Pure: every device computes
 * the same answer from the same log.
 */
import type { ClubEntryV1 } from './entry';

export interface MissionConflict {
	missionId: string;
	/** The `result-recorded` entries of the mission, in log order. */
	entryIds: string[];
}

/** The log without repeated ids (the first one counts): a log is read the same way twice. */
function distinct(entries: readonly ClubEntryV1[]): ClubEntryV1[] {
	const seen = new Set<string>();
	return entries.filter((e) => !seen.has(e.id) && seen.add(e.id));
}

const missionOf = (e: ClubEntryV1): string => String(e.body.missionId);

/** The results recorded per mission, in log order. */
function resultsByMission(entries: readonly ClubEntryV1[]): Map<string, string[]> {
	const out = new Map<string, string[]>();
	for (const e of entries) {
		if (e.kind !== 'result-recorded') continue;
		const list = out.get(missionOf(e)) ?? [];
		list.push(e.id);
		out.set(missionOf(e), list);
	}
	return out;
}

/**
 * The organiser's choice per mission: the last `result-chosen` whose `keep` is a result of that
 * mission (a later choice replaces an earlier one).
 */
function choices(entries: readonly ClubEntryV1[], results: Map<string, string[]>) {
	const kept = new Map<string, string>();
	for (const e of entries) {
		if (e.kind !== 'result-chosen') continue;
		const keep = String(e.body.keep);
		if (results.get(missionOf(e))?.includes(keep)) kept.set(missionOf(e), keep);
	}
	return kept;
}

/** Missions with two or more recorded results and no choice of the organiser yet, in log order. */
export function missionConflicts(entries: readonly ClubEntryV1[]): MissionConflict[] {
	const log = distinct(entries);
	const results = resultsByMission(log);
	const kept = choices(log, results);
	return [...results]
		.filter(([missionId, ids]) => ids.length >= 2 && !kept.has(missionId))
		.map(([missionId, entryIds]) => ({ missionId, entryIds }));
}

/**
 * The entries to materialize, in log order: every entry (each id once) except the results of a
 * mission recorded more than once — of those only the one the organiser kept, at its own place.
 */
export function entriesToApply(entries: readonly ClubEntryV1[]): ClubEntryV1[] {
	const log = distinct(entries);
	const results = resultsByMission(log);
	const kept = choices(log, results);
	return log.filter((e) => {
		if (e.kind !== 'result-recorded') return true;
		const all = results.get(missionOf(e)) ?? [];
		return all.length < 2 || kept.get(missionOf(e)) === e.id;
	});
}
