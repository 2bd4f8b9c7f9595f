import { readSetting, writeSetting, writeSettings } from './settings';

/**
 * A guided first game's progress, remembered on the device: whether it was played to its end or
 * skipped (the area's start page shows a tick), and which guided games had their hints switched
 * off (they stay off after a reload). `area` keeps Skirmish's and Dogfight's apart.
 */
export function guideProgress(area: 'skirmish' | 'dogfight') {
	const doneKey = `${area}TutorialDone`;
	const skippedKey = (gameId: string) => `${area}TutorialSkipped:${gameId}`;
	return {
		isTutorialDone: (): Promise<boolean> => readSetting(doneKey, false),
		markTutorialDone: (): Promise<void> => writeSetting(doneKey, true),
		isGuideSkipped: (gameId: string): Promise<boolean> => readSetting(skippedKey(gameId), false),
		/**
		 * Hints off for this game, and the guide counted as done: one write, so a page closed right
		 * after the tap cannot keep the hints off without the tick (or the other way round).
		 */
		skipGuide: (gameId: string): Promise<void> =>
			writeSettings({ [skippedKey(gameId)]: true, [doneKey]: true })
	};
}
