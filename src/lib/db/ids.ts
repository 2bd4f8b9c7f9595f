/**
 * A new record id. Ids are strings made by the caller (the wizard, the campaign turn) so that
 * records can reference each other before anything is written.
 *
 * While a shared campaign's log is applied (issue 29), ids come from the entry being applied
 * (`idsFrom`): every device rebuilds the same rows under the same ids from the same log, so a
 * result recorded on one device names the missions and pilots the others have.
 */
let source: (() => string) | null = null;

export function newId(): string {
	return source ? source() : globalThis.crypto.randomUUID();
}

/** Runs `apply` with ids `<seed>-1`, `<seed>-2`… Only the club's materialization uses this. */
export async function idsFrom<T>(seed: string, apply: () => Promise<T>): Promise<T> {
	let n = 0;
	const before = source;
	source = () => `${seed}-${++n}`;
	try {
		return await apply();
	} finally {
		source = before;
	}
}
