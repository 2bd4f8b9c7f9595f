/**
 * Adapter: the grid's G-FIRE-3 major table (src/lib/data/grid/rules.ts MAJOR_TABLE, one entry per
 * face) as the campaign helpers' `MajorHitTable` (rows with face ranges and an effect key).
 * Effects are keys, not prose, so the page can show them in the player's language.
 */
import { MAJOR_TABLE, type MajorEffect } from '$lib/data/grid/rules';
import type { MajorHitRow, MajorHitTable } from '$lib/rules/campaign/dice-tables';

export type MajorEffectKey = 'observer-dies' | 'speed-loss' | 'agility-loss' | 'critical';
export const MAJOR_EFFECT_KEYS: readonly MajorEffectKey[] = [
	'observer-dies',
	'speed-loss',
	'agility-loss',
	'critical'
];

/** Effect keys of one entry joined by "+" ('' when it only costs HP). */
export function effectKey(entry: MajorEffect): string {
	const keys: MajorEffectKey[] = [];
	if (entry.observerDies) keys.push('observer-dies');
	if (entry.speedLoss) keys.push('speed-loss');
	if (entry.agilityLoss) keys.push('agility-loss');
	if (entry.critical) keys.push('critical');
	return keys.join('+');
}

export function splitEffect(effect: string): MajorEffectKey[] {
	return effect
		.split('+')
		.filter((key): key is MajorEffectKey => (MAJOR_EFFECT_KEYS as string[]).includes(key));
}

/** Faces with the same result share one row (G-FIRE-3 "3–4 −2 HP"). */
export function toMajorHitTable(entries: readonly MajorEffect[] = MAJOR_TABLE): MajorHitTable {
	const rows: MajorHitRow[] = [];
	entries.forEach((entry, index) => {
		const face = index + 1;
		const effect = effectKey(entry);
		const last = rows[rows.length - 1];
		if (last && last.to === face - 1 && last.hpLoss === entry.hp && last.effect === effect) {
			last.to = face;
		} else rows.push({ from: face, to: face, hpLoss: entry.hp, effect });
	});
	return { die: entries.length, rows };
}

export const GRID_MAJOR_HIT_TABLE: MajorHitTable = toMajorHitTable();
