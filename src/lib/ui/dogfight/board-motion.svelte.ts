/**
 * The movement on the Dogfight board (issue 27: play screens hold no game logic): after the last
 * plot each plane walks its path a hex at a time (H-MOVE-1: all at once), planes shot down in the
 * turn told stay as wrecks until the next turn. `planes` is what the board draws now. With reduced
 * motion the planes jump to their ends. Node tests drive it with fake timers.
 */
import { hexEventsFor, mapInfo, parseHexId, type HexEvent } from '$lib/rules/hex';
import type { DogfightGame } from '$lib/dogfight/game';
import type { BoardPlane } from './HexBoard.svelte';
import { boardPlanes, shotDownIn } from './board-planes';

/** ◇ How long a plane takes per hex on the board (ms). */
export const STEP_MS = 280;

const NO_EVENTS: HexEvent[] = [];
const NO_WRECKS: ReadonlySet<string> = new Set();
const prefersReducedMotion = () =>
	typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export class BoardMotion {
	/** The hex each path has reached, or null when the planes stand at their ends. */
	step = $state<number | null>(null);
	private timer: ReturnType<typeof setInterval> | undefined;

	constructor(
		private readonly gameNow: () => DogfightGame | null,
		private readonly reducedMotion: () => boolean = prefersReducedMotion
	) {}

	private readonly game = $derived.by(() => this.gameNow());
	private readonly told = $derived(!!this.game && this.game.ui.phase !== 'plotting');
	private readonly lastEvents = $derived(this.game?.ui.lastEvents ?? NO_EVENTS);

	/** Each plane's path in the turn told: its start, then each hex it entered. */
	readonly paths = $derived.by(() => {
		const out: Record<string, { col: number; row: number }[]> = {};
		const state = this.game?.state;
		if (!state || !this.told) return out;
		const info = mapInfo(state.map);
		for (const e of this.lastEvents) {
			if (e.type !== 'moved') continue;
			out[e.plane] = [e.from, ...e.path]
				.map((h) => parseHexId(info, h))
				.flatMap((r) => (r.ok ? [r.value] : []));
		}
		return out;
	});
	readonly longest = $derived(Math.max(0, ...Object.values(this.paths).map((p) => p.length - 1)));
	/** How long the whole movement takes on the board. */
	readonly moveMs = $derived(this.longest * STEP_MS);
	readonly moving = $derived(this.step !== null);

	/** Planes shot down in the turn told: they stay on the board as wrecks until the next turn. */
	readonly wrecks = $derived(this.told ? shotDownIn(this.lastEvents) : NO_WRECKS);
	/** What the board draws now: each plane where its walk has reached. */
	readonly planes = $derived.by((): BoardPlane[] => {
		const state = this.game?.state;
		if (!state) return [];
		const plotting = !this.told;
		return boardPlanes(state.planes, this.wrecks, (p) => {
			const path = this.step !== null ? this.paths[p.id] : undefined;
			const at = path ? path[Math.min(this.step!, path.length - 1)] : p;
			return {
				col: at.col,
				row: at.row,
				...(path ? { wreck: false } : {}),
				locked: plotting && Object.hasOwn(state.locked, p.id)
			};
		});
	});

	/** The turn as `viewer` may read it (H-DMG-6): nothing while plotting. */
	seenBy(viewer: string | null): HexEvent[] {
		const state = this.game?.state;
		return state && this.told ? hexEventsFor(state, this.lastEvents, viewer ?? '') : NO_EVENTS;
	}

	/**
	 * The movement is about to be shown: mark it before the new phase renders, so the fire panel
	 * never flashes up ahead of the planes (`animate()` then starts the steps).
	 */
	hold(): void {
		if (!this.reducedMotion()) this.step = 0;
	}

	/** Walks the planes along their paths, one hex every `STEP_MS`. */
	animate(): void {
		clearInterval(this.timer);
		const longest = this.longest;
		if (longest === 0 || this.reducedMotion()) {
			this.step = null;
			return;
		}
		this.step = 0;
		this.timer = setInterval(() => {
			if (this.step === null || this.step >= longest) this.stop();
			else this.step++;
		}, STEP_MS);
	}

	/** The planes stand at their ends (next turn, leaving the page). */
	stop(): void {
		clearInterval(this.timer);
		this.step = null;
	}
}
