/**
 * Career Poker's words for learning at the table (issue 28): the standing panel (§3), teaching
 * mode's turn sentences and rule notes (§1) and the how-to-play screen (§4), in English; Japanese
 * and Korean in `learn.words.ja.ts` / `.ko.ts` (terms: docs/glossary/career-poker.md, the words of
 * 大富豪). Kept out of the engine and the bot: only the table, the teacher and the how-to use it.
 */
import { catalogue } from '../../i18n/current.ts';

const ord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const cards = (n: number) => (n === 1 ? 'one card' : `${n} cards`);
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
  turnDirection: 'Pick the direction: who plays after you in this trick.',
  turnLead: 'Lead any card and name its colour or animal: the others must follow it.',
  turnFollow: (attr: string, has: boolean, low: boolean) =>
    has
      ? `Follow the lead: play a ${attr} card (lit); the ${low ? 'lowest' : 'highest'} ${attr} number wins${low ? ' (an 11 reversed the trick)' : ''}.`
      : `No ${attr} card: play any; it cannot win, and you keep it or give it away.`,
  turnCut: 'Your 8 may cut: take the whole trick now (no gold), or let the highest card win.',
  turnPlace: (card: string) => `${card} is off the lead: keep it for your strategic hand or give it away.`,
  turnMDirection: 'Pick the direction for this Millionaire trick, then lead a set.',
  turnMLead: (revolution: boolean) =>
    `Lead one card or several of one number (lit); ${revolution ? '2 or 3 cards are free in the revolution' : '2 or 3 cards cost that much energy'}, 4 or more make a revolution.`,
  turnMFollow: (k: number, top: number, reversed: boolean, bound: string | null, any: boolean) =>
    any
      ? `Beat the ${top}${k > 1 ? 's' : ''}: ${cards(k)} of a stronger number${reversed ? ' (lower is stronger now)' : ''}${bound ? `, showing ${bound}` : ''} (lit), or pass.`
      : `Nothing beats the ${top}${k > 1 ? 's' : ''}${bound ? ` showing ${bound}` : ''}: pass (you may still play later in this trick).`,
  turnRoundOver: 'The round is scored: read the table, then start the next round.',
  list,

  // ---------------------------------------------------------------- teaching: rule notes (§1)
  noteTrickWon:
    'A trick: the highest number with the lead colour or animal wins, takes 1 gold and every card with the lead into the strategic hand.',
  noteBackTrick: 'An 11 (Back) reverses the trick: with an odd number of 11s the lowest number with the lead wins.',
  noteCutTrick:
    'Cut (8): a player who played an 8 may cut and take every card of the trick, but no gold; the 8 is set aside.',
  notePlace:
    'A card without the lead attribute goes, in play order, where its player chooses: his own strategic hand or anyone’s.',
  noteInterim:
    'Interim settlement: a lone player with no gold who never cut gets 2 gold (two such players get 1 each).',
  noteMillionaire:
    'The Millionaire phase (大富豪): play your strategic hand in sets, each stronger than the last; the first to go out ranks 1st.',
  noteRevolution:
    'Revolution: a set of 4 or more turns the order round for the rest of the round (3 strongest, 2 weakest) until another 4-set.',
  noteBack: 'An 11-set (Back) reverses the order until this trick ends; another 11-set turns it back.',
  noteLoop: 'Loop: the 3 with the same colour and animal may be played on its 2; then anything from 4 up may follow.',
  noteCut: 'Cut (8): an 8-set that is a legal play may cut for 1 energy per 8 and wins the trick at once.',
  noteBinding:
    'Binding (縛り): a set with exactly the colours (or animals) of the set before binds the rest of the trick to them.',
  noteGold:
    'Gold changes a card on your own play: 1 gold its colour, 1 its animal, 1 a step of its number. Spent gold leaves the game.',
  noteEnergy:
    'Energy: a trick in which 2 or more cards were played becomes one energy bundle; leading 2 or 3 cards, or a cut, spends it.',
  noteOut:
    'Going out ends the round: 1st for the player who went out, then fewest cards; each leftover gold is 1 point.',
  noteBans:
    'Banned last plays: 2s in Normal time, 3s in revolution time, 8s and plays with gold cannot go out; a lead holding only such a card passes the lead on.',
  noteSkip: 'A player with no strategic cards: no Millionaire phase; fewest strategic cards ranks best.',

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
