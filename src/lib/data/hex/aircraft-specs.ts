/**
 * The judgement part of each catalog aircraft (issue 16, docs/parts/about-data-hex.md
 * "Judgements"): what no formula gives — stability, dive strength, corrections to the handling
 * formulas — each with the documented reason, plus identity and service date. The figures come
 * from aircraft-history.ts through aircraft-derive.ts; aircraft.ts puts the two together.
 */
import type { Side, Stability } from './aircraft';
import type { DiveStrength } from './aircraft-sheet';

export interface Judgement {
	/** Added to the formula's rating (the result stays within 1–5). */
	turn?: number;
	climb?: number;
	roll?: number;
	why: string;
}

export interface AircraftSpec {
	id: string;
	name: string;
	side: Side;
	/** Which box names it (data-hex.md): the 2013 edition, the classic 1983 box, or both. */
	boxes: readonly ('2013' | 'classic')[];
	/** First month in front-line service, `YYYY-MM` (H-SET-4 month filter; aircraft-derived.md). */
	inServiceFrom: string;
	/** True when the service month is our estimate (no date in aircraft-derived.md). */
	serviceDateEstimated?: boolean;
	stability: Stability;
	stabilityWhy: string;
	dive: DiveStrength;
	diveWhy: string;
	/** Corrections to the turn/climb/roll formulas, each with its reason. */
	judgements?: readonly Judgement[];
	/** Which position carries a Lewis gun under the optional rule (H-COMB-7). */
	lewisGun: 'none' | 'observer';
}

const SESQUI_WEAK =
	'Sesquiplane lower wing: its single spar twisted in steep dives, and dive limits were ordered.';
const STABLE_TWO_SEATER = 'A two-seater built as a steady platform for the observer.';

