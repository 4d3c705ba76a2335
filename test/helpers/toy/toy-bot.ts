/** The toy game's Normal: plays its highest card (draws and next rounds are its only move). */
import type { Bot } from '../../../src/engine/bot.ts';
import type { ToyMove } from '../toy-game.ts';

const rank = (m: ToyMove) => (m.type === 'play' ? Number(m.card.slice(1)) : 0);

export const toyBot: Bot<unknown, ToyMove> = {
  name: 'toy-high',
  choose: (_view, legal) => legal.reduce((best, m) => (rank(m) > rank(best) ? m : best)),
};
