/**
 * H-MOVE-4 on the table (000:512–518): the players confirm which planes ended phase 3 in one hex
 * at one altitude level; the engine rolls (`collisionRoll`: the least stable rolls d6 + the
 * highest speed + its stability value) and each involved plane draws deck A cards, blue half, the
 * roller first (`collisionDraws`; ◇ with the CRT: blue chits). The damage takes effect in phase 6
 * with the rest of the turn's (H-DMG-1…5).
 */
import { AIRCRAFT, MANEUVERS } from '$lib/data/hex';
import type { Dice } from '$lib/rules/common/dice';
import { ok, quote, refuse, type Result } from '$lib/rules/common/result';
import { collisionDraws } from '$lib/rules/hex/damage-phases';
import { collisionRoll } from '$lib/rules/hex/movement';
import { isOut } from './shots';
import type { MaxEvent, MaxPlane, MaxState } from './types';

const badGroup = () =>
	refuse(
		'table.collision_planes',
		{},
		'A collision is two or more planes in play, in one hex at one altitude level, each once a turn.'
	);

/** The planes named, checked: in play, at one level, each once, none collided this turn. */
function groupOf(state: MaxState, ids: readonly string[]): Result<MaxPlane[]> {
	if (!state.rules.optional.altitude)
		return refuse('table.no_altitude_rule', {}, 'This game is played without altitude.');
	const planes: MaxPlane[] = [];
	for (const id of ids) {
		const p = state.planes.find((q) => q.id === id);
		if (!p) return refuse('table.no_such_plane', { plane: quote(id) }, 'There is no such plane.');
		if (isOut(p) || planes.includes(p) || p.done.includes('collision')) return badGroup();
		planes.push(p);
	}
	const level = planes[0]?.altitude ?? null;
	if (planes.length < 2 || level === null || level < 1 || planes.some((p) => p.altitude !== level))
		return badGroup();
	// The speed of the maneuver each flew this turn goes into the roll.
	if (planes.some((p) => p.maneuver === null || !Object.hasOwn(MANEUVERS, p.maneuver)))
		return refuse(
			'table.maneuver_first',
			{},
			'Enter the maneuver this plane flew this turn first: the check depends on it.'
		);
	return ok(planes);
}

export function collide(
	draft: MaxState,
	ids: readonly string[],
	dice: Dice,
	events: MaxEvent[]
): Result<void> {
	const group = groupOf(draft, ids);
	if (!group.ok) return group;
	const planes = group.value;
	const c = collisionRoll(
		draft.rules,
		planes.map((p) => ({
			id: p.id,
			stability: AIRCRAFT[p.aircraft].stability,
			speed: MANEUVERS[p.maneuver!].speed
		})),
		dice
	);
	events.push({
		type: 'collision',
		plane: '',
		visibility: 'all',
		planes: planes.map((p) => p.id),
		...c
	});
	const roller = planes.find((p) => p.id === c.roller)!;
	for (const p of [roller, ...planes.filter((q) => q !== roller)]) {
		p.done = [...p.done, 'collision'];
		if (c.cards === 0) continue;
		const drawn = collisionDraws(draft.decks, 'A', 'blue', c.cards, dice);
		if (drawn.decks) draft.decks = drawn.decks;
		draft.hits = { ...draft.hits, [p.id]: [...(draft.hits[p.id] ?? []), ...drawn.hits] };
		// Which cards a plane drew is its owner's secret (H-DMG-6).
		events.push({
			type: 'hits-drawn',
			plane: p.id,
			visibility: 'owner',
			hits: drawn.hits.map((h) => ({ id: h.id, half: h.half, source: h.source }))
		});
	}
	return ok(undefined);
}