export const AIRCRAFT_SPECS: readonly AircraftSpec[] = [
	// --- Central Powers ---
	{
		id: 'fokker-dr1',
		name: 'Fokker Dr.I',
		side: 'central',
		boxes: ['2013', 'classic'],
		inServiceFrom: '1917-08',
		stability: 'A',
		stabilityWhy: 'The 2013 rulebook’s firing example gives the Dr.I stability A (000:651).',
		dive: 'weak',
		diveWhy: 'Upper-wing failures in late 1917 grounded the type; slow and fragile in a dive.',
		lewisGun: 'none'
	},
	{
		id: 'albatros-d3',
		name: 'Albatros D.III',
		side: 'central',
		boxes: ['2013', 'classic'],
		inServiceFrom: '1916-12',
		stability: 'B',
		stabilityWhy:
			'The 2013 rulebook’s collision example gives the Albatros D.III stability B (000:518).',
		dive: 'weak',
		diveWhy: SESQUI_WEAK,
		judgements: [
			{
				turn: 1,
				why: 'Built on the Nieuport’s sesquiplane layout for agility: the most manoeuvrable Albatros, better in a turn than its wing loading suggests.'
			}
		],
		lewisGun: 'none'
	},
	{
		id: 'albatros-d5a',
		name: 'Albatros D.Va',
		side: 'central',
		boxes: ['classic'],
		inServiceFrom: '1917-10',
		serviceDateEstimated: true,
		stability: 'B',
		stabilityWhy: 'The D.III airframe refined; we keep its stability.',
		dive: 'weak',
		diveWhy: SESQUI_WEAK,
		lewisGun: 'none'
	},
	{
		id: 'halberstadt-cl2',
		name: 'Halberstadt CL.II',
		side: 'central',
		boxes: ['2013', 'classic'],
		inServiceFrom: '1917-08',
		stability: 'A',
		stabilityWhy: STABLE_TWO_SEATER,
		dive: 'normal',
		diveWhy: 'Sturdy ground-attack two-seater; no dive limits on record.',
		judgements: [
			{
				turn: 1,
				why: 'Crews praised its manoeuvrability: a two-seater of single-seater size with a shared cockpit, so the −1 for a two-seater does not apply.'
			},
			{
				climb: 1,
				why: 'Its climb was praised as a fighter’s; the 160 hp rating understates the high-compression Mercedes at height.'
			}
		],
		lewisGun: 'none'
	},
	{
		id: 'pfalz-d3a',
		name: 'Pfalz D.IIIa',
		side: 'central',
		boxes: ['classic'],
		inServiceFrom: '1917-06',
		stability: 'B',
		stabilityWhy:
			'Heavier and steadier than the Albatros, but not a stable gun platform by repute.',
		dive: 'strong',
		diveWhy: 'Plywood monocoque fuselage; pilots trusted it in a dive more than the Albatros.',
		lewisGun: 'none'
	},
	{
		id: 'pfalz-d12',
		name: 'Pfalz D.XII',
		side: 'central',
		boxes: ['classic'],
		inServiceFrom: '1918-06',
		stability: 'A',
		stabilityWhy: 'Two-bay, heavily braced wings: steady, with heavy controls.',
		dive: 'strong',
		diveWhy: 'Extremely strong structure; admired for its dive.',
		lewisGun: 'none'
	},
	{
		id: 'fokker-d7',
		name: 'Fokker D.VII',
		side: 'central',
		boxes: ['classic'],
		inServiceFrom: '1918-04',
		stability: 'A',
		stabilityWhy: 'Forgiving and easy to fly, a steady gun platform even at low speed.',
		dive: 'strong',
		diveWhy: 'Welded steel-tube fuselage and cantilever box-spar wings.',
		judgements: [
			{
				turn: 1,
				climb: 1,
				why: 'Thick cantilever wing section: it kept lift at high angles of attack and could "hang on its propeller", so it turned and climbed better than its loadings suggest.'
			}
		],
		lewisGun: 'none'
	},
	{
		id: 'ssw-d3',
		name: 'Siemens-Schuckert D.III',
		side: 'central',
		boxes: ['classic'],
		inServiceFrom: '1918-04',
		serviceDateEstimated: true,
		stability: 'C',
		stabilityWhy: 'Short, stubby and sensitive on the controls.',
		dive: 'normal',
		diveWhy: 'No dive limits on record.',
		judgements: [
			{
				climb: 1,
				why: 'The counter-rotating Sh.III with its large four-blade propeller gave an outstanding climb, beyond what its power loading suggests.'
			}
		],
		lewisGun: 'none'
	},
	{
		id: 'ssw-d4',
		name: 'Siemens-Schuckert D.IV',
		side: 'central',
		boxes: ['classic'],
		inServiceFrom: '1918-08',
		serviceDateEstimated: true,
		stability: 'C',
		stabilityWhy: 'Short, stubby and sensitive on the controls.',
		dive: 'normal',
		diveWhy: 'No dive limits on record.',
		judgements: [
			{
				climb: 1,
				why: 'Counter-rotating Sh.IIIa and large propeller: reckoned the best climber of the war.'
			}
		],
		lewisGun: 'none'
	},
	// --- Entente ---
	{
		id: 'nieuport-17',
		name: 'Nieuport 17',
		side: 'entente',
		boxes: ['classic'],
		inServiceFrom: '1916-03',
		stability: 'C',
		stabilityWhy: 'Light and sensitive; built for agility, not as a gun platform.',
		dive: 'weak',
		diveWhy: 'Sesquiplane lower wing: it could twist off in a prolonged dive.',
		lewisGun: 'none'
	},
	{
		id: 'nieuport-24',
		name: 'Nieuport 24',
		side: 'entente',
		boxes: ['2013'],
		inServiceFrom: '1917-06',
		serviceDateEstimated: true,
		stability: 'A',
		stabilityWhy:
			'Forgiving enough to serve widely as an advanced trainer, which is what stability A means in the 2013 rules (000:832: stable aircraft brought inexperienced pilots home).',
		dive: 'weak',
		diveWhy: 'Sesquiplane lower wing: it could twist off in a prolonged dive.',
		judgements: [
			{
				turn: 1,
				why: 'Small, light and short: its manoeuvrability in a dogfight was its one advantage over the heavier SPAD and Albatros.'
			}
		],
		lewisGun: 'none'
	},
	{
		id: 'nieuport-28',
		name: 'Nieuport 28',
		side: 'entente',
		boxes: ['classic'],
		inServiceFrom: '1918-02',
		stability: 'C',
		stabilityWhy: 'Light rotary fighter, sensitive on the controls.',
		dive: 'weak',
		diveWhy: 'Shed the upper wing’s fabric in steep dives.',
		lewisGun: 'none'
	},
	{
		id: 'sopwith-triplane',
		name: 'Sopwith Triplane',
		side: 'entente',
		boxes: ['2013', 'classic'],
		inServiceFrom: '1916-12',
		stability: 'B',
		stabilityWhy: 'Docile and pleasant to fly, but a light rotary.',
		dive: 'weak',
		diveWhy: 'Machines with the lighter bracing wires suffered wing collapses in steep dives.',
		lewisGun: 'none'
	},
	{
		id: 'sopwith-camel',
		name: 'Sopwith Camel',
		side: 'entente',
		boxes: ['classic'],
		inServiceFrom: '1917-05',
		stability: 'C',
		stabilityWhy:
			'Notoriously unstable: the mass packed in the first 7 ft made it agile and unforgiving.',
		dive: 'normal',
		diveWhy: 'No dive limits on record.',
		lewisGun: 'none'
	},
	{
		id: 'sopwith-snipe',
		name: 'Sopwith Snipe',
		side: 'entente',
		boxes: ['classic'],
		inServiceFrom: '1918-09',
		stability: 'B',
		stabilityWhy: 'Easier to fly than the Camel, with more stable handling.',
		dive: 'normal',
		diveWhy: 'No dive limits on record.',
		lewisGun: 'none'
	},
	{
		id: 'spad-7',
		name: 'SPAD VII',
		side: 'entente',
		boxes: ['classic'],
		inServiceFrom: '1917-04',
		stability: 'A',
		stabilityWhy: 'Strong and steady gun platform.',
		dive: 'strong',
		diveWhy: 'Famously strong and fast in a dive.',
		lewisGun: 'none'
	},
	{
		id: 'spad-13',
		name: 'SPAD XIII',
		side: 'entente',
		boxes: ['classic'],
		inServiceFrom: '1917-09',
		stability: 'A',
		stabilityWhy: 'Strong and steady gun platform.',
		dive: 'strong',
		diveWhy: 'Famously strong and fast in a dive.',
		lewisGun: 'none'
	},
	{
		id: 'se5a',
		name: 'S.E.5a',
		side: 'entente',
		boxes: ['classic'],
		inServiceFrom: '1917-06',
		stability: 'A',
		stabilityWhy: 'Very stable and forgiving; a fine gun platform.',
		dive: 'strong',
		diveWhy: 'Strong airframe, fast in a dive.',
		lewisGun: 'none'
	},
	{
		id: 'bristol-f2b',
		name: 'Bristol F.2B',
		side: 'entente',
		boxes: ['2013', 'classic'],
		inServiceFrom: '1917-03',
		stability: 'A',
		stabilityWhy: STABLE_TWO_SEATER,
		dive: 'strong',
		diveWhy: 'Robust two-bay structure; flown hard like a single-seater once crews learnt how.',
		judgements: [
			{
				turn: 1,
				why: 'Flown like a single-seater, it proved manoeuvrable enough to hold its own against single-seat fighters, so the −1 for a two-seater does not apply.'
			}
		],
		lewisGun: 'observer'
	}
];
