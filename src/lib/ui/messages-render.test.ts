import { describe, expect, it } from 'vitest';
import * as all from '$lib/i18n/messages';
import { withLocale, type Locale, type MessageFn } from '$lib/i18n/runtime';

/**
 * Every message of every area, rendered in English and German with 0, 1 and 2 of each counted
 * thing (issue 28 point 8): no "1 hits" or "2 square", no English left in German texts. Every
 * parameter gets the number (a count, a square, a name alike), so a count that is not worded
 * through its plural shows up as "1 hits".
 */
type Table = Readonly<Record<string, MessageFn>>;
type Params = Readonly<Record<string, readonly string[]>>;
const exports = all as unknown as Record<string, unknown>;
const areas = Object.keys(exports)
	.filter((name) => name.endsWith('_messages'))
	.map((name) => ({
		name: name.replace(/_messages$/, ''),
		messages: exports[name] as Table,
		placeholders: exports[name.replace(/_messages$/, '_placeholders')] as Params
	}));

/** Parameters that name things and are never counted: they get a word, every other one the number. */
const NAMES: Record<string, string> = {
	only: 'Links',
	area: 'Rumpf',
	role: 'Jäger',
	plane: 'Albatros',
	pilot: 'Udet',
	side_name: 'Jasta',
	hex: 'A12'
};

function render(locale: Locale, n: number): { key: string; text: string }[] {
	return withLocale(locale, () =>
		areas.flatMap((a) =>
			Object.entries(a.messages).map(([key, fn]) => ({
				key,
				text: fn(Object.fromEntries(a.placeholders[key].map((p) => [p, NAMES[p] ?? n])))
			}))
		)
	);
}

/**
 * Messages that count more than one thing, each count on its own: 0, 1 and 2 of one while the
 * others stay at 2 ("1 of 2 squares", "2 hits, 1 kill"), so a plural that follows the wrong count
 * shows up too.
 */
function renderEachCount(locale: Locale): { key: string; text: string }[] {
	return withLocale(locale, () =>
		areas.flatMap((a) =>
			Object.entries(a.messages).flatMap(([key, fn]) => {
				const counts = a.placeholders[key].filter((p) => !(p in NAMES));
				if (counts.length < 2) return [];
				return counts.flatMap((counted) =>
					[0, 1, 2].map((n) => ({
						key: `${key} (${counted}=${n})`,
						text: fn(
							Object.fromEntries(
								a.placeholders[key].map((p) => [p, NAMES[p] ?? (p === counted ? n : 2)])
							)
						)
					}))
				);
			})
		)
	);
}

/** Nouns counted in the messages: plural and singular. */
const EN_NOUNS: Record<string, string> = {
	dice: 'die',
	squares: 'square',
	planes: 'plane',
	turns: 'turn',
	characters: 'character',
	maneuvers: 'maneuver',
	manoeuvres: 'manoeuvre',
	rolls: 'roll',
	kills: 'kill',
	hits: 'hit',
	entries: 'entry',
	cards: 'card',
	boxes: 'box',
	boards: 'board',
	values: 'value',
	rows: 'row',
	rounds: 'round',
	players: 'player',
	moves: 'move',
	hexes: 'hex',
	fighters: 'fighter',
	faces: 'face',
	drums: 'drum',
	levels: 'level',
	pilots: 'pilot',
	missions: 'mission',
	points: 'point',
	games: 'game',
	steps: 'step',
	victories: 'victory',
	losses: 'loss'
};
const DE_NOUNS: Record<string, string> = {
	Felder: 'Feld',
	Flugzeuge: 'Flugzeug',
	Züge: 'Zug',
	Würfe: 'Wurf',
	Spielpläne: 'Spielplan',
	Runden: 'Runde',
	Karten: 'Karte',
	Einträge: 'Eintrag',
	Abschüsse: 'Abschuss',
	Abschüssen: 'Abschuss',
	Zeilen: 'Zeile',
	Werten: 'Wert',
	Trommeln: 'Trommel',
	Seiten: 'Seite',
	Schritte: 'Schritt',
	Schadenskarten: 'Schadenskarte',
	Hexfelder: 'Hexfeld',
	Ebenen: 'Ebene',
	Befehlspunkte: 'Befehlspunkt',
	Piloten: 'Pilot',
	Missionen: 'Mission',
	Punkte: 'Punkt',
	Siege: 'Sieg',
	Verluste: 'Verlust',
	Partien: 'Partie'
};

const mismatches = (
	texts: { key: string; text: string }[],
	n: number,
	nouns: Record<string, string>
) => {
	const wrong = n === 1 ? Object.keys(nouns) : Object.values(nouns);
	const pattern = new RegExp(`(?<![\\d.,×])${n} (${wrong.join('|')})(?![\\p{L}-])`, 'u');
	return texts.filter((t) => pattern.test(t.text)).map((t) => `${t.key}: ${t.text}`);
};

/**
 * Words of the German texts that are English words too (they appear in an English text) and are
 * meant: German words spelled alike, loan words and names, rule-id parts. Any other word an
 * English text uses is English left over in German.
 */
