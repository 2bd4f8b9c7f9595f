/**
 * A new record id. Ids are strings made by the caller (the wizard, the campaign turn) so that
 * records can reference each other before anything is written.
 */
export function newId(): string {
	return globalThis.crypto.randomUUID();
}
