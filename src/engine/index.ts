export * from './types.ts';
export * from './rng.ts';
export * from './deck.ts';
export * from './match.ts';
export * from './tally.ts';
export * from './bot.ts';
export * from './options.ts';
export * from './events.ts';