const GERMAN_OR_LOAN = new Set(
	// German words spelled like English ones.
	(
		'die was war will also an am in so man As In Die Was Am So Hand Rest Name Start Plan Plane ' +
		'Problem Position Status Phase Ring Tank Front Nation Version Box Code Codes Mission Pilot ' +
		'Bomber Marker Standard Pool Tab Tablet Computer Browser Export Import Initiative Club ' +
		'normal optional orange parallel offline Online minus Stab West April Silhouette half ' +
		'Server Format Stand Link Offline ' +
		// The example server address in the club's refusal (club.example.org).
		'club example org ' +
		// Loan words, names of manoeuvres, skills, games, forces and aircraft, file names, units.
		'Immelmann Chandelle Reversement Split Stall Turn Slip Dead Eye Hot Seat Engine Chit Chits ' +
		'Blue Max Tally Ho Flying Corps Royal RFC Entente Camel Albatros Fokker Nieuport ' +
		'Halberstadt SE Dr III CL Zeppelin Jasta Luftstreitkräfte Lewis Deutsch English JSON json ' +
		'md docs benchmarks km MB MG AC CA ve App Tests FFLFF FL FR ' +
		// Parts of rule ids (G-MOVE-2, H-PLAN-3 …).
		'COMB DMG END FIRE FUEL MAN MOVE PLAN PROB REC SET TAIL TER TURN'
	).split(' ')
);

const words = (texts: { text: string }[]) =>
	new Set(texts.flatMap((t) => t.text.match(/\p{L}[\p{L}’']*/gu) ?? []));

describe('every message rendered with 0, 1 and 2 of each counted thing', () => {
	for (const locale of ['en', 'de'] as const)
		for (const n of [0, 1, 2])
			it(`${locale} with ${n}: fills every placeholder and words counts in their number`, () => {
				const texts = render(locale, n);
				expect(texts.filter((t) => /\{[A-Za-z_]\w*[},]/.test(t.text))).toEqual([]);
				if (n > 0) expect(mismatches(texts, n, locale === 'en' ? EN_NOUNS : DE_NOUNS)).toEqual([]);
			});

	for (const locale of ['en', 'de'] as const)
		it(`${locale}: each counted thing of a message on its own, 0, 1 and 2 of it`, () => {
			const texts = renderEachCount(locale);
			// Messages that count two things exist (a guard that this test sees them).
			expect(texts.length).toBeGreaterThan(0);
			expect(texts.filter((t) => /\{[A-Za-z_]\w*[},]/.test(t.text))).toEqual([]);
			const nouns = locale === 'en' ? EN_NOUNS : DE_NOUNS;
			expect([...mismatches(texts, 1, nouns), ...mismatches(texts, 2, nouns)]).toEqual([]);
		});

	it('German texts hold no English words (loan words and names on an allow-list)', () => {
		// The English vocabulary, without the sample words given to name parameters.
		const samples = new Set(Object.values(NAMES).map((w) => w.toLowerCase()));
		const english = new Set(
			[...words(render('en', 2))].map((w) => w.toLowerCase()).filter((w) => !samples.has(w))
		);
		const found = render('de', 2).flatMap(({ key, text }) => {
			const left = (text.match(/\p{L}[\p{L}’']*/gu) ?? []).filter(
				(w) => w.length > 1 && english.has(w.toLowerCase()) && !GERMAN_OR_LOAN.has(w)
			);
			return left.length ? [`${key}: ${left.join(', ')} — ${text}`] : [];
		});
		expect(found).toEqual([]);
	});

	it('German speaks one register (du/ihr, never "Sie") and names dice with W (W6, not d6)', () => {
		const texts = render('de', 6);
		expect(texts.filter((t) => /\b\p{L}+(?:en|ern|eln) Sie\b/u.test(t.text))).toEqual([]);
		expect(texts.filter((t) => /(?<![\p{L}-])[dD]\d+\b/u.test(t.text))).toEqual([]);
	});

	it('English spells it one way: maneuver (as the Blue Max sheets), never manoeuvre', () => {
		expect(render('en', 2).filter((t) => /manoeuvr/i.test(t.text))).toEqual([]);
	});

	it('nothing lost reads as no damage, not "−0"', () => {
		const minusZero = [...render('en', 0), ...render('de', 0)].filter((t) => /−0\b/.test(t.text));
		expect(minusZero.map((t) => t.key)).toEqual([]);
	});

	it('the Dogfight names both sides in the plural its German sentences use ("die … haben")', () => {
		// "Die {side} haben aufgegeben.", "{side} gewinnen.": "Entente" alone is singular.
		for (const side of [all.dogfight_side_entente, all.dogfight_side_central])
			expect(withLocale('de', () => side())).toMatch(/mächte$/);
	});

	it('the plural forms differ where English counts (a guard that the test sees plurals)', () => {
		expect(withLocale('en', () => all.dogfight_badge_hits({ hits: 1 }))).toBe('1 hit');
		expect(withLocale('en', () => all.dogfight_badge_hits({ hits: 2 }))).toBe('2 hits');
		expect(withLocale('de', () => all.skirmish_ev_shuffled({ cards: 1 }))).toBe(
			'Die Initiativkarten werden gemischt (1 Karte).'
		);
	});
});
