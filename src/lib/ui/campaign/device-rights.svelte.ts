import type { Loaded } from '$lib/campaign/loader.svelte';
import type { CampaignModel } from '$lib/campaign/model';
import type { ClubRights } from '$lib/club/roles';
import { clubLinkOrNone, type ClubLinkRow } from '$lib/db/club-links';

/** This device's place in a campaign: its club link and what that lets it do. */
export interface DeviceClub {
	/** The club link: undefined until read (a moment), null for a campaign of this device alone. */
	readonly link: ClubLinkRow | null | undefined;
	/** What this device may do (club/roles.ts): undefined until read, null for its own campaign. */
	readonly value: ClubRights | undefined;
	/** Reads the link again (after this device shared the campaign). */
	reload(): Promise<void>;
}

/**
 * What this device may do in the campaign `campaignId()` names, from its club link. The screens
 * leave out what the club server would refuse. One read serves the page and its club bar, so the
 * club's status line and the missions' buttons appear in the same frame (a tap on a button that
 * moved as the page settled landed on the wrong one). Call while a component is set up; it reads
 * again when the campaign changes.
 */
export function deviceRights(campaignId: () => string | null): DeviceClub {
	let link = $state<ClubLinkRow | null | undefined>(undefined);
	const read = async (id: string) => {
		const got = await clubLinkOrNone(id);
		if (campaignId() === id) link = got;
	};
	$effect(() => {
		const id = campaignId();
		if (id) void read(id);
	});
	return {
		get link() {
			return link;
		},
		get value() {
			return link === undefined ? undefined : link && { role: link.role, playerId: link.playerId };
		},
		async reload() {
			const id = campaignId();
			if (id) await read(id);
		}
	};
}

/**
 * `deviceRights` for a mission's page (crew, result): its link names the campaign (`hint`), so the
 * link is read beside the mission and the club's status line appears with the page; without the
 * hint, once the loaded mission has named it.
 */
export function missionDeviceRights(
	hint: string | null,
	loaded: () => Loaded<{ model: CampaignModel }>
): DeviceClub {
	return deviceRights(() => {
		const l = loaded();
		return hint ?? (l.status === 'ready' ? l.value.model.bundle.campaign.id : null);
	});
}
