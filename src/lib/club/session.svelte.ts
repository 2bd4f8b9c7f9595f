/**
 * A shared campaign's connection while one of its pages is open (issue 29): the device's copy
 * of the log, kept in step with the club server by @hocuspocus/provider, replayed into the
 * campaign's rows whenever it changes. Closed when the page closes: nothing syncs in the
 * background. Loaded only on campaign pages of a shared campaign (a dynamic import).
 */
import { HocuspocusProvider } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import type { Refusal } from '$lib/rules/common/result';
import { getClubLink, updateClubLink, type ClubLinkRow } from '$lib/db/club-links';
import { replayLog } from '$lib/db/club-replay';
import { docNameOf, type ClubEntryV1 } from './entry';
import { missionConflicts } from './conflicts';
import { logOf, openDoc, readLog } from './doc';

export type Connection = 'connecting' | 'online' | 'offline' | 'key-refused';

export interface RefusedEntry {
	entry: ClubEntryV1;
	refusal: Refusal;
}

export interface Conflict {
	missionId: string;
	/** Every result recorded for the mission, in log order. */
	versions: ClubEntryV1[];
}

export class ClubSession {
	link = $state<ClubLinkRow | null>(null);
	connection = $state<Connection>('connecting');
	/** Entries of this device the server has not confirmed yet. */
	waiting = $state(0);
	lastSyncAt = $state<string | null>(null);
	/** Changes the server refused (a revoked key, a write the role does not allow). */
	writeRefused = $state(false);
	refused = $state<RefusedEntry[]>([]);
	conflicts = $state<Conflict[]>([]);
	/** Results the organiser did not keep: in the log, not applied (nothing is lost). */
	setAside = $state<ClubEntryV1[]>([]);
	entries = $state<ClubEntryV1[]>([]);
	/** The log could not be replayed (its start is missing or damaged). */
	broken = $state<Refusal | null>(null);

	private provider: HocuspocusProvider | null = null;
	private doc: Y.Doc | null = null;
	private replaying: Promise<void> = Promise.resolve();
	private stopped = false;
	private readonly onChange = () => this.schedule();

	constructor(readonly campaignId: string) {}

	async start(): Promise<void> {
		const link = await getClubLink(this.campaignId);
		if (!link || this.stopped) return;
		this.link = link;
		this.lastSyncAt = link.lastSyncAt;
		const doc = await openDoc(this.campaignId);
		if (this.stopped) return;
		this.doc = doc;
		logOf(doc).observe(this.onChange);
		this.schedule();
		if (!link.key) {
			this.connection = 'key-refused';
			return;
		}
		this.provider = new HocuspocusProvider({
			url: link.server,
			name: docNameOf(this.campaignId),
			document: doc,
			token: link.key,
			onStatus: ({ status }) => {
				if (status === 'connected') this.connection = 'online';
				else if (this.connection !== 'key-refused') this.connection = 'offline';
				this.count();
			},
			onAuthenticationFailed: () => {
				this.connection = 'key-refused';
			},
			onSynced: () => this.count(),
			onUnsyncedChanges: () => this.count(),
			onStateless: ({ payload }) => {
				if (payload.includes('club.write_refused')) this.writeRefused = true;
			}
		});
	}

	stop(): void {
		this.stopped = true;
		if (this.doc) logOf(this.doc).unobserve(this.onChange);
		this.provider?.destroy();
		this.provider = null;
	}

	/** Counts what waits for the server; when nothing does, the device is up to date. */
	private count(): void {
		const p = this.provider;
		const synced = p !== null && this.connection === 'online' && p.isSynced;
		const mine = this.entries.filter(
			(e) =>
				e.device === this.link?.deviceId && (this.lastSyncAt === null || e.at > this.lastSyncAt)
		).length;
		if (synced && p.unsyncedChanges === 0) {
			this.waiting = 0;
			this.lastSyncAt = nowIso();
			void updateClubLink(this.campaignId, { lastSyncAt: this.lastSyncAt });
		} else {
			this.waiting = Math.max(mine, p?.unsyncedChanges ?? 0);
		}
	}

	/** Replays the log after a change, one replay at a time. */
	private schedule(): void {
		this.replaying = this.replaying.then(() => this.replay()).catch(() => undefined);
	}

	private async replay(): Promise<void> {
		if (!this.doc) return;
		const entries = readLog(this.doc);
		this.entries = entries;
		this.count();
		if (entries.length === 0) return;
		const done = await replayLog(this.campaignId, entries);
		if (!done.ok) {
			this.broken = done;
			return;
		}
		this.broken = null;
		const refused: RefusedEntry[] = [];
		for (const entry of entries) {
			const o = done.value.outcomes.get(entry.id);
			if (o?.status === 'refused') refused.push({ entry, refusal: o.refusal });
		}
		this.refused = refused;
		this.conflicts = conflictsOf(entries);
		const waiting = this.conflicts.flatMap((c) => c.versions.map((v) => v.id));
		this.setAside = entries.filter(
			(e) =>
				e.kind === 'result-recorded' &&
				!waiting.includes(e.id) &&
				done.value.outcomes.get(e.id)?.status === 'not-applied'
		);
	}

	/** Resolves once the current replay is done (the join page waits for the campaign). */
	settled(): Promise<void> {
		return this.replaying;
	}
}

function conflictsOf(entries: readonly ClubEntryV1[]): Conflict[] {
	return missionConflicts(entries).map(({ missionId, entryIds }) => ({
		missionId,
		versions: entries.filter((e) => entryIds.includes(e.id))
	}));
}

/** The time now, as stored. */
function nowIso(): string {
	return new Date(Date.now()).toISOString();
}
