import type { MatchWords } from './match.words.ts';

export default {
  botName: (n) => `ボット${n}`,
  playerName: (n) => `プレイヤー${n}`,
  notHere: 'このゲームはこの端末にありません。',
  joinConflict:
    '前に残した手の一部を、このゲームにつなげられませんでした（別の所で続けて遊ばれました）。保存されたゲームを表示します。',
  unreadable: '保存されたゲームは読めない手のところで止まっています。そこまでを表示します。',
  replay: (n, why) =>
    `保存されたゲームの${n}手目を再現できませんでした${why ? `：${why}` : '。'}その前の手から続けます。`,
  conflict: 'このゲームは別のタブかウィンドウで変更されたので、保存されたゲームを表示し直します。',
} satisfies MatchWords;
