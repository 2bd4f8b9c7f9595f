import type { DiceRollRecord, PilotRecord } from './records';
import { newId } from './ids';

/** A pilot as the wizard or a replacement gives it; counters default to a novice (C-P6). */
export interface PilotInput {
	id: string;
	sideId: string;
	name: string;
	playerId?: string | null;
	status?: PilotRecord['status'];
	role?: PilotRecord['role'];
	kills?: number;
	confirmedKills?: number;
	missionsFlown?: number;
	isAce?: boolean;
	aceSkills?: string[];
	canChooseAircraft?: boolean;
	aircraftTypeId?: string | null;
	joinedTurn?: number;
	replacesId?: string | null;
}

export function pilotRecord(campaignId: string, p: PilotInput): PilotRecord {
	return {
		id: p.id,
		campaignId,
		sideId: p.sideId,
		playerId: p.playerId ?? null,
		name: p.name,
		status: p.status ?? 'active',
		role: p.role ?? 'fighter',
		kills: p.kills ?? 0,
		confirmedKills: p.confirmedKills ?? 0,
		missionsFlown: p.missionsFlown ?? 0,
		isAce: p.isAce ?? false,
		aceSkills: p.aceSkills ?? [],
		canChooseAircraft: p.canChooseAircraft ?? false,
		aircraftTypeId: p.aircraftTypeId ?? null,
		joinedTurn: p.joinedTurn ?? 0,
		replacesId: p.replacesId ?? null
	};
}

/** A roll with its purpose (C-4 mission table, C-P5 survival…); time passed in by the caller. */
export interface DiceRollInput {
	id?: string;
	purpose: string;
	dice: string;
	values: number[];
	at: string;
	pilotId?: string | null;
}

export function diceRollRecord(
	campaignId: string,
	refs: { turnId: string | null; missionId: string | null },
	d: DiceRollInput
): DiceRollRecord {
	return {
		id: d.id ?? newId(),
		campaignId,
		turnId: refs.turnId,
		missionId: refs.missionId,
		pilotId: d.pilotId ?? null,
		purpose: d.purpose,
		dice: d.dice,
		values: [...d.values],
		at: d.at
	};
}

/** Names a person types: not empty, at most this long. */
export const MAX_NAME_LENGTH = 200;

export function badName(name: string): boolean {
	return name.trim() === '' || name.length > MAX_NAME_LENGTH;
}
