/**
 * Learning at the table (issue 28) for the TravFuda family, in English: the engines' refusal codes
 * ("why not?"), teaching mode's turn sentences and rule notes, the progress toward combinations,
 * and the how-to screens. Japanese and Korean in `learn.words.ja.ts` / `.ko.ts` (terms:
 * docs/glossary/travfuda.md). The data reach these words already worded where they name a card
 * or a seat (`renderTravFudaRefusal` below words them in the reader's language first).
 */
import { catalogue, words } from '../../i18n/current.ts';
import type { RefusalData } from '../../engine/types.ts';
import { isTravCard, suitOf } from './deck.ts';
import { tfWords } from './family.words.ts';

/** A refusal's data as its words need it: cards and seats already named. */
export interface RefusalArgs {
  /** The seat whose turn it is, by name. */
  who: string;
  /** The card concerned, by name ("6 Rockball, red flag"). */
  card: string;
  /** The card's suit number (0 for a Joker). */
  cardSuit: number;
  /** A pile's number as the table shows it ("4"). */
  pile: string;
  /** The pile's suit number (0: only Jokers). */
  suit: number;
  /** A count: matching piles, a hand's value. */
  n: number;
  emperor: boolean;
  archduke: boolean;
  starbursts: number;
  doubles: number;
}

/** The family's own refusal codes (fishing.ts `fishRefusal`, baccarat.ts `bacRefusal`). */
export const TRAVFUDA_REFUSALS = [
  'tf-wait',
  'tf-play-first',
  'tf-draw-now',
  'tf-place-drawn',
  'tf-decide-first',
  'tf-declare-first',
  'tf-other-suit',
  'tf-joker-pairs',
  'tf-must-join',
  'tf-cannot-declare',
  'bac-not-in-hand',
  'bac-taken',
  'bac-take-first',
  'bac-house-draws',
  'bac-house-stands',
  'bac-ante-first',
] as const;
export type TravFudaRefusal = (typeof TRAVFUDA_REFUSALS)[number];

const en = {
  refusals: {
    'tf-wait': (a: RefusalArgs) => `Wait: it is ${a.who}’s turn.`,
    'tf-play-first': () => 'First play a card from your hand; you draw after it.',
    'tf-draw-now': () => 'You have played your card this turn: now draw from the stock.',
    'tf-place-drawn': (a: RefusalArgs) => `First put the drawn ${a.card} on one of the lit piles.`,
    'tf-decide-first': () => 'First choose: Run, Jump, Pirate or stay silent.',
    'tf-declare-first': () => 'First declare Emperor or Archduke, or nothing.',
    'tf-other-suit': (a: RefusalArgs) =>
      a.suit === 0
        ? `Pile ${a.pile} holds only Jokers: the ${a.card} needs a pile of suit ${a.cardSuit}.`
        : `The ${a.card} joins only a pile of suit ${a.cardSuit}; pile ${a.pile} is suit ${a.suit}.`,
    'tf-joker-pairs': (a: RefusalArgs) =>
      a.cardSuit === 0
        ? `Jokers pair only with each other in this match: pile ${a.pile} is suit ${a.suit}.`
        : `Jokers pair only with each other in this match: pile ${a.pile} holds only Jokers.`,
    'tf-must-join': (a: RefusalArgs) =>
      a.n === 1
        ? `The ${a.card} matches a pile of its suit, so it must join it (the lit pile).`
        : `The ${a.card} matches ${a.n} piles of its suit, so it must join one of them (tap a lit pile).`,
    'tf-cannot-declare': (a: RefusalArgs) =>
      [
        a.emperor && `An Emperor needs 3 Starbursts in your dealt hand (you have ${a.starbursts}).`,
        a.archduke && `An Archduke needs 3 Double Plains in your dealt hand (you have ${a.doubles}).`,
      ]
        .filter(Boolean)
        .join(' '),
    'bac-not-in-hand': () => 'You sat this hand out: you have no cards in it.',
    'bac-taken': (a: RefusalArgs) => `You have taken your table card (${a.card}): now draw a hidden card or stand.`,
    'bac-take-first': () => 'First take one of the face-up table cards.',
    'bac-house-draws': (a: RefusalArgs) => `The house must draw on ${a.n}: it draws on 0 to 5.`,
    'bac-house-stands': (a: RefusalArgs) => `The house must stand on ${a.n}: it stands on 6 or more.`,
    'bac-ante-first': () => 'The dealer names the ante first.',
  } satisfies Record<TravFudaRefusal, (a: RefusalArgs) => string>,
};

export type TravFudaLearnWords = typeof en;

export const travFudaLearnWords = catalogue<TravFudaLearnWords>(en, {
  ja: () => import('./learn.words.ja.ts').then((m) => m.default),
  ko: () => import('./learn.words.ko.ts').then((m) => m.default),
});

const num = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? x : 0);

/** A refusal's data, named in the reader's language (cards by the family's words, seats by their names). */
export function refusalArgs(data: RefusalData, names: readonly string[]): RefusalArgs {
  const card = typeof data.card === 'string' && isTravCard(data.card) ? data.card : null;
  return {
    who: typeof data.seat === 'number' ? (names[data.seat] ?? String(data.seat + 1)) : '',
    card: card ? tfWords().cardName(card) : '',
    cardSuit: card ? suitOf(card) : 0,
    pile: typeof data.pile === 'string' ? data.pile.replace(/\D/g, '') : '',
    suit: num(data.suit),
    n: num(data.piles ?? data.value),
    emperor: data.emperor === true,
    archduke: data.archduke === true,
    starbursts: num(data.starbursts),
    doubles: num(data.doubles),
  };
}

/** The modules' `renderRefusal`: the family's own codes in the reader's language; undefined for the shared ones. */
export function renderTravFudaRefusal(code: string, data: RefusalData, names: readonly string[]): string | undefined {
  const r = (words(travFudaLearnWords).refusals as Partial<Record<string, (a: RefusalArgs) => string>>)[code];
  return r ? r(refusalArgs(data, names)) : undefined;
}
