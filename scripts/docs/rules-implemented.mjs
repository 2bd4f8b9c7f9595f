// Fills the "implemented in" column of docs/rules-coverage.md (issue 27): for each rule id, the
// source files (not tests) that cite it, the rules core first, at most three. Run it after
// adding or moving rule code: `node scripts/docs/rules-implemented.mjs`. The coverage test
// (scripts/rules-coverage.test.ts) checks every file named there exists and cites the id.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const DOC = 'docs/rules-coverage.md';
const ROOTS = ['src/lib', 'scripts/umpire'];
const RULE_ID = /^[A-Z]+(-[A-Z0-9]+)+$/;
const MAX_FILES = 3;

function sources(dir) {
	const out = [];
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (path === 'src/lib/i18n/generated') continue; // built from messages, not kept in git
		if (statSync(path).isDirectory()) out.push(...sources(path));
		else if (/\.(ts|svelte)$/.test(name) && !/\.(test|spec|fixtures)\.ts$/.test(name))
			out.push(path);
	}
	return out;
}

/** Rules core and data first, then the rest; within a group, the file citing the id most. */
const rank = (file) =>
	file.startsWith('src/lib/rules/') ? 0 : file.startsWith('src/lib/data/') ? 1 : 2;

export function implementers(id, texts) {
	const pattern = new RegExp(`(?<![A-Z0-9-])${id.replace(/-/g, '\\-')}(?![0-9])`, 'g');
	return [...texts]
		.map(([file, text]) => ({ file, count: (text.match(pattern) ?? []).length }))
		.filter((f) => f.count > 0)
		.sort(
			(a, b) => rank(a.file) - rank(b.file) || b.count - a.count || a.file.localeCompare(b.file)
		)
		.slice(0, MAX_FILES)
		.map((f) => f.file);
}

function main() {
	const texts = new Map(ROOTS.flatMap(sources).map((f) => [f, readFileSync(f, 'utf8')]));
	const lines = readFileSync(DOC, 'utf8').split('\n');
	const out = lines.map((line) => {
		const cells = line.split('|');
		if (cells.length < 5) return line;
		const first = cells[1].trim().replace(/`/g, '');
		const header = first === 'id';
		const divider = /^-+$/.test(first);
		if (!header && !divider && !RULE_ID.test(first)) return line;
		// | id | rule | [implemented in |] tests |  → always four columns
		const id = cells[1];
		const rule = cells[2];
		const tests = cells[cells.length - 2];
		let impl;
		if (header) impl = ' implemented in ';
		else if (divider) impl = '---';
		else {
			const files = implementers(first, texts);
			impl = files.length ? ` ${files.map((f) => `\`${f}\``).join('; ')} ` : ' — ';
		}
		return ['', id, rule, impl, tests, ''].join('|');
	});
	writeFileSync(DOC, out.join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
