/**
 * The Hanafuda family's words in Japanese (issue 27): every event, round-end line and move, in
 * the terms of the glossary (docs/glossary/hanafuda.md): こいこい, 勝負, 親, 光, タネ, 短冊, カス,
 * and for Go-Stop the Korean words in katakana as Japanese guides give them. Loaded as its own chunk.
 */
import type { EventRenderer, GameEvent } from '../../engine/events.ts';
import type { ResultLine, ResultRow } from '../../engine/lines.ts';
import { hanafudaNamesJa as N } from './names.ja.ts';
import { higoBanaSides, misdealOf, nums, signed, strs } from './event-data.ts';
import type { HanafudaEventKind, HanafudaWords } from './words.ts';

const seat = (names: readonly string[], s: number | undefined) => (s === undefined ? '' : (names[s] ?? `${s + 1}番席`));
const month = (m: unknown) => N.months[Number(m) - 1] ?? '月';
const card = (id: string | undefined) => (id ? (N.cards[id] ?? id) : '');
const list = (cards: readonly string[] | undefined) => (cards ?? []).map(card).join('、');
const yaku = (id: string) => N.yaku[id] ?? LUCKY[id] ?? id;
const side = (seats: readonly number[], names: readonly string[]) => seats.map((s) => seat(names, s)).join('・');

const LUCKY: Record<string, string> = { teshi: '手四', kuttsuki: 'くっつき' };
const STEAL_HEAD: Record<string, string> = { ttadak: 'タダク！', jjok: 'チョク！', sweep: '総取り（サクスリ）！' };
const MULTIPLIER: Record<string, string> = {
  'go-double': 'ゴー',
  shake: '振り',
  bomb: '爆弾',
  'seven-animals': 'タネ7枚',
  'after-draw': '流れの後',
};
const PAY_WHY: Record<string, string> = { 'pi-bak': 'ピバク', 'gwang-bak': 'クァンバク', 'go-bak': 'ゴーバク' };
const HANDOVER_WHY: Record<string, string> = {
  willow: '柳の残り2枚を持っているため',
  'lightning-leftover': '雷の月の残り1枚',
  stranded: '場に残った札は親へ',
};
const scopeWords = (scope: unknown) => (scope === 'last-card' ? '最後の手札' : '最後の番');

/** What a placed card did on the field, as its own sentence. */
function effect(e: GameEvent): string {
  const d = e.data ?? {};
  switch (d.choice) {
    case 'match':
    case 'match-mushi':
      return '場の2枚と合います。';
    case 'lightning':
      return `${d.targets}枚のうち1枚を取れます。`;
    case 'gaji':
      return '場の札を1枚取ります。';
  }
  const took = strs(d.took);
  const whole = d.whole ? '山札の最後の1枚なので、残りをすべて取ります。' : '';
  return (took.length === 0 ? '場に置きます。' : `${list(took)}を取ります。`) + whole;
}

function misdeal(m: unknown): string {
  const r = misdealOf(m);
  if (typeof r === 'string') return r;
  if (r.reason === 'full-month') return `${month(r.month)}の4枚がすべて場に配られました。`;
  if (r.reason === 'willows') return '柳に小野道風・柳に燕・柳に短冊がすべて場に配られました。';
  if (r.reason === 'four-pairs') return '場に4組の対が配られました。';
  return '場の配り直しです。';
}

