/**
 * Career Poker's words for learning at the table (issue 28): the standing panel (§3), teaching
 * mode's turn sentences and rule notes (§1) and the how-to-play screen (§4), in English; Japanese
 * and Korean in `learn.words.ja.ts` / `.ko.ts` (terms: docs/glossary/career-poker.md, the words of
 * 大富豪). Kept out of the engine and the bot: only the table, the teacher and the how-to use it.
 */
import { catalogue } from '../../i18n/current.ts';

const ord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const list = (xs: readonly string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

const en = {
  // ---------------------------------------------------------------- standing (§3)
  ord,
  signed,
  /** The button that opens the standing panel: my place now and what going out now scores. */
  standingButton: (place: number, out: number) => `${ord(place)} · out ${signed(out)}`,
  /** Read before the button's words by screen readers. */
  standingHidden: 'Your standing if the round ended now: ',
  standingTitle: 'If the round ended now',
  colPlayer: 'Player',
  colCards: 'Cards',
  colGold: 'Gold',
  colNow: 'Now',
  colOut: 'Out now',
  /** "2nd, +4" in the Now column. */
  nowCell: (place: number, points: number) => `${ord(place)}, ${signed(points)}`,
  standingNote: (first: number) =>
    `Now: fewest cards ranks best while nobody is out. Out now: the 1st place's ${signed(first)} plus the gold kept (a play with gold cannot go out).`,
  energyNote: (energy: number) =>
    `Energy ${energy}: leading 2 or 3 cards costs that many (free in a revolution); an 8 cut costs 1 per 8.`,
  closeStanding: 'Close the standing',

  // ---------------------------------------------------------------- teaching: the turn (§1)
  turnDirection: 'Pick who plays after you in this trick.',
  turnLead: 'Lead a card, then name its colour or animal.',
  turnFollow: (attr: string, has: boolean, low: boolean) =>
    has
      ? `Play a ${attr} card (lit): ${low ? 'lowest' : 'highest'} ${attr} wins${low ? ' (11 Back)' : ''}.`
      : `No ${attr}: play any card (keep it or give it).`,
  turnCut: 'Cut: take the whole trick now, no gold.',
  turnPlace: (card: string) => `${card} is off the lead: keep it or give it.`,
  turnMDirection: 'Pick the direction, then lead a set.',
  turnMLead: (revolution: boolean) => `Lead one card or a set of one number${revolution ? '' : ' (2–3 cost energy)'}.`,
  turnMFollow: (k: number, top: number, reversed: boolean, bound: string | null, any: boolean) =>
    any
      ? `Beat the ${top}${k > 1 ? 's' : ''}${reversed ? ' (lower is stronger)' : ''}${bound ? ` with ${bound}` : ''}, or pass.`
      : `Nothing beats the ${top}${k > 1 ? 's' : ''}${bound ? ` with ${bound}` : ''}: pass.`,
  turnRoundOver: 'The round is scored: read the table, then start the next round.',
  list,

  // ---------------------------------------------------------------- teaching: rule notes (§1)
  noteTrickWon: 'Highest number with the lead wins: 1 gold and the lead’s cards.',
  noteBackTrick: 'An 11 (Back) in a trick: the lowest number with the lead wins.',
  noteCutTrick: 'Cut (8): take the whole trick, no gold; the 8 is set aside.',
  notePlace: 'A card off the lead: its player keeps it or gives it away.',
  noteInterim: 'A lone player with no gold and no cut gets 2 gold (two: 1 each).',
  noteMillionaire: 'Millionaire phase (大富豪): beat each set; first out ranks 1st.',
  noteRevolution: 'Revolution: a set of 4+ turns the order round (3 strongest).',
  noteBack: 'Back (11): the order is reversed until this trick ends.',
  noteLoop: 'Loop: a 2’s twin 3 beats it; then anything from 4 up.',
  noteCut: 'Cut (8): pay 1 energy per 8 and win the trick at once.',
  noteBinding: 'Binding (縛り): same colours (or animals) twice bind the trick.',
  noteGold: 'Gold: 1 per colour, animal or number step on your own play.',
  noteEnergy: 'Energy: a trick of 2+ cards is one bundle; 2–3 card leads and cuts spend it.',
  noteOut: 'Out first ranks 1st, then fewest cards; leftover gold +1 each.',
  noteBans: 'No going out with 2s (3s in revolution), 8s or gold.',
  noteSkip: 'Someone has no strategic cards: fewest cards ranks best.',

  // ---------------------------------------------------------------- how to play (§4)
  howGoal:
    'Each round has two halves: win tricks to collect cards and gold, then play those cards as in 大富豪 (Daifugō) and go out first.',
  howCards: 'Every card has a number, a colour and an animal.',
  howTrickTitle: '1. Tricks: collect your strategic hand',
  howTrick:
    'The lead plays a card and names its colour or its animal. The others must follow it if they can. The highest number with it wins 1 gold and those cards.',
  howTrickExample: 'Red named: the red 10 wins; the blue 4 is off the lead, its player keeps it or gives it away.',
  howMillTitle: '2. Millionaire phase: get rid of them',
  howMill:
    'Play a set (one card, or several of one number) stronger than the set on the table, or pass. Strength: 3 is weakest, 2 strongest.',
  howMillExample: 'Two 10s beat two 5s. Four of a kind make a revolution: the order turns round.',
  howExtras:
    'Also: 8 cuts, 11 reverses, the 3 twin loops a 2, same colours bind the trick, gold changes a card, energy pays for leading 2 or 3 cards.',
  howScoreTitle: '3. Scoring',
  howScore: (first: number, second: number) =>
    `The first player out ranks 1st (${signed(first)} in round 1), then fewest cards (${signed(second)} for 2nd …); each leftover gold is +1. Three rounds; most points wins.`,
  howTable: 'At the table: ℹ explains each turn and rule, a tap on a dimmed card says why it cannot be played.',
  howCardsAria: 'Example cards',
};

export type CareerPokerLearnWords = typeof en;

export const careerPokerLearnWords = catalogue<CareerPokerLearnWords>(en, {
  ja: () => import('./learn.words.ja.ts').then((m) => m.default),
  ko: () => import('./learn.words.ko.ts').then((m) => m.default),
});
