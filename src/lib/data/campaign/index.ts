export * from './sides';
export * from './mission-table';
export * from './ace-skills';
export * from './dice-tables';
export * from './house-rules';
export * from './pilot-names';
