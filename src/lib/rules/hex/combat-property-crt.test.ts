import { describe, it } from 'vitest';
import { checkCompleteGames } from './combat-property.shared';

describe('random complete games with combat, CRT presets (property)', () => {
	it('classic1983, all optional rules: games end, never throw, tracks stay in their boxes, replay to the same hash', () =>
		checkCompleteGames('classic1983', 350));
	it('online, all optional rules: games end, never throw, tracks stay in their boxes, replay to the same hash', () =>
		checkCompleteGames('online', 350));
});
