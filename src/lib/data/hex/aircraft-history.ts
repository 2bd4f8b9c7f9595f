/**
 * Documented characteristics of the real aircraft behind the hex catalog (issue 16,
 * docs/parts/about-data-hex.md "Sources"). These are the inputs of our method, not game values:
 * aircraft-derived.ts turns them into boxes, ceiling, fuel, speeds and handling ratings.
 *
 * Figures are the published specification tables of each type (encyclopaedia type entries and
 * the aircraft histories they cite). Where aircraft-derived.md (the team's design notes) gives a
 * figure we use it; where sources disagree, `note` says which value we took. Real figures vary
 * by engine, batch and source by about ±10 %.
 */

export type GunModel = 'Vickers' | 'Lewis' | 'LMG 08/15' | 'Parabellum';

/** One machine gun: who fires it (pilot out of side A, observer out of C/D) and what it is. */
export interface Gun {
	position: 'pilot' | 'observer';
	model: GunModel;
	/** A pilot's Lewis on an upper-wing (Foster) mount, beside a synchronised gun. */
	wingMount?: boolean;
}

export interface HistoricalFigures {
	/** The engine of the variant we model, e.g. "Oberursel Ur.II". */
	engineName: string;
	engine: 'inline' | 'rotary';
	/**
	 * A one-way rotary: the whole engine spins one way, so the aircraft turns faster to the
	 * right than to the left (the Siemens-Halske counter-rotary and inline engines: no).
	 */
	torque: boolean;
	hp: number;
	wings: 'biplane' | 'sesquiplane' | 'triplane';
	seats: 1 | 2;
	spanM: number;
	lengthM: number;
	wingAreaM2: number;
	/** Loaded (take-off) weight. */
	grossKg: number;
	maxSpeedKmh: number;
	serviceCeilingM: number;
	enduranceH: number;
	guns: readonly Gun[];
	/** Which value we took where sources disagree. */
	note?: string;
}

const SPANDAU_2: readonly Gun[] = [
	{ position: 'pilot', model: 'LMG 08/15' },
	{ position: 'pilot', model: 'LMG 08/15' }
];
const VICKERS_1: readonly Gun[] = [{ position: 'pilot', model: 'Vickers' }];
const VICKERS_2: readonly Gun[] = [
	{ position: 'pilot', model: 'Vickers' },
	{ position: 'pilot', model: 'Vickers' }
];