const events: Record<HanafudaEventKind, EventRenderer> = {
  deal(e, names) {
    const who = seat(names, e.seat);
    const d = e.data ?? {};
    if (d.month !== undefined) return `${month(d.month)}の回。親は${who}。`;
    const redeals = Number(d.redeals ?? 0);
    if (Array.isArray(d.misdeals)) {
      const why = (d.misdeals as unknown[]).map(misdeal).join('');
      return `第${d.round}回を配りました。親は${who}。${redeals > 0 ? `${redeals}回配り直し：${why}` : ''}`;
    }
    const redealt = redeals > 0 ? `（${redeals}回配り直し：場に同じ月の札が4枚）` : '';
    const fours = nums(d.fours);
    const note = fours.length ? `場に${fours.map(month).join('と')}の札が4枚とも出たので、${who}が取ります。` : '';
    return `第${d.round}回を配りました${redealt}。親は${who}。${note}`;
  },
  play: (e, names) => `${seat(names, e.seat)}が${card(e.cards?.[0])}を出しました。${effect(e)}`,
  draw: (e, names) => `${seat(names, e.seat)}が山札から${card(e.cards?.[0])}をめくりました。${effect(e)}`,
  capture: (e, names) => `${seat(names, e.seat)}が${card(e.cards?.[0])}で${card(e.cards?.[1])}を取りました。`,
  koikoi: (e, names) => `${seat(names, e.seat)}：こいこい！`,
  go(e, names) {
    const n = Number(e.data?.count ?? 1);
    return `${seat(names, e.seat)}：ゴー！${n > 1 ? `（${n}回目）` : ''}`;
  },
  stop(e, names) {
    const who = seat(names, e.seat);
    if (e.data?.why === 'no-cards') return `${who}は手札がなくなり、上がります。`;
    if (e.data?.why === 'no-turn') return `${who}は手番がなく、上がります。`;
    return `${who}：勝負！`;
  },
  bomb(e, names) {
    const d = e.data ?? {};
    const n = d.count === 2 ? 2 : 3;
    const after = d.korean ? `このあと山札だけをめくる番が${n === 2 ? 1 : 2}回あります。` : '山札から2枚めくります。';
    return `${seat(names, e.seat)}：爆弾！${month(d.month)}の札${n}枚で${list(e.cards)}を取りました。${after}`;
  },
  shake: (e, names) =>
    `${seat(names, e.seat)}：振り！${month(e.data?.month)}の札3枚（${list(e.cards)}）を見せました。上がれば点数が2倍です。`,
  'draw-only': (e, names) => `${seat(names, e.seat)}は山札をめくるだけの番です。`,
  ppuk: (e, names) =>
    `${seat(names, e.seat)}が${card(e.cards?.[0])}をめくりました：ポク！${month(e.data?.month)}の3枚は4枚目が出るまで場に重なったままです。`,
  'ppuk-final': (e, names) =>
    `${seat(names, e.seat)}が${card(e.cards?.[0])}をめくりました：${scopeWords(e.data?.scope)}ではポクにならず、2枚とも取ります。`,
  steal(e, names) {
    const who = seat(names, e.seat);
    const d = e.data ?? {};
    if (d.reason === 'self-ppuk') {
      const head = `${who}が自分の${month(d.month)}のポクを取り返しました。`;
      const counts = nums(d.given);
      const given = (e.seats ?? []).map((s, i) => `${seat(names, s)}がカスを${counts[i] ?? 1}枚渡します`);
      return given.length === 0 ? `${head}渡せるカスを持つ人はいません。` : `${head}${given.join('。')}。`;
    }
    const head =
      d.reason === 'full-month'
        ? `${who}が${month(d.month)}の4枚をすべて取りました。`
        : (STEAL_HEAD[String(d.reason)] ?? '');
    const from = (e.seats ?? []).map((s) => seat(names, s));
    if (from.length === 0) return `${head}渡せるカスを持つ人はいません。`;
    return `${head}${from.join('と')}が${from.length > 1 ? 'カスを1枚ずつ' : 'カスを1枚'}渡します。`;
  },
  'no-steal'(e, names) {
    const who = seat(names, e.seat);
    const d = e.data ?? {};
    if (d.stack !== undefined) {
      const stack = d.stack === 'dealt' ? `場に配られた${month(d.month)}の3枚` : `${month(d.month)}のポクの山`;
      if (d.scope === 'dealt') return `${who}が${stack}を取りました：配られた山ではカスを取れません。`;
      return `${who}が${scopeWords(d.scope)}で${stack}を取りました：カスは取れません。`;
    }
    return `${STEAL_HEAD[String(d.reason)] ?? ''}ただし${scopeWords(d.scope)}なので、カスは取れません。`;
  },
  'sake-cup': (e, names) =>
    `${seat(names, e.seat)}は菊に盃を${e.data?.as === 'chaff' ? 'カス2枚分' : 'タネ'}として数えます。`,
  'two-presidents': (e, names) =>
    `${seat(names, e.seat)}に総統（チョントン）が2組配られました（${nums(e.data?.months).map(month).join('と')}の4枚ずつ）：この回は流れです。`,
  hiki: (e, names) => `${seat(names, e.seat)}がヒキを宣言し、${month(e.data?.month)}の4枚をすべて取ります。`,
  'three-card': (e, names) =>
    `${seat(names, e.seat)}が${card(e.cards?.[0])}をめくりました：今できた組と合うので、3枚とも場に残ります。`,
  'three-card-final': (e, names) =>
    `${seat(names, e.seat)}が最後の札、${card(e.cards?.[0])}をめくり、今できた組と一緒に取ります。`,
  'gaji-blocked'(e, names) {
    const months = nums(e.data?.months);
    const held = (e.seats ?? []).map((s, i) => `${seat(names, s)}が${month(months[i])}のヒキを持っています`);
    return `${held.join('。')}：ガジ（雷）ではその札を取れません。`;
  },
  'gaji-rest': (e, names) => `${month(e.data?.month)}の残りは、ガジを使った${seat(names, e.seat)}のものです。`,
  handover: (e, names) =>
    `${seat(names, e.seat)}が${list(e.cards)}を受け取ります（${HANDOVER_WHY[String(e.data?.why)] ?? ''}）。`,
  'lucky-hand': (e, names) =>
    `${seat(names, e.seat)}に${strs(e.data?.kinds).map(yaku).join('と')}が配られました：${e.points}点。`,
  'koikoi-score'(e, names) {
    const d = e.data ?? {};
    const ys = strs(d.yaku);
    const pts = nums(d.yakuPoints);
    const items = ys.map((y, i) => `${yaku(y)} ${pts[i]}点`).join(' + ');
    const parts: string[] = [];
    if (d.seven) parts.push('×2（7点以上）');
    if (d.koikoi) parts.push('×2（相手のこいこい）');
    return `${seat(names, e.seat)}の勝負：${items}${ys.length > 1 ? ` = ${d.base}点` : ''}${parts.length ? `、${parts.join('、')} = ${e.points}点` : ''}。`;
  },
  exhausted: (e, names) =>
    e.seat !== undefined
      ? `誰も上がりませんでした：親権で${seat(names, e.seat)}に${e.points}点。`
      : '誰も上がりませんでした：得点なし、同じ親で配り直します。',
  'drawn-round': (e) =>
    `誰も上がらず、流れ（ナガリ）です。同じ親で配り直し、次に上がった人の点数は×${e.data?.next}です。`,
  president(e, names) {
    const d = e.data ?? {};
    const who = seat(names, e.seat);
    const after = d.factor ? `（流れの後なので×${d.factor}）` : '';
    if (d.field) return `場に${month(d.month)}の4枚が配られました：親の${who}が相手それぞれから${e.points}点${after}。`;
    if (d.month === undefined)
      return `${who}に同じ月の4枚（総統）が配られました：相手それぞれから${e.points}点${after}。`;
    return `${who}に${month(d.month)}の4枚（総統）が配られました：相手それぞれから${e.points}点${after}。`;
  },
  'gostop-score'(e, names) {
    const d = e.data ?? {};
    const ys = strs(d.yaku);
    const pts = nums(d.yakuPoints);
    const parts = ys.map((y, i) => `${yaku(y)} ${pts[i]}点`);
    const goBonus = Number(d.goBonus ?? 0);
    if (goBonus > 0) parts.push(`ゴー${goBonus}回`);
    let text = `${seat(names, e.seat)}が${d.auto ? '最後の番で' : ''}ストップ：${parts.join(' + ')}${parts.length > 1 ? ` = ${d.base}点` : ''}`;
    const mult = strs(d.multipliers);
    const factors = nums(d.factors);
    if (mult.length > 0)
      text += `、${mult.map((m, i) => `×${factors[i]}（${MULTIPLIER[m] ?? m}）`).join(' ')} = ${e.points}点`;
    const amounts = nums(d.amounts);
    const why = strs(d.why);
    const covered = nums(d.coveredBy);
    const pays = (e.seats ?? []).map((s, i) => {
      const name = seat(names, s);
      if (covered[i]! >= 0) return `${name}は払いません（${seat(names, covered[i])}が代わりに払います）`;
      const w = why[i]
        ? `（${why[i]!.split(',')
            .map((x) => PAY_WHY[x] ?? x)
            .join('、')}）`
        : '';
      return `${name}が${amounts[i]}点を払います${w}`;
    });
    return `${text}。${pays.join('。')}。`;
  },
  'mushi-score'(e, names) {
    const d = e.data ?? {};
    const scores = nums(d.scores);
    const points = nums(d.cardPoints);
    const ys = nums(d.yakuSeats);
    const yk = strs(d.yaku);
    const yp = nums(d.yakuPoints);
    const line = (s: number) =>
      `${seat(names, s)}：札の点${points[s]} − ${d.baseline}${yk.map((y, i) => (ys[i] === s ? ` + ${yaku(y)} ${yp[i]}` : ` − ${seat(names, ys[i])}の${yaku(y)} ${yp[i]}`)).join('')} = ${signed(scores[s]!)}`;
    return `${scores.map((_, s) => line(s)).join('。')}。`;
  },
  'higobana-score'(e, names) {
    const d = e.data ?? {};
    const sideScores = nums(d.sideScores);
    const sides = higoBanaSides(d);
    const scores = sides.map((x, i) => `${side(x, names)} ${sideScores[i]}`).join('、');
    const winner = side(sides[Number(d.winner)] ?? [], names);
    if (d.cumulative) return `この回は${winner}の勝ち。${scores}。`;
    const how = d.kind === 'basa' ? '（バサ：100点以上の差）' : d.kind === 'chu' ? '（チュウ：50点以上の差）' : '';
    return `${winner}が勝ち点${d.victory}${how}。${scores}。`;
  },
};

