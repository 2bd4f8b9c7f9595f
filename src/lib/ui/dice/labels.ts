/** Words for the Dice & tables page: rule data (ids, keys) → the player's language. */
import type { MissionId } from '$lib/data/missions';
import type { DiceSide } from './sides';
import { m } from '$lib/ui/i18n';
import { formatLocale } from '$lib/ui/format';
import type { HistoryEntry } from './history';
import { splitEffect, type MajorEffectKey } from './major-table';
import type { GunKind } from './shooting-pool';

export const diceCount = (count: number): string =>
	count === 1 ? m.dice_count_one() : m.dice_count_other({ count });

const MISSION_NAMES: Record<MissionId, () => string> = {
	'photo-recon': () => m.dice_mission_photo_recon(),
	'bombing-run': () => m.dice_mission_bombing_run(),
	'fighter-sweep': () => m.dice_mission_fighter_sweep(),
	'dawn-patrol': () => m.dice_mission_dawn_patrol(),
	'long-recon': () => m.dice_mission_long_recon(),
	'balloon-busting': () => m.dice_mission_balloon_busting(),
	'bomber-escort': () => m.dice_mission_bomber_escort()
};
export const missionName = (id: MissionId): string => MISSION_NAMES[id]?.() ?? id;

export const sideName = (side: DiceSide): string =>
	side === 'allied' ? m.dice_side_allied() : m.dice_side_central();

export const gunName = (gun: GunKind): string =>
	gun === 'single' ? m.dice_gun_single_short() : m.dice_gun_double_short();

const EFFECTS: Record<MajorEffectKey, () => string> = {
	'observer-dies': () => m.dice_effect_observer_dies(),
	'speed-loss': () => m.dice_effect_speed_loss(),
	'agility-loss': () => m.dice_effect_agility_loss(),
	critical: () => m.dice_effect_critical()
};

/** A major-table row's effect key(s) in words ('' when it only costs HP). */
export const effectText = (effect: string): string =>
	splitEffect(effect)
		.map((key) => EFFECTS[key]())
		.join(', ');

/** Effects of several major hits, each named once with how often it happened ("… ×2"). */
export function effectsSummary(effects: readonly string[]): string[] {
	const counts = new Map<string, number>();
	for (const key of effects.flatMap((effect) => splitEffect(effect))) {
		counts.set(key, (counts.get(key) ?? 0) + 1);
	}
	return [...counts].map(([key, n]) => `${effectText(key)}${n > 1 ? ` ×${n}` : ''}`);
}

/** "−2 HP" or "−1 HP, the observer dies". */
export function majorRowText(row: { hpLoss: number; effect: string }): string {
	const effects = effectText(row.effect);
	return [m.dice_hp_loss({ hp: row.hpLoss }), effects].filter(Boolean).join(', ');
}

export const choiceText = (options: readonly MissionId[]): string =>
	m.dice_mission_choice({ a: missionName(options[0]), b: missionName(options[1]) });

export const toolName = (tool: HistoryEntry['tool']): string =>
	({
		pool: m.dice_tab_pool,
		shooting: m.dice_tab_shooting,
		mission: m.dice_tab_mission,
		survival: m.dice_tab_survival
	})[tool]();

/** One line saying what a roll in the history meant. */
export function historyText(entry: HistoryEntry): string {
	switch (entry.tool) {
		case 'pool':
			return m.dice_history_pool({ sum: entry.sum });
		case 'shooting': {
			const parts: string[] = [
				m.dice_history_shooting({ gun: gunName(entry.gun), hp: entry.hpLoss })
			];
			parts.push(...effectsSummary(entry.effects));
			if (entry.majorRolls.length > 0) {
				parts.push(m.dice_history_major_rolls({ rolls: entry.majorRolls.join(', ') }));
			}
			return parts.join('; ');
		}
		case 'mission':
			return m.dice_history_mission({
				side: sideName(entry.side),
				mission: entry.mission
					? missionName(entry.mission)
					: entry.options
						? choiceText(entry.options)
						: ''
			});
		case 'survival':
			return entry.survived ? m.dice_survival_survives() : m.dice_survival_killed();
	}
}

/** The time of a roll; the date too when it was not today. */
export function rollTime(at: number, now: number = Date.now()): string {
	const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
	return new Intl.DateTimeFormat(
		formatLocale(),
		sameDay ? { timeStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'short' }
	).format(at);
}
