/**
 * Pure helpers for the Dice & tables page: a Tally Ho! shooting pool read die by die
 * (rules-grid G-FIRE-2/-3), the survival roll (C-P5, see survival.ts) and the mission table
 * (C-4, see mission-table.ts). The major-hit table is passed in: its data lives with the grid.
 */
import type { Dice } from '../common/dice';
import {
	SHOOTING_DIE_THRESHOLDS,
	type ShootingDieThresholds
} from '../../data/campaign/dice-tables';
import type { CampaignRoll } from './types';

/** One row of a major-hit table (G-FIRE-3): faces `from`…`to` of its die. */
export interface MajorHitRow {
	from: number;
	to: number;
	hpLoss: number;
	/** What else happens, e.g. "observer dies", "critical". */
	effect: string;
}

export interface MajorHitTable {
	die: number;
	rows: readonly MajorHitRow[];
}

export type ShootingDieKind = 'major' | 'minor' | 'none';

export interface ShootingDie {
	face: number;
	kind: ShootingDieKind;
	/** For a major hit: the major-table roll and the row it read. */
	major?: { roll: number; row: MajorHitRow };
}

export interface ShootingBreakdown {
	dice: ShootingDie[];
	majors: number;
	minors: number;
	misses: number;
	/** Minor hits × their HP plus every major row's HP. */
	hpLoss: number;
	effects: string[];
	rolls: CampaignRoll[];
}

/** G-FIRE-2 what one shooting die means. */
export function classifyShootingDie(
	face: number,
	thresholds: ShootingDieThresholds = SHOOTING_DIE_THRESHOLDS
): ShootingDieKind {
	if (face >= thresholds.majorFrom) return 'major';
	if (face >= thresholds.minorFrom) return 'minor';
	return 'none';
}

export function majorRow(table: MajorHitTable, roll: number): MajorHitRow {
	const row = table.rows.find((r) => roll >= r.from && roll <= r.to);
	if (!row) throw new RangeError(`the major-hit table has no row for ${roll}`);
	return row;
}

/**
 * Reads given faces: `majorRolls[i]` is the major-table roll of the i-th major hit (in die order).
 * Pure, so the page can also show dice rolled at a real table.
 */
export function breakdownShootingPool(
	faces: readonly number[],
	majorRolls: readonly number[],
	majorTable: MajorHitTable,
	thresholds: ShootingDieThresholds = SHOOTING_DIE_THRESHOLDS
): ShootingBreakdown {
	const out: ShootingBreakdown = {
		dice: [],
		majors: 0,
		minors: 0,
		misses: 0,
		hpLoss: 0,
		effects: [],
		rolls: []
	};
	for (const face of faces) {
		const kind = classifyShootingDie(face, thresholds);
		out.rolls.push({ purpose: 'shooting', sides: thresholds.die, value: face, note: kind });
		if (kind === 'major') {
			const roll = majorRolls[out.majors];
			if (roll === undefined) throw new RangeError('a major hit needs a roll on the major table');
			const row = majorRow(majorTable, roll);
			out.rolls.push({
				purpose: 'major-hit',
				sides: majorTable.die,
				value: roll,
				note: row.effect
			});
			out.dice.push({ face, kind, major: { roll, row } });
			out.majors++;
			out.hpLoss += row.hpLoss;
			if (row.effect) out.effects.push(row.effect);
		} else {
			out.dice.push({ face, kind });
			if (kind === 'minor') {
				out.minors++;
				out.hpLoss += thresholds.minorHpLoss;
			} else out.misses++;
		}
	}
	return out;
}

/** Rolls a pool of `size` dice, then one major-table roll per major hit, and reads them. */
export function rollShootingPool(
	dice: Dice,
	size: number,
	majorTable: MajorHitTable,
	thresholds: ShootingDieThresholds = SHOOTING_DIE_THRESHOLDS
): ShootingBreakdown {
	const faces = dice.pool(Math.max(0, size), thresholds.die);
	const majors = faces.filter((f) => classifyShootingDie(f, thresholds) === 'major').length;
	const majorRolls = dice.pool(majors, majorTable.die);
	return breakdownShootingPool(faces, majorRolls, majorTable, thresholds);
}
