/**
 * Refuses inconsistent mission results with a reason a player understands (architecture
 * principle 6), before anything is rolled or recorded. `resultProblems` gives every problem at
 * once, each with the part of the form it belongs to (issue 14); `validateMissionResult` refuses
 * with the first, or gives the checked result.
 */
import { because, ok, quote, refuseBecause, type Reason, type Result } from '../common/result';
import { MISSIONS, type MissionOutcome } from '../../data/missions';
import {
	NATIONS,
	SIDE_IDS,
	otherSide,
	type NationDefinition,
	type SideId
} from '../../data/campaign/sides';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import { missionDefinition } from './lookup';
import { rosterProblems } from './roster';
import { decideSweepWinner, type SweepDecision } from './sweep';
import { standardAircraftFor } from './pilots';
import type { CampaignSnapshot, MissionResult, PilotState } from './types';

export interface CheckedResult {
	outcome: MissionOutcome;
	sideA: SideId;
	sideB: SideId;
	/** Pilot ids in flight order. */
	flown: string[];
	/** Shot down (credited or lost), in flight order: these roll for survival (C-P5). */
	shotDown: string[];
	/** Fled because of critical hits, in flight order (C-P5). */
	fled: string[];
	/** Set for most-kills missions (C-M3). */
	sweep: SweepDecision | null;
}

/** Where a problem belongs on the result form: who flew, the kills and losses, the outcome. */
export type ResultSection = 'flights' | 'kills' | 'outcome';

export interface ResultProblem {
	section: ResultSection;
	reason: Reason;
}

/** The flee value of a mission: the house-rule override, else the mission's data (C-M3). */
export function fleeValueFor(result: Pick<MissionResult, 'missionId'>, houseRules: HouseRules) {
	const override = Object.hasOwn(houseRules.fleeCountsAsKill, result.missionId)
		? houseRules.fleeCountsAsKill[result.missionId]
		: undefined;
	return override ?? MISSIONS[result.missionId].fleeCountsAsKill;
}

export function validateMissionResult(
	snapshot: CampaignSnapshot,
	result: MissionResult,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	nations: Readonly<Record<string, NationDefinition>> = NATIONS
): Result<CheckedResult> {
	const { problems, checked } = examine(snapshot, result, houseRules, nations);
	return checked ? ok(checked) : refuseBecause(problems[0].reason);
}

/** Every problem of a result at once, in the order of the form. */
export function resultProblems(
	snapshot: CampaignSnapshot,
	result: MissionResult,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	nations: Readonly<Record<string, NationDefinition>> = NATIONS
): ResultProblem[] {
	return examine(snapshot, result, houseRules, nations).problems;
}

