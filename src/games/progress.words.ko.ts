import type { Progress } from './progress.ts';
import type { ProgressWords } from './progress.words.ts';

export default {
  line(p: Progress) {
    const totals = `${p.totalsOf === 'victories' ? '승리 ' : ''}${p.totals.join(' : ')}`;
    if (p.over) return `끝남 · ${totals}`;
    const n = `${p.round}판`;
    const at =
      p.month !== undefined
        ? `${((p.month - 1) % 12) + 1}월 · ${n}${p.of ? ` / ${p.of}판` : ''}`
        : p.target
          ? `${n} · ${p.target}점 먼저`
          : `${n}${p.of ? ` / ${p.of}판` : ''}`;
    return `${at} · ${totals}`;
  },
} satisfies ProgressWords;
