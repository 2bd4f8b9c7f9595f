/**
 * C-2 ◇ one mission per pilot per turn (house rule `pilotsFlyOncePerTurn`, on by default): THE
 * check for every way pilots enter a mission of a turn (issue 26) — a crew planned at the turn's
 * start or changed on the crew page, a result typed in by hand, a game fought in the app or on
 * the table, the store's own re-check inside the result's transaction, an imported backup, and
 * later a synced device. It works on plain ids so the database layer can call it on its records.
 */
import { because, quote, type Reason } from '../common/result';
import type { HouseRules } from '../../data/campaign/house-rules';

/** One mission of a turn as stored: its planned crew and, once its result is in, who flew. */
export interface TurnMissionCrew {
	id: string;
	/** The pilots planned to fly it (the mission's forces, C-3). */
	planned: readonly string[];
	/** The pilots who flew it, once its result is recorded; null while it is planned. */
	flew: readonly string[] | null;
}

/**
 * Who flies (or flew) the turn's missions other than `missionId`: a recorded mission's pilots
 * who flew, else the planned crew.
 */
export function otherTurnCrews(
	turn: readonly TurnMissionCrew[],
	missionId: string
): (readonly string[])[] {
	return turn.filter((m) => m.id !== missionId).map((m) => m.flew ?? m.planned);
}

/**
 * Every pilot of `crew` who also flies one of the turn's `others` crews, unless the house rules
 * let a pilot fly both missions. Reason `campaign.pilot_in_two_missions` (`pilot`: the name).
 */
export function turnCrewProblems(
	crew: readonly string[],
	others: readonly (readonly string[])[],
	pilots: readonly { id: string; name: string }[],
	houseRules: Pick<HouseRules, 'pilotsFlyOncePerTurn'>
): Reason[] {
	if (!houseRules.pilotsFlyOncePerTurn) return [];
	const elsewhere = new Set(others.flat());
	const names = new Map(pilots.map((p) => [p.id, p.name]));
	return [...new Set(crew)].flatMap((id) => {
		if (!elsewhere.has(id)) return [];
		const pilot = names.get(id) ?? quote(id);
		return [
			because(
				'campaign.pilot_in_two_missions',
				{ pilot },
				`${pilot} already flies the other mission of this turn (a pilot flies one mission per turn).`
			)
		];
	});
}
