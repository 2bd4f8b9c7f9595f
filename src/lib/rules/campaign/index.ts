/** The campaign rules (campaign.md): pure functions over plain data; randomness via Dice. */
export * from './types';
export * from './mission-table';
export * from './roster';
export * from './sweep';
export * from './survival';
export * from './promotion';
export * from './aircraft-choice';
export * from './pilots';
export * from './validate';
export * from './apply';
export * from './dice-tables';
export * from '../../data/campaign';
export * from './lookup';
export * from './house-rules-check';
export * from './crews';
export * from './turn-crews';
export * from './names';
