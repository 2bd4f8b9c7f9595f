/**
 * The decision a human player is making on the "Tally Ho!" board (issue 27: play screens hold no
 * game logic): which manoeuvre, which end square or square-by-square path, which of several routes
 * ending on one square, a command-point plane's flight — and the orders these taps produce. The
 * legal choices come from the engine (`legalOrders`); this only narrows them by taps, so a Node
 * test can drive taps and check the orders, as chessground's headless state is tested.
 */
import type { GridView, LegalChoices, MoveChoice } from '$lib/rules/grid';
import {
	arcSquares,
	flightSquares,
	manoeuvreKey,
	movesEndingAt,
	nextSteps,
	pathSquares,
	type ManKey,
	type Mark
} from '$lib/skirmish/geometry';

/** Why a tap did nothing: the square is no step on from the path, or no legal end. */
export type TapRefusal = { kind: 'no-step' | 'no-end'; x: number; y: number };

export class BoardDecision {
	man = $state<ManKey>('plain');
	pending = $state.raw<MoveChoice | null>(null);
	candidates = $state.raw<MoveChoice[]>([]);
	/** The plane whose counter was tapped last (its fire arc is shown). */
	selected = $state<string | null>(null);
	cmdPlane = $state<string | null>(null);
	/** Square-by-square flying: the path tapped so far (undo until confirmed). */
	stepMode = $state(false);
	stepPath = $state('');
	pendingFlight = $state.raw<string[] | null>(null);

	constructor(
		private readonly choicesNow: () => LegalChoices | null,
		private readonly viewNow: () => GridView
	) {}

	get choices(): LegalChoices | null {
		return this.choicesNow();
	}
	get view(): GridView {
		return this.viewNow();
	}

	/** Each new decision starts in the quick "end square" mode (decision: step mode is per move). */
	reset(): void {
		this.man = 'plain';
		this.stepMode = false;
		this.stepPath = '';
		this.pending = null;
		this.candidates = [];
		this.pendingFlight = null;
		this.cmdPlane = null;
		this.selected = null;
	}

	readonly actingPlane = $derived.by((): string | null => {
		const c = this.choices;
		if (c?.phase === 'activation') return c.plane;
		if (c?.phase === 'command') return this.cmdPlane;
		return this.view.activation?.current ?? null;
	});
	readonly focusPlane = $derived(this.selected ?? this.actingPlane);

	/**
	 * The chosen manoeuvre, or — when it has no legal move for this plane (say plain flight would
	 * only leave the table at critical speed) — the first one that has, so there is always a move.
	 */
	readonly manInForce = $derived.by((): ManKey => {
		const c = this.choices;
		if (c?.phase !== 'activation' || c.moves.length === 0) return this.man;
		return c.moves.some((mv) => manoeuvreKey(mv) === this.man)
			? this.man
			: manoeuvreKey(c.moves[0]);
	});
	readonly moves = $derived.by((): MoveChoice[] => {
		const c = this.choices;
		return c?.phase === 'activation'
			? c.moves.filter((mv) => manoeuvreKey(mv) === this.manInForce)
			: [];
	});
	readonly cmdChoice = $derived.by(() => {
		const c = this.choices;
		return c?.phase === 'command' ? c.planes.find((p) => p.plane === this.cmdPlane) : undefined;
	});

	/** The fire arc does not change with the manoeuvre being chosen: worked out on its own. */
	readonly arcMarks = $derived.by((): Mark[] => {
		const focus = this.view.planes.find((p) => p.id === this.focusPlane);
		return focus && focus.status === 'active'
			? arcSquares(this.view, focus).map((s) => ({ ...s, kind: 'arc' as const }))
			: [];
	});
	readonly marks = $derived.by((): Mark[] => {
		const out: Mark[] = [...this.arcMarks];
		const c = this.choices;
		const view = this.view;
		if (c?.phase === 'activation') {
			const plane = view.planes.find((p) => p.id === c.plane)!;
			if (this.pending) {
				for (const s of pathSquares(plane, this.pending.order.path))
					out.push({ ...s, kind: 'path' });
				out.push({ ...this.pending.to, kind: 'chosen' });
			} else if (this.stepMode) {
				for (const sq of pathSquares(plane, this.stepPath)) out.push({ ...sq, kind: 'path' });
				for (const st of nextSteps(plane, this.moves, this.stepPath))
					out.push({ ...st.to, kind: 'move' });
			} else for (const mv of this.moves) out.push({ x: mv.to.x, y: mv.to.y, kind: 'move' });
		}
		const cmd = this.cmdChoice;
		if (c?.phase === 'command' && cmd) {
			const plane = view.planes.find((p) => p.id === cmd.plane)!;
			if (this.pendingFlight) {
				const sq = flightSquares(plane, this.pendingFlight, view.rules.flightTurnSteps);
				for (const s of sq) out.push({ ...s, kind: 'path' });
				const end = sq[sq.length - 1];
				if (end) out.push({ ...end, kind: 'chosen' });
			} else
				for (const f of cmd.flights) {
					const sq = flightSquares(plane, f, view.rules.flightTurnSteps);
					const end = sq[sq.length - 1];
					if (end) out.push({ x: end.x, y: end.y, kind: 'move' });
				}
		}
		return out;
	});

