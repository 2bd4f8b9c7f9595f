import { describe, expect, it } from 'vitest';
import { gameLink } from './game-link';

describe("a campaign mission's game in the history", () => {
	it('opens a fight in the app as its replay and a table game as its log', () => {
		expect(gameLink('skirmish', 'g 1')).toEqual({
			href: '/skirmish/replay?id=g%201',
			label: 'Replay the fight'
		});
		expect(gameLink('table-grid', 't1')).toEqual({
			href: '/table/log?id=t1',
			label: "The table game's log"
		});
	});

	it('has no link for a game deleted since, or of a kind no mission is played as', () => {
		expect(gameLink(undefined, 'gone')).toBeNull();
		expect(gameLink('dogfight', 'd1')).toBeNull();
	});
});
