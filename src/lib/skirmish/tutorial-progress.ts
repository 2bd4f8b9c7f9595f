import { readSetting, writeSetting } from '$lib/db/settings';

/** Whether the guided first game was played to its end or skipped (remembered on the device). */
const KEY = 'skirmishTutorialDone';

export const isTutorialDone = (): Promise<boolean> => readSetting(KEY, false);
export const markTutorialDone = (): Promise<void> => writeSetting(KEY, true);
