/**
 * German texts for the refusal reasons of the pure rules engines (grid: src/lib/rules/grid,
 * hex: src/lib/rules/hex and hex-combat). The engines keep their English sentences (tests and the
 * command-line umpire rely on them); the UI matches each sentence here and fills a German template.
 * Each pattern matches a whole reason; groups capture ids, numbers and game terms.
 */

/** Names of grid manoeuvres (src/lib/data/grid/rules.ts) as the German skirmish UI calls them. */
const MANOEUVRE_NAMES: Record<string, string> = {
	'Split-S': 'Split-S',
	'Throttle back': 'Gas weg',
	'Full throttle': 'Vollgas',
	Jink: 'Ausweichen',
	'Immelmann turn': 'Immelmann',
	'Engine Hang': 'Motorhänger',
	'Dead Eye': 'Meisterschütze'
};

/** Grid agility and speed classes. */
const CLASS_NAMES: Record<string, string> = {
	nimble: 'wendig',
	average: 'durchschnittlich',
	clumsy: 'schwerfällig',
	fast: 'schnell',
	medium: 'mittel',
	slow: 'langsam'
};

/** Grid gun ids (src/lib/data/grid/aircraft.ts). */
const GUN_NAMES: Record<string, string> = {
	mg: 'MG des Piloten',
	wing: 'Flügel-MG',
	obs: 'MG des Beobachters',
	front: 'vorderes MG',
	left: 'linkes MG',
	right: 'rechtes MG'
};

const BURSTS: Record<string, string> = { short: 'kurzer', medium: 'mittlerer', long: 'langer' };

const manoeuvre = (name: string): string => MANOEUVRE_NAMES[name] ?? name;
const classes = (list: string): string =>
	list
		.split('/')
		.map((c) => CLASS_NAMES[c] ?? c)
		.join('/');
/** Zeppelin gondola guns are "fwd-…" / "aft-…" (G-FIRE-6). */
const gun = (id: string): string => {
	const gondola = /^(fwd|aft)-(.+)$/.exec(id);
	if (gondola && GUN_NAMES[gondola[2]])
		return `${GUN_NAMES[gondola[2]]} der ${gondola[1] === 'fwd' ? 'vorderen' : 'hinteren'} Gondel`;
	return GUN_NAMES[id] ?? `MG „${id}“`;
};
const who = (id: string): string => (id === 'nobody' ? 'Niemand' : id);

/** One entry: a whole-sentence pattern and its German text built from the captured groups. */
export type ReasonRule = readonly [RegExp, (...groups: string[]) => string];

/** Sentences that wrap another reason: the inner part is translated again. */
export const WRAPPERS: readonly [RegExp, (inner: string, ...groups: string[]) => string][] = [
	[/^order (\d+): (.+)$/s, (inner, n) => `Befehl ${n}: ${inner}`],
	[/^Turn (\d+): (.+)$/s, (inner, n) => `Zug ${n}: ${inner}`],
	[/^([^\s:]+): (.+)$/s, (inner, id) => `${id}: ${inner}`]
];

/**
 * Grid engine (skirmish): the engine writes lower-case sentences without a full stop (to embed them
 * after "order 3: "); German starts a whole sentence, also after a colon, with a capital.
 */
