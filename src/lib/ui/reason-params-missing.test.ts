/**
 * Issue 26, point 4: a reason never shows "undefined", "null", "NaN" or "[object Object]". Every
 * reason code of every area (campaign and database, grid, hex, table) is worded with its
 * parameters missing or empty — as a stored reason from an old version or a damaged backup may
 * carry them — in English and German.
 */
import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import {
	reasons_campaign_placeholders,
	reasons_grid_placeholders,
	reasons_hex_placeholders,
	reasons_table_placeholders
} from '$lib/i18n/messages';
import { quote, type ReasonParams } from '$lib/rules/common/result';
import { reasonText } from './reasons';

const AREAS = {
	campaign: reasons_campaign_placeholders,
	grid: reasons_grid_placeholders,
	hex: reasons_hex_placeholders,
	table: reasons_table_placeholders
};
const BAD = /\bundefined\b|\bnull\b|\bNaN\b|\bInfinity\b|\[object Object\]/;
/** Values a parameter may have when it is not really there. */
const EMPTY: [string, unknown][] = [
	['undefined', undefined],
	['null', null],
	['NaN', NaN],
	['Infinity', Infinity],
	['an object', {}],
	['a list', []],
	['a reason without a code', { params: {} }]
];
const ENGLISH = 'The English sentence of the reason.';

describe('reason parameters that are not there', () => {
	for (const [area, placeholders] of Object.entries(AREAS)) {
		it(`every ${area} reason, in English and German`, () => {
			const codes = Object.keys(placeholders);
			expect(codes.length).toBeGreaterThan(10);
			const bad: string[] = [];
			for (const code of codes) {
				const keys = placeholders[code];
				const cases: [string, ReasonParams][] = [
					['no parameters', {}],
					...EMPTY.map(([what, value]): [string, ReasonParams] => [
						what,
						Object.fromEntries(keys.map((k) => [k, value])) as ReasonParams
					]),
					// One parameter missing, the others given: the English sentence stands in.
					...keys.map((k): [string, ReasonParams] => [
						`without ${k}`,
						Object.fromEntries(keys.filter((x) => x !== k).map((x) => [x, 'x']))
					])
				];
				for (const [what, params] of cases) {
					for (const locale of ['en', 'de'] as const) {
						const text = withLocale(locale, () => reasonText({ code, params, reason: ENGLISH }));
						if (BAD.test(text) || text.trim() === '')
							bad.push(`${code} (${what}, ${locale}): ${text}`);
					}
				}
			}
			expect(bad).toEqual([]);
		});
	}

	it('quote() never quotes a missing value as a word (a mission table without its die)', () => {
		for (const [, value] of EMPTY.slice(0, 4)) expect(quote(value)).not.toMatch(BAD);
		expect(quote(() => 1)).not.toMatch(BAD);
		expect(quote({})).toBe('{}');
		expect(quote('null')).toBe('null');
		expect(quote(7)).toBe('7');
	});
});
