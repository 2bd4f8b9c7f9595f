/**
 * Writing backups: one campaign, or everything on the device — campaigns, saved games and
 * settings (format version 2, issue 14) — in as many files as the import's size limit needs.
 */
import { ok, quote, refuse, type Result } from '../rules/common/result';
import { BACKUP_FORMAT } from './backup-schema';
import { MAX_BACKUP_CHARS, type BackupFile } from './backup-parse';
import { emptyBundle, orderBundle, readBundle } from './campaigns';
import { getDb, type TallyHoDb } from './db';
import { CHILD_TABLES, type CampaignBundle, type GameRecord } from './records';

/** One campaign with every row of it (and no games or settings); undefined if there is none. */
export async function exportCampaign(
	id: string,
	exportedAt = new Date().toISOString()
): Promise<BackupFile | undefined> {
	const db = getDb();
	const tables = [...db.campaignTables(), db.clubLinks, db.clubDocs];
	const bundle = await db.transaction('r', tables, async () => {
		// The usual case is a single campaign on the device: then one whole-table pass is about
		// twice as fast as the campaignId index (measured, benchmarks-campaign.md).
		const read =
			(await db.campaigns.count()) === 1
				? (await readAllBundles(db)).find((b) => b.campaign.id === id)
				: await readBundle(db, id);
		return read && withClub(db, read);
	});
	return bundle ? backupOf([bundle], [], [], exportedAt) : undefined;
}

/** Every campaign, saved game and setting on the device, read in one transaction. */
export async function exportAll(exportedAt = new Date().toISOString()): Promise<BackupFile> {
	const db = getDb();
	const tables = [...db.campaignTables(), db.games, db.kv, db.clubLinks, db.clubDocs];
	return db.transaction('r', tables, async () => {
		const bundles = await Promise.all((await readAllBundles(db)).map((b) => withClub(db, b)));
		const games = await db.games.orderBy('updatedAt').toArray();
		const settings = await db.kv.toArray();
		return backupOf(bundles, games, settings, exportedAt);
	});
}

/**
 * Everything, as the texts of one or more backup files, each within the limit import accepts
 * (issue 13: export never writes a file that import refuses).
 */
export async function exportAllTexts(
	exportedAt = new Date().toISOString(),
	maxChars = MAX_BACKUP_CHARS
): Promise<Result<string[]>> {
	return splitBackup(await exportAll(exportedAt), maxChars);
}

/**
 * A backup packed into files of at most `maxChars` characters each: campaigns and games in
 * order, never split; the settings ride in the first file. One item alone over the limit is
 * refused, naming it.
 */
export function splitBackup(file: BackupFile, maxChars = MAX_BACKUP_CHARS): Result<string[]> {
	const whole = backupText(file);
	if (whole.length <= maxChars) return ok([whole]);
	type Item = { campaign: CampaignBundle } | { game: GameRecord };
	const items: Item[] = [
		...file.campaigns.map((campaign) => ({ campaign })),
		...file.games.map((game) => ({ game }))
	];
	const textOf = (part: Item[], first: boolean) =>
		backupText({
			...file,
			campaigns: part.flatMap((x) => ('campaign' in x ? [x.campaign] : [])),
			games: part.flatMap((x) => ('game' in x ? [x.game] : [])),
			settings: first ? file.settings : []
		});
	const texts: string[] = [];
	let part: Item[] = [];
	for (const item of items) {
		if (textOf([item], texts.length === 0 && part.length === 0).length > maxChars) {
			const name = quote('campaign' in item ? item.campaign.campaign.name : item.game.title);
			const mb = Math.floor(maxChars / 1024 / 1024);
			return refuse(
				'db.backup_item_too_large',
				{ name, mb },
				`“${name}” alone is larger than ${mb} MB, the most a backup file may hold`
			);
		}
		if (part.length > 0 && textOf([...part, item], texts.length === 0).length > maxChars) {
			texts.push(textOf(part, texts.length === 0));
			part = [];
		}
		part.push(item);
	}
	if (part.length > 0 || texts.length === 0) texts.push(textOf(part, texts.length === 0));
	return ok(texts);
}

/**
 * Reads each table whole, once, and sorts the rows into campaigns: one sequential pass instead
 * of an index lookup per campaign. Call inside a read transaction over the campaign tables.
 */
async function readAllBundles(db: TallyHoDb): Promise<CampaignBundle[]> {
	const campaigns = await db.campaigns.orderBy('createdAt').toArray();
	const byId = new Map(campaigns.map((c) => [c.id, emptyBundle(c)]));
	for (const table of CHILD_TABLES) {
		const rows = (await db.table(table).toArray()) as { campaignId: string }[];
		for (const row of rows) (byId.get(row.campaignId)?.[table] as unknown[] | undefined)?.push(row);
	}
	return [...byId.values()].map(orderBundle);
}

/** The bundle with its club link and log if it is shared (issue 29); the key stays home. */
async function withClub(db: TallyHoDb, bundle: CampaignBundle): Promise<CampaignBundle> {
	const id = bundle.campaign.id;
	const [link, doc] = await Promise.all([db.clubLinks.get(id), db.clubDocs.get(id)]);
	if (!link || !doc) return bundle;
	const { server, memberId, role, playerId } = link;
	return { ...bundle, club: { server, memberId, role, playerId, doc: toBase64(doc.update) } };
}

function toBase64(bytes: Uint8Array): string {
	let text = '';
	for (let i = 0; i < bytes.length; i += 0x8000) {
		text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
	}
	return btoa(text);
}

function backupOf(
	campaigns: CampaignBundle[],
	games: GameRecord[],
	settings: { key: string; value: unknown }[],
	exportedAt: string
): BackupFile {
	return { format: BACKUP_FORMAT, version: 2, exportedAt, campaigns, games, settings };
}

/** The text written to the backup file. */
export function backupText(file: BackupFile): string {
	return JSON.stringify(file);
}
