/**
 * C-2 / C-4 The campaign turn: each side rolls its own mission on its own column of the mission
 * table and is Side A of it. "X or Y (Side A chooses)" rows leave a choice for the rolling side.
 */
import type { Dice } from '../common/dice';
import { ok, quote, refuse, type Result } from '../common/result';
import type { MissionId } from '../../data/missions';
import { isMissionId } from './lookup';
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

/** ◇ The largest die a mission table may use (the source's table is a d6). */
export const MAX_TABLE_DIE = 100;

const isRecord = (x: unknown): x is Record<string, unknown> =>
	typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Refuses a malformed table: a die that is not a whole number from 1 to MAX_TABLE_DIE, a column
 * missing or with the wrong number of rows, a row that is neither a mission nor a choice of two,
 * an unknown mission. Takes any value (a table may come from a stored or imported file), so it
 * never throws; the same check guards the wizard, the house-rules editor and backup import.
 */
export function validateMissionTable(table: unknown): Result<MissionTable> {
	const die = isRecord(table) ? table.die : undefined;
	if (isRecord(table) && (die === undefined || die === null)) {
		// A table without its die says so, not "…not undefined" (issue 26).
		return refuse(
			'campaign.table_no_die',
			{ max: MAX_TABLE_DIE },
			`The mission table has no die; it must have 1 to ${MAX_TABLE_DIE} faces.`
		);
	}
	if (typeof die !== 'number' || !Number.isInteger(die) || die < 1 || die > MAX_TABLE_DIE) {
		return refuse(
			'campaign.table_die',
			{ die: quote(die), max: MAX_TABLE_DIE },
			`The mission table's die must have 1 to ${MAX_TABLE_DIE} faces, not ${quote(die)}.`
		);
	}
	const columns = isRecord(table) && isRecord(table.columns) ? table.columns : {};
	for (const side of SIDE_IDS) {
		const column = Object.hasOwn(columns, side) ? columns[side] : undefined;
		if (!Array.isArray(column) || column.length !== die) {
			return refuse(
				'campaign.table_column_rows',
				{ side, die },
				`The ${side} column of the mission table needs ${die} rows, one per face of the die.`
			);
		}
		for (const [i, entry] of column.entries()) {
			const ids = entryMissions(entry);
			if (!ids) {
				return refuse(
					'campaign.table_row_malformed',
					{ side, row: i + 1 },
					`Row ${i + 1} of the ${side} column of the mission table is neither a mission nor a choice of two missions.`
				);
			}
			const unknown = ids.findIndex((id) => !isMissionId(id));
			if (unknown >= 0) {
				const mission = quote(ids[unknown]);
				return refuse(
					'campaign.table_unknown_mission',
					{ mission },
					`The mission table names an unknown mission "${mission}".`
				);
			}
		}
	}
	return ok(table as unknown as MissionTable);
}

/** The mission ids a table row names, or null if the row has neither shape. */
function entryMissions(entry: unknown): unknown[] | null {
	if (!isRecord(entry)) return null;
	if (entry.kind === 'mission') return [entry.mission];
	if (entry.kind === 'choice' && Array.isArray(entry.options) && entry.options.length === 2) {
		return entry.options;
	}
	return null;
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

/**
 * A mission roll kept in the campaign's log (issue 14: a roll is stored as soon as it is made),
 * read back defensively: null unless it is a roll of this shape with missions the rules know.
 */
export function restoreMissionRoll(stored: unknown): MissionRoll | null {
	if (!isRecord(stored)) return null;
	const { sideA, sideB, die, row, entry, mission, pendingChoice, roll } = stored;
	const sides =
		(SIDE_IDS as readonly unknown[]).includes(sideA) && sideB === otherSide(sideA as SideId);
	const ids = entryMissions(entry);
	if (!sides || !ids || !ids.every(isMissionId) || !isRecord(roll)) return null;
	if (typeof die !== 'number' || !Number.isInteger(die) || die < 1 || die > MAX_TABLE_DIE)
		return null;
	const chosen = mission === null || (isMissionId(mission) && ids.includes(mission));
	const pending =
		pendingChoice === null ||
		(Array.isArray(pendingChoice) &&
			pendingChoice.length === 2 &&
			pendingChoice.every(isMissionId));
	if (!chosen || !pending || (mission === null) === (pendingChoice === null)) return null;
	return {
		sideA: sideA as SideId,
		sideB: sideB as SideId,
		die,
		row: typeof row === 'number' ? row : die,
		entry: entry as MissionTableEntry,
		mission: mission as MissionId | null,
		pendingChoice: pendingChoice as readonly [MissionId, MissionId] | null,
		roll: {
			purpose: 'mission-table',
			sides: typeof roll.sides === 'number' ? roll.sides : die,
			value: die,
			sideId: sideA as SideId,
			note: typeof roll.note === 'string' ? roll.note.slice(0, 200) : undefined
		}
	};
}
