import Dexie from 'dexie';
import * as v from 'valibot';
import {
	because,
	ok,
	quote,
	refuse,
	refuseBecause,
	type Reason,
	type Result
} from '../rules/common/result';
import {
	BACKUP_FORMAT,
	BACKUP_VERSION,
	backupSchemaV1,
	describeIssue,
	shortPath,
	type BackupFileV1
} from './backup-schema';
import { checkMeaning } from './backup-meaning';
import { emptyBundle, orderBundle, readBundle } from './campaigns';
import { getDb, type TallyHoDb } from './db';
import { BULK_CHUNK } from './bulk';
import { checkBundles, idTaken } from './integrity';
import { CHILD_TABLES, type CampaignBundle } from './records';

export type BackupFile = BackupFileV1;

/** A backup is refused above this size (characters of text, about bytes for JSON). */
export const MAX_BACKUP_CHARS = 50 * 1024 * 1024;
/** Deeper nesting than this is refused: no real backup needs it, and it guards the walk below. */
const MAX_DEPTH = 64;
/** Keys that could reach an object's prototype if some code copied them with assignment. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type ImportCounts = { campaigns: number } & Record<(typeof CHILD_TABLES)[number], number>;

/** One campaign with every row of it; undefined if there is none. */
export async function exportCampaign(
	id: string,
	exportedAt = new Date().toISOString()
): Promise<BackupFile | undefined> {
	const db = getDb();
	const bundle = await db.transaction('r', db.campaignTables(), async () =>
		// The usual case is a single campaign on the device: then one whole-table pass is about
		// twice as fast as the campaignId index (measured, benchmarks-campaign.md).
		(await db.campaigns.count()) === 1
			? (await readAllBundles(db)).find((b) => b.campaign.id === id)
			: readBundle(db, id)
	);
	return bundle ? backupOf([bundle], exportedAt) : undefined;
}

/** Every campaign (settings are not part of a backup). */
export async function exportAll(exportedAt = new Date().toISOString()): Promise<BackupFile> {
	const db = getDb();
	const bundles = await db.transaction('r', db.campaignTables(), () => readAllBundles(db));
	return backupOf(bundles, exportedAt);
}

/**
 * Every campaign as the texts of one or more backup files, each within the limit import
 * accepts (issue 13: export never writes a file that import refuses). Campaigns are packed in
 * order; a campaign is never split. One that alone is over the limit is refused, naming it.
 */
export async function exportAllTexts(
	exportedAt = new Date().toISOString(),
	maxChars = MAX_BACKUP_CHARS
): Promise<Result<string[]>> {
	const file = await exportAll(exportedAt);
	return splitBackup(file, maxChars);
}

/** A backup's campaigns packed into files of at most `maxChars` characters each. */
export function splitBackup(file: BackupFile, maxChars = MAX_BACKUP_CHARS): Result<string[]> {
	const whole = backupText(file);
	if (whole.length <= maxChars) return ok([whole]);
	const texts: string[] = [];
	let part: CampaignBundle[] = [];
	const textOf = (campaigns: CampaignBundle[]) => backupText({ ...file, campaigns });
	for (const bundle of file.campaigns) {
		const alone = textOf([bundle]);
		if (alone.length > maxChars) {
			const name = quote(bundle.campaign.name);
			const mb = Math.floor(maxChars / 1024 / 1024);
			return refuse(
				'db.backup_campaign_too_large',
				{ name, mb },
				`The campaign “${name}” alone is larger than ${mb} MB, the most a backup file may hold`
			);
		}
		if (part.length > 0 && textOf([...part, bundle]).length > maxChars) {
			texts.push(textOf(part));
			part = [];
		}
		part.push(bundle);
	}
	if (part.length > 0) texts.push(textOf(part));
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

function backupOf(campaigns: CampaignBundle[], exportedAt: string): BackupFile {
	return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt, campaigns };
}

/** The text written to the backup file. */
export function backupText(file: BackupFile): string {
	return JSON.stringify(file);
}

/**
 * Reads a backup file's text and imports every campaign in it, in ONE transaction. Anything
 * wrong — an incomplete file, another format or version, a field too long, an id used twice,
 * a reference to a missing row, a campaign or row already in this app — refuses the whole
 * file with a sentence saying what and where, and changes nothing. Campaigns already present
 * are refused rather than copied (docs/parts/decisions-db.md).
 */
export async function importBackup(
	text: string,
	maxChars = MAX_BACKUP_CHARS
): Promise<Result<ImportCounts>> {
	const parsed = parseBackup(text, maxChars);
	if (!parsed.ok) return parsed;
	const bundles = parsed.value.campaigns;
	const db = getDb();
	try {
		return await db.transaction('rw', db.campaignTables(), async () => {
			for (const [i, b] of bundles.entries()) {
				if (await db.campaigns.get(b.campaign.id)) {
					const name = quote(b.campaign.name);
					return refuse(
						'db.campaign_already_here',
						{ name, path: `campaigns[${i}]` },
						`The campaign “${name}” (campaigns[${i}]) is already in this app. ` +
							'Delete it first if the backup should replace it.'
					);
				}
			}
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
			return ok(countRows(bundles));
		});
	} catch (e) {
		if (e instanceof ImportConflict) return refuseBecause(e.why);
		throw e;
	}
}

