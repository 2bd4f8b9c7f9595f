/**
 * G-FIRE-2, G-FIRE-3: rolling a checked shot's pool and applying the hits — minor hits, the major
 * table's effects, criticals and kills — to a draft state (copy-on-write planes). Shots are
 * checked and sized in fire.ts; this module reads fire.ts, never the other way round (issue 27).
 */
import type { Dice } from '../common/dice';
import { AGILITY_ORDER, HIT_FACES, MAJOR_TABLE, SPEED_ORDER } from '../../data/grid/rules';
import { aircraftOf } from './catalog';
import type { GridEvent, MajorRoll } from './events';
import { findTarget, type ShotPlan } from './fire';
import { writablePlane } from './state';
import type { GridState } from './types';

export interface Rolled {
	rolls: number[];
	majors: MajorRoll[];
	minor: number;
	hpLoss: number;
}

const MAJOR_EFFECT = (row: (typeof MAJOR_TABLE)[number]): MajorRoll['effect'] =>
	row.observerDies
		? 'observer-dies'
		: row.speedLoss
			? 'speed-lost'
			: row.agilityLoss
				? 'agility-lost'
				: row.critical
					? 'critical'
					: 'damage';

/** G-FIRE-2 / G-FIRE-3: roll the pool, then the major table for each 6. */
export function rollHits(dice: Dice, count: number): Rolled {
	const rolls = dice.pool(count);
	const majors: MajorRoll[] = [];
	let minor = 0;
	let hpLoss = 0;
	for (const r of rolls) {
		if ((HIT_FACES.major as readonly number[]).includes(r)) {
			const roll = dice.d6();
			const row = MAJOR_TABLE[roll - 1];
			majors.push({ roll, hp: row.hp, effect: MAJOR_EFFECT(row) });
			hpLoss += row.hp;
		} else if ((HIT_FACES.minor as readonly number[]).includes(r)) {
			minor++;
			hpLoss++;
		}
	}
	return { rolls, majors, minor, hpLoss };
}

/**
 * Applies a rolled shot to a (draft) state, mutating the draft's target copy.
 * The kill goes to the shot that takes the target to 0 HP (G-END-2).
 */
export function applyHits(
	draft: GridState,
	shooterId: string,
	targetId: string,
	hit: Rolled,
	events: GridEvent[]
): void {
	const target = findTarget(draft, targetId);
	if (!target) return;
	if (target.kind === 'balloon') {
		const b = target.balloon;
		if (b.hp <= 0) return;
		b.hp = Math.max(0, b.hp - hit.hpLoss);
		if (b.hp === 0) {
			draft.balloonsDestroyed = [...draft.balloonsDestroyed, { balloon: b.id, by: shooterId }];
			events.push({ type: 'balloon-destroyed', balloon: b.id, by: shooterId });
		}
		return;
	}
	if (target.plane.hp <= 0) return;
	const p = writablePlane(draft, target.plane);
	p.hp = Math.max(0, p.hp - hit.hpLoss);
	if (p.hp === 0) {
		p.status = 'shot-down';
		draft.kills = [...draft.kills, { killer: shooterId, victim: p.id, turn: draft.turn }];
		events.push({ type: 'shot-down', plane: p.id, by: shooterId });
		return;
	}
	const spec = aircraftOf(p);
	for (const m of hit.majors) {
		if (m.effect === 'observer-dies') {
			const gun = spec.guns.find((g) => g.crew === 'observer' && !p.deadCrew.includes(g.id));
			if (gun) {
				p.deadCrew = [...p.deadCrew, gun.id];
				events.push({ type: 'observer-killed', plane: p.id, gun: gun.id });
			}
		} else if (m.effect === 'speed-lost') {
			const i = Math.min(SPEED_ORDER.length - 1, SPEED_ORDER.indexOf(p.speed) + 1);
			p.speed = SPEED_ORDER[i];
			events.push({ type: 'speed-lost', plane: p.id, now: p.speed });
		} else if (m.effect === 'agility-lost') {
			const i = Math.min(AGILITY_ORDER.length - 1, AGILITY_ORDER.indexOf(p.agility) + 1);
			p.agility = AGILITY_ORDER[i];
			events.push({ type: 'agility-lost', plane: p.id, now: p.agility });
		}
	}
	const critical =
		hit.majors.some((m) => m.effect === 'critical') ||
		p.hp <= draft.rules.hitPoints[spec.kind].critical;
	if (critical && !p.critical) {
		p.critical = true;
		events.push({ type: 'critical', plane: p.id });
	}
}

/** Rolls and applies a checked volley in order (simultaneous fire: pools were sized beforehand). */
export function resolveVolley(
	draft: GridState,
	plans: readonly ShotPlan[],
	dice: Dice,
	events: GridEvent[]
): void {
	for (const plan of plans) {
		const hit = rollHits(dice, plan.dice);
		events.push({
			type: 'shot',
			shooter: plan.order.plane,
			gun: plan.order.gun,
			target: plan.order.target,
			range: plan.range,
			ca: plan.ca,
			dice: plan.dice,
			...hit
		});
		applyHits(draft, plan.order.plane, plan.order.target, hit, events);
	}
}
