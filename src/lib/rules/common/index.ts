export * from './dice';
export * from './rng';
export * from './deck';
export * from './special-dice';
export * from './result';
export * from './hash';
export * from './own';
