/**
 * The campaign's missions as data (campaign.md C-M1…C-M7). Shared by the campaign rules
 * (mission table, results) and the grid engine (scenario setups and victory checks).
 */
export const MISSION_IDS = [
	'photo-recon',
	'bombing-run',
	'fighter-sweep',
	'dawn-patrol',
	'long-recon',
	'balloon-busting',
	'bomber-escort'
] as const;

export type MissionId = (typeof MISSION_IDS)[number];

/** Aircraft roles a mission asks for (rules-grid G-AC-1 types, grouped as the missions name them). */
export type ForceRole = 'fighter' | 'observation' | 'bomber';

export interface ForceSlot {
	role: ForceRole;
	count: number;
}

/** What side A must do, which decides the victory check (C-M1…C-M6). */
export type MissionObjective =
	| 'photograph-and-escape'
	| 'bomb-targets'
	| 'most-kills'
	| 'find-site-and-escape'
	| 'destroy-balloons'
	| 'escort-bomber';

export interface MissionDefinition {
	id: MissionId;
	/** The checklist id this mission implements. */
	ruleId: string;
	objective: MissionObjective;
	sideA: readonly ForceSlot[];
	sideB: readonly ForceSlot[];
	/** Objective pieces the map generator places (C-M7). */
	objectivePieces: {
		photoPoints: number;
		bombTargets: number;
		hiddenSites: number;
		balloons: number;
		/** A static heavy bomber or Zeppelin mid-table, escorted by side A (C-M6, G-TER-4). */
		escortedBomber: boolean;
	};
	/** Fleeing planes count this much of a kill when deciding the winner (C-M3). */
	fleeCountsAsKill: number;
}

const none = { photoPoints: 0, bombTargets: 0, hiddenSites: 0, balloons: 0, escortedBomber: false };
const fighters = (count: number): ForceSlot => ({ role: 'fighter', count });
const observers = (count: number): ForceSlot => ({ role: 'observation', count });

export const MISSIONS: Readonly<Record<MissionId, MissionDefinition>> = {
	'photo-recon': {
		id: 'photo-recon',
		ruleId: 'C-M1',
		objective: 'photograph-and-escape',
		sideA: [fighters(3), observers(1)],
		sideB: [fighters(3)],
		objectivePieces: { ...none, photoPoints: 1 },
		fleeCountsAsKill: 0
	},
	'bombing-run': {
		id: 'bombing-run',
		ruleId: 'C-M2',
		objective: 'bomb-targets',
		sideA: [fighters(2), observers(2)],
		sideB: [fighters(3)],
		objectivePieces: { ...none, bombTargets: 3 },
		fleeCountsAsKill: 0
	},
	'fighter-sweep': {
		id: 'fighter-sweep',
		ruleId: 'C-M3',
		objective: 'most-kills',
		sideA: [fighters(3)],
		sideB: [fighters(3)],
		objectivePieces: none,
		fleeCountsAsKill: 0.5
	},
	'dawn-patrol': {
		id: 'dawn-patrol',
		ruleId: 'C-M3',
		objective: 'most-kills',
		sideA: [fighters(3)],
		sideB: [fighters(3)],
		objectivePieces: none,
		fleeCountsAsKill: 0.5
	},
	'long-recon': {
		id: 'long-recon',
		ruleId: 'C-M4',
		objective: 'find-site-and-escape',
		sideA: [fighters(2), observers(2)],
		sideB: [fighters(3)],
		objectivePieces: { ...none, hiddenSites: 4 },
		fleeCountsAsKill: 0
	},
	'balloon-busting': {
		id: 'balloon-busting',
		ruleId: 'C-M5',
		objective: 'destroy-balloons',
		sideA: [fighters(3)],
		sideB: [fighters(3)],
		objectivePieces: { ...none, balloons: 3 },
		fleeCountsAsKill: 0
	},
	'bomber-escort': {
		id: 'bomber-escort',
		ruleId: 'C-M6',
		objective: 'escort-bomber',
		sideA: [fighters(3)],
		sideB: [fighters(3)],
		objectivePieces: { ...none, escortedBomber: true },
		fleeCountsAsKill: 0
	}
};

export type MissionOutcome = 'A' | 'B' | 'draw';
