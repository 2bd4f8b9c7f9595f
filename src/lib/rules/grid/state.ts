import { restoreDice, seededDice, type DiceState } from '../common/dice';
import { quote, refuse, type Result } from '../common/result';
import { resolveRules } from '../../data/grid/rules';
import { aircraftOf, gridAircraftById } from './catalog';
import { onBoard } from './geometry';
import { checkSetupState } from './setup-check';
import type { DeckActivation, GridSetup, GridState, PlaneState } from './types';

/**
 * A copy of the state whose planes, balloons and objectives may be mutated by one transition.
 * Everything else is shared: transitions replace, never mutate, the shared parts. The fields are
 * listed one by one (no spread) so every copy has the same shape: copies stay cheap for bots.
 */
export function draftOf(state: GridState): GridState {
	return draftWith(state, state.planes.map(copyPlane));
}

/**
 * Copy-on-write planes for the engine's own transitions (issue 19: a move writes one plane, so
 * copying all of them made most of a transition's garbage). While `applyOrder` / `startGame`
 * transform a state, `sharedPlanes` holds that state's planes; the draft starts with the very same
 * plane objects, and `writablePlane` copies one the first time the transition writes to it. Every
 * write to a plane goes through `writablePlane` (a test applies recorded games to deep-frozen
 * states, so a write that does not throws). Outside a transition it is null: a `draftOf` draft owns
 * its planes and they are written in place.
 */
let sharedPlanes: readonly PlaneState[] | null = null;

/** Starts a transition of `state`: a draft sharing its planes until they are written. */
export function beginTransition(state: GridState): GridState {
	sharedPlanes = state.planes;
	return draftWith(state, state.planes.slice());
}

/** Ends the transition begun last (always, also when it threw). */
export function endTransition(): void {
	sharedPlanes = null;
}

/** The draft's own copy of `plane`, to write to (the plane itself outside a transition). */
export function writablePlane(draft: GridState, plane: PlaneState): PlaneState {
	if (sharedPlanes === null) return plane;
	const i = draft.planes.indexOf(plane);
	if (i < 0 || sharedPlanes[i] !== plane) return plane;
	const own = copyPlane(plane);
	draft.planes[i] = own;
	return own;
}

function draftWith(state: GridState, planes: PlaneState[]): GridState {
	const { terrain, objectives } = state;
	// Copied here: the pieces a transition changes in place (planes, balloons, markers). Lists
	// that only grow (kills, tiles) are replaced by new arrays where they change.
	const copyMarkers = objectives.bombTargets.length > 0 || objectives.sites.length > 0;
	return {
		rules: state.rules,
		mission: state.mission,
		board: state.board,
		terrain:
			terrain.balloons.length === 0
				? terrain
				: {
						smallClouds: terrain.smallClouds,
						largeClouds: terrain.largeClouds,
						balloons: terrain.balloons.map((b) => ({ ...b }))
					},
		objectives: copyMarkers
			? {
					photoPoints: objectives.photoPoints,
					bombTargets: objectives.bombTargets.map((t) => ({ ...t })),
					sites: objectives.sites.map((t) => ({ ...t })),
					...(objectives.escortedBomber !== undefined
						? { escortedBomber: objectives.escortedBomber }
						: {})
				}
			: objectives,
		planes,
		turn: state.turn,
		phase: state.phase,
		pendingFire: state.pendingFire,
		activation: state.activation,
		command: state.command,
		kills: state.kills,
		balloonsDestroyed: state.balloonsDestroyed,
		dice: state.dice,
		result: state.result,
		firstDeck: state.firstDeck
	};
}

function copyPlane(p: PlaneState): PlaneState {
	return {
		id: p.id,
		type: p.type,
		side: p.side,
		pilot: p.pilot,
		aceSkills: p.aceSkills,
		x: p.x,
		y: p.y,
		facing: p.facing,
		status: p.status,
		hp: p.hp,
		critical: p.critical,
		speed: p.speed,
		agility: p.agility,
		deadCrew: p.deadCrew,
		ve: p.ve,
		lastManoeuvre: p.lastManoeuvre,
		noFireTurn: p.noFireTurn,
		jinkTurn: p.jinkTurn,
		deadEyeTurn: p.deadEyeTurn,
		exit: p.exit,
		lostIn: p.lostIn,
		photographed: p.photographed
	};
}

/**
 * A copy of a deck activation to change (fields listed one by one, always in this order: every
 * activation object has one shape, which keeps copying and reading them fast).
 */
export function copyActivation(a: DeckActivation): DeckActivation {
	return {
		deck: a.deck,
		first: a.first,
		reentered: a.reentered,
		waiting: a.waiting,
		waitingOrdered: a.waitingOrdered,
		current: a.current,
		source: a.source
	};
}

export const planeById = (state: GridState, id: string): PlaneState | undefined =>
	state.planes.find((p) => p.id === id);

