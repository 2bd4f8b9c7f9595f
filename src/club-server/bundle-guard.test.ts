/**
 * The club server stays out of the app (issue 29): nothing under src/routes or src/lib imports
 * src/club-server, and the shared club code (src/lib/club, which the app loads) uses no Node
 * module.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string, out: string[] = []): string[] {
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (name === 'generated') continue;
		if (statSync(path).isDirectory()) files(path, out);
		else if (/\.(ts|svelte)$/.test(name) && !/\.test\.ts$/.test(name)) out.push(path);
	}
	return out;
}

describe('the club server is not part of the app', () => {
	it('no app file imports src/club-server', () => {
		const app = [...files('src/routes'), ...files('src/lib')];
		expect(app.length).toBeGreaterThan(100);
		const importers = app.filter((f) =>
			/from\s+['"][^'"]*club-server/.test(readFileSync(f, 'utf8'))
		);
		expect(importers).toEqual([]);
	});

	it('src/lib/club uses no Node module', () => {
		const club = files('src/lib/club');
		expect(club.length).toBeGreaterThan(3);
		const node = club.filter((f) =>
			/from\s+['"](node:|ws['"]|@hocuspocus\/server)/.test(readFileSync(f, 'utf8'))
		);
		expect(node).toEqual([]);
	});
});
