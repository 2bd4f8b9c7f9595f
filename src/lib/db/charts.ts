import { BOUNDS } from './backup-schema';
import { getDb } from './db';

/** Cumulative kills of each pilot after each campaign turn (a line chart's series). */
export interface KillsSeries {
	/** Campaign turn numbers, 1…current turn (the x axis). */
	turns: number[];
	series: { pilotId: string; name: string; sideId: string; cumulative: number[] }[];
}

/**
 * Kills per pilot per campaign turn, cumulative, summed from the pilot outcomes (so a chart
 * agrees with the mission records). `top` keeps only the pilots with the most kills.
 */
export async function killsPerPilotPerTurn(
	campaignId: string,
	options: { top?: number } = {}
): Promise<KillsSeries> {
	const db = getDb();
	return db.transaction('r', [db.campaigns, db.pilots, db.pilotOutcomes], async () => {
		const campaign = await db.campaigns.get(campaignId);
		const turns = range(campaign?.currentTurn ?? 0);
		const pilots = await db.pilots.where('campaignId').equals(campaignId).toArray();
		const outcomes = await db.pilotOutcomes.where('campaignId').equals(campaignId).toArray();
		const perTurn = new Map(pilots.map((p) => [p.id, turns.map(() => 0)]));
		for (const o of outcomes) {
			const row = perTurn.get(o.pilotId);
			if (row && o.turnNumber >= 1 && o.turnNumber <= turns.length)
				row[o.turnNumber - 1] += o.kills;
		}
		let series = pilots.map((p) => ({
			pilotId: p.id,
			name: p.name,
			sideId: p.sideId,
			cumulative: cumulate(perTurn.get(p.id)!)
		}));
		if (options.top !== undefined) {
			const last = (s: { cumulative: number[] }) => s.cumulative.at(-1) ?? 0;
			series = series.sort((a, b) => last(b) - last(a)).slice(0, options.top);
		}
		return { turns, series };
	});
}

export interface SideScoreSeries {
	turns: number[];
	sides: {
		sideId: string;
		name: string;
		/** Per turn: missions won, drawn, and kills scored. */
		wins: number[];
		draws: number[];
		kills: number[];
		/** Running totals after each turn. */
		cumulativeWins: number[];
		cumulativeKills: number[];
	}[];
}

/** Each side's mission wins, draws and kills per turn, with running totals. */
export async function sideScorePerTurn(campaignId: string): Promise<SideScoreSeries> {
	const db = getDb();
	return db.transaction('r', [db.campaigns, db.sides, db.missions, db.pilotOutcomes], async () => {
		const campaign = await db.campaigns.get(campaignId);
		const turns = range(campaign?.currentTurn ?? 0);
		const sides = await db.sides.where('campaignId').equals(campaignId).sortBy('order');
		const missions = await db.missions.where('campaignId').equals(campaignId).toArray();
		const outcomes = await db.pilotOutcomes.where('campaignId').equals(campaignId).toArray();
		const rows = new Map(
			sides.map((s) => [
				s.id,
				{ wins: turns.map(() => 0), draws: turns.map(() => 0), kills: turns.map(() => 0) }
			])
		);
		const at = (n: number) => (n >= 1 && n <= turns.length ? n - 1 : -1);
		for (const m of missions) {
			const t = at(m.turnNumber);
			if (t < 0 || m.outcome === null) continue;
			if (m.outcome === 'draw') {
				for (const id of [m.sideAId, m.sideBId]) if (rows.has(id)) rows.get(id)!.draws[t]++;
			} else {
				const winner = rows.get(m.outcome === 'A' ? m.sideAId : m.sideBId);
				if (winner) winner.wins[t]++;
			}
		}
		for (const o of outcomes) {
			const t = at(o.turnNumber);
			const row = rows.get(o.sideId);
			if (t >= 0 && row) row.kills[t] += o.kills;
		}
		return {
			turns,
			sides: sides.map((s) => {
				const r = rows.get(s.id)!;
				return {
					sideId: s.id,
					name: s.name,
					...r,
					cumulativeWins: cumulate(r.wins),
					cumulativeKills: cumulate(r.kills)
				};
			})
		};
	});
}

export interface MissionTypeTally {
	type: string;
	played: number;
	wonByA: number;
	wonByB: number;
	draws: number;
}

/** How each mission type ended (recorded missions only), sorted by type. */
export async function missionOutcomesByType(campaignId: string): Promise<MissionTypeTally[]> {
	const missions = await getDb()
		.missions.where('[campaignId+status]')
		.equals([campaignId, 'recorded'])
		.toArray();
	const tally = new Map<string, MissionTypeTally>();
	for (const m of missions) {
		const t = tally.get(m.type) ?? { type: m.type, played: 0, wonByA: 0, wonByB: 0, draws: 0 };
		t.played++;
		if (m.outcome === 'A') t.wonByA++;
		else if (m.outcome === 'B') t.wonByB++;
		else t.draws++;
		tally.set(m.type, t);
	}
	return [...tally.values()].sort((a, b) => (a.type < b.type ? -1 : 1));
}

/** 1…n; n is bounded like an imported currentTurn, so a damaged row cannot ask for 1e15 turns. */
function range(n: number): number[] {
	const turns = Number.isInteger(n) ? Math.max(0, Math.min(n, BOUNDS.turns)) : 0;
	return Array.from({ length: turns }, (_, i) => i + 1);
}

function cumulate(values: number[]): number[] {
	let sum = 0;
	return values.map((v) => (sum += v));
}
