import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';

/**
 * docs/rules-coverage.md must map every rule id of the design checklists to tests that exist.
 * Families listed here are the ones whose engine has landed; a family joins the list in the
 * change that implements it, so a missing id or a cited test that does not exist fails CI.
 */
const REQUIRED_FAMILIES = [/^G-/, /^C-/, /^H-(SET|TAIL|PLAN|MOVE|FUEL)-/];
const CHECKLISTS = ['rules-grid.md', 'campaign.md', 'rules-hex.md'];
const DESIGN = '../shared/design';

function checklistIds(): string[] {
	const ids = new Set<string>();
	for (const file of CHECKLISTS) {
		const text = readFileSync(`${DESIGN}/${file}`, 'utf8');
		for (const match of text.matchAll(/^- ([CGH](?:-[A-Z]+)?-\d+)\b/gm)) ids.add(match[1]);
	}
	return [...ids];
}

function coverageRows(): Map<string, string> {
	const rows = new Map<string, string>();
	const text = readFileSync('docs/rules-coverage.md', 'utf8');
	for (const line of text.split('\n')) {
		const cells = line.split('|').map((c) => c.trim());
		if (cells.length < 4) continue;
		const id = cells[1].replace(/`/g, '');
		if (/^[CGH](-[A-Z]+)?-\d+$/.test(id)) rows.set(id, cells[cells.length - 2]);
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
		expect(missing, `ids without tests in docs/rules-coverage.md: ${missing.join(', ')}`).toEqual([]);
	});

	it('cites only test files and test names that exist', () => {
		const broken: string[] = [];
		for (const [id, cell] of rows) {
			for (const cite of cell.split(/<br>|;/).map((c) => c.replace(/`/g, '').trim())) {
				if (!cite) continue;
				const [file, ...names] = cite.split('›').map((p) => p.trim());
				if (!existsSync(file)) {
					broken.push(`${id}: no file ${file}`);
					continue;
				}
				const source = readFileSync(file, 'utf8');
				for (const name of names) {
					if (!source.includes(name)) broken.push(`${id}: "${name}" not in ${file}`);
				}
			}
		}
		expect(broken).toEqual([]);
	});
});
