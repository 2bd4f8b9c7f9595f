/**
 * The "Tally Ho!" grid aircraft (rules-grid G-AC-1…G-AC-4) as data.
 * Every entry of the source's list is kept (G-AC-3), including both Roland CII and Halberstadt CLII.
 */
export type GridAircraftKind =
	'fighter' | 'two-seat-fighter' | 'observation' | 'pusher' | 'heavy-bomber' | 'zeppelin';

export type SpeedClass = 'fast' | 'medium' | 'slow';
export type AgilityClass = 'nimble' | 'average' | 'clumsy';
export type GridNation = 'allied' | 'central';

/** Where a gun sits and which way it points (G-FIRE-6 ◇ arcs are in rules.ts GUN_ARCS). */
export type GunMount =
	| 'pilot'
	| 'wing'
	| 'observer-rear'
	| 'observer-front'
	| 'gunner-front'
	| 'gunner-left'
	| 'gunner-right';

/** single = one MG (3D6), double = twin synchronised MGs (6D6) (G-FIRE-1). */
export type GunKind = 'single' | 'double';

export interface GunSpec {
	id: string;
	kind: GunKind;
	mount: GunMount;
	/** Who works the gun: an observer's gun stops when that observer dies (G-FIRE-3 row 1). */
	crew: 'pilot' | 'observer';
	/** Squares ahead of the plane's square (negative = behind) the gun fires from (Zeppelin gondolas, G-FIRE-6). */
	offset?: number;
}

export interface GridAircraft {
	id: string;
	name: string;
	kind: GridAircraftKind;
	nation: GridNation;
	/** Heavy bombers and Zeppelins have no speed/agility in the source: they never move (G-TER-4). */
	speed: SpeedClass;
	agility: AgilityClass;
	guns: readonly GunSpec[];
	/** G-TER-4: placed mid-table, never activated. */
	static: boolean;
}

const pilotDouble: GunSpec = { id: 'mg', kind: 'double', mount: 'pilot', crew: 'pilot' };
const pilotSingle: GunSpec = { id: 'mg', kind: 'single', mount: 'pilot', crew: 'pilot' };
const wing: GunSpec = { id: 'wing', kind: 'single', mount: 'wing', crew: 'pilot' };
const rearObserver: GunSpec = {
	id: 'obs',
	kind: 'single',
	mount: 'observer-rear',
	crew: 'observer'
};
const bomberGunners: GunSpec[] = [
	{ id: 'front', kind: 'single', mount: 'gunner-front', crew: 'observer' },
	{ id: 'left', kind: 'single', mount: 'gunner-left', crew: 'observer' },
	{ id: 'right', kind: 'single', mount: 'gunner-right', crew: 'observer' }
];
/** G-FIRE-6: two gondolas (one square ahead, one behind the centre), each forward/left/right. */
const zeppelinGunners: GunSpec[] = [1, -1].flatMap((offset) =>
	bomberGunners.map((g) => ({
		...g,
		id: `${offset > 0 ? 'fwd' : 'aft'}-${g.id}`,
		offset
	}))
);

function plane(
	id: string,
	name: string,
	kind: GridAircraftKind,
	nation: GridNation,
	speed: SpeedClass,
	agility: AgilityClass,
	guns: GunSpec[]
): GridAircraft {
	const isStatic = kind === 'heavy-bomber' || kind === 'zeppelin';
	return { id, name, kind, nation, speed, agility, guns, static: isStatic };
}

/**
 * G-AC-3. The source writes "Agile" for Nimble and "Medium" for Average (G-AC-2); its SE5a line
 * reads "Fast, Medium" which is read as Fast, Average. Bombers have no speed/agility: they are static
 * and carry 'slow'/'clumsy' only as placeholders.
 */
export const GRID_AIRCRAFT: readonly GridAircraft[] = [
	plane('se5a', 'SE5a', 'fighter', 'allied', 'fast', 'average', [pilotDouble, wing]),
	plane('camel', 'Sopwith Camel', 'fighter', 'allied', 'medium', 'nimble', [pilotDouble]),
	plane('bristol-f2b', 'Bristol F2B', 'two-seat-fighter', 'allied', 'medium', 'average', [
		pilotSingle,
		rearObserver
	]),
	plane('re8', 'RE8', 'observation', 'allied', 'slow', 'clumsy', [pilotSingle, rearObserver]),
	plane('hp-o400', 'Handley-Page O/400', 'heavy-bomber', 'allied', 'slow', 'clumsy', bomberGunners),
	plane('nieuport-17', 'Nieuport 17', 'fighter', 'allied', 'fast', 'nimble', [pilotDouble]),
	plane('fokker-dr1', 'Fokker Dr1', 'fighter', 'central', 'medium', 'nimble', [pilotDouble]),
	plane('fokker-dvii', 'Fokker DVII', 'fighter', 'central', 'fast', 'nimble', [pilotDouble]),
	plane('albatros-diii', 'Albatros DIII', 'fighter', 'central', 'medium', 'average', [pilotDouble]),
	plane('fokker-eiii', 'Fokker EIII', 'fighter', 'central', 'slow', 'clumsy', [pilotSingle]),
	plane('roland-cii', 'Roland CII', 'observation', 'central', 'slow', 'clumsy', [
		pilotSingle,
		rearObserver
	]),
	plane('halberstadt-clii', 'Halberstadt CLII', 'observation', 'central', 'slow', 'clumsy', [
		pilotSingle,
		rearObserver
	]),
	plane('rumpler-civ', 'Rumpler CIV', 'observation', 'central', 'slow', 'average', [
		pilotSingle,
		rearObserver
	]),
	plane('gotha-giv', 'Gotha G IV', 'heavy-bomber', 'central', 'slow', 'clumsy', bomberGunners),
	plane('zeppelin-p', 'Zeppelin P-Type', 'zeppelin', 'central', 'slow', 'clumsy', zeppelinGunners)
];

/** A pusher (G-AC-1) is not in the source's list; this generic one lets scenarios field one. */
export const GRID_EXTRA_AIRCRAFT: readonly GridAircraft[] = [
	plane('pusher', 'Pusher (generic)', 'pusher', 'allied', 'slow', 'average', [
		{ id: 'obs', kind: 'single', mount: 'observer-front', crew: 'observer' }
	])
];

export const GRID_AIRCRAFT_BY_ID: Readonly<Record<string, GridAircraft>> = Object.fromEntries(
	[...GRID_AIRCRAFT, ...GRID_EXTRA_AIRCRAFT].map((a) => [a.id, a])
);

/** G-AC-4 ◇ hit points / critical points by type (the source table lost its numbers). */
export const GRID_HIT_POINTS: Readonly<Record<GridAircraftKind, { hp: number; critical: number }>> =
	{
		fighter: { hp: 6, critical: 2 },
		'two-seat-fighter': { hp: 8, critical: 3 },
		observation: { hp: 8, critical: 3 },
		pusher: { hp: 6, critical: 2 },
		'heavy-bomber': { hp: 16, critical: 6 },
		zeppelin: { hp: 30, critical: 10 }
	};

/** G-TER-3 / G-AC-4: barrage and observation balloons have 6 HP. */
export const BALLOON_HP = 6;