const GRID: ReasonRule[] = [
	// Fire (G-FIRE-*)
	[/^(.+) is not on the table$/, (p) => `${p} ist nicht auf dem Tisch`],
	[
		/^(.+) cannot shoot this turn \(it re-entered, re-emerged or jinked\)$/,
		(p) =>
			`${p} darf in diesem Zug nicht schießen (es ist wieder eingeflogen, wieder aufgetaucht oder ausgewichen)`
	],
	[/^there is no plane (.+)$/, (p) => `Es gibt kein Flugzeug ${p}`],
	[/^(.+) has no gun "(.+)"$/, (p, g) => `${p} hat kein ${gun(g)}`],
	[
		/^the gunner of (.+)'s (.+) gun is dead$/,
		(p, g) => `Der Schütze am ${gun(g)} von ${p} ist tot`
	],
	[/^there is no target (.+)$/, (t) => `Es gibt kein Ziel ${t}`],
	[/^(.+) is on your own side$/, (t) => `${t} gehört zur eigenen Seite`],
	[/^(.+) is already destroyed$/, (t) => `${t} ist schon zerstört`],
	[
		/^(.+) is out of range \((\d+) > (\d+)\)$/,
		(t, r, max) => `${t} ist außer Reichweite (${r} > ${max})`
	],
	[
		/^(.+) is outside the arc of (.+)'s (.+) gun$/,
		(t, p, g) => `${t} liegt außerhalb des Schussfelds (${p}, ${gun(g)})`
	],
	[
		/^line of sight is blocked at \((-?\d+),(-?\d+)\)$/,
		(x, y) => `Die Sichtlinie ist auf Feld ${x},${y} blockiert`
	],
	[
		/^no dice left at range (\d+) against (.+)$/,
		(r, t) => `Auf Entfernung ${r} bleibt gegen ${t} kein Würfel übrig`
	],
	[
		/^(.+)'s (.+) gun can fire only once$/,
		(p, g) => `Das ${gun(g)} von ${p} darf nur einmal feuern`
	],
	[/^it is not the fire step$/, () => 'Es ist nicht der Feuerschritt'],
	[
		/^side (A|B) has already given its fire orders$/,
		(s) => `Seite ${s} hat ihre Feuerbefehle schon gegeben`
	],
	[
		/^side (A|B) has no plane that can shoot this turn$/,
		(s) => `Seite ${s} hat in diesem Zug kein Flugzeug, das schießen kann`
	],
	[/^fire orders need a list of shots$/, () => 'Feuerbefehle brauchen eine Liste von Schüssen'],
	[/^(.+) is not a plane of side (A|B)$/, (p, s) => `${p} ist kein Flugzeug von Seite ${s}`],
	// Command points and activation (G-CMD-*)
	[
		/^bids are made at the start of a round$/,
		() => 'Gebote werden zu Beginn einer Runde abgegeben'
	],
	[/^side must be "A" or "B"$/, () => 'Die Seite muss „A“ oder „B“ sein'],
	[/^side (A|B) has already bid$/, (s) => `Seite ${s} hat schon geboten`],
	[
		/^a bid is a whole number of command points from 0 to (\d+)$/,
		(max) => `Ein Gebot ist eine ganze Zahl von Befehlspunkten von 0 bis ${max}`
	],
	[/^no plane may be activated now$/, () => 'Jetzt darf kein Flugzeug aktiviert werden'],
	[/^side (A|B) holds the initiative card$/, (s) => `Seite ${s} hat die Initiativkarte`],
	[
		/^(.+) has no activation marker left this round$/,
		(p) => `${p} hat in dieser Runde keinen Aktivierungsmarker mehr`
	],
	[
		/^(.+) is static and does not move \(G-TER-4\)$/,
		(p) => `${p} ist ortsfest und bewegt sich nicht (G-TER-4)`
	],
	[
		/^(.+) flies (\d+) to (\d+) moves in a Flight$/,
		(p, a, b) => `${p} fliegt bei einem Flug ${a} bis ${b} Schritte`
	],
	[/^each flight move is "F", "FL" or "FR"$/, () => 'Jeder Flugschritt ist „F“, „FL“ oder „FR“'],
	[
		/^a barrage balloon at \((-?\d+),(-?\d+)\) cannot be flown through$/,
		(x, y) => `Durch den Sperrballon auf Feld ${x},${y} kann man nicht fliegen`
	],
	[/^combat needs a list of shots$/, () => 'Ein Angriff braucht eine Liste von Schüssen'],
	[/^only (.+) fires in its Combat action$/, (p) => `Nur ${p} feuert bei seiner Angriffsaktion`],
	// Movement (G-MOVE-*)
	[
		/^(.+) is critical and must withdraw by the shortest route off a short end \(G-MOVE-6\)$/,
		(p) =>
			`${p} ist kritisch getroffen und muss sich auf kürzestem Weg über eine Schmalseite zurückziehen (G-MOVE-6)`
	],
	[
		/^a move that keeps the plane on the table exists: take it \(G-MOVE-5\)$/,
		() => 'Es gibt einen Zug, der das Flugzeug auf dem Tisch hält: Nimm ihn (G-MOVE-5)'
	],
	[
		/^planes move only in the activation step$/,
		() => 'Flugzeuge ziehen nur im Aktivierungsschritt'
	],
	[/^it is (.+)'s activation, not (.+)'s$/, (a, b) => `${who(a)} ist an der Reihe, nicht ${b}`],
	[/^a move needs a path such as "FFLFF"$/, () => 'Ein Zug braucht einen Weg wie „FFLFF“'],
	[/^the game is over$/, () => 'Das Spiel ist vorbei'],
	[/^an order must be an object$/, () => 'Ein Befehl muss ein Objekt sein'],
	[/^unknown order kind "(.*)"$/, (k) => `Unbekannte Befehlsart „${k}“`],
	[
		/^only Nimble planes may slow down by 2$/,
		() => 'Nur wendige Flugzeuge dürfen um 2 langsamer werden'
	],
	[/^unknown manoeuvre (.+)$/, (x) => `Unbekanntes Manöver ${x}`],
	[
		/^(.+) is an ace skill (.+)'s pilot does not have$/,
		(n, p) => `${manoeuvre(n)} ist eine Ass-Fähigkeit, die der Pilot von ${p} nicht hat`
	],
	[
		/^(.+) needs agility (\S+), not (\S+)$/,
		(n, need, is) => `${manoeuvre(n)} braucht Wendigkeit ${classes(need)}, nicht ${classes(is)}`
	],
	[
		/^(.+) needs speed (\S+), not (\S+)$/,
		(n, need, is) =>
			`${manoeuvre(n)} braucht Geschwindigkeit ${classes(need)}, nicht ${classes(is)}`
	],
	[
		/^(.+) cannot be flown twice in a row$/,
		(n) => `${manoeuvre(n)} darf nicht zweimal hintereinander geflogen werden`
	],
	[
		/^(.+) cannot be combined with slowing down$/,
		(n) => `${manoeuvre(n)} lässt sich nicht mit „Langsamer“ verbinden`
	],
	[
		/^a path uses only F \(forward\), L and R \(45° turns\)$/,
		() => 'Ein Weg besteht nur aus F (vorwärts), L und R (45°-Drehungen)'
	],
	[/^this manoeuvre allows no turns$/, () => 'Dieses Manöver erlaubt keine Drehungen'],
	[/^only one 45° turn at a time$/, () => 'Nur eine 45°-Drehung auf einmal'],
	[
		/^a turn comes after a square moved \(one turn per square\)$/,
		() => 'Eine Drehung folgt erst auf ein geflogenes Feld (eine Drehung pro Feld)'
	],
	[
		/^a Clumsy plane must take its first turn at the start of its move$/,
		() => 'Ein schwerfälliges Flugzeug muss seine erste Drehung zu Beginn des Zuges machen'
	],
	[
		/^a Clumsy plane turns once per 2 squares moved$/,
		() => 'Ein schwerfälliges Flugzeug dreht einmal pro 2 geflogene Felder'
	],
	[
		/^the path flies (\d+) squares but this move is exactly (\d+)$/,
		(a, b) => `Der Weg führt über ${a} Felder, dieser Zug ist aber genau ${b} lang`
	],
	[
		/^the path goes on after leaving the table$/,
		() => 'Der Weg geht nach dem Verlassen des Tisches weiter'
	],
	[
		/^the plane is lost in the large cloud: end the path there$/,
		() => 'Das Flugzeug verliert sich in der großen Wolke: Beende den Weg dort'
	],
	[
		/^the move must be exactly (\d+) squares, not (\d+)$/,
		(a, b) => `Der Zug muss genau ${a} Felder lang sein, nicht ${b}`
	],
	[
		/^a move must end facing orthogonally, not diagonally$/,
		() => 'Ein Zug muss gerade ausgerichtet enden, nicht diagonal'
	],
	// Ace skills (G-ACE-*)
	[
		/^Patience is declared when (.+)'s card comes up$/,
		(p) => `Geduld wird erklärt, wenn die Karte von ${p} aufgedeckt wird`
	],
	[/^(.+)'s pilot lacks Patience$/, (p) => `Dem Piloten von ${p} fehlt die Ass-Fähigkeit Geduld`],
	[
		/^(.+) cannot wait now: it already waited or re-enters first$/,
		(p) => `${p} kann jetzt nicht warten: Es hat schon gewartet oder fliegt zuerst wieder ein`
	],
	[/^(.+) cannot wait now$/, (p) => `${p} kann jetzt nicht warten`],
	// Setup (scenario files)
	[
		/^the board needs whole-number width and height of at least 2$/,
		() => 'Das Spielfeld braucht ganzzahlige Breite und Höhe von mindestens 2'
	],
	[/^plane id (.+) is used twice$/, (p) => `Die Flugzeug-Kennung ${p} kommt zweimal vor`],
	[/^id (.+) is used twice$/, (p) => `Die Kennung ${p} kommt zweimal vor`],
	[
		/^plane (.+) has unknown aircraft type "(.+)"$/,
		(p, t) => `Flugzeug ${p} hat den unbekannten Flugzeugtyp „${t}“`
	],
	[/^plane (.+) needs side "A" or "B"$/, (p) => `Flugzeug ${p} braucht Seite „A“ oder „B“`],
	[/^plane (.+) needs a facing 0…7$/, (p) => `Flugzeug ${p} braucht eine Ausrichtung 0…7`],
	[
		/^plane (.+) at \((-?\d+),(-?\d+)\) is not on the (\d+)×(\d+) board$/,
		(p, x, y, w, h) => `Flugzeug ${p} auf Feld ${x},${y} liegt nicht auf dem ${w}×${h}-Spielfeld`
	],
	[/^firstDeck names unknown plane (.+)$/, (p) => `FirstDeck nennt das unbekannte Flugzeug ${p}`]
];

/** Hex engine (dogfight): full sentences with a full stop. */
const HEX: ReasonRule[] = [
	// Planning: maneuver restrictions (H-PLAN-2…6)
	[/^This plane is out of the game\.$/, () => 'Dieses Flugzeug ist aus dem Spiel.'],
	[
		/^The plane is spinning: it flies 0S2 until it recovers\.$/,
		() => 'Das Flugzeug trudelt: Es fliegt 0S2, bis es sich abfängt.'
	],
	[
		/^After the failed climb the plane must stall \(1L1, 1S1 or 1R1\)\.$/,
		() => 'Nach dem missglückten Steigen muss das Flugzeug überziehen (1L1, 1S1 oder 1R1).'
	],
	[
		/^(Out of fuel|Engine destroyed): the plane glides and may only fly glide maneuvers ⊖\.$/,
		(why) =>
			`${why === 'Out of fuel' ? 'Kein Treibstoff mehr' : 'Motor zerstört'}: Das Flugzeug gleitet und darf nur Gleitmanöver ⊖ fliegen.`
	],
	[
		/^After recovering from a spin the plane must fly its top speed (\d+)\.$/,
		(s) =>
			`Nach dem Abfangen aus dem Trudeln muss das Flugzeug seine Höchstgeschwindigkeit ${s} fliegen.`
	],
	[
		/^Speed may change by at most 1 a turn: last turn's (\S+) was speed (\d+)\.$/,
		(code, s) =>
			`Die Geschwindigkeit darf sich pro Zug um höchstens 1 ändern: ${code} im letzten Zug hatte Geschwindigkeit ${s}.`
	],
	[
		/^The wounded pilot must fly a straight \(S\) maneuver this turn\.$/,
		() => 'Der verwundete Pilot muss in diesem Zug ein gerades Manöver (S) fliegen.'
	],
	[
		/^The wounded pilot must fly speed (\d+), one less than last turn\.$/,
		(s) =>
			`Der verwundete Pilot muss Geschwindigkeit ${s} fliegen, eins weniger als im letzten Zug.`
	],
	[
		/^Damaged wings: no maneuvers at speed 3 or 4\.$/,
		() => 'Beschädigte Tragflächen: keine Manöver mit Geschwindigkeit 3 oder 4.'
	],
	[
		/^Engine hit: no maneuvers at speed 3 or 4\.$/,
		() => 'Motor getroffen: keine Manöver mit Geschwindigkeit 3 oder 4.'
	],
	[
		/^Jammed rudder: only (\S+) maneuvers for (\d+) more turns?\.$/,
		(dir, n) => `Seitenruder klemmt: noch ${n} ${n === '1' ? 'Zug' : 'Züge'} nur ${dir}-Manöver.`
	],
	[/^On fire: no acrobatic maneuvers\.$/, () => 'Das Flugzeug brennt: keine Kunstflugmanöver.'],
	[
		/^Badly damaged wings: no acrobatic maneuvers\.$/,
		() => 'Schwer beschädigte Tragflächen: keine Kunstflugmanöver.'
	],
	[
		/^Novice pilots may not fly acrobatic maneuvers\.$/,
		() => 'Neulinge dürfen keine Kunstflugmanöver fliegen.'
	],
	[
		/^Acrobatic maneuvers need a preparation straight \(2–5\) last turn; last turn was (\S+)\.$/,
		(code) =>
			`Kunstflugmanöver brauchen im letzten Zug ein gerades Vorbereitungsmanöver (2–5); im letzten Zug war es ${code}.`
	],
	[
		/^Non-repeatable maneuvers ⊕ may not follow each other: last turn was (\S+)\.$/,
		(code) =>
			`Nicht wiederholbare Manöver ⊕ dürfen nicht aufeinander folgen: Im letzten Zug war es ${code}.`
	],
	[
		/^(\S+) may not be flown twice in a row\.$/,
		(code) => `${code} darf nicht zweimal hintereinander geflogen werden.`
	],
	[
		/^(.+) is not a maneuver code \(write e\.g\. 14R3\)\.$/,
		(c) => `${c} ist kein Manövercode (schreibe z. B. 14R3).`
	],
	[
		/^(\S+) is not on the (.+)'s maneuver sheet\.$/,
		(c, ac) => `${c} steht nicht auf dem Manöverblatt von ${ac}.`
	],
	[/^(\S+) is not on the (.+)'s sheet\.$/, (c, ac) => `${c} steht nicht auf dem Blatt von ${ac}.`],
	[/^Unknown maneuver (.+)\.$/, (c) => `Unbekanntes Manöver ${c}.`],
	// Altitude (H-PLAN-8, H-COMB-9)
	[/^The altitude rule is not in play\.$/, () => 'Die Höhenregel ist nicht im Spiel.'],
	[
		/^A spinning plane loses height by itself\.$/,
		() => 'Ein trudelndes Flugzeug verliert von selbst an Höhe.'
	],
	[
		/^After a burst at a higher target the plane must climb\.$/,
		() => 'Nach einem Feuerstoß auf ein höheres Ziel muss das Flugzeug steigen.'
	],
	[
		/^After a burst at a lower target the plane must dive\.$/,
		() => 'Nach einem Feuerstoß auf ein tieferes Ziel muss das Flugzeug sinken.'
	],
	[/^A gliding plane cannot climb\.$/, () => 'Ein gleitendes Flugzeug kann nicht steigen.'],
	[/^A gliding plane cannot dive\.$/, () => 'Ein gleitendes Flugzeug kann nicht sinken.'],
	[
		/^Climbing needs a straight \(S\) maneuver\.$/,
		() => 'Steigen braucht ein gerades Manöver (S).'
	],
	[
		/^Climbing needs a maneuver of speed 2 or more\.$/,
		() => 'Steigen braucht ein Manöver mit Geschwindigkeit 2 oder mehr.'
	],
	[
		/^No climbing at top speed \((\d+)\)\.$/,
		(s) => `Kein Steigen bei Höchstgeschwindigkeit (${s}).`
	],
	[
		/^Diving needs a maneuver of speed 2 or more\.$/,
		() => 'Sinken braucht ein Manöver mit Geschwindigkeit 2 oder mehr.'
	],
	[
		/^Level 1 is the lowest: to go lower, land\.$/,
		() => 'Höhe 1 ist die niedrigste: Wer tiefer will, muss landen.'
	],
	[/^Landing is only possible from level 1\.$/, () => 'Landen geht nur aus Höhe 1.'],
	[/^Landing needs a straight \(S\) maneuver\.$/, () => 'Landen braucht ein gerades Manöver (S).'],
	// Warnings shown next to legal choices (fuel H-FUEL-*, ceiling H-PLAN-8)
	[
		/^Not enough fuel \(needs (\d+), (\d+) left\): the plane will spend the rest and spin\.$/,
		(need, left) =>
			`Nicht genug Treibstoff (braucht ${need}, noch ${left}): Das Flugzeug verbraucht den Rest und trudelt.`
	],
	[
		/^Level (\d+) is above what the plane can climb to \(ceiling (\d+) − 1\): it will stall\.$/,
		(lvl, c) =>
			`Höhe ${lvl} liegt über dem, was das Flugzeug erreichen kann (Gipfelhöhe ${c} − 1): Es wird überziehen.`
	],
	[
		/^not enough fuel \(needs (\d+), has (\d+)\)$/,
		(need, has) => `Nicht genug Treibstoff (braucht ${need}, hat ${has})`
	],
	// Reload (H-PLAN-5, H-COMB-7)
	[
		/^This plane has no Lewis gun to reload\.$/,
		() => 'Dieses Flugzeug hat kein Lewis-MG zum Nachladen.'
	],
	[
		/^Reloading the Lewis gun needs a straight \(S\) maneuver\.$/,
		() => 'Das Nachladen des Lewis-MGs braucht ein gerades Manöver (S).'
	],
	// Plots and views
	[/^There is no plane "(.+)"\.$/, (p) => `Es gibt kein Flugzeug „${p}“.`],
	[/^(.+) is not yours to plot\.$/, (p) => `${p} gehört dir nicht, du kannst es nicht planen.`],
	[/^(.+) is not yours\.$/, (p) => `${p} gehört dir nicht.`],
	[
		/^(.+) is out of the game and plots nothing\.$/,
		(p) => `${p} ist aus dem Spiel und plant nichts.`
	],
	[/^(.+) is out of the game\.$/, (p) => `${p} ist aus dem Spiel.`],
	[/^(.+) has already locked its plot\.$/, (p) => `${p} hat seinen Plan schon festgelegt.`],
	[/^(.+) has no plot for turn (\d+)\.$/, (p, t) => `${p} hat keinen Plan für Zug ${t}.`],
	[/^The game is over\.$/, () => 'Das Spiel ist vorbei.'],
	[
		/^(.+) already locked (\S+); a locked plot cannot change\.$/,
		(p, c) => `${p} hat ${c} schon festgelegt; ein festgelegter Plan ändert sich nicht mehr.`
	],
	// Fire and targets (H-COMB-1, -2, -4, -7, -8, -9)
	[/^A plane cannot fire at itself\.$/, () => 'Ein Flugzeug kann nicht auf sich selbst feuern.'],
	[/^That plane is no longer in the fight\.$/, () => 'Dieses Flugzeug ist nicht mehr im Kampf.'],
	[/^That plane is on your side\.$/, () => 'Dieses Flugzeug gehört zu deiner Seite.'],
	[/^Your plane is down\.$/, () => 'Dein Flugzeug ist abgestürzt.'],
	[/^A spinning plane cannot fire\.$/, () => 'Ein trudelndes Flugzeug kann nicht feuern.'],
	[
		/^The pilot cannot fire while the plane is on fire\.$/,
		() => 'Der Pilot kann nicht feuern, solange das Flugzeug brennt.'
	],
	[/^The pilot cannot fire\.$/, () => 'Der Pilot kann nicht feuern.'],
	[
		/^This plane has no observer in play\.$/,
		() => 'Dieses Flugzeug hat keinen Beobachter im Spiel.'
	],
	[/^The observer has been killed\.$/, () => 'Der Beobachter ist gefallen.'],
	[
		/^The observer is wounded and cannot fire\.$/,
		() => 'Der Beobachter ist verwundet und kann nicht feuern.'
	],
	[/^The pilot has no gun left\.$/, () => 'Der Pilot hat kein MG mehr.'],
	[/^The observer has no gun left\.$/, () => 'Der Beobachter hat kein MG mehr.'],
	[/^The guns are jammed\.$/, () => 'Die MGs haben Ladehemmung.'],
	[
		/^The Lewis gun is being reloaded this turn\.$/,
		() => 'Das Lewis-MG wird in diesem Zug nachgeladen.'
	],
	[
		/^A (short|medium|long) burst needs (\d+) rounds of Lewis ammunition; (\d+) left\.$/,
		(b, need, left) =>
			`Ein ${BURSTS[b]} Feuerstoß braucht ${need} Schuss Lewis-Munition; noch ${left} übrig.`
	],
	[
		/^The target is more than one altitude level away\.$/,
		() => 'Das Ziel ist mehr als eine Höhenstufe entfernt.'
	],
	[
		/^The target is beyond (\d+) hexes\.$/,
		(n) => `Das Ziel ist weiter als ${n} Hexfelder entfernt.`
	],
	[
		/^The observer cannot fire into his own hex\.$/,
		() => 'Der Beobachter kann nicht in sein eigenes Hexfeld feuern.'
	],
	[
		/^Planes in the same hex are no targets for each other\.$/,
		() => 'Flugzeuge im selben Hexfeld sind keine Ziele füreinander.'
	],
	[
		/^In the same hex you may only fire when both planes face the same way\.$/,
		() =>
			'Im selben Hexfeld darfst du nur feuern, wenn beide Flugzeuge in dieselbe Richtung zeigen.'
	],
	[
		/^In the same hex you may only fire when you flew slower than the target\.$/,
		() => 'Im selben Hexfeld darfst du nur feuern, wenn du langsamer geflogen bist als das Ziel.'
	],
	[
		/^The target is not straight ahead \(the 3 hexes in front of A\)\.$/,
		() => 'Das Ziel liegt nicht direkt voraus (die 3 Hexfelder vor Seite A).'
	],
	[
		/^The observer fires only to the rear \(sides C and D\)\.$/,
		() => 'Der Beobachter feuert nur nach hinten (Seiten C und D).'
	],
	[
		/^The hex right behind the tail is the observer’s dead zone\.$/,
		() => 'Das Hexfeld direkt hinter dem Leitwerk ist der tote Winkel des Beobachters.'
	],
	[/^The pilot fires at most once a turn\.$/, () => 'Der Pilot feuert höchstens einmal pro Zug.'],
	[
		/^The observer fires at most once a turn\.$/,
		() => 'Der Beobachter feuert höchstens einmal pro Zug.'
	],
	// Recovery: unjam, reload (H-COMB-5, H-COMB-7)
	[/^No gun is jammed there\.$/, () => 'Dort hat kein MG Ladehemmung.'],
	[
		/^Guns cannot be cleared while spinning\.$/,
		() => 'Beim Trudeln lässt sich keine Ladehemmung beheben.'
	],
	[
		/^Guns that fired this turn cannot be cleared this turn\.$/,
		() =>
			'Bei MGs, die in diesem Zug gefeuert haben, lässt sich die Ladehemmung erst im nächsten Zug beheben.'
	],
	[
		/^Guns can only be cleared after a straight maneuver that is not acrobatic\.$/,
		() => 'Eine Ladehemmung lässt sich nur nach einem geraden Manöver ohne Kunstflug beheben.'
	],
	[/^This plane has no Lewis gun\.$/, () => 'Dieses Flugzeug hat kein Lewis-MG.'],
	[/^A spinning plane cannot reload\.$/, () => 'Ein trudelndes Flugzeug kann nicht nachladen.'],
	[
		/^A gun that fired this turn cannot be reloaded this turn\.$/,
		() => 'Ein MG, das in diesem Zug gefeuert hat, kann erst im nächsten Zug nachgeladen werden.'
	],
	[
		/^Reloading needs maneuver (.+) straight\.$/,
		(n) => `Nachladen braucht ein gerades Manöver ${n}.`
	],
	[/^Reloading needs a straight maneuver\.$/, () => 'Nachladen braucht ein gerades Manöver.'],
	[
		/^Only one recovery action a turn: spin recovery, unjamming or reloading\.$/,
		() =>
			'Nur eine Erholungsaktion pro Zug: aus dem Trudeln abfangen, Ladehemmung beheben oder nachladen.'
	],
	[/^Each action only once a turn\.$/, () => 'Jede Aktion nur einmal pro Zug.'],
	// Damage specials without effect (shown as "ignored")
	[/^no guns left to jam$/, () => 'kein MG mehr, das klemmen könnte'],
	[/^no guns left to destroy$/, () => 'kein MG mehr, das zerstört werden könnte'],
	[/^already on fire$/, () => 'brennt schon'],
	[/^no observer in play$/, () => 'kein Beobachter im Spiel'],
	[/^a rudder effect is already in force$/, () => 'eine Seitenruder-Wirkung gilt schon'],
	// Setup and map (dogfight setup screen)
	[/^A game needs planes\.$/, () => 'Ein Spiel braucht Flugzeuge.'],
	[
		/^There is no aircraft "(.+)" in the catalog\.$/,
		(a) => `Im Katalog gibt es kein Flugzeug „${a}“.`
	],
	[/^Two planes are called "(.+)"\.$/, (p) => `Zwei Flugzeuge heißen „${p}“.`],
	[
		/^All of a player's planes fly for one side: (.+) mixes Entente and Central Powers\.$/,
		(s) =>
			`Alle Flugzeuge eines Spielers fliegen für eine Seite: ${s} mischt Entente und Mittelmächte.`
	],
	[
		/^(.+) was not in service in (.+) \(from (.+)\)\.$/,
		(a, mo, from) => `${a} war ${mo} noch nicht im Dienst (ab ${from}).`
	],
	[
		/^Each side needs at least one plane: (the Entente|the Central Powers) has none\.$/,
		(s) =>
			`Jede Seite braucht mindestens ein Flugzeug: ${s === 'the Entente' ? 'Die Entente' : 'Die Mittelmächte'} haben keines.`
	],
	[
		/^(\d+) players need more boards: one board takes 2–(\d+)\.$/,
		(n, max) => `${n} Spieler brauchen mehr Spielpläne: Ein Plan fasst 2–${max}.`
	],
	[
		/^(.+) must start in a full hex next to its (west|east) home edge, not (.+)\.$/,
		(p, e, h) =>
			`${p} muss in einem vollen Hexfeld an seinem ${e === 'west' ? 'westlichen' : 'östlichen'} Heimatrand beginnen, nicht in ${h}.`
	],
	[
		/^start altitude must be 1–(\d+) \(the (.+)'s ceiling\)\.$/,
		(c, a) => `Die Starthöhe muss 1–${c} sein (Gipfelhöhe von ${a}).`
	],
	[/^Facing (.+) is not 0–5\.$/, (f) => `Ausrichtung ${f} ist nicht 0–5.`],
	[/^Facing "(.+)" is not one of (.+)\.$/, (f, l) => `Ausrichtung „${f}“ ist keine von ${l}.`],
	[/^fuel must be a whole number ≥ 0\.$/, () => 'Der Treibstoff muss eine ganze Zahl ≥ 0 sein.'],
	[/^The turn must be a whole number ≥ 1\.$/, () => 'Der Zug muss eine ganze Zahl ≥ 1 sein.'],
	[
		/^Card (.+) is not in damage deck (.+)\.$/,
		(c, d) => `Karte ${c} ist nicht im Schadensstapel ${d}.`
	],
	[/^The map needs at least one board\.$/, () => 'Die Karte braucht mindestens einen Spielplan.'],
	[
		/^At most (\d+) boards can be joined\.$/,
		(n) => `Höchstens ${n} Spielpläne lassen sich verbinden.`
	],
	[/^There is no board called "(.+)"\.$/, (b) => `Es gibt keinen Spielplan „${b}“.`],
	[
		/^Joined boards must have the same number of rows \(join boards of one kind\)\.$/,
		() => 'Verbundene Spielpläne brauchen gleich viele Reihen (verbinde Pläne einer Art).'
	],
	[
		/^"(.+)" is not a hex id: write CCRR \(e\.g\. 0208\), plus a board letter on joined boards\.$/,
		(id) =>
			`„${id}“ ist keine Hexfeld-Kennung: Schreibe SSRR (z. B. 0208), bei verbundenen Plänen mit Planbuchstaben.`
	],
	[
		/^"(.+)" needs a board letter: the map has (\d+) boards\.$/,
		(id, n) => `„${id}“ braucht einen Planbuchstaben: Die Karte hat ${n} Spielpläne.`
	],
	[/^There is no board (.+)\.$/, (b) => `Es gibt keinen Spielplan ${b}.`],
	[
		/^There is only one board; drop the letter in "(.+)"\.$/,
		(id) => `Es gibt nur einen Spielplan; lass den Buchstaben in „${id}“ weg.`
	],
	[
		/^Hex (.+) is not a full hex of the map\.$/,
		(id) => `Hexfeld ${id} ist kein volles Hexfeld der Karte.`
	]
];

/** Refusals of the app's own game code (src/lib/dogfight, src/lib/skirmish) shown on the same screens. */
const APP: ReasonRule[] = [
	[/^(.+) has no player\.$/, (p) => `${p} hat keinen Spieler.`],
	[
		/^(.+) does not fly for (.+)'s side\.$/,
		(a, seat) => `${a} fliegt nicht für die Seite von ${seat}.`
	],
	[
		/^At least one seat must be a human player\.$/,
		() => 'Mindestens ein Platz muss ein Mensch sein.'
	],
	[/^(.+) does not plot now\.$/, (p) => `${p} plant jetzt nicht.`],
	[/^Nobody plots now\.$/, () => 'Gerade plant niemand.'],
	[
		/^(.+) plots first \(tailing order\)\.$/,
		(p) => `${p} plant zuerst (Reihenfolge beim Verfolgen).`
	],
	[/^This mission already has a result\.$/, () => 'Diese Mission hat schon ein Ergebnis.'],
	[/^There is no mission "(.+)"\.$/, (x) => `Es gibt keine Mission „${x}“.`],
	[
		/^Both sides need at least one pilot alive to fly this mission\.$/,
		() => 'Beide Seiten brauchen mindestens einen lebenden Piloten für diese Mission.'
	],
	[
		/^there is no saved game with this id$/,
		() => 'Es gibt kein gespeichertes Spiel mit dieser Kennung'
	],
	[
		/^this saved game is not a skirmish log$/,
		() => 'Dieses gespeicherte Spiel ist kein Gefechtsprotokoll'
	]
];

/** Every whole-sentence rule, grid first (its sentences are lower-case and never end in a stop). */
export const REASONS_DE: readonly ReasonRule[] = [...GRID, ...HEX, ...APP];
