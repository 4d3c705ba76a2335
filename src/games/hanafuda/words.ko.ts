/**
 * The Hanafuda family's words in Korean (issue 27): every event, round-end line and move, in the
 * terms Go-Stop players use (docs/glossary/hanafuda.md): 고, 스톱, 광, 열끗, 띠, 피, 쌍피, 흔들기,
 * 폭탄, 뻑, 쪽, 따닥, 싹쓸이, 피박, 광박, 나가리, 총통, 선. Particles follow each word (`josa`).
 * Loaded as its own chunk.
 */
import type { EventRenderer, GameEvent } from '../../engine/events.ts';
import type { ResultLine, ResultRow } from '../../engine/lines.ts';
import { josa } from '../../i18n/ko.ts';
import { hanafudaNamesKo as N } from './names.ko.ts';
import { higoBanaSides, misdealOf, nums, signed, strs } from './event-data.ts';
import type { HanafudaEventKind, HanafudaWords } from './words.ts';

const seat = (names: readonly string[], s: number | undefined) =>
  s === undefined ? '' : (names[s] ?? `${s + 1}번 자리`);
const month = (m: unknown) => N.months[Number(m) - 1] ?? '달';
const card = (id: string | undefined) => (id ? (N.cards[id] ?? id) : '');
const list = (cards: readonly string[] | undefined) => (cards ?? []).map(card).join(', ');
const yaku = (id: string) => N.yaku[id] ?? LUCKY[id] ?? id;
const side = (seats: readonly number[], names: readonly string[]) => seats.map((s) => seat(names, s)).join('·');
/** "민수가", "지훈이": a player as the subject. */
const subj = (names: readonly string[], s: number | undefined) => josa(seat(names, s), '이/가');
const topic = (names: readonly string[], s: number | undefined) => josa(seat(names, s), '은/는');

const LUCKY: Record<string, string> = { teshi: '데시', kuttsuki: '굿쓰키' };
const STEAL_HEAD: Record<string, string> = { ttadak: '따닥!', jjok: '쪽!', sweep: '싹쓸이!' };
const MULTIPLIER: Record<string, string> = {
  'go-double': '고',
  shake: '흔들기',
  bomb: '폭탄',
  'seven-animals': '멍따',
  'after-draw': '나가리 뒤',
};
const PAY_WHY: Record<string, string> = { 'pi-bak': '피박', 'gwang-bak': '광박', 'go-bak': '고박' };
const HANDOVER_WHY: Record<string, string> = {
  willow: '비 패 나머지 두 장을 쥐고 있어서',
  'lightning-leftover': '번개 달의 남은 한 장',
  stranded: '바닥에 남은 패는 선에게',
};
const scopeWords = (scope: unknown) => (scope === 'last-card' ? '마지막 손패' : '마지막 차례');

/** What a placed card did on the field, as its own sentence. */
function effect(e: GameEvent): string {
  const d = e.data ?? {};
  switch (d.choice) {
    case 'match':
    case 'match-mushi':
      return ' 바닥의 두 장과 맞습니다.';
    case 'lightning':
      return ` ${d.targets}장 중 한 장을 먹을 수 있습니다.`;
    case 'gaji':
      return ' 바닥 패 한 장을 먹습니다.';
  }
  const took = strs(d.took);
  const whole = d.whole ? ' 더미의 마지막 장이라 남은 패를 모두 먹습니다.' : '';
  return (took.length === 0 ? ' 바닥에 깔립니다.' : ` ${josa(list(took), '을/를')} 먹습니다.`) + whole;
}

function misdeal(m: unknown): string {
  const r = misdealOf(m);
  if (typeof r === 'string') return r;
  if (r.reason === 'full-month') return `${month(r.month)} 넉 장이 모두 바닥에 깔렸습니다.`;
  if (r.reason === 'willows') return '비광, 비 열끗, 비 띠가 모두 바닥에 깔렸습니다.';
  if (r.reason === 'four-pairs') return '바닥에 네 쌍이 깔렸습니다.';
  return '바닥을 다시 돌립니다.';
}

