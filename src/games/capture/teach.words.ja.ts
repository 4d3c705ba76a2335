/** Teaching mode's words for Capture in Japanese (terms: docs/glossary/capture.md). Loaded as its own chunk. */
import type { CaptureTeachWords } from './teach.words.ts';

const some = (cards: readonly string[]) => cards.join('か');

export default {
  bid: (extra, high) =>
    high === 0
      ? `伏せた${extra}枚の追加の手札に入札するか、パスしてください。落札した人は自分の手札と取り替え、最初に上がらなければ入札分を払います。`
      : `追加の手札に${high}より多く入札するか、パスしてください。落札した人は自分の手札と取り替え、最初に上がらなければ入札分を払います。`,
  lead: 'セカンダリーの札（光っている札：海王星・土星・金星）をリードします。銀河は不可。',
  leadFallback: '誰もセカンダリーの札を持っていません：プライマリーの札（光っている札）をどれでもリードしてください。',
  beat: (last, cards, galaxy) =>
    `${last}を${some(cards)}（同じ数字でより強いスート）${galaxy ? 'か銀河' : ''}で上回ります：上回れるなら必ず出します。`,
  onlyGalaxy: (last, capturer) => `${last}を上回れるのは銀河だけ：銀河を出すか、ノープレイなら${capturer}が取ります。`,
  nothing: (last, capturer) => `${last}を上回れる札なし：ノープレイと言えば${capturer}が取ります。`,
  add: (who, cards, up) =>
    `${who}がノープレイ：この数字のより強い札（光っている札）を加えるか、${cards}枚${up ? 'と表札' : ''}を取ります。`,
  next: 'このハンドは終わりました：点数を見てから、次のハンドを配ってください。',
  tapCard: (card) => `${card}をタップしてください。`,
  press: (button) => `「${button}」を押してください。`,
  noPlay: (who, capturer) =>
    `ノープレイ：${who}は最後の札を上回れない（または上回らない）ので、ラウンドはすぐに終わり、最後に出した${capturer}が取ります。`,
  upCard: (capturer, card) =>
    `ラウンドが表札と同じ数字だったので、${capturer}は${card}も取りました。山札から次の札が表になります。`,
  capture: (capturer) =>
    `${capturer}がラウンドを取り、次のラウンドをリードします。ハンドの終わりに取った札は1枚+1、手に残った札は1枚−1です。`,
  leadPass: (who) => `${who}はセカンダリーの札がないのでリードできません：リードは左へ移ります。`,
  primaryLead: (who) => `誰もセカンダリーの札を持っていません：最初にパスした${who}がプライマリーの札をリードします。`,
  out: (who) =>
    `${who}が最後の札を出しました：このラウンドを終えたらハンドは終わりです。手に残った札はマイナスになります。`,
  galaxy: (who, card) =>
    `${who}が${card}を出しました：銀河はどの普通の札も上回り、その後はより強い銀河しか出せません。銀河は出さなくてもかまいません。`,
  galaxyUp: '表札としてめくられた銀河は山札の下へ入れ、次の札をめくります。',
  bonus: (planet) =>
    `ボーナススートは${planet}：最初の表札のスートはこのハンドで2倍です。取った札は1枚+2、手に残った札は1枚−2。`,
  added: (who) => `${who}はノープレイの後、ラウンドの数字のより強い札を加えました：ほかの札と一緒に取られます。`,
  bidWon: (who, n) =>
    `${who}が${n}で追加の手札を落札しました：最初に上がらなければ、このハンドの点から${n}を引きます。`,
  halving: (who, from, to) => `半減：${who}の合計がちょうど${from}になったので、半分の${to}になります。`,
} satisfies CaptureTeachWords;
