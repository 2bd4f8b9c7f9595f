import type { CombatEvent, DamageTrack, Visibility } from './types';

/** H-DMG-6: what every player may know of a plane's damage. */
export interface PublicDamage {
	smoke: boolean;
	fire: boolean;
	observerKilled: boolean;
	/** Destruction is open; its cause is not (a killed pilot is never announced). */
	destroyed: boolean;
}

/** The open facts: smoke, fire, observer killed, destruction (H-DMG-6). */
export function publicDamage(track: DamageTrack): PublicDamage {
	return {
		smoke: track.smoke,
		fire: track.fire,
		observerKilled: track.observerKilled,
		destroyed: track.down !== null
	};
}

/** The hidden facts by name (H-DMG-6: damage, fuel, jams, gliding, ammo — team-mates too). */
export const HIDDEN_DAMAGE_FACTS = [
	'marked',
	'fuel',
	'guns',
	'gliding',
	'ammo',
	'wingsDamaged',
	'wingsCrippled',
	'engineHit',
	'pilotWound',
	'pilotKilled',
	'rudder',
	'observerWoundedUntil',
	'engineOutTurn',
	'down'
] as const satisfies readonly (keyof DamageTrack)[];

export type DamageView = { full: DamageTrack } | { public: PublicDamage };

/**
 * What a seat sees of one plane's track: the owner sees everything, anyone else (team-mates
 * included) only the open facts — until the game is over, when everything is shown (H-END-3).
 */
export function damageView(track: DamageTrack, isOwner: boolean, gameOver: boolean): DamageView {
	return isOwner || gameOver ? { full: track } : { public: publicDamage(track) };
}

/** Filters combat events for a seat (H-DMG-6); after the game every event is shown (H-END-3). */
export function eventsFor<E extends Pick<CombatEvent, 'plane' | 'visibility'> = CombatEvent>(
	events: readonly E[],
	ownedPlanes: readonly string[],
	gameOver: boolean
): E[] {
	return events.filter((e) => gameOver || visibleTo(e.visibility, ownedPlanes.includes(e.plane)));
}

function visibleTo(visibility: Visibility, owner: boolean): boolean {
	return visibility === 'all' || owner;
}
