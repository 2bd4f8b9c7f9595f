import { seededDice, type Dice } from '../../rules/common/dice';
import { inPlay } from '../../rules/grid/victory';
import { aircraftOf } from '../../rules/grid/catalog';
import type { GridView } from '../../rules/grid/view';
import type { GridState, Objectives, ShotOrder, Side } from '../../rules/grid/index';

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

/** A fresh game-dice seed drawn from the bot's own stream (never the game's dice). */
const freshSeed = (botDice: Dice): number => botDice.below(0x7fffffff);

/**
 * The draw pile the bot cannot see: the cards of planes that were in play when the turn began and
 * have not come up yet (planes re-entering this turn hold none), in an order shuffled with the
 * bot's dice. Only the count is known.
 */
function sampleDrawPile(view: GridView, botDice: Dice): string[] {
	const act = view.activation!;
	const played = new Set(act.played);
	const candidates = view.planes.filter(
		(p) =>
			!aircraftOf(p).static &&
			!played.has(p.id) &&
			!act.first.includes(p.id) &&
			!act.reentered.includes(p.id) &&
			(p.status === 'active' || p.status === 'lost' || p.status === 'shot-down')
	);
	// Planes still in play surely hold a card; a plane shot down this turn may or may not.
	const sure = candidates.filter((p) => inPlay(p)).map((p) => p.id);
	const maybe = candidates.filter((p) => !inPlay(p)).map((p) => p.id);
	const pile = [...sure, ...maybe].slice(0, act.cardsLeft);
	return botDice.shuffle(pile);
}

/** C-M4: side A does not know which unvisited site is real; sample one (unless already found). */
function sampleSites(view: GridView, botDice: Dice): Objectives['sites'] {
	const sites = view.objectives.sites;
	const found = sites.some((s) => s.real === true);
	const unknown = sites.map((s, i) => (s.real === null ? i : -1)).filter((i) => i >= 0);
	const realIndex = !found && unknown.length > 0 ? unknown[botDice.below(unknown.length)] : -1;
	return sites.map((s, i) => ({
		x: s.x,
		y: s.y,
		visited: s.visited,
		real: s.real ?? i === realIndex
	}));
}

/**
 * A "determinized" full state consistent with what `view.seat` knows: hidden parts (game dice,
 * card order, the other side's sealed fire orders and bid, which hidden site is real) are filled
 * by sampling with the bot's own dice. The engine can then simulate on it; the bot never sees
 * the real state. An opponent's sealed fire orders are sampled as "holds fire" — the bot's
 * evaluation accounts for enemy guns through its threat terms instead.
 */
export function stateFromView(view: GridView, botDice: Dice): GridState {
	const seat = view.seat;
	const pendingFire: Partial<Record<Side, ShotOrder[]>> = {};
	if (view.myFireOrders) pendingFire[seat] = view.myFireOrders;
	if (view.fireOrdersGiven.includes(other(seat))) pendingFire[other(seat)] = [];
	const activation: GridState['activation'] = view.activation
		? {
				deck: { drawPile: sampleDrawPile(view, botDice), discards: view.activation.played },
				first: view.activation.first,
				reentered: view.activation.reentered,
				waiting: view.activation.waiting,
				waitingOrdered: false,
				current: view.activation.current,
				source: view.activation.source
			}
		: null;
	let command: GridState['command'] = null;
	if (view.command) {
		const { bidsGiven, myBid, ...open } = view.command;
		const bids: Partial<Record<Side, number>> = {};
		if (myBid !== null) bids[seat] = myBid;
		const them = other(seat);
		if (bidsGiven.includes(them)) bids[them] = botDice.below(view.command.cp[them] + 1);
		command = { ...open, bids };
	}
	const {
		seat: _seat,
		fireOrdersGiven: _given,
		myFireOrders: _mine,
		activation: _act,
		command: _cmd,
		objectives,
		...open
	} = view;
	return {
		...open,
		pendingFire,
		activation,
		command,
		objectives: { ...objectives, sites: sampleSites(view, botDice) },
		dice: seededDice(freshSeed(botDice)).snapshot(),
		firstDeck: null
	};
}
