/**
 * What the player at the Dogfight screen decides now (issue 27: play screens hold no game logic):
 * whose eyes are on the screen, which of their planes plots or fires, its half-made plot (maneuver
 * and altitude) with the ghost on the board, the maneuvers and shots the engine allows — and the
 * game each tap turns into (through `$lib/dogfight/game`, which applies the rules). The screen
 * saves, animates and runs the bots; Node tests drive the taps here.
 *
 * Each value is its own `$derived`, so a tap that only changes the draft recomputes neither the
 * view, nor the legal maneuvers, nor the board (issue 19: tap → ghost).
 */
import { MANEUVERS } from '$lib/data/hex';
import {
	lockHumanFire,
	lockHumanPlot,
	needsHandover,
	nextToFire,
	nextToPlot,
	seatToAct,
	setDraft,
	setFireDraft,
	tailingChoices,
	type DogfightGame,
	type DraftPlot
} from '$lib/dogfight/game';
import type { Result } from '$lib/rules/common/result';
import {
	altitudeOptions,
	flyPath,
	legalManeuvers,
	legalShots,
	mapInfo,
	viewFor,
	type AltitudeOrder,
	type FireOrderPlot,
	type HexPlane,
	type HexView
} from '$lib/rules/hex';

export class SeatDecision {
	constructor(private readonly gameNow: () => DogfightGame | null) {}

	readonly game = $derived.by(() => this.gameNow());
	readonly gameState = $derived(this.game?.state ?? null);
	readonly phase = $derived(this.game?.ui.phase ?? null);
	readonly seats = $derived(this.game?.log.seats ?? null);
	readonly humans = $derived(this.seats ? this.seats.filter((s) => s.kind === 'human') : []);
	readonly handover = $derived(this.game ? needsHandover(this.game) : false);
	readonly actSeat = $derived(this.game ? seatToAct(this.game) : null);
	readonly tailing = $derived(this.game ? tailingChoices(this.game) : []);
	readonly tailingOpen = $derived(this.tailing.length > 0);

	/** The side a "concede" gives up: the human seat to act, or the only human's (null: none). */
	readonly concedeSide = $derived.by(() => {
		const { actSeat, humans } = this;
		return actSeat?.kind === 'human' ? actSeat.side : humans.length === 1 ? humans[0].side : null;
	});
	/** Whose eyes are on the screen: the seat to act, or the only human, or nobody in particular. */
	readonly viewer = $derived.by((): string | null => {
		const game = this.game;
		if (!game || this.handover || game.state.over) return null;
		if (this.actSeat && this.actSeat.kind === 'human') return this.actSeat.id;
		return this.humans.length === 1 ? this.humans[0].id : null;
	});
	/** Only what this seat may know (H-DMG-6, H-PLAN-9). */
	readonly view = $derived<HexView | null>(
		this.gameState && this.viewer ? viewFor(this.gameState, this.viewer) : null
	);
	readonly myPlanes = $derived(
		this.view
			? (this.view.planes.filter(
					(p) => p.visibility === 'full' && p.seat === this.viewer
				) as HexPlane[])
			: []
	);
	private mine(planeId: string | undefined): HexPlane | null {
		return this.myPlanes.find((p) => p.id === planeId) ?? null;
	}
	/** The viewer's plane that plots now (phase 2). */
	readonly plane = $derived(
		this.gameState && this.phase === 'plotting' && !this.tailingOpen
			? this.mine(nextToPlot(this.gameState)?.id)
			: null
	);
	/** The viewer's plane that chooses its fire now (phase 5, after movement). */
	readonly firePlane = $derived(
		this.gameState && this.phase === 'firing' ? this.mine(nextToFire(this.gameState)?.id) : null
	);
	readonly draft = $derived.by((): DraftPlot | null => {
		const plane = this.plane;
		if (!plane) return null;
		const kept = this.game?.ui.draft;
		return kept?.planeId === plane.id
			? kept
			: { planeId: plane.id, maneuver: null, altitude: 'level' };
	});
	readonly fireDraft = $derived.by((): FireOrderPlot[] => {
		const kept = this.game?.ui.fireDraft;
		return this.firePlane && kept?.planeId === this.firePlane.id ? kept.fire : [];
	});
	/** H-PLAN: the maneuvers this plane may fly now, each refused one with its reason. */
	readonly options = $derived.by(() => {
		if (!this.view || !this.plane) return [];
		const r = legalManeuvers(this.view, this.plane.id);
		return r.ok ? r.value : [];
	});
	readonly altOptions = $derived.by(() => {
		const { view, plane, draft } = this;
		return view && plane && draft?.maneuver
			? altitudeOptions({ rules: view.ruleset, turn: view.turn }, plane, draft.maneuver)
			: [];
	});
	/** Where the chosen maneuver would take the plane (drawn as a ghost on the board). */
	readonly ghost = $derived.by(() => {
		const { gameState, plane, draft } = this;
		if (!gameState || !plane || !draft?.maneuver) return null;
		const r = flyPath(mapInfo(gameState.map), plane, MANEUVERS[draft.maneuver]);
		return { col: r.col, row: r.row, facing: r.facing, path: r.entered };
	});
	/** H-COMB-1…9: the shots legal now, after movement, and the reason for every refused one. */
	readonly shots = $derived.by(() => {
		if (!this.view || !this.firePlane) return [];
		const r = legalShots(this.view, this.firePlane.id);
		return r.ok ? r.value : [];
	});
	readonly told = $derived(
		this.view && this.plane ? this.view.told.filter((t) => t.tailer === this.plane!.id) : []
	);

	/** A maneuver tapped on the sheet: the draft keeps its altitude if still allowed, else the first. */
	choose(code: string): DogfightGame | null {
		const { game, plane, draft } = this;
		if (!game || !plane || !draft) return null;
		const alts = altitudeOptions({ rules: game.state.ruleset, turn: game.state.turn }, plane, code);
		const keep = alts.find((a) => a.order === draft.altitude && a.ok);
		const altitude = keep ? draft.altitude : (alts.find((a) => a.ok)?.order ?? 'level');
		return setDraft(game, { planeId: plane.id, maneuver: code, altitude });
	}
	chooseAltitude(order: AltitudeOrder): DogfightGame | null {
		const { game, draft } = this;
		return game && draft ? setDraft(game, { ...draft, altitude: order }) : null;
	}
	/** Locks the plot (the engine checks it: H-PLAN); null when nothing is chosen yet. */
	lockPlot(): Result<DogfightGame> | null {
		const { game, plane, draft } = this;
		if (!game || !plane || !draft?.maneuver) return null;
		return lockHumanPlot(game, plane.id, { maneuver: draft.maneuver, altitude: draft.altitude });
	}
	changeFire(fire: FireOrderPlot[]): DogfightGame | null {
		const { game, firePlane } = this;
		return game && firePlane ? setFireDraft(game, { planeId: firePlane.id, fire }) : null;
	}
	/** Confirms the chosen fire (the engine checks every shot: H-COMB). */
	confirmFire(): Result<DogfightGame> | null {
		const { game, firePlane } = this;
		return game && firePlane ? lockHumanFire(game, firePlane.id, this.fireDraft) : null;
	}
}
