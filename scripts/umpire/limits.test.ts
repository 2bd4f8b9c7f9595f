/**
 * The stated limits are the ones the umpire checks: docs/scenario-format.md "Limits" names each
 * number of scripts/umpire/limits.ts and of the engines' house-rule ranges.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GRID_RULE_RANGES } from '../../src/lib/rules/grid/setup-check';
import { FILE_LIMITS, GRID_LIMITS, HEX_LIMITS } from './limits';

const doc = readFileSync('docs/scenario-format.md', 'utf8');
const limits = doc.slice(doc.indexOf('## Limits'), doc.indexOf('## Impossible states'));
const n = (x: number) => x.toLocaleString('en-US');
const signed = (x: number) => (x < 0 ? `−${-x}` : String(x));

/** The table row whose first cell is `label`, as text. */
function row(label: string): string {
	const line = limits.split('\n').find((l) => l.startsWith(`| ${label} |`));
	if (!line) throw new Error(`no row "${label}" in the Limits table`);
	return line;
}

describe('docs/scenario-format.md states the limits the umpire checks', () => {
	it('file limits', () => {
		expect(row('file size')).toContain(`${n(FILE_LIMITS.bytes)} bytes`);
		expect(row('nesting of arrays and objects')).toContain(`${FILE_LIMITS.depth} levels`);
		expect(row('ids, names, codes, colours')).toContain(`${FILE_LIMITS.idLength} characters`);
		expect(row('`description` (hex)')).toContain(`${n(FILE_LIMITS.textLength)} characters`);
		expect(row('`dice`')).toContain(
			`${n(FILE_LIMITS.dice)} values, each 1 … ${n(FILE_LIMITS.diceValue)}`
		);
		expect(row('`seed`')).toContain(`0 … ${n(FILE_LIMITS.seedMax)}`);
	});

	it('grid limits and house-rule ranges', () => {
		expect(row('grid: board')).toContain(`2 … ${GRID_LIMITS.boardSide} squares`);
		expect(row('grid: planes')).toContain(`1 … ${GRID_LIMITS.planes}`);
		expect(row('grid: clouds')).toContain(
			`${GRID_LIMITS.rectangles} small and ${GRID_LIMITS.rectangles} large`
		);
		expect(row('grid: balloons, photo points, bomb targets, hidden sites')).toContain(
			`${GRID_LIMITS.markers} each`
		);
		expect(row('grid: orders')).toContain(n(GRID_LIMITS.orders));
		expect(row('grid: shots in one order')).toContain(String(GRID_LIMITS.shots));
		expect(row('grid: letters in a `move` path, steps in a `flight`')).toContain(
			String(GRID_LIMITS.path)
		);
		expect(row('grid: `options.turnLimit`')).toContain(`1 … ${GRID_LIMITS.turnLimit}`);
		expect(row("grid: a plane's `hp` / `ve`")).toContain(`−${GRID_LIMITS.ve} … ${GRID_LIMITS.ve}`);
		const houseRules = row('grid: house rules (`options`)');
		for (const [rule, [min, max]] of Object.entries(GRID_RULE_RANGES)) {
			if (rule === 'turnLimit') continue;
			const range = `${signed(min)}–${signed(max)}`;
			expect(houseRules, rule).toMatch(new RegExp(`\`${rule}\`[^|]*?${range}`));
		}
	});

	it('hex limits', () => {
		expect(row('hex: planes')).toContain(`2 … ${HEX_LIMITS.planes}`);
		expect(row('hex: `turn`')).toContain(`1 … ${HEX_LIMITS.turn}`);
		expect(row('hex: `fuel` / `state.ammo`')).toContain(`≤ ${HEX_LIMITS.fuel}`);
		expect(row('hex: `state.glideTurnsLeft`, `restrictions.rudder.turns`')).toContain(
			`0 … ${HEX_LIMITS.glideTurns}, 1 … ${HEX_LIMITS.rudderTurns}`
		);
		expect(row('hex: `houseRules.lewisAmmo`')).toContain(`1 … ${HEX_LIMITS.lewisAmmo}`);
		expect(row('hex: `houseRules.collisionThresholds`')).toContain(
			`0 … ${HEX_LIMITS.collisionThreshold}`
		);
		expect(row('hex: fire orders per plot')).toContain(String(HEX_LIMITS.fireOrders));
	});
});
