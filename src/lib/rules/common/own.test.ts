import { describe, expect, it } from 'vitest';
import { ownList, ownRecord, ownValue, setOwn } from './own';

describe('own-property lookups (issue 17)', () => {
	it('never answer what Object.prototype holds', () => {
		const table: Record<string, number> = { a: 1 };
		for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
			expect(ownValue(table, key)).toBeUndefined();
		expect(ownValue(table, 'a')).toBe(1);
	});

	it('keep "__proto__" as data: set, read, listed, the prototype untouched', () => {
		const lists: Record<string, string[]> = {};
		ownList(lists, '__proto__').push('pilot');
		ownList(lists, '__proto__').push('observer');
		ownList(lists, 'toString').push('pilot');
		expect(Object.getPrototypeOf(lists)).toBe(Object.prototype);
		expect(Object.keys(lists)).toEqual(['__proto__', 'toString']);
		expect(ownValue(lists, '__proto__')).toEqual(['pilot', 'observer']);
		expect(JSON.parse(JSON.stringify(lists))).toEqual(lists);
		const flags: Record<string, boolean> = {};
		setOwn(flags, '__proto__', true);
		expect(ownValue(flags, '__proto__')).toBe(true);
		const nested: Record<string, Record<string, string>> = {};
		ownRecord(nested, 'constructor', () => ({})).pilot = 'x';
		expect(nested).toEqual(JSON.parse('{"constructor":{"pilot":"x"}}'));
	});
});
