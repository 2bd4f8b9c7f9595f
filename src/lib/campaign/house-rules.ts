/**
 * House rules as the database stores them (an opaque JSON object, src/lib/db/records.ts) and as
 * the rules read them (HouseRules, src/lib/data/campaign/house-rules.ts). A stored object may be
 * partial, old or come from an imported file: every field that does not look right falls back to
 * its default, so the rules always get a complete, sane HouseRules.
 */
import { DEFAULT_HOUSE_RULES, HOUSE_RULE_CHECKS, type HouseRules } from '$lib/rules/campaign';
import type { JsonObject } from '$lib/db/records';

/** Reads each field, keeping the default where the stored value does not fit (the rules' checks). */
export function parseHouseRules(stored: unknown): HouseRules {
	const src: Record<string, unknown> =
		typeof stored === 'object' && stored !== null && !Array.isArray(stored)
			? (stored as Record<string, unknown>)
			: {};
	const out: Record<string, unknown> = { ...DEFAULT_HOUSE_RULES };
	for (const field of Object.keys(HOUSE_RULE_CHECKS) as (keyof HouseRules)[]) {
		if (Object.hasOwn(src, field) && HOUSE_RULE_CHECKS[field](src[field])) out[field] = src[field];
	}
	return out as unknown as HouseRules;
}

/** The house rules as the database stores them: the full object, plain JSON. */
export function storeHouseRules(rules: HouseRules): JsonObject {
	return JSON.parse(JSON.stringify(rules)) as JsonObject;
}
