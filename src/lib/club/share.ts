/**
 * Sharing a campaign with the club, joining one from an invitation, inviting members and
 * resolving a mission recorded twice (issue 29). Loaded only by campaign pages and /club/join.
 */
import { ok, refuse, type Result } from '$lib/rules/common/result';
import { exportCampaign } from '$lib/db/backup';
import { getClubLink, putClubLink, type ClubLinkRow } from '$lib/db/club-links';
import { replayLog } from '$lib/db/club-replay';
import type { ClubEntryV1 } from './entry';
import { addMember, normaliseServer, whoAmI } from './api';
import { appendShared } from './append';
import { logOf, openDoc, readLog } from './doc';
import { newDeviceId, newEntryId } from './new-id';

/**
 * Shares a campaign: checks the club key with the server, then starts the campaign's log with
 * the campaign as it is now (`campaign-shared`). The log reaches the server when the page
 * connects.
 */
export async function shareCampaign(
	campaignId: string,
	typedServer: string,
	clubKey: string
): Promise<Result<ClubLinkRow>> {
	const server = normaliseServer(typedServer);
	if (!server) return refuse('club.bad_address', {}, 'That is not a server address');
	const key = clubKey.trim();
	const who = await whoAmI(server, key);
	if (!who.ok) return who;
	if (who.value.role !== 'organiser') {
		return refuse('club.not_club_key', {}, 'That is a member key, not the club key');
	}
	if (await getClubLink(campaignId)) return refuse('club.already_shared', {}, 'Already shared');
	const file = await exportCampaign(campaignId);
	const bundle = file?.campaigns[0];
	if (!bundle) return refuse('db.no_campaign', {}, 'That campaign is not in this app');
	const link: ClubLinkRow = {
		campaignId,
		server,
		memberId: 'organiser',
		role: 'organiser',
		playerId: null,
		key,
		deviceId: newDeviceId(),
		lastSyncAt: null
	};
	const first: ClubEntryV1 = {
		v: 1,
		id: newEntryId(),
		campaignId,
		by: 'organiser',
		device: link.deviceId,
		at: new Date().toISOString(),
		seen: [],
		kind: 'campaign-shared',
		body: { bundle: JSON.parse(JSON.stringify(bundle)) as Record<string, unknown> }
	};
	const doc = await openDoc(campaignId);
	if (readLog(doc).length > 0) return refuse('club.already_shared', {}, 'Already shared');
	logOf(doc).push([first]);
	const replayed = await replayLog(campaignId, [first]);
	if (!replayed.ok) return replayed;
	await putClubLink(link);
	return ok(link);
}

/** An invitation link's parts (from the address's fragment). */
export interface Invitation {
	server: string;
	campaignId: string;
	key: string;
}

/** The invitation in a link's fragment ("#server=…&campaign=…&key=…"); null if it is not one. */
export function readInvitation(hash: string): Invitation | null {
	const params = new URLSearchParams(hash.replace(/^#/, ''));
	const server = normaliseServer(params.get('server') ?? '');
	const campaignId = params.get('campaign') ?? '';
	const key = params.get('key') ?? '';
	if (!server || !campaignId || !key) return null;
	return { server, campaignId, key };
}

/** The link a member opens: the key in the fragment, so it reaches no server's log. */
export function invitationLink(origin: string, inv: Invitation): string {
	const q = new URLSearchParams({ server: inv.server, campaign: inv.campaignId, key: inv.key });
	return `${origin}/club/join#${q.toString()}`;
}

/**
 * Stores an invitation on this device once the server confirmed the key: the campaign's rows
 * arrive with its log, when the campaign's page connects.
 */
export async function joinCampaign(inv: Invitation): Promise<Result<ClubLinkRow>> {
	const who = await whoAmI(inv.server, inv.key);
	if (!who.ok) return who;
	const { role, memberId, campaignId } = who.value;
	if (role !== 'organiser' && campaignId !== inv.campaignId) {
		return refuse('club.key_refused', {}, 'The key was refused');
	}
	const before = await getClubLink(inv.campaignId);
	const link: ClubLinkRow = {
		campaignId: inv.campaignId,
		server: inv.server,
		memberId,
		role,
		playerId: who.value.playerId ?? null,
		key: inv.key,
		deviceId: before?.deviceId ?? newDeviceId(),
		lastSyncAt: before?.lastSyncAt ?? null
	};
	await putClubLink(link);
	return ok(link);
}

/** Creates a member on the server and the link to send them. */
export async function inviteMember(
	link: ClubLinkRow,
	origin: string,
	member: { role: 'player' | 'viewer'; name: string; playerId?: string }
): Promise<Result<{ url: string; memberId: string }>> {
	if (!link.key) return refuse('club.no_key', {}, 'No key');
	const made = await addMember(link.server, link.key, link.campaignId, member);
	if (!made.ok) return made;
	const url = invitationLink(origin, {
		server: link.server,
		campaignId: link.campaignId,
		key: made.value.key
	});
	return ok({ url, memberId: made.value.memberId });
}

/** The organiser keeps one of a mission's results; the other stays in the log. */
export async function keepResult(
	campaignId: string,
	missionId: string,
	keep: string
): Promise<Result<unknown>> {
	const link = await getClubLink(campaignId);
	if (!link) return refuse('db.no_campaign', {}, 'That campaign is not in this app');
	return appendShared(link, 'result-chosen', { missionId, keep });
}
