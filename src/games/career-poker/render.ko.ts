/**
 * Career Poker's words in Korean (issue 27). Korean has no established words for this Japanese
 * game, so plain Korean is used, with the Daifugō words players meet elsewhere (혁명, 묶기),
 * as docs/glossary/career-poker.md gives them; particles follow each word (`josa`). Loaded as
 * its own chunk.
 */
import type { EventRenderer } from '../../engine/events.ts';
import type { ResultLine, ResultRow } from '../../engine/lines.ts';
import type { RefusalData } from '../../engine/types.ts';
import { josa } from '../../i18n/ko.ts';
import { CP_TEAMS } from './lines.ts';
import type { CareerPokerEventKind, CareerPokerWords } from './render.ts';
import { type CareerPokerRefusal, face } from './rules.ts';

const COLOUR: Record<string, string> = { red: '빨강', yellow: '노랑', green: '초록', blue: '파랑', gray: '회색' };
const MARK: Record<string, string> = { cat: '고양이', pig: '돼지', snake: '뱀', goldfish: '금붕어', owl: '부엉이' };
const seat = (names: readonly string[], s: number | undefined) =>
  s === undefined ? '' : (names[s] ?? `${s + 1}번 자리`);
const subj = (names: readonly string[], s: number | undefined) => josa(seat(names, s), '이/가');
const topic = (names: readonly string[], s: number | undefined) => josa(seat(names, s), '은/는');

/** "빨강 고양이 5". */
function cardName(id: string): string {
  const f = face(id.replace('~g', ''));
  return `${COLOUR[f.colour]} ${MARK[f.mark]} ${f.n}`;
}
const setName = (ids: readonly string[]) =>
  ids.length === 1 ? cardName(ids[0]!) : `${face(ids[0]!).n} ${ids.length}장(${ids.map(cardName).join(', ')})`;
const attr = (a: unknown) => COLOUR[String(a)] ?? MARK[String(a)] ?? String(a);
const dir = (d: unknown) => (d === 'ccw' ? '시계 반대 방향' : '시계 방향');
const team = (t: number, names: readonly string[]) =>
  `${'AB'[t] === 'A' ? '가' : '나'}팀(${(CP_TEAMS[t] ?? []).map((x) => seat(names, x)).join(', ')})`;
const strs = (v: unknown): readonly string[] => (Array.isArray(v) ? (v as string[]) : []);

