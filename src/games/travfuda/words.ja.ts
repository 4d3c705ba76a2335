/**
 * The TravFuda family's words in Japanese (issue 27): card names, every event, the result lines
 * (the printed sheet's lines among them) and the moves of TravFuda, Run or Jump!, and Imperial
 * and Denebian Baccarat. The suits and symbols are the designer's inventions, named here in plain
 * Japanese (docs/glossary/travfuda.md). Loaded as its own chunk.
 */
import type { EventRenderer } from '../../engine/events.ts';
import type { ResultLine } from '../../engine/lines.ts';
import type { BacDealMove } from './baccarat.ts';
import { isTravCard, travCard } from './deck.ts';
import type { DenebianMove } from './denebian-baccarat.ts';
import type { FishMove } from './fishing.ts';
import type { TravFudaEventKind, TravFudaWords } from './words.ts';

const SUIT = [
  '',
  '偵察艦',
  '小惑星帯',
  '自由交易船',
  '彗星',
  '大型交易船',
  '岩石惑星',
  '巡視船',
  'ガス惑星',
  '兵員輸送艦',
  '地球型惑星',
];
const COLOUR: Record<string, string> = { R: '赤', G: '緑', P: '紫', Y: '黄', B: '青' };
const KIND: Record<string, string> = { S: '星章', C: '剣', F: '旗', D: '無地（2倍）', P: '無地', J: 'ジョーカー' };
const LINES: Record<string, string> = {
  starbursts: '星章',
  cutlasses: '剣',
  flags: '旗',
  doubles: '無地（2倍）',
  plains: '無地',
  jokers: 'ジョーカー',
  'whole-suit': '1スート揃い',
  guidon: '旗の組（同じ色の旗3枚）',
  uniform: '制服の組（同じ色の星章・剣・旗）',
  hero: 'ヒーロー（星章3枚）',
  'major-hero': 'メジャーヒーロー（星章4枚）',
  'grand-hero': 'グランドヒーロー（星章5枚）',
  'five-flags': '旗5枚',
  'five-cutlasses': '剣5枚',
  'twenty-plain': '無地20枚',
  'double-trouble': 'ダブルトラブル',
  'double-good': 'ダブルグッド',
  'emperor-made': '皇帝宣言の成功',
  'emperor-failed': '皇帝宣言の失敗',
  'archduke-made': '大公宣言の成功',
  'archduke-failed': '大公宣言の失敗',
  'run-markers': 'ランマーカー',
  'own-markers': '自分のランマーカー',
  'runners-combinations': 'ランした人の組み合わせ',
  'own-combinations': '自分の組み合わせ',
  'hand-value': '手の値',
  declarations: '宣言',
};
const seat = (names: readonly string[], s: number | undefined) => (s === undefined ? '' : (names[s] ?? `${s + 1}番席`));
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
/** A pile's number as the table shows it (its id is "p4"). */
const pileNo = (pile: unknown) => String(pile).replace(/\D/g, '');

/** 「6 岩石惑星・赤の旗」「4 彗星・無地」「ジョーカー」. */
function cardName(id: string): string {
  if (!isTravCard(id)) return '札';
  const c = travCard(id);
  if (c.kind === 'J') return 'ジョーカー';
  const what = c.colour ? `${COLOUR[c.colour]}の${KIND[c.kind]}` : KIND[c.kind];
  return `${c.suit} ${SUIT[c.suit]}・${what}`;
}
const card = (id: string | undefined) => (id ? cardName(id) : '札');
function pile(size: number): string {
  if (size <= 1) return '新しい山を作ります';
  if (size === 2) return '2枚組になります（手番の終わりに取ります）';
  return `${size}枚の山になります${size % 2 === 0 ? '（手番の終わりに取ります）' : ''}`;
}
const declared = (d: { emperor?: unknown; archduke?: unknown }) =>
  [d.emperor === true && '皇帝', d.archduke === true && '大公'].filter(Boolean).join('と');

