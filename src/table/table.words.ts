/** The shared table chrome's words (issue 27): the frame's regions, the seat strip's tags, the hand. Games' own words are their families'. */
import { catalogue } from '../i18n/current.ts';

const en = {
  table: 'Table',
  top: 'Players and scores',
  middle: 'Play area',
  dock: 'Your turn and hand',
  players: 'Players',
  seat: (n: number) => `Seat ${n}`,
  you: 'you',
  bot: 'bot',
  /** A bot's level as a short tag (only Easy and Hard show). */
  levels: { easy: 'easy', normal: 'normal', hard: 'hard' },
  dealerTitle: 'Dealer',
  dealer: 'dealer',
  points: 'points',
  toPlay: ', to play',
  hand: 'Your hand',
  noCards: 'No cards in hand.',
};

export type TableWords = typeof en;

export const tableWords = catalogue<TableWords>(en, {
  ja: () => import('./table.words.ja.ts').then((m) => m.default),
  ko: () => import('./table.words.ko.ts').then((m) => m.default),
});
