/**
 * The guided first game on the Dogfight screen (issue 27: play screens hold no game logic): while
 * `on`, a hint at each decision (`tutorialHint`) until the game ends or the player skips it.
 */
import type { DogfightGame } from '$lib/dogfight/game';
import { tutorialHint, type DogfightHint } from '$lib/dogfight/tutorial';
import { skipGuide } from '$lib/dogfight/tutorial-progress';
import type { SeatDecision } from './seat-decision.svelte';

export class Coaching {
	on = $state(false);

	constructor(
		private readonly gameNow: () => DogfightGame | null,
		private readonly decision: SeatDecision,
		private readonly moving: () => boolean
	) {}

	readonly hint = $derived.by((): DogfightHint | null => {
		const game = this.gameNow();
		if (!this.on || !game) return null;
		const d = this.decision;
		return tutorialHint({
			view: d.view,
			phase: game.ui.phase,
			plotting: d.plane,
			options: d.options,
			chosen: d.draft?.maneuver ?? null,
			firing: d.firePlane,
			shots: d.shots,
			moving: this.moving(),
			turn: game.ui.phase === 'plotting' ? game.state.turn : game.ui.lastTurn,
			over: game.state.over,
			winner: game.state.winner
		});
	});
	/** The player skips the guide: no more hints in this game (remembered for it). */
	skip(gameId: string, remember: (id: string) => Promise<unknown> = skipGuide): void {
		this.on = false;
		remember(gameId).catch(() => {});
	}
	/** The guided game is over (won, lost, or its turns done): it is not offered again. */
	readonly finished = $derived(
		this.hint?.step === 'won' || this.hint?.step === 'lost' || this.hint?.step === 'done'
	);
}
