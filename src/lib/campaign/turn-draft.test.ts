import { describe, expect, it } from 'vitest';
import { forgetTurnChoices, loadTurnChoices, saveTurnChoices } from './turn-draft';

/** A Storage in memory (the tests run in node). */
function memory() {
	const items = new Map<string, string>();
	return {
		get length() {
			return items.size;
		},
		key: (i: number) => [...items.keys()][i] ?? null,
		getItem: (k: string) => items.get(k) ?? null,
		setItem: (k: string, v: string) => void items.set(k, v),
		removeItem: (k: string) => void items.delete(k)
	};
}

describe('turn draft: Side A mission picks kept until the turn starts (issue 28)', () => {
	it('gives back the picks made for the same campaign, turn and roll', () => {
		const s = memory();
		saveTurnChoices('c1', 3, 42, ['photo-recon', null], s);
		expect(loadTurnChoices('c1', 3, 42, s)).toEqual(['photo-recon', null]);
	});

	it('does not hand a pick to another roll, turn or campaign', () => {
		const s = memory();
		saveTurnChoices('c1', 3, 42, ['photo-recon', null], s);
		expect(loadTurnChoices('c1', 3, 43, s)).toEqual([null, null]);
		expect(loadTurnChoices('c1', 4, 42, s)).toEqual([null, null]);
		expect(loadTurnChoices('c2', 3, 42, s)).toEqual([null, null]);
	});

	it('keeps one draft per campaign, and forgets it when told', () => {
		const s = memory();
		saveTurnChoices('c1', 3, 42, ['photo-recon', null], s);
		saveTurnChoices('c2', 1, 7, [null, 'bomber-escort'], s);
		saveTurnChoices('c1', 4, 9, ['long-recon', null], s);
		expect(s.length).toBe(2);
		forgetTurnChoices('c1', s);
		expect(loadTurnChoices('c1', 4, 9, s)).toEqual([null, null]);
		expect(loadTurnChoices('c2', 1, 7, s)).toEqual([null, 'bomber-escort']);
	});

	it('reads a damaged or missing draft as no pick', () => {
		const s = memory();
		s.setItem('tallyho.turnDraft.c1.1.5', '{not json');
		expect(loadTurnChoices('c1', 1, 5, s)).toEqual([null, null]);
		expect(loadTurnChoices('c1', 1, 5, null)).toEqual([null, null]);
	});
});
