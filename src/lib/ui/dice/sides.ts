/**
 * The two mission-table columns (C-4), named from the table itself so this page follows the
 * campaign data's side ids without naming their type.
 */
import { DEFAULT_MISSION_TABLE, type MissionTable } from '$lib/data/campaign/mission-table';

export type DiceSide = keyof MissionTable['columns'];
export const DICE_SIDES = Object.keys(DEFAULT_MISSION_TABLE.columns) as DiceSide[];
