/**
 * The Hanafuda round calculators' card grid in the reader's language (issue 27): month rows,
 * the chaff shortcut, whose pile a card is in, and why a tap was refused.
 */
import { catalogue } from '../../../i18n/current.ts';

const en = {
  /** Plant names that fit a 52 px column (soft hyphens where a long one may break). */
  plants: [
    'Pine',
    'Plum',
    'Cherry',
    'Wis\u00adteria',
    'Iris',
    'Peony',
    'Bush clover',
    'Susuki',
    'Chrysan\u00adthemum',
    'Maple',
    'Willow',
    'Paulow\u00adnia',
  ],
  monthRow: (month: string, plant: string) => `${month} (${plant})`,
  card: (card: string, owner: string | null) => `${card}${owner !== null ? `, in ${owner}'s pile` : ''}`,
  chaffOf: (all: boolean, month: string) => `${all ? 'All' : 'No'} chaff of ${month}`,
  allChaff: 'All chaff',
  noChaff: 'No chaff',
  already: (card: string, owner: string) =>
    `The ${card} is already in ${owner}'s pile: a card can be counted only once. Take it out of that pile first.`,
  skipped: (cards: readonly { card: string; owner: string }[]) =>
    `Skipped ${cards.map((c) => `the ${c.card} (${c.owner}'s)`).join(' and ')}: a card can be counted only once.`,
  capturedCards: 'Captured cards',
  tapCapturedBy: 'Tap the cards captured by',

  // ---- the Koi-Koi calculator (its round note stays as it is saved)
  lucky: { teshi: 'Teshi (four of a month)', kuttsuki: 'Kuttsuki (four pairs)' } as Record<string, string>,
  doubles: { 'double-at-7': '7 or more', 'koikoi-double': 'koi-koi' } as Record<string, string>,
  privilege: (name: string) => `Dealer's privilege (${name} dealt)`,
  noScore: 'Nobody stopped: no score',
  dealt: (what: string) => `Dealt ${what}`,
  scores: (name: string) => `${name} scores`,
  yaku: 'Yaku',
  calledKoikoi: (name: string) => `${name} called koi-koi`,
  tapCards: (name: string) => `Tap the cards ${name} captured.`,
  noYaku: (name: string, n: number) =>
    `${name}'s ${n === 1 ? 'card makes' : `${n} cards make`} no yaku: a round is won by stopping with a yaku. Check the cards, or choose "Nobody".`,
  whoWon: 'Who won the round?',
  nobody: 'Nobody',
  whoDealt: 'Who dealt this round?',
  noPrivilege: "Without the dealer's privilege a round nobody stops scores nothing.",
  howWon: (name: string) => `How did ${name} win?`,
  how: { yaku: 'Yaku', teshi: 'Teshi', kuttsuki: 'Kuttsuki', both: 'Both' },
  hadCalled: (name: string) => `${name} had called koi-koi`,
  cardsOf: (name: string) => `Cards ${name} captured`,
  tapHeading: (name: string) => `Tap the cards ${name} captured`,
  monthNote: (round: number, month: string) => `Round ${round}: the month is ${month} (Cards of the Month).`,
  breakdown: 'Yaku and points',
  additive: "Scores count up from zero (the sheet's rules).",
};

export type HanaCalcWords = typeof en;

export const hanaCalcWords = catalogue<HanaCalcWords>(en, {
  ja: () => import('./calc.words.ja.ts').then((m) => m.default),
  ko: () => import('./calc.words.ko.ts').then((m) => m.default),
});
