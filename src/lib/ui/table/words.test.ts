import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import { combatValue, dicePool } from '$lib/rules/hex-combat';
import { modifierText } from './words';

describe('pool and combat-value modifiers in words', () => {
	// Every modifier the engine can name, each switched on once.
	const pool = dicePool({
		range: 2,
		burst: 'long',
		stability: 'C',
		sameTargetAsLastTurn: true,
		targetStalled: true,
		targetLower: true,
		shooterSpeed: 4,
		guns: 1
	}).modifiers;
	const value = combatValue(
		{
			range: 1,
			stability: 'A',
			targetStalled: true,
			attackerSpeed: 3,
			guns: 1,
			deflection: true,
			sameTargetAsLastTurn: true,
			tailing: true,
			position: 'pilot',
			burst: 'medium'
		},
		{ tailingBonus: true, burstBonus: true }
	).modifiers;

	it('words every phrase the engine uses (German differs from the engine’s English)', () => {
		expect(pool.length + value.length).toBeGreaterThan(15);
		for (const mod of [...pool, ...value])
			expect(withLocale('de', () => modifierText(mod.reason))).not.toBe(mod.reason);
		expect(withLocale('de', () => modifierText('medium burst'))).toBe('mittleren Feuerstoß');
		expect(withLocale('en', () => modifierText('range 2'))).toBe('range 2');
	});

	it('shows an unknown phrase as it is', () => {
		expect(modifierText('a new house rule')).toBe('a new house rule');
	});
});
