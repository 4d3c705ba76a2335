/** Short yaku names for round notes: Koi-Koi's Japanese names ("Sankō"), the others' English ones ("Dregs"). */
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
