import { describe, expect, it } from 'vitest';
import { helpPageFor, isFitPage, isPlayPage } from './play-mode';

describe('play mode: the pages where the board gets the screen', () => {
	it('is on for the games’ play and replay pages, with or without a trailing slash', () => {
		expect(isPlayPage('/skirmish/play')).toBe(true);
		expect(isPlayPage('/skirmish/play/')).toBe(true);
		expect(isPlayPage('/skirmish/replay')).toBe(true);
		expect(isPlayPage('/dogfight/play')).toBe(true);
	});

	it('is off for set-up pages, lists and the rest of the app', () => {
		for (const path of [
			'/',
			'/skirmish',
			'/skirmish/record',
			'/dogfight/new',
			'/campaigns',
			'/help/skirmish'
		])
			expect(isPlayPage(path), path).toBe(false);
	});

	it('the Skirmish play and replay screens fit the screen; the Dogfight ones come in part 2', () => {
		expect(isFitPage('/skirmish/play')).toBe(true);
		expect(isFitPage('/skirmish/replay/')).toBe(true);
		expect(isFitPage('/dogfight/play')).toBe(false);
		expect(isFitPage('/skirmish')).toBe(false);
	});

	it('each game’s pages link to that game’s "How to play"', () => {
		expect(helpPageFor('/skirmish/play')).toBe('/help/skirmish');
		expect(helpPageFor('/skirmish')).toBe('/help/skirmish');
		expect(helpPageFor('/dogfight/play')).toBe('/help/dogfight');
		expect(helpPageFor('/dice')).toBeNull();
		expect(helpPageFor('/skirmishes')).toBeNull();
	});
});
