export * from './maneuvers';
export * from './aircraft';
export * from './rulesets';
export * from './boards';
export * from './aircraft-specs';
export * from './aircraft-history';
export * from './aircraft-derive';
export * from './aircraft-sheet';
