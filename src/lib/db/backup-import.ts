/**
 * Reading a backup into the app, in ONE transaction (issue 14): its campaigns, saved games and
 * settings. A campaign already on the device is refused (by default), imported as a copy under
 * new ids, or replaces the one on the device — the organiser chooses, after `inspectBackup`
 * said what is already here. Everything is checked before the first write; a clash found while
 * writing (a row id another campaign uses) aborts the transaction, so nothing is half-written.
 */
import Dexie from 'dexie';
import { ok, quote, refuse, refuseBecause, type Reason, type Result } from '../rules/common/result';
import { copyBundle, copyGame, freshIds } from './backup-copy';
import { MAX_BACKUP_CHARS, parseBackup } from './backup-parse';
import { BULK_CHUNK } from './bulk';
import { deleteCampaignRows } from './campaigns';
import { getDb, type TallyHoDb } from './db';
import { sameRow } from './guard';
import { newId } from './ids';
import { idTaken } from './integrity';
import { CHILD_TABLES, type BundleClub, type CampaignBundle, type GameRecord } from './records';

/** What to do with a campaign (or saved game) of the backup that is already on the device. */
export type WhenPresent = 'refuse' | 'copy' | 'replace';

export interface ImportOptions {
	present?: WhenPresent;
	/** The name of a copy, in the organiser's language (default "<name> (copy)"). */
	copyName?: (name: string) => string;
	maxChars?: number;
	makeId?: () => string;
}

/** A saved game of the backup left out because its loader cannot open it (issue 26). */
export interface SkippedGame {
	/** Where it is in the file, e.g. "games[2]". */
	path: string;
	title: string;
	reason: Reason;
}

export type ImportCounts = {
	campaigns: number;
	games: number;
	settings: number;
	/** Saved games not imported: damaged, they would not open (the rest imports). */
	skipped: SkippedGame[];
} & Record<(typeof CHILD_TABLES)[number], number>;

export interface BackupSummary {
	campaigns: { id: string; name: string; present: boolean }[];
	/** The saved games that will be imported (damaged ones are in `skipped`). */
	games: { id: string; title: string; present: boolean }[];
	settings: number;
	skipped: SkippedGame[];
}

/**
 * The backup's saved games split into those their loaders open and those they cannot
 * (src/lib/saved-games/open.ts). The loaders bring both game engines: they are loaded here, when
 * a backup is read, not with the page. Runs before the transaction (an import() inside it would
 * let IndexedDB commit it early).
 */
async function checkGames(
	games: GameRecord[]
): Promise<{ games: GameRecord[]; places: number[]; skipped: SkippedGame[] }> {
	if (games.length === 0) return { games, places: [], skipped: [] };
	const { damagedGames } = await import('$lib/saved-games/open');
	const damaged = damagedGames(games);
	const bad = new Set(damaged.map((d) => d.index));
	const places = games.map((_, i) => i).filter((i) => !bad.has(i));
	return {
		games: places.map((i) => games[i]),
		places,
		skipped: damaged.map((d) => ({ path: `games[${d.index}]`, title: d.title, reason: d.reason }))
	};
}

/** What a backup holds and which of it is already on the device; writes nothing. */
export async function inspectBackup(
	text: string,
	maxChars = MAX_BACKUP_CHARS
): Promise<Result<BackupSummary>> {
	const parsed = parseBackup(text, maxChars);
	if (!parsed.ok) return parsed;
	const { games: good, skipped } = await checkGames(parsed.value.games);
	const file = { ...parsed.value, games: good };
	const db = getDb();
	return db.transaction('r', [db.campaigns, db.games], async () => {
		const campaigns = await db.campaigns.bulkGet(file.campaigns.map((b) => b.campaign.id));
		const games = await db.games.bulkGet(file.games.map((g) => g.id));
		return ok({
			campaigns: file.campaigns.map((b, i) => ({
				id: b.campaign.id,
				name: b.campaign.name,
				present: campaigns[i] !== undefined
			})),
			games: file.games.map((g, i) => ({
				id: g.id,
				title: g.title,
				present: games[i] !== undefined && !sameRow(games[i], g)
			})),
			settings: file.settings.length,
			skipped
		});
	});
}

