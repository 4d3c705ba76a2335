/**
 * The Capture table's own words (the table, the card faces' printed words, the score pad's
 * calculator), in English; Japanese and Korean in `table.words.ja.ts` / `.ko.ts` (issue 27;
 * terms: docs/glossary/capture.md). Events, card names and result lines come from the game's
 * words (`../family.words.ts`).
 */
import { catalogue } from '../../../i18n/current.ts';
import type { UcdPrinted } from '../art/index.tsx';

const en = {
  seat: (n: number) => `Seat ${n}`,
  planets: { E: 'Earth', J: 'Jupiter', M: 'Mars', N: 'Neptune', S: 'Saturn', V: 'Venus' } as Record<string, string>,
  /** A card as its face prints it, in reading order: "3 E, Earth, primary", "E Galaxy, Earth". */
  faceName: (suit: string, planet: string, rank: string | null, primary: boolean) =>
    rank === null ? `${suit} Galaxy, ${planet}` : `${rank} ${suit}, ${planet}, ${primary ? 'primary' : 'secondary'}`,
  /** The words the faces print where the language has its own: null keeps the art's English. */
  printed: (): UcdPrinted => null,
  ranks: { Moon: 'Moon', Sun: 'Sun' } as Record<string, string>,
  suitRank: 'Suit rank, highest first: Earth, Jupiter, Mars (Primary), Neptune, Saturn, Venus (Secondary)',
  primary: 'Primary',
  secondary: 'Secondary',
  held: (hand: number, took: number, bid: number | null) =>
    `held ${hand} · took ${took}${bid !== null ? ` · bid ${bid}` : ''}`,
  heldSaid: (hand: number, took: number, bid: number | null) =>
    `, ${hand} cards in hand, ${took} captured${bid !== null ? `, bid ${bid}` : ''}`,
  hand: (n: number) => `Hand ${n}`,
  bonus: ' · bonus ',
  bidding: 'Bidding for the extra hand',
  extraHand: (n: number) => `Extra hand (${n} cards, face down)`,
  noBidYet: 'no bid yet',
  high: (name: string, n: number) => `high: ${name} ${n}`,
  passed: 'passed',
  bids: (n: number) => `bids ${n}`,
  toBid: 'to bid',
  bidHelp: 'The winner takes the extra hand and puts his own out of play; the bid is paid unless he goes out first.',
  thisRound: 'This round',
  roundOf: (n: string) => `Round of ${n}s`,
  newRound: 'New round',
  toBeat: (card: string) => `to beat: ${card}`,
  leads: (name: string) => `${name} leads`,
  leadPassed: (names: readonly string[]) => `No Secondary card: ${names.join(', ')} passed the lead left.`,
  fallback: (name: string) => ` Nobody had one: ${name} leads a Primary card.`,
  stockAndUp: 'Stock and up-card',
  stockN: (n: number) => `Stock, ${n} cards`,
  upTaken: 'Up-card: taken with this round',
  upCard: 'Up-card',
  noUpCard: 'No up-card',
  leadRule: 'A lead must be a Secondary card (N, S, V), never a Galaxy.',
  saidNoPlay: (who: string, next: string) =>
    `${who} said No Play. ${next} may add higher cards of this number, then captures.`,
  resultOf: (hand: number) => `Hand ${hand} result`,
  handN: (hand: number) => `Hand ${hand}`,
  bonusIs: (planet: string) => `bonus ${planet}`,
  bidBy: (n: number, name: string, waived: boolean) => ` · bid ${n} by ${name}${waived ? ' (waived)' : ''}`,
  final: 'Final:',
  yourBid: 'Your bid',
  pass: 'Pass',
  bidN: (n: number) => `Bid ${n}`,
  dealNext: 'Deal the next hand',
  yourLead: 'Your lead: tap a lit card.',
  onlyGalaxy: 'Only a Galaxy can beat it — play one or say No Play.',
  nothingBeats: 'Nothing beats it.',
  beatIt: 'Beat it: you must play a lit card.',
  noPlay: 'No Play',
  addOrCapture: 'Add a higher card of this number, or capture now.',
  captureN: (n: number) => `Capture ${n}`,
  tableLabel: (game: string) => `${game} table`,
  // Where the hand stands (issue 28 §3; numbers from ../progress.ts)
  progressSummary: (now: string, out: string) => `This hand now ${now} · going out ${out}`,
  progressCaptured: (name: string, cards: number, points: number) =>
    `${name}: captured ${cards} ${cards === 1 ? 'card' : 'cards'}, ${points} ${points === 1 ? 'point' : 'points'}`,
  progressBonus: (planet: string, galaxy: boolean) =>
    `Bonus suit ${planet}: its cards count 2${galaxy ? ', its Galaxy too' : ''}, captured or left in hand.`,
  progressUp: (card: string, points: number, number: string, withRound: boolean) =>
    withRound
      ? `Up-card ${card}: ${points} ${points === 1 ? 'point' : 'points'}, taken with this round of ${number}s.`
      : `Up-card ${card}: ${points} ${points === 1 ? 'point' : 'points'} for whoever captures a round of ${number}s.`,
  progressRound: (cards: number, points: number) =>
    `This round: ${cards} ${cards === 1 ? 'card' : 'cards'}, worth ${points} to whoever captures it.`,
  progressHand: (cards: number, points: number) =>
    `Your hand: ${cards} ${cards === 1 ? 'card' : 'cards'}, −${points} if still held when the hand ends.`,
  progressBid: (bid: number) => `Your bid: −${bid}, not paid if you go out first.`,
  progressNow: (now: string) => `If the hand ended now: ${now}.`,
  progressOut: (out: string) => `Going out (playing your last card) would add ${out}.`,
  // The score pad's calculator
  deckOver: (total: number, n: number, deck: number) =>
    `The players count ${total} cards: a ${n}-player deck has ${deck}.`,
  bonusOver: (name: string) => `${name} has more cards of the bonus suit than cards.`,
  bonusTotalOver: (total: number, suit: string, inPlay: number, galaxy: boolean) =>
    `The players count ${total} cards of the bonus suit ${suit}: there are ${inPlay}${galaxy ? ' with its Galaxy' : ''}.`,
  enterCounts: 'Enter what each player captured and has left in hand.',
  capturedItem: (n: number, bonus: number, suit: string) => `${n} captured${bonus ? ` (${bonus} ${suit})` : ''}`,
  inHandItem: (n: number, bonus: number, suit: string) => `${n} in hand${bonus ? ` (${bonus} ${suit})` : ''}`,
  bidWentOut: (n: number) => `bid ${n} went out`,
  bidPaid: (n: number) => `bid −${n}`,
  halvedTo: (total: number, after: number) => `total ${total} halved to ${after}`,
  bonusSuitCounts2: 'Bonus suit (counts 2)',
  cardsCaptured: (p: string) => `${p}: cards captured`,
  capturedOf: (p: string, suit: string) => `${p}: captured of ${suit}`,
  withGalaxy: '(with its Galaxy)',
  leftInHand: (p: string) => `${p}: cards left in hand`,
  leftOf: (p: string, suit: string) => `${p}: left in hand of ${suit}`,
  extraHandAria: 'Extra hand',
  whoWonBid: 'Who won the bid?',
  nobody: 'Nobody',
  winningBid: 'Winning bid',
  wentOut: (p: string) => `${p} went out (the bid is not paid)`,
  halvingHelp: (n: number) =>
    `Halving: a total of exactly ${n <= 3 ? '60, 80 or 100' : '30, 40 or 50'} is cut in half (totals from the earlier rounds of this sheet).`,
  thisHand: 'This hand',
  playersRange: (n: number) => `Capture is played by 2 to 6: this sheet has ${n} players.`,
};

export type CaptureTableWords = typeof en;

export const captureTableWords = catalogue<CaptureTableWords>(en, {
  ja: () => import('./table.words.ja.ts').then((m) => m.default),
  ko: () => import('./table.words.ko.ts').then((m) => m.default),
});
