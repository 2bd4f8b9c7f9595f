import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import { gameTitle } from './title';

const free = {
	setup: {
		board: { width: 18, height: 12 },
		planes: [{ side: 'A' }, { side: 'A' }, { side: 'B' }, { side: 'B' }, { side: 'B' }]
	}
};

describe('saved-game titles in the reader’s language', () => {
	it('a free skirmish saved in English reads German in German', () => {
		expect(withLocale('en', () => gameTitle(free, 'Skirmish 2 vs 3'))).toBe('Skirmish 2 vs 3');
		expect(withLocale('de', () => gameTitle(free, 'Skirmish 2 vs 3'))).toBe('Gefecht 2 gegen 3');
	});

	it('a quick mission is named by its mission', () => {
		const log = { setup: { ...free.setup, mission: 'fighter-sweep' } };
		expect(withLocale('de', () => gameTitle(log, 'Fighter Sweep'))).not.toBe('Fighter Sweep');
		expect(withLocale('en', () => gameTitle(log, 'x'))).toBe('Fighter sweep');
	});

	it('a campaign game keeps the campaign’s own name and translates the mission', () => {
		const log = { setup: { ...free.setup, mission: 'fighter-sweep' }, campaign: {} };
		const en = withLocale('en', () => gameTitle(log, 'x'));
		expect(en).toBe('x');
		const stored = 'Jasta 11 · Fighter Sweep';
		const de = withLocale('de', () => gameTitle(log, stored));
		expect(de.startsWith('Jasta 11 · ')).toBe(true);
		expect(de).not.toBe(stored);
		// And back again.
		expect(withLocale('en', () => gameTitle(log, de))).toBe(stored);
	});

	it('the guided first game has its own title', () => {
		expect(withLocale('de', () => gameTitle({ ...free, tutorial: 'first-game' }, 'x'))).toBe(
			'Erstes Spiel (geführt)'
		);
	});

	it('an unreadable log keeps the stored title', () => {
		expect(gameTitle(null, 'Old game')).toBe('Old game');
		expect(gameTitle({ version: 1 }, 'Old game')).toBe('Old game');
	});
});
