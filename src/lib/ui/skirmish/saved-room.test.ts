import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SAVED_ROOM_KEY, rememberSavedRoom, roomToHold } from './saved-room';

describe('the saved games’ room, held before they load (issue 30)', () => {
	it('holds the height measured at the same width only', () => {
		const store = new Map<string, string>();
		rememberSavedRoom({ w: 1024, h: 171.6 }, { setItem: (k, v) => store.set(k, v) });
		const stored = store.get(SAVED_ROOM_KEY) ?? null;
		expect(roomToHold(stored, 1024)).toBe(171.6);
		expect(roomToHold(stored, 768)).toBeNull();
	});

	it('holds nothing with no games, a damaged value or none', () => {
		expect(roomToHold(JSON.stringify({ w: 390, h: 0 }), 390)).toBeNull();
		expect(roomToHold('{"w":390,', 390)).toBeNull();
		expect(roomToHold(null, 390)).toBeNull();
		expect(roomToHold(JSON.stringify({ w: 390, h: '200' }), 390)).toBeNull();
		expect(roomToHold(JSON.stringify({ w: 390, h: 1e9 }), 390)).toBeNull();
	});

	it('a storage that refuses loses only the hint', () => {
		expect(() =>
			rememberSavedRoom(
				{ w: 1, h: 1 },
				{
					setItem: () => {
						throw new Error('QuotaExceededError');
					}
				}
			)
		).not.toThrow();
	});

	it('app.html reads the same key before the first paint', () => {
		const html = readFileSync('src/app.html', 'utf8');
		expect(html).toContain(`'${SAVED_ROOM_KEY}'`);
		expect(html).toContain('--skirmish-saved-h');
	});
});
