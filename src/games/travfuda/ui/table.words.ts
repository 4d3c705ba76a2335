/**
 * The TravFuda tables' own words (fishing and baccarat tables, the live score sheet, the score
 * pad's calculator), in English; Japanese and Korean in `table.words.ja.ts` / `.ko.ts` (issue 27).
 * Card names, events and result lines come from the family's words (`../family.words.ts`).
 */
import { catalogue } from '../../../i18n/current.ts';

const list = (xs: readonly string[]) => xs.join(', ');

const en = {
  seat: (n: number) => `Seat ${n}`,
  player: (n: number) => `Player ${n}`,
  tableLabel: (game: string) => `${game} table`,
  hand: (n: number) => `Hand ${n}`,
  ofHands: (n: number) => ` of ${n}`,
  stock: (n: number) => ` · stock ${n}`,
  nextMarker: (m: number) => ` · next Run marker: ${m <= 6 ? `+${m}` : 'none left'}`,
  otherPlayers: 'Other players',
  inHand: (n: number) => ` · ${n} in hand`,
  runner: ' · runner',
  markers: (ms: readonly number[]) => ` · markers ${ms.map((m) => `+${m}`).join(' ')}`,
  declared: (emperor: boolean, archduke: boolean) =>
    ` · ${[emperor && 'Emperor', archduke && 'Archduke'].filter(Boolean).join(' + ')} declared`,
  sheetScore: (n: number) => `sheet ${n}`,
  combinationsScore: (n: number) => `combinations ${n}`,
  shown: 'Shown: ',
  table: 'Table',
  tablePiles: (n: number) => `Table: ${n} piles`,
  evenTaken: 'even piles get taken',
  drawAria: (n: number) => `Draw from the stock (${n} left)`,
  stockAria: (n: number) => `Stock: ${n} cards`,
  piles: 'Piles',
  pileLabel: (size: number, top: string, under: readonly string[], odd: boolean) =>
    `Pile of ${size}, ${top} on top${under.length ? `, then ${under.join('; ')}` : ''} (${odd ? 'odd' : 'even'})`,
  putOnAria: (label: string) => `Put it on: ${label}`,
  tableEmpty: 'The table is empty.',
  yourTurnTap: 'Your turn: tap a card in your hand.',
  putOnLit: 'Put it on the lit pile',
  startPile: 'Start a new pile',
  tapOneOf: (n: number) => `Tap one of the ${n === 2 ? 'two' : n} lit piles.`,
  matchesPiles: (n: number) => `It matches ${n} piles: tap the one to put it on.`,
  drawFromStock: 'Draw from the stock',
  drawnMatches: (n: number) => `The drawn card matches ${n} piles: tap the one to put it on.`,
  deciding: (name: string) => `${name} is deciding on a declaration…`,
  playing: (name: string) => `${name} is playing…`,
  yourCaptures: 'Your captures',
  you: 'You',
  running: ' (running)',
  nothingYet: 'Nothing captured yet.',
  whoDeals: 'Who deals first?',
  dealerDrawHelp:
    'Each player draws: the lowest suit deals, a Starburst before a Cutlass, Flag, Double, Plain; a Joker last.',
  dealsFirst: (name: string) => `${name} deals and plays first.`,
  dealCards: 'Deal the cards',
  declareQ: 'Declare?',
  emperorHelp: 'You hold 3 or more Starbursts: declare Emperor to score +10 if you end with all five (−20 if not). ',
  archdukeHelp: 'You hold 3 or more Doubles: declare Archduke to score +10 if you end with 20+ plain (−20 if not). ',
  declaredShown: 'Declared cards are shown to everyone.',
  declareEmperor: 'Declare Emperor',
  declareArchduke: 'Declare Archduke',
  declareBoth: 'Declare both',
  noDeclaration: 'No declaration',
  reached3: 'You reached 3: Run or Jump!',
  rose: 'Your combinations rose',
  combinationsNow: (n: number) => `Your combinations score ${n} now. Your captures:`,
  jumpNow: 'Jump now: end the hand and score',
  pirateNow: 'Pirate now: end the hand and score',
  runRow: (m: number) => `Run: play on and take the ${m <= 6 ? `+${m} marker` : 'last of the run (no markers left)'}`,
  run: 'Run',
  jump: (n: number) => `Jump: +${n}`,
  pirate: (n: string) => `Pirate: +${n}`,
  staySilent: 'Stay silent',
  matchOver: 'Match over',
  handOver: (n: number) => `Hand ${n}: over`,
  totals: (xs: readonly string[]) => `Totals: ${xs.join(' · ')}`,
  winners: (names: readonly string[]) => ` — ${names.join(' and ')} win${names.length > 1 ? '' : 's'}!`,
  dealHand: (n: number) => `Deal hand ${n}`,
  // Baccarat
  isHouse: (name: string) => ` · ${name} is the house`,
  isBanker: (name: string) => ` · ${name} is the banker`,
  deals: (name: string) => ` · ${name} deals`,
  pot: (pot: number, carried: number, ante: number) =>
    ` · pot ${pot}${carried ? ` (${carried} carried over)` : ''}${ante ? ` · ante ${ante}` : ''}`,
  tableCards: 'Table cards',
  faceUp: 'Face up on the table',
  stockN: (n: number) => `stock ${n}`,
  hands: 'Hands',
  dealerMark: ' (dealer)',
  toPlay: ' — to play',
  faceDown: (name: string) => `${name}'s face-down card`,
  drawnCard: (name: string) => `${name}'s drawn card`,
  ante: 'Ante',
  waitingAnte: (name: string) => `Waiting for ${name} to name the ante.`,
  antePlaying: (ante: number, playing: readonly string[], toAnswer: readonly string[]) =>
    `Ante ${ante}. Playing: ${list(playing)}${toAnswer.length ? `. Still to answer: ${list(toAnswer)}` : ''}.`,
  yourHand: 'Your hand',
  yourCards: 'Your cards',
  worth: 'Your hand is worth ',
  jokersCounted: (js: readonly number[]) => ` (Joker${js.length > 1 ? 's' : ''} counted as ${js.join(' and ')})`,
  takeOne: 'Take one of the face-up cards.',
  drawCard: 'Draw a card',
  stand: 'Stand',
  anteN: (n: number) => `Ante ${n}`,
  matchN: (n: number) => `Match ${n}`,
  sitOut: 'Sit out',
  arePlaying: (names: readonly string[]) => `${list(names)} ${names.length > 1 ? 'are' : 'is'} playing…`,
  showdown: (n: number) => `Hand ${n}: showdown`,
  bankerMark: ' (banker)',
  handValue: (v: number) => `hand ${v}`,
  jokersAs: (js: readonly number[]) =>
    ` (Joker${js.length > 1 && js[0] !== 5 ? 's' : ''} as ${js[0] === 5 ? 'a pair worth 5' : js.join(' and ')})`,
  mustDeal: (name: string) => `${name} holds both Jokers and must take the deal.`,
  passDeal: 'Pass the deal to the left',
  keepDeal: 'Keep the deal: next hand',
  // The live sheet and its counters
  countsLabel: (n: { S: number; C: number; F: number; D: number; P: number; J: number; plain: number }) =>
    `${n.S} starbursts, ${n.C} cutlasses, ${n.F} flags, ${n.D} doubles, ${n.P} plains, ${n.J} jokers; plain count ${n.plain} of 20`,
  /** The counters' letters (the printed sheet's card lines) and the plain count's word. */
  letters: { S: 'S', C: 'C', F: 'F', D: 'D', P: 'P', J: 'J', plain: 'plain' },
  tapLegend: '. Tap for what the letters mean.',
  legend:
    "S Starburst 20 · C Cutlass 10 · F Flag 5 · D Double plain 2 · P Plain 1 · J Joker 1 (the sheet's card lines). Plain = P + 2 × D; from 20 it scores the 20 Plain line.",
  sheetOf: (owner: string) => `${owner}: score sheet`,
  total: 'Total',
  // The score pad's calculator
  tapEvery: (player: string, n: number) => `Tap every card ${player} captured. ${n} of 62 picked.`,
  noPlains: 'No plains',
  allPlains: (suit: number) => `All plains of ${suit}`,
  clearSuit: 'Clear suit',
  wholeSuit: 'Whole suit',
  jokers: 'Jokers',
  joker: (n: string) => `Joker ${n}`,
  declaredBefore: 'Declared before play',
  emperorCheck: 'Emperor (3+ Starbursts shown)',
  archdukeCheck: 'Archduke (3+ Doubles shown)',
  scoreSheet: 'Score sheet',
  cancel: 'Cancel',
  use: (total: number, player: string) => `Use ${total} for ${player}`,
  note: (player: string, n: number, emperor: boolean, archduke: boolean) =>
    `${player}: ${n} cards${emperor ? ', Emperor' : ''}${archduke ? ', Archduke' : ''}`,
};

export type TravFudaTableWords = typeof en;

export const travFudaTableWords = catalogue<TravFudaTableWords>(en, {
  ja: () => import('./table.words.ja.ts').then((m) => m.default),
  ko: () => import('./table.words.ko.ts').then((m) => m.default),
});
