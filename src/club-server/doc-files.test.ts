/**
 * The club server's document files (issue 29): names that cannot leave `<dir>/docs`, one file per
 * document, atomic writes whose last one wins.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docFileName, docFiles } from './doc-files';

let dir: string;
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'club-docs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every file under dir, relative, sorted. */
const everything = () =>
	(readdirSync(dir, { recursive: true }) as string[]).map((p) => p.split('\\').join('/')).sort();

const HOSTILE = [
	'../../etc/passwd',
	'campaign:../../x',
	'campaign:..',
	'..',
	'.',
	'',
	'/etc/passwd',
	'C:\\Windows\\x',
	'campaign:a/b',
	'campaign:a\u0000b',
	'.hidden',
	'campaign:%2E%2E%2Fx'
];

describe('docFileName', () => {
	it('keeps a campaign name readable', () => {
		expect(docFileName('campaign:3f2a-9b_c')).toBe('campaign%3A3f2a-9b_c.bin');
	});

	it('turns hostile names into one plain file name inside the folder', () => {
		for (const name of HOSTILE) {
			const file = docFileName(name);
			expect(file, name).toMatch(/^([a-z0-9_-]|%[0-9A-F]{2}|=[0-9a-f]{64})+\.bin$/);
			expect(basename(file), name).toBe(file);
			expect(join('/club/docs', file).startsWith('/club/docs/'), name).toBe(true);
		}
		expect(docFileName('../../etc/passwd')).toBe('%2E%2E%2F%2E%2E%2Fetc%2Fpasswd.bin');
	});

	it('keeps names apart that differ only in case (case-insensitive file systems)', () => {
		const a = docFileName('campaign:Abc');
		const b = docFileName('campaign:abc');
		expect(a.toLowerCase()).not.toBe(b.toLowerCase());
	});

	it('hashes names too long for a file name, and keeps them apart', () => {
		const long = 'campaign:' + 'ü'.repeat(100);
		const file = docFileName(long);
		expect(file).toMatch(/^=[0-9a-f]{64}\.bin$/);
		expect(docFileName(long + 'x')).not.toBe(file);
	});

	it('gives different names different files, even ignoring case', () => {
		fc.assert(
			fc.property(
				fc.string({ unit: 'binary', maxLength: 120 }),
				fc.string({ unit: 'binary', maxLength: 120 }),
				(a, b) => {
					fc.pre(a !== b);
					expect(docFileName(a).toLowerCase()).not.toBe(docFileName(b).toLowerCase());
				}
			),
			{ seed: 29, numRuns: 500 }
		);
	});
});

describe('docFiles', () => {
	it('gives back what it stored, and null for a document never stored', async () => {
		const files = docFiles(dir);
		expect(await files.fetch('campaign:x')).toBeNull();
		await files.store('campaign:x', new Uint8Array([1, 2, 3]));
		expect(await files.fetch('campaign:x')).toEqual(new Uint8Array([1, 2, 3]));
		expect(await docFiles(dir).fetch('campaign:x')).toEqual(new Uint8Array([1, 2, 3]));
		expect(everything()).toEqual(['docs', 'docs/campaign%3Ax.bin']);
	});

	it('writes hostile names inside <dir>/docs only, each apart', async () => {
		const files = docFiles(dir);
		for (const [i, name] of HOSTILE.entries()) await files.store(name, new Uint8Array([i]));
		for (const [i, name] of HOSTILE.entries()) {
			expect(await files.fetch(name), name).toEqual(new Uint8Array([i]));
		}
		const stored = everything();
		expect(stored.length).toBe(HOSTILE.length + 1);
		expect(stored.every((p) => p === 'docs' || /^docs\/[^/]+\.bin$/.test(p))).toBe(true);
	});

	it('leaves the last state asked for when stores overlap, and no temporary file', async () => {
		const files = docFiles(dir);
		// The first states are the largest (slowest to write): without the queue they land last.
		const states = Array.from({ length: 8 }, (_, i) => new Uint8Array(2 ** (22 - i)).fill(i));
		await Promise.all(states.map((s) => files.store('campaign:x', s)));
		const got = (await files.fetch('campaign:x')) ?? new Uint8Array();
		// Compared by size and fill (a diff of megabyte arrays would take minutes to print).
		expect([got.length, got[0]]).toEqual([states[7].length, 7]);
		expect(everything()).toEqual(['docs', 'docs/campaign%3Ax.bin']);
	});
});
