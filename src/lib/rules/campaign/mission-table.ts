/**
 * C-2 / C-4 The campaign turn: each side rolls its own mission on its own column of the mission
 * table and is Side A of it. "X or Y (Side A chooses)" rows leave a choice for the rolling side.
 */
import type { Dice } from '../common/dice';
import { ok, quote, refuse, type Result } from '../common/result';
import { MISSIONS, type MissionId } from '../../data/missions';
import { SIDE_IDS, otherSide, type SideId } from '../../data/campaign/sides';
import type { MissionTable, MissionTableEntry } from '../../data/campaign/mission-table';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '../../data/campaign/house-rules';
import type { CampaignRoll } from './types';

export interface MissionRoll {
	/** The side that rolled: Side A of the mission (C-2). */
	sideA: SideId;
	sideB: SideId;
	die: number;
	/** The table row, 1-based (equal to the die face). */
	row: number;
	entry: MissionTableEntry;
	/** The mission, or null while `pendingChoice` waits for Side A. */
	mission: MissionId | null;
	pendingChoice: readonly [MissionId, MissionId] | null;
	roll: CampaignRoll;
}

/** Refuses a malformed table (a column with the wrong number of rows or an unknown mission). */
export function validateMissionTable(table: MissionTable): Result<MissionTable> {
	if (!Number.isInteger(table.die) || table.die < 1) {
		return refuse(
			'campaign.table_die',
			{ die: quote(table.die) },
			`The mission table's die must have at least one face, not ${quote(table.die)}.`
		);
	}
	for (const side of SIDE_IDS) {
		const column = table.columns[side];
		if (!column || column.length !== table.die) {
			return refuse(
				'campaign.table_column_rows',
				{ side, die: table.die },
				`The ${side} column of the mission table needs ${table.die} rows, one per face of the die.`
			);
		}
		for (const entry of column) {
			const ids = entry.kind === 'mission' ? [entry.mission] : entry.options;
			const unknown = ids.find((id) => !Object.hasOwn(MISSIONS, id));
			if (unknown) {
				return refuse(
					'campaign.table_unknown_mission',
					{ mission: quote(unknown) },
					`The mission table names an unknown mission "${quote(unknown)}".`
				);
			}
		}
	}
	return ok(table);
}

/** Reads one face of a side's column (pure: the Dice & tables page can show any row). */
export function missionTableRow(side: SideId, die: number, table: MissionTable): MissionTableEntry {
	const entry = table.columns[side][die - 1];
	if (!entry) throw new RangeError(`no row ${die} in the ${side} column of the mission table`);
	return entry;
}

/** C-4 one side's roll on its own column. */
export function rollMissionForSide(
	dice: Dice,
	side: SideId,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): MissionRoll {
	const table = houseRules.missionTable;
	const die = dice.roll(table.die);
	const entry = missionTableRow(side, die, table);
	const mission = entry.kind === 'mission' ? entry.mission : null;
	return {
		sideA: side,
		sideB: otherSide(side),
		die,
		row: die,
		entry,
		mission,
		pendingChoice: entry.kind === 'choice' ? entry.options : null,
		roll: {
			purpose: 'mission-table',
			sides: table.die,
			value: die,
			sideId: side,
			note:
				mission ?? `${entry.kind === 'choice' ? entry.options.join(' or ') : ''} (Side A chooses)`
		}
	};
}

/** C-2 a campaign turn's two rolls: each side rolls (allied first, then central). */
export function rollMissions(
	dice: Dice,
	houseRules: HouseRules = DEFAULT_HOUSE_RULES
): Record<SideId, MissionRoll> {
	const allied = rollMissionForSide(dice, 'allied', houseRules);
	const central = rollMissionForSide(dice, 'central', houseRules);
	return { allied, central };
}

/** Side A resolves an "X or Y" row; refuses a mission that is not one of the two. */
export function chooseMission(roll: MissionRoll, choice: MissionId): Result<MissionRoll> {
	if (!roll.pendingChoice) {
		return refuse(
			'campaign.choice_none',
			{ mission: String(roll.mission) },
			`This roll already gives ${roll.mission}; there is nothing to choose.`
		);
	}
	if (!roll.pendingChoice.includes(choice)) {
		const [first, second] = roll.pendingChoice;
		return refuse(
			'campaign.choice_not_offered',
			{ first_mission: first, second_mission: second, mission: quote(choice) },
			`Side A must choose ${first} or ${second}, not ${quote(choice)}.`
		);
	}
	return ok({ ...roll, mission: choice, pendingChoice: null });
}
