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
  /** Read before the reason a card cannot be played now (issue 28 §2). */
  whyNot: 'Not playable:',
  notPlayable: 'not playable now',
  /** Teaching mode's row: show the whole sentence and note, or fold them to a line again. */
  teachMore: 'more',
  teachLess: 'less',
  dismissNote: 'Close this note',
  /** A guided round: a legal card other than the one the guide lit. */
  followGuide: 'In this guided round, tap the lit card (or button).',
  guidedRound: 'Guided round',
  /** The button beside teaching mode's sentence that turns it off (the how-to screen turns it on again). */
  teachingOff: 'Turn teaching mode off (the game’s “How to play” turns it on again)',
  teachingFor: (game: string) =>
    `Teaching mode at the ${game} table: say what I can do each turn and explain each rule the first time`,
};

export type TableWords = typeof en;

export const tableWords = catalogue<TableWords>(en, {
  ja: () => import('./table.words.ja.ts').then((m) => m.default),
  ko: () => import('./table.words.ko.ts').then((m) => m.default),
});
