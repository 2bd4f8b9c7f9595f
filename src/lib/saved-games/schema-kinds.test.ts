import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { TallyAction } from '$lib/table/grid/types';
import type { MaxAction } from '$lib/table/hex/types';
import { tallyActionSchema } from './grid-schema';
import { maxActionSchema } from './hex-schema';

/**
 * Every step a table companion can log has its schema, so a saved table game with a newer step
 * still opens (issue 26 × issue 27: hold fire and collisions were refused after a reload). The
 * records below are typed by the companions' own unions: a new kind fails the type check here.
 */
const MAX_KINDS: Record<MaxAction['kind'], true> = {
	maneuver: true,
	fuel: true,
	altitude: true,
	reload: true,
	shot: true,
	'hold-fire': true,
	collision: true,
	resolve: true,
	spin: true,
	unjam: true,
	problems: true,
	tick: true,
	out: true,
	'end-turn': true
};
const TALLY_KINDS: Record<TallyAction['kind'], true> = {
	shot: true,
	'end-fire': true,
	moved: true,
	lost: true,
	'cloud-exit': true,
	'cloud-exit-reroll': true,
	patience: true,
	bid: true,
	flight: true,
	combat: true,
	'end-combat': true,
	left: true,
	down: true,
	objective: true,
	end: true
};

const kindsOf = (schema: { options: readonly v.GenericSchema[] }) =>
	schema.options
		.map((o) => (o as v.LooseObjectSchema<v.ObjectEntries, undefined>).entries.kind)
		.map((k) => (k as v.LiteralSchema<string, undefined>).literal)
		.sort();

describe('saved table games: a schema for every step kind', () => {
	it('Blue Max box', () => {
		expect(kindsOf(maxActionSchema)).toEqual(Object.keys(MAX_KINDS).sort());
	});
	it('"Tally Ho!" miniatures', () => {
		expect(kindsOf(tallyActionSchema)).toEqual(Object.keys(TALLY_KINDS).sort());
	});
	it('keeps the passed enemies of a move and a maneuver’s altitude order', () => {
		const moved = { kind: 'moved', plane: 'A1', manoeuvre: null, passed: ['B1'] };
		expect(v.safeParse(tallyActionSchema, moved).success).toBe(true);
		expect(v.safeParse(tallyActionSchema, { ...moved, passed: 'B1' }).success).toBe(false);
		const plot = { kind: 'maneuver', plane: 'P1', code: '3S1', order: 'climb' };
		expect(v.safeParse(maxActionSchema, plot).success).toBe(true);
		expect(v.safeParse(maxActionSchema, { ...plot, order: 'up' }).success).toBe(false);
	});
});
