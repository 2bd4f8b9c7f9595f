/**
 * State of the Dice & tables page: each tool's settings and last result, and the history.
 * Lives outside the components so switching tabs keeps every result on screen.
 */
import type { MissionId } from '$lib/data/missions';
import type { DiceSide } from './sides';
import { DEFAULT_HOUSE_RULES, type HouseRules } from '$lib/data/campaign/house-rules';
import {
	chooseMission,
	rollMissionForSide,
	rollShootingPool,
	rollSurvival,
	type MissionRoll,
	type ShootingBreakdown,
	type SurvivalRoll
} from '$lib/rules/campaign';
import { m } from '$lib/ui/i18n';
import { DiceHistory } from './history.svelte';
import { GRID_MAJOR_HIT_TABLE } from './major-table';
import { choiceText, diceCount, missionName, sideName } from './labels';
import { entryId, freshDice } from './random';
import { shootingPool, type ShootingPool, type ShootingPoolInput } from './shooting-pool';

export const POOL_MIN = 1;
export const POOL_MAX = 20;

export type DiceTool = 'pool' | 'shooting' | 'mission' | 'survival';
export const DICE_TOOLS: readonly DiceTool[] = ['pool', 'shooting', 'mission', 'survival'];

export interface PoolResult {
	id: string;
	dice: number[];
	sum: number;
	/** counts[face − 1] = dice showing that face. */
	counts: number[];
}

export interface ShootingResult {
	id: string;
	pool: ShootingPool;
	breakdown: ShootingBreakdown;
}

export interface MissionResult {
	id: string;
	roll: MissionRoll;
}

export interface SurvivalResult {
	id: string;
	roll: SurvivalRoll;
}

export class DiceTools {
	readonly houseRules: HouseRules;
	readonly history = new DiceHistory();

	tool = $state<DiceTool>('pool');
	/** The last result in words, for the page's aria-live region. */
	announcement = $state('');

	poolCount = $state(5);
	poolResult = $state.raw<PoolResult | null>(null);

	shootingInput = $state<ShootingPoolInput>({ gun: 'single', range: 1, ca: 0, deadEye: false });
	readonly shootingPool = $derived(shootingPool(this.shootingInput));
	shootingResult = $state.raw<ShootingResult | null>(null);

	missionSide = $state<DiceSide>('allied');
	missionResult = $state.raw<MissionResult | null>(null);

	survivalResult = $state.raw<SurvivalResult | null>(null);

	constructor(houseRules: HouseRules = DEFAULT_HOUSE_RULES) {
		this.houseRules = houseRules;
	}

	setPoolCount(count: number): void {
		this.poolCount = Math.min(POOL_MAX, Math.max(POOL_MIN, Math.trunc(count)));
	}

	rollPool(): void {
		const dice = freshDice().pool(this.poolCount);
		const counts = [1, 2, 3, 4, 5, 6].map((face) => dice.filter((d) => d === face).length);
		const sum = dice.reduce((s, d) => s + d, 0);
		const id = entryId();
		this.poolResult = { id, dice, sum, counts };
		this.history.add({ id, at: Date.now(), tool: 'pool', dice, sum });
		this.announcement = m.dice_pool_result({ count: dice.length, faces: dice.join(', '), sum });
	}

	rollShooting(): void {
		const pool = this.shootingPool;
		if (pool.size === 0) return;
		const breakdown = rollShootingPool(freshDice(), pool.size, GRID_MAJOR_HIT_TABLE);
		const id = entryId();
		this.shootingResult = { id, pool, breakdown };
		this.history.add({
			id,
			at: Date.now(),
			tool: 'shooting',
			gun: pool.input.gun,
			dice: breakdown.dice.map((d) => d.face),
			majorRolls: breakdown.dice.flatMap((d) => (d.major ? [d.major.roll] : [])),
			hpLoss: breakdown.hpLoss,
			effects: breakdown.effects
		});
		this.announcement = m.dice_shooting_result({
			dice: diceCount(pool.size),
			majors: breakdown.majors,
			minors: breakdown.minors,
			hp: breakdown.hpLoss
		});
	}

	rollMission(): void {
		const roll = rollMissionForSide(freshDice(), this.missionSide, this.houseRules);
		const id = entryId();
		this.missionResult = { id, roll };
		this.history.add({
			id,
			at: Date.now(),
			tool: 'mission',
			dice: [roll.die],
			side: roll.sideA,
			row: roll.row,
			mission: roll.mission,
			options: roll.pendingChoice ? [...roll.pendingChoice] : null
		});
		this.announcement = m.dice_mission_result({
			side: sideName(roll.sideA),
			row: roll.row,
			mission: roll.mission
				? missionName(roll.mission)
				: roll.pendingChoice
					? choiceText(roll.pendingChoice)
					: ''
		});
	}

	/** Side A picks one mission of an "X or Y" row; the history entry records the pick. */
	chooseMission(mission: MissionId): void {
		const current = this.missionResult;
		if (!current) return;
		const chosen = chooseMission(current.roll, mission);
		if (!chosen.ok) return;
		this.missionResult = { id: current.id, roll: chosen.value };
		this.history.update(current.id, (entry) =>
			entry.tool === 'mission' ? { ...entry, mission } : entry
		);
		this.announcement = m.dice_mission_chosen({ mission: missionName(mission) });
	}

	rollSurvival(): void {
		const roll = rollSurvival(freshDice(), this.houseRules);
		const id = entryId();
		this.survivalResult = { id, roll };
		this.history.add({
			id,
			at: Date.now(),
			tool: 'survival',
			dice: [roll.die],
			survived: roll.survived,
			needed: roll.needed
		});
		this.announcement = m.dice_survival_result({
			value: roll.die,
			outcome: roll.survived ? m.dice_survival_survives() : m.dice_survival_killed()
		});
	}
}
