/**
 * What a plane's card shows (ux principle 4): built from the seat's view only, so it can show no
 * more than that seat may know. The grid rules hide nothing about a plane — hit points, speed,
 * agility and ace skills are open to both sides (rules-grid G-AC-2, G-AC-4) — so own and enemy
 * cards differ only in the words "yours" / "enemy".
 */
import { GUN_DICE } from '$lib/data/grid/rules';
import { GRID_AIRCRAFT_BY_ID, type GridView, type PlaneState } from '$lib/rules/grid';

export interface PlaneCardData {
	id: string;
	type: string;
	typeName: string;
	side: PlaneState['side'];
	own: boolean;
	pilot: string | null;
	hp: number;
	hpMax: number;
	/** At or below this the plane must withdraw (G-FIRE-4, G-MOVE-6). */
	criticalAt: number;
	critical: boolean;
	speed: string;
	/** The type's speed before damage, when damage lowered it (G-FIRE-3 row 2). */
	baseSpeed: string | null;
	agility: string;
	baseAgility: string | null;
	guns: { id: string; kind: 'single' | 'double'; dice: number; range: number; crewLost: boolean }[];
	aceSkills: string[];
	status: PlaneState['status'];
	/** This turn's +ve/−ve total (combat advantage, G-MAN-4). */
	ve: number;
	jinking: boolean;
	noFire: boolean;
	deadEye: boolean;
	lastManoeuvre: string | null;
}

export function planeCard(view: GridView, id: string): PlaneCardData | null {
	const p = view.planes.find((q) => q.id === id);
	if (!p) return null;
	const spec = Object.hasOwn(GRID_AIRCRAFT_BY_ID, p.type) ? GRID_AIRCRAFT_BY_ID[p.type] : null;
	const points = spec ? view.rules.hitPoints[spec.kind] : { hp: p.hp, critical: 0 };
	const changed = <T>(now: T, base: T | undefined): T | null =>
		base !== undefined && base !== now && !spec?.static ? base : null;
	return {
		id: p.id,
		type: p.type,
		typeName: spec?.name ?? p.type,
		side: p.side,
		own: p.side === view.seat,
		pilot: p.pilot,
		hp: p.hp,
		hpMax: points.hp,
		criticalAt: points.critical,
		critical: p.critical,
		speed: p.speed,
		baseSpeed: changed(p.speed, spec?.speed),
		agility: p.agility,
		baseAgility: changed(p.agility, spec?.agility),
		guns: (spec?.guns ?? []).map((g) => ({
			id: g.id,
			kind: g.kind,
			dice: GUN_DICE[g.kind].dice,
			range: GUN_DICE[g.kind].range,
			crewLost: p.deadCrew.includes(g.id)
		})),
		aceSkills: [...p.aceSkills],
		status: p.status,
		ve: p.ve,
		jinking: p.jinkTurn === view.turn,
		noFire: p.noFireTurn === view.turn,
		deadEye: p.deadEyeTurn === view.turn,
		lastManoeuvre: p.lastManoeuvre
	};
}
