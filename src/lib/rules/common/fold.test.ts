import { describe, expect, it } from 'vitest';
import { foldLog } from './fold';
import { ok, refuse, type Result } from './result';

const add = (state: number, entry: number): Result<{ state: number; events: string[] }> =>
	entry < 0
		? refuse('test.negative', { value: entry }, 'negative')
		: ok({ state: state + entry, events: [`+${entry}`] });
const naming = { code: 'test.in_entry', param: 'n', prefix: (n: number) => `entry ${n}: ` };

describe('the one fold of a log (issue 27)', () => {
	it('reports the start and each step in order and ends on the last state', () => {
		const seen: [number, number, number | null][] = [];
		const end = foldLog({ state: 10, events: ['start'] }, [1, 2], add, naming, (s) =>
			seen.push([s.index, s.state, s.entry])
		);
		expect(end).toEqual(ok(13));
		expect(seen).toEqual([
			[0, 10, null],
			[1, 11, 1],
			[2, 13, 2]
		]);
	});

	it('stops at the first refused entry and names it by number, with the inner reason', () => {
		const end = foldLog({ state: 0, events: [] }, [1, -5, 3], add, naming);
		expect(end.ok).toBe(false);
		if (end.ok) return;
		expect(end.code).toBe('test.in_entry');
		expect(end.params).toMatchObject({
			n: 2,
			inner: { code: 'test.negative', params: { value: -5 } }
		});
		expect(end.reason).toBe('entry 2: negative');
	});
});
