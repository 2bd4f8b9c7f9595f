// `npm run check:design`: every rule id of the team's design checklists (../shared/design, only on
// the team's machines) must be in the project's rules index (docs/rules-index.md) and in
// docs/rules-coverage.md. The unit tests check the project against its own index; this check keeps
// the index complete. Run by .ci/run only when the design folder exists.
import { existsSync, readFileSync } from 'node:fs';

const DESIGN = process.env.DESIGN_DIR ?? '../shared/design';
const CHECKLISTS = ['rules-hex.md', 'rules-grid.md', 'campaign.md'];
const RULE_ID = /^[CGH]-(?:[A-Z]+-)?[A-Z]*\d+$/;

/** @param {string} file */
function checklistIds(file) {
	return [...readFileSync(file, 'utf8').matchAll(/^- ([CGH]-(?:[A-Z]+-)?[A-Z]*\d+)\b/gm)].map(
		(m) => m[1]
	);
}

/** @param {string} file */
function tableIds(file) {
	const ids = new Set();
	for (const line of readFileSync(file, 'utf8').split('\n')) {
		const id = (line.split('|')[1] ?? '').trim().replace(/`/g, '');
		if (RULE_ID.test(id)) ids.add(id);
	}
	return ids;
}

if (!existsSync(DESIGN)) {
	console.error(`check:design: no design folder at ${DESIGN}; nothing to check.`);
	process.exit(2);
}
const index = tableIds('docs/rules-index.md');
const coverage = tableIds('docs/rules-coverage.md');
const problems = [];
let count = 0;
for (const name of CHECKLISTS) {
	for (const id of checklistIds(`${DESIGN}/${name}`)) {
		count++;
		if (!index.has(id)) problems.push(`${id} (${name}) is not in docs/rules-index.md`);
		if (!coverage.has(id)) problems.push(`${id} (${name}) is not in docs/rules-coverage.md`);
	}
}
if (count === 0) problems.push(`no rule ids found in ${DESIGN}`);
for (const p of problems) console.error(`check:design: ${p}`);
if (problems.length) process.exit(1);
console.log(
	`check:design: all ${count} checklist ids are in the rules index and the coverage table.`
);
