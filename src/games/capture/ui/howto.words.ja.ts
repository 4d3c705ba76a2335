/** How to play Capture in Japanese (terms: docs/glossary/capture.md). Loaded as its own chunk. */
import type { CaptureHowToWords } from './howto.words.ts';

export default {
  goalH: '目的',
  goal: '6ハンドでできるだけ多くの札を取ります。ラウンドは、誰にも上回られなかった最後の札を出した人のものです。',
  suitsH: 'どの札がどの札を上回るか',
  suits:
    '直前に出た札と同じ数字で、より強いスートの札がそれを上回ります。地球がいちばん強く、金星がいちばん弱いスートです。',
  primary: 'プライマリー',
  secondary: 'セカンダリー',
  roundH: '1ラウンドの流れ',
  leads: (who) => `${who}がリード`,
  beats: (who) => `${who}が上回る`,
  upCard: '表札：一緒に取る',
  round: (leader, other) =>
    `${leader}がセカンダリーの札（海王星・土星・金星）をリードします。${other}は同じ数字でより強いスートの札で上回ります。${leader}はそれを上回れずノープレイ：最後に出した${other}がラウンドを取ります。ラウンドが表札と同じ数字なので、表札も一緒に取ります。`,
  mustBeat:
    '上回れる札を持っていれば、それ（または銀河）を出さなければなりません。取った人が次のラウンドをリードします。',
  galaxyH: '銀河の札',
  galaxy:
    '銀河はどの普通の札も上回り、銀河を上回れるのはより強い銀河だけです。銀河は出さなくてもよく、リードには使えません。',
  scoreH: '得点',
  score:
    '誰かが最後の札を出すとハンドは終わります：取った札は1枚+1、手に残った札は1枚−1。6ハンドの後、合計がいちばん多い人の勝ちです。',
  bonus: 'ボーナススート：最初の表札のスートはこのハンドで2点に数えます（取った札も手残りも）。',
  extra: '追加の手札：伏せた手札を入札で取り合います。落札した人は、最初に上がらなければ入札分を払います。',
  halving: '半減：合計がちょうど60・80・100（4人以上なら30・40・50）になると半分になります。',
  options: 'このルールでは：',
  you: 'アン',
  bot: 'ベン',
} satisfies CaptureHowToWords;
