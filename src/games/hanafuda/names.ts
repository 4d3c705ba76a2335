/**
 * The names of the Hanafuda family in a language (issue 27): months, flowers, card classes, the
 * 48 cards and every yaku and rule note, keyed by the ids the engines use. English is built from
 * the deck and yaku tables (`cards.ts`, `yaku.ts`); Japanese (`names.ja.ts`) and Korean
 * (`names.ko.ts`) follow the glossary, docs/glossary/hanafuda.md, and load as their own chunks.
 * `test/games/hanafuda/names.test.ts` fails when a language lacks a key another has.
 */
import type { Lang } from '../../i18n/lang.ts';
import { type CardClass, cardName, HANAFUDA_DECK, MONTH_NAMES, MONTH_PLANTS } from './cards.ts';
import { RULE_NOTE_NAMES, YAKU_NAMES } from './yaku.ts';

export interface HanafudaNames {
  /** Index 0 = the Pine month (the ids' Japanese order: index 10 is the Willow, 11 the Paulownia). */
  months: readonly string[];
  /** The flower of each month, same order. */
  plants: readonly string[];
  classes: Readonly<Record<CardClass, string>>;
  /** Every card id of the deck. */
  cards: Readonly<Record<string, string>>;
  /** Every yaku id and rule note of the four games. */
  yaku: Readonly<Record<string, string>>;
}

export const hanafudaNamesEn: HanafudaNames = {
  months: MONTH_NAMES,
  plants: MONTH_PLANTS,
  classes: { bright: 'bright', animal: 'animal', ribbon: 'ribbon', chaff: 'chaff' },
  cards: Object.fromEntries(HANAFUDA_DECK.map((id) => [id, cardName(id)])),
  yaku: { ...YAKU_NAMES, ...RULE_NOTE_NAMES },
};

/** The names in a language (Japanese and Korean load on first use). */
export async function hanafudaNames(lang: Lang): Promise<HanafudaNames> {
  if (lang === 'ja') return (await import('./names.ja.ts')).hanafudaNamesJa;
  if (lang === 'ko') return (await import('./names.ko.ts')).hanafudaNamesKo;
  return hanafudaNamesEn;
}
