/** The wizard's problems in words, and the step each belongs to (issue 14: all at once, in place). */
import type { FormProblem } from '$lib/campaign/create';
import { m } from '$lib/ui/i18n';
import { reasonText } from '$lib/ui/reasons';

export function problemText(p: FormProblem): string {
	switch (p.kind) {
		case 'campaign-name':
			return m.campaign_problem_campaign_name();
		case 'side-name':
			return m.campaign_problem_side_name({ side: p.side + 1 });
		case 'no-pilots':
			return m.campaign_problem_no_pilots({ side: p.side + 1 });
		case 'player-name':
			return m.campaign_problem_player_name({ side: p.side + 1, player: p.player + 1 });
		case 'pilot-name':
			return m.campaign_problem_pilot_name({
				side: p.side + 1,
				player: p.player + 1,
				pilot: p.pilot + 1
			});
		case 'mission-table':
			return m.campaign_problem_mission_table({ reason: reasonText(p.reason) });
		case 'unplayable':
			return m.campaign_problem_unplayable({ reason: reasonText(p.reason) });
	}
}

/** The wizard step where a problem can be fixed. */
export function stepOf(p: FormProblem): number {
	switch (p.kind) {
		case 'campaign-name':
			return 0;
		case 'side-name':
			return 1;
		case 'mission-table':
			return 4;
		default:
			return 2;
	}
}

/** The problems of one place of the form, e.g. `at(problems, 'pilot-name', 0, 1, 2)`. */
export function at(
	problems: readonly FormProblem[],
	kind: FormProblem['kind'],
	side?: number,
	player?: number,
	pilot?: number
): FormProblem[] {
	return problems.filter(
		(p) =>
			p.kind === kind &&
			(side === undefined || ('side' in p && p.side === side)) &&
			(player === undefined || ('player' in p && p.player === player)) &&
			(pilot === undefined || ('pilot' in p && p.pilot === pilot))
	);
}
