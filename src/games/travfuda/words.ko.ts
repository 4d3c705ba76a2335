/**
 * The TravFuda family's words in Korean (issue 27): card names, every event, the result lines
 * (the printed sheet's lines among them) and the moves of TravFuda, Run or Jump!, and Imperial
 * and Denebian Baccarat. The suits and symbols are the designer's inventions, named here in plain
 * Korean (docs/glossary/travfuda.md); particles follow each word. Loaded as its own chunk.
 */
import type { EventRenderer } from '../../engine/events.ts';
import type { ResultLine } from '../../engine/lines.ts';
import { josa } from '../../i18n/ko.ts';
import type { BacDealMove } from './baccarat.ts';
import { isTravCard, travCard } from './deck.ts';
import type { DenebianMove } from './denebian-baccarat.ts';
import type { FishMove } from './fishing.ts';
import type { TravFudaEventKind, TravFudaWords } from './words.ts';

const SUIT = [
  '',
  '정찰선',
  '소행성대',
  '자유 무역선',
  '혜성',
  '대형 무역선',
  '암석 행성',
  '순찰선',
  '가스 행성',
  '병력 수송선',
  '지구형 행성',
];
const COLOUR: Record<string, string> = { R: '빨강', G: '초록', P: '보라', Y: '노랑', B: '파랑' };
const KIND: Record<string, string> = { S: '별', C: '칼', F: '깃발', D: '민무늬(두 배)', P: '민무늬', J: '조커' };
const LINES: Record<string, string> = {
  starbursts: '별',
  cutlasses: '칼',
  flags: '깃발',
  doubles: '민무늬(두 배)',
  plains: '민무늬',
  jokers: '조커',
  'whole-suit': '한 무늬 전부',
  guidon: '깃발 세트(같은 색 깃발 3장)',
  uniform: '제복 세트(같은 색 별·칼·깃발)',
  hero: '영웅(별 3장)',
  'major-hero': '큰 영웅(별 4장)',
  'grand-hero': '위대한 영웅(별 5장)',
  'five-flags': '깃발 5장',
  'five-cutlasses': '칼 5장',
  'twenty-plain': '민무늬 20장',
  'double-trouble': '더블 트러블',
  'double-good': '더블 굿',
  'emperor-made': '황제 선언 성공',
  'emperor-failed': '황제 선언 실패',
  'archduke-made': '대공 선언 성공',
  'archduke-failed': '대공 선언 실패',
  'run-markers': '런 마커',
  'own-markers': '자기 런 마커',
  'runners-combinations': '런한 사람의 조합',
  'own-combinations': '자기 조합',
  'hand-value': '패의 값',
  declarations: '선언',
};
const seat = (names: readonly string[], s: number | undefined) =>
  s === undefined ? '' : (names[s] ?? `${s + 1}번 자리`);
const subj = (names: readonly string[], s: number | undefined) => josa(seat(names, s), '이/가');
const topic = (names: readonly string[], s: number | undefined) => josa(seat(names, s), '은/는');
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
/** A pile's number as the table shows it (its id is "p4"). */
const pileNo = (pile: unknown) => String(pile).replace(/\D/g, '');

/** "6 암석 행성, 빨강 깃발", "4 혜성, 민무늬", "조커". */
function cardName(id: string): string {
  if (!isTravCard(id)) return '패';
  const c = travCard(id);
  if (c.kind === 'J') return '조커';
  const what = c.colour ? `${COLOUR[c.colour]} ${KIND[c.kind]}` : KIND[c.kind];
  return `${c.suit} ${SUIT[c.suit]}, ${what}`;
}
const card = (id: string | undefined) => (id ? cardName(id) : '패');
function pile(size: number): string {
  if (size <= 1) return '새 더미를 만듭니다';
  if (size === 2) return '두 장 짝이 됩니다(차례가 끝날 때 가져갑니다)';
  return `${size}장 더미가 됩니다${size % 2 === 0 ? '(차례가 끝날 때 가져갑니다)' : ''}`;
}
const declared = (d: { emperor?: unknown; archduke?: unknown }) =>
  [d.emperor === true && '황제', d.archduke === true && '대공'].filter(Boolean).join('와 ');

