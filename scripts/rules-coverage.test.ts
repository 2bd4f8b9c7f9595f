import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';

/**
 * docs/rules-coverage.md must map every rule id of the project's rules index (docs/rules-index.md,
 * our copy of the design checklists' ids) to tests that exist, so a missing id or a cited test
 * that does not exist fails CI. Whether the index is complete against the checklists themselves is
 * `npm run check:design` (scripts/check-design.mjs), which needs the team's design folder.
 */
const REQUIRED_FAMILIES = [/^G-/, /^C-/, /^H-/];
const RULE_ID = /^[CGH]-(?:[A-Z]+-)?[A-Z]*\d+$/;

/** The ids of a markdown table's first column. */
function tableIds(file: string): string[] {
	const ids = new Set<string>();
	for (const line of readFileSync(file, 'utf8').split('\n')) {
		const id = (line.split('|')[1] ?? '').trim().replace(/`/g, '');
		if (RULE_ID.test(id)) ids.add(id);
	}
	return [...ids];
}

const checklistIds = (): string[] => tableIds('docs/rules-index.md');

/** Test titles in a source: literal ones as they are, parametrised ones (`%s`, `${x}`) as patterns. */
function titleMatchers(source: string): ((name: string) => boolean)[] {
	const matchers: ((name: string) => boolean)[] = [(name) => source.includes(name)];
	for (const m of source.matchAll(
		/(?:it|test|describe)(?:\.each\([^)]*\))?\(\s*(['"`])((?:(?!\1).)*)\1/g
	)) {
		const title = m[2];
		if (!/%[sdifjo#]|\$\{/.test(title)) continue;
		const pattern = title
			.split(/%[sdifjo#]|\$\{[^}]*\}/)
			.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
			.join('.+');
		const re = new RegExp(`^${pattern}$`);
		matchers.push((name) => re.test(name));
	}
	return matchers;
}

function coverageRows(): Map<string, string> {
	const rows = new Map<string, string>();
	const text = readFileSync('docs/rules-coverage.md', 'utf8');
	for (const line of text.split('\n')) {
		const cells = line.split('|').map((c) => c.trim());
		if (cells.length < 4) continue;
		const id = cells[1].replace(/`/g, '');
		if (RULE_ID.test(id)) rows.set(id, cells[cells.length - 2]);
	}
	return rows;
}

describe('rules coverage table', () => {
	const ids = checklistIds();
	const rows = coverageRows();

	it('the index and the coverage table list the same ids', () => {
		expect(new Set(tableIds('docs/rules-coverage.md'))).toEqual(new Set(ids));
	});

	it('reads the index', () => {
		expect(ids).toContain('G-FIRE-1');
		expect(ids).toContain('C-P4');
		expect(ids).toContain('H-TAIL-3');
	});

	it('lists every required rule id with at least one test', () => {
		const required = ids.filter((id) => REQUIRED_FAMILIES.some((f) => f.test(id)));
		const missing = required.filter((id) => !rows.get(id));
		expect(missing, `ids without tests in docs/rules-coverage.md: ${missing.join(', ')}`).toEqual(
			[]
		);
	});

	it('cites only test files and test names that exist', () => {
		const broken: string[] = [];
		for (const [id, cell] of rows) {
			// Each citation is a backtick-quoted `file › describe › test`.
			for (const cite of [...cell.matchAll(/`([^`]+\.test\.ts[^`]*)`/g)].map((c) => c[1].trim())) {
				const [file, ...names] = cite.split('›').map((p) => p.trim());
				if (!existsSync(file)) {
					broken.push(`${id}: no file ${file}`);
					continue;
				}
				const matchers = titleMatchers(readFileSync(file, 'utf8'));
				for (const name of names) {
					if (!matchers.some((matches) => matches(name)))
						broken.push(`${id}: "${name}" not in ${file}`);
				}
			}
		}
		expect(broken).toEqual([]);
	});
});

/** The "implemented in" column (issue 27): id → the source files named there. */
function implementedIn(): Map<string, string[]> {
	const out = new Map<string, string[]>();
	for (const line of readFileSync('docs/rules-coverage.md', 'utf8').split('\n')) {
		const cells = line.split('|').map((c) => c.trim());
		if (cells.length < 6) continue;
		const id = cells[1].replace(/`/g, '');
		if (!RULE_ID.test(id)) continue;
		out.set(
			id,
			[...cells[3].matchAll(/`([^`]+)`/g)].map((m) => m[1])
		);
	}
	return out;
}

describe('where each rule is implemented (issue 27)', () => {
	const files = implementedIn();

	it('names at least one source file for every rule id', () => {
		expect(checklistIds().filter((id) => (files.get(id) ?? []).length === 0)).toEqual([]);
	});

	it('names only source files that exist and cite the rule id', () => {
		const wrong: string[] = [];
		for (const [id, paths] of files) {
			for (const path of paths) {
				if (!existsSync(path) || /\.(test|spec)\.ts$/.test(path)) wrong.push(`${id}: ${path}`);
				else if (!new RegExp(`(?<![A-Z0-9-])${id}(?![0-9])`).test(readFileSync(path, 'utf8')))
					wrong.push(`${id}: ${path} does not cite it`);
			}
		}
		expect(wrong).toEqual([]);
	});
});
