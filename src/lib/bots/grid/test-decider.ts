/**
 * Who decides now, for the bot tests that play seeded games order by order (G-TURN-1/2): the
 * activated plane's side, the side holding the command, or the first side still to fire or bid.
 */
import { legalOrders, type GridState, type Side } from '../../rules/grid/index';

export function decider(state: GridState): Side {
	const legal = legalOrders(state);
	switch (legal.phase) {
		case 'fire':
		case 'bid':
			return legal.sides[0].side;
		case 'activation':
			return state.planes.find((p) => p.id === legal.plane)!.side;
		case 'command':
			return legal.side;
		default:
			throw new Error('the game is over: nobody decides');
	}
}
