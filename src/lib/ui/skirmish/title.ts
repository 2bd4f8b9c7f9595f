/**
 * A saved game's title in the reader's language. A title stored as text would stay in the
 * language of the day the game began; this one is made again from the game's log each time:
 * the guided first game, a quick mission by its name, a free skirmish by its forces. A campaign
 * game keeps its campaign's name (the user's words) with the mission's name in this language.
 */
import { withLocale, locales } from '$lib/i18n/runtime';
import { MISSION_IDS, type MissionId } from '$lib/data/missions';
import { m } from '$lib/ui/i18n';
import { missionName as campaignMissionName } from '$lib/ui/campaign/labels';
import { missionName } from './describe';
import type { SkirmishLog } from '$lib/skirmish/types';

const isMission = (id: unknown): id is MissionId =>
	typeof id === 'string' && (MISSION_IDS as readonly string[]).includes(id);

/** Accepts a log read back from the database (any shape): falls back to the stored title. */
export function gameTitle(log: unknown, stored: string): string {
	const l = log as Partial<SkirmishLog> | null;
	if (!l || typeof l !== 'object' || !l.setup) return stored;
	if (l.tutorial) return m.skirmish_tutorial_title();
	const mission = l.setup.mission;
	if (l.campaign) {
		if (!isMission(mission)) return stored;
		for (const locale of locales) {
			// The campaign screens' own name of the mission, as the title was made (campaign-setup.ts).
			const label = withLocale(locale, () => campaignMissionName(mission));
			if (stored.endsWith(` · ${label}`))
				return `${stored.slice(0, -label.length)}${campaignMissionName(mission)}`;
		}
		return stored;
	}
	if (isMission(mission)) return missionName(mission);
	const planes = Array.isArray(l.setup.planes) ? l.setup.planes : [];
	return m.skirmish_free_title({
		a: planes.filter((p) => p.side === 'A').length,
		b: planes.filter((p) => p.side === 'B').length
	});
}
