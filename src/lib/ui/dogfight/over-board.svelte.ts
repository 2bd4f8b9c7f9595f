/**
 * What is open over the Dogfight map (issue 27): a plane's card, the legend, or the own planes'
 * sheets — one at a time. A tap on a counter selects it (its arcs) and opens its card on the half
 * of the map away from the plane, so the plane stays in sight (ux principle 4); a second tap on
 * the same counter closes it.
 */
export type OverBoardPanel = 'card' | 'legend' | 'sheets';

export class OverBoard {
	open = $state<OverBoardPanel | null>(null);
	/** The counter tapped last (its arcs are drawn), or null. */
	selected = $state<string | null>(null);
	/** The card opens on the left (the plane is in the right half). */
	cardLeft = $state(false);

	tapPlane(pid: string, half: 'left' | 'right' = 'left'): void {
		this.cardLeft = half === 'right';
		if (this.selected === pid && this.open === 'card') this.closeCard();
		else {
			this.selected = pid;
			this.open = 'card';
		}
	}
	toggle(what: 'legend' | 'sheets'): void {
		this.open = this.open === what ? null : what;
	}
	close(): void {
		this.open = null;
	}
	closeCard(): void {
		this.open = null;
		this.selected = null;
	}
}
