/**
 * Whose turn it is and what the screen shows of it (issue 27: play screens hold no game logic):
 * the side to decide, the seat looking at the board (hot seat: the side that said "I'm ready";
 * never the computer's, so its hidden information stays hidden), the view that seat may see, and
 * the legal choices when a human is to decide.
 */
import { legalOrders, viewFor, type LegalChoices, type Side } from '$lib/rules/grid';
import { decider, type Session } from '$lib/skirmish/controller';
import { m } from '$lib/ui/i18n';
import { sideName } from './describe';

const SIDES: readonly Side[] = ['A', 'B'];

export class TurnSeats {
	/** Hot seat: the side that last tapped "I'm ready" (null before anyone did). */
	ready = $state<Side | null>(null);

	constructor(private readonly sessionNow: () => Session) {}

	get session(): Session {
		return this.sessionNow();
	}
	isHuman = (s: Side): boolean => this.session.log.seats[s].kind === 'human';

	readonly humans = $derived(SIDES.filter(this.isHuman));
	readonly hotSeat = $derived(this.humans.length === 2);
	readonly turnSide = $derived(decider(this.session.state));
	readonly needHandover = $derived(
		this.hotSeat &&
			this.turnSide !== null &&
			this.ready !== this.turnSide &&
			this.session.state.phase !== 'over'
	);
	readonly seat = $derived.by((): Side => {
		const t = this.turnSide;
		if (t && this.isHuman(t)) return t;
		return this.hotSeat ? (this.ready ?? 'A') : (this.humans[0] ?? 'A');
	});
	readonly view = $derived(viewFor(this.session.state, this.seat));
	readonly myTurn = $derived(
		this.turnSide !== null && this.isHuman(this.turnSide) && !this.needHandover
	);
	readonly choices = $derived<LegalChoices | null>(
		this.myTurn ? legalOrders(this.session.state) : null
	);

	/** "You (side A)" or "Computer, normal (side B)", as the status line names a seat. */
	label = (s: Side): string => {
		const c = this.session.log.seats[s];
		if (c.kind === 'human') return m.skirmish_seat_human_of({ side: sideName(s) });
		const level =
			c.level === 'hard'
				? m.skirmish_level_hard()
				: c.level === 'normal'
					? m.skirmish_level_normal()
					: m.skirmish_level_easy();
		return m.skirmish_seat_computer_of({ side: sideName(s), level });
	};
}
