import { describe, expect, it } from 'vitest';
import {
	HISTORY_CAP,
	appendHistory,
	readHistory,
	updateHistory,
	type HistoryEntry
} from './history';

const pool = (n: number): HistoryEntry => ({ id: `e${n}`, at: n, tool: 'pool', dice: [n], sum: n });

describe('roll history', () => {
	it('puts the newest roll first', () => {
		const list = appendHistory(appendHistory([], pool(1)), pool(2));
		expect(list.map((e) => e.id)).toEqual(['e2', 'e1']);
	});

	it('keeps only the last 200 rolls', () => {
		let list: HistoryEntry[] = [];
		for (let i = 1; i <= 205; i++) list = appendHistory(list, pool(i));
		expect(HISTORY_CAP).toBe(200);
		expect(list).toHaveLength(200);
		expect(list[0].id).toBe('e205');
		expect(list[199].id).toBe('e6');
	});

	it('does not change the list it was given', () => {
		const list = [pool(1)];
		appendHistory(list, pool(2));
		updateHistory(list, 'e1', (e) => ({ ...e, at: 99 }));
		expect(list).toEqual([pool(1)]);
	});

	it('updates one entry by id (a mission chosen after the roll)', () => {
		const mission: HistoryEntry = {
			id: 'm',
			at: 1,
			tool: 'mission',
			dice: [3],
			side: 'allied',
			row: 3,
			mission: null,
			options: ['long-recon', 'photo-recon']
		};
		const list = updateHistory([pool(1), mission], 'm', (e) =>
			e.tool === 'mission' ? { ...e, mission: 'photo-recon' } : e
		);
		expect(list[1]).toMatchObject({ mission: 'photo-recon' });
		expect(list[0]).toEqual(pool(1));
	});

	it('reads back only well-formed entries of stored data, capped', () => {
		expect(readHistory(undefined)).toEqual([]);
		expect(readHistory('junk')).toEqual([]);
		const stored = [pool(1), { id: 'x', at: 1, tool: 'teleport', dice: [1] }, null, pool(2)];
		expect(readHistory(stored).map((e) => e.id)).toEqual(['e1', 'e2']);
		expect(readHistory([pool(1), pool(2), pool(3)], 2)).toHaveLength(2);
	});
});