class ImportConflict extends Error {
	constructor(readonly why: Reason) {
		super(why.text);
	}
}

/** Text → a checked backup, or the first reason it is not one. Writes nothing. */
export function parseBackup(text: string, maxChars = MAX_BACKUP_CHARS): Result<BackupFile> {
	if (text.length > maxChars) {
		const mb = Math.floor(maxChars / 1024 / 1024);
		return refuse(
			'db.backup_too_large',
			{ mb },
			`The file is larger than ${mb} MB; it is not a Tally Ho backup`
		);
	}
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return refuse(
			'db.backup_not_json',
			{},
			'The file is not complete or not a Tally Ho backup (it could not be read as JSON)'
		);
	}
	if (!isPlainObject(data) || data.format !== BACKUP_FORMAT) {
		return refuse('db.backup_not_backup', {}, 'This file is not a Tally Ho backup');
	}
	if (data.version !== BACKUP_VERSION) {
		return typeof data.version === 'number'
			? refuse(
					'db.backup_version',
					{ version: data.version, supported: BACKUP_VERSION },
					`This backup was made by version ${data.version} of the format; this app reads version ${BACKUP_VERSION}`
				)
			: refuse(
					'db.backup_no_version',
					{ supported: BACKUP_VERSION },
					`This backup has no format version; this app reads version ${BACKUP_VERSION}`
				);
	}
	const unsafe = findUnsafeKey(data);
	if (unsafe) return refuseBecause(unsafe);
	const result = v.safeParse(backupSchemaV1, data);
	if (!result.success) {
		const first = describeIssue(result.issues[0]);
		const more = result.issues.length - 1;
		if (more === 0) return refuseBecause(first);
		// The first problem is kept whole (params.inner); the count of the others follows it.
		return more === 1
			? refuse('db.backup_one_more_problem', { inner: first }, `${first.text} (and 1 more problem)`)
			: refuse(
					'db.backup_more_problems',
					{ inner: first, more },
					`${first.text} (and ${more} more problems)`
				);
	}
	const file = result.output as BackupFile;
	const base = (i: number) => `campaigns[${i}]`;
	const checked = checkBundles(file.campaigns, base);
	if (!checked.ok) return checked;
	const meaning = checkMeaning(file.campaigns, base);
	return meaning ? refuseBecause(meaning) : ok(file);
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
	return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Looks through the parsed JSON for keys that could pollute prototypes and for absurd nesting.
 * JSON.parse itself makes "__proto__" an own property, but any later `Object.assign` or
 * `obj[key] = …` copy would not, so such a file is refused outright. Recursion is bounded by
 * MAX_DEPTH; the path is only built for the one bad key, which keeps the walk cheap.
 */
function findUnsafeKey(root: unknown): Reason | null {
	const found = walk(root, 0);
	if (!found) return null;
	const path = shortPath(
		found.path.reduceRight<string>(
			(out, key) =>
				typeof key === 'number' ? `${out}[${key}]` : out === '' ? key : `${out}.${key}`,
			''
		)
	);
	if (found.tooDeep) {
		return because(
			'db.backup_too_deep',
			{ path, max: MAX_DEPTH },
			`${path} is nested more than ${MAX_DEPTH} levels deep`
		);
	}
	const key = String(found.path[0]);
	return because(
		'db.backup_forbidden_key',
		{ path, key },
		`${path}: the key “${key}” is not allowed in a backup`
	);
}

function walk(
	value: unknown,
	depth: number
): { path: (string | number)[]; tooDeep: boolean } | null {
	if (typeof value !== 'object' || value === null) return null;
	if (depth > MAX_DEPTH) return { path: [], tooDeep: true };
	if (Array.isArray(value)) {
		for (let i = 0; i < value.length; i++) {
			const found = walk(value[i], depth + 1);
			if (found) return (found.path.push(i), found);
		}
		return null;
	}
	for (const key of Object.keys(value)) {
		if (FORBIDDEN_KEYS.has(key)) return { path: [key], tooDeep: false };
		const found = walk((value as Record<string, unknown>)[key], depth + 1);
		if (found) return (found.path.push(key), found);
	}
	return null;
}

function countRows(bundles: CampaignBundle[]): ImportCounts {
	const counts = { campaigns: bundles.length } as ImportCounts;
	for (const table of CHILD_TABLES) {
		counts[table] = bundles.reduce((n, b) => n + b[table].length, 0);
	}
	return counts;
}