const events: Record<CareerPokerEventKind, EventRenderer> = {
  deal: (e, names) => `${e.data?.round}라운드: 한 사람에 12장씩. ${subj(names, e.seat)} 리드합니다.`,
  direction: (e, names) => `${topic(names, e.seat)} ${dir(e.data?.dir)}으로 정했습니다.`,
  lead: (e, names) =>
    `${subj(names, e.seat)} ${josa(cardName(e.cards![0]!), '을/를')} 리드하고 ${josa(attr(e.data?.attr), '을/를')} 정했습니다.`,
  follow: (e, names) => `${subj(names, e.seat)} ${josa(cardName(e.cards![0]!), '을/를')} 냈습니다.`,
  cut: (e, names) => `${subj(names, e.seat)} 8로 끊었습니다!`,
  'no-cut': (e, names) => `${topic(names, e.seat)} 끊지 않습니다.`,
  'trick-won': (e, names) =>
    e.data?.cut
      ? `${subj(names, e.seat)} 끊기로 ${e.data.trick}번째 트릭을 가져갑니다(골드 없음).`
      : `${subj(names, e.seat)} ${e.data?.trick}번째 트릭을 이기고 골드 1개를 받습니다.`,
  place(e, names) {
    const to = e.seats?.[0];
    const owner = typeof e.data?.owner === 'number' ? e.data.owner : e.seat;
    if (to === owner) return `${subj(names, owner)} ${josa(cardName(e.cards![0]!), '을/를')} 자기 것으로 둡니다.`;
    return `${subj(names, e.seat)} ${josa(cardName(e.cards![0]!), '을/를')} ${seat(names, to)}에게 줍니다.`;
  },
  'interim-gold': (e, names) => `${subj(names, e.seat)} 중간 정산에서 골드 ${e.data?.gold}개를 받습니다.`,
  'skip-millionaire': (e, names) =>
    `${seat(names, e.seats?.[0])}${(e.seats?.length ?? 0) > 1 ? ` 외 ${(e.seats?.length ?? 1) - 1}명` : ''}에게 전략 패가 없습니다: 대부호 단계는 없습니다.`,
  millionaire: (e, names) => `대부호 단계: ${subj(names, e.seat)} 리드합니다.`,
  'm-play'(e, names) {
    const d = e.data ?? {};
    const faces = (d.faces as readonly string[] | undefined) ?? e.cards ?? [];
    const paid: string[] = [];
    if (d.gold) paid.push(`골드 ${d.gold}개`);
    if (d.energy) paid.push(`에너지 ${d.energy}묶음`);
    const bits = [d.cut ? '끊기!' : '', d.loop ? '루프!' : ''].filter(Boolean).join(' ');
    return `${subj(names, e.seat)} ${josa(setName(faces), '을/를')} ${d.lead ? '리드했습니다' : '냈습니다'}${paid.length ? `(${paid.join(', ')} 지불)` : ''}.${bits ? ` ${bits}` : ''}`;
  },
  pass: (e, names) => `${seat(names, e.seat)}: 패스.`,
  'm-trick-won': (e, names) =>
    `${subj(names, e.seat)} 트릭을 가져갑니다${e.data?.energy ? '. 그 패는 에너지 한 묶음이 됩니다' : ''}.`,
  'lead-transfer': (e, names) =>
    `${topic(names, e.seat)} 리드할 수 없습니다(금지된 마지막 패뿐입니다). 리드는 ${seat(names, e.seats?.[0])}에게 넘어갑니다.`,
  'nobody-can-lead': () => '아무도 리드할 수 없습니다: 라운드가 끝납니다.',
  out: (e, names) => `${subj(names, e.seat)} 패를 다 냈습니다!`,
  'round-end': (e, names) => `라운드 끝: ${(e.seats ?? []).map((s, i) => `${i + 1}위 ${seat(names, s)}`).join(', ')}.`,
  rank: (e, names) =>
    `${e.data?.rank}위 ${seat(names, e.seat)}: 순위 점수 ${e.data?.rankPoints} + 골드 ${e.data?.gold} = ${e.points}.`,
  team: (e, names) => `이번 라운드: ${team(0, names)} ${e.data?.team02}, ${team(1, names)} ${e.data?.team13}.`,
  'team-result': (e, names) => `경기: ${team(0, names)} ${e.data?.team02}, ${team(1, names)} ${e.data?.team13}.`,
};

const REFUSALS: Partial<Record<CareerPokerRefusal, string>> = {
  'play-empty': '한 장 이상 고르거나 패스하세요.',
  'play-twice': '같은 패는 한 번만 낼 수 있습니다.',
  'play-not-held': '낼 수 있는 것은 전략 패뿐입니다.',
  'play-cards': '낼 패를 고르세요.',
  'play-mixed': '함께 내는 패는 숫자가 같아야 합니다.',
  'gold-not-played': '골드로 바꿀 수 있는 것은 내는 패뿐입니다.',
  'gold-colour': '이 덱에 없는 색입니다.',
  'gold-mark': '이 덱에 없는 동물입니다.',
  'gold-two-three': '골드로 2를 3으로, 3을 2로 바꿀 수 없습니다.',
  'gold-number': '숫자는 1부터 13까지입니다.',
  'gold-malformed': '골드 변경이 아닙니다.',
  'gold-keys': '골드 변경은 새 색, 동물, 숫자를 정합니다.',
  'gold-no-change': '골드 변경은 무언가를 바꿔야 합니다: 그 패는 이미 그렇습니다.',
  'cut-not-eight': '8만 끊을 수 있습니다.',
  'out-gold': '골드를 쓴 패로는 나갈 수 없습니다.',
  'out-eight': '8로는 나갈 수 없습니다.',
  'out-two': '2가 가장 셀 때는 2로 나갈 수 없습니다.',
  'out-three': '3이 가장 셀 때는 3으로 나갈 수 없습니다.',
  'lead-not-pass': '이번 트릭은 당신의 리드입니다: 패를 내세요. 패스는 바닥에 패가 나온 뒤에 할 수 있습니다.',
  'must-follow': '리드를 따라야 합니다: 정해진 색이나 동물의 패를 내세요.',
  'direction-first': '먼저 진행 카드를 돌려 이번 트릭의 방향을 정하세요.',
  'cut-first': '먼저 8로 끊을지 정하세요.',
  'place-first': '먼저 리드 밖의 패를 어디에 둘지(자기가 갖거나 누군가에게 주기) 정하세요.',
};

