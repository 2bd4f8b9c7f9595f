/**
 * Campaign sides and nations (campaign.md C-1, C-P3, C-P6).
 *
 * A campaign always has two sides. Their ids name the two columns of the mission table (C-4):
 * `allied` rolls on the RFC column, `central` on the Luftstreitkräfte column. Each side flies for
 * a nation; the default is the source's pairing (C-1), other nations may be picked per side.
 */
import type { ForceRole } from '../missions';

export const SIDE_IDS = ['allied', 'central'] as const;
export type SideId = (typeof SIDE_IDS)[number];

/** The side a mission's Side A is not. */
export const otherSide = (side: SideId): SideId => (side === 'allied' ? 'central' : 'allied');

/** The roles a campaign pilot flies (G-AC-1 types grouped as the missions name them, C-M1…C-M6). */
export type PilotRole = Extract<ForceRole, 'fighter' | 'observation'>;
export const PILOT_ROLES: readonly PilotRole[] = ['fighter', 'observation'];

export interface CampaignAircraftModel {
	/** Kebab-case model id; meant to equal the grid engine's aircraft id (rules-grid G-AC-3). */
	id: string;
	name: string;
	/** Which campaign role the model fills ("the right type", C-P3). Two-seat fighters fly as fighters. */
	role: PilotRole;
}

export interface NationDefinition {
	id: string;
	name: string;
	/** The side (mission-table column) this nation may fight for. */
	alignment: SideId;
	/** Models the nation's pilots may choose from (C-P3). */
	models: readonly CampaignAircraftModel[];
	/** ◇ C-P6: the aircraft a new or replacement pilot gets, per role. The source names none. */
	standard: Readonly<Record<PilotRole, string>>;
}

const model = (id: string, name: string, role: PilotRole): CampaignAircraftModel => ({
	id,
	name,
	role
});

/** The source's aircraft list (rules-grid G-AC-3), split by nation. Bombers are pieces, not pilots. */
export const NATIONS: Readonly<Record<string, NationDefinition>> = {
	rfc: {
		id: 'rfc',
		name: 'Royal Flying Corps',
		alignment: 'allied',
		models: [
			model('se5a', 'SE5a', 'fighter'),
			model('sopwith-camel', 'Sopwith Camel', 'fighter'),
			model('bristol-f2b', 'Bristol F2B', 'fighter'),
			model('nieuport-17', 'Nieuport 17', 'fighter'),
			model('re8', 'RE8', 'observation')
		],
		// ◇ C-P6: the most common RFC types of the source's list.
		standard: { fighter: 'sopwith-camel', observation: 're8' }
	},
	luftstreitkrafte: {
		id: 'luftstreitkrafte',
		name: 'Deutsche Luftstreitkräfte',
		alignment: 'central',
		models: [
			model('fokker-dr1', 'Fokker Dr1', 'fighter'),
			model('fokker-d7', 'Fokker DVII', 'fighter'),
			model('albatros-d3', 'Albatros DIII', 'fighter'),
			model('fokker-e3', 'Fokker EIII', 'fighter'),
			model('roland-c2', 'Roland CII / Halberstadt CLII', 'observation'),
			model('rumpler-c4', 'Rumpler CIV', 'observation')
		],
		// ◇ C-P6: the Albatros DIII and Roland CII as the workhorses of the source's list.
		standard: { fighter: 'albatros-d3', observation: 'roland-c2' }
	},
	// ◇ C-1 "other nations per side": the source lists no French aircraft but the Nieuport 17; an
	// observation model is borrowed from the RFC list until the hex game's aircraft data is shared.
	'aeronautique-militaire': {
		id: 'aeronautique-militaire',
		name: 'Aéronautique Militaire',
		alignment: 'allied',
		models: [model('nieuport-17', 'Nieuport 17', 'fighter'), model('re8', 'RE8', 'observation')],
		standard: { fighter: 'nieuport-17', observation: 're8' }
	}
};

export interface CampaignSide {
	id: SideId;
	nationId: string;
	/** Display name, e.g. "No. 56 Squadron". */
	name: string;
}

/** C-1 default: Luftstreitkräfte against the Royal Flying Corps. */
export const DEFAULT_SIDES: Readonly<Record<SideId, CampaignSide>> = {
	allied: { id: 'allied', nationId: 'rfc', name: 'Royal Flying Corps' },
	central: { id: 'central', nationId: 'luftstreitkrafte', name: 'Deutsche Luftstreitkräfte' }
};
