/**
 * Where a campaign mission's game opens from the campaign's history: a fight in the app opens its
 * replay (issue 5), a game played with the table companion its log (issue 20). Dogfights and Blue
 * Max table games are never campaign missions; a game deleted since has no link.
 */
import type { GameKind } from '$lib/db';
import { m } from '$lib/ui/i18n';

export interface GameLink {
	href: string;
	label: string;
}

export function gameLink(kind: GameKind | undefined, id: string): GameLink | null {
	const q = encodeURIComponent(id);
	switch (kind) {
		case 'skirmish':
			return { href: `/skirmish/replay?id=${q}`, label: m.campaign_history_replay() };
		case 'table-grid':
			return { href: `/table/log?id=${q}`, label: m.campaign_history_table_log() };
		default:
			return null;
	}
}