const events: Record<TravFudaEventKind, EventRenderer> = {
  deal: (e, names) => `${num(e.data?.hand)}번째 판: ${subj(names, e.seat)} 돌리고 먼저 냅니다.`,
  declare(e, names) {
    const what = declared(e.data ?? {});
    if (!what) return `${topic(names, e.seat)} 아무것도 선언하지 않습니다.`;
    return `${subj(names, e.seat)} ${josa(what, '을/를')} 선언하고 ${josa((e.cards ?? []).map(cardName).join(', '), '을/를')} 보였습니다.`;
  },
  play: (e, names) => `${subj(names, e.seat)} ${josa(card(e.cards?.[0]), '을/를')} 내어 ${pile(num(e.data?.size))}.`,
  draw: (e, names) =>
    !e.cards || e.cards.length === 0
      ? `${subj(names, e.seat)} 한 장을 뽑았습니다.`
      : `${subj(names, e.seat)} ${josa(card(e.cards[0]), '을/를')} 뽑아 ${pile(num(e.data?.size))}.`,
  'draw-choice': (e, names) =>
    `${subj(names, e.seat)} ${josa(card(e.cards?.[0]), '을/를')} 뽑았습니다: 더미 ${num(e.data?.piles)}개 중 하나에 놓을 수 있습니다.`,
  capture: (e, names) => `${subj(names, e.seat)} ${e.cards?.length ?? 0}장을 가져갑니다.`,
  run(e, names) {
    const m = num(e.data?.marker);
    return m > 0
      ? `${subj(names, e.seat)} 런하고 ${m}번째 런 마커를 가져갑니다(점프하면 +${m}).`
      : `${subj(names, e.seat)} 런합니다(남은 런 마커가 없습니다).`;
  },
  silent: (e, names) => `${topic(names, e.seat)} 가만히 있습니다.`,
  jump: (e, names) => `${subj(names, e.seat)} 점프해서 ${num(e.points)}점.`,
  pirate: (e, names) => `${subj(names, e.seat)} 해적이 되어 ${num(e.points)}점.`,
  exhausted: (e) =>
    e.data?.runnersScore === true
      ? '패가 다 떨어졌습니다: 런한 사람은 자기 조합을 점수로 받습니다.'
      : '아무도 점프하지 않고 패가 다 떨어졌습니다: 점수 없음.',
  'hand-score': (e, names) => `${topic(names, e.seat)} ${num(e.points)}점.`,
  'card-count'(e, names) {
    const what = declared(e.data ?? {});
    return `${seat(names, e.seat)}: ${num(e.data?.cards)}장을 셌습니다${what ? `(${josa(what, '을/를')} 선언)` : ''}, ${num(e.points)}점.`;
  },
  'hand-start'(e, names) {
    const d = e.data ?? {};
    if (d.role === 'dealer') return `${num(d.hand)}번째 판: ${subj(names, e.seat)} 돌리고 앤티를 정합니다.`;
    return `${num(d.hand)}번째 판: ${topic(names, e.seat)} ${d.role === 'house' ? '하우스' : '뱅커'}입니다.`;
  },
  take: (e, names) => `${subj(names, e.seat)} ${josa(card(e.cards?.[0]), '을/를')} 가져갑니다.`,
  stand: (e, names) => `${seat(names, e.seat)}: 스탠드.`,
  ante: (e, names) => `${subj(names, e.seat)} 앤티를 ${num(e.points)}점으로 정했습니다.`,
  match: (e, names) => `${subj(names, e.seat)} 앤티를 받았습니다.`,
  'sit-out': (e, names) => `${topic(names, e.seat)} 이번 판을 쉽니다.`,
  showdown(e, names) {
    const value = num(e.data?.value);
    if (e.data?.banker === true) return `${seat(names, e.seat)}(뱅커): ${value}.`;
    const p = num(e.points);
    return `${seat(names, e.seat)}: ${value}, ${p > 0 ? `${p}점 이김` : p < 0 ? `${-p}점 짐` : '비김, 지불 없음'}.`;
  },
  'pot-won': (e, names) =>
    `${subj(names, e.seat)} ${josa(String(num(e.data?.value)), '으로/로')} 판돈 ${num(e.points)}점을 가져갑니다.`,
  'pot-rides': (e) =>
    `${josa(String(num(e.data?.value)), '으로/로')} 비김: 판돈 ${num(e.points)}점은 다음 판으로 넘어갑니다.`,
  'no-match': (e) => `앤티 ${num(e.data?.ante)}점을 아무도 받지 않았습니다: 돌려주고 딜은 왼쪽으로 넘어갑니다.`,
  'pot-returned': () => '경기 끝: 넘어온 판돈은 낸 사람에게 돌려줍니다.',
  'must-deal': (e, names) => `${topic(names, e.seat)} 조커 두 장을 쥐고 있어 딜을 맡아야 합니다.`,
};

export const travFudaWordsKo: TravFudaWords = {
  lang: 'ko',
  cardName,
  events,
  lineName(line: ResultLine, names: readonly string[]) {
    const d = line.data ?? {};
    switch (line.id) {
      case 'double-good':
        return '×2(더블 굿)';
      case 'vs-banker': {
        const v = num(d.value);
        const b = num(d.other);
        return `${v} 대 뱅커의 ${b}${v === b ? ': 비김' : ''}`;
      }
      case 'vs-player': {
        const v = num(d.value);
        const p = num(d.other);
        return `${v} 대 ${seat(names, num(d.seat))}의 ${p}${v === p ? ': 비김' : ''}`;
      }
      case 'ante':
        return '판돈에 낸 앤티';
      case 'pot-won':
        return '가져간 판돈';
      case 'pot-returned':
        return '돌려받은 판돈';
    }
    return LINES[line.id] ?? line.id;
  },
  fishMove(m: FishMove) {
    switch (m.type) {
      case 'declare':
        return m.emperor || m.archduke ? `${declared(m)} 선언` : '선언하지 않기';
      case 'play':
        return `${cardName(m.card)}, ${m.pile ? `${pileNo(m.pile)}번 더미에` : '새 더미로'} 내기`;
      case 'draw':
        return '더미에서 뽑기';
      case 'place':
        return `뽑은 패를 ${pileNo(m.pile)}번 더미에 놓기`;
      case 'run':
        return '런';
      case 'jump':
        return '점프';
      case 'pirate':
        return '해적';
      case 'pass':
        return '가만히 있기';
      case 'next-round':
        return '다음 판 돌리기';
    }
  },
  dealMove(m: BacDealMove | { type: 'next-round'; passDeal?: boolean }) {
    switch (m.type) {
      case 'take':
        return `${cardName(m.card)} 가져가기`;
      case 'draw':
        return '한 장 뽑기';
      case 'stand':
        return '스탠드';
      case 'next-round':
        return m.passDeal ? '딜을 왼쪽으로 넘기기' : '다음 판 돌리기';
    }
  },
  denebianMove(m: DenebianMove) {
    switch (m.type) {
      case 'ante':
        return `앤티 ${m.amount}`;
      case 'match':
        return '앤티 받기';
      case 'sit-out':
        return '이번 판 쉬기';
      default:
        return travFudaWordsKo.dealMove(m);
    }
  },
};
