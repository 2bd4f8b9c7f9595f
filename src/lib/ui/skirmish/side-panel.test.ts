import { describe, expect, it } from 'vitest';
import { legalOrders } from '$lib/rules/grid';
import { sidePanelOf } from './side-panel';
import { freshSession } from '$lib/skirmish/test-session';

describe('which panel the side column shows (issue 27)', () => {
	it('the decision of the human to act, by phase; the result once the game is over', () => {
		const deck = legalOrders(freshSession().state);
		const cp = legalOrders(freshSession(undefined, 3, 'command-points').state);
		const base = { over: false, hasResult: false, turnSide: 'A' as const };
		expect(sidePanelOf({ ...base, choices: deck })).toBe('move');
		expect(sidePanelOf({ ...base, choices: cp })).toBe('bid');
		expect(sidePanelOf({ ...base, choices: null })).toBe('waiting');
		expect(sidePanelOf({ ...base, choices: null, turnSide: null })).toBe('none');
		expect(sidePanelOf({ ...base, over: true, hasResult: true, choices: null })).toBe('result');
	});
});
