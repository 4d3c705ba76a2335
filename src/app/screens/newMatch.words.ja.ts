import type { NewMatchWords } from './newMatch.words.ts';

export default {
  title: '新しいゲーム',
  game: 'ゲーム',
  noneYet: '遊べるゲームはまだありません。点数表はどのゲームにも使えます。',
  players: (min, max) => `（${min === max ? min : `${min}〜${max}`}人）`,
  cannotLoad: 'このゲームを読み込めませんでした。アプリのインストールが終わったか確かめて、もう一度お試しください。',
  seats: '席',
  playersLabel: '人数',
  seatName: (n) => `${n}番席の名前`,
  seatKind: (n) => `${n}番席で遊ぶのは`,
  seatLevel: (n) => `${n}番席のボットの強さ`,
  person: '人',
  bot: 'ボット',
  onePerson: '少なくとも1席は人にしてください。',
  handOff: '2人以上で遊ぶときは、番の合間に受け渡し画面が手札を隠します。',
  openDraw: '親決めの札引きで、誰から始めるかが決まります。',
  openChance: '誰から始めるかは運で決まります（1番席からとは限りません）。',
  openSeat: (n, name) => `${n}番席${name ? `（${name}）` : ''}から始めます。`,
  rules: 'ルール',
  custom: 'カスタムルール。',
  eachRule: '細かいルール',
  groupCount: (name, n) => `${name}（${n}）`,
  dealCode: '配札コード',
  dealCodeHelp:
    '同じコードなら同じ札が配られます。席を入れ替えて同じ配りを遊び直したり、離れた友だちと同じ配りで遊んだりできます。空欄なら新しく切ります。',
  start: (title) => `${title}を始める`,
} satisfies NewMatchWords;
