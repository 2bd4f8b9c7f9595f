/**
 * Plain-data records of the campaign rules (campaign.md "Records the organiser expects").
 * Everything here is JSON: the database stores it as is, the UI shows it.
 */
import type { MissionId, MissionOutcome } from '../../data/missions';
import type { AceSkillId } from '../../data/campaign/ace-skills';
import type { CampaignSide, PilotRole, SideId } from '../../data/campaign/sides';

export interface PilotState {
	id: string;
	name: string;
	sideId: SideId;
	/** The player flying this pilot; a replacement inherits it (C-P6). */
	playerId: string | null;
	/** Killed pilots stay in the record with this status; they never fly again (C-P5). */
	status: 'active' | 'killed';
	role: PilotRole;
	aircraftTypeId: string;
	/** All kills: shot down (C-P1) + mission wins (C-P2) + assists if allowed. Always whole. */
	kills: number;
	/** Enemy planes this pilot shot down with the killing blow (C-P1). Subset of `kills`. */
	confirmedKills: number;
	isAce: boolean;
	aceSkills: AceSkillId[];
	/** From `aircraftChoiceAtKills` confirmed kills on the pilot may choose their aircraft (C-P3). */
	canChooseAircraft: boolean;
	missionsFlown: number;
	/** The killed pilot this one replaced (C-P6), or null. */
	replacesId: string | null;
}

export interface CampaignSnapshot {
	sides: Readonly<Record<SideId, CampaignSide>>;
	pilots: readonly PilotState[];
	/** Player id → the player's name, so a refusal names the player (C-3); ids stand in without. */
	players?: Readonly<Record<string, string>>;
}

/** One plane in a played mission: who flew what. */
export interface MissionFlight {
	pilotId: string;
	aircraftTypeId: string;
}

/** The result of one mission as played (on the grid engine or typed in from the table). */
export interface MissionResult {
	missionId: MissionId;
	/** The side that rolled the mission (C-2). */
	sideA: SideId;
	flights: readonly MissionFlight[];
	/** Killing blows (C-P1): killer pilot → victim pilot, who was shot down. */
	kills: readonly { killerId: string; victimId: string }[];
	/** Pilots who helped bring a victim down; credited only if house rules allow (C-P1). */
	assists?: readonly { pilotId: string; victimId: string }[];
	/** Pilots shot down or destroyed with nobody credited (e.g. flew off the board, G-TURN-2). */
	lost?: readonly string[];
	/** Pilots who fled the field because of critical hits (C-P5, G-MOVE-6). */
	fled: readonly string[];
	/** Who won; may be left out for most-kills missions, where it is computed (C-M3). */
	outcome?: MissionOutcome;
}

export type RollPurpose =
	'mission-table' | 'survival' | 'ace-skill' | 'aircraft-roll-off' | 'shooting' | 'major-hit';

/** Every die rolled, with why, so the database stores it and the UI shows it. */
export interface CampaignRoll {
	purpose: RollPurpose;
	sides: number;
	value: number;
	pilotId?: string;
	sideId?: SideId;
	/** What the value was read as, e.g. "survives on 5+" or the skill drawn. */
	note?: string;
}

export type KillSource = 'shot-down' | 'assist' | 'mission-win';

export type CampaignEvent =
	| { kind: 'mission-flown'; pilotId: string; missionsFlown: number }
	| {
			kind: 'kill-credited';
			pilotId: string;
			source: KillSource;
			victimId: string | null;
			kills: number;
			confirmedKills: number;
	  }
	| { kind: 'fled-survived'; pilotId: string }
	| { kind: 'survival-roll'; pilotId: string; die: number; needed: number; survived: boolean }
	| { kind: 'pilot-killed'; pilotId: string }
	| {
			kind: 'replacement-created';
			pilotId: string;
			replacesId: string;
			name: string;
			aircraftTypeId: string;
	  }
	| { kind: 'aircraft-choice-unlocked'; pilotId: string; confirmedKills: number }
	| { kind: 'became-ace'; pilotId: string; kills: number; skill: AceSkillId | null }
	| { kind: 'ace-skill-gained'; pilotId: string; kills: number; skill: AceSkillId }
	| { kind: 'ace-skill-none-left'; pilotId: string; kills: number };

export interface MissionApplication {
	outcome: MissionOutcome;
	/** Every pilot of the snapshot (killed ones with status killed) plus the replacements. */
	pilots: PilotState[];
	events: CampaignEvent[];
	rolls: CampaignRoll[];
}
