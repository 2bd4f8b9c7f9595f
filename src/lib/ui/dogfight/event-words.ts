/**
 * The turn log in words: one sentence per engine event. Fuel is secret (H-DMG-6), so fuel events
 * are told only about the reader's own planes (`mine`); phase markers are left out.
 */
import type { HexEvent } from '$lib/rules/hex';
import type { Reason } from '$lib/rules/common/result';
import { m } from '$lib/ui/i18n';
import { reasonText } from '$lib/ui/reasons';

/**
 * A reason kept in an event, in the player's language. Games saved before reasons were data keep
 * the English sentence in their last turn's events: it is shown as it is.
 */
export const reasonWords = (r: Reason | string): string =>
	typeof r === 'string' ? r : reasonText(r);

const side = (s: string) =>
	s === 'entente'
		? m.dogfight_side_entente()
		: s === 'central'
			? m.dogfight_side_central()
			: m.dogfight_draw();
const order = (o: string) =>
	({
		climb: m.dogfight_alt_climb(),
		level: m.dogfight_alt_level(),
		dive: m.dogfight_alt_dive(),
		land: m.dogfight_alt_land()
	})[o] ?? o;

const burst = (b: string) =>
	({
		short: m.dogfight_burst_short(),
		medium: m.dogfight_burst_medium(),
		long: m.dogfight_burst_long()
	})[b] ?? b;

export function eventWords(e: HexEvent, mine: (plane: string) => boolean): string | null {
	switch (e.type) {
		case 'phase':
			return null;
		case 'tailing':
			return m.dogfight_ev_tailing({ tailer: e.tailer, tailed: e.tailed });
		case 'cycleStart':
			return m.dogfight_ev_cycle({ plane: e.plane });
		case 'spinInstead':
			return m.dogfight_ev_spin_instead({ plane: e.plane, plotted: e.plotted });
		case 'moved':
			return m.dogfight_ev_moved({ plane: e.plane, maneuver: e.maneuver, from: e.from, to: e.to });
		case 'leftMap':
			return e.result === 'retired'
				? m.dogfight_ev_left_retired({ plane: e.plane, hex: e.hex })
				: m.dogfight_ev_left_lost({ plane: e.plane, hex: e.hex });
		case 'altitude':
			return m.dogfight_ev_altitude({
				plane: e.plane,
				order: order(e.order),
				from: e.from,
				to: e.to
			});
		case 'climbTooHigh':
			return m.dogfight_ev_too_high({ plane: e.plane });
		case 'landed':
			return m.dogfight_ev_landed({ plane: e.plane });
		case 'collision':
			return m.dogfight_ev_collision({ planes: e.planes.join(', '), hex: e.hex, cards: e.cards });
		case 'pendingDamage':
			return null;
		case 'fuel':
			return mine(e.plane)
				? m.dogfight_ev_fuel({ plane: e.plane, spent: e.spent, left: e.left })
				: null;
		case 'outOfFuel':
			return mine(e.plane)
				? m.dogfight_ev_out_of_fuel({ plane: e.plane, turns: e.glideTurns })
				: null;
		case 'glideLoss':
			return m.dogfight_ev_glide_loss({ plane: e.plane, to: e.to });
		case 'stallCheckDue':
			return m.dogfight_ev_stall_check({ plane: e.plane });
		case 'shot':
			return m.dogfight_ev_shot({
				shooter: e.shooter,
				target: e.target,
				burst: burst(e.burst),
				range: e.range
			});
		case 'fireRefused':
			return m.dogfight_ev_fire_refused({
				plane: e.plane,
				target: e.target,
				reason: reasonWords(e.reason)
			});
		case 'hitsDrawn':
			return m.dogfight_ev_hits({ plane: e.plane, count: e.hits.length });
		case 'combat':
			return m.dogfight_ev_combat({ plane: e.plane, what: e.detail.type.replace(/-/g, ' ') });
		case 'shotDown':
			return m.dogfight_ev_shot_down({ plane: e.plane });
		case 'actionRefused':
			return m.dogfight_ev_action_refused({ plane: e.plane, reason: reasonWords(e.reason) });
		case 'recoveryFacing':
			return m.dogfight_ev_recovery_facing({ plane: e.plane });
		case 'gameOver':
			return m.dogfight_ev_game_over({ winner: side(e.winner) });
		default:
			return null;
	}
}

export function turnLog(events: HexEvent[], mine: (plane: string) => boolean): string[] {
	const out: string[] = [];
	for (const e of events) {
		const w = eventWords(e, mine);
		if (w) out.push(w);
	}
	return out;
}

/** A computer level for people: 'random' is offered as practice. */
export function levelLabel(level: string): string {
	return (
		{
			random: m.dogfight_level_random(),
			easy: m.dogfight_level_easy(),
			normal: m.dogfight_level_normal(),
			hard: m.dogfight_level_hard()
		}[level] ?? level
	);
}

/** What a computer level does, in one line (setup screen). */
export function levelHint(level: string): string {
	return (
		{
			random: m.dogfight_level_hint_random(),
			easy: m.dogfight_level_hint_easy(),
			normal: m.dogfight_level_hint_normal(),
			hard: m.dogfight_level_hint_hard()
		}[level] ?? ''
	);
}

/** H-TAIL-3: the direction a tailer is told, in words. */
export function directionLabel(d: 'L' | 'S' | 'R'): string {
	return { L: m.dogfight_dir_L(), S: m.dogfight_dir_S(), R: m.dogfight_dir_R() }[d];
}

export const altitudeLabel = order;
export const sideLabel = side;
