/** Short yaku names for round notes: Koi-Koi's Japanese names ("Sankō"), the others' English ones ("Dregs"). */
import { lang } from '../../../i18n/current.ts';
import { yakuWord } from '../hanafuda.words.ts';
import { yakuName } from '../yaku.ts';

export function shortYakuName(id: string, game: 'koikoi' | 'gostop' | 'mushi' | 'higobana'): string {
  const full = yakuName(id);
  const m = /^(.*?) \((.*)\)$/.exec(full);
  if (!m) return full;
  return game === 'koikoi' ? m[2]! : m[1]!;
}

/** "Sankō 5 + Tan 1 = 6" (no "= total" for a single item). */
export function yakuSum(
  yaku: readonly { id: string; points: number }[],
  game: 'koikoi' | 'gostop' | 'mushi' | 'higobana',
): string {
  if (yaku.length === 0) return 'no yaku';
  const list = yaku.map((y) => `${shortYakuName(y.id, game)} ${y.points}`).join(' + ');
  return yaku.length > 1 ? `${list} = ${yaku.reduce((t, y) => t + y.points, 0)}` : list;
}

/**
 * A yaku's short name on screen (issue 27): in English the short name of the round notes; in
 * Japanese and Korean the name the tables use (those are short already).
 */
export function yakuShortWord(id: string, game: 'koikoi' | 'gostop' | 'mushi' | 'higobana'): string {
  return lang.value === 'en' ? shortYakuName(id, game) : yakuWord(id);
}
