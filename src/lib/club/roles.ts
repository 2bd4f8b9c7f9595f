/**
 * Who may append what to a shared campaign's log (issue 29). The club server runs this on every
 * incoming update and refuses what it refuses; the app runs it too, to grey out what the server
 * would refuse. Pure.
 *
 * - organiser: every kind; the log's first entry is its `campaign-shared`, and only that one.
 * - player: `result-recorded` of a mission one of its own pilots flew, `pilot-renamed` of its own
 *   pilots. A pilot belongs to the player named by its `playerId` where the pilot entered the
 *   log (the shared bundle, `pilots-added`, the replacements of a `result-recorded`).
 * - viewer: nothing.
 * Every entry: written by the member itself (`by`), for the document's campaign, a fresh id.
 */
import { ok, refuse, type Result } from '../rules/common/result';
import { ORGANISER, type ClubEntryKind, type ClubEntryV1 } from './entry';

export type ClubRole = 'organiser' | 'player' | 'viewer';

export interface ClubMember {
	memberId: string;
	role: ClubRole;
	/** The campaign's player this member plays (players only). */
	playerId: string | null;
	/** The campaign the member belongs to; null for the organiser (every campaign). */
	campaignId: string | null;
}

/** The organiser as a member. */
export const organiserMember: ClubMember = {
	memberId: ORGANISER,
	role: 'organiser',
	playerId: null,
	campaignId: null
};

type Owned = { id: string; playerId?: string | null };

/** Each pilot's player, as the log says. */
export function pilotOwners(entries: readonly ClubEntryV1[]): Map<string, string | null> {
	const owners = new Map<string, string | null>();
	const add = (pilots: unknown) => {
		if (!Array.isArray(pilots)) return;
		for (const p of pilots as Owned[]) owners.set(p.id, p.playerId ?? null);
	};
	for (const e of entries) {
		const body = e.body as Record<string, { pilots?: unknown; newPilots?: unknown }>;
		if (e.kind === 'campaign-shared') add(body.bundle?.pilots);
		else if (e.kind === 'pilots-added') add(body.input?.pilots);
		else if (e.kind === 'result-recorded') add(body.input?.newPilots);
	}
	return owners;
}

/** Kinds a player may write at all: only for their own pilots and missions (`playerMayAppend`). */
const PLAYER_KINDS: readonly ClubEntryKind[] = ['pilot-renamed', 'result-recorded'];

/**
 * Whether a member of `role` may write entries of `kind` at all, whose pilots or missions they
 * are aside: the organiser every kind, a player only their own pilots' names and missions'
 * results, a viewer nothing. The screens ask it to leave out what the server would refuse.
 */
export function roleMayWrite(role: ClubRole, kind: ClubEntryKind): boolean {
	return role === 'organiser' || (role === 'player' && PLAYER_KINDS.includes(kind));
}

/** What this device's member may do in a campaign; null for a campaign of this device alone. */
export type ClubRights = Pick<ClubMember, 'role' | 'playerId'> | null;

/** Whether the device may write `kind` at all (always, for a campaign of its own). */
export const mayWrite = (rights: ClubRights, kind: ClubEntryKind): boolean =>
	rights === null || roleMayWrite(rights.role, kind);

/**
 * Whether the device may record a mission whose pilots belong to `players` (their `playerId`s):
 * the organiser any, a player one their own pilots flew (`playerMayAppend`), a viewer none.
 */
export function mayRecordFor(rights: ClubRights, players: readonly (string | null)[]): boolean {
	if (rights === null || rights.role === 'organiser') return true;
	return rights.role === 'player' && rights.playerId !== null && players.includes(rights.playerId);
}

/**
 * Whether the device may rename a pilot of player `playerId`: the organiser any, a player only
 * their own (`playerMayAppend`), a viewer none.
 */
export const mayRenamePilot = (rights: ClubRights, playerId: string | null): boolean =>
	mayWrite(rights, 'pilot-renamed') && mayRecordFor(rights, [playerId]);

const notAllowed = (kind: string, role: ClubRole) =>
	refuse(
		'club.not_allowed_kind',
		{ kind, role },
		`A member with the role ${role} may not write ${kind}`
	);

/** May `member` append `entry` to a log that holds `existing`? */
export function mayAppend(
	member: ClubMember,
	existing: readonly ClubEntryV1[],
	entry: ClubEntryV1
): Result<true> {
	if (entry.by !== member.memberId) {
		return refuse('club.wrong_author', { by: entry.by }, `The entry says it is by ${entry.by}`);
	}
	if (member.campaignId !== null && entry.campaignId !== member.campaignId) {
		return refuse('club.wrong_campaign', {}, 'The entry is for another campaign');
	}
	const first = existing[0];
	if (first && entry.campaignId !== first.campaignId) {
		return refuse('club.wrong_campaign', {}, 'The entry is for another campaign');
	}
	if (existing.some((e) => e.id === entry.id)) {
		return refuse('club.duplicate_entry', {}, 'An entry with this id is already in the log');
	}
	if ((existing.length === 0) !== (entry.kind === 'campaign-shared')) {
		return refuse(
			'club.shared_first',
			{},
			'The shared campaign comes first in the log, and only once'
		);
	}
	if (member.role === 'organiser') return ok(true);
	if (!roleMayWrite(member.role, entry.kind)) return notAllowed(entry.kind, member.role);
	return playerMayAppend(member, existing, entry);
}

function playerMayAppend(
	member: ClubMember,
	existing: readonly ClubEntryV1[],
	entry: ClubEntryV1
): Result<true> {
	const owners = pilotOwners(existing);
	const own = (pilotId: unknown) =>
		member.playerId !== null && owners.get(String(pilotId)) === member.playerId;
	if (entry.kind === 'pilot-renamed') {
		const pilotId = String(entry.body.pilotId);
		if (own(pilotId)) return ok(true);
		return refuse('club.not_own_pilot', { pilot_id: pilotId }, 'That pilot is not yours');
	}
	if (entry.kind === 'result-recorded') {
		const input = entry.body.input as { pilotOutcomes: { pilotId: string }[] };
		if (input.pilotOutcomes.some((o) => own(o.pilotId))) return ok(true);
		return refuse(
			'club.not_own_mission',
			{ mission_id: String(entry.body.missionId) },
			'None of your pilots flew that mission'
		);
	}
	return notAllowed(entry.kind, member.role);
}
