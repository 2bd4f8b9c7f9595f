/**
 * The saved table game on the play page, for both games (issue 27): opening it, and each step or
 * undo saved at once, with its refusal in words (never a raw error).
 */
import type { Result } from '$lib/rules/common/result';
import {
	loadTableGame,
	stepTableGame,
	undoTableGame,
	type TableGame,
	type TableKind
} from '$lib/session/table-games';
import type { Action } from '$lib/table/saved';
import { failureText } from '$lib/ui/failure';
import { m } from '$lib/ui/i18n';
import { openGame } from '$lib/ui/open-game';
import { reasonText } from '$lib/ui/reasons';

export class TableSession<K extends TableKind> {
	game = $state.raw<TableGame<K> | null>(null);
	/** Why the game cannot be shown at all. */
	problem = $state<string | null>(null);
	/** Why the last step was refused or not saved. */
	failure = $state<string | null>(null);
	busy = $state(false);

	constructor(
		private readonly kind: K,
		/** Plane names for refusals, from the state on screen. */
		private readonly name: (pid: string) => string
	) {}

	async open(id: string | null) {
		if (!id) {
			this.problem = m.table_no_game();
			return;
		}
		const r = await openGame(() => loadTableGame(this.kind, id));
		if (r.ok) this.game = r.value;
		else this.problem = r.message;
	}

	private async run(step: () => Promise<Result<TableGame<K>>>) {
		this.busy = true;
		this.failure = null;
		try {
			const r = await step();
			if (r.ok) this.game = r.value;
			else this.failure = reasonText(r, { plane: this.name });
		} catch (e) {
			this.failure = failureText(e, 'save');
		} finally {
			this.busy = false;
		}
	}

	act = (action: Action<K>) => {
		const g = this.game;
		return g && this.run(() => stepTableGame(g, action));
	};
	undo = () => {
		const g = this.game;
		return g && this.run(() => undoTableGame(g));
	};
}
