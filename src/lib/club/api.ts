/**
 * The club server's HTTP side (docs/club-format.md): members and who a key belongs to. Every
 * answer is a Result; a network failure or a refusal is a reason code, never a raw error.
 */
import { ok, refuse, type Result } from '$lib/rules/common/result';

export type ClubRole = 'organiser' | 'player' | 'viewer';

export interface WhoAmI {
	memberId: string;
	role: ClubRole;
	campaignId: string | null;
	playerId?: string | null;
}

export interface ClubMember {
	memberId: string;
	name: string;
	role: 'player' | 'viewer';
	playerId: string | null;
	revoked: boolean;
	lastSeen: string | null;
}

/** The server's HTTP address for its WebSocket address (ws → http, wss → https). */
export function httpBase(server: string): string {
	return server.replace(/^ws(s?):\/\//i, 'http$1://').replace(/\/+$/, '');
}

/** A server address as typed: "club.example:4406" → "ws://club.example:4406"; null if unusable. */
export function normaliseServer(typed: string): string | null {
	let s = typed.trim();
	if (!s) return null;
	if (!/^[a-z]+:\/\//i.test(s)) s = `ws://${s}`;
	s = s.replace(/^http(s?):\/\//i, 'ws$1://');
	try {
		const url = new URL(s);
		if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
		return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
	} catch {
		return null;
	}
}

async function call<T>(
	server: string,
	key: string,
	method: string,
	path: string,
	body?: unknown
): Promise<Result<T>> {
	let response: Response;
	try {
		response = await fetch(`${httpBase(server)}${path}`, {
			method,
			headers: {
				Authorization: `Bearer ${key}`,
				...(body === undefined ? {} : { 'Content-Type': 'application/json' })
			},
			body: body === undefined ? undefined : JSON.stringify(body)
		});
	} catch {
		return refuse('club.unreachable', {}, 'The club server cannot be reached');
	}
	const data = (await response.json().catch(() => null)) as unknown;
	if (response.ok) return ok(data as T);
	const code = (data as { code?: unknown } | null)?.code;
	if (code === 'club.key_refused' || code === 'club.not_allowed') {
		return refuse(code, {}, code === 'club.key_refused' ? 'The key was refused' : 'Not allowed');
	}
	return refuse('club.server_refused', {}, 'The club server refused the request');
}

export const whoAmI = (server: string, key: string) =>
	call<WhoAmI>(server, key, 'GET', '/club/whoami');

export const listMembers = (server: string, key: string, campaignId: string) =>
	call<ClubMember[]>(
		server,
		key,
		'GET',
		`/club/campaigns/${encodeURIComponent(campaignId)}/members`
	);

export const addMember = (
	server: string,
	key: string,
	campaignId: string,
	member: { role: 'player' | 'viewer'; name: string; playerId?: string }
) =>
	call<{ memberId: string; key: string }>(
		server,
		key,
		'POST',
		`/club/campaigns/${encodeURIComponent(campaignId)}/members`,
		member
	);

export const revokeMember = (server: string, key: string, campaignId: string, memberId: string) =>
	call<unknown>(
		server,
		key,
		'DELETE',
		`/club/campaigns/${encodeURIComponent(campaignId)}/members/${encodeURIComponent(memberId)}`
	);
