/** Every UI message as a typed function, `m.key(params)`, compiled from messages/<area>/*.json. */
export * from './generated/index';
