import type { ClubRights } from '$lib/club/roles';
import { clubRightsOf } from '$lib/db/club-links';

/**
 * What this device may do in the campaign `campaignId()` names (club/roles.ts), from its club
 * link: undefined until read (a moment), null for a campaign of this device alone. The screens
 * leave out what the club server would refuse. Call while a component is set up; it reads again
 * when the campaign changes.
 */
export function deviceRights(campaignId: () => string | null): {
	readonly value: ClubRights | undefined;
} {
	let rights = $state<ClubRights | undefined>(undefined);
	$effect(() => {
		const id = campaignId();
		if (id) void clubRightsOf(id).then((r) => (rights = r));
	});
	return {
		get value() {
			return rights;
		}
	};
}
