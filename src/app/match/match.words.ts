/** A match's own messages (issue 27): the seats' default names, and what is said when a saved game cannot be shown as it was. */
import { catalogue } from '../../i18n/current.ts';

const en = {
  /** The name of a seat left empty on the new-game form (it is stored as the seat's name, like a typed one). */
  botName: (n: number) => `Bot ${n}`,
  playerName: (n: number) => `Player ${n}`,
  notHere: 'This game is not on this device.',
  joinConflict:
    'Some moves kept from before could not be joined to this game (it was played on elsewhere); the saved game is shown.',
  unreadable: 'The saved game stops at a move that could not be read; it is shown up to there.',
  replay: (n: number, why: string) =>
    `Move ${n} of the saved game could not be replayed${why ? `: ${why}` : '.'} The game continues from the move before.`,
  conflict: 'This game was changed in another tab or window, so this tab shows the saved game again.',
};

export type MatchWords = typeof en;

export const matchWords = catalogue<MatchWords>(en, {
  ja: () => import('./match.words.ja.ts').then((m) => m.default),
  ko: () => import('./match.words.ko.ts').then((m) => m.default),
});
