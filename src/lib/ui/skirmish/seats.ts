/** Who plays a side of an app game: a person, or the computer at one of its levels. */
import type { BotLevel, Seat } from '$lib/skirmish/types';

export type SeatKey = 'human' | 'easy' | 'normal' | 'hard';

export const toSeat = (k: SeatKey): Seat =>
	k === 'human' ? { kind: 'human' } : { kind: 'computer', level: k as BotLevel };
