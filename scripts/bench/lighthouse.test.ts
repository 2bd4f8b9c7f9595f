import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preloadAfterFirstPaint } from '../../src/lib/boot/preload-after-paint';
import { firstLoadJsKb } from './lighthouse';

describe("the home page's first-load JavaScript (issue 19)", () => {
	it('counts each script the page starts or preloads once, gzipped', () => {
		const dir = mkdtempSync(join(tmpdir(), 'first-load-'));
		try {
			mkdirSync(join(dir, '_app/immutable/chunks'), { recursive: true });
			const a = 'export const a = 1;'.repeat(50);
			const b = 'export const b = 2;';
			writeFileSync(join(dir, '_app/immutable/chunks/a.js'), a);
			writeFileSync(join(dir, '_app/immutable/chunks/b.js'), b);
			writeFileSync(join(dir, '_app/immutable/chunks/lazy.js'), 'never loaded first');
			writeFileSync(
				join(dir, 'index.html'),
				preloadAfterFirstPaint(['./_app/immutable/chunks/a.js', './_app/immutable/chunks/b.js']) +
					'<script>import("./_app/immutable/chunks/a.js")</script>'
			);
			const got = firstLoadJsKb(join(dir, 'index.html'), dir);
			expect(got.files).toBe(2);
			const want = (gzipSync(a, { level: 9 }).length + gzipSync(b, { level: 9 }).length) / 1000;
			expect(got.kb).toBeCloseTo(want, 6);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
