/** The shared refusal codes in Japanese (issue 27; English: `renderRefusal` in refusals.ts). Loaded as its own chunk. */
import { optionLabels, type SharedRefusalWords } from './refusals.ts';

const seat = (names: readonly string[], s: number) => names[s] ?? `${s + 1}番席`;
const range = (min: number, max: number) => (min === max ? `${min}人` : `${min}〜${max}人`);

export const sharedRefusalJa: SharedRefusalWords = (code, data, ctx) => {
  switch (code) {
    case 'not-your-turn':
      return typeof data.seat === 'number'
        ? `まだです：${seat(ctx.names, data.seat)}の番ではありません。`
        : 'まだです：あなたの番ではありません。';
    case 'not-a-move':
    case 'not-legal':
    case 'not-there':
      return '今はその手は指せません。';
    case 'match-over':
      return '試合は終わりました。';
    case 'stock-empty':
      return '山札がありません。';
    case 'seats':
      return `${ctx.title ?? 'このゲーム'}は${range(Number(data.min), Number(data.max))}で遊びます。`;
    case 'option-unknown':
      return `${ctx.title ?? 'このゲーム'}に「${optionLabels(ctx, data, 'あり', 'なし').option}」というルールはありません。`;
    case 'option-type': {
      if (data.option === '') return 'この試合のルールを読み取れません。';
      const w = optionLabels(ctx, data, 'あり', 'なし');
      return `ルール「${w.option}」を「${w.value}」にはできません。`;
    }
    case 'option-seats': {
      const w = optionLabels(ctx, data, 'あり', 'なし');
      return `「${w.option}」を「${w.value}」にするには${w.players.join('人か')}人が必要です。`;
    }
    case 'deck-size':
      return `積み込んだ山札は${data.want}枚でなければなりません（${data.got}枚あります）。`;
    case 'deck-card':
      return '積み込んだ山札に、このゲームで使わない札があります。';
    case 'deck-twice':
      return '積み込んだ山札に、同じ札が2枚あります。';
  }
};
