/**
 * How the UI words the parameters of the grid reasons (`grid.…`, `skirmish.…`), by parameter
 * name: plane ids as the screen names them, manoeuvre and gun ids, speed and agility classes,
 * sides, and squares (counted from 1 on the screens, from 0 in the engine and scenario files).
 * The names are the Skirmish screens' own messages, so a reason says what the buttons say.
 */
import { m } from '$lib/ui/i18n';
import type { ParamFormatter, ReasonNames } from './reasons';

const MANOEUVRES: Readonly<Record<string, () => string>> = {
	slow: m.skirmish_man_slow,
	'split-s': m.skirmish_man_split_s,
	'throttle-back': m.skirmish_man_throttle_back,
	'full-throttle': m.skirmish_man_full_throttle,
	jink: m.skirmish_man_jink,
	immelmann: m.skirmish_man_immelmann,
	'engine-hang': m.skirmish_man_engine_hang,
	'dead-eye': m.skirmish_man_dead_eye
};

/** Speed and agility classes (G-AC-2). */
const CLASSES: Readonly<Record<string, () => string>> = {
	nimble: m.skirmish_class_nimble,
	average: m.skirmish_class_average,
	clumsy: m.skirmish_class_clumsy,
	fast: m.skirmish_class_fast,
	medium: m.skirmish_class_medium,
	slow: m.skirmish_class_slow
};

/** Gun ids of src/lib/data/grid/aircraft.ts; Zeppelin gondola guns are "fwd-…" / "aft-…". */
const GUNS: Readonly<Record<string, () => string>> = {
	mg: m.skirmish_gun_pilot,
	obs: m.skirmish_gun_observer,
	wing: m.skirmish_gun_wing,
	front: m.skirmish_gun_front,
	left: m.skirmish_gun_left,
	right: m.skirmish_gun_right
};

const known = (table: Readonly<Record<string, () => string>>, value: string | number) =>
	Object.hasOwn(table, value) ? table[value]() : String(value);

/** A gun's name; an id the aircraft list does not know is shown as it is. */
export function gunLabel(id: string | number): string {
	const gondola = /^(fwd|aft)-(.+)$/.exec(String(id));
	if (gondola && Object.hasOwn(GUNS, gondola[2])) {
		const gun = GUNS[gondola[2]]();
		return gondola[1] === 'fwd' ? m.skirmish_gun_fwd({ gun }) : m.skirmish_gun_aft({ gun });
	}
	return known(GUNS, id);
}

/** A speed or agility class, or several written "nimble/average". */
export const classLabel = (value: string | number): string =>
	String(value)
		.split('/')
		.map((c) => known(CLASSES, c))
		.join('/');

const planeLabel = (value: string | number, names: ReasonNames): string =>
	names.plane ? names.plane(String(value)) : String(value);

const sideLabel = (value: string | number): string =>
	value === 'A' ? m.skirmish_side_a() : value === 'B' ? m.skirmish_side_b() : String(value);

/** Squares are counted from 1 on the board and in the turn log. */
const square = (value: string | number): string =>
	typeof value === 'number' ? String(value + 1) : value;

export const GRID_PARAMS: Record<string, ParamFormatter> = {
	plane: planeLabel,
	target: planeLabel,
	current: planeLabel,
	side: sideLabel,
	manoeuvre: (value) => known(MANOEUVRES, value),
	gun: gunLabel,
	agility: classLabel,
	agilities: classLabel,
	speed: classLabel,
	speeds: classLabel,
	x: square,
	y: square,
	fromX: square,
	fromY: square
};
