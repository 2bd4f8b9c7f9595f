import { describe, expect, it } from 'vitest';
import { withLocale } from '$lib/i18n/runtime';
import { WorkerFailure, type WorkerFailureCode } from '$lib/session/worker-client';
import { botFailureText } from './bot-failure';
import { m } from './i18n';

const CODES: WorkerFailureCode[] = ['timeout', 'crashed', 'unreadable', 'unavailable', 'closed'];

describe('a failed computer player in words', () => {
	it.each(['en', 'de'] as const)('names every failure in %s, distinctly', (locale) => {
		const texts = withLocale(locale, () =>
			CODES.map((c) => m.skirmish_bot_fallback({ why: botFailureText(new WorkerFailure(c)) }))
		);
		expect(new Set(texts).size).toBe(CODES.length);
		for (const t of texts) expect(t).not.toMatch(/undefined|worker|\{why\}/);
	});
});
