/**
 * Career Poker's words in Japanese (issue 27): トリテ富豪 is a Japanese game, and its Millionaire
 * phase is 大富豪, so the words are those every Japanese card player knows — リード, フォロー,
 * トリック, 大富豪フェイズ, 革命, 縛り, 8切り, 11バック, 上がり — as docs/glossary/career-poker.md
 * gives them. Loaded as its own chunk.
 */
import type { EventRenderer } from '../../engine/events.ts';
import type { ResultLine, ResultRow } from '../../engine/lines.ts';
import type { RefusalData } from '../../engine/types.ts';
import { CP_TEAMS } from './lines.ts';
import type { CareerPokerEventKind, CareerPokerWords } from './render.ts';
import { type CareerPokerRefusal, face } from './rules.ts';

const COLOUR: Record<string, string> = { red: '赤', yellow: '黄', green: '緑', blue: '青', gray: '灰' };
const MARK: Record<string, string> = { cat: '猫', pig: '豚', snake: '蛇', goldfish: '金魚', owl: 'フクロウ' };
const seat = (names: readonly string[], s: number | undefined) => (s === undefined ? '' : (names[s] ?? `${s + 1}番席`));

/** "赤・猫の5". */
function cardName(id: string): string {
  const f = face(id.replace('~g', ''));
  return `${COLOUR[f.colour]}・${MARK[f.mark]}の${f.n}`;
}
const setName = (ids: readonly string[]) =>
  ids.length === 1 ? cardName(ids[0]!) : `${face(ids[0]!).n}の${ids.length}枚組（${ids.map(cardName).join('、')}）`;
const attr = (a: unknown) => COLOUR[String(a)] ?? MARK[String(a)] ?? String(a);
const dir = (d: unknown) => (d === 'ccw' ? '反時計回り' : '時計回り');
const team = (t: number, names: readonly string[]) =>
  `チーム${t + 1}（${(CP_TEAMS[t] ?? []).map((x) => seat(names, x)).join('、')}）`;
const strs = (v: unknown): readonly string[] => (Array.isArray(v) ? (v as string[]) : []);

const events: Record<CareerPokerEventKind, EventRenderer> = {
  deal: (e, names) => `第${e.data?.round}ラウンド：1人12枚ずつ。${seat(names, e.seat)}がリードします。`,
  direction: (e, names) => `${seat(names, e.seat)}は${dir(e.data?.dir)}に決めました。`,
  lead: (e, names) =>
    `${seat(names, e.seat)}が${cardName(e.cards![0]!)}をリードし、${attr(e.data?.attr)}を指定しました。`,
  follow: (e, names) => `${seat(names, e.seat)}が${cardName(e.cards![0]!)}を出しました。`,
  cut: (e, names) => `${seat(names, e.seat)}が8で切りました！`,
  'no-cut': (e, names) => `${seat(names, e.seat)}は切りません。`,
  'trick-won': (e, names) =>
    e.data?.cut
      ? `${seat(names, e.seat)}が切りで第${e.data.trick}トリックを取りました（ゴールドなし）。`
      : `${seat(names, e.seat)}が第${e.data?.trick}トリックを取り、ゴールド1を得ました。`,
  place(e, names) {
    const to = e.seats?.[0];
    const owner = typeof e.data?.owner === 'number' ? e.data.owner : e.seat;
    if (to === owner) return `${seat(names, owner)}が${cardName(e.cards![0]!)}を手元に残しました。`;
    return `${seat(names, e.seat)}が${cardName(e.cards![0]!)}を${seat(names, to)}に渡しました。`;
  },
  'interim-gold': (e, names) => `${seat(names, e.seat)}は中間精算でゴールド${e.data?.gold}を得ました。`,
  'skip-millionaire': (e, names) =>
    `${(e.seats ?? []).map((s) => seat(names, s)).join('と')}の戦略手札がありません：大富豪フェイズはありません。`,
  millionaire: (e, names) => `大富豪フェイズ：${seat(names, e.seat)}がリードします。`,
  'm-play'(e, names) {
    const d = e.data ?? {};
    const faces = (d.faces as readonly string[] | undefined) ?? e.cards ?? [];
    const paid: string[] = [];
    if (d.gold) paid.push(`ゴールド${d.gold}`);
    if (d.energy) paid.push(`エネルギー${d.energy}`);
    const bits = [d.cut ? '8切り！' : '', d.loop ? 'ループ！' : ''].filter(Boolean).join(' ');
    return `${seat(names, e.seat)}が${setName(faces)}を${d.lead ? 'リード' : '出'}しました${paid.length ? `（${paid.join('と')}を支払い）` : ''}${bits ? `　${bits}` : '。'}`;
  },
  pass: (e, names) => `${seat(names, e.seat)}はパス。`,
  'm-trick-won': (e, names) =>
    `${seat(names, e.seat)}が場を取りました${e.data?.energy ? '。その札はエネルギー1束になります' : ''}。`,
  'lead-transfer': (e, names) =>
    `${seat(names, e.seat)}はリードできません（禁止された上がり札しかありません）。リードは${seat(names, e.seats?.[0])}に移ります。`,
  'nobody-can-lead': () => '誰もリードできません：ラウンド終了です。',
  out: (e, names) => `${seat(names, e.seat)}が上がりました！`,
  'round-end': (e, names) =>
    `ラウンド終了：${(e.seats ?? []).map((s, i) => `${i + 1}位 ${seat(names, s)}`).join('、')}。`,
  rank: (e, names) =>
    `${e.data?.rank}位 ${seat(names, e.seat)}：順位点${e.data?.rankPoints} + ゴールド${e.data?.gold} = ${e.points}。`,
  team: (e, names) => `このラウンド：${team(0, names)} ${e.data?.team02}、${team(1, names)} ${e.data?.team13}。`,
  'team-result': (e, names) => `試合：${team(0, names)} ${e.data?.team02}、${team(1, names)} ${e.data?.team13}。`,
};

