/** Capture's words in Korean (issue 27): card names, every event, the result lines, the moves; particles follow each word. Loaded as its own chunk. */
import type { EventRenderer } from '../../engine/events.ts';
import type { ResultLine } from '../../engine/lines.ts';
import { josa } from '../../i18n/ko.ts';
import { ALL_CARDS } from './cards.ts';
import type { CaptureMove } from './capture.ts';
import type { CaptureEventKind, CaptureWords } from './events.ts';
import { isGalaxy, rankOf, suitOf, type CaptureRefusal, type Suit } from './rules.ts';
import type { RefusalData } from '../../engine/types.ts';

const PLANET: Record<Suit, string> = { E: '지구', J: '목성', M: '화성', N: '해왕성', S: '토성', V: '금성' };
const RANK: Record<string, string> = { Moon: '달', Sun: '태양' };
const seat = (names: readonly string[], s: number | undefined) =>
  s === undefined ? '' : (names[s] ?? `${s + 1}번 자리`);
const subj = (names: readonly string[], s: number | undefined) => josa(seat(names, s), '이/가');

/** "금성 3", "해왕성 달", "지구 은하". */
function cardName(card: string): string {
  if (!ALL_CARDS.includes(card)) return card;
  const s = PLANET[suitOf(card)];
  if (isGalaxy(card)) return `${s} 은하`;
  const r = rankOf(card)!;
  return `${s} ${RANK[r] ?? r}`;
}
const list = (cards: readonly string[] | undefined) => (cards ?? []).map(cardName).join(', ');
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const term = (n: number, what: string) => (n < 0 ? ` − ${what} ${-n}` : ` + ${what} ${n}`);

function handScoreSum(d: Readonly<Record<string, unknown>>): string {
  const captured = Number(d.captured ?? 0);
  const left = Number(d.left ?? 0);
  const capturedBonus = d.capturedPoints === undefined ? 0 : Number(d.capturedPoints) - captured;
  const leftBonus = d.leftPoints === undefined ? 0 : Number(d.leftPoints) - left;
  let text = `먹은 패 ${captured}`;
  if (capturedBonus !== 0) text += term(capturedBonus, '보너스 무늬');
  if (left > 0) text += term(-left, '손에 남은 패');
  if (leftBonus !== 0) text += term(-leftBonus, '손에 남은 보너스 무늬');
  const bid = Number(d.bid ?? 0);
  if (bid > 0 && d.bidWaived === true) text += ` (입찰 ${bid} 면제: 패를 다 냄)`;
  else if (bid > 0) text += term(-bid, '입찰');
  if (typeof d.halvedFrom === 'number' && typeof d.halvedTo === 'number')
    text += `${term(d.halvedTo - d.halvedFrom, '절반')} (합계 ${d.halvedFrom}에서 ${josa(String(d.halvedTo), '으로/로')} 절반)`;
  return text;
}

