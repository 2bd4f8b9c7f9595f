import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../common/dice';
import { DEFAULT_HOUSE_RULES, withHouseRules } from '../../data/campaign/house-rules';
import { DEFAULT_MISSION_TABLE } from '../../data/campaign/mission-table';
import {
	chooseMission,
	rollMissionForSide,
	rollMissions,
	validateMissionTable
} from './mission-table';

describe('C-4 mission table', () => {
	const rfc = [
		[1, 'photo-recon'],
		[2, 'long-recon'],
		[4, 'fighter-sweep'],
		[5, 'dawn-patrol'],
		[6, 'dawn-patrol']
	] as const;
	const luft = [
		[1, 'fighter-sweep'],
		[2, 'bombing-run'],
		[3, 'bombing-run'],
		[4, 'bomber-escort'],
		[5, 'balloon-busting']
	] as const;

	it.each(rfc)('RFC (allied) column: face %i gives %s', (face, mission) => {
		const roll = rollMissionForSide(scriptedDice([face]), 'allied');
		expect(roll).toMatchObject({ die: face, row: face, mission, pendingChoice: null });
	});

	it.each(luft)('Luftstreitkräfte (central) column: face %i gives %s', (face, mission) => {
		const roll = rollMissionForSide(scriptedDice([face]), 'central');
		expect(roll).toMatchObject({ die: face, row: face, mission, pendingChoice: null });
	});

	it('RFC face 3 leaves Side A the choice of Long Recon or Photo Recon', () => {
		const roll = rollMissionForSide(scriptedDice([3]), 'allied');
		expect(roll.mission).toBeNull();
		expect(roll.pendingChoice).toEqual(['long-recon', 'photo-recon']);
		const chosen = chooseMission(roll, 'photo-recon');
		expect(chosen.ok && chosen.value.mission).toBe('photo-recon');
		expect(chosen.ok && chosen.value.pendingChoice).toBeNull();
	});

	it('Luftstreitkräfte face 6 leaves Side A the choice of Balloon Busting or Bomber Escort', () => {
		const roll = rollMissionForSide(scriptedDice([6]), 'central');
		expect(roll.pendingChoice).toEqual(['balloon-busting', 'bomber-escort']);
		const chosen = chooseMission(roll, 'bomber-escort');
		expect(chosen.ok && chosen.value.mission).toBe('bomber-escort');
	});

	it('refuses a choice outside the row and a choice on a fixed row', () => {
		const pending = rollMissionForSide(scriptedDice([6]), 'central');
		const wrong = chooseMission(pending, 'dawn-patrol');
		expect(wrong.ok).toBe(false);
		expect(!wrong.ok && wrong.reason).toMatch(/balloon-busting or bomber-escort/);
		expect(!wrong.ok && wrong.code).toBe('campaign.choice_not_offered');
		expect(!wrong.ok && wrong.params).toEqual({
			first_mission: 'balloon-busting',
			second_mission: 'bomber-escort',
			mission: 'dawn-patrol'
		});
		const fixed = rollMissionForSide(scriptedDice([1]), 'central');
		expect(chooseMission(fixed, 'fighter-sweep').ok).toBe(false);
	});

	it('records the roll with its purpose', () => {
		const roll = rollMissionForSide(scriptedDice([4]), 'central');
		expect(roll.roll).toEqual({
			purpose: 'mission-table',
			sides: 6,
			value: 4,
			sideId: 'central',
			note: 'bomber-escort'
		});
	});

	it('the default table is valid and a broken one is refused', () => {
		expect(validateMissionTable(DEFAULT_MISSION_TABLE).ok).toBe(true);
		const short = {
			...DEFAULT_MISSION_TABLE,
			columns: { ...DEFAULT_MISSION_TABLE.columns, allied: [] }
		};
		expect(validateMissionTable(short).ok).toBe(false);
	});

	it('refuses any malformed table from a stored or imported file, never throwing (issue 13)', () => {
		const { allied, central } = DEFAULT_MISSION_TABLE.columns;
		const withRow = (row: unknown) => ({
			...DEFAULT_MISSION_TABLE,
			columns: { allied: [row, ...allied.slice(1)], central }
		});
		const broken: [unknown, string][] = [
			[withRow({ kind: 'choice' }), 'campaign.table_row_malformed'],
			[withRow({ kind: 'choice', options: ['photo-recon'] }), 'campaign.table_row_malformed'],
			[withRow({ kind: 'mission' }), 'campaign.table_unknown_mission'],
			[withRow({ kind: 'mission', mission: 'constructor' }), 'campaign.table_unknown_mission'],
			[withRow('photo-recon'), 'campaign.table_row_malformed'],
			[
				{ ...DEFAULT_MISSION_TABLE, columns: { allied, central: 'x' } },
				'campaign.table_column_rows'
			],
			[{ die: 1e308, columns: {} }, 'campaign.table_die'],
			[null, 'campaign.table_die'],
			['d6', 'campaign.table_die']
		];
		for (const [table, code] of broken) {
			expect(validateMissionTable(table), JSON.stringify(table).slice(0, 80)).toMatchObject({
				ok: false,
				code
			});
		}
	});

	it('a table without its die says so, never "not undefined" (issue 26)', () => {
		const noDie: Record<string, unknown> = { ...DEFAULT_MISSION_TABLE };
		delete noDie.die;
		for (const table of [noDie, { ...DEFAULT_MISSION_TABLE, die: null }]) {
			const checked = validateMissionTable(table);
			expect(checked).toMatchObject({ ok: false, code: 'campaign.table_no_die' });
			if (!checked.ok) expect(checked.reason).not.toMatch(/undefined|null/);
		}
		// Not a table at all: the die's reason, with a dash where there is no value.
		const none = validateMissionTable(null);
		expect(none).toMatchObject({ ok: false, code: 'campaign.table_die', params: { die: '–' } });
		if (!none.ok) expect(none.reason).not.toMatch(/undefined|null/);
	});

	it('a house-rule table overrides the default', () => {
		const rules = withHouseRules({
			missionTable: {
				die: 2,
				columns: {
					allied: [
						{ kind: 'mission', mission: 'balloon-busting' },
						{ kind: 'mission', mission: 'bombing-run' }
					],
					central: [
						{ kind: 'mission', mission: 'photo-recon' },
						{ kind: 'mission', mission: 'long-recon' }
					]
				}
			}
		});
		const roll = rollMissionForSide(scriptedDice([1]), 'allied', rules);
		expect(roll.mission).toBe('balloon-busting');
		expect(roll.roll.sides).toBe(2);
	});
});

describe('C-2 campaign turn', () => {
	it('both sides roll, allied first, each on its own column, and each is Side A of its mission', () => {
		const turn = rollMissions(scriptedDice([1, 1]), DEFAULT_HOUSE_RULES);
		expect(turn.allied).toMatchObject({
			sideA: 'allied',
			sideB: 'central',
			mission: 'photo-recon'
		});
		expect(turn.central).toMatchObject({
			sideA: 'central',
			sideB: 'allied',
			mission: 'fighter-sweep'
		});
	});

	it('uses exactly one die per side', () => {
		const dice = scriptedDice([2, 5]);
		const turn = rollMissions(dice);
		expect(dice.used).toBe(2);
		expect([turn.allied.die, turn.central.die]).toEqual([2, 5]);
		expect([turn.allied.mission, turn.central.mission]).toEqual(['long-recon', 'balloon-busting']);
	});
});
