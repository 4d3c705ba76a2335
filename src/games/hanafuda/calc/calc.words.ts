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
};

export type HanaCalcWords = typeof en;

export const hanaCalcWords = catalogue<HanaCalcWords>(en, {
  ja: () => import('./calc.words.ja.ts').then((m) => m.default),
  ko: () => import('./calc.words.ko.ts').then((m) => m.default),
});