const REFUSALS: Partial<Record<CareerPokerRefusal, string>> = {
  'play-empty': '1枚以上選ぶか、パスしてください。',
  'play-twice': '同じ札は1回しか出せません。',
  'play-not-held': '出せるのは戦略手札の札だけです。',
  'play-cards': '出す札を選んでください。',
  'play-mixed': '一緒に出す札は同じ数字でなければなりません。',
  'gold-not-played': 'ゴールドで変えられるのは出す札だけです。',
  'gold-colour': 'その色はこのデッキにありません。',
  'gold-mark': 'その動物はこのデッキにありません。',
  'gold-two-three': 'ゴールドで2を3に、3を2に変えることはできません。',
  'gold-number': '数字は1から13までです。',
  'gold-malformed': 'ゴールドの変更になっていません。',
  'gold-keys': 'ゴールドの変更では、新しい色・動物・数字を指定します。',
  'gold-no-change': 'ゴールドの変更は何かを変えなければなりません：その札はもうそうなっています。',
  'cut-not-eight': '切れるのは8だけです。',
  'out-gold': 'ゴールドを使った札では上がれません。',
  'out-eight': '8では上がれません。',
  'out-two': '2が最強のあいだは2で上がれません。',
  'out-three': '3が最強のあいだは3で上がれません。',
  'lead-not-pass': 'このトリックはあなたのリードです：札を出してください。パスは場に札が出てからです。',
  'must-follow': 'リードに従ってください：指定の色か動物の札を出します。',
  'direction-first': '先に進行カードを回して、このトリックの向きを決めてください。',
  'cut-first': '先に8で切るかどうかを決めてください。',
  'place-first': '先にリード外の札の行き先（自分で持つか、誰かに渡すか）を決めてください。',
};

function refusal(code: CareerPokerRefusal, data: RefusalData): string {
  if (code === 'must-follow' && typeof data.attr === 'string')
    return `リードに従ってください：${attr(data.attr)}の${data.attrType === 'mark' ? '動物' : '色'}の札を持っているので、そのどれかを出します。`;
  const words = REFUSALS[code];
  if (words) return words;
  switch (code) {
    case 'gold-short':
      return `その変更にはゴールド${data.cost}が必要ですが、持っているのは${data.gold}です。`;
    case 'play-count':
      return `場の組と同じ${data.count}枚を出してください。`;
    case 'bound-colour':
      return `このトリックは${strs(data.colours).map(attr).join('・')}の色縛りです：札はちょうどその色でなければなりません。`;
    case 'bound-mark':
      return `このトリックは${strs(data.marks).map(attr).join('・')}の動物縛りです：札はちょうどその動物でなければなりません。`;
    case 'not-stronger':
      return `あなたの${data.n}は場の${data.top}より強くありません${
        data.reversed && data.revolution === true
          ? '（革命中：小さい数字が強い）'
          : data.reversed && data.revolution === false
            ? '（このトリックは11バック中：小さい数字が強い）'
            : data.reversed
              ? '（今は小さい数字が強い）'
              : ''
      }。`;
    case 'gold-numbers':
      return `ゴールドで動かせるのは一度に1つの数字の札だけです（${strs(data.numbers).join('と')}を同時には動かせません）。`;
    case 'gold-colour-use':
    case 'gold-mark-use': {
      const xs = strs(code === 'gold-colour-use' ? data.colours : data.marks);
      const what = code === 'gold-colour-use' ? '色' : '動物';
      return xs.length
        ? `ゴールドで${what}を変えられるのは、場の組と同じ${what}（${xs.map(attr).join('・')}）にするときだけです。`
        : `リードではゴールドで変えられるのは数字だけです：${what}は場に組が出てから意味を持ちます。`;
    }
    case 'gold-waste':
      return `その変更はゴールド${data.cost}ですが、同じ組はゴールド${data.need}で作れます。`;
    case 'energy-short':
      return `その札にはエネルギー${data.need}束が必要ですが、${data.have}束しかありません。`;
    default:
      return code;
  }
}

export const careerPokerWordsJa: CareerPokerWords = {
  lang: 'ja',
  cardName,
  events,
  rowName: (row: Pick<ResultRow, 'seats' | 'team'>, names: readonly string[]) =>
    row.team === undefined ? seat(names, row.seats[0]) : team(row.team, names),
  lineName(line: ResultLine, names: readonly string[]) {
    if (line.id.startsWith('rank-')) return `${line.id.slice(5)}位`;
    if (line.id === 'gold') return '残ったゴールド';
    if (line.id === 'member') return seat(names, Number(line.data?.seat));
    return line.id;
  },
  refusal,
};
