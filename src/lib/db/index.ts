/**
 * The persistence layer's public face (architecture principle 7): screens import from here.
 * Nothing else in the app touches IndexedDB.
 */
export { TallyHoDb, getDb, useDb } from './db';
export { newId } from './ids';
export type * from './records';
export {
	createCampaign,
	listCampaigns,
	getCampaign,
	setHouseRules,
	deleteCampaign,
	wipeAll,
	type CreateCampaignInput,
	type CampaignSummary
} from './campaigns';
export {
	startCampaignTurn,
	planMission,
	type StartTurnInput,
	type MissionPlanInput
} from './turns';
export {
	recordMissionResult,
	type MissionResultInput,
	type PilotOutcomeInput,
	type PilotChanges,
	type PilotUpdate
} from './results';
export { appendEvent, listEvents, type EventInput } from './events';
export type { PilotInput, DiceRollInput } from './inputs';
export {
	rosterQuery,
	pilotCareer,
	campaignHistory,
	getMission,
	type RosterOptions
} from './queries';
export { killsPerPilotPerTurn, sideScorePerTurn, missionOutcomesByType } from './charts';
export {
	exportCampaign,
	exportAll,
	backupText,
	importBackup,
	parseBackup,
	type BackupFile,
	type ImportCounts
} from './backup';
export { readSetting, writeSetting, CLUB_NAME_KEY } from './settings';
export { requestPersistentStorage } from './storage';
export { saveGame, loadGame, listGames, deleteGame, gameKinds } from './games';
