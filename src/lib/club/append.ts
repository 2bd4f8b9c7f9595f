/**
 * A write on a shared campaign (issue 29): the write becomes an entry at the end of the log.
 * The log with the entry is replayed first (db/club-replay.ts): the entry is appended only if
 * its write function takes it, and the write's result is what the replay of the entry gave —
 * so the page sees exactly what a local write would have given, and a refused write leaves no
 * entry behind. The entry reaches the server whenever the device is online.
 */
import { ok, refuse, type Result } from '$lib/rules/common/result';
import type { ClubLinkRow } from '$lib/db/club-links';
import type { SharedWriteKind } from '$lib/db/club-route';
import { replayLog } from '$lib/db/club-replay';
import type { ClubEntryV1 } from './entry';
import { mayAppend, type ClubMember } from './roles';
import { logOf, openDoc, readLog } from './doc';
import { newEntryId } from './new-id';

/** How many of the log's last entries an entry says it was written after. */
const SEEN = 3;

export async function appendShared(
	link: ClubLinkRow,
	kind: SharedWriteKind | 'result-chosen',
	body: Record<string, unknown>
): Promise<Result<unknown>> {
	const doc = await openDoc(link.campaignId);
	const entries = readLog(doc);
	const entry: ClubEntryV1 = {
		v: 1,
		id: newEntryId(),
		campaignId: link.campaignId,
		by: link.memberId,
		device: link.deviceId,
		at: new Date().toISOString(),
		seen: entries.slice(-SEEN).map((e) => e.id),
		kind,
		body
	};
	const allowed = mayAppend(memberOf(link), entries, entry);
	if (!allowed.ok) return allowed;
	const replay = await replayLog(link.campaignId, [...entries, entry]);
	if (!replay.ok) return replay;
	const outcome = replay.value.outcomes.get(entry.id);
	if (outcome?.status === 'refused') return outcome.refusal;
	logOf(doc).push([entry]);
	if (outcome?.status === 'not-applied') {
		return refuse(
			'club.result_twice',
			{},
			'This mission was recorded on another device too; the organiser keeps one'
		);
	}
	return ok(outcome?.status === 'applied' ? outcome.value : null);
}

/** The member as the server's role check sees it. */
export const memberOf = (link: ClubLinkRow): ClubMember => ({
	memberId: link.memberId,
	role: link.role,
	playerId: link.playerId,
	campaignId: link.role === 'organiser' ? null : link.campaignId
});
