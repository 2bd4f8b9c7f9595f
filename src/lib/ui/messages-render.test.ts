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
 * English words that are no German words (a German text with one has English left over). Loan
 * words the German texts use on purpose are not listed (Immelmann, OK, Split-S, the aircraft).
 */
const ENGLISH = new Set(
	(
		'the and of with you your is are not cannot must has have only already there this that from ' +
		'turn turns plane planes hits hit dice roll rolls speed shot shots fire move moves ' +
		'maneuver maneuvers manoeuvre manoeuvres side sides player players none kill kills wounded ' +
		'killed observer gunner short medium long burst bursts left right climb dive spin stall ' +
		'straight loop sheet card cards deck round rounds game games new start next back save ' +
		'delete cancel close open settings help play replay undo confirm ready done skip yes no'
	).split(' ')
);

const texts0 = () =>
	[...render('en', 0), ...render('de', 0)].filter((t) => /−0\b/.test(t.text)).map((t) => t.key);

describe('every message rendered with 0, 1 and 2 of each counted thing', () => {
	for (const locale of ['en', 'de'] as const)
		for (const n of [0, 1, 2])
			it(`${locale} with ${n}: fills every placeholder and words counts in their number`, () => {
				const texts = render(locale, n);
				expect(texts.filter((t) => /\{[A-Za-z_]\w*[},]/.test(t.text))).toEqual([]);
				if (n > 0) expect(mismatches(texts, n, locale === 'en' ? EN_NOUNS : DE_NOUNS)).toEqual([]);
			});

	it('German texts hold no English words', () => {
		const found = render('de', 2).flatMap(({ key, text }) => {
			const words = text.match(/\p{L}+/gu) ?? [];
			const english = words.filter((w) => ENGLISH.has(w.toLowerCase()) && w === w.toLowerCase());
			return english.length ? [`${key}: ${english.join(', ')} — ${text}`] : [];
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
		expect(texts0()).toEqual([]);
	});

	it('the plural forms differ where English counts (a guard that the test sees plurals)', () => {
		expect(withLocale('en', () => all.dogfight_badge_hits({ hits: 1 }))).toBe('1 hit');
		expect(withLocale('en', () => all.dogfight_badge_hits({ hits: 2 }))).toBe('2 hits');
		expect(withLocale('de', () => all.skirmish_ev_shuffled({ cards: 1 }))).toBe(
			'Die Initiativkarten werden gemischt (1 Karte).'
		);
	});
});
