import { m } from '$lib/ui/i18n';
import { isStorageFull } from '$lib/session/storage-full';

/** What the player was doing when something unexpected failed. */
export type FailedAction = 'save' | 'start' | 'computer' | 'read';

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
	if (action === 'read') return m.app_failure_read();
	return m.app_failure_computer();
}
