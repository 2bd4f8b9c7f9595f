/**
 * Numbers for the Dice & tables page helpers (rules-grid G-FIRE-2): each shooting die is a
 * major hit from `majorFrom` up, a minor hit from `minorFrom` up, otherwise nothing.
 * The major-hit table itself (G-FIRE-3) lives with the grid data and is passed in.
 */
export interface ShootingDieThresholds {
	die: number;
	majorFrom: number;
	minorFrom: number;
	/** HP a minor hit costs (G-FIRE-2). */
	minorHpLoss: number;
}

export const SHOOTING_DIE_THRESHOLDS: ShootingDieThresholds = {
	die: 6,
	majorFrom: 6,
	minorFrom: 4,
	minorHpLoss: 1
};