function refusal(code: CareerPokerRefusal, data: RefusalData): string {
  if (code === 'must-follow' && typeof data.attr === 'string')
    return `리드를 따라야 합니다: ${attr(data.attr)} ${data.attrType === 'mark' ? '동물' : '색'}의 패가 있으니 그중 하나를 내세요.`;
  const words = REFUSALS[code];
  if (words) return words;
  switch (code) {
    case 'gold-short':
      return `그 변경에는 골드 ${data.cost}개가 드는데 ${data.gold}개뿐입니다.`;
    case 'play-count':
      return `바닥의 패와 같은 수인 ${data.count}장을 내세요.`;
    case 'bound-colour':
      return `이 트릭은 ${strs(data.colours).map(attr).join('·')} 색으로 묶여 있습니다: 정확히 그 색을 내야 합니다.`;
    case 'bound-mark':
      return `이 트릭은 ${strs(data.marks).map(attr).join('·')} 동물로 묶여 있습니다: 정확히 그 동물을 내야 합니다.`;
    case 'not-stronger':
      return `당신의 ${josa(String(data.n), '은/는')} 바닥의 ${data.top}보다 세지 않습니다${
        data.reversed && data.revolution === true
          ? '(혁명 중: 작은 숫자가 셉니다)'
          : data.reversed && data.revolution === false
            ? '(이 트릭은 11 백 중: 작은 숫자가 셉니다)'
            : data.reversed
              ? '(지금은 작은 숫자가 셉니다)'
              : ''
      }.`;
    case 'gold-numbers':
      return `골드는 한 번에 한 숫자의 패만 옮깁니다(${strs(data.numbers).join('와 ')}을 함께 옮길 수 없습니다).`;
    case 'gold-colour-use':
    case 'gold-mark-use': {
      const xs = strs(code === 'gold-colour-use' ? data.colours : data.marks);
      const what = code === 'gold-colour-use' ? '색' : '동물';
      return xs.length
        ? `골드로 ${josa(what, '을/를')} 바꿀 수 있는 것은 바닥의 패와 같은 ${josa(`${what}(${xs.map(attr).join('·')})`, '으로/로')} 만들 때뿐입니다.`
        : `리드에서는 골드로 숫자만 바꿀 수 있습니다: ${what}은 바닥에 패가 나온 뒤에 의미가 있습니다.`;
    }
    case 'gold-waste':
      return `그 변경은 골드 ${data.cost}개인데, 같은 패는 골드 ${data.need}개로 만들 수 있습니다.`;
    case 'energy-short':
      return `그 패에는 에너지 ${data.need}묶음이 필요한데 ${data.have}묶음뿐입니다.`;
    default:
      return code;
  }
}

export const careerPokerWordsKo: CareerPokerWords = {
  lang: 'ko',
  cardName,
  events,
  rowName: (row: Pick<ResultRow, 'seats' | 'team'>, names: readonly string[]) =>
    row.team === undefined ? seat(names, row.seats[0]) : team(row.team, names),
  lineName(line: ResultLine, names: readonly string[]) {
    if (line.id.startsWith('rank-')) return `${line.id.slice(5)}위`;
    if (line.id === 'gold') return '남은 골드';
    if (line.id === 'member') return seat(names, Number(line.data?.seat));
    return line.id;
  },
  refusal,
};
