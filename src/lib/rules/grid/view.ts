import type { CommandState, GridState, Objectives, ShotOrder, Side } from './types';

/** What one seat may know (architecture principle 4): no dice state, no card order, no secrets. */
export interface GridView extends Omit<
	GridState,
	'dice' | 'pendingFire' | 'activation' | 'command' | 'objectives' | 'firstDeck'
> {
	seat: Side;
	fireOrdersGiven: Side[];
	myFireOrders: ShotOrder[] | null;
	activation: {
		current: string | null;
		source: 'first' | 'deck' | 'waiting' | null;
		first: string[];
		reentered: string[];
		waiting: string[];
		cardsLeft: number;
		played: string[];
	} | null;
	command: (Omit<CommandState, 'bids'> & { bidsGiven: Side[]; myBid: number | null }) | null;
	objectives: Omit<Objectives, 'sites'> & {
		/** C-M4: side A learns whether a site is real only when an observer has visited it. */
		sites: { x: number; y: number; visited: boolean; real: boolean | null }[];
	};
}

export function viewFor(state: GridState, seat: Side): GridView {
	const {
		dice: _dice,
		pendingFire,
		activation,
		command,
		objectives,
		firstDeck: _firstDeck,
		...open
	} = state;
	const over = state.phase === 'over';
	const sides = ['A', 'B'] as Side[];
	return {
		...open,
		seat,
		fireOrdersGiven: sides.filter((s) => pendingFire[s] !== undefined),
		myFireOrders: pendingFire[seat] ?? null,
		activation: activation
			? {
					current: activation.current,
					source: activation.source,
					first: activation.first,
					reentered: activation.reentered,
					waiting: activation.waiting,
					cardsLeft: activation.deck.drawPile.length,
					played: activation.deck.discards
				}
			: null,
		command: command
			? {
					cp: command.cp,
					holder: command.holder,
					winner: command.winner,
					lastWinner: command.lastWinner,
					marked: command.marked,
					bidsGiven: sides.filter((s) => command.bids[s] !== undefined),
					myBid: command.bids[seat] ?? null
				}
			: null,
		objectives: {
			...objectives,
			sites: objectives.sites.map((s) => ({
				x: s.x,
				y: s.y,
				visited: s.visited,
				real: seat === 'B' || s.visited || over ? s.real : null
			}))
		}
	};
}