/** Checks a setup (ids, types, squares) with reasons, so scenario files fail clearly. */
export function checkSetup(setup: GridSetup): Result<void> {
	const { width, height } = setup.board;
	if (!Number.isInteger(width) || !Number.isInteger(height) || width < 2 || height < 2)
		return refuse(
			'grid.setup_board_size',
			{ field: 'board', min: 2 },
			'the board needs whole-number width and height of at least 2'
		);
	const ids = new Set<string>();
	const board = {
		width,
		height,
		home: { A: 'west', B: 'east' },
		extensions: [],
		tilesLeft: 0
	} as const;
	for (const [i, p] of setup.planes.entries()) {
		if (ids.has(p.id))
			return refuse(
				'grid.setup_plane_twice',
				{ field: `planes.${i}.id`, plane: quote(p.id) },
				`plane id ${p.id} is used twice`
			);
		ids.add(p.id);
		if (!gridAircraftById(p.type))
			return refuse(
				'grid.setup_unknown_type',
				{ field: `planes.${i}.type`, plane: quote(p.id), type: quote(p.type) },
				`plane ${p.id} has unknown aircraft type "${p.type}"`
			);
		if (p.side !== 'A' && p.side !== 'B')
			return refuse(
				'grid.setup_bad_side',
				{ field: `planes.${i}.side`, plane: quote(p.id) },
				`plane ${p.id} needs side "A" or "B"`
			);
		if (!Number.isInteger(p.facing) || p.facing < 0 || p.facing > 7)
			return refuse(
				'grid.setup_bad_facing',
				{ field: `planes.${i}.facing`, plane: quote(p.id) },
				`plane ${p.id} needs a facing 0…7`
			);
		const offTable = p.status && p.status !== 'active' && p.status !== 'lost';
		if (!offTable && !onBoard({ ...board, extensions: [] }, p.x, p.y))
			return refuse(
				'grid.setup_off_board',
				{ field: `planes.${i}`, plane: quote(p.id), x: p.x, y: p.y, width, height },
				`plane ${p.id} at (${p.x},${p.y}) is not on the ${width}×${height} board`
			);
	}
	for (const [i, b] of (setup.terrain?.balloons ?? []).entries()) {
		if (ids.has(b.id))
			return refuse(
				'grid.setup_id_twice',
				{ field: `terrain.balloons.${i}.id`, id: quote(b.id) },
				`id ${b.id} is used twice`
			);
		ids.add(b.id);
	}
	for (const [i, id] of (setup.firstDeck ?? []).entries())
		if (!setup.planes.some((p) => p.id === id))
			return refuse(
				'grid.setup_unknown_first',
				{ field: `firstDeck.${i}`, plane: quote(id) },
				`firstDeck names unknown plane ${id}`
			);
	return checkSetupState(setup);
}

/** Builds the opening state; the game starts at turn 1's fire step (G-TURN-1) or first bid (G-TURN-2). */
export function initialState(setup: GridSetup, dice: DiceState): GridState {
	const rules = resolveRules(setup.options);
	const planes: PlaneState[] = setup.planes.map((p) => {
		const spec = aircraftOf(p);
		return {
			id: p.id,
			type: p.type,
			side: p.side,
			pilot: p.pilot ?? null,
			aceSkills: p.aceSkills ?? [],
			x: p.x,
			y: p.y,
			facing: p.facing,
			status: p.status ?? 'active',
			hp: p.hp ?? rules.hitPoints[spec.kind].hp,
			critical: p.critical ?? false,
			speed: p.speed ?? spec.speed,
			agility: p.agility ?? spec.agility,
			deadCrew: p.deadCrew ?? [],
			ve: p.ve ?? 0,
			lastManoeuvre: p.lastManoeuvre ?? null,
			noFireTurn: 0,
			jinkTurn: 0,
			deadEyeTurn: 0,
			exit: p.exit ?? null,
			lostIn: p.lostIn ?? null,
			photographed: p.photographed ?? false
		};
	});
	return {
		rules,
		mission: setup.mission ?? null,
		board: {
			width: setup.board.width,
			height: setup.board.height,
			home: setup.board.home ?? { A: 'west', B: 'east' },
			extensions: [],
			tilesLeft: rules.extensionTiles
		},
		terrain: {
			smallClouds: setup.terrain?.smallClouds ?? [],
			largeClouds: setup.terrain?.largeClouds ?? [],
			balloons: (setup.terrain?.balloons ?? []).map((b) => ({ ...b, hp: b.hp ?? rules.balloonHp }))
		},
		objectives: {
			photoPoints: setup.objectives?.photoPoints ?? [],
			bombTargets: setup.objectives?.bombTargets ?? [],
			sites: setup.objectives?.sites ?? [],
			...(setup.objectives?.escortedBomber
				? { escortedBomber: setup.objectives.escortedBomber }
				: {})
		},
		planes,
		turn: 1,
		phase: rules.activation === 'deck' ? 'fire' : 'bid',
		pendingFire: {},
		activation: null,
		command: null,
		kills: [],
		balloonsDestroyed: [],
		dice,
		result: null,
		firstDeck: setup.firstDeck ?? null
	};
}

export const diceFrom = (seed: number | DiceState) =>
	typeof seed === 'number' ? seededDice(seed) : restoreDice(seed);
