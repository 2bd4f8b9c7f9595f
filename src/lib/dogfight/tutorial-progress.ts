import { guideProgress } from '$lib/db/guide-progress';

/** Dogfight's guided first game: done or skipped, and hints switched off per game. */
export const { isTutorialDone, markTutorialDone, isGuideSkipped, skipGuide } =
	guideProgress('dogfight');
