import { m } from '$lib/ui/i18n';

/** What the player was doing when something unexpected failed. */
export type FailedAction = 'save' | 'start' | 'computer';

/**
 * An unexpected failure (the device's storage refused a write, a worker died) in words a player
 * can act on. The error itself goes to the console for a bug report; it never reaches the screen
 * (a raw error means nothing at the table). Refusals by the rules are not failures: they carry a
 * reason and are shown with `reasonText`.
 */
export function failureText(error: unknown, action: FailedAction): string {
	console.error(`${action} failed`, error);
	if (isStorageFull(error)) return m.app_failure_full();
	if (action === 'save') return m.app_failure_save();
	if (action === 'start') return m.app_failure_start();
	return m.app_failure_computer();
}

function isStorageFull(error: unknown): boolean {
	const named = (e: unknown): string =>
		typeof e === 'object' && e !== null && 'name' in e ? String((e as { name: unknown }).name) : '';
	// Dexie wraps the browser's DOMException and keeps it as `inner`.
	const inner =
		typeof error === 'object' && error !== null && 'inner' in error
			? (error as { inner: unknown }).inner
			: null;
	return named(error) === 'QuotaExceededError' || named(inner) === 'QuotaExceededError';
}
