/** Capture's words in Japanese (issue 27): card names, every event, the result lines, the moves. Loaded as its own chunk. */
import type { EventRenderer } from '../../engine/events.ts';
import type { ResultLine } from '../../engine/lines.ts';
import { ALL_CARDS } from './cards.ts';
import type { CaptureMove } from './capture.ts';
import type { CaptureEventKind, CaptureWords } from './events.ts';
import { isGalaxy, rankOf, suitOf, type CaptureRefusal, type Suit } from './rules.ts';
import type { RefusalData } from '../../engine/types.ts';

const PLANET: Record<Suit, string> = { E: '地球', J: '木星', M: '火星', N: '海王星', S: '土星', V: '金星' };
const RANK: Record<string, string> = { Moon: '月', Sun: '太陽' };
const seat = (names: readonly string[], s: number | undefined) => (s === undefined ? '' : (names[s] ?? `${s + 1}番席`));

/** 「金星の3」「海王星の月」「地球の銀河」. */
function cardName(card: string): string {
  if (!ALL_CARDS.includes(card)) return card;
  const s = PLANET[suitOf(card)];
  if (isGalaxy(card)) return `${s}の銀河`;
  const r = rankOf(card)!;
  return `${s}の${RANK[r] ?? r}`;
}
const list = (cards: readonly string[] | undefined) => (cards ?? []).map(cardName).join('、');
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const term = (n: number, what: string) => (n < 0 ? ` − ${what}${-n}` : ` + ${what}${n}`);

function handScoreSum(d: Readonly<Record<string, unknown>>): string {
  const captured = Number(d.captured ?? 0);
  const left = Number(d.left ?? 0);
  const capturedBonus = d.capturedPoints === undefined ? 0 : Number(d.capturedPoints) - captured;
  const leftBonus = d.leftPoints === undefined ? 0 : Number(d.leftPoints) - left;
  let text = `取った札${captured}`;
  if (capturedBonus !== 0) text += term(capturedBonus, 'ボーナススート');
  if (left > 0) text += term(-left, '手残り');
  if (leftBonus !== 0) text += term(-leftBonus, '手残りのボーナススート');
  const bid = Number(d.bid ?? 0);
  if (bid > 0 && d.bidWaived === true) text += `（入札${bid}は免除：上がり）`;
  else if (bid > 0) text += term(-bid, '入札');
  if (typeof d.halvedFrom === 'number' && typeof d.halvedTo === 'number')
    text += `${term(d.halvedTo - d.halvedFrom, '半減')}（合計${d.halvedFrom}を${d.halvedTo}に半減）`;
  return text;
}

