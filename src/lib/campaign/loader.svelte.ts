/**
 * Rune state for a campaign page: loading → ready | missing | error. Pages never show a raw
 * error or a blank page (issue 3): the gate component renders each state.
 */
import { getCampaign } from '$lib/db/campaigns';
import { getMission, pilotCareer } from '$lib/db/queries';
import type { MissionRecord } from '$lib/db/records';
import { modelOf, type CampaignModel } from './model';

import { errorMessage, watch, type Loaded } from './live';

export { errorMessage, type Loaded };

/** Runs `load`, turning undefined into "missing" and a throw into "error". */
export class Loader<T> {
	state = $state<Loaded<T>>({ status: 'loading' });

	constructor(private readonly load: () => Promise<T | undefined>) {}

	async run(): Promise<void> {
		try {
			const value = await this.load();
			this.state = value === undefined ? { status: 'missing' } : { status: 'ready', value };
		} catch (e) {
			this.state = { status: 'error', message: errorMessage(e) };
		}
	}

	/**
	 * Loads, then loads again whenever the data changes, here or in another tab (issue 13).
	 * Returns the function that stops it: `onMount(() => loader.live())` stops on leaving.
	 */
	live(): () => void {
		this.watching = true;
		const stop = watch(this.load, (loaded) => (this.state = loaded));
		return () => {
			this.watching = false;
			stop();
		};
	}

	/** After a write of this page: a live loader has the news already, another one reads again. */
	async refresh(): Promise<void> {
		if (!this.watching) await this.run();
	}

	private watching = false;
}

/** A campaign's records, mapped for the rules; undefined if there is none with this id. */
export async function loadCampaign(id: string | null): Promise<CampaignModel | undefined> {
	if (!id) return undefined;
	const bundle = await getCampaign(id);
	return bundle ? modelOf(bundle) : undefined;
}

export function campaignLoader(id: string | null): Loader<CampaignModel> {
	return new Loader(() => loadCampaign(id));
}

/**
 * A mission and its campaign. Links carry the campaign id as a hint; without it every campaign
 * on the device is searched (there are few).
 */
export async function loadMission(
	missionId: string | null,
	campaignId: string | null
): Promise<{ model: CampaignModel; mission: MissionRecord } | undefined> {
	if (!missionId) return undefined;
	// The mission names its campaign; a `campaign` hint that disagrees finds nothing.
	const stored = await getMission(missionId);
	if (!stored || (campaignId && stored.campaignId !== campaignId)) return undefined;
	const model = await loadCampaign(stored.campaignId);
	const mission = model?.bundle.missions.find((mi) => mi.id === missionId);
	return model && mission ? { model, mission } : undefined;
}

/** A pilot and their campaign. */
export async function loadPilot(
	pilotId: string | null
): Promise<{ model: CampaignModel; pilotId: string } | undefined> {
	if (!pilotId) return undefined;
	const career = await pilotCareer(pilotId);
	if (!career) return undefined;
	const model = await loadCampaign(career.pilot.campaignId);
	return model ? { model, pilotId } : undefined;
}
