/**
 * The setup screen's form (H-SET-1…6) and how it becomes the engine's HexSetup. Planes start in
 * the column next to their side's home edge (entente west, central powers east).
 */
import {
	AIRCRAFT,
	BOARDS,
	aircraftInService,
	type OptionalRules,
	type PresetName,
	type Side
} from '$lib/data/hex';
import type { HexSetup } from '$lib/rules/hex';
import { DEFAULT_BOT_LEVEL, type BotLevel } from './bot-client';
import type { DogfightSeat, SeatKind } from './game';

export interface PlaneForm {
	aircraft: string;
	colour: string;
	/** 1-based row of the start hex. */
	row: number;
	altitude: number;
	novice: boolean;
}

export interface SeatForm {
	name: string;
	side: Side;
	kind: SeatKind;
	level: BotLevel;
	planes: PlaneForm[];
}

export interface SetupForm {
	preset: PresetName;
	optional: OptionalRules;
	/** `YYYY-MM` (H-SET-4). */
	month: string;
	seats: SeatForm[];
	/**
	 * Where the planes start: next to the home edges (H-SET-3, the default), or ◇ close — the
	 * sides 4 columns apart mid-map, facing each other, each side's planes one above the other
	 * (practice, tests: the first turns already bring shots).
	 */
	start?: 'homeEdges' | 'close';
}

export const HOME_EDGE: Record<Side, 'west' | 'east'> = { entente: 'west', central: 'east' };
export const SCHEME_COLOURS = ['#b03a2e', '#2e5fa8', '#c9a227', '#3d8b3d', '#7a4fa0', '#444444'];
export const BOARD_ROWS = BOARDS.standard.rows;
export const BOARD_COLUMNS = BOARDS.standard.columns;

/** The first month in which both sides have an aircraft in the catalog (the month field's min). */
export const EARLIEST_MONTH: string = (['entente', 'central'] as const)
	.map(
		(side) =>
			Object.values(AIRCRAFT)
				.filter((a) => a.side === side)
				.map((a) => a.inServiceFrom)
				.sort()[0]
	)
	.sort()
	.at(-1)!;

export function aircraftFor(month: string, side: Side): string[] {
	return aircraftInService(month, side).map((a) => a.id);
}

/** A new plane defaults to the newest single-seat fighter in service. */
export function newPlane(month: string, side: Side, index: number): PlaneForm {
	const ids = aircraftFor(month, side);
	const fighters = ids.filter((id) => AIRCRAFT[id].observerGuns === 0);
	const aircraft = fighters[fighters.length - 1] ?? ids[ids.length - 1] ?? '';
	return {
		aircraft,
		colour: SCHEME_COLOURS[index % SCHEME_COLOURS.length],
		row: 8 + index * 3,
		altitude: AIRCRAFT[aircraft]?.ceiling ?? 3,
		novice: false
	};
}

export function defaultForm(): SetupForm {
	return {
		preset: 'edition2013',
		optional: {
			altitude: true,
			fuel: false,
			observers: false,
			lewisGun: false,
			novicePilots: false
		},
		month: '1918-04',
		seats: []
	};
}

/**
 * The "2 vs 2" quick setup: you fly one plane, the computer flies the other three. `names` are
 * the four seats' names in the UI's language (you, your wingman, the two enemies).
 */
export function quickTwoVsTwo(
	form: SetupForm,
	names: readonly [string, string, string, string] = ['Player 1', 'Wingman', 'Jasta 1', 'Jasta 2']
): SetupForm {
	const seat = (name: string, side: Side, kind: SeatKind, i: number): SeatForm => ({
		name,
		side,
		kind,
		level: DEFAULT_BOT_LEVEL,
		planes: [newPlane(form.month, side, i)]
	});
	return {
		...form,
		seats: [
			seat(names[0], 'entente', 'human', 0),
			seat(names[1], 'entente', 'computer', 1),
			seat(names[2], 'central', 'computer', 2),
			seat(names[3], 'central', 'computer', 3)
		]
	};
}

/**
 * When the month changes, an aircraft not yet in service is replaced by one that is. A month
 * before both sides had an aircraft in the catalog moves up to the earliest one that works.
 */
export function fitToMonth(form: SetupForm): SetupForm {
	if (form.month < EARLIEST_MONTH) form = { ...form, month: EARLIEST_MONTH };
	return {
		...form,
		seats: form.seats.map((s) => {
			const ids = aircraftFor(form.month, s.side);
			return {
				...s,
				planes: s.planes.map((p) => {
					if (ids.includes(p.aircraft)) return p;
					const aircraft = ids[ids.length - 1] ?? '';
					return { ...p, aircraft, altitude: AIRCRAFT[aircraft]?.ceiling ?? p.altitude };
				})
			};
		})
	};
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The engine's setup and the seats; validation is the engine's (setupHexGame). */
export function toSetup(form: SetupForm): { setup: HexSetup; seats: DogfightSeat[] } {
	const seats: DogfightSeat[] = form.seats.map((s, i) => ({
		id: `s${i + 1}`,
		name: s.name.trim() || `Player ${i + 1}`,
		side: s.side,
		kind: s.kind,
		...(s.kind === 'computer' ? { level: s.level } : {})
	}));
	let n = 0;
	const close = form.start === 'close';
	const perSide: Record<Side, number> = { entente: 0, central: 0 };
	const mid = Math.floor(BOARD_COLUMNS / 2);
	const planes = form.seats.flatMap((s, i) =>
		s.planes.map((p) => {
			n++;
			const west = HOME_EDGE[s.side] === 'west';
			const k = perSide[s.side]++;
			const col = close ? (west ? mid - 2 : mid + 2) : west ? 1 : BOARD_COLUMNS;
			const row = close ? Math.min(BOARD_ROWS, 9 + 3 * k) : p.row;
			return {
				id: `${AIRCRAFT[p.aircraft]?.name ?? p.aircraft} ${n}`,
				seat: `s${i + 1}`,
				aircraft: p.aircraft,
				hex: pad2(col) + pad2(row),
				...(close ? { facing: west ? (0 as const) : (3 as const) } : {}),
				altitude: form.optional.altitude ? p.altitude : undefined,
				colour: p.colour,
				novice: p.novice
			};
		})
	);
	return {
		setup: {
			preset: form.preset,
			rules: { optional: { ...form.optional } },
			month: form.month,
			homeEdges: { ...HOME_EDGE },
			planes,
			...(close ? { placement: 'free' as const } : {})
		},
		seats
	};
}
