/**
 * Fresh ids for log entries and devices: the platform's cryptographic randomness (browser and
 * Node alike), kept out of the pure helpers so they stay deterministic in tests.
 */
import { entryIdFrom } from './entry';

export function newEntryId(): string {
	return entryIdFrom(crypto.getRandomValues(new Uint8Array(16)));
}

/** A device id: the same form as an entry id. */
export const newDeviceId = newEntryId;
