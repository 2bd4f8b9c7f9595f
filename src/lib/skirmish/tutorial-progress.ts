import { readSetting, writeSetting } from '$lib/db/settings';

/** Whether the guided first game was played to its end or skipped (remembered on the device). */
const KEY = 'skirmishTutorialDone';
/** A guided game whose hints were switched off stays without them after a reload. */
const skippedKey = (gameId: string) => `skirmishTutorialSkipped:${gameId}`;

export const isTutorialDone = (): Promise<boolean> => readSetting(KEY, false);
export const markTutorialDone = (): Promise<void> => writeSetting(KEY, true);

export const isGuideSkipped = (gameId: string): Promise<boolean> =>
	readSetting(skippedKey(gameId), false);

export async function skipGuide(gameId: string): Promise<void> {
	await writeSetting(skippedKey(gameId), true);
	await markTutorialDone();
}
