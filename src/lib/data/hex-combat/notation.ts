import type { DamageArea, DamageEffect, SpecialEffect } from './types';
import { SPECIAL_EFFECTS } from './types';

/**
 * A compact notation for card halves and chit faces so the decks read like a table:
 * `w2 e1 !smoke` = 2 wing boxes, 1 engine box and the smoke special.
 * Tokens: `w` wings, `f` fuselage, `t` tail, `e` engine, `fuel` fuel boxes, `!name` a special
 * of H-DMG-4. An empty string is a half without effect. Throws on a typo: this runs on our own
 * data at load, never on user input, so a bad token must fail loudly (and the data tests).
 */
type AreaCode = 'w' | 'f' | 't' | 'e' | 'fuel';
const AREA_CODES: Readonly<Record<AreaCode, DamageArea>> = {
	w: 'wings',
	f: 'fuselage',
	t: 'tail',
	e: 'engine',
	fuel: 'fuel'
};

export function parseEffect(text: string): DamageEffect {
	const effect: DamageEffect = { damage: {} };
	for (const token of text.trim().split(/\s+/).filter(Boolean)) {
		if (token.startsWith('!')) {
			const name = token.slice(1) as SpecialEffect;
			if (!SPECIAL_EFFECTS.includes(name)) throw new Error(`unknown special effect ${token}`);
			if (effect.special) throw new Error(`two specials in "${text}"`);
			effect.special = name;
			continue;
		}
		const match = /^(fuel|[wfte])(\d+)$/.exec(token);
		if (!match) throw new Error(`bad damage token "${token}" in "${text}"`);
		const area = AREA_CODES[match[1] as AreaCode]; // the pattern allows only these codes
		effect.damage[area] = (effect.damage[area] ?? 0) + Number(match[2]);
	}
	return effect;
}

/** Writes an effect back in the same notation (for the "About the data" page and tests). */
export function formatEffect(effect: DamageEffect): string {
	const parts: string[] = [];
	for (const [code, area] of Object.entries(AREA_CODES)) {
		const n = effect.damage[area];
		if (n) parts.push(`${code}${n}`);
	}
	if (effect.special) parts.push(`!${effect.special}`);
	return parts.join(' ');
}
