/**
 * The game on the play screen (issue 27: play screens hold no game logic): the session, playing an
 * order into it and saving it, the moves of the last order for the board to animate, and the last
 * fire step's shots, which stay on the board until a player gives the next order (ux principle 3:
 * outcomes where the eyes are). Saving is handed in, so a Node test drives it without a database.
 */
import type { GridEvent, GridOrder, PlaneState } from '$lib/rules/grid';
import type { Result } from '$lib/rules/common/result';
import { play, type Session } from '$lib/skirmish/controller';
import { failureText } from '$lib/ui/failure';
import { reasonText } from '$lib/ui/reasons';
import { planeName } from './describe';
import { lastNoShots } from './no-shots';

export type Moved = Extract<GridEvent, { type: 'moved' }>;
type Shot = Extract<GridEvent, { type: 'shot' }>;

export interface PlayGameDeps {
	/** The one game store's save: a refusal comes back as a reason, not a throw. */
	save(session: Session): Promise<Result<void>>;
	/** The planes as the seat at the screen sees them (refusals name planes as the board does). */
	planes(): readonly PlaneState[];
	/** An order was played: the decision made by taps starts afresh. */
	played?(): void;
}

export class PlayGame {
	session: Session = $state.raw(null as unknown as Session);
	/** The moves of the last order, animated on the board; a new object starts a new animation. */
	motion = $state.raw<{ moves: Moved[] } | null>(null);
	/** The fire step whose shots a human has moved on from (they leave the board then). */
	shotsSeenAt = $state(-1);
	/** A refusal or failure to show over the board ('' when none). */
	notice = $state('');
	saveError = $state('');

	constructor(
		initial: Session,
		private readonly deps: PlayGameDeps
	) {
		this.session = initial;
	}

	/** Where the last fire step (or round) starts in the events: its dice stay on show until the next. */
	readonly lastFireAt = $derived.by(() => {
		const ev = this.session.events;
		let i = ev.length - 1;
		while (i >= 0 && ev[i].type !== 'fire-step' && ev[i].type !== 'round-started') i--;
		return Math.max(0, i);
	});
	readonly lastShots = $derived(
		this.session.events.slice(this.lastFireAt).filter((e): e is Shot => e.type === 'shot')
	);
	/** After a fire step nobody could shoot in, the reasons stay on show until the next one. */
	readonly noShots = $derived(lastNoShots(this.session.events));
	readonly boardShots = $derived(this.shotsSeenAt === this.lastFireAt ? [] : this.lastShots);
	readonly downed = $derived(
		this.shotsSeenAt === this.lastFireAt
			? []
			: this.session.events
					.slice(this.lastFireAt)
					.flatMap((e) => (e.type === 'shot-down' ? [e.plane] : []))
	);
	readonly over = $derived(this.session.state.phase === 'over');

	/**
	 * Plays an order (a computer's comes with its dice after choosing); a refusal becomes the
	 * notice. Resolves false when refused; a failed save is shown, the game goes on.
	 */
	async submit(order: GridOrder, botDice?: Session['log']['botDice']): Promise<boolean> {
		const seenBefore = this.lastFireAt;
		const r = play(this.session, order, botDice);
		if (!r.ok) {
			this.notice = reasonText(r, { plane: (id) => planeName(this.deps.planes(), id) });
			return false;
		}
		// A player's own order says they have seen the last fire step's dice on the board.
		if (!botDice) this.shotsSeenAt = seenBefore;
		this.session = r.value.session;
		this.motion = { moves: r.value.events.filter((e): e is Moved => e.type === 'moved') };
		this.notice = '';
		this.deps.played?.();
		try {
			const saved = await this.deps.save(this.session);
			this.saveError = saved.ok ? '' : reasonText(saved);
		} catch (e) {
			// A bug while making the record; the store itself answers with reasons.
			this.saveError = failureText(e, 'save');
		}
		return true;
	}
}
