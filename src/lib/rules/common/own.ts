/**
 * Lookups by a user's string on plain records (issue 17). A plane may be called "toString" or
 * "__proto__": `record[id]` would then answer Object.prototype's function or replace the record's
 * prototype. These helpers only see the record's own properties. The lint rule
 * eslint-rules/own-lookups.js sends every string-keyed lookup in the rules core here (or to a Map).
 */

/** The record's own value at `key`, never an inherited one. */
export function ownValue<T>(
	record: Readonly<Partial<Record<string, T>>>,
	key: string
): T | undefined {
	// eslint-disable-next-line local/own-lookups -- guarded by Object.hasOwn
	return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether `key` is one of the record's own keys (a catalog id, a plane id in a plot map…). */
export const hasOwnKey = (record: object, key: string): boolean => Object.hasOwn(record, key);

/** Sets an own property, also for "__proto__" (a plain assignment would replace the prototype). */
export function setOwn<T>(record: Partial<Record<string, T>>, key: string, value: T): void {
	if (key === '__proto__')
		Object.defineProperty(record, key, {
			value,
			writable: true,
			enumerable: true,
			configurable: true
		});
	// eslint-disable-next-line local/own-lookups -- "__proto__" is handled above; others are plain keys
	else record[key] = value;
}

/** The own list at `key`, created empty when missing (the `(record[key] ??= []).push(…)` idiom). */
export function ownList<T>(record: Partial<Record<string, T[]>>, key: string): T[] {
	const found = ownValue(record, key);
	if (found) return found;
	const list: T[] = [];
	setOwn(record, key, list);
	return list;
}

/** Like ownList for a nested record. */
export function ownRecord<T>(
	record: Partial<Record<string, T>>,
	key: string,
	make: () => NoInfer<T>
): T {
	const found = ownValue(record, key);
	if (found !== undefined) return found;
	const made = make();
	setOwn(record, key, made);
	return made;
}

/** Shorthand for ownValue (the name the hex engine uses). */
export const own = ownValue;
