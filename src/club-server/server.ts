/**
 * The club server (issue 29): Hocuspocus with each document in a file (doc-files.ts), configured,
 * plus the hooks that make it a club's — who may open which campaign, who may write what. No sync
 * code of our own: Hocuspocus and Yjs do the syncing; these hooks only say no.
 *
 * - onAuthenticate: the provider's token is a key. A wrong or revoked key gets nothing (no
 *   document is loaded for it); a member opens its own campaign's document only; a viewer's
 *   connection is read-only (Hocuspocus applies none of its updates).
 * - beforeHandleMessage: every sync message that carries an update is checked (check-update.ts)
 *   against the document plus the updates already accepted and not yet applied (the "checked"
 *   copy, so two quick updates of one device are checked in order). A refused update is not
 *   applied: the device is told (stateless `{code:'club.write_refused', params:{reason}}`) and its
 *   connection becomes read-only — every later update of that device builds on the refused one,
 *   so the device must start again from the server's copy (a new Y.Doc).
 * - A revoked member's connections are closed (and its key refused from then on).
 */
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { Server, type Document } from '@hocuspocus/server';
import { Database } from '@hocuspocus/extension-database';
import { campaignOfDoc } from '../lib/club/entry';
import type { ClubMember } from '../lib/club/roles';
import { because, reasonOf } from '../lib/rules/common/result';
import { checkUpdate } from './check-update';
import { docFiles } from './doc-files';
import { handleClubRequest } from './http';
import { MemberStore } from './members';

export interface ClubServerOptions {
	dir: string;
	port: number;
	host?: string;
	clubKey?: string;
	/** Print nothing (tests, the load script). */
	quiet?: boolean;
}

export interface ClubServer {
	port: number;
	/** The club key when the folder had none and none was given (print once), else null. */
	generatedKey: string | null;
	members: MemberStore;
	/** Stores every open document and stops. */
	stop: () => Promise<void>;
}

/** Hocuspocus message types (@hocuspocus/common MessageType) and Yjs sync steps we look into. */
const SYNC = 0;
const SYNC_REPLY = 4;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/** A closing code of our own for "this key is no longer good" (4000-4999: application codes). */
const KEY_REFUSED = { code: 4401, reason: 'club.key_refused' };

type Context = { member?: ClubMember };

/** The Yjs update a client message carries, if it carries one. */
function updateOf(message: Uint8Array): Uint8Array | null {
	const d = decoding.createDecoder(message);
	decoding.readVarString(d);
	const type = decoding.readVarUint(d);
	if (type !== SYNC && type !== SYNC_REPLY) return null;
	const step = decoding.readVarUint(d);
	if (step !== SYNC_STEP_2 && step !== SYNC_UPDATE) return null;
	return decoding.readVarUint8Array(d);
}

export async function startClubServer(opts: ClubServerOptions): Promise<ClubServer> {
	const members = new MemberStore(opts.dir, opts.clubKey);
	const now = () => new Date().toISOString();
	/** Per open document: its content plus every update accepted so far (see above). */
	const checked = new Map<string, Y.Doc>();
	const checkedOf = (document: Document): Y.Doc => {
		let doc = checked.get(document.name);
		if (!doc) {
			doc = new Y.Doc();
			Y.applyUpdate(doc, Y.encodeStateAsUpdate(document));
			// Whatever reaches the document another way (another process through Redis, later)
			// reaches the copy too; updates already there change nothing.
			const copy = doc;
			document.on('update', (update: Uint8Array) => Y.applyUpdate(copy, update));
			checked.set(document.name, doc);
		}
		return doc;
	};

	// Each document's state in its own file under <dir>/docs; the store resolves once the file is
	// on disk, so a stop after the last store has written everything.
	const files = docFiles(opts.dir);
	const database = new Database({
		fetch: ({ documentName }) => files.fetch(documentName),
		store: ({ documentName, state }) => files.store(documentName, state)
	});

	const server = new Server({
		name: 'tally-ho-club',
		port: opts.port,
		address: opts.host ?? '0.0.0.0',
		quiet: true,
		stopOnSignals: false,
		// Store soon after a change: a crash loses at most the last second.
		debounce: 500,
		maxDebounce: 2000,
		extensions: [database],

		async onAuthenticate({ token, documentName, connectionConfig }) {
			const member = members.memberOfKey(token);
			const campaignId = campaignOfDoc(documentName);
			if (!member || campaignId === null) throw KEY_REFUSED;
			if (member.campaignId !== null && member.campaignId !== campaignId) {
				throw { code: 4403, reason: 'club.not_allowed' };
			}
			if (member.role === 'viewer') connectionConfig.readOnly = true;
			members.seen(member.memberId, now());
			return { member } satisfies Context;
		},

		async beforeHandleMessage({ connection, document, update: message, context }) {
			const member = (context as Context).member;
			if (!member || !members.isActive(member.memberId)) throw KEY_REFUSED;
			const update = updateOf(message);
			if (!update) return;
			const current = checkedOf(document);
			const result = checkUpdate(current, update, member);
			// A read-only connection's update is not applied by Hocuspocus; it is checked only to
			// tell the device why (a viewer's write).
			if (result.ok) {
				if (!connection.readOnly) Y.applyUpdate(current, update);
				return;
			}
			connection.readOnly = true;
			const reason = because('club.write_refused', { reason: reasonOf(result) }, result.reason);
			connection.sendStateless(JSON.stringify(reason));
		},

		async afterUnloadDocument({ documentName }) {
			checked.get(documentName)?.destroy();
			checked.delete(documentName);
		},

		async onRequest({ request, response }) {
			const done = await handleClubRequest(request, response, {
				members,
				now,
				disconnect: (memberId) => {
					for (const document of server.hocuspocus.documents.values()) {
						for (const { connection } of document.connections.values()) {
							if ((connection.context as Context).member?.memberId === memberId) {
								connection.close(KEY_REFUSED);
							}
						}
					}
				}
			});
			// Rejecting with nothing tells Hocuspocus the request is answered.
			if (done) throw null;
		}
	});

	await server.listen();
	if (!opts.quiet) {
		console.log(`Tally Ho club server on ws://${opts.host ?? '0.0.0.0'}:${server.address.port}`);
		console.log(`Data folder: ${opts.dir}`);
	}
	return {
		port: server.address.port,
		generatedKey: members.generatedKey,
		members,
		stop: async () => {
			await server.destroy();
		}
	};
}
