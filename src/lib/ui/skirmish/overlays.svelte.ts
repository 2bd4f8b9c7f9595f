/**
 * What lies over the board besides the marks (issue 27): a plane's card, the legend of marks and
 * the turn log. The card and the legend take turns (opening one closes the other); the card opens
 * on the side of the board away from its plane.
 */
import type { GridView } from '$lib/rules/grid';

export class BoardOverlays {
	/** The plane whose card is open. */
	inspect = $state<string | null>(null);
	#legend = $state(false);
	/** The turn log over the board (portrait, and while the guide needs the room beside it). */
	logOpen = $state(false);

	constructor(private readonly viewNow: () => GridView) {}

	get view(): GridView {
		return this.viewNow();
	}
	get legendOpen(): boolean {
		return this.#legend;
	}
	set legendOpen(open: boolean) {
		this.#legend = open;
		if (open) this.inspect = null;
	}

	readonly inspected = $derived(this.view.planes.find((p) => p.id === this.inspect) ?? null);
	/** The card opens on the side of the board away from the plane. */
	readonly cardLeft = $derived(!!this.inspected && this.inspected.x >= this.view.board.width / 2);

	/** A tap on a counter: its card opens, or closes when it was open (returns whether it opened). */
	toggleCard(id: string): boolean {
		if (this.inspect === id) {
			this.inspect = null;
			return false;
		}
		this.inspect = id;
		this.#legend = false;
		return true;
	}
}
