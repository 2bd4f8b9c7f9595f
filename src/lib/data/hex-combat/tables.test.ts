import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { COMBAT_VALUE_ONLINE } from './combat-value';
import { CRT_ONLINE } from './crt';
import { COMBAT_DIE_2013 } from './special-dice';
import { DICE_POOL_2013 } from './dice-pool-2013';
import { LEWIS_AMMO_COST, LEWIS_AMMO_FULL, THRESHOLDS } from './thresholds';

/** The online rules page's tables (source 004), transcribed in the project (fixtures/online-tables.md). */
const SOURCE = readFileSync(new URL('./fixtures/online-tables.md', import.meta.url), 'utf8');

function sourceRow(label: string): string[] {
	const line = SOURCE.split('\n').find((l) => l.includes(`| ${label} |`));
	if (!line) throw new Error(`no row ${label}`);
	return line
		.split('|')
		.map((c) => c.trim())
		.filter(Boolean);
}
const num = (cell: string) => (cell === '-' ? 0 : Number(cell));

describe('online combat-value table transcription (H-COMB-6)', () => {
	const rows: [string, readonly number[]][] = [
		['Base Combat Value', COMBAT_VALUE_ONLINE.base],
		['Attacker is Stability A', COMBAT_VALUE_ONLINE.stability.A],
		['Attacker is Stability B', COMBAT_VALUE_ONLINE.stability.B],
		['Attacker is Stability C', COMBAT_VALUE_ONLINE.stability.C],
		['Target stalled', COMBAT_VALUE_ONLINE.targetStalled],
		["Attacker's speed 3 or 4", COMBAT_VALUE_ONLINE.fastAttacker],
		['Attacker has a single gun', COMBAT_VALUE_ONLINE.singleGun],
		['Firing with deflection*', COMBAT_VALUE_ONLINE.deflection],
		['Fired at this target last turn', COMBAT_VALUE_ONLINE.sameTargetAsLastTurn],
		['Tailing target', COMBAT_VALUE_ONLINE.tailing]
	];
	it('has the source columns in range order 3, 2, 1, 0', () => {
		expect(sourceRow('Range in Hexes').slice(0, 4)).toEqual(['3', '2', '1', '0']);
	});
	it.each(rows)('row "%s" equals the source', (label, data) => {
		expect(data).toEqual(sourceRow(label).slice(0, 4).map(num));
	});
});

describe('online combat-results table transcription (H-COMB-6)', () => {
	it('every one of the 6 × 15 cells equals the source', () => {
		// Data rows start with the die and go on with an entry ('-', 'B', '2B' …), not a number.
		const lines = SOURCE.split('\n').filter((l) => /^\| [1-6] \| (-|\d*[BR])/.test(l));
		expect(lines).toHaveLength(6);
		for (const line of lines) {
			const cells = line
				.split('|')
				.map((c) => c.trim())
				.filter(Boolean);
			const die = Number(cells[0]);
			expect(CRT_ONLINE[die - 1]).toEqual(cells.slice(1));
		}
	});

	it('depends only on combat value + die (each diagonal is constant)', () => {
		for (let d = 0; d < 5; d++)
			for (let c = 1; c < 15; c++) expect(CRT_ONLINE[d + 1][c - 1]).toBe(CRT_ONLINE[d][c]);
	});
});

describe('2013 special dice and pool numbers (H-COMB-5, H-COMB-7)', () => {
	it('◇ six faces: 3 white, 2 blue, 1 red', () => {
		const f = COMBAT_DIE_2013.faces;
		expect(f).toHaveLength(6);
		expect(f.filter((x) => x === 'white')).toHaveLength(3);
		expect(f.filter((x) => x === 'blue')).toHaveLength(2);
		expect(f.filter((x) => x === 'red')).toHaveLength(1);
	});

	it('pool numbers are the rulebook’s', () => {
		expect(DICE_POOL_2013.base).toBe(3);
		expect(DICE_POOL_2013.rangePenalty).toEqual({ 1: -1, 2: -2, 3: -3 });
		expect(DICE_POOL_2013.burst).toEqual({ short: 0, medium: 1, long: 2 });
		expect(DICE_POOL_2013.stability).toEqual({ A: 1, B: 0, C: -1 });
		expect(DICE_POOL_2013.maxDice).toBe(6);
	});

	it('Lewis gun: 5 rounds — short 1, medium 2, long 3', () => {
		expect(LEWIS_AMMO_FULL).toBe(5);
		expect(LEWIS_AMMO_COST).toEqual({ short: 1, medium: 2, long: 3 });
	});

	it('roll thresholds are the rulebooks’', () => {
		expect(THRESHOLDS).toEqual({
			spinRecovery: 3,
			spinRecoveryNovice: 4,
			unjam: 4,
			jam: 5,
			stallSpin: 5,
			stallSpinNovice: 4,
			fireOut: 5,
			fireOutAfterSideslip: 4,
			smokeClears: 6,
			smokeToFire: 1,
			lossOfControl: 5
		});
	});
});
