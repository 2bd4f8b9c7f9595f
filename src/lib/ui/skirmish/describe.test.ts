import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import { RESULT_REASONS, majorEffectName, planeName, resultReason } from './describe';

describe('plane names for players', () => {
	it('shows the counter id and type, with the campaign pilot when one flies it', () => {
		const planes = [
			{ id: 'A1', type: 'camel', pilot: 'Ball' },
			{ id: 'B1', type: 'albatros-diii', pilot: null },
			{ id: 'B2', type: 'no-such-type' }
		];
		expect(planeName(planes, 'A1')).toBe('A1 Ball (Sopwith Camel)');
		expect(planeName(planes, 'B1')).toBe('B1 Albatros DIII');
		expect(planeName(planes, 'B2')).toBe('B2 no-such-type');
		expect(planeName(planes, 'balloon1')).toBe('balloon1');
	});
});

describe('why a game ended, in the player’s language', () => {
	it('knows every fixed reason the grid engine gives (victory.ts)', () => {
		const source = readFileSync('src/lib/rules/grid/victory.ts', 'utf8');
		const fixed = [...source.matchAll(/summary\(state, '(?:A|B|draw)', '([^']+)'\)/g)].map(
			(x) => x[1]
		);
		expect(fixed.length).toBeGreaterThan(15);
		for (const reason of fixed) expect(Object.keys(RESULT_REASONS)).toContain(reason);
	});

	it('fills in the numbers of the bombing and score reasons', () => {
		expect(resultReason('2 of the targets were bombed')).toBe('2 of the targets were bombed');
		expect(resultReason('score 1.5 to 1')).toBe('score 1.5 to 1');
		expect(resultReason('side B has no plane left on the table')).toBe(
			'Side B has no plane left on the table'
		);
		expect(resultReason('something new')).toBe('something new');
	});
});

describe('major-table effects against the plane hit (G-FIRE-3 row 1)', () => {
	it('a single-seater has no observer to kill; a two-seater does', () => {
		// G-FIRE-3: "1 −1 HP and the observer dies" — the Camel flies alone, the RE8 has a rear gunner.
		expect(withLocale('en', () => majorEffectName('observer-dies', { type: 'camel' }))).toBe(
			'no observer on board'
		);
		expect(withLocale('de', () => majorEffectName('observer-dies', { type: 'camel' }))).toBe(
			'kein Beobachter an Bord'
		);
		expect(withLocale('en', () => majorEffectName('observer-dies', { type: 're8' }))).toBe(
			'observer killed'
		);
		expect(withLocale('en', () => majorEffectName('observer-dies'))).toBe('observer killed');
	});
});
