// The Skirmish set-up form's choices, shared by its parts (issue 30: the form hydrates in several
// small parts, each in a task of its own, so none of them runs long on a slow phone). One object
// per form: the form makes it and hands it to every part, which reads and changes it in place.
import type { AceSkill, Side } from '$lib/rules/grid';
import type { MissionId } from '$lib/data/missions';
import type { FreePlane, TerrainDensity } from '$lib/skirmish/setup';
import type { NewSkirmish } from '$lib/skirmish/new-game';
import { m } from '$lib/ui/i18n';
import { missionName } from '$lib/ui/skirmish/describe';
import { defaultFreePlanes } from '$lib/ui/skirmish/quick-game';
import { toSeat, type SeatKey } from '$lib/ui/skirmish/seats';

export class SkirmishSetup {
	mode = $state<'free' | 'mission'>('free');
	mission = $state<MissionId>('fighter-sweep');
	terrain = $state<TerrainDensity>('light');
	activation = $state<'deck' | 'command-points'>('deck');
	planes = $state<Record<Side, FreePlane[]>>(defaultFreePlanes());
	seats = $state<Record<Side, SeatKey>>({ A: 'human', B: 'normal' });

	/**
	 * Whether the free set-up is still the form's default (the quick game's, which the rules
	 * accept): until it is changed, there is nothing for the rules' check to say.
	 */
	isDefaultFree(): boolean {
		return (
			this.terrain === 'light' &&
			this.activation === 'deck' &&
			JSON.stringify(this.planes) === JSON.stringify(defaultFreePlanes())
		);
	}

	toggleSkill(side: Side, i: number, s: AceSkill) {
		const p = this.planes[side][i];
		p.aceSkills = p.aceSkills.includes(s)
			? p.aceSkills.filter((x) => x !== s)
			: [...p.aceSkills, s];
	}

	/** What Start asks for: the game as the form describes it now. */
	toNewSkirmish(): NewSkirmish {
		const seats = { A: toSeat(this.seats.A), B: toSeat(this.seats.B) };
		if (this.mode === 'mission')
			return {
				mode: 'mission',
				mission: this.mission,
				activation: this.activation,
				seats,
				title: missionName(this.mission)
			};
		return {
			mode: 'free',
			free: {
				planes: $state.snapshot(this.planes),
				terrain: this.terrain,
				activation: this.activation
			},
			seats,
			title: m.skirmish_free_title({ a: this.planes.A.length, b: this.planes.B.length })
		};
	}
}
