export type StorageDurability = 'persistent' | 'best-effort' | 'unknown';

/**
 * Asks the browser to keep our data when space runs low (an installed PWA usually gets it).
 * The campaign's records are the user's own work: losing them to eviction is the worst failure.
 */
export async function requestPersistentStorage(): Promise<StorageDurability> {
	const storage = globalThis.navigator?.storage;
	if (!storage?.persist || !storage.persisted) return 'unknown';
	try {
		if (await storage.persisted()) return 'persistent';
		return (await storage.persist()) ? 'persistent' : 'best-effort';
	} catch {
		return 'unknown';
	}
}
