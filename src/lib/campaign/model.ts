/**
 * The one place where stored records (src/lib/db: sideId, aircraftTypeId, opaque house rules)
 * meet the campaign rules (src/lib/rules/campaign: sideKey, aircraftTypeId, HouseRules).
 *
 * - Side of display order 0 is the `allied` column of the mission table, order 1 `central` (C-1, C-4).
 * - A side's `nation` holds a nation id of NATIONS; an unknown one falls back to the default nation
 *   of its column, so an imported campaign still works.
 * - An aircraft type's `dataRef` is the rules' model id (its own id if it has none); a pilot's role
 *   is the role of the aircraft type they fly.
 */
import {
	ACE_SKILL_IDS,
	DEFAULT_SIDES,
	SIDE_IDS,
	nationDefinition,
	type AceSkillId,
	type CampaignSide,
	type CampaignSnapshot,
	type HouseRules,
	type PilotRole,
	type PilotState,
	type SideId as SideKey
} from '$lib/rules/campaign';
import type { AircraftTypeRecord, CampaignBundle, PilotRecord, SideRecord } from '$lib/db/records';
import { parseHouseRules } from './house-rules';
import { ownValue, setOwn } from '$lib/rules/common/own';

export interface CampaignModel {
	bundle: CampaignBundle;
	/** The stored house rules, completed with defaults and the sides' standard aircraft (C-P6). */
	houseRules: HouseRules;
	/** The house rules as the organiser set them (what the "rules in force" list shows). */
	storedRules: HouseRules;
	snapshot: CampaignSnapshot;
	ruleSideOf: (sideId: string) => SideKey;
	dbSideIdOf: (key: SideKey) => string;
	sideOf: (key: SideKey) => SideRecord;
	/** Model id of an aircraft type (its dataRef, else its id). */
	modelIdOf: (aircraftTypeId: string | null) => string;
	/** The side's aircraft type for a model id, or null if the pool has none. */
	aircraftTypeFor: (sideId: string, modelId: string) => AircraftTypeRecord | null;
	aircraftName: (aircraftTypeId: string | null) => string;
	/**
	 * The aircraft type a pilot flies: their own, or — for a pilot stored without one (a
	 * replacement whose standard machine was not in the pool, an imported file) — the side's
	 * standard machine of their role (C-P6), so no pilot is left unable to fly.
	 */
	aircraftOf: (pilot: PilotRecord) => string | null;
	/** A rules model id → the aircraft's name in this campaign's pool. */
	modelName: (modelId: string) => string;
	pilotName: (pilotId: string) => string;
}

export const sideKeyForOrder = (order: number): SideKey => SIDE_IDS[order === 0 ? 0 : 1];

/** The rules' side of a stored side: its alignment, or its display order if that is unknown. */
export const ruleSideOfRecord = (side: Pick<SideRecord, 'alignment' | 'order'>): SideKey =>
	SIDE_IDS.includes(side.alignment as SideKey)
		? (side.alignment as SideKey)
		: sideKeyForOrder(side.order);

/** A nation id the rules know, for a stored side. */
export function nationIdFor(side: Pick<SideRecord, 'nation' | 'order' | 'alignment'>): string {
	return nationDefinition(side.nation)
		? side.nation
		: DEFAULT_SIDES[ruleSideOfRecord(side)].nationId;
}

const pilotRole = (type: AircraftTypeRecord | undefined): PilotRole =>
	type?.role === 'observation' ? 'observation' : 'fighter';