function examine(
	snapshot: CampaignSnapshot,
	result: MissionResult,
	houseRules: HouseRules,
	nations: Readonly<Record<string, NationDefinition>>
): { problems: ResultProblem[]; checked: CheckedResult | null } {
	const problems: ResultProblem[] = [];
	const add = (section: ResultSection, reason: Reason) => problems.push({ section, reason });
	const mission = missionDefinition(result.missionId);
	if (!mission) {
		add(
			'flights',
			because(
				'campaign.no_mission',
				{ mission: quote(result.missionId) },
				`There is no mission "${quote(result.missionId)}".`
			)
		);
		return { problems, checked: null };
	}
	if (!SIDE_IDS.includes(result.sideA)) {
		add(
			'flights',
			because(
				'campaign.no_side',
				{ side: quote(result.sideA) },
				`There is no side "${quote(result.sideA)}".`
			)
		);
		return { problems, checked: null };
	}
	for (const reason of rosterProblems(
		result.missionId,
		result.sideA,
		result.flights,
		snapshot.pilots,
		houseRules,
		snapshot.players
	)) {
		add('flights', reason);
	}

	const byId = new Map(snapshot.pilots.map((p) => [p.id, p]));
	const flown = result.flights.map((f) => f.pilotId);
	const flew = new Set(flown);
	/** The pilot if they flew; else the problem is noted and null given. */
	const flyer = (id: string, part: ResultPart): PilotState | null => {
		const pilot = byId.get(id);
		if (!pilot) {
			add(
				'kills',
				because(
					'campaign.result_no_pilot',
					{ pilot_id: quote(id), part },
					`There is no pilot with id "${quote(id)}" (${PARTS[part]}).`
				)
			);
			return null;
		}
		if (!flew.has(id)) {
			add(
				'kills',
				because(
					'campaign.result_not_flown',
					{ pilot: pilot.name, part },
					`${pilot.name} did not fly in this mission (${PARTS[part]}).`
				)
			);
			return null;
		}
		return pilot;
	};

	const victims = new Set<string>();
	for (const kill of result.kills) {
		const killer = flyer(kill.killerId, 'killer');
		const victim = flyer(kill.victimId, 'victim');
		if (!killer || !victim) continue;
		if (killer.id === victim.id) {
			add(
				'kills',
				because(
					'campaign.self_kill',
					{ pilot: killer.name },
					`${killer.name} cannot be credited with shooting themself down.`
				)
			);
		} else if (killer.sideId === victim.sideId) {
			add(
				'kills',
				because(
					'campaign.same_side',
					{ pilot: killer.name, other: victim.name },
					`${killer.name} and ${victim.name} fly for the same side.`
				)
			);
		} else if (victims.has(victim.id)) {
			add(
				'kills',
				because(
					'campaign.killed_twice',
					{ pilot: victim.name },
					`${victim.name} can be shot down only once (one killing blow, C-P1).`
				)
			);
		}
		victims.add(victim.id);
	}
	const lost = new Set<string>();
	for (const id of result.lost ?? []) {
		const pilot = flyer(id, 'lost');
		if (!pilot) continue;
		if (victims.has(id) || lost.has(id)) {
			add(
				'kills',
				because(
					'campaign.shot_down_twice',
					{ pilot: pilot.name },
					`${pilot.name} can be shot down only once.`
				)
			);
		}
		lost.add(id);
	}
	const fled = new Set<string>();
	for (const id of result.fled) {
		const pilot = flyer(id, 'fled');
		if (!pilot) continue;
		if (victims.has(id) || lost.has(id)) {
			add(
				'kills',
				because(
					'campaign.fled_and_shot_down',
					{ pilot: pilot.name },
					`${pilot.name} cannot both flee and be shot down.`
				)
			);
		} else if (fled.has(id)) {
			add(
				'kills',
				because(
					'campaign.fled_twice',
					{ pilot: pilot.name },
					`${pilot.name} is listed twice as fled.`
				)
			);
		}
		fled.add(id);
	}
	const assisted = new Set<string>();
	for (const assist of result.assists ?? []) {
		const pilot = flyer(assist.pilotId, 'assist');
		if (!pilot) continue;
		const problem = assistProblem(assist, pilot, result, byId, assisted);
		if (problem) add('kills', problem);
		assisted.add(`${assist.pilotId}>${assist.victimId}`);
	}

	const sideA = result.sideA;
	const shotDown = flown.filter((id) => victims.has(id) || lost.has(id));
	let sweep: SweepDecision | null = null;
	let outcome = result.outcome;
	// The winner of a most-kills mission follows from consistent kills only (C-M3).
	const consistent = problems.length === 0;
	if (mission.objective === 'most-kills' && consistent) {
		const onA = (id: string) => (byId.get(id) as PilotState).sideId === sideA;
		sweep = decideSweepWinner(
			{
				shotDownOfA: shotDown.filter(onA).length,
				shotDownOfB: shotDown.filter((id) => !onA(id)).length,
				fledOfA: [...fled].filter(onA).length,
				fledOfB: [...fled].filter((id) => !onA(id)).length
			},
			fleeValueFor(result, houseRules)
		);
		if (outcome !== undefined && outcome !== sweep.outcome) {
			add(
				'outcome',
				because(
					'campaign.outcome_mismatch',
					{
						score_a: sweep.scoreA,
						score_b: sweep.scoreB,
						outcome: sweep.outcome,
						claimed: quote(outcome)
					},
					`The kills give ${sweep.scoreA} to ${sweep.scoreB} (C-M3), so the outcome is ${label(sweep.outcome)}, not ${label(outcome)}.`
				)
			);
		}
		outcome = sweep.outcome;
	}
	if (
		mission.objective !== 'most-kills' &&
		outcome !== 'A' &&
		outcome !== 'B' &&
		outcome !== 'draw'
	) {
		add(
			'outcome',
			because('campaign.outcome_missing', {}, 'Say who won the mission: Side A, Side B or a draw.')
		);
	}

	if (houseRules.replacementAircraft === 'standard') {
		for (const id of shotDown) {
			const pilot = byId.get(id) as PilotState;
			const side = snapshot.sides[pilot.sideId];
			const standard = standardAircraftFor(side.nationId, pilot.role, houseRules, nations);
			if (!standard.ok) {
				const inner: Reason = {
					code: standard.code,
					params: standard.params,
					text: standard.reason
				};
				add(
					'kills',
					because(
						'campaign.no_replacement',
						{ pilot: pilot.name, inner },
						`${pilot.name} could not be replaced: ${standard.reason}`
					)
				);
			}
		}
	}
	if (problems.length > 0 || !outcome) return { problems, checked: null };
	return {
		problems,
		checked: {
			outcome,
			sideA,
			sideB: otherSide(sideA),
			flown,
			shotDown,
			fled: flown.filter((id) => fled.has(id)),
			sweep
		}
	};
}

