/** Public API of the Blue Max hex engine (part 1: map, maneuvers, tailing, planning, movement, fuel). */
export * from './geometry';
export * from './map';
export * from './types';
export * from './setup';
export * from './tailing';
export * from './planning';
export * from './movement';
export * from './fuel';
export * from './turn';
export * from './view';
export * from './game';
export * from './scenario';
export * from './random-play';