const GOSTOP_LINES: Record<string, string> = {
  'go-bonus': 'ゴーの加点（1回につき+1）',
  'go-scale-double-only': 'ゴーの加点なし（3回目から×2のみ）',
  'go-scale-plus-two': 'ゴー3回目からは加点なし（+1、+2、以後×2）',
  'go-double': 'ゴー3回以上',
  shake: '振り',
  bomb: '爆弾',
  'seven-animals': 'タネ7枚',
  'after-draw': '流れの後',
  score: '勝った人の点数（受け取り分）',
  'pi-bak': '×2 ピバク（カス不足）',
  'gwang-bak': '×2 クァンバク（光なし）',
  'go-bak': 'ゴーバク（ゴーして負け）',
  'go-bak-covered': 'ゴーバクの人が代わりに払う',
  president: '総統（同じ月の4枚が配られた）',
};

export const hanafudaWordsJa: HanafudaWords = {
  lang: 'ja',
  names: N,
  events,
  misdeal,
  koikoiLine(line: ResultLine) {
    const own: Record<string, string> = {
      'double-at-7': '×2（7点以上）',
      'koikoi-double': '×2（相手のこいこい）',
      'oya-ken': '親権',
      teshi: '手四（同じ月の4枚が配られた）',
      kuttsuki: 'くっつき（4組の対が配られた）',
      'opponent-score': '相手の得点（支払い）',
    };
    return own[line.id] ?? yaku(line.id);
  },
  goStopLine(line: ResultLine, names: readonly string[]) {
    const d = line.data ?? {};
    const who = seat(names, typeof d.seat === 'number' ? d.seat : undefined);
    switch (line.id) {
      case 'opponents-pay':
        return `×${d.factor}（相手${d.factor}人がそれぞれ払う）`;
      case 'pi-bak-from':
        return `×2 ${who}のピバク（カス不足）`;
      case 'gwang-bak-from':
        return `×2 ${who}のクァンバク（光なし）`;
      case 'go-bak-from':
        return `×2 ${who}のゴーバク（ゴーして負け）`;
      case 'go-double':
      case 'shake':
      case 'bomb':
      case 'seven-animals':
      case 'after-draw':
        return `×${typeof d.factor === 'number' ? d.factor : 2}（${GOSTOP_LINES[line.id]}）`;
    }
    return GOSTOP_LINES[line.id] ?? yaku(line.id);
  },
  mushiLine(line: ResultLine, baseline: number) {
    if (line.id === 'card-points') return `札の点 ${line.data?.cardPoints ?? ''} − ${baseline}`;
    if (line.id.startsWith('opponent-')) return `相手の${yaku(line.id.slice('opponent-'.length))}`;
    return yaku(line.id);
  },
  higoBanaLine(line: ResultLine) {
    const own: Record<string, string> = {
      cards: '札の点',
      'others-yaku': '他の組の役（1つにつき−50）',
      'round-win': 'この回の勝ち',
      basa: 'バサ（100点以上の差で勝ち）',
      chu: 'チュウ（50点以上の差で勝ち）',
      'team-score': 'チームのこの回の点',
    };
    return own[line.id] ?? yaku(line.id);
  },
  higoBanaRow(row: Pick<ResultRow, 'seats' | 'team'>, names: readonly string[]) {
    const members = row.seats.map((s) => seat(names, s)).join('、');
    return row.team === undefined ? members : `チーム${row.team + 1}（${members}）`;
  },
  turnMove(move) {
    switch (move.type) {
      case 'play':
        return `${card(move.card)}を出す`;
      case 'capture':
        return `${card(move.target)}を取る`;
      case 'draw':
        return '山札をめくる';
      case 'next-round':
        return '次の回を配る';
      default:
        return undefined;
    }
  },
  koikoiMove: (move) =>
    move.type === 'koikoi' ? 'こいこい（続ける）' : move.type === 'stop' ? '勝負（上がる）' : undefined,
  goStopMove(move) {
    switch (move.type) {
      case 'bomb':
        return `${month(move.month)}の3枚で爆弾`;
      case 'shake':
        return `振る：${month(move.month)}の3枚を見せる`;
      case 'draw-only':
        return '山札をめくるだけの番にする';
      case 'go':
        return 'ゴー（続けてもっと狙う）';
      case 'stop':
        return 'ストップ（点数を受け取る）';
      case 'sake-cup':
        return move.as === 'chaff' ? '菊に盃をカス2枚分として数える' : '菊に盃をタネとして数える';
      default:
        return undefined;
    }
  },
  higoBanaMove: (move) => (move.type === 'hiki' ? `ヒキ：${month(move.month)}の4枚を取る` : undefined),
};
