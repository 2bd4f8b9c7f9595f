/**
 * Where the club server keeps each document's Yjs state (issue 29): one file per document,
 * `<dir>/docs/<encoded name>.bin`, handed to `@hocuspocus/extension-database` as its fetch/store.
 * Plain files rather than SQLite: `@hocuspocus/extension-sqlite` needs `sqlite3`, a native module
 * that every fresh `npm ci` compiles from source where only the npm registry is reachable.
 *
 * A write is atomic and durable before it resolves (temporary file, fsync, rename, fsync of the
 * folder), so a crash leaves the old or the new state, never half of one, and a stop right after
 * the last store loses nothing. Writes of one document run one after another, so the last state
 * asked for is the one left on disk.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Longest encoded name used as is (file names stop at 255 bytes on common file systems). */
const MAX_ENCODED = 200;

/**
 * A document name as a file name: `a-z`, `0-9`, `_` and `-` stay, every other UTF-8 byte becomes
 * `%XX` (upper-case hex). No `/`, `\`, `.` or upper-case letter survives, so the result cannot leave
 * the folder, hide as a dot file, or collide with another name on a case-insensitive file system.
 * The empty name (it would give the dot file `.bin`) and encoded names longer than MAX_ENCODED
 * become `=` + SHA-256 of the name (`=` is never produced by the encoding: the forms cannot meet).
 */
export function docFileName(documentName: string): string {
	let encoded = '';
	for (const byte of Buffer.from(documentName, 'utf8')) {
		const c = String.fromCharCode(byte);
		encoded += /[a-z0-9_-]/.test(c) ? c : '%' + byte.toString(16).toUpperCase().padStart(2, '0');
	}
	if (encoded.length === 0 || encoded.length > MAX_ENCODED) {
		encoded = '=' + createHash('sha256').update(documentName).digest('hex');
	}
	return `${encoded}.bin`;
}

export interface DocFiles {
	/** The stored state, or null for a document never stored. */
	fetch: (documentName: string) => Promise<Uint8Array | null>;
	/** Resolves once the state is on disk. */
	store: (documentName: string, state: Uint8Array) => Promise<void>;
}

export function docFiles(dir: string): DocFiles {
	const folder = join(dir, 'docs');
	const pathOf = (name: string) => join(folder, docFileName(name));
	/** Per document: the last write asked for (the next one waits for it). */
	const writing = new Map<string, Promise<void>>();

	async function write(name: string, state: Uint8Array): Promise<void> {
		await mkdir(folder, { recursive: true });
		const target = pathOf(name);
		const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
		try {
			const file = await open(temp, 'w');
			try {
				await file.writeFile(state);
				await file.sync();
			} finally {
				await file.close();
			}
			await rename(temp, target);
		} catch (error) {
			await rm(temp, { force: true });
			throw error;
		}
		// The rename itself is only durable once the folder is synced (not possible on Windows).
		if (process.platform !== 'win32') {
			const d = await open(folder, 'r');
			try {
				await d.sync();
			} finally {
				await d.close();
			}
		}
	}

	return {
		async fetch(name) {
			try {
				return new Uint8Array(await readFile(pathOf(name)));
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
				throw error;
			}
		},
		store(name, state) {
			const previous = writing.get(name) ?? Promise.resolve();
			// A failed earlier write does not stop this one (it carries the whole state anyway).
			const next = previous.catch(() => {}).then(() => write(name, state));
			writing.set(name, next);
			void next
				.finally(() => {
					if (writing.get(name) === next) writing.delete(name);
				})
				.catch(() => {});
			return next;
		}
	};
}
