/** Did a write fail because the device's storage is full? (Dexie keeps the browser's DOMException as `inner`.) */
export function isStorageFull(error: unknown): boolean {
	const named = (e: unknown): string =>
		typeof e === 'object' && e !== null && 'name' in e ? String((e as { name: unknown }).name) : '';
	const inner =
		typeof error === 'object' && error !== null && 'inner' in error
			? (error as { inner: unknown }).inner
			: null;
	return named(error) === 'QuotaExceededError' || named(inner) === 'QuotaExceededError';
}
