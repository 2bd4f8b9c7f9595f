/**
 * A backup file's text → a checked backup, or the first reason it is not one; writes nothing.
 * In order: size, JSON, format and version (first, so an old or new file gets a version message
 * rather than field errors), forbidden keys and depth, the schema of its version, the links
 * inside each campaign, then what the campaigns mean (issue 13).
 */
import * as v from 'valibot';
import {
	because,
	ok,
	refuse,
	refuseBecause,
	type Reason,
	type Result
} from '../rules/common/result';
import { checkMeaning } from './backup-meaning';
import {
	BACKUP_FORMAT,
	BACKUP_VERSION,
	READABLE_VERSIONS,
	backupSchemaV1,
	backupSchemaV2,
	describeIssue,
	shortPath,
	type BackupFileV2
} from './backup-schema';
import { checkBundles } from './integrity';

export type BackupFile = BackupFileV2;

/** A backup is refused above this size (characters of text, about bytes for JSON). */
export const MAX_BACKUP_CHARS = 50 * 1024 * 1024;
/** Deeper nesting than this is refused: no real backup needs it, and it guards the walk below. */
const MAX_DEPTH = 64;
/** Keys that could reach an object's prototype if some code copied them with assignment. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

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
	if (!READABLE_VERSIONS.includes(data.version as number)) {
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
	const read = readVersion(data);
	if (!read.ok) return read;
	const file = read.value;
	const base = (i: number) => `campaigns[${i}]`;
	const checked = checkBundles(file.campaigns, base);
	if (!checked.ok) return checked;
	const meaning = checkMeaning(file.campaigns, base);
	return meaning ? refuseBecause(meaning) : ok(file);
}

/** The file through the schema of its version; a version 1 file has no games or settings. */
function readVersion(data: Record<string, unknown>): Result<BackupFile> {
	const result =
		data.version === 1 ? v.safeParse(backupSchemaV1, data) : v.safeParse(backupSchemaV2, data);
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
	const out = result.output as Partial<BackupFile> & Pick<BackupFile, 'exportedAt' | 'campaigns'>;
	return ok({
		format: BACKUP_FORMAT,
		version: 2,
		exportedAt: out.exportedAt,
		campaigns: out.campaigns,
		games: out.games ?? [],
		settings: out.settings ?? []
	});
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
	for (const [key, child] of Object.entries(value)) {
		if (FORBIDDEN_KEYS.has(key)) return { path: [key], tooDeep: false };
		const found = walk(child, depth + 1);
		if (found) return (found.path.push(key), found);
	}
	return null;
}
