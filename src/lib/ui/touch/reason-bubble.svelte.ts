/**
 * The one explanation bubble of the app: a disabled control that is tapped puts its reason here
 * and the bubble (ReasonBubble.svelte, mounted once in the layout) shows it next to the control.
 * Touch screens have no hover, so `title=` tooltips never reach a tablet player (ux principle 2).
 */
class ReasonBubbleState {
	text = $state('');
	/** The control explained; the bubble is placed beside it and closes when it goes away. */
	anchor = $state.raw<HTMLElement | null>(null);
	/** Bumped on every show, so tapping the same control twice re-announces the reason. */
	shown = $state(0);

	show(anchor: HTMLElement, text: string): void {
		this.anchor = anchor;
		this.text = text;
		this.shown++;
	}

	hide(): void {
		this.anchor = null;
		this.text = '';
	}
}

export const reasonBubble = new ReasonBubbleState();
