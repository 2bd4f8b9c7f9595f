import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import { combatValue, dicePool } from '$lib/rules/hex-combat';
import { because, refuse } from '$lib/rules/common/result';
import { m } from '$lib/ui/i18n';
import { reasonText } from '$lib/ui/reasons';
import { maxEventText, modifierText } from './words';

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

describe('issue 27: the companion’s new words, English and German', () => {
	it('names who may still fire before phase 6 (hot-seat)', () => {
		const r = refuse('table.shots_open', { players: 'Ann' }, 'Ann may still fire.');
		expect(withLocale('en', () => reasonText(r))).toContain('Ann may still fire');
		expect(withLocale('de', () => reasonText(r))).toContain('Ann kann noch feuern');
		expect(withLocale('de', () => m.table_to_fire({ players: 'Ann' }))).toContain('Ann');
	});

	it('says why a plane spins instead of flying its maneuver', () => {
		const planes = [] as Parameters<typeof maxEventText>[1];
		const e = {
			type: 'spin-instead' as const,
			plane: 'bristol',
			visibility: 'owner' as const,
			plotted: '4S3',
			reason: because('hex.turn.spin_no_fuel', { need: 3, has: 2 }, 'not enough fuel')
		};
		expect(withLocale('en', () => maxEventText(e, planes))).toBe(
			'bristol does not fly 4S3: it spins (0S2) – not enough fuel (needs 3, has 2)'
		);
		expect(withLocale('de', () => maxEventText(e, planes))).toContain('Treibstoff');
	});
});
