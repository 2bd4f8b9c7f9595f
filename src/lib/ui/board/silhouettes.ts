/**
 * Aircraft silhouettes seen from above, nose up, drawn by us for both boards (ux principle 5:
 * counters readable at arm's length, silhouettes by type). Each path fits a 100 × 100 box centred
 * on 0,0 (nose at y = −50); a counter scales and rotates it.
 */
import { GRID_AIRCRAFT_BY_ID } from '$lib/data/grid/aircraft';

export type SilhouetteKind =
	'biplane' | 'triplane' | 'monoplane' | 'two-seater' | 'pusher' | 'bomber' | 'zeppelin';

const rect = (x: number, y: number, w: number, h: number) => `M${x},${y}h${w}v${h}h${-w}z`;
/** A wing across the fuselage: `span` wide, from `y` back `chord`, with rounded tips. */
const wing = (span: number, y: number, chord: number) => {
	const r = chord / 2;
	const half = span / 2 - r;
	return `M${-half},${y}h${2 * half}a${r},${r} 0 0 1 0,${chord}h${-2 * half}a${r},${r} 0 0 1 0,${-chord}z`;
};
/** A fuselage from the nose (wide) to the tail (narrow). */
const body = (nose: number, tail: number, front: number, back: number) =>
	`M${-front / 2},${nose}h${front}L${back / 2},${tail}h${-back}z`;
/** The tailplane, its tips swept back a little. */
const tail = (span: number, y: number, chord: number) =>
	`M-3,${y}h6L${span / 2},${y + chord * 0.4}v${chord * 0.6}H${-span / 2}v${-chord * 0.6}z`;

export const SILHOUETTES: Readonly<Record<SilhouetteKind, string>> = {
	biplane: [body(-44, 42, 16, 6), wing(96, -22, 18), tail(36, 30, 12), rect(-10, -48, 20, 6)].join(
		''
	),
	triplane: [
		body(-42, 42, 16, 6),
		wing(78, -30, 9),
		wing(84, -19, 9),
		wing(74, -8, 9),
		tail(34, 30, 12),
		rect(-10, -48, 20, 6)
	].join(''),
	monoplane: [
		body(-46, 44, 14, 5),
		'M-47,-16h94l-4,14h-86z',
		tail(30, 33, 11),
		rect(-9, -49, 18, 5)
	].join(''),
	'two-seater': [
		body(-47, 46, 16, 6),
		wing(100, -24, 18),
		tail(42, 33, 13),
		rect(-11, -50, 22, 6),
		// The observer's gun ring behind the wing.
		'M-10,12a10,10 0 1,0 20,0a10,10 0 1,0 -20,0z'
	].join(''),
	pusher: [
		body(-44, 10, 17, 13),
		wing(98, -6, 17),
		'M-17,10h5l3,28h-5zM12,10h5l-3,28h-5z',
		tail(34, 34, 12),
		rect(-15, 11, 30, 4)
	].join(''),
	bomber: [
		body(-48, 46, 14, 6),
		wing(100, -18, 20),
		'M-30,-32h12v40h-12zM18,-32h12v40h-12z',
		tail(46, 34, 12)
	].join(''),
	zeppelin: [
		'M0,-50c12,0 15,20 15,46c0,26 -6,40 -15,46c-9,-6 -15,-20 -15,-46c0,-26 3,-46 15,-46z',
		'M-4,34l-18,14h14zM4,34l18,14h-14z',
		rect(-4, -24, 8, 10),
		rect(-4, 14, 8, 10)
	].join('')
};

/** The "Tally Ho!" grid's aircraft by id (G-AC-1 types; the Dr.I and E.III by their shape). */
export function gridSilhouette(typeId: string): SilhouetteKind {
	if (typeId === 'fokker-dr1') return 'triplane';
	if (typeId === 'fokker-eiii') return 'monoplane';
	const kind = Object.hasOwn(GRID_AIRCRAFT_BY_ID, typeId) ? GRID_AIRCRAFT_BY_ID[typeId].kind : null;
	switch (kind) {
		case 'two-seat-fighter':
		case 'observation':
			return 'two-seater';
		case 'pusher':
			return 'pusher';
		case 'heavy-bomber':
			return 'bomber';
		case 'zeppelin':
			return 'zeppelin';
		default:
			return 'biplane';
	}
}

/** Blue Max catalog aircraft: triplanes by id, planes with an observer as two-seaters. */
export function hexSilhouette(aircraft: { id: string; observerGuns: number }): SilhouetteKind {
	if (aircraft.id.includes('triplane') || aircraft.id === 'fokker-dr1') return 'triplane';
	return aircraft.observerGuns > 0 ? 'two-seater' : 'biplane';
}
