/**
 * Names for new pilots, in each nation's language (issue 14): the wizard's proposed pilots and
 * the replacements of killed pilots (C-P6) get a short, plausible name the organiser can change.
 * Common names of the period, not the famous aces (those are the players' to pick).
 */
export interface NameList {
	given: readonly string[];
	family: readonly string[];
}

export const PILOT_NAMES: Readonly<Record<string, NameList>> = {
	rfc: {
		given: [
			'Arthur',
			'Albert',
			'Cecil',
			'Edward',
			'Frank',
			'George',
			'Harold',
			'Henry',
			'James',
			'John',
			'Leonard',
			'Percy',
			'Reginald',
			'Stanley',
			'Thomas',
			'William',
			'Walter',
			'Ernest',
			'Frederick',
			'Sidney'
		],
		family: [
			'Adams',
			'Baker',
			'Carter',
			'Davies',
			'Evans',
			'Fletcher',
			'Graham',
			'Harris',
			'Hughes',
			'Jenkins',
			'King',
			'Morgan',
			'Norris',
			'Owen',
			'Parker',
			'Price',
			'Reid',
			'Shaw',
			'Turner',
			'Wright',
			'Walker',
			'Ward',
			'Barnes'
		]
	},
	luftstreitkrafte: {
		given: [
			'Karl',
			'Otto',
			'Wilhelm',
			'Hans',
			'Friedrich',
			'Ernst',
			'Paul',
			'Walter',
			'Heinrich',
			'Hermann',
			'Kurt',
			'Fritz',
			'Max',
			'Josef',
			'Emil',
			'Rudolf',
			'Ludwig',
			'Franz',
			'Erich',
			'Gustav'
		],
		family: [
			'Bauer',
			'Becker',
			'Braun',
			'Fischer',
			'Hartmann',
			'Hoffmann',
			'Keller',
			'Koch',
			'Krüger',
			'Lange',
			'Meyer',
			'Neumann',
			'Richter',
			'Schmidt',
			'Schneider',
			'Schulz',
			'Vogel',
			'Wagner',
			'Weber',
			'Zimmermann',
			'Roth',
			'Jäger',
			'Brandt'
		]
	},
	'aeronautique-militaire': {
		given: [
			'Jean',
			'Pierre',
			'Louis',
			'Henri',
			'Georges',
			'Marcel',
			'André',
			'Paul',
			'René',
			'Charles',
			'Maurice',
			'Lucien',
			'Gaston',
			'Émile',
			'Raoul',
			'Fernand',
			'Roger',
			'Albert',
			'Victor',
			'Léon'
		],
		family: [
			'Bernard',
			'Blanc',
			'Bonnet',
			'Dubois',
			'Durand',
			'Faure',
			'Fontaine',
			'Garnier',
			'Girard',
			'Lambert',
			'Laurent',
			'Lefèvre',
			'Leroy',
			'Martin',
			'Mercier',
			'Moreau',
			'Morel',
			'Petit',
			'Roux',
			'Simon',
			'Roussel',
			'Vincent',
			'Perrin'
		]
	}
};
