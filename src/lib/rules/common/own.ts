/**
 * Lookups by a key a user may have typed (plane ids, names) in plain records: only the record's
 * own properties count, so ids like `__proto__` or `toString` never reach Object.prototype.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
	return Object.hasOwn(record, key) ? record[key] : undefined;
}
