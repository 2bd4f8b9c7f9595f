import { newId } from '$lib/db';
import type { Result } from '$lib/rules/common/result';
import { ok } from '$lib/rules/common/result';
import type { GridSetup, Side } from '$lib/rules/grid';
import type { MissionId } from '$lib/data/missions';
import type { CampaignLink } from './campaign-setup';
import { startSession, type NewSessionInput } from './controller';
import { freeSkirmishSetup, quickMissionSetup, type FreeSkirmishOptions } from './setup';
import { saveSession } from '$lib/session/skirmish-games';
import { freshSeed } from '$lib/session/seed';
import { TUTORIAL_SEED, tutorialSetup } from './tutorial';
import type { Seat, SkirmishLog } from './types';

export type NewSkirmish =
	| { mode: 'free'; free: FreeSkirmishOptions; seats: Record<Side, Seat>; title: string }
	| {
			mode: 'mission';
			mission: MissionId;
			activation: 'deck' | 'command-points';
			seats: Record<Side, Seat>;
			title: string;
	  }
	| {
			/** The guided first game (tutorial.ts): its own table, seed and seats. */
			mode: 'tutorial';
			title: string;
	  }
	| {
			/** A campaign mission: the scenario comes from the campaign (campaign-setup.ts). */
			mode: 'campaign';
			setup: GridSetup;
			link: CampaignLink;
			activation: 'deck' | 'command-points';
			seats: Record<Side, Seat>;
			title: string;
	  };

function setupOf(input: NewSkirmish, seed: number): GridSetup {
	switch (input.mode) {
		case 'free':
			return freeSkirmishSetup(input.free, seed);
		case 'mission':
			return quickMissionSetup(input.mission, seed, input.activation);
		case 'campaign':
			return { ...input.setup, options: { ...input.setup.options, activation: input.activation } };
		case 'tutorial':
			return tutorialSetup();
	}
}

/** The guided first game: you fly side A; the easy computer flies the Albatros. */
const TUTORIAL_SEATS: Record<Side, Seat> = {
	A: { kind: 'human' },
	B: { kind: 'computer', level: 'easy' }
};

/** Creates, saves and returns the id of a new game. The seed is the app's (not the rules core's) chance. */
export async function createSkirmish(
	input: NewSkirmish,
	chance = freshSeed()
): Promise<Result<string>> {
	const now = new Date();
	const tutorial = input.mode === 'tutorial';
	// The guided game's seed is fixed, so its hints meet the same dice every time.
	const seed = tutorial ? TUTORIAL_SEED : chance;
	const session = startSession({
		id: newId(),
		createdAt: now.toISOString(),
		setup: setupOf(input, seed),
		seed,
		seats: tutorial ? TUTORIAL_SEATS : input.seats,
		title: input.title,
		...(input.mode === 'campaign' ? { campaign: input.link } : {}),
		...(tutorial ? { tutorial: 'first-game' as const } : {})
	});
	if (!session.ok) return session;
	const saved = await saveSession(session.value, now);
	return saved.ok ? ok(session.value.id) : saved;
}

/**
 * "Play again" after a game (issue 28): the same table, planes, seats and title with a new seed,
 * so new dice. The guided game keeps its fixed seed (its hints meet the same dice); a campaign
 * fight is not played again (its result belongs to the campaign).
 */
export function againInput(
	log: SkirmishLog,
	id: string,
	createdAt: string,
	chance: number
): NewSessionInput {
	const tutorial = log.tutorial === 'first-game';
	return {
		id,
		createdAt,
		setup: log.setup,
		seed: tutorial ? TUTORIAL_SEED : chance,
		seats: log.seats,
		title: log.title,
		...(tutorial ? { tutorial: 'first-game' as const } : {})
	};
}

/** Creates, saves and returns the id of the game played again (see `againInput`). */
export async function playAgain(log: SkirmishLog, chance = freshSeed()): Promise<Result<string>> {
	const now = new Date();
	const session = startSession(againInput(log, newId(), now.toISOString(), chance));
	if (!session.ok) return session;
	const saved = await saveSession(session.value, now);
	return saved.ok ? ok(session.value.id) : saved;
}
