/** The roster screen's filter and sort (issue 3), over stored pilots. */
import type { PilotRecord } from '$lib/db/records';

export interface RosterFilter {
	/** '' = both sides. */
	sideId: string;
	/** '' = every status. */
	status: '' | 'active' | 'killed';
	sort: 'kills' | 'name' | 'missions';
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Pilots of the side and status asked for; most kills (or missions) first, ties by name. */
export function filterRoster(pilots: readonly PilotRecord[], filter: RosterFilter): PilotRecord[] {
	return pilots
		.filter((p) => filter.sideId === '' || p.sideId === filter.sideId)
		.filter((p) => filter.status === '' || p.status === filter.status)
		.sort((a, b) => {
			const key =
				filter.sort === 'kills'
					? b.kills - a.kills || b.confirmedKills - a.confirmedKills
					: filter.sort === 'missions'
						? b.missionsFlown - a.missionsFlown
						: 0;
			return key || byName.compare(a.name, b.name) || (a.id < b.id ? -1 : 1);
		});
}
