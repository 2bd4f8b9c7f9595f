import type { WorkerFailure, WorkerFailureCode } from '$lib/session/worker-client';
import { m } from './i18n';

const WHY: Record<WorkerFailureCode, () => string> = {
	timeout: m.bot_failure_timeout,
	crashed: m.bot_failure_crashed,
	unreadable: m.bot_failure_unreadable,
	unavailable: m.bot_failure_unavailable,
	closed: m.bot_failure_closed
};

/** Why a computer player's worker failed, in the player's words (the code is data). */
export const botFailureText = (failure: WorkerFailure): string => WHY[failure.code]();
