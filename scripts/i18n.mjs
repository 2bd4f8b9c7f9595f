// Compiles the UI's messages (messages/<area>/<locale>.json) into typed TypeScript modules under
// src/lib/i18n/generated/, one module per area (so the bundler makes a few chunks, not one per
// message). Node's standard library only: nothing to install, runs on every platform.
//
//   node scripts/i18n.mjs           write the modules (skips files whose content is unchanged)
//   node scripts/i18n.mjs --check   only check the messages; exit 1 with one line per problem
//
// A message is a string with {placeholders}. A counted thing is worded through the language's
// plural rules (Intl.PluralRules) with a subset of ICU's syntax:
//   "{hits, plural, =0 {no hits} one {# hit} other {# hits}}"
// (selectors =N, zero, one, two, few, many, other; "other" is required; # is the count, formatted
// for the language; branches may hold other placeholders). A plural's count is typed `number`.
// Every locale must have the same keys as the base locale, and each message the same placeholders,
// so a missing German text fails the build.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALES = ['en', 'de'];
export const BASE_LOCALE = 'en';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MESSAGES = join(root, 'messages');
const OUT = join(root, 'src/lib/i18n/generated');

const KEY = /^[A-Za-z][A-Za-z0-9_.]*$/;

// Sticky (`y`): each matches at `lastIndex` only, so the parser reads a message once instead of
// slicing its rest at every character (issue 30: the compile ran at every test run's start).
const PLURAL_START = /\{([A-Za-z_][A-Za-z0-9_]*),\s*plural,\s*/y;
const SELECTOR = /(=\d+|zero|one|two|few|many|other)\s*\{/y;
const PLACEHOLDER_AT = /\{([A-Za-z_][A-Za-z0-9_]*)\}/y;

/** @param {RegExp} sticky @param {string} text @param {number} at */
const matchAt = (sticky, text, at) => {
	sticky.lastIndex = at;
	return sticky.exec(text);
};

/**
 * @typedef {{ t: 'text', v: string } | { t: 'var', name: string } | { t: 'count', name: string }
 *   | { t: 'plural', name: string, forms: [string, Part[]][] }} Part
 */

/**
 * Parses a message into text, placeholders and plurals; throws on a malformed plural.
 * @param {string} text
 * @returns {Part[]}
 */
export function parseMessage(text) {
	let i = 0;
	/** @param {string | null} counted the plural whose branch this is (# is its count) @returns {Part[]} */
	const parts = (counted) => {
		/** @type {Part[]} */
		const out = [];
		/** @param {string} c */
		const push = (c) => {
			const last = out[out.length - 1];
			if (last && last.t === 'text') last.v += c;
			else out.push({ t: 'text', v: c });
		};
		while (i < text.length) {
			const variable = text[i] === '{' ? matchAt(PLACEHOLDER_AT, text, i) : null;
			if (variable) {
				out.push({ t: 'var', name: variable[1] });
				i += variable[0].length;
				continue;
			}
			const plural = text[i] === '{' ? matchAt(PLURAL_START, text, i) : null;
			if (plural) {
				i += plural[0].length;
				/** @type {[string, Part[]][]} */
				const forms = [];
				for (;;) {
					while (text[i] === ' ') i++;
					if (i >= text.length) throw new Error(`plural {${plural[1]}} is not closed`);
					if (text[i] === '}') break;
					const sel = matchAt(SELECTOR, text, i);
					if (!sel)
						throw new Error(
							`plural {${plural[1]}} has no valid selector at "${text.slice(i, i + 12)}"`
						);
					i += sel[0].length;
					forms.push([sel[1], parts(plural[1])]);
					if (text[i] !== '}') throw new Error(`plural {${plural[1]}} is not closed`);
					i++;
				}
				i++;
				if (!forms.some(([k]) => k === 'other'))
					throw new Error(`plural {${plural[1]}} needs an "other" form`);
				out.push({ t: 'plural', name: plural[1], forms });
				continue;
			}
			if (counted !== null && text[i] === '}') return out;
			if (counted !== null && text[i] === '#') {
				out.push({ t: 'count', name: counted });
				i++;
				continue;
			}
			push(text[i]);
			i++;
		}
		if (counted !== null) throw new Error(`plural {${counted}} is not closed`);
		return out;
	};
	return parts(null);
}

/**
 * The names a message fills, and which of them are counts (plurals).
 * @param {Part[]} parsed
 * @param {Set<string>} [names] @param {Set<string>} [counts]
 */
function namesOf(parsed, names = new Set(), counts = new Set()) {
	for (const p of parsed) {
		if (p.t === 'var') names.add(p.name);
		if (p.t === 'plural') {
			names.add(p.name);
			counts.add(p.name);
			for (const [, f] of p.forms) namesOf(f, names, counts);
		}
	}
	return { names, counts };
}

/** Each text's parts, parsed once per process (a message's names are asked for several times). */
/** @type {Map<string, Part[]>} */
const parsed = new Map();
/** @param {string} text */
const safeParse = (text) => {
	let parts = parsed.get(text);
	if (!parts) {
		try {
			parts = parseMessage(text);
		} catch {
			parts = [];
		}
		parsed.set(text, parts);
	}
	return parts;
};
/** @param {string} text */
const placeholders = (text) => [...namesOf(safeParse(text)).names];
/** @param {string} text */
const counts = (text) => [...namesOf(safeParse(text)).counts];
/** @param {string} key */
const identifier = (key) => key.replace(/\./g, '_');

/**
 * @typedef {Record<string, string>} Texts
 * @typedef {{ name: string, byLocale: Record<string, Texts> }} Area
 */

/** Reads and checks every area. */
export function readMessages(dir = MESSAGES) {
	/** @type {string[]} */
	const problems = [];
	/** @type {Area[]} */
	const areas = [];
	for (const area of readdirSync(dir, { withFileTypes: true })) {
		if (!area.isDirectory()) continue;
		/** @type {Record<string, Texts>} */
		const byLocale = {};
		for (const locale of LOCALES) {
			const file = join(dir, area.name, `${locale}.json`);
			if (!existsSync(file)) {
				problems.push(`messages/${area.name}/${locale}.json is missing`);
				byLocale[locale] = {};
				continue;
			}
			try {
				const data = JSON.parse(readFileSync(file, 'utf8'));
				delete data.$schema;
				byLocale[locale] = data;
			} catch (e) {
				problems.push(
					`messages/${area.name}/${locale}.json is not JSON: ${String(e instanceof Error ? e.message : e).split('\n')[0]}`
				);
				byLocale[locale] = {};
			}
		}
		const base = byLocale[BASE_LOCALE];
		/** @type {Map<string, string>} */
		const seenIds = new Map();
		for (const [key, text] of Object.entries(base)) {
			if (!KEY.test(key)) problems.push(`${area.name}: key "${key}" is not a valid message key`);
			if (typeof text !== 'string') problems.push(`${area.name}: ${key} is not a string`);
			else parseProblem(area.name, 'en', key, text, problems);
			const id = identifier(key);
			if (seenIds.has(id))
				problems.push(`${area.name}: keys "${seenIds.get(id)}" and "${key}" collide`);
			seenIds.set(id, key);
		}
		for (const locale of LOCALES) {
			if (locale === BASE_LOCALE) continue;
			const other = byLocale[locale];
			for (const key of Object.keys(base))
				if (!(key in other)) problems.push(`${area.name}: "${key}" has no ${locale} text`);
			for (const key of Object.keys(other)) {
				if (!(key in base)) {
					problems.push(`${area.name}: "${key}" exists in ${locale} only`);
					continue;
				}
				if (typeof other[key] !== 'string') {
					problems.push(`${area.name}: ${locale} ${key} is not a string`);
					continue;
				}
				const parses = parseProblem(area.name, locale, key, other[key], problems);
				if (!parses || !parseProblem(area.name, BASE_LOCALE, key, base[key], [])) continue;
				const want = placeholders(base[key]).sort().join(',');
				const got = placeholders(other[key]).sort().join(',');
				if (want !== got)
					problems.push(
						`${area.name}: "${key}" uses {${got}} in ${locale} but {${want}} in ${BASE_LOCALE}`
					);
				else {
					// A count may be shown plainly where the language's noun does not change
					// ("{n} Würfel"), but a locale may not count what the base language does not:
					// its value is typed as text then.
					const extra = counts(other[key]).filter((n) => !counts(base[key]).includes(n));
					if (extra.length)
						problems.push(
							`${area.name}: "${key}" counts {${extra.join(',')}} in ${locale} but not in ${BASE_LOCALE}`
						);
				}
			}
		}
		areas.push({ name: area.name, byLocale });
	}
	// All areas share one namespace (`m.key()`), so a key may exist in one area only.
	/** @type {Map<string, string>} */
	const owner = new Map();
	for (const a of areas)
		for (const key of Object.keys(a.byLocale[BASE_LOCALE])) {
			const id = identifier(key);
			if (owner.has(id)) problems.push(`"${key}" is in both ${owner.get(id)} and ${a.name}`);
			owner.set(id, a.name);
		}
	areas.sort((a, b) => a.name.localeCompare(b.name));
	return { areas, problems };
}

/** @param {string} area @param {string} locale @param {string} key @param {string} text @param {string[]} problems */
function parseProblem(area, locale, key, text, problems) {
	try {
		parseMessage(text);
		return true;
	} catch (e) {
		problems.push(`${area}: ${locale} "${key}": ${e instanceof Error ? e.message : String(e)}`);
		return false;
	}
}

/** @param {string} text */
const literal = (text) =>
	'`' + text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
/** @param {Part[]} parsed @returns {string} the inside of a template literal */
const templateBody = (parsed) =>
	parsed
		.map((p) => {
			if (p.t === 'text') return literal(p.v).slice(1, -1);
			if (p.t === 'var') return '${p.' + p.name + '}';
			if (p.t === 'count') return '${formatCount(locale, p.' + p.name + ')}';
			const forms = p.forms
				.map(([k, f]) => `${JSON.stringify(k)}: \`${templateBody(f)}\``)
				.join(', ');
			return '${plural(locale, p.' + p.name + ', { ' + forms + ' })}';
		})
		.join('');
/** @param {string} text */
const template = (text) => '`' + templateBody(parseMessage(text)) + '`';

/**
 * One area's TypeScript module.
 * @param {Area} area
 */
export function areaModule(area) {
	const base = area.byLocale[BASE_LOCALE];
	/** @type {string[]} */
	const out = [];
	/** @type {[string, string][]} */
	const names = [];
	for (const key of Object.keys(base)) {
		const params = placeholders(base[key]);
		const counted = new Set(counts(base[key]));
		const type = params.length
			? `p: { ${params.map((n) => `${n}: ${counted.has(n) ? 'number' : 'string | number'}`).join('; ')} }`
			: '';
		const others = LOCALES.filter(
			(l) => l !== BASE_LOCALE && typeof area.byLocale[l][key] === 'string'
		);
		const usesLocale =
			others.length > 0 || LOCALES.some((l) => counts(area.byLocale[l][key] ?? '').length > 0);
		let body = template(base[key]);
		for (const l of others.reverse())
			body = `locale === '${l}' ? ${template(area.byLocale[l][key])} : ${body}`;
		const id = identifier(key);
		names.push([key, id]);
		out.push(`/** ${base[key].replace(/\*\//g, '* /').replace(/\n/g, ' ')} */`);
		out.push(
			usesLocale
				? `export const ${id} = (${type}): string => {\n\tconst locale = getLocale();\n\treturn ${body};\n};`
				: `export const ${id} = (${type}): string => ${body};`
		);
	}
	// Only what the area's messages call (issue 30): an area without a plural does not import
	// src/lib/i18n/plural.ts, so a page whose messages count nothing loads no plural rules.
	const code = out.join('\n');
	const runtime = ['getLocale', 'type MessageFn'].filter(
		(name) => name.startsWith('type') || code.includes(`${name}(`)
	);
	const counting = ['formatCount', 'plural'].filter((name) => code.includes(`${name}(`));
	const lines = [
		'// Generated by scripts/i18n.mjs from messages/' + area.name + '/*.json. Do not edit.',
		`import { ${runtime.join(', ')} } from '../runtime';`,
		...(counting.length ? [`import { ${counting.join(', ')} } from '../plural';`] : []),
		'',
		...out
	];
	lines.push('');
	lines.push('/** Every message of this area by its key, for messages looked up by a code. */');
	lines.push(`export const ${tableName(area.name)}: Readonly<Record<string, MessageFn>> = {`);
	for (const [key, id] of names) lines.push(`\t${JSON.stringify(key)}: ${id} as MessageFn,`);
	lines.push('};');
	lines.push('');
	lines.push('/** The placeholders each message of this area fills, by key. */');
	lines.push(
		`export const ${placeholderTableName(area.name)}: Readonly<Record<string, readonly string[]>> = {`
	);
	for (const [key] of names)
		lines.push(`\t${JSON.stringify(key)}: ${JSON.stringify(placeholders(base[key]))},`);
	lines.push('};');
	lines.push('');
	return lines.join('\n');
}

/** The name of an area's lookup table: messages/reasons-hex → reasons_hex_messages. */
/** @param {string} area */
export const placeholderTableName = (area) => `${area.replace(/[^A-Za-z0-9]/g, '_')}_placeholders`;

/** @param {string} area */
export const tableName = (area) => `${area.replace(/[^A-Za-z0-9]/g, '_')}_messages`;

/** @param {Area[]} areas */
function indexModule(areas) {
	const lines = ['// Generated by scripts/i18n.mjs. Do not edit.'];
	for (const a of areas) lines.push(`export * from './${a.name}';`);
	return lines.join('\n') + '\n';
}

/** @param {string} file @param {string} text */
function writeIfChanged(file, text) {
	if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
	writeFileSync(file, text);
	return true;
}

/**
 * @param {{ check?: boolean }} [options]
 * @returns {{ ok: true, written: number } | { ok: false, problems: string[] }}
 */
export function compile({ check = false } = {}) {
	const { areas, problems } = readMessages();
	if (problems.length) return { ok: false, problems };
	if (check) return { ok: true, written: 0 };
	mkdirSync(OUT, { recursive: true });
	const wanted = new Set(['index.ts']);
	let written = 0;
	for (const area of areas) {
		wanted.add(`${area.name}.ts`);
		if (writeIfChanged(join(OUT, `${area.name}.ts`), areaModule(area))) written++;
	}
	if (writeIfChanged(join(OUT, 'index.ts'), indexModule(areas))) written++;
	for (const f of readdirSync(OUT)) if (!wanted.has(f)) rmSync(join(OUT, f));
	return { ok: true, written };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const result = compile({ check: process.argv.includes('--check') });
	if ('problems' in result) {
		for (const p of result.problems) console.error(`i18n: ${p}`);
		process.exit(1);
	}
}
