/**
 * The "Tally Ho!" square-grid rules engine (rules-grid.md, campaign.md C-M1…C-M7).
 * Pure: plain-data state, all randomness from the Dice snapshot inside the state.
 *
 *   newGame(setup, seed) → first decision;  legalOrders(state) → choices with reasons;
 *   applyOrder(state, order) → { state, events } or a refusal;  viewFor(state, side);
 *   replay(setup, seed, orders) → same stateHash;  missionSetup(id, dice) → a campaign scenario.
 */
export type * from './types';
export type { GridEvent, MajorRoll } from './events';
export type { LegalChoices, MoveChoice, ShotChoice, RefusedShot } from './legal';
export type { RefusedManoeuvre } from './movement';
export type { GridView } from './view';
export type { MissionSetupOptions, SlotChoice } from './missions';
export { newGame, replay, gridStateHash, ORDER_NAMING } from './game';
export { applyOrder, validateOrder } from './orders';
export { legalOrders, legalMoves, legalFlights } from './legal';
export { legalShots, planShot } from './fire';
export { viewFor } from './view';
export { whyNotEnd, whyNotStep, type MoveKind } from './why-not';
export { randomOrder } from './random-play';
export { startGame } from './orders';
export { missionSetup } from './missions';
export { checkVictory, killsScore, inPlay } from './victory';
export { checkSetup } from './state';
export { lineOfSight, inArc, chebyshev, FACING_STEP } from './geometry';
export { GRID_AIRCRAFT, GRID_AIRCRAFT_BY_ID } from '../../data/grid/aircraft';
export { GRID_RULES, MANOEUVRES, MAJOR_TABLE, GUN_ARCS, resolveRules } from '../../data/grid/rules';
export type { GridRules, GridOptions, ManoeuvreId, AceSkill } from '../../data/grid/rules';
