import { describe, expect, it } from 'vitest';
import { entriesToApply, missionConflicts } from './conflicts';
import { entry, result, shared } from './fixtures';

const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

describe('a mission recorded on two devices (issue 29)', () => {
	const start = shared();
	const a = result('m1', 'p1', { device: 'dev-a' });
	const b = result('m1', 'p2', { device: 'dev-b' });
	const other = result('m2', 'p1');

	it('two results of different missions: no conflict, both applied', () => {
		const log = [start, a, other];
		expect(missionConflicts(log)).toEqual([]);
		expect(ids(entriesToApply(log))).toEqual(ids(log));
	});

	it('two results of one mission: a conflict, neither applied, both kept in the log', () => {
		const log = [start, a, other, b];
		expect(missionConflicts(log)).toEqual([{ missionId: 'm1', entryIds: [a.id, b.id] }]);
		expect(ids(entriesToApply(log))).toEqual([start.id, other.id]);
	});

	it("the organiser's choice applies the kept one at its place", () => {
		const chosen = entry('result-chosen', { missionId: 'm1', keep: b.id });
		const log = [start, a, other, b, chosen];
		expect(missionConflicts(log)).toEqual([]);
		expect(ids(entriesToApply(log))).toEqual([start.id, other.id, b.id, chosen.id]);
	});

	it('a choice that names no result of the mission settles nothing', () => {
		const wrong = entry('result-chosen', { missionId: 'm1', keep: other.id });
		expect(missionConflicts([start, a, b, wrong])).toHaveLength(1);
	});

	it('an entry delivered twice counts once', () => {
		expect(missionConflicts([start, a, a])).toEqual([]);
		expect(ids(entriesToApply([start, a, a]))).toEqual([start.id, a.id]);
	});
});