/** An assist needs a credited kill of its victim, by someone else, of the other side (C-P1). */
function assistProblem(
	assist: { pilotId: string; victimId: string },
	pilot: PilotState,
	result: MissionResult,
	byId: ReadonlyMap<string, PilotState>,
	assisted: ReadonlySet<string>
): Reason | null {
	const kill = result.kills.find((k) => k.victimId === assist.victimId);
	if (!kill) {
		const named = byId.get(assist.victimId);
		return named
			? because(
					'campaign.assist_no_kill',
					{ victim: named.name },
					`An assist needs a credited kill of ${named.name}.`
				)
			: because(
					'campaign.assist_no_kill_unknown',
					{ pilot_id: quote(assist.victimId) },
					`An assist needs a credited kill of pilot "${quote(assist.victimId)}".`
				);
	}
	if (kill.killerId === assist.pilotId) {
		return because(
			'campaign.assist_has_kill',
			{ pilot: pilot.name },
			`${pilot.name} already has the kill; it cannot also be an assist.`
		);
	}
	const victim = byId.get(assist.victimId);
	// A kill of an unknown pilot is refused where the kill is listed.
	if (!victim) return null;
	if (victim.sideId === pilot.sideId) {
		return because(
			'campaign.same_side',
			{ pilot: pilot.name, other: victim.name },
			`${pilot.name} and ${victim.name} fly for the same side.`
		);
	}
	if (assisted.has(`${assist.pilotId}>${assist.victimId}`)) {
		return because(
			'campaign.assist_twice',
			{ pilot: pilot.name },
			`${pilot.name}'s assist is listed twice.`
		);
	}
	return null;
}

const label = (o: MissionOutcome) => (o === 'draw' ? 'a draw' : `a win for Side ${o}`);

/** The part a pilot plays in a result, for a refusal (`part`: the UI words it). */
export type ResultPart = 'killer' | 'victim' | 'lost' | 'fled' | 'assist';
const PARTS: Record<ResultPart, string> = {
	killer: 'credited with a kill',
	victim: 'shot down',
	lost: 'lost',
	fled: 'fled',
	assist: 'assist'
};