const events: Record<CaptureEventKind, EventRenderer> = {
  deal: (e, names) => `${String(e.data?.hand)}번째 판: ${subj(names, e.seat)} 돌립니다.`,
  'up-card': (e) =>
    `${Number(e.data?.skipped) > 0 ? `은하 ${Number(e.data?.skipped)}장은 더미 아래로. 펼친 패: ` : '펼친 패: '}${list(e.cards)}.`,
  'no-up-card': () => '펼칠 패가 더 없습니다.',
  'lead-pass': (e, names) => `${seat(names, e.seat)}에게 세컨더리 패가 없습니다: 리드는 왼쪽으로 넘어갑니다.`,
  'primary-lead': (e, names) => `아무에게도 세컨더리 패가 없습니다: ${subj(names, e.seat)} 프라이머리 패를 리드합니다.`,
  'no-lead': () => '아무도 리드할 수 없습니다: 이번 판은 끝납니다.',
  lead: (e, names) => `${subj(names, e.seat)} ${josa(list(e.cards), '을/를')} 리드했습니다.`,
  play: (e, names) => `${subj(names, e.seat)} ${josa(list(e.cards), '을/를')} 냈습니다.`,
  'no-play': (e, names) =>
    e.data?.auto ? `${seat(names, e.seat)}에게 패가 없습니다: 노플레이.` : `${seat(names, e.seat)}: 노플레이.`,
  add: (e, names) => `${subj(names, e.seat)} ${josa(list(e.cards), '을/를')} 더했습니다.`,
  capture: (e, names) =>
    `${subj(names, e.seat)} ${e.cards?.length ?? 0}장을 먹었습니다${e.data?.upCard ? '(펼친 패도 함께)' : ''}.`,
  out: (e, names) => `${seat(names, e.seat)}의 패가 떨어졌습니다.`,
  bid: (e, names) => `${subj(names, e.seat)} ${josa(String(e.points), '을/를')} 부릅니다.`,
  'bid-pass': (e, names) => `${seat(names, e.seat)}: 패스.`,
  'bid-won': (e, names) => `${subj(names, e.seat)} ${e.points}에 추가 패를 가져갑니다.`,
  'no-bid': () => '아무도 부르지 않습니다: 추가 패는 쓰지 않습니다.',
  'hand-over': (e) => `${String(e.data?.hand)}번째 판이 끝났습니다.`,
  'bonus-suit': (e) => `보너스 무늬: ${PLANET[e.data?.suit as Suit] ?? ''}.`,
  'went-out': (e, names) => `${subj(names, e.seat)} 패를 다 냈습니다.`,
  'hand-score': (e, names) => `${seat(names, e.seat)}: ${handScoreSum(e.data ?? {})} = ${signed(e.points ?? 0)}.`,
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const cardsOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const some = (cards: readonly string[]) =>
  cards.slice(0, 2).map(cardName).join(' 또는 ') + (cards.length > 2 ? ' 등' : '');
const planetOf = (card: string) => (ALL_CARDS.includes(card) ? PLANET[suitOf(card)] : card);

function refusal(code: CaptureRefusal, data: RefusalData): string {
  const card = cardName(str(data.card));
  const last = cardName(str(data.last));
  switch (code) {
    case 'lead-galaxy':
      return '은하로는 리드할 수 없습니다: 세컨더리 패(해왕성, 토성, 금성)로 리드하세요.';
    case 'lead-primary':
      return `${josa(card, '은/는')} 프라이머리 패입니다: 세컨더리 패(${some(cardsOf(data.cards))})가 있는 동안은 그것으로 리드해야 합니다.`;
    case 'other-number': {
      const n = RANK[str(data.number)] ?? str(data.number);
      return `이번 라운드는 ${n}의 라운드입니다: ${josa(card, '은/는')} ${josa(n, '이/가')} 아닙니다. 더 높은 무늬의 같은 숫자 패나 은하를 내세요.`;
    }
    case 'lower-suit':
      return `${josa(card, '은/는')} ${josa(last, '을/를')} 이길 수 없습니다: ${josa(planetOf(str(data.card)), '은/는')} ${planetOf(str(data.last))}보다 낮은 무늬입니다(지구 > 목성 > 화성 > 해왕성 > 토성 > 금성).`;
    case 'after-galaxy':
      return `은하 다음에는 더 높은 은하만 낼 수 있습니다: ${josa(card, '은/는')} ${josa(last, '을/를')} 이길 수 없습니다.`;
    case 'galaxy-lower':
      return `${josa(card, '은/는')} ${last}보다 낮은 은하입니다: 은하도 무늬 순서대로입니다(지구가 가장 높고 금성이 가장 낮음).`;
    case 'must-beat':
      return `이길 수 있는 패(${some(cardsOf(data.cards))})가 있습니다: 그 패나 은하를 내야 합니다. 노플레이는 이길 수 있는 보통 패가 없을 때만 됩니다.`;
    case 'bidding':
      return '먼저 추가 패를 입찰합니다: 입찰하거나 패스하세요.';
    case 'hand-over':
      return '이번 판은 끝났습니다: 다음 판을 돌리세요.';
    case 'bid-low':
      return `${String(data.high)}보다 많이 부르세요.`;
    case 'bid-high':
      return `입찰은 최고 ${String(data.max)}(추가 패의 장수)까지입니다.`;
  }
}

export const captureWordsKo: CaptureWords = {
  refusal,
  lang: 'ko',
  cardName,
  events,
  lineName(line: ResultLine) {
    const d = line.data ?? {};
    switch (line.id) {
      case 'captured':
        return '먹은 패';
      case 'captured-bonus':
        return '먹은 보너스 무늬(두 배)';
      case 'left-in-hand':
        return '손에 남은 패';
      case 'left-bonus':
        return '손에 남은 보너스 무늬(두 배)';
      case 'bid':
        return d.amount !== undefined ? `입찰 ${d.amount} 지불` : '입찰 지불';
      case 'bid-waived':
        return d.amount !== undefined ? `입찰 ${d.amount} 면제(패를 다 냄)` : '입찰 면제(패를 다 냄)';
      case 'halved':
        return d.from !== undefined ? `절반: 합계 ${d.from}에서 ${josa(String(d.to), '으로/로')}` : '절반';
    }
    return line.id;
  },
  move(m: CaptureMove) {
    switch (m.type) {
      case 'lead':
        return `${cardName(m.card)} 리드하기`;
      case 'play':
        return `${cardName(m.card)} 내기`;
      case 'no-play':
        return '노플레이';
      case 'add':
        return `${cardName(m.card)} 더하기`;
      case 'capture':
        return '바닥 패 먹기';
      case 'bid':
        return `${m.amount} 부르기`;
      case 'pass':
        return '패스';
      case 'next-round':
        return '다음 판 돌리기';
    }
  },
};
