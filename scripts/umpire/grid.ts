import * as v from 'valibot';
import { scriptedDice, seededDice } from '../../src/lib/rules/common/dice';
import { stateHash } from '../../src/lib/rules/common/hash';
import type { Refusal } from '../../src/lib/rules/common/result';
import {
	applyOrder,
	legalOrders,
	missionSetup,
	newGame,
	viewFor,
	type GridEvent,
	type GridOrder,
	type GridSetup,
	type GridState
} from '../../src/lib/rules/grid/index';
import { listedFileSchema, missionFileSchema, type GridFile } from './grid-schema';
import { malformed, type UmpireAnswer } from './answer';
import { describeIssue } from './issues';

export type { UmpireAnswer } from './answer';

function setupOf(file: GridFile): GridSetup {
	if ('missionSetup' in file) {
		const m = file.missionSetup;
		return missionSetup(m.mission, seededDice(m.seed), {
			...(m.sideANation ? { sideANation: m.sideANation } : {}),
			...(m.escortType ? { escortType: m.escortType } : {}),
			...(file.options ? { rules: file.options } : {})
		});
	}
	return {
		mission: file.mission ?? null,
		board: file.board,
		planes: file.planes,
		terrain: file.terrain ?? {},
		objectives: file.objectives ?? {},
		...(file.options ? { options: file.options } : {}),
		...(file.firstDeck ? { firstDeck: file.firstDeck } : {})
	} as GridSetup;
}

/** A setup refusal as the file's reader needs it: where (the field's path), then why. */
function withField(r: Refusal): string {
	const field = r.params.field;
	return typeof field === 'string' ? `${field}: ${r.reason}` : r.reason;
}

/** Names in orders must exist: a typo is a malformed file, not a refused order. */
function unknownIds(setup: GridSetup, orders: readonly GridOrder[]): string | null {
	const planes = new Set(setup.planes.map((p) => p.id));
	const targets = new Set([...planes, ...(setup.terrain?.balloons ?? []).map((b) => b.id)]);
	for (const [i, o] of orders.entries()) {
		const where = `orders.${i}`;
		if ('plane' in o && !planes.has(o.plane))
			return `${where}.plane: unknown plane id "${o.plane}"`;
		if ('shots' in o)
			for (const [j, s] of o.shots.entries()) {
				if (!planes.has(s.plane)) return `${where}.shots.${j}.plane: unknown plane id "${s.plane}"`;
				if (!targets.has(s.target))
					return `${where}.shots.${j}.target: unknown target id "${s.target}"`;
			}
	}
	return null;
}

/**
 * Umpires one grid scenario file (already JSON-parsed): applies its orders and answers with
 * the resulting state and event log, or with the legal choices (`"query": "legal"`).
 */
export function runGridUmpire(input: unknown): UmpireAnswer {
	// The two kinds of file are told apart by `missionSetup`, so a refusal names the right field.
	const generated =
		typeof input === 'object' && input !== null && Object.hasOwn(input, 'missionSetup');
	const parsed = v.safeParse(generated ? missionFileSchema : listedFileSchema, input);
	if (!parsed.success) return malformed(describeIssue(parsed.issues));
	const file = parsed.output;
	if (file.dice && file.seed !== undefined)
		return malformed('give either "dice" or "seed", not both');
	const setup = setupOf(file);
	const orders = (file.orders ?? []) as GridOrder[];
	const bad = unknownIds(setup, orders);
	if (bad) return malformed(bad);
	const dice = file.dice ? scriptedDice(file.dice) : seededDice(file.seed ?? 1);
	const start = newGame(setup, dice.snapshot());
	if (!start.ok) return malformed(withField(start));
	let state: GridState = start.value.state;
	const events: GridEvent[] = [...start.value.events];
	for (const [i, order] of orders.entries()) {
		const r = applyOrder(state, order);
		if (!r.ok) {
			return {
				code: 1,
				output: {
					refused: { order: i, given: order, code: r.code, params: r.params, reason: r.reason },
					phase: state.phase,
					turn: state.turn,
					events,
					state
				}
			};
		}
		state = r.value.state;
		events.push(...r.value.events);
	}
	if (file.query === 'legal') return { code: 0, output: { legal: legalOrders(state) } };
	if (file.query === 'view-A' || file.query === 'view-B')
		return { code: 0, output: { view: viewFor(state, file.query === 'view-A' ? 'A' : 'B') } };
	return {
		code: 0,
		output: {
			turn: state.turn,
			phase: state.phase,
			result: state.result,
			events,
			state,
			hash: stateHash(state)
		}
	};
}
