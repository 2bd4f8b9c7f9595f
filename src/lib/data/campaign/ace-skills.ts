/**
 * Ace skills (rules-grid G-MAN-3), gained by aces in the campaign (campaign.md C-P4).
 * `agilities` lists the aircraft agilities that can use the skill; the skill is the pilot's, so a
 * pilot keeps it when flying a clumsier aircraft but cannot use it there.
 */
export const ACE_SKILL_IDS = ['patience', 'immelmann-turn', 'engine-hang', 'dead-eye'] as const;
export type AceSkillId = (typeof ACE_SKILL_IDS)[number];

export type Agility = 'nimble' | 'average' | 'clumsy';

export interface AceSkillDefinition {
	id: AceSkillId;
	name: string;
	agilities: readonly Agility[];
	summary: string;
}

const ALL: readonly Agility[] = ['nimble', 'average', 'clumsy'];
const NOT_CLUMSY: readonly Agility[] = ['nimble', 'average'];

export const ACE_SKILLS: Readonly<Record<AceSkillId, AceSkillDefinition>> = {
	// ◇ name: the source's table lost it (G-MAN-3).
	patience: {
		id: 'patience',
		name: 'Patience',
		agilities: ALL,
		summary: 'Always moves last; aces dice off if several want it; declared when its card comes up.'
	},
	'immelmann-turn': {
		id: 'immelmann-turn',
		name: 'Immelmann turn',
		agilities: NOT_CLUMSY,
		summary: 'A Split-S without the −ve.'
	},
	'engine-hang': {
		id: 'engine-hang',
		name: 'Engine Hang',
		agilities: NOT_CLUMSY,
		summary: 'Move 0; counts two −ve.'
	},
	'dead-eye': {
		id: 'dead-eye',
		name: 'Dead Eye',
		agilities: ALL,
		summary: '+2D6 (double MG) or +1D6 (single MG) on its attack.'
	}
};