const events: Record<CaptureEventKind, EventRenderer> = {
  deal: (e, names) => `第${String(e.data?.hand)}ハンド：${seat(names, e.seat)}が配ります。`,
  'up-card': (e) =>
    `${Number(e.data?.skipped) > 0 ? `銀河${Number(e.data?.skipped)}枚を山の下へ。表札は` : '表札は'}${list(e.cards)}。`,
  'no-up-card': () => '表札はもうありません。',
  'lead-pass': (e, names) => `${seat(names, e.seat)}はセカンダリーの札がありません：リードは左へ移ります。`,
  'primary-lead': (e, names) =>
    `誰もセカンダリーの札を持っていません：${seat(names, e.seat)}がプライマリーの札をリードします。`,
  'no-lead': () => '誰もリードできません：このハンドは終わりです。',
  lead: (e, names) => `${seat(names, e.seat)}が${list(e.cards)}をリードしました。`,
  play: (e, names) => `${seat(names, e.seat)}が${list(e.cards)}を出しました。`,
  'no-play': (e, names) =>
    e.data?.auto ? `${seat(names, e.seat)}は札がありません：ノープレイ。` : `${seat(names, e.seat)}：ノープレイ。`,
  add: (e, names) => `${seat(names, e.seat)}が${list(e.cards)}を加えました。`,
  capture: (e, names) =>
    `${seat(names, e.seat)}が${e.cards?.length ?? 0}枚を取りました${e.data?.upCard ? '（表札も）' : ''}。`,
  out: (e, names) => `${seat(names, e.seat)}の札がなくなりました。`,
  bid: (e, names) => `${seat(names, e.seat)}が${e.points}を入札。`,
  'bid-pass': (e, names) => `${seat(names, e.seat)}はパス。`,
  'bid-won': (e, names) => `${seat(names, e.seat)}が${e.points}で追加の手札を取ります。`,
  'no-bid': () => '誰も入札しません：追加の手札は使いません。',
  'hand-over': (e) => `第${String(e.data?.hand)}ハンドが終わりました。`,
  'bonus-suit': (e) => `ボーナススート：${PLANET[e.data?.suit as Suit] ?? ''}。`,
  'went-out': (e, names) => `${seat(names, e.seat)}が上がりました。`,
  'hand-score': (e, names) => `${seat(names, e.seat)}：${handScoreSum(e.data ?? {})} = ${signed(e.points ?? 0)}。`,
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const cardsOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const some = (cards: readonly string[]) =>
  cards.slice(0, 2).map(cardName).join('や') + (cards.length > 2 ? 'など' : '');
const planetOf = (card: string) => (ALL_CARDS.includes(card) ? PLANET[suitOf(card)] : card);

function refusal(code: CaptureRefusal, data: RefusalData): string {
  const card = cardName(str(data.card));
  const last = cardName(str(data.last));
  switch (code) {
    case 'lead-galaxy':
      return '銀河ではリードできません：セカンダリーの札（海王星・土星・金星）をリードしてください。';
    case 'lead-primary':
      return `${card}はプライマリーの札です：セカンダリーの札（${some(cardsOf(data.cards))}）があるうちは、そちらをリードします。`;
    case 'other-number': {
      const n = RANK[str(data.number)] ?? str(data.number);
      return `このラウンドは${n}のラウンドです：${card}は${n}ではありません。より強いスートの${n}か、銀河を出してください。`;
    }
    case 'lower-suit':
      return `${card}では${last}を上回れません：${planetOf(str(data.card))}は${planetOf(str(data.last))}より弱いスートです（地球＞木星＞火星＞海王星＞土星＞金星）。`;
    case 'after-galaxy':
      return `銀河の後に出せるのはより強い銀河だけです：${card}では${last}を上回れません。`;
    case 'galaxy-lower':
      return `${card}は${last}より弱い銀河です：銀河の強さもスートの順（地球が最強、金星が最弱）です。`;
    case 'must-beat':
      return `上回れる札（${some(cardsOf(data.cards))}）を持っています：それか銀河を出してください。ノープレイは上回れる普通の札がないときだけです。`;
    case 'bidding':
      return 'まず追加の手札の入札です：入札するかパスしてください。';
    case 'hand-over':
      return 'このハンドは終わりました：次のハンドを配ってください。';
    case 'bid-low':
      return `${String(data.high)}より多く入札してください。`;
    case 'bid-high':
      return `入札は最高${String(data.max)}（追加の手札の枚数）までです。`;
  }
}

export const captureWordsJa: CaptureWords = {
  refusal,
  lang: 'ja',
  cardName,
  events,
  lineName(line: ResultLine) {
    const d = line.data ?? {};
    switch (line.id) {
      case 'captured':
        return '取った札';
      case 'captured-bonus':
        return '取ったボーナススート（2倍）';
      case 'left-in-hand':
        return '手残り';
      case 'left-bonus':
        return '手残りのボーナススート（2倍）';
      case 'bid':
        return d.amount !== undefined ? `入札${d.amount}の支払い` : '入札の支払い';
      case 'bid-waived':
        return d.amount !== undefined ? `入札${d.amount}は免除（上がり）` : '入札は免除（上がり）';
      case 'halved':
        return d.from !== undefined ? `半減：合計${d.from}を${d.to}に` : '半減';
    }
    return line.id;
  },
  move(m: CaptureMove) {
    switch (m.type) {
      case 'lead':
        return `${cardName(m.card)}をリードする`;
      case 'play':
        return `${cardName(m.card)}を出す`;
      case 'no-play':
        return 'ノープレイ';
      case 'add':
        return `${cardName(m.card)}を加える`;
      case 'capture':
        return '場の札を取る';
      case 'bid':
        return `${m.amount}を入札する`;
      case 'pass':
        return 'パス';
      case 'next-round':
        return '次のハンドを配る';
    }
  },
};
