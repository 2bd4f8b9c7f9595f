import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

function tree(files: Record<string, string>): string {
	const root = mkdtempSync(join(tmpdir(), 'cycles-'));
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(join(root, path, '..'), { recursive: true });
		writeFileSync(join(root, path), text);
	}
	return root;
}

describe('import cycles between value modules (issue 27)', () => {
	it('finds none in src/lib', () => {
		expect(importCycles(join(process.cwd(), 'src/lib'))).toEqual([]);
	});

	it('finds a cycle through $lib and relative imports, and ignores type-only imports', () => {
		const root = tree({
			'a/fire.ts': "import { hit } from './hits';\nexport const fire = hit;\n",
			'a/hits.ts': "import { fire } from '$lib/a/fire';\nexport const hit = fire;\n",
			'b/x.ts': "import type { Y } from './y';\nexport const x = 1;\n",
			'b/y.ts': "import { x } from './x';\nexport type Y = typeof x;\n",
			'c/p.ts': "import { type Q } from './q';\nexport const p = 1;\n",
			'c/q.ts': "import { p } from './p';\nexport type Q = typeof p;\n"
		});
		expect(importCycles(root)).toEqual([['a/fire.ts', 'a/hits.ts']]);
	});
});
