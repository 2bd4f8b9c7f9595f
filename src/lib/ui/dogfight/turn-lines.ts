/**
 * A resolved turn as the screen tells it: first the movement (H-MOVE), then the shots with the
 * dice that lay on the table (H-COMB-5/6) and the cards drawn (owner only, H-DMG-6), then damage
 * and checks. The events are already filtered for the reader (`hexEventsFor`).
 */
import type { HexEvent } from '$lib/rules/hex';
import type { FaceColour } from '$lib/data/hex-combat/types';
import { m } from '$lib/ui/i18n';
import { combatWords } from './combat-words';
import { eventWords } from './event-words';

export type Stage = 'move' | 'fire' | 'after';

export interface TurnLine {
	stage: Stage;
	text: string;
	/** 2013 special dice faces of a shot. */
	faces?: FaceColour[];
	/** A d6 roll: the CRT die of a shot, or a check. */
	roll?: number;
	/** Cards or chits a plane drew and the half that counts. */
	cards?: { id: string; half: 'blue' | 'red' }[];
}

const FIRE = new Set<HexEvent['type']>(['shot', 'fireRefused', 'hitsDrawn']);
const AFTER = new Set<HexEvent['type']>(['combat', 'shotDown', 'actionRefused', 'gameOver']);

function stageOf(e: HexEvent): Stage {
	if (FIRE.has(e.type)) return 'fire';
	if (AFTER.has(e.type)) return 'after';
	return 'move';
}

export function turnLines(
	events: readonly HexEvent[],
	mine: (plane: string) => boolean
): TurnLine[] {
	const lines: TurnLine[] = [];
	for (const e of events) {
		const stage = stageOf(e);
		if (e.type === 'combat') {
			const w = combatWords(e.detail);
			lines.push({ stage, text: w.text, ...(w.roll !== null ? { roll: w.roll } : {}) });
			continue;
		}
		const text = eventWords(e, mine);
		if (!text) continue;
		if (e.type === 'shot')
			lines.push({
				stage,
				text: `${text} ${m.dogfight_shot_result({ blue: e.blue, red: e.red })}`,
				...(e.faces ? { faces: e.faces } : {}),
				...(e.roll !== undefined ? { roll: e.roll } : {})
			});
		else if (e.type === 'hitsDrawn')
			lines.push({ stage, text, cards: e.hits.map((h) => ({ id: h.id, half: h.half })) });
		else lines.push({ stage, text });
	}
	// Stable by stage: the order within a stage is the engine's.
	const rank: Record<Stage, number> = { move: 0, fire: 1, after: 2 };
	return lines
		.map((l, i) => ({ l, i }))
		.sort((a, b) => rank[a.l.stage] - rank[b.l.stage] || a.i - b.i)
		.map((x) => x.l);
}
