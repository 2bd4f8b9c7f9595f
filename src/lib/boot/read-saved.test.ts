import { describe, expect, it } from 'vitest';
import { readSaved, type Steps } from './read-saved';

/** A record of the steps in the order they ran, and in which task (a timer counts tasks). */
function recorder(exists: boolean) {
	const seen: string[] = [];
	let task = 0;
	const ticking = setInterval(() => task++, 0);
	const steps: Steps = {
		mayExist: async () => (seen.push(`mayExist@${task}`), exists),
		open: async () => void seen.push(`open@${task}`)
	};
	const load = async () => (seen.push(`load@${task}`), { value: 42 });
	const read = async (mod: { value: number }) => (seen.push(`read@${task}`), mod.value);
	return { seen, steps, load, read, stop: () => clearInterval(ticking) };
}

describe('readSaved (issue 30: saved data for a first screen, in small steps)', () => {
	it('on a device with no database yet: the fallback, and nothing loaded, opened or read', async () => {
		const r = recorder(false);
		const value = await readSaved(r.load, r.read, -1, r.steps);
		r.stop();
		expect(value).toBe(-1);
		expect(r.seen.map((s) => s.split('@')[0])).toEqual(['mayExist']);
	});

	it('with a database: load, open and read in that order, each in a later task', async () => {
		const r = recorder(true);
		const value = await readSaved(r.load, r.read, -1, r.steps);
		r.stop();
		expect(value).toBe(42);
		expect(r.seen.map((s) => s.split('@')[0])).toEqual(['mayExist', 'load', 'open', 'read']);
		const tasks = r.seen.map((s) => Number(s.split('@')[1]));
		for (let i = 1; i < tasks.length; i++) expect(tasks[i]).toBeGreaterThan(tasks[i - 1]);
	});

	it('a failed read is the caller’s to handle (the page shows what it shows on a failure)', async () => {
		const r = recorder(true);
		const failing = readSaved(r.load, () => Promise.reject(new Error('gone')), -1, r.steps);
		await expect(failing).rejects.toThrow('gone');
		r.stop();
	});
});
