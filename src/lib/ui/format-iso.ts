import { formatDate } from './format';

/**
 * A stored ISO time in the UI language; '—' if it is not a time (an odd imported file). Its own
 * module (issue 30) so that the Campaigns page shows it without the campaign labels' rules data.
 */
export function formatIso(iso: string): string {
	const ms = Date.parse(iso);
	return Number.isFinite(ms) ? formatDate(ms) : '—';
}
