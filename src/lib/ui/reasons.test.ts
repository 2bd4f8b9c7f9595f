import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { because, refuse, refuseWithin } from '$lib/rules/common/result';
import { withLocale } from '$lib/i18n/runtime';
import { reasonMessage, reasonText } from './reasons';

/** Every source file of the app and the scripts (tests aside). */
function sources(dir: string, out: string[] = []): string[] {
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (name === 'generated' || name === 'node_modules') continue;
		if (statSync(path).isDirectory()) sources(path, out);
		else if (/\.(ts|svelte)$/.test(name) && !/\.test\.ts$/.test(name)) out.push(path);
	}
	return out;
}

/** Codes written as literals where a refusal or a reason is made. */
function literalCodes(): Map<string, string> {
	const codes = new Map<string, string>();
	for (const file of [...sources('src'), ...sources('scripts')]) {
		const text = readFileSync(file, 'utf8');
		for (const m of text.matchAll(/\b(?:refuse|because|refuseWithin)\(\s*['"`]([^'"`]+)['"`]/g))
			codes.set(m[1], file);
	}
	return codes;
}

describe('reason codes', () => {
	const codes = literalCodes();

	it('are found in the sources', () => {
		expect(codes.size).toBeGreaterThan(100);
	});

	it('every code written in the sources has a message (English and German)', () => {
		const missing = [...codes].filter(([code]) => !reasonMessage(code));
		expect(missing.map(([code, file]) => `${code} (${file})`)).toEqual([]);
	});

	it('codes are dotted, area first', () => {
		const bad = [...codes.keys()].filter(
			(c) => !/^(grid|skirmish|hex|dogfight|campaign|db|table|club)\.[a-z0-9_.]+$/.test(c)
		);
		expect(bad).toEqual([]);
	});
});

describe('reasonText', () => {
	const outOfRange = refuse(
		'grid.out_of_range',
		{ target: 'B2', range: 5, max: 4 },
		'B2 is out of range (5 > 4)'
	);

	it('words a refusal in the current language from its code and params', () => {
		expect(withLocale('en', () => reasonText(outOfRange))).toBe('B2 is out of range (5 > 4)');
		expect(withLocale('de', () => reasonText(outOfRange))).toBe('B2 ist außer Reichweite (5 > 4)');
	});

	it('words a wrapped reason inside its wrapper, in the same language', () => {
		const wrapped = refuseWithin('grid.in_order', { n: 3 }, 'order 3: ', outOfRange);
		expect(wrapped.reason).toBe('order 3: B2 is out of range (5 > 4)');
		expect(withLocale('de', () => reasonText(wrapped))).toBe(
			'Befehl 3: B2 ist außer Reichweite (5 > 4)'
		);
	});

	it('shows planes as the screen names them', () => {
		const r = because('grid.not_on_table', { plane: 'P1' }, 'P1 is not on the table');
		expect(withLocale('en', () => reasonText(r, { plane: (id) => `Camel (${id})` }))).toBe(
			'Camel (P1) is not on the table'
		);
	});

	it('falls back to the English sentence for an unknown code or a missing parameter', () => {
		const unknown = refuse('grid.no_such_code', {}, 'Something new.');
		expect(withLocale('de', () => reasonText(unknown))).toBe('Something new.');
		const partial = because('grid.out_of_range', { target: 'B2' }, 'B2 is out of range');
		expect(withLocale('de', () => reasonText(partial))).toBe('B2 is out of range');
	});
});
