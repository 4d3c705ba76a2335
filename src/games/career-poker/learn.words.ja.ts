/** Career Poker's learning words in Japanese (大富豪の用語: docs/glossary/career-poker.md). */
import type { CareerPokerLearnWords } from './learn.words.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export default {
  ord: (n) => `${n}位`,
  signed,
  standingButton: (place, out) => `${place}位・上がり${signed(out)}`,
  standingHidden: '今ラウンドが終わった場合のあなたの順位：',
  standingTitle: '今ラウンドが終わったら',
  colPlayer: 'プレイヤー',
  colCards: '枚数',
  colGold: 'ゴールド',
  colNow: '今',
  colOut: '今上がれば',
  nowCell: (place, points) => `${place}位、${signed(points)}`,
  standingNote: (first) =>
    `今：誰も上がっていない間は枚数の少ない人ほど上位です。今上がれば：1位の${signed(first)}と残ったゴールド（ゴールドを使った札では上がれません）。`,
  energyNote: (energy) =>
    `エネルギー${energy}：2枚・3枚のリードはその枚数分かかります（革命中は無料）。8切りは8の1枚ごとに1。`,
  closeStanding: '順位を閉じる',

  turnDirection: '次に出す人（向き）を選びます。',
  turnLead: '1枚リードし、色か動物を指定します。',
  turnFollow: (attr, has, low) =>
    has
      ? `${attr}の札（光る札）を出す：${attr}の${low ? '最小（11バック）' : '最大'}が勝ち。`
      : `${attr}がないので何でも出せます（持つか渡す）。`,
  turnCut: '8切り：今トリックを全部取る（ゴールドなし）。',
  turnPlace: (card) => `${card}はリード外：持つか渡します。`,
  turnMDirection: '向きを選び、組をリードします。',
  turnMLead: (revolution) => `1枚か同じ数字の組をリード${revolution ? '' : '（2・3枚はエネルギー）'}。`,
  turnMFollow: (k, top, reversed, bound, any) =>
    any
      ? `${top}を${k}枚で超える${reversed ? '（小さいほど強い）' : ''}${bound ? `（${bound}）` : ''}か、パス。`
      : `${top}${bound ? `（${bound}縛り）` : ''}を超える札なし：パス。`,
  turnRoundOver: 'ラウンドの得点が出ました：表を見てから次のラウンドへ。',
  list: (xs) => xs.join('・'),

  noteTrickWon: 'リードを持つ最大の数字が勝ち：ゴールド1とリードの札。',
  noteBackTrick: '11バック：トリックに11があると、リードを持つ最小の数字が勝ち。',
  noteCutTrick: '8切り：トリックを全部取る（ゴールドなし）。8は脇へ。',
  notePlace: 'リード外の札：出した人が持つか渡す。',
  noteInterim: 'ゴールドも8切りもない人が1人なら2ゴールド（2人なら1ずつ）。',
  noteMillionaire: '大富豪フェイズ：前の組を超えて出し、最初に上がれば1位。',
  noteRevolution: '革命：4枚以上の組で強さが逆に（3が最強）。',
  noteBack: '11バック：このトリックが終わるまで強さが逆に。',
  noteLoop: 'ループ：2に同じ色・動物の3を出せる。次は4以上なら何でも。',
  noteCut: '8切り：8の1枚ごとにエネルギー1で、すぐトリックを取る。',
  noteBinding: '縛り：同じ色（動物）が続くと、そのトリックはその色に縛られる。',
  noteGold: 'ゴールド：自分の札の色・動物・数字1段階ごとに1。',
  noteEnergy: 'エネルギー：2枚以上出たトリックが1束。2・3枚のリードと8切りで使う。',
  noteOut: '最初に上がれば1位、残りは枚数の少ない順。残りゴールドは1個1点。',
  noteBans: '2（革命中は3）、8、ゴールドを使った札では上がれない。',
  noteSkip: '戦略手札0枚の人がいる：枚数の少ない順に順位。',

  howGoal: '各ラウンドは二部構成：トリックを取って札とゴールドを集め、その札で大富豪をして最初に上がります。',
  howCards: 'どの札にも数字・色・動物があります。',
  howTrickTitle: '1. トリック：戦略手札を集める',
  howTrick:
    'リードプレイヤーが1枚出し、その色か動物を指定します。他の人は出せるならそれに従います。それを持ついちばん大きい数字がゴールド1とその札を取ります。',
  howTrickExample: '赤を指定：赤の10が勝ち。青の4はリード外なので、出した人が持つか誰かに渡します。',
  howMillTitle: '2. 大富豪フェイズ：札をなくす',
  howMill: '場の組より強い組（1枚か同じ数字の複数枚）を出すか、パスします。強さ：3が最弱、2が最強。',
  howMillExample: '10の2枚は5の2枚に勝ちます。4枚以上で革命：強さが逆になります。',
  howExtras:
    'ほかに：8切り、11バック、2に同じ色・動物の3でループ、同じ色で縛り、ゴールドで札を変える、2枚・3枚のリードにはエネルギー。',
  howScoreTitle: '3. 得点',
  howScore: (first, second) =>
    `最初に上がった人が1位（第1ラウンドで${signed(first)}）、残りは枚数の少ない順（2位は${signed(second)}…）。残ったゴールドは1個+1。3ラウンドで合計の多い人の勝ち。`,
  howTable: 'テーブルでは：ℹ が手番とルールを説明し、暗い札をタップすると出せない理由が出ます。',
  howCardsAria: '札の例',
} satisfies CareerPokerLearnWords;
