import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogMarkdown, DOC, withCatalog } from './about-data-hex';
import { AIRCRAFT, AIRCRAFT_IDS } from '../src/lib/data/hex/aircraft';

describe('docs/parts/about-data-hex.md', () => {
	const doc = readFileSync(DOC, 'utf8');

	it('exists, as aircraft.ts cites it, and holds the catalog exactly as the data has it', () => {
		expect(readFileSync('src/lib/data/hex/aircraft.ts', 'utf8')).toContain(DOC);
		expect(withCatalog(doc)).toBe(doc); // regenerate: npx tsx scripts/about-data-hex.ts --write
		for (const id of AIRCRAFT_IDS) expect(catalogMarkdown()).toContain(AIRCRAFT[id].name);
	});

	it('writes down the method: formulas, judgements and sources', () => {
		for (const heading of [
			'## Sources',
			'## Method',
			'## Judgements',
			'## The maneuver sheet',
			'## Balance'
		])
			expect(doc).toContain(heading);
		for (const fact of ['000:518', '000:651', '000:848', 'aircraft-derived.md', 'data-hex.md'])
			expect(doc).toContain(fact);
	});
});