export async function importBackup(
	text: string,
	options: ImportOptions = {}
): Promise<Result<ImportCounts>> {
	const {
		present = 'refuse',
		copyName = (name: string) => `${name} (copy)`,
		maxChars = MAX_BACKUP_CHARS,
		makeId = newId
	} = options;
	const parsed = parseBackup(text, maxChars);
	if (!parsed.ok) return parsed;
	// Damaged saved games are left out and listed; everything else imports.
	const { games: good, places, skipped } = await checkGames(parsed.value.games);
	const file = { ...parsed.value, games: good };
	const db = getDb();
	try {
		const tables = [...db.campaignTables(), db.games, db.kv, db.clubLinks, db.clubDocs];
		return await db.transaction('rw', tables, async () => {
			// 1. Decide, reading only: what is here, and what each campaign and game becomes.
			const bundles: CampaignBundle[] = [];
			const replaced: string[] = [];
			/** Saved games of copied campaigns: old id → new id and the campaign's id map. */
			const gameCopies = new Map<string, { id: string; ids: Map<string, string> }>();
			for (const [i, b] of file.campaigns.entries()) {
				if (!(await db.campaigns.get(b.campaign.id))) {
					bundles.push(b);
					continue;
				}
				if (present === 'refuse') {
					const name = quote(b.campaign.name);
					return refuse(
						'db.campaign_already_here',
						{ name, path: `campaigns[${i}]` },
						`The campaign “${name}” (campaigns[${i}]) is already in this app. ` +
							'Import it as a copy, or replace the one in this app.'
					);
				}
				if (present === 'replace') {
					replaced.push(b.campaign.id);
					bundles.push(b);
					continue;
				}
				// A copy: new ids for its rows, and for the saved games that fought its missions.
				const ids = freshIds(b, makeId);
				const missions = new Set(b.missions.map((m) => m.id));
				for (const g of file.games) {
					if (g.campaignMissionId !== null && missions.has(g.campaignMissionId)) {
						const id = makeId();
						ids.set(g.id, id);
						gameCopies.set(g.id, { id, ids });
					}
				}
				bundles.push(copyBundle(b, ids, copyName(b.campaign.name)));
			}
			const games: GameRecord[] = [];
			for (const [i, g] of file.games.entries()) {
				const copied = gameCopies.get(g.id);
				if (copied) {
					games.push(copyGame(g, copied.ids, copied.id));
					continue;
				}
				const here = await db.games.get(g.id);
				if (!here || present === 'replace') games.push(g);
				else if (sameRow(here, g)) continue;
				else if (present === 'copy') games.push(copyGame(g, new Map(), makeId()));
				else {
					const title = quote(g.title);
					const path = `games[${places[i]}]`;
					return refuse(
						'db.game_already_here',
						{ title, path },
						`The saved game “${title}” (${path}) is already in this app, changed since. ` +
							'Import it as a copy, or replace the one in this app.'
					);
				}
			}
			// 2. Write.
			for (const id of replaced) await deleteCampaignRows(db, id);
			await db.campaigns.bulkAdd(bundles.map((b) => b.campaign));
			for (const table of CHILD_TABLES) {
				const rows = bundles.flatMap((b, i) => b[table].map((row, r) => ({ row, i, r })));
				for (let start = 0; start < rows.length; start += BULK_CHUNK) {
					const chunk = rows.slice(start, start + BULK_CHUNK);
					try {
						await db.table(table).bulkAdd(chunk.map((x) => x.row));
					} catch (e) {
						// A row id already stored (in another campaign): name it, and let the throw abort
						// the transaction so every row written so far is undone.
						const pos =
							e instanceof Dexie.BulkError ? Number(Object.keys(e.failuresByPos)[0]) : NaN;
						const at = chunk[pos];
						if (!at) throw e;
						throw new ImportConflict(idTaken(`campaigns[${at.i}].${table}[${at.r}].id`, at.row.id));
					}
				}
			}
			await db.games.bulkPut(games);
			for (const b of bundles) if (b.club) await joinShared(db, b.campaign.id, b.club);
			let settings = 0;
			for (const s of file.settings) {
				// The device's own settings stay unless the organiser chose to replace.
				if (present !== 'replace' && (await db.kv.get(s.key))) continue;
				await db.kv.put({ key: s.key, value: s.value });
				settings++;
			}
			return ok(countRows(bundles, games.length, settings, skipped));
		});
	} catch (e) {
		if (e instanceof ImportConflict) return refuseBecause(e.why);
		throw e;
	}
}

/**
 * A shared campaign's backup joins the same shared campaign (issue 29): its link (without a key:
 * the member types it on the campaign's page) and its log, unless this device has a log of it
 * already (the page merges with the server's copy when it connects). A copy (new ids) is a local
 * campaign: `copyBundle` leaves the club out.
 */
async function joinShared(db: TallyHoDb, campaignId: string, club: BundleClub): Promise<void> {
	const here = await db.clubLinks.get(campaignId);
	await db.clubLinks.put({
		campaignId,
		server: club.server,
		memberId: club.memberId,
		role: club.role,
		playerId: club.playerId,
		key: here?.server === club.server && here.memberId === club.memberId ? here.key : null,
		deviceId: here?.deviceId ?? globalThis.crypto.randomUUID().replace(/-/g, ''),
		lastSyncAt: null
	});
	if (!(await db.clubDocs.get(campaignId))) {
		const bytes = Uint8Array.from(atob(club.doc), (c) => c.charCodeAt(0));
		await db.clubDocs.put({ campaignId, update: bytes });
	}
}

class ImportConflict extends Error {
	constructor(readonly why: Reason) {
		super(why.text);
	}
}

function countRows(
	bundles: CampaignBundle[],
	games: number,
	settings: number,
	skipped: SkippedGame[]
): ImportCounts {
	const counts = { campaigns: bundles.length, games, settings, skipped } as ImportCounts;
	for (const table of CHILD_TABLES) {
		counts[table] = bundles.reduce((n, b) => n + b[table].length, 0);
	}
	return counts;
}
