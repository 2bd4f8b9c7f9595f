/**
 * Test support (issue 29): a campaign already on this device, shared as the organiser does it — its
 * bundle as the log's first entry, the rows rebuilt from that log, and the device's link. No page
 * imports this.
 */
import { exportCampaign } from '$lib/db/backup';
import { putClubLink, type ClubLinkRow } from '$lib/db/club-links';
import { replayLog } from '$lib/db/club-replay';
import { logOf, openDoc } from './doc';
import type { ClubEntryV1 } from './entry';

export async function shareOnDevice(
	campaignId: string,
	link: Pick<ClubLinkRow, 'server' | 'memberId' | 'role' | 'key'>,
	at: string
): Promise<ClubEntryV1> {
	const bundle = (await exportCampaign(campaignId))!.campaigns[0];
	const first: ClubEntryV1 = {
		v: 1,
		id: 'a'.repeat(32),
		campaignId,
		by: 'organiser',
		device: 'd0',
		at,
		seen: [],
		kind: 'campaign-shared',
		body: { bundle: JSON.parse(JSON.stringify(bundle)) as Record<string, unknown> }
	};
	logOf(await openDoc(campaignId)).push([first]);
	await replayLog(campaignId, [first]);
	await putClubLink({ campaignId, ...link, playerId: null, deviceId: 'd1', lastSyncAt: null });
	return first;
}
