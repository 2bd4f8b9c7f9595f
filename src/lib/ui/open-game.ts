/**
 * Opening a stored game on a page (issue 26): the kind's loader, and whatever it says no to — or
 * a throw, which is a bug or a record no check foresaw — becomes "This saved game cannot be
 * opened: …", shown with a way back (CannotOpen.svelte); never an endless loading line.
 */
import type { Result } from '$lib/rules/common/result';
import { m } from '$lib/ui/i18n';
import { reasonText, type ReasonNames } from '$lib/ui/reasons';

export type Opened<T> = { ok: true; value: T } | { ok: false; message: string };

export async function openGame<T>(
	load: () => Promise<Result<T>>,
	names: ReasonNames = {}
): Promise<Opened<T>> {
	try {
		const r = await load();
		if (r.ok) return r;
		return { ok: false, message: m.app_game_cannot_open({ reason: reasonText(r, names) }) };
	} catch (e) {
		console.error('opening a saved game failed', e);
		return { ok: false, message: m.app_game_cannot_open({ reason: m.app_game_damaged() }) };
	}
}
