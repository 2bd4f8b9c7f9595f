// The Campaigns page's list, followed live (issue 13). The page imports this module once it has
// painted and taken taps (issue 30: `import()` in its onMount): the database (Dexie) is not part
// of its first load.
import { listCampaigns, type CampaignSummary } from '$lib/db/campaigns';
import { watch, type Loaded } from '$lib/campaign/live';

export { openDb } from '$lib/db/db';

/** Calls `on` with the list now and after every change; the returned function stops watching. */
export function watchCampaigns(on: (loaded: Loaded<CampaignSummary[]>) => void): () => void {
	return watch(() => listCampaigns(), on);
}