	/** A tap on a square: narrows the move (or flight) to those ending there, or says why not. */
	tapSquare(x: number, y: number): TapRefusal | null {
		const c = this.choices;
		const view = this.view;
		if (c?.phase === 'activation' && this.stepMode) {
			const plane = view.planes.find((p) => p.id === c.plane)!;
			const step = nextSteps(plane, this.moves, this.stepPath).find(
				(st) => st.to.x === x && st.to.y === y
			);
			if (!step) return { kind: 'no-step', x, y };
			this.pending = null;
			this.stepPath += step.segment;
			const ends = movesEndingAt(this.moves, this.stepPath);
			this.candidates = ends;
			if (ends.length === 1 && nextSteps(plane, this.moves, this.stepPath).length === 0)
				this.pending = ends[0];
		} else if (c?.phase === 'activation') {
			this.pending = null;
			const here = this.moves.filter((mv) => mv.to.x === x && mv.to.y === y);
			this.candidates = here;
			if (here.length === 1) this.pending = here[0];
			else if (here.length === 0) return { kind: 'no-end', x, y };
		} else if (c?.phase === 'command' && this.cmdChoice) {
			const plane = view.planes.find((p) => p.id === this.cmdChoice!.plane)!;
			const here = this.cmdChoice.flights.filter((f) => {
				const sq = flightSquares(plane, f, view.rules.flightTurnSteps);
				const end = sq[sq.length - 1];
				return end && end.x === x && end.y === y;
			});
			if (here.length === 0) return { kind: 'no-end', x, y };
			// Several flights end on one square with different facings: take the shortest first.
			this.pendingFlight = here.sort((a, b) => a.length - b.length)[0];
		}
		return null;
	}

	/**
	 * A tap on a counter (its card opens in the screen): a command-point plane becomes the one to
	 * order; a counter standing on a legal end square takes that square too.
	 */
	tapPlane(id: string): TapRefusal | null {
		const p = this.view.planes.find((q) => q.id === id);
		if (!p) return null;
		const c = this.choices;
		if (c?.phase === 'command' && c.planes.some((cp) => cp.plane === id)) {
			this.chooseCommandPlane(id);
			return null;
		}
		const refusal = this.marks.some((k) => k.kind === 'move' && k.x === p.x && k.y === p.y)
			? this.tapSquare(p.x, p.y)
			: null;
		this.selected = id;
		return refusal;
	}

	chooseCommandPlane(id: string): void {
		this.cmdPlane = id;
		this.pendingFlight = null;
	}

	setStepMode(on: boolean): void {
		this.stepMode = on;
		this.stepPath = '';
		this.pending = null;
		this.candidates = on ? movesEndingAt(this.moves, '') : [];
	}

	chooseManoeuvre(k: ManKey): void {
		const c = this.choices;
		this.man = k;
		this.stepPath = '';
		this.pending = null;
		this.candidates =
			this.stepMode && c?.phase === 'activation'
				? movesEndingAt(
						c.moves.filter((mv) => manoeuvreKey(mv) === k),
						''
					)
				: [];
	}

	/** One of several routes ending on the tapped square. */
	pick(move: MoveChoice): void {
		this.pending = move;
	}

	/** Back one square in step mode (drop the last segment: its turns and its 'F'), else unpick. */
	undo(): void {
		this.pending = null;
		if (this.stepMode && this.stepPath) {
			const i = this.stepPath.slice(0, -1).lastIndexOf('F');
			this.stepPath = this.stepPath.slice(0, i + 1);
			this.candidates = movesEndingAt(this.moves, this.stepPath);
		} else this.candidates = [];
	}
}
