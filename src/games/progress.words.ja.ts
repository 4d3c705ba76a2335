import type { Progress } from './progress.ts';
import type { ProgressWords } from './progress.words.ts';

export default {
  line(p: Progress) {
    const totals = `${p.totalsOf === 'victories' ? '勝ち点 ' : ''}${p.totals.join(' : ')}`;
    if (p.over) return `終了 · ${totals}`;
    const unit = p.unit === 'hand' ? 'ハンド' : '局';
    const n = p.unit === 'hand' ? `第${p.round}${unit}` : `第${p.round}${unit}`;
    const at =
      p.month !== undefined
        ? `${((p.month - 1) % 12) + 1}月 · ${n}${p.of ? `（全${p.of}${unit}）` : ''}`
        : p.target
          ? `${n} · ${p.target}点先取`
          : `${n}${p.of ? `（全${p.of}${unit}）` : ''}`;
    return `${at} · ${totals}`;
  },
} satisfies ProgressWords;
