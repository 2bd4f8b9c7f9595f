/**
 * The campaign record after one mission: survival (C-P5), kill credit (C-P1, C-P2),
 * promotions (C-P3, C-P4) and replacements (C-P6). Pure: returns new pilots, events and rolls.
 *
 * Dice are used in a fixed order so a stored seed replays the same record:
 * survival rolls (flight order), then ace-skill draws (flight order), then (only if a house rule
 * gives replacements kills) their ace-skill draws.
 */
import type { Dice } from '../common/dice';
import { ok, type Result } from '../common/result';
import { NATIONS, type NationDefinition } from '../../data/campaign/sides';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import { validateMissionResult } from './validate';
import { rollSurvival } from './survival';
import { promote } from './promotion';
import { createReplacementPilot, defaultReplacementName, type ReplacementNaming } from './pilots';
import type {
	CampaignEvent,
	CampaignRoll,
	CampaignSnapshot,
	KillSource,
	MissionApplication,
	MissionResult,
	PilotState
} from './types';

export interface ApplyOptions {
	/** Names for replacement pilots (C-P6); a string is used for every replacement. */
	replacementName?: ReplacementNaming;
	nations?: Readonly<Record<string, NationDefinition>>;
}

export function applyMissionResult(
	snapshot: CampaignSnapshot,
	result: MissionResult,
	dice: Dice,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES,
	options: ApplyOptions = {}
): Result<MissionApplication> {
	const nations = options.nations ?? NATIONS;
	const checked = validateMissionResult(snapshot, result, houseRules, nations);
	if (!checked.ok) return checked;
	const { outcome, flown, shotDown, fled, sideA, sideB } = checked.value;

	const pilots = new Map(snapshot.pilots.map((p) => [p.id, { ...p, aceSkills: [...p.aceSkills] }]));
	const get = (id: string) => pilots.get(id) as PilotState;
	const set = (p: PilotState) => pilots.set(p.id, p);
	const events: CampaignEvent[] = [];
	const rolls: CampaignRoll[] = [];

	for (const id of flown) {
		const pilot = { ...get(id), missionsFlown: get(id).missionsFlown + 1 };
		set(pilot);
		events.push({ kind: 'mission-flown', pilotId: id, missionsFlown: pilot.missionsFlown });
	}

	// C-P5 fleeing pilots survive without a roll; shot-down pilots roll.
	const mustRoll = houseRules.fledAlwaysSurvive
		? shotDown
		: flown.filter((id) => shotDown.includes(id) || fled.includes(id));
	if (houseRules.fledAlwaysSurvive) {
		for (const id of fled) events.push({ kind: 'fled-survived', pilotId: id });
	}
	const killedNow: string[] = [];
	for (const id of mustRoll) {
		const survival = rollSurvival(dice, houseRules, id);
		rolls.push(survival.roll);
		events.push({
			kind: 'survival-roll',
			pilotId: id,
			die: survival.die,
			needed: survival.needed,
			survived: survival.survived
		});
		if (!survival.survived) {
			set({ ...get(id), status: 'killed' });
			killedNow.push(id);
			events.push({ kind: 'pilot-killed', pilotId: id });
		}
	}

	const credit = (id: string, source: KillSource, victimId: string | null) => {
		const before = get(id);
		const pilot = {
			...before,
			kills: before.kills + 1,
			confirmedKills: before.confirmedKills + (source === 'shot-down' ? 1 : 0)
		};
		set(pilot);
		events.push({
			kind: 'kill-credited',
			pilotId: id,
			source,
			victimId,
			kills: pilot.kills,
			confirmedKills: pilot.confirmedKills
		});
	};
	// C-P1 only the killing blow scores; assists only if the house rules (scenario) say so.
	for (const kill of result.kills) credit(kill.killerId, 'shot-down', kill.victimId);
	if (houseRules.assistsCountAsKills) {
		for (const assist of result.assists ?? []) credit(assist.pilotId, 'assist', assist.victimId);
	}
	// C-P2 winning and surviving counts as a kill.
	if (houseRules.winAndSurviveCountsAsKill && outcome !== 'draw') {
		const winners = outcome === 'A' ? sideA : sideB;
		for (const id of flown) {
			const pilot = get(id);
			if (pilot.sideId !== winners || pilot.status === 'killed' || shotDown.includes(id)) continue;
			if (houseRules.winKillRequires === 'stayed' && fled.includes(id)) continue;
			credit(id, 'mission-win', null);
		}
	}

	// C-P3 / C-P4 promotions, compared with the pilot before this mission.
	for (const id of flown) {
		const before = snapshot.pilots.find((p) => p.id === id) as PilotState;
		const promotion = promote(before, get(id), dice, houseRules);
		set(promotion.pilot);
		events.push(...promotion.events);
		rolls.push(...promotion.rolls);
	}

	// C-P6 each killed pilot is replaced; the dead stay in the record.
	const replacements: PilotState[] = [];
	for (const id of killedNow) {
		const dead = get(id);
		const made = createReplacementPilot(
			dead,
			snapshot.sides[dead.sideId],
			options.replacementName ?? defaultReplacementName,
			houseRules,
			{ nations, id: freshId(`${dead.id}.r`, pilots) }
		);
		if (!made.ok) return made;
		events.push({
			kind: 'replacement-created',
			pilotId: made.value.id,
			replacesId: dead.id,
			name: made.value.name,
			aircraftTypeId: made.value.aircraftTypeId
		});
		// ◇ a replacement starting with kills (house rule) earns what they are worth at once.
		const novice = { ...made.value, kills: 0, confirmedKills: 0 };
		const promotion = promote(novice, made.value, dice, houseRules);
		events.push(...promotion.events);
		rolls.push(...promotion.rolls);
		replacements.push(promotion.pilot);
		pilots.set(promotion.pilot.id, promotion.pilot);
	}

	const updated = snapshot.pilots.map((p) => get(p.id));
	return ok({ outcome, pilots: [...updated, ...replacements], events, rolls });
}

/** An id not yet in use, starting from `base` (base, base2, base3, …). */
function freshId(base: string, taken: ReadonlyMap<string, unknown>): string {
	let id = base;
	for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
	return id;
}