const events: Record<HanafudaEventKind, EventRenderer> = {
  deal(e, names) {
    const who = seat(names, e.seat);
    const d = e.data ?? {};
    if (d.month !== undefined) return `${month(d.month)} 판, 선은 ${who}.`;
    const redeals = Number(d.redeals ?? 0);
    if (Array.isArray(d.misdeals)) {
      const why = (d.misdeals as unknown[]).map(misdeal).join(' ');
      return `${d.round}판을 돌렸습니다. 선은 ${who}.${redeals > 0 ? ` ${redeals}번 다시 돌림: ${why}` : ''}`;
    }
    const redealt = redeals > 0 ? ` (${redeals}번 다시 돌림: 바닥에 같은 달 패 넉 장)` : '';
    const fours = nums(d.fours);
    const note = fours.length
      ? ` 바닥에 ${fours.map(month).join(', ')} 패 넉 장이 모두 깔려 ${josa(who, '이/가')} 가져갑니다.`
      : '';
    return `${d.round}판을 돌렸습니다${redealt}. 선은 ${who}.${note}`;
  },
  play: (e, names) => `${subj(names, e.seat)} ${josa(card(e.cards?.[0]), '을/를')} 냈습니다.${effect(e)}`,
  draw: (e, names) => `${subj(names, e.seat)} 더미에서 ${josa(card(e.cards?.[0]), '을/를')} 뒤집었습니다.${effect(e)}`,
  capture: (e, names) =>
    `${subj(names, e.seat)} ${josa(card(e.cards?.[0]), '으로/로')} ${josa(card(e.cards?.[1]), '을/를')} 먹었습니다.`,
  koikoi: (e, names) => `${seat(names, e.seat)}: 코이코이!`,
  go(e, names) {
    const n = Number(e.data?.count ?? 1);
    return `${seat(names, e.seat)}: ${n > 1 ? `${n}고` : '고'}!`;
  },
  stop(e, names) {
    if (e.data?.why === 'no-cards') return `${topic(names, e.seat)} 손에 패가 없어 스톱합니다.`;
    if (e.data?.why === 'no-turn') return `${topic(names, e.seat)} 차례가 없어 스톱합니다.`;
    return `${seat(names, e.seat)}: 스톱!`;
  },
  bomb(e, names) {
    const d = e.data ?? {};
    const n = d.count === 2 ? 2 : 3;
    const after = d.korean
      ? ` 앞으로 더미만 뒤집는 차례가 ${n === 2 ? 1 : 2}번 있습니다.`
      : ' 더미에서 두 장을 뒤집습니다.';
    return `${seat(names, e.seat)}: 폭탄! ${month(d.month)} 패 ${n === 2 ? '두' : '석'} 장으로 ${josa(list(e.cards), '을/를')} 먹었습니다.${after}`;
  },
  shake: (e, names) =>
    `${seat(names, e.seat)}: 흔들기! ${month(e.data?.month)} 패 석 장(${list(e.cards)})을 보였습니다. 이기면 점수가 두 배입니다.`,
  'draw-only': (e, names) => `${topic(names, e.seat)} 더미만 뒤집는 차례입니다.`,
  ppuk: (e, names) =>
    `${subj(names, e.seat)} ${josa(card(e.cards?.[0]), '을/를')} 뒤집었습니다: 뻑! ${month(e.data?.month)} 석 장은 넷째 장이 나올 때까지 바닥에 쌓여 있습니다.`,
  'ppuk-final': (e, names) =>
    `${subj(names, e.seat)} ${josa(card(e.cards?.[0]), '을/를')} 뒤집었습니다: ${scopeWords(e.data?.scope)}에는 뻑이 없어 두 장도 먹습니다.`,
  steal(e, names) {
    const d = e.data ?? {};
    if (d.reason === 'self-ppuk') {
      const head = `${subj(names, e.seat)} 자기 ${month(d.month)} 뻑을 먹었습니다.`;
      const counts = nums(d.given);
      const given = (e.seats ?? []).map((s, i) => `${subj(names, s)} 피 ${counts[i] ?? 1}장을 줍니다`);
      return given.length === 0 ? `${head} 줄 피가 있는 사람이 없습니다.` : `${head} ${given.join(', ')}.`;
    }
    const head =
      d.reason === 'full-month'
        ? `${subj(names, e.seat)} ${month(d.month)} 넉 장을 모두 먹었습니다.`
        : (STEAL_HEAD[String(d.reason)] ?? '');
    const from = (e.seats ?? []).map((s) => seat(names, s));
    if (from.length === 0) return `${head} 줄 피가 있는 사람이 없습니다.`;
    const who = josa(from.join(', '), '이/가');
    return `${head} ${who} ${from.length > 1 ? '피를 한 장씩' : '피 한 장을'} 줍니다.`;
  },
  'no-steal'(e, names) {
    const d = e.data ?? {};
    if (d.stack !== undefined) {
      const stack = d.stack === 'dealt' ? `바닥에 깔린 ${month(d.month)} 석 장` : `${month(d.month)} 뻑 더미`;
      if (d.scope === 'dealt')
        return `${subj(names, e.seat)} ${josa(stack, '을/를')} 먹었습니다: 처음부터 깔린 더미는 피를 빼앗지 않습니다.`;
      return `${subj(names, e.seat)} ${scopeWords(d.scope)}에 ${josa(stack, '을/를')} 먹었습니다: 피를 빼앗지 않습니다.`;
    }
    return `${STEAL_HEAD[String(d.reason)] ?? ''} 하지만 ${scopeWords(d.scope)}라 피를 빼앗지 않습니다.`;
  },
  'sake-cup': (e, names) =>
    `${topic(names, e.seat)} 국진 열끗(술잔)을 ${e.data?.as === 'chaff' ? '쌍피로' : '열끗으로'} 셉니다.`,
  'two-presidents': (e, names) =>
    `${seat(names, e.seat)}에게 총통이 두 번 들어왔습니다(${nums(e.data?.months).map(month).join(', ')} 넉 장씩): 이번 판은 나가리입니다.`,
  hiki: (e, names) => `${subj(names, e.seat)} 히키를 선언하고 ${month(e.data?.month)} 넉 장을 모두 먹습니다.`,
  'three-card': (e, names) =>
    `${subj(names, e.seat)} ${josa(card(e.cards?.[0]), '을/를')} 뒤집었습니다: 방금 맞춘 두 장과 같은 달이라 석 장 모두 바닥에 남습니다.`,
  'three-card-final': (e, names) =>
    `${subj(names, e.seat)} 마지막 장 ${josa(card(e.cards?.[0]), '을/를')} 뒤집어 방금 맞춘 두 장과 함께 먹습니다.`,
  'gaji-blocked'(e, names) {
    const months = nums(e.data?.months);
    const held = (e.seats ?? []).map((s, i) => `${subj(names, s)} ${month(months[i])} 히키를 쥐고 있습니다`);
    return `${held.join('; ')}: 가지(번개)로는 그 패를 먹을 수 없습니다.`;
  },
  'gaji-rest': (e, names) => `${month(e.data?.month)}의 나머지는 가지를 쓴 ${seat(names, e.seat)}에게 갑니다.`,
  handover: (e, names) =>
    `${subj(names, e.seat)} ${josa(list(e.cards), '을/를')} 받습니다(${HANDOVER_WHY[String(e.data?.why)] ?? ''}).`,
  'lucky-hand': (e, names) =>
    `${seat(names, e.seat)}에게 ${josa(strs(e.data?.kinds).map(yaku).join('·'), '이/가')} 들어왔습니다: ${e.points}점.`,
  'koikoi-score'(e, names) {
    const d = e.data ?? {};
    const ys = strs(d.yaku);
    const pts = nums(d.yakuPoints);
    const items = ys.map((y, i) => `${yaku(y)} ${pts[i]}점`).join(' + ');
    const parts: string[] = [];
    if (d.seven) parts.push('×2(7점 이상)');
    if (d.koikoi) parts.push('×2(상대의 코이코이)');
    return `${seat(names, e.seat)}의 승부: ${items}${ys.length > 1 ? ` = ${d.base}점` : ''}${parts.length ? `, ${parts.join(', ')} = ${e.points}점` : ''}.`;
  },
  exhausted: (e, names) =>
    e.seat !== undefined
      ? `아무도 나지 않았습니다: 선의 권리로 ${seat(names, e.seat)}에게 ${e.points}점.`
      : '아무도 나지 않았습니다: 점수 없이 같은 선이 다시 돌립니다.',
  'drawn-round': (e) => `아무도 나지 않아 나가리입니다. 같은 선이 다시 돌리고, 다음 판 점수는 ×${e.data?.next}입니다.`,
  president(e, names) {
    const d = e.data ?? {};
    const after = d.factor ? `(나가리 뒤라 ×${d.factor})` : '';
    if (d.field)
      return `바닥에 ${month(d.month)} 넉 장이 모두 깔렸습니다: 선인 ${subj(names, e.seat)} 상대마다 ${e.points}점을 받습니다${after}.`;
    if (d.month === undefined)
      return `${seat(names, e.seat)}에게 같은 달 넉 장이 들어왔습니다(총통): 상대마다 ${e.points}점${after}.`;
    return `${seat(names, e.seat)}에게 ${month(d.month)} 넉 장이 들어왔습니다(총통): 상대마다 ${e.points}점${after}.`;
  },
  'gostop-score'(e, names) {
    const d = e.data ?? {};
    const ys = strs(d.yaku);
    const pts = nums(d.yakuPoints);
    const parts = ys.map((y, i) => `${yaku(y)} ${pts[i]}점`);
    const goBonus = Number(d.goBonus ?? 0);
    if (goBonus > 0) parts.push(`${goBonus}고`);
    let text = `${subj(names, e.seat)} ${d.auto ? '마지막 차례에 ' : ''}스톱: ${parts.join(' + ')}${parts.length > 1 ? ` = ${d.base}점` : ''}`;
    const mult = strs(d.multipliers);
    const factors = nums(d.factors);
    if (mult.length > 0)
      text += `, ${mult.map((m, i) => `×${factors[i]}(${MULTIPLIER[m] ?? m})`).join(' ')} = ${e.points}점`;
    const amounts = nums(d.amounts);
    const why = strs(d.why);
    const covered = nums(d.coveredBy);
    const pays = (e.seats ?? []).map((s, i) => {
      if (covered[i]! >= 0) return `${topic(names, s)} 내지 않습니다(${subj(names, covered[i])} 대신 냅니다)`;
      const w = why[i]
        ? `(${why[i]!.split(',')
            .map((x) => PAY_WHY[x] ?? x)
            .join(', ')})`
        : '';
      return `${subj(names, s)} ${amounts[i]}점을 냅니다${w}`;
    });
    return `${text}. ${pays.join('; ')}.`;
  },
  'mushi-score'(e, names) {
    const d = e.data ?? {};
    const scores = nums(d.scores);
    const points = nums(d.cardPoints);
    const ys = nums(d.yakuSeats);
    const yk = strs(d.yaku);
    const yp = nums(d.yakuPoints);
    const line = (s: number) =>
      `${seat(names, s)}: 패 점수 ${points[s]} − ${d.baseline}${yk.map((y, i) => (ys[i] === s ? ` + ${yaku(y)} ${yp[i]}` : ` − ${seat(names, ys[i])}의 ${yaku(y)} ${yp[i]}`)).join('')} = ${signed(scores[s]!)}`;
    return `${scores.map((_, s) => line(s)).join('; ')}.`;
  },
  'higobana-score'(e, names) {
    const d = e.data ?? {};
    const sideScores = nums(d.sideScores);
    const sides = higoBanaSides(d);
    const scores = sides.map((x, i) => `${side(x, names)} ${sideScores[i]}`).join(', ');
    const winner = josa(side(sides[Number(d.winner)] ?? [], names), '이/가');
    if (d.cumulative) return `${winner} 이번 판을 이겼습니다. ${scores}.`;
    const how = d.kind === 'basa' ? '(바사: 100점 이상 차이)' : d.kind === 'chu' ? '(추: 50점 이상 차이)' : '';
    return `${winner} 승점 ${d.victory}점을 얻었습니다${how}. ${scores}.`;
  },
};

