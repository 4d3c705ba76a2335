/** Career Poker's words for the app around the table (the hand-off screen's seat note), issue 27. */
import { catalogue } from '../../i18n/current.ts';

const en = {
  /** "Team A, with Ben": a seat's team (0 = seats 1+3, 1 = seats 2+4) and partner. */
  seatNote: (team: number, partner: string | null) =>
    `Team ${team === 0 ? 'A' : 'B'}, with ${partner ?? 'your partner'}`,
};

export type CareerPokerModuleWords = typeof en;

export const careerPokerModuleWords = catalogue<CareerPokerModuleWords>(en, {
  ja: () => import('./module.words.ja.ts').then((m) => m.default),
  ko: () => import('./module.words.ko.ts').then((m) => m.default),
});
