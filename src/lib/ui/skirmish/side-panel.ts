/**
 * Which panel the play screen's side column shows (issue 27: the switch is data, tested in Node):
 * the result once the game is over, else the decision the human at the screen is making now, else
 * who is being waited for.
 */
import type { LegalChoices, Side } from '$lib/rules/grid';

export type SidePanel = 'result' | 'fire' | 'move' | 'bid' | 'command' | 'waiting' | 'none';

export function sidePanelOf(input: {
	over: boolean;
	hasResult: boolean;
	choices: LegalChoices | null;
	turnSide: Side | null;
}): SidePanel {
	const c = input.choices;
	if (input.over && input.hasResult) return 'result';
	if (c?.phase === 'fire' && c.sides[0]) return 'fire';
	if (c?.phase === 'activation') return 'move';
	if (c?.phase === 'bid' && c.sides[0]) return 'bid';
	if (c?.phase === 'command') return 'command';
	return input.turnSide ? 'waiting' : 'none';
}
