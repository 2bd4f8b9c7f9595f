/**
 * The "How to play" page's table of where the Blue Max presets differ (issue 25): collisions,
 * who may shoot aboard a burning plane, spin checks and a killed pilot with the altitude rule.
 * Each cell is read from the preset's own switch (`COMBAT_PRESETS`), so the page says what the
 * engine does — change a preset and the page follows.
 */
import { COMBAT_PRESETS, type CombatPresetName } from '$lib/data/hex-combat/presets';
import { m } from '$lib/ui/i18n';

export const HELP_PRESETS: readonly CombatPresetName[] = ['edition2013', 'classic1983', 'online'];

export interface PresetDifferenceRow {
	id: 'collisions' | 'burning' | 'spins' | 'pilotKilled';
	label: string;
	/** One cell per preset, in `HELP_PRESETS` order. */
	cells: string[];
}

const presetName: Record<CombatPresetName, () => string> = {
	edition2013: () => m.dogfight_preset_2013(),
	classic1983: () => m.dogfight_preset_classic(),
	online: () => m.dogfight_preset_online()
};

/** The column heads: the presets' names in the current language. */
export const presetNames = (): string[] => HELP_PRESETS.map((p) => presetName[p]());

/** The rows, in the current language, from the presets' switches. */
export function presetDifferences(): PresetDifferenceRow[] {
	const rules = HELP_PRESETS.map((p) => COMBAT_PRESETS[p]);
	return [
		{
			id: 'collisions',
			label: m.help_bm_presets_collisions(),
			cells: rules.map((r) =>
				r.collisions ? m.help_bm_presets_collide_yes() : m.help_bm_presets_collide_no()
			)
		},
		{
			id: 'burning',
			label: m.help_bm_presets_burning(),
			cells: rules.map((r) =>
				r.burningObserverFires
					? m.help_bm_presets_burning_observer()
					: m.help_bm_presets_burning_nobody()
			)
		},
		{
			id: 'spins',
			label: m.help_bm_presets_spins(),
			cells: rules.map((r) =>
				r.spinChecks === 'oneRoll'
					? m.help_bm_presets_spins_one()
					: m.help_bm_presets_spins_damage()
			)
		},
		{
			id: 'pilotKilled',
			label: m.help_bm_presets_pilot(),
			cells: rules.map((r) =>
				r.pilotKilledWithAltitude === 'fallsOutOfControl'
					? m.help_bm_presets_pilot_falls()
					: r.pilotKilled === 'spinsToGround'
						? m.help_bm_presets_pilot_spins()
						: m.help_bm_presets_pilot_out()
			)
		}
	];
}
