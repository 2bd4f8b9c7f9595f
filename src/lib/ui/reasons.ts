/**
 * Refusal reasons from the pure rules engines, in the player's language. The engines write English
 * sentences (tests and the command-line umpire rely on them), so the UI translates them here:
 * each reason is matched against whole-sentence patterns; an unknown one stays English.
 */
import { getLocale } from '$lib/i18n/runtime';
import { REASONS_DE, WRAPPERS } from './reasons-de';

function toGerman(reason: string, depth: number): string | null {
	for (const [pattern, german] of REASONS_DE) {
		const m = pattern.exec(reason);
		if (m) return german(...m.slice(1));
	}
	// "order 2: …", "Turn 3: …", "camel-1: …": translate the wrapped reason.
	if (depth < 3)
		for (const [pattern, german] of WRAPPERS) {
			const m = pattern.exec(reason);
			if (!m) continue;
			const groups = m.slice(1);
			const inner = toGerman(groups[groups.length - 1], depth + 1);
			if (inner !== null) return german(inner, ...groups.slice(0, -1));
		}
	return null;
}

/** The reason in `locale`: unchanged for English, translated for German when a pattern knows it. */
export function localizeReason(reason: string, locale: string): string {
	if (locale !== 'de') return reason;
	return toGerman(reason, 0) ?? reason;
}

/** The reason in the app's current language (Paraglide's locale). */
export const reasonText = (reason: string): string => localizeReason(reason, getLocale());
