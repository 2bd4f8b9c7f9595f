import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';

/**
 * docs/rules-coverage.md must map every rule id of the design checklists to tests that exist.
 * Families listed here are the ones whose engine has landed; a family joins the list in the
 * change that implements it, so a missing id or a cited test that does not exist fails CI.
 */
const REQUIRED_FAMILIES = [/^G-/, /^C-/, /^H-/];
const CHECKLISTS = ['rules-grid.md', 'campaign.md', 'rules-hex.md'];
const DESIGN = '../shared/design';

function checklistIds(): string[] {
	const ids = new Set<string>();
	for (const file of CHECKLISTS) {
		const text = readFileSync(`${DESIGN}/${file}`, 'utf8');
		for (const match of text.matchAll(/^- ([CGH]-(?:[A-Z]+-)?[A-Z]*\d+)\b/gm)) ids.add(match[1]);
	}
	return [...ids];
}

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
		if (/^[CGH]-(?:[A-Z]+-)?[A-Z]*\d+$/.test(id)) rows.set(id, cells[cells.length - 2]);
	}
	return rows;
}

describe('rules coverage table', () => {
	const ids = checklistIds();
	const rows = coverageRows();

	it('reads the checklists', () => {
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
