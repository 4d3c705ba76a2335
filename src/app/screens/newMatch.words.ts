/** The new-game form's words (issue 27). The games' option words are each game's `optionWords`. */
import { catalogue } from '../../i18n/current.ts';

const en = {
  /** Players picked from those who played before (issue 29). */
  recentPlayers: 'Recent players',
  title: 'New game',
  game: 'Game',
  noneYet: 'No game is playable yet. Score sheets work for every game.',
  players: (min: number, max: number) => `(${min === max ? min : `${min}–${max}`} players)`,
  cannotLoad: 'This game could not be loaded. Check that the app finished installing, then try again.',
  seats: 'Seats',
  playersLabel: 'Players',
  seatName: (n: number) => `Seat ${n} name`,
  seatKind: (n: number) => `Seat ${n} is played by`,
  seatLevel: (n: number) => `Seat ${n} bot level`,
  person: 'Person',
  bot: 'Bot',
  onePerson: 'At least one seat must be a person.',
  handOff: 'With two or more people, a hand-off screen hides each hand between turns.',
  openDraw: 'A draw for the deal decides who plays first.',
  openChance: 'Chance decides who plays first: it is not always seat 1.',
  openSeat: (n: number, name: string) => `Seat ${n}${name ? ` (${name})` : ''} plays first.`,
  rules: 'Rules',
  /** A link to the chosen game's how-to-play screen (issue 28 §4). */
  howTo: (game: string) => `How to play ${game}`,
  custom: 'Custom rules.',
  eachRule: 'Each rule',
  groupCount: (name: string, n: number) => `${name} (${n})`,
  dealCode: 'Deal code',
  dealCodeHelp:
    'The same code deals the same cards: replay a deal with seats swapped, or play the same deals as friends elsewhere. Leave empty for a fresh shuffle.',
  start: (title: string) => `Start ${title}`,
};

export type NewMatchWords = typeof en;

export const newMatchWords = catalogue<NewMatchWords>(en, {
  ja: () => import('./newMatch.words.ja.ts').then((m) => m.default),
  ko: () => import('./newMatch.words.ko.ts').then((m) => m.default),
});
