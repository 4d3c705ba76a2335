/**
 * A Capture card as its button is named (its face, in reading order and the current language), shared
 * by the table, the how-to screen and the guided round's sentence, which names the card to tap as
 * its button names it.
 */
import { words } from '../../../i18n/current.ts';
import { ALL_CARDS } from '../cards.ts';
import { isGalaxy, isPrimary, rankOf, suitOf } from '../rules.ts';
import { captureTableWords } from './table.words.ts';

/** A card as its face prints it, in reading order and the current language: "3 E, Earth, primary". */
export function caFaceName(card: string): string {
  if (!ALL_CARDS.includes(card)) return card;
  const w = words(captureTableWords);
  const s = suitOf(card);
  const rank = isGalaxy(card) ? null : rankOf(card)!;
  return w.faceName(s, w.planets[s]!, rank === null ? null : (w.ranks[rank] ?? rank), isPrimary(card));
}
