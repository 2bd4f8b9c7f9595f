export * from './maneuvers';
export * from './aircraft';
export * from './rulesets';
export * from './boards';
export * from './aircraft-specs';