const events: Record<TravFudaEventKind, EventRenderer> = {
  deal: (e, names) => `第${num(e.data?.hand)}ハンド：${seat(names, e.seat)}が配り、最初に出します。`,
  declare(e, names) {
    const what = declared(e.data ?? {});
    if (!what) return `${seat(names, e.seat)}は何も宣言しません。`;
    return `${seat(names, e.seat)}が${what}を宣言し、${(e.cards ?? []).map(cardName).join('、')}を見せました。`;
  },
  play: (e, names) => `${seat(names, e.seat)}が${card(e.cards?.[0])}を出し、${pile(num(e.data?.size))}。`,
  draw: (e, names) =>
    !e.cards || e.cards.length === 0
      ? `${seat(names, e.seat)}が1枚引きました。`
      : `${seat(names, e.seat)}が${card(e.cards[0])}を引き、${pile(num(e.data?.size))}。`,
  'draw-choice': (e, names) =>
    `${seat(names, e.seat)}が${card(e.cards?.[0])}を引きました：${num(e.data?.piles)}つの山のどれかに置けます。`,
  capture: (e, names) => `${seat(names, e.seat)}が${e.cards?.length ?? 0}枚を取りました。`,
  run(e, names) {
    const m = num(e.data?.marker);
    return m > 0
      ? `${seat(names, e.seat)}がランし、${m}番目のランマーカーを取りました（ジャンプで+${m}）。`
      : `${seat(names, e.seat)}がランしました（ランマーカーは残っていません）。`;
  },
  silent: (e, names) => `${seat(names, e.seat)}は黙っています。`,
  jump: (e, names) => `${seat(names, e.seat)}がジャンプし、${num(e.points)}点。`,
  pirate: (e, names) => `${seat(names, e.seat)}が海賊になり、${num(e.points)}点。`,
  exhausted: (e) =>
    e.data?.runnersScore === true
      ? '札が尽きました：ランした人は自分の組み合わせを得点します。'
      : '誰もジャンプしないまま札が尽きました：得点なし。',
  'hand-score': (e, names) => `${seat(names, e.seat)}は${num(e.points)}点。`,
  'card-count'(e, names) {
    const what = declared(e.data ?? {});
    return `${seat(names, e.seat)}：${num(e.data?.cards)}枚を数えました${what ? `（${what}を宣言）` : ''}、${num(e.points)}点。`;
  },
  'hand-start'(e, names) {
    const d = e.data ?? {};
    if (d.role === 'dealer') return `第${num(d.hand)}ハンド：${seat(names, e.seat)}が配り、アンティを決めます。`;
    return `第${num(d.hand)}ハンド：${seat(names, e.seat)}が${d.role === 'house' ? '胴元' : '親（バンカー）'}です。`;
  },
  take: (e, names) => `${seat(names, e.seat)}が${card(e.cards?.[0])}を取りました。`,
  stand: (e, names) => `${seat(names, e.seat)}はスタンド。`,
  ante: (e, names) => `${seat(names, e.seat)}がアンティを${num(e.points)}に決めました。`,
  match: (e, names) => `${seat(names, e.seat)}がアンティに応じました。`,
  'sit-out': (e, names) => `${seat(names, e.seat)}はこのハンドを見送ります。`,
  showdown(e, names) {
    const value = num(e.data?.value);
    if (e.data?.banker === true) return `${seat(names, e.seat)}（親）は${value}。`;
    const p = num(e.points);
    return `${seat(names, e.seat)}は${value}：${p > 0 ? `${p}の勝ち` : p < 0 ? `${-p}の負け` : '引き分け、支払いなし'}。`;
  },
  'pot-won': (e, names) => `${seat(names, e.seat)}が${num(e.data?.value)}でポット${num(e.points)}を取りました。`,
  'pot-rides': (e) => `${num(e.data?.value)}で引き分け：ポット${num(e.points)}は次のハンドに持ち越します。`,
  'no-match': (e) => `アンティ${num(e.data?.ante)}に誰も応じません：返して、親は左へ移ります。`,
  'pot-returned': () => '試合終了：持ち越したポットは払った人に返します。',
  'must-deal': (e, names) => `${seat(names, e.seat)}はジョーカーを2枚持っているので、親を引き受けます。`,
};

export const travFudaWordsJa: TravFudaWords = {
  lang: 'ja',
  cardName,
  events,
  lineName(line: ResultLine, names: readonly string[]) {
    const d = line.data ?? {};
    switch (line.id) {
      case 'double-good':
        return '×2（ダブルグッド）';
      case 'vs-banker': {
        const v = num(d.value);
        const b = num(d.other);
        return `${v}対親の${b}${v === b ? '：引き分け' : ''}`;
      }
      case 'vs-player': {
        const v = num(d.value);
        const p = num(d.other);
        return `${v}対${seat(names, num(d.seat))}の${p}${v === p ? '：引き分け' : ''}`;
      }
      case 'ante':
        return 'ポットに払ったアンティ';
      case 'pot-won':
        return '取ったポット';
      case 'pot-returned':
        return '返された持ち越しポット';
    }
    return LINES[line.id] ?? line.id;
  },
  fishMove(m: FishMove) {
    switch (m.type) {
      case 'declare':
        return m.emperor || m.archduke ? `${declared(m)}を宣言する` : '何も宣言しない';
      case 'play':
        return `${cardName(m.card)}を${m.pile ? `${pileNo(m.pile)}番の山に` : '新しい山に'}出す`;
      case 'draw':
        return '山札から引く';
      case 'place':
        return `引いた札を${pileNo(m.pile)}番の山に置く`;
      case 'run':
        return 'ラン';
      case 'jump':
        return 'ジャンプ';
      case 'pirate':
        return '海賊になる';
      case 'pass':
        return '黙っている';
      case 'next-round':
        return '次のハンドを配る';
    }
  },
  dealMove(m: BacDealMove | { type: 'next-round'; passDeal?: boolean }) {
    switch (m.type) {
      case 'take':
        return `${cardName(m.card)}を取る`;
      case 'draw':
        return '1枚引く';
      case 'stand':
        return 'スタンド';
      case 'next-round':
        return m.passDeal ? '親を左へ回す' : '次のハンドを配る';
    }
  },
  denebianMove(m: DenebianMove) {
    switch (m.type) {
      case 'ante':
        return `アンティ${m.amount}`;
      case 'match':
        return 'アンティに応じる';
      case 'sit-out':
        return 'このハンドを見送る';
      default:
        return travFudaWordsJa.dealMove(m);
    }
  },
};
