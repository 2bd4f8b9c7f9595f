/** Log entries for the club tests (issue 29): a tiny campaign with two players' pilots. */
import { ORGANISER, type ClubEntryKind, type ClubEntryV1 } from './entry';
import type { ClubMember } from './roles';

export const CAMPAIGN = 'c1';

let counter = 0;
/** A fresh, valid entry id (deterministic: a counter, not chance). */
export const nextId = (): string => (++counter).toString(16).padStart(32, '0');

export function entry(
	kind: ClubEntryKind,
	body: Record<string, unknown>,
	more: Partial<ClubEntryV1> = {}
): ClubEntryV1 {
	return {
		v: 1,
		id: nextId(),
		campaignId: CAMPAIGN,
		by: ORGANISER,
		device: 'dev-a',
		at: '2026-11-26T20:00:00.000Z',
		seen: [],
		kind,
		body,
		...more
	};
}

/** The first entry: the campaign with pilot p1 of player pl1 and pilot p2 of player pl2. */
export const shared = (): ClubEntryV1 =>
	entry('campaign-shared', {
		bundle: {
			campaign: { id: CAMPAIGN, name: 'Bloody April' },
			pilots: [
				{ id: 'p1', playerId: 'pl1', name: 'Hans' },
				{ id: 'p2', playerId: 'pl2', name: 'Fritz' }
			]
		}
	});

export const result = (missionId: string, pilotId: string, more: Partial<ClubEntryV1> = {}) =>
	entry(
		'result-recorded',
		{ missionId, input: { outcome: 'A', playedAt: '2026-11-26', pilotOutcomes: [{ pilotId }] } },
		more
	);

export const member = (
	memberId: string,
	role: ClubMember['role'],
	playerId: string | null = null
): ClubMember => ({ memberId, role, playerId, campaignId: CAMPAIGN });
