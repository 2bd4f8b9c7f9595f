import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 14: notes meant for designers ("◇ the source lost…") are never shown to users. The ◇
 * mark belongs in code comments and docs; the campaign, dice and campaign-reason messages say
 * where a default was chosen in a player's words instead.
 */
describe('designer notes stay out of the UI', () => {
	for (const area of ['campaign', 'dice', 'reasons-campaign']) {
		for (const locale of ['en', 'de']) {
			it(`messages/${area}/${locale}.json has no ◇ note`, () => {
				const texts = JSON.parse(readFileSync(`messages/${area}/${locale}.json`, 'utf8')) as Record<
					string,
					string
				>;
				const marked = Object.entries(texts).filter(([, text]) => text.includes('◇'));
				expect(marked).toEqual([]);
			});
		}
	}
});
