import type { Dice } from '../common/dice';
import {
	COMBAT_VALUE_ONLINE,
	CLASSIC_BURST_BONUS,
	rangeColumn,
	type CombatValueTable
} from '../../data/hex-combat/combat-value';
import { CRT_COLUMNS, CRT_MAX_RED, CRT_ONLINE } from '../../data/hex-combat/crt';
import type { CombatRules } from '../../data/hex-combat/presets';
import type { Burst, GunPosition, Stability } from '../../data/hex-combat/types';
import type { Modifier } from './dice-pool';

export interface CombatValueInput {
	range: number;
	stability: Stability;
	targetStalled: boolean;
	attackerSpeed: number;
	/** Working guns at the firing position. */
	guns: number;
	/** Facings not parallel. */
	deflection: boolean;
	sameTargetAsLastTurn: boolean;
	/** The shooter tails the target this turn (H-TAIL-4). */
	tailing: boolean;
	position: GunPosition;
	burst: Burst;
}

export interface CombatValue {
	value: number;
	modifiers: Modifier[];
}

/**
 * H-COMB-6: the combat value from the online table. The tailing bonus only where the preset has
 * it and never for observers (H-TAIL-4, H-COMB-8); the ◇ burst bonus only in classic.
 */
export function combatValue(
	input: CombatValueInput,
	rules: Pick<CombatRules, 'tailingBonus' | 'burstBonus'>,
	table: CombatValueTable = COMBAT_VALUE_ONLINE,
	burstBonus: Readonly<Record<Burst, number>> = CLASSIC_BURST_BONUS
): CombatValue {
	const col = rangeColumn(input.range);
	const mods: Modifier[] = [{ reason: `base at range ${input.range}`, value: table.base[col] }];
	const add = (reason: string, value: number) => {
		if (value !== 0) mods.push({ reason, value });
	};
	add(`stability ${input.stability}`, table.stability[input.stability][col]);
	if (input.targetStalled) add('target stalled', table.targetStalled[col]);
	if (table.fastSpeeds.includes(input.attackerSpeed))
		add(`attacker flew speed ${input.attackerSpeed}`, table.fastAttacker[col]);
	if (input.guns === 1) add('single gun', table.singleGun[col]);
	if (input.deflection) add('deflection', table.deflection[col]);
	if (input.sameTargetAsLastTurn)
		add('fired at this target last turn', table.sameTargetAsLastTurn[col]);
	if (input.tailing && rules.tailingBonus && input.position === 'pilot')
		add('tailing target', table.tailing[col]);
	if (rules.burstBonus) add(`${input.burst} burst`, burstBonus[input.burst]);
	return { value: mods.reduce((s, m) => s + m.value, 0), modifiers: mods };
}

export interface CrtResult {
	combatValue: number;
	die: number;
	/** The table entry as printed ('-', 'B', '2B', 'B3R' …). */
	code: string;
	blue: number;
	red: number;
}

/** Parses a CRT entry: `-`, `B`, `2B`, `R`, `BR`, `3R`, `B3R`. */
export function parseCrtCode(code: string): { blue: number; red: number } {
	if (code === '-') return { blue: 0, red: 0 };
	const m = /^(?:(\d*)B)?(?:(\d*)R)?$/.exec(code);
	if (!m || code === '') throw new Error(`bad CRT entry ${code}`);
	const count = (group: string | undefined, present: boolean) =>
		present ? (group ? Number(group) : 1) : 0;
	return { blue: count(m[1], code.includes('B')), red: count(m[2], code.includes('R')) };
}

/**
 * H-COMB-6: the CRT entry for a combat value and die. Below column 1: no hits. Above column 15
 * the table continues along its diagonals (every entry depends on value + die only, which the
 * data tests prove), and anything beyond 9R counts as 9R.
 */
export function crtLookup(
	value: number,
	die: number,
	table: readonly (readonly string[])[] = CRT_ONLINE
): CrtResult {
	let code: string;
	if (value < 1) code = '-';
	else if (value <= CRT_COLUMNS) code = table[die - 1][value - 1];
	else {
		const shiftedDie = die + (value - CRT_COLUMNS);
		code = shiftedDie > table.length ? `${CRT_MAX_RED}R` : table[shiftedDie - 1][CRT_COLUMNS - 1];
	}
	const { blue, red } = parseCrtCode(code);
	return {
		combatValue: value,
		die,
		code,
		blue,
		red: Math.min(red, CRT_MAX_RED)
	};
}

/** Rolls the d6 against the CRT (H-COMB-6). */
export function rollCrt(value: number, dice: Dice): CrtResult {
	return crtLookup(value, dice.d6());
}
