import { describe, expect, it, vi } from 'vitest';
import { failureText } from './failure';

describe('failureText', () => {
	vi.spyOn(console, 'error').mockImplementation(() => {});

	it('never puts the raw error on screen', () => {
		const e = new Error(
			'ConstraintError: Key already exists in the object store. at IDBObjectStore'
		);
		for (const action of ['save', 'start', 'computer', 'read'] as const) {
			const text = failureText(e, action);
			expect(text).not.toMatch(/ConstraintError|IDBObjectStore/);
			expect(text.length).toBeGreaterThan(20);
		}
	});

	it('says what the player was doing', () => {
		const e = new Error('x');
		const texts = new Set(
			['save', 'start', 'computer', 'read'].map((a) => failureText(e, a as 'save'))
		);
		expect(texts.size).toBe(4);
	});

	it('tells a full storage apart, also when Dexie wraps it', () => {
		const full = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
		const wrapped = Object.assign(new Error('Dexie'), { name: 'AbortError', inner: full });
		const plain = failureText(new Error('x'), 'save');
		expect(failureText(full, 'save')).not.toBe(plain);
		expect(failureText(wrapped, 'save')).toBe(failureText(full, 'save'));
	});
});

describe('no screen shows a raw error', () => {
	it('no Svelte file puts an error’s own message into the page', async () => {
		const { readdirSync, readFileSync, statSync } = await import('node:fs');
		const { join } = await import('node:path');
		const files = (dir: string): string[] =>
			readdirSync(dir).flatMap((name) => {
				const path = join(dir, name);
				if (statSync(path).isDirectory()) return files(path);
				return path.endsWith('.svelte') ? [path] : [];
			});
		const raw = /=\s*(?:e instanceof Error \? e\.message|String\(e\)|e\.message)/;
		const found = [...files('src/lib/ui'), ...files('src/routes')].filter((f) =>
			raw.test(readFileSync(f, 'utf8'))
		);
		expect(found).toEqual([]);
	});
});
