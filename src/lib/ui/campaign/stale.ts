/** Refusals the page answers with "reload" rather than "fix this field" (issue 13). */
import type { Refusal } from '$lib/rules/common/result';

/** Another tab (or this one, before an update) changed the campaign since the page read it. */
export const isStale = (r: Pick<Refusal, 'code'>): boolean => r.code === 'db.changed_elsewhere';
