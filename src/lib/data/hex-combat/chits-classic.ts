import { parseEffect } from './notation';
import type { DamageChit } from './types';

/**
 * The classic chit cup (H-DMG-3). The first 28 tokens are the ones known from the 1993 French
 * edition (data-hex.md), blue face | red face, two of each numbered token. The original cup held
 * 42 tokens; the other 14 are lost. We add 8 of OUR OWN carrying the H-DMG-4 specials the known
 * tokens lack (jam, gun destroyed, engine hit, pilot wounded, rudder, fuel) to reach 36.
 * "Lettered specials" of the classic sheet = tokens whose face carries a special effect.
 */
const KNOWN_PAIRS = [
	'w1 | w5',
	'w2 | w6',
	'w3 | w7',
	'w4 | w8',
	'e1 | e3',
	'e2 | e4',
	'f1 | f5',
	'f2 | f6',
	'f3 | f7',
	'f4 | f8',
	't1 | t3',
	't2 | t4'
];

const KNOWN_SINGLE = [
	'!smoke | !fire',
	// "smoke/fuel tank hit (−6 fuel, 3 fuselage)"
	'!smoke | f3 fuel6 !fuel-tank-hit',
	'!pilot-killed | !pilot-killed',
	'!observer-wounded | !observer-killed'
];

/** Ours (data-hex.md: "adds the specials of H-DMG-4 … to reach 36"). */
const OURS = [
	'!guns-jammed | !gun-destroyed',
	'e1 !engine-hit | e2 !fire',
	'!pilot-wounded | w3 !wings-crippled',
	'!pilot-wounded-slow | f4',
	't1 !rudder-right | t2 !rudder-left',
	'fuel3 !fuel-tank-hit | fuel6 !fuel-tank-hit',
	'w2 !wings-damaged | w4 !wings-crippled',
	'f1 !guns-jammed | !fuel-tank-explodes'
];

function chit(line: string, id: string, known: boolean): DamageChit {
	const [blue, red] = line.split('|');
	return { id, blue: parseEffect(blue), red: parseEffect(red), known };
}

export const CHIT_CUP_CLASSIC: readonly DamageChit[] = [
	...KNOWN_PAIRS.flatMap((line, i) => [
		chit(line, `K${String(2 * i + 1).padStart(2, '0')}`, true),
		chit(line, `K${String(2 * i + 2).padStart(2, '0')}`, true)
	]),
	...KNOWN_SINGLE.map((line, i) => chit(line, `K${String(25 + i)}`, true)),
	...OURS.map((line, i) => chit(line, `X${String(i + 1).padStart(2, '0')}`, false))
];

export const CHITS_BY_ID: Readonly<Record<string, DamageChit>> = Object.fromEntries(
	CHIT_CUP_CLASSIC.map((c) => [c.id, c])
);
