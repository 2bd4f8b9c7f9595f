/**
 * The club server's HTTP endpoints (issue 29, Hocuspocus `onRequest`): the organiser invites and
 * revokes members; any key asks who it is. JSON, `Authorization: Bearer <key>`, CORS open (the app
 * is a static PWA served from another origin). Errors are `{code, params}` reasons.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import type { ClubMember } from '../lib/club/roles';
import type { MemberStore } from './members';

const CORS = {
	'Access-Control-Allow-Origin': '*',
	'Access-Control-Allow-Headers': 'Authorization, Content-Type',
	'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
	'Access-Control-Max-Age': '600'
};

const MAX_BODY = 10_000;

const newMemberSchema = v.variant('role', [
	v.object({
		role: v.literal('player'),
		name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
		playerId: v.pipe(v.string(), v.minLength(1), v.maxLength(100))
	}),
	v.object({
		role: v.literal('viewer'),
		name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
		playerId: v.optional(v.null())
	})
]);

function send(res: ServerResponse, status: number, body: unknown): void {
	res.writeHead(status, { ...CORS, 'Content-Type': 'application/json; charset=utf-8' });
	res.end(JSON.stringify(body));
}

const fail = (res: ServerResponse, status: number, code: string) =>
	send(res, status, { code, params: {} });

function bearer(req: IncomingMessage): string {
	const header = req.headers.authorization ?? '';
	const m = /^Bearer\s+(\S+)$/i.exec(header);
	return m ? m[1] : '';
}

async function readJson(req: IncomingMessage): Promise<unknown> {
	let text = '';
	for await (const chunk of req) {
		text += chunk;
		if (text.length > MAX_BODY) throw new Error('too long');
	}
	return JSON.parse(text);
}

export interface HttpDeps {
	members: MemberStore;
	/** Closes the live connections of a revoked member. */
	disconnect: (memberId: string) => void;
	now: () => string;
}

/**
 * Answers a /club/… request and returns true; false for any other path (Hocuspocus then gives its
 * own answer).
 */
export async function handleClubRequest(
	req: IncomingMessage,
	res: ServerResponse,
	deps: HttpDeps
): Promise<boolean> {
	const url = new URL(req.url ?? '/', 'http://club');
	if (!url.pathname.startsWith('/club/')) return false;
	if (req.method === 'OPTIONS') {
		res.writeHead(204, CORS);
		res.end();
		return true;
	}
	const member = deps.members.memberOfKey(bearer(req));
	if (!member) {
		fail(res, 401, 'club.key_refused');
		return true;
	}
	if (url.pathname === '/club/whoami' && req.method === 'GET') {
		send(res, 200, {
			memberId: member.memberId,
			role: member.role,
			playerId: member.playerId,
			campaignId: member.campaignId
		});
		return true;
	}
	const route = /^\/club\/campaigns\/([^/]{1,100})\/members(?:\/([^/]{1,100}))?$/.exec(
		url.pathname
	);
	if (!route) {
		fail(res, 404, 'club.bad_request');
		return true;
	}
	const campaignId = decodeURIComponent(route[1]);
	const memberId = route[2] ? decodeURIComponent(route[2]) : null;
	if (member.role !== 'organiser') {
		fail(res, 403, 'club.not_allowed');
		return true;
	}
	await organiserRequest(req, res, deps, { campaignId, memberId, member });
	return true;
}

async function organiserRequest(
	req: IncomingMessage,
	res: ServerResponse,
	deps: HttpDeps,
	at: { campaignId: string; memberId: string | null; member: ClubMember }
): Promise<void> {
	const { campaignId, memberId } = at;
	if (memberId === null && req.method === 'GET') {
		send(res, 200, deps.members.list(campaignId));
	} else if (memberId === null && req.method === 'POST') {
		let body: unknown;
		try {
			body = await readJson(req);
		} catch {
			return fail(res, 400, 'club.bad_request');
		}
		const parsed = v.safeParse(newMemberSchema, body);
		if (!parsed.success) return fail(res, 400, 'club.bad_request');
		const input = parsed.output;
		const made = deps.members.add(
			campaignId,
			{ role: input.role, name: input.name, playerId: input.playerId ?? null },
			deps.now()
		);
		send(res, 201, made);
	} else if (memberId !== null && req.method === 'DELETE') {
		if (!deps.members.revoke(campaignId, memberId)) return fail(res, 404, 'club.bad_request');
		deps.disconnect(memberId);
		send(res, 200, { memberId, revoked: true });
	} else {
		fail(res, 405, 'club.bad_request');
	}
}
