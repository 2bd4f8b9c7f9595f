/**
 * Lookups by strings that come from users or files (a stored mission type, a side's nation).
 * A plain `TABLE[id]` or `id in TABLE` would also find the object's built-in properties
 * ("constructor", "toString"…), so every lookup checks own properties.
 */
import { MISSION_IDS, MISSIONS, type MissionDefinition, type MissionId } from '../../data/missions';
import { NATIONS, type NationDefinition } from '../../data/campaign/sides';
import { ownValue } from '../common/own';

export const isMissionId = (id: unknown): id is MissionId =>
	typeof id === 'string' && (MISSION_IDS as readonly string[]).includes(id);

/** The mission of this id, or undefined for any other string. */
export const missionDefinition = (id: string): MissionDefinition | undefined =>
	isMissionId(id) ? MISSIONS[id] : undefined;

/** The nation of this id in `nations`, or undefined for any other string. */
export function nationDefinition(
	id: string,
	nations: Readonly<Record<string, NationDefinition>> = NATIONS
): NationDefinition | undefined {
	return ownValue(nations, id);
}