export const AIRCRAFT_HISTORY: Readonly<Record<string, HistoricalFigures>> = {
	'fokker-dr1': {
		engineName: 'Oberursel Ur.II',
		engine: 'rotary',
		torque: true,
		hp: 110,
		wings: 'triplane',
		seats: 1,
		spanM: 7.19,
		lengthM: 5.77,
		wingAreaM2: 18.66,
		grossKg: 586,
		maxSpeedKmh: 185,
		serviceCeilingM: 6100,
		enduranceH: 1.5,
		guns: SPANDAU_2,
		note: 'Ceiling 6,100 m (aircraft-derived.md: 7,900 m); both above 20,000 ft, level 5.'
	},
	'albatros-d3': {
		engineName: 'Mercedes D.IIIa',
		engine: 'inline',
		torque: false,
		hp: 170,
		wings: 'sesquiplane',
		seats: 1,
		spanM: 9.05,
		lengthM: 7.33,
		wingAreaM2: 20.54,
		grossKg: 886,
		maxSpeedKmh: 175,
		serviceCeilingM: 5500,
		enduranceH: 2,
		guns: SPANDAU_2,
		note: 'Ceiling 5,500 m (aircraft-derived.md: 5,800 m); both level 4.'
	},
	'albatros-d5a': {
		engineName: 'Mercedes D.IIIaü',
		engine: 'inline',
		torque: false,
		hp: 180,
		wings: 'sesquiplane',
		seats: 1,
		spanM: 9.05,
		lengthM: 7.33,
		wingAreaM2: 21.2,
		grossKg: 937,
		maxSpeedKmh: 186,
		serviceCeilingM: 5400,
		enduranceH: 2,
		guns: SPANDAU_2
	},
	'halberstadt-cl2': {
		engineName: 'Mercedes D.III',
		engine: 'inline',
		torque: false,
		hp: 160,
		wings: 'biplane',
		seats: 2,
		spanM: 10.77,
		lengthM: 7.3,
		wingAreaM2: 27.5,
		grossKg: 1133,
		maxSpeedKmh: 165,
		serviceCeilingM: 5100,
		enduranceH: 3,
		guns: [
			{ position: 'pilot', model: 'LMG 08/15' },
			{ position: 'observer', model: 'Parabellum' }
		],
		note: 'Maximum speed 165 km/h at 5,000 m (175 km/h low down). Ceiling: the tables give 4,100–5,100 m (aircraft-derived.md: 4,100 m); we take 5,100 m, level 4, as it fought the single-seaters of the 2013 box at their height (balance, see about-data-hex.md).'
	},
	'pfalz-d3a': {
		engineName: 'Mercedes D.IIIa',
		engine: 'inline',
		torque: false,
		hp: 180,
		wings: 'sesquiplane',
		seats: 1,
		spanM: 9.4,
		lengthM: 6.95,
		wingAreaM2: 22.09,
		grossKg: 935,
		maxSpeedKmh: 165,
		serviceCeilingM: 5180,
		enduranceH: 2.5,
		guns: SPANDAU_2,
		note: 'Ceiling 5,180 m (aircraft-derived.md: 6,100 m, "H/VH boundary"); we take the lower, level 4.'
	},
	'pfalz-d12': {
		engineName: 'Mercedes D.IIIaü',
		engine: 'inline',
		torque: false,
		hp: 180,
		wings: 'biplane',
		seats: 1,
		spanM: 9.0,
		lengthM: 6.35,
		wingAreaM2: 21.7,
		grossKg: 897,
		maxSpeedKmh: 185,
		serviceCeilingM: 5640,
		enduranceH: 2.5,
		guns: SPANDAU_2,
		note: 'Speed 185 km/h at 3,000 m (sources give 170–193). Ceiling 5,640 m (18,500 ft); aircraft-derived.md has 8,850 m, which no type table we found supports.'
	},
	'fokker-d7': {
		engineName: 'Mercedes D.IIIaü',
		engine: 'inline',
		torque: false,
		hp: 180,
		wings: 'biplane',
		seats: 1,
		spanM: 8.9,
		lengthM: 6.95,
		wingAreaM2: 20.4,
		grossKg: 906,
		maxSpeedKmh: 189,
		serviceCeilingM: 5700,
		enduranceH: 1.5,
		guns: SPANDAU_2,
		note: 'The common Mercedes-engined D.VII; the BMW-engined D.VIIF was faster and reached 7,000 m.'
	},
	'ssw-d3': {
		engineName: 'Siemens-Halske Sh.III',
		engine: 'rotary',
		torque: false,
		hp: 160,
		wings: 'biplane',
		seats: 1,
		spanM: 8.43,
		lengthM: 5.7,
		wingAreaM2: 18.9,
		grossKg: 725,
		maxSpeedKmh: 180,
		serviceCeilingM: 8000,
		enduranceH: 2,
		guns: SPANDAU_2,
		note: 'Not in aircraft-derived.md; figures from the type tables.'
	},
	'ssw-d4': {
		engineName: 'Siemens-Halske Sh.IIIa',
		engine: 'rotary',
		torque: false,
		hp: 160,
		wings: 'biplane',
		seats: 1,
		spanM: 8.35,
		lengthM: 5.58,
		wingAreaM2: 15.12,
		grossKg: 735,
		maxSpeedKmh: 190,
		serviceCeilingM: 8000,
		enduranceH: 2,
		guns: SPANDAU_2
	},
	'nieuport-17': {
		engineName: 'Le Rhône 9Ja',
		engine: 'rotary',
		torque: true,
		hp: 110,
		wings: 'sesquiplane',
		seats: 1,
		spanM: 8.16,
		lengthM: 5.8,
		wingAreaM2: 14.75,
		grossKg: 560,
		maxSpeedKmh: 170,
		serviceCeilingM: 5350,
		enduranceH: 2,
		guns: VICKERS_1,
		note: 'French Vickers armament (British machines carried a Lewis on the upper wing instead).'
	},
	'nieuport-24': {
		engineName: 'Le Rhône 9Jb',
		engine: 'rotary',
		torque: true,
		hp: 130,
		wings: 'sesquiplane',
		seats: 1,
		spanM: 8.21,
		lengthM: 5.87,
		wingAreaM2: 14.75,
		grossKg: 547,
		maxSpeedKmh: 176,
		serviceCeilingM: 6900,
		enduranceH: 2,
		guns: VICKERS_1,
		note: 'Not in aircraft-derived.md (it names the Nieuport 17 as the closest); figures from the type tables.'
	},
	'nieuport-28': {
		engineName: 'Gnome 9N Monosoupape',
		engine: 'rotary',
		torque: true,
		hp: 160,
		wings: 'biplane',
		seats: 1,
		spanM: 8.16,
		lengthM: 6.4,
		wingAreaM2: 20.0,
		grossKg: 740,
		maxSpeedKmh: 198,
		serviceCeilingM: 5800,
		enduranceH: 1.5,
		guns: VICKERS_2,
		note: 'Ceiling 5,800 m as aircraft-derived.md (other tables: 5,200 m); level 4 either way.'
	},
	'sopwith-triplane': {
		engineName: 'Clerget 9B',
		engine: 'rotary',
		torque: true,
		hp: 130,
		wings: 'triplane',
		seats: 1,
		spanM: 8.08,
		lengthM: 5.73,
		wingAreaM2: 21.46,
		grossKg: 699,
		maxSpeedKmh: 187,
		serviceCeilingM: 6300,
		enduranceH: 2.75,
		guns: VICKERS_1,
		note: 'One Vickers; a few late machines had two.'
	},
	'sopwith-camel': {
		engineName: 'Clerget 9B',
		engine: 'rotary',
		torque: true,
		hp: 130,
		wings: 'biplane',
		seats: 1,
		spanM: 8.53,
		lengthM: 5.49,
		wingAreaM2: 21.46,
		grossKg: 659,
		maxSpeedKmh: 185,
		serviceCeilingM: 6400,
		enduranceH: 2.5,
		guns: VICKERS_2,
		note: 'Ceiling 6,400 m (aircraft-derived.md: 6,700 m); both level 5.'
	},
	'sopwith-snipe': {
		engineName: 'Bentley BR2',
		engine: 'rotary',
		torque: true,
		hp: 230,
		wings: 'biplane',
		seats: 1,
		spanM: 9.17,
		lengthM: 5.87,
		wingAreaM2: 24.46,
		grossKg: 916,
		maxSpeedKmh: 195,
		serviceCeilingM: 5945,
		enduranceH: 3,
		guns: VICKERS_2,
		note: 'Ceiling 5,945 m (19,500 ft); aircraft-derived.md: 6,100 m, "H/VH boundary". We take level 4.'
	},
	'spad-7': {
		engineName: 'Hispano-Suiza 8Ac',
		engine: 'inline',
		torque: false,
		hp: 180,
		wings: 'biplane',
		seats: 1,
		spanM: 7.82,
		lengthM: 6.08,
		wingAreaM2: 17.85,
		grossKg: 705,
		maxSpeedKmh: 208,
		serviceCeilingM: 6553,
		enduranceH: 2.25,
		guns: VICKERS_1
	},
	'spad-13': {
		engineName: 'Hispano-Suiza 8Be',
		engine: 'inline',
		torque: false,
		hp: 220,
		wings: 'biplane',
		seats: 1,
		spanM: 8.25,
		lengthM: 6.25,
		wingAreaM2: 20.2,
		grossKg: 845,
		maxSpeedKmh: 218,
		serviceCeilingM: 6650,
		enduranceH: 2,
		guns: VICKERS_2,
		note: 'Wing area 20.2 m² as aircraft-derived.md (other tables: 21.1 m²).'
	},
	se5a: {
		engineName: 'Wolseley Viper',
		engine: 'inline',
		torque: false,
		hp: 200,
		wings: 'biplane',
		seats: 1,
		spanM: 8.11,
		lengthM: 6.3,
		wingAreaM2: 23.7,
		grossKg: 902,
		maxSpeedKmh: 222,
		serviceCeilingM: 5500,
		enduranceH: 2.5,
		guns: [
			{ position: 'pilot', model: 'Vickers' },
			{ position: 'pilot', model: 'Lewis', wingMount: true }
		],
		note: 'Wing area 23.7 m² as aircraft-derived.md (other tables: 22.7 m²).'
	},
	'bristol-f2b': {
		engineName: 'Rolls-Royce Falcon III',
		engine: 'inline',
		torque: false,
		hp: 275,
		wings: 'biplane',
		seats: 2,
		spanM: 11.96,
		lengthM: 7.87,
		wingAreaM2: 37.7,
		grossKg: 1474,
		maxSpeedKmh: 198,
		serviceCeilingM: 5500,
		enduranceH: 3,
		guns: [
			{ position: 'pilot', model: 'Vickers' },
			{ position: 'observer', model: 'Lewis' }
		],
		note: 'Ceiling 5,500 m (aircraft-derived.md: 5,200 m; some tables 6,500 m). Observers often carried a second Lewis gun; we give the standard single mounting.'
	}
};