const GOSTOP_LINES: Record<string, string> = {
  'go-bonus': '고 점수(고마다 +1)',
  'go-scale-double-only': '고 점수 없음(세 번째 고부터 ×2만)',
  'go-scale-plus-two': '세 번째 고부터 점수 없음(+1, +2, 그다음 ×2)',
  'go-double': '쓰리고 이상',
  shake: '흔들기',
  bomb: '폭탄',
  'seven-animals': '멍따(열끗 일곱 장)',
  'after-draw': '나가리 뒤',
  score: '이긴 사람의 점수(받을 몫)',
  'pi-bak': '×2 피박(피가 모자람)',
  'gwang-bak': '×2 광박(광이 없음)',
  'go-bak': '고박(고하고 짐)',
  'go-bak-covered': '고박한 사람이 대신 냄',
  president: '총통(같은 달 넉 장이 들어옴)',
};

export const hanafudaWordsKo: HanafudaWords = {
  lang: 'ko',
  names: N,
  events,
  misdeal,
  koikoiLine(line: ResultLine) {
    const own: Record<string, string> = {
      'double-at-7': '×2(7점 이상)',
      'koikoi-double': '×2(상대의 코이코이)',
      'oya-ken': '선의 권리',
      teshi: '데시(같은 달 넉 장이 들어옴)',
      kuttsuki: '굿쓰키(네 쌍이 들어옴)',
      'opponent-score': '상대의 점수(지불)',
    };
    return own[line.id] ?? yaku(line.id);
  },
  goStopLine(line: ResultLine, names: readonly string[]) {
    const d = line.data ?? {};
    const who = seat(names, typeof d.seat === 'number' ? d.seat : undefined);
    switch (line.id) {
      case 'opponents-pay':
        return `×${d.factor}(상대 ${d.factor}명이 각자 냄)`;
      case 'pi-bak-from':
        return `×2 ${who}의 피박(피가 모자람)`;
      case 'gwang-bak-from':
        return `×2 ${who}의 광박(광이 없음)`;
      case 'go-bak-from':
        return `×2 ${who}의 고박(고하고 짐)`;
      case 'go-double':
      case 'shake':
      case 'bomb':
      case 'seven-animals':
      case 'after-draw':
        return `×${typeof d.factor === 'number' ? d.factor : 2}(${GOSTOP_LINES[line.id]})`;
    }
    return GOSTOP_LINES[line.id] ?? yaku(line.id);
  },
  mushiLine(line: ResultLine, baseline: number) {
    if (line.id === 'card-points') return `패 점수 ${line.data?.cardPoints ?? ''} − ${baseline}`;
    if (line.id.startsWith('opponent-')) return `상대의 ${yaku(line.id.slice('opponent-'.length))}`;
    return yaku(line.id);
  },
  higoBanaLine(line: ResultLine) {
    const own: Record<string, string> = {
      cards: '패 점수',
      'others-yaku': '다른 편의 약(하나에 −50)',
      'round-win': '판 승리',
      basa: '바사(100점 이상 차이로 승리)',
      chu: '추(50점 이상 차이로 승리)',
      'team-score': '팀의 판 점수',
    };
    return own[line.id] ?? yaku(line.id);
  },
  higoBanaRow(row: Pick<ResultRow, 'seats' | 'team'>, names: readonly string[]) {
    const members = row.seats.map((s) => seat(names, s)).join(', ');
    return row.team === undefined ? members : `${'가나다라마바사'[row.team] ?? row.team + 1}팀(${members})`;
  },
  turnMove(move) {
    switch (move.type) {
      case 'play':
        return `${card(move.card)} 내기`;
      case 'capture':
        return `${card(move.target)} 먹기`;
      case 'draw':
        return '더미 뒤집기';
      case 'next-round':
        return '다음 판 돌리기';
      default:
        return undefined;
    }
  },
  koikoiMove: (move) => (move.type === 'koikoi' ? '코이코이(계속)' : move.type === 'stop' ? '승부(끝내기)' : undefined),
  goStopMove(move) {
    switch (move.type) {
      case 'bomb':
        return `${month(move.month)} 석 장으로 폭탄`;
      case 'shake':
        return `흔들기: ${month(move.month)} 석 장 보이기`;
      case 'draw-only':
        return '더미만 뒤집는 차례';
      case 'go':
        return '고: 더 간다';
      case 'stop':
        return '스톱: 점수를 받는다';
      case 'sake-cup':
        return move.as === 'chaff' ? '국진 열끗을 쌍피로 세기' : '국진 열끗을 열끗으로 세기';
      default:
        return undefined;
    }
  },
  higoBanaMove: (move) => (move.type === 'hiki' ? `히키: ${month(move.month)} 넉 장 먹기` : undefined),
};