export function modelOf(bundle: CampaignBundle): CampaignModel {
	const sides = [...bundle.sides].sort((a, b) => a.order - b.order);
	const sideById = new Map(sides.map((s) => [s.id, s]));
	const sideByKey = new Map(sides.map((s) => [ruleSideOfRecord(s), s]));
	const typeById = new Map(bundle.aircraftTypes.map((t) => [t.id, t]));
	const pilotById = new Map(bundle.pilots.map((p) => [p.id, p]));

	const ruleSideOf = (sideId: string): SideKey => {
		const side = sideById.get(sideId);
		return side ? ruleSideOfRecord(side) : SIDE_IDS[0];
	};
	const sideOf = (key: SideKey): SideRecord => {
		const side = sideByKey.get(key);
		if (!side) throw new Error(`The campaign has no ${key} side`);
		return side;
	};
	const modelIdOf = (typeId: string | null): string => {
		if (typeId === null) return '';
		const type = typeById.get(typeId);
		return type?.dataRef ?? type?.id ?? typeId;
	};
	const aircraftTypeFor = (sideId: string, modelId: string) =>
		bundle.aircraftTypes.find(
			(t) => (t.sideId === sideId || t.sideId === null) && (t.dataRef ?? t.id) === modelId
		) ?? null;

	const base = parseHouseRules(bundle.campaign.houseRules);
	// C-P6: the side's standard machines chosen in the wizard become the rules' standard aircraft.
	const standardAircraft: HouseRules['standardAircraft'] = { ...base.standardAircraft };
	for (const side of sides) {
		const nationId = nationIdFor(side);
		const roles: Partial<Record<PilotRole, string>> = { ...ownValue(standardAircraft, nationId) };
		for (const [role, typeId] of Object.entries(side.standardAircraft)) {
			if (role === 'fighter' || role === 'observation') roles[role] = modelIdOf(typeId);
		}
		setOwn(standardAircraft, nationId, roles);
	}
	const houseRules: HouseRules = { ...base, standardAircraft };

	const rulesSides = Object.fromEntries(
		SIDE_IDS.map((key): [SideKey, CampaignSide] => {
			const side = sideByKey.get(key);
			return [
				key,
				side ? { id: key, nationId: nationIdFor(side), name: side.name } : { ...DEFAULT_SIDES[key] }
			];
		})
	) as Record<SideKey, CampaignSide>;

	const aircraftOf = (p: PilotRecord): string | null => {
		if (p.aircraftTypeId !== null) return p.aircraftTypeId;
		const standard = sideById.get(p.sideId)?.standardAircraft ?? {};
		const role = p.role === 'observation' ? 'observation' : 'fighter';
		return Object.hasOwn(standard, role) ? standard[role] : null;
	};
	const snapshot: CampaignSnapshot = {
		sides: rulesSides,
		pilots: bundle.pilots.map((p) => {
			const flies = { ...p, aircraftTypeId: aircraftOf(p) };
			return pilotStateOf(
				flies,
				ruleSideOf(p.sideId),
				typeById.get(flies.aircraftTypeId ?? ''),
				modelIdOf
			);
		}),
		players: Object.fromEntries(bundle.players.map((p) => [p.id, p.name]))
	};

	return {
		bundle,
		houseRules,
		storedRules: base,
		snapshot,
		ruleSideOf,
		dbSideIdOf: (key) => sideOf(key).id,
		sideOf,
		modelIdOf,
		aircraftTypeFor,
		aircraftName: (typeId) => (typeId ? (typeById.get(typeId)?.name ?? typeId) : '—'),
		aircraftOf,
		modelName: (modelId) =>
			bundle.aircraftTypes.find((t) => (t.dataRef ?? t.id) === modelId)?.name ?? modelId,
		pilotName: (pilotId) => pilotById.get(pilotId)?.name ?? pilotId
	};
}

/** A stored pilot as the rules see them; Ace and aircraft choice follow from kills (C-P3, C-P4). */
export function pilotStateOf(
	p: PilotRecord,
	sideKey: SideKey,
	type: AircraftTypeRecord | undefined,
	modelIdOf: (typeId: string | null) => string
): PilotState {
	return {
		id: p.id,
		name: p.name,
		sideId: sideKey,
		playerId: p.playerId,
		// A retired pilot flies no more, like a killed one.
		status: p.status === 'active' ? 'active' : 'killed',
		role:
			p.role === 'observation' ? 'observation' : p.role === 'fighter' ? 'fighter' : pilotRole(type),
		aircraftTypeId: modelIdOf(p.aircraftTypeId),
		kills: p.kills,
		confirmedKills: p.confirmedKills,
		isAce: p.isAce,
		aceSkills: p.aceSkills.filter((s): s is AceSkillId => ACE_SKILL_IDS.includes(s as AceSkillId)),
		canChooseAircraft: p.canChooseAircraft,
		missionsFlown: p.missionsFlown,
		replacesId: p.replacesId
	};
}

/** Is this stored pilot an Ace (C-P4)? As the rules decided when the kills were recorded. */
export const isAce = (p: PilotRecord): boolean => p.isAce;
