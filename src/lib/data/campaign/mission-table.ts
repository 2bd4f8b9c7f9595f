/**
 * C-4 Mission table. The source lists twelve entries but lost its dice column.
 * ◇ Default: each side rolls a d6 on its own column; the list is read two entries per row
 * (left entry → RFC column, right entry → Luftstreitkräfte column).
 */
import type { MissionId } from '../missions';
import type { SideId } from './sides';

export type MissionTableEntry =
	| { kind: 'mission'; mission: MissionId }
	/** "X or Y (Side A chooses)": the side that rolled must pick one before the mission is set up. */
	| { kind: 'choice'; options: readonly [MissionId, MissionId] };

export interface MissionTable {
	/** Faces of the die each side rolls; each column has exactly this many rows (row i = face i). */
	die: number;
	columns: Readonly<Record<SideId, readonly MissionTableEntry[]>>;
}

const m = (mission: MissionId): MissionTableEntry => ({ kind: 'mission', mission });
const either = (a: MissionId, b: MissionId): MissionTableEntry => ({
	kind: 'choice',
	options: [a, b]
});

export const DEFAULT_MISSION_TABLE: MissionTable = {
	die: 6,
	columns: {
		// RFC column (C-4 ◇)
		allied: [
			m('photo-recon'),
			m('long-recon'),
			either('long-recon', 'photo-recon'),
			m('fighter-sweep'),
			m('dawn-patrol'),
			m('dawn-patrol')
		],
		// Luftstreitkräfte column (C-4 ◇)
		central: [
			m('fighter-sweep'),
			m('bombing-run'),
			m('bombing-run'),
			m('bomber-escort'),
			m('balloon-busting'),
			either('balloon-busting', 'bomber-escort')
		]
	}
};
